// The business area's workflow writes (server/business: orders, tasks, QC sheets), one typed function per route.
// Each takes the route's body, typed from its schemas/ declaration, and `Quiet` (useApi in src/business/shared.tsx
// decides whether a refusal is toasted); answers are the stored records.
import type { z } from 'zod';
import { post, type AsTyped, type Quiet } from './post.ts';
import { download } from '../download.ts';
import type { RecordOf } from '../../../schemas/core/resource.ts';
import type { StepBody } from '../../../schemas/workflows/step.ts';
import type { contractReview, orders } from '../../../schemas/business/orders.ts';
import type { samples, taskFromOrder, taskSampling, sampleReceipt, tasks } from '../../../schemas/business/tasks.ts';
import type { QcItem, qcSheets } from '../../../schemas/business/qc.ts';

type Order = RecordOf<typeof orders>;
type Task = RecordOf<typeof tasks>;
type QcSheet = RecordOf<typeof qcSheets>;

/** A wizard step's fields: without `id` a new draft, with it (and its version) the saved draft changed. */
export type OrderDraft = Partial<Omit<Order, 'id' | 'version'>> & { id?: number; version?: number };
/** Which drafts: one id, or "1,2" */
export type OrderIds = { id?: number; ids?: string };
/** The order steps the server routes as /admin/order/{name} (server/business/orders.ts) */
export type OrderStep = 'submit' | 'accept' | 'reject' | 'cancel' | 'close';
/** A task with the samples it registered */
export type TaskWithSamples = { task: Task; samples: RecordOf<typeof samples>[] };

export const orderCalls = {
  /** POST order/order_add_cg: save the draft at any wizard step */
  saveDraft: (body: OrderDraft, o?: Quiet) => post<Order>('order/order_add_cg', body, o),
  /** POST order/del_order: delete drafts */
  remove: (body: OrderIds, o?: Quiet) => post<{ deleted: number }>('order/del_order', body, o),
  /** POST order/contract_review: the contract review of a submitted order */
  contractReview: (body: AsTyped<z.input<typeof contractReview>> & StepBody, o?: Quiet) => post<Order>('order/contract_review', body, o),
  /** POST order/{name}: a step of the order's workflow (accept may carry the contract review) */
  step: (name: OrderStep) => (body: StepBody & Partial<z.input<typeof contractReview>>, o?: Quiet) => post<Order>(`order/${name}`, body, o),
  /** GET order/{id}/quotation: the quotation (检测报价单) PDF, saved as {orderNo}-quotation.pdf */
  quotation: (o: Pick<Order, 'id' | 'orderNo'>) => download(`order/${o.id}/quotation`, {}, `${o.orderNo}-quotation.pdf`),
};

export const taskCalls = {
  /** POST task/create_from_order: a task (and its samples) from an accepted order's points */
  createFromOrder: (body: AsTyped<z.input<typeof taskFromOrder>>, o?: Quiet) => post<TaskWithSamples>('task/create_from_order', body, o),
  /** POST task/sampling: the day's sampling record */
  sampling: (body: AsTyped<z.input<typeof taskSampling>>, o?: Quiet) => post<TaskWithSamples>('task/sampling', body, o),
  /** POST task/receive: the samples' receipt (交接) */
  receive: (body: StepBody & { samples: AsTyped<z.input<typeof sampleReceipt>>[] }, o?: Quiet) => post<Task>('task/receive', body, o),
  /** POST task/start_analysis: the analysis sheets by template (without a QC plan, the reason to go on) */
  startAnalysis: (body: StepBody, o?: Quiet) => post<Task>('task/start_analysis', body, o),
  /** GET task/{id}/labels: the sample labels PDF, saved as {taskNo}-labels.pdf */
  labels: (t: Pick<Task, 'id' | 'taskNo'>) => download(`task/${t.id}/labels`, {}, `${t.taskNo}-labels.pdf`),
};

export const qcCalls = {
  /** POST qc/create: a task's QC plan (its QC samples registered) */
  create: (body: { taskId: number; orderId?: number; items?: AsTyped<QcItem>[] }, o?: Quiet) => post<QcSheet>('qc/create', body, o),
  /** POST qc/save: the planned items changed (the reason, once analyses are signed) */
  save: (body: { id: number; version?: number; reason?: string; items: AsTyped<QcItem>[] }, o?: Quiet) => post<QcSheet>('qc/save', body, o),
  /** POST qc/evaluate: the verdict on the sheet's results */
  evaluate: (body: StepBody, o?: Quiet) => post<QcSheet>('qc/evaluate', body, o),
  /** POST qc/non_conformance: QA releases a failed QC's results, signed, with the justification */
  acceptNonConformance: (body: StepBody, o?: Quiet) => post<QcSheet>('qc/non_conformance', body, o),
  /** POST api/v1/qcSheets/{id}/transitions/{accept|reanalyse}: the generic transition route */
  transition:
    (name: 'accept' | 'reanalyse') =>
    ({ id, ...body }: StepBody, o?: Quiet) =>
      post<QcSheet>(`api/v1/qcSheets/${id}/transitions/${name}`, body, o),
};
