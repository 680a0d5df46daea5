// The workflow screens' reads beside the CRUD API: the legacy workflow endpoints (order/…, task/…, qc/…, analysis/…,
// report/…, lecture/…) the business, analysis and report screens read (their writes: business.ts, analysis.ts,
// reports.ts), the work inbox, a resource's page read outside react-admin's hooks (the dashboard's counts, the raw
// record's QC plan and instruments), the instruments due for calibration and the raw-record templates that fit a
// test item.
import { request } from '../http.ts';
import type { AnyResource, RecordOf } from '../../../schemas/core/resource.ts';
import type { equipment } from '../../../schemas/equipment/equipment.ts';
import type { QcPlanAnswer, QcReadiness } from '../../../schemas/business/qcEvaluation.ts';
import type { OrderItems } from '../../../schemas/business/orderItems.ts';
import type { ReportPreview } from '../../../schemas/reports/preview.ts';
import type { TimeRow } from '../../../schemas/reports/timeRow.ts';
import type { SheetShown } from '../../../schemas/analysis/shown.ts';
import type { InboxItem, InboxSection } from '../../../schemas/workflows/inbox.ts';

/** The samples and test items of an order a report may cover (GET report/candidates) */
export interface ReportCandidates {
  samples: Array<{ id: number; sampleNo: string; pointName?: string }>;
  parameters: Array<{ id: number; name: string; methodNo: string }>;
}
/** An analyst who may take a sheet, and whether the staff-authorisation register covers its items (issue 32) */
export interface SheetAnalyst {
  userId: number;
  name: string;
  qualified: boolean;
  /** why not (person, role, test item, method, reason), in the reader's language */
  reason?: string | null;
}

/** The workflow screens' reads of the legacy endpoints; a failure is toasted like every workflow call. */
export const workflowReads = {
  /** what a task's QC plan asks for and what its samples already have */
  qcPlan: (taskId: number | string | undefined) => request<QcPlanAnswer>({ url: 'qc/plan_check', params: { taskId } }),
  /** why a QC sheet cannot be evaluated yet (results missing), if so */
  qcReadiness: (id: number) => request<QcReadiness>({ url: 'qc/readiness', params: { id } }),
  orderItems: (id: number | string) => request<OrderItems>({ url: 'order/items', params: { id } }),
  /** each sample item's holding-time deadline and where it stands, of a task's samples or a report's */
  lectureTime: (of: { taskId: number } | { reportId: number | string }) => request<{ list: TimeRow[] }>({ url: 'lecture/time', params: of }),
  reportCandidates: (orderId: number | string) => request<ReportCandidates>({ url: 'report/candidates', params: { orderId } }),
  reportPreview: (id: number) => request<ReportPreview>({ url: 'report/preview', params: { id } }),
  sheetAnalysts: (sheetId: number | string) => request<SheetAnalyst[]>({ url: 'analysis/analysts', params: { id: sheetId } }),
  /** an analysis sheet with its raw record and what the screens show around it */
  sheetShown: (sheetId: number | string) => request<SheetShown>({ url: 'analysis/show_cgorder', params: { analysisSheetId: sheetId } }),
};

/** A page of a resource's records (GET /api/v1/{name}/page), typed by its schema */
export interface RecordPage<R> {
  list: RecordOf<R>[];
  total: number;
}
/**
 * `name` is the resource's schema name, its records typed by `R` (`resourcePage<typeof qcSheets>('qcSheets', …)`: the
 * schema itself stays out of the bundle); `params`: pageNum, pageSize, sort, order and the filters the page API takes
 * (field=value, field_gte/_lte).
 */
export const resourcePage = <R = AnyResource>(name: string, params: Record<string, unknown>) =>
  request<RecordPage<R>>({ url: `api/v1/${name}/page`, params, silent: true });

export type { InboxItem, InboxSection };
/** GET /inbox: only the steps my perms allow */
export const inbox = () => request<{ sections: InboxSection[] }>({ url: 'inbox', silent: true });

/** An instrument with its calibration flag (server/equipment/routes.ts) */
export type FlaggedEquipment = RecordOf<typeof equipment> & { calibrationFlag: string };
export const calibrations = {
  /** GET device/calibration-due: instruments overdue, and due within the default days */
  due: () => request<{ today: string; days: number; overdue: FlaggedEquipment[]; due: FlaggedEquipment[] }>({ url: 'device/calibration-due', silent: true }),
};

/** A raw-record template a test item may use (GET /analforms/choices) */
export interface TemplateChoice {
  templateId: string;
  name: string;
  methodNo?: string | null;
  fitsMethod: boolean;
  parameters: { code: string; name: string; nameEn: string; unit: string }[];
}
export const analforms = {
  /** the templates serving `matrix`, those citing `methodNo` first; `current` stays among them */
  choices: (params: { matrix?: string; methodNo?: string; current?: string }, signal?: AbortSignal) =>
    request<TemplateChoice[]>({ url: 'api/v1/analforms/choices', params, signal, silent: true }),
};
