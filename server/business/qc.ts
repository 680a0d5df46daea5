import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { QcRule } from '../../schemas/templates/index.ts';
import { judgeBlank, judgeCrm, judgeDuplicate, judgeSpike, type QcEvaluation, type RowLookup } from '../../schemas/templates/qc.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { idField, route, step, stepFields, stepFieldsOf } from '../workflow/http.ts';
import { record, fromZod } from '../openapi/shapes.ts';
import { translate } from '../http/messages.ts';
import { jsonOf } from '../openapi/json.ts';
import { guardRefused } from './orders.ts';
import { inUnit, insert, load, patch, cascade, findBy, findIn, unitOf, ids, type Row, type Unit } from '../workflow/store.ts';
import { sheetTemplate, qcKindsOf, type LimsParameter } from '../analysis/templates.ts';
import { canTake, isEditable } from '../../schemas/workflows/machine.ts';
import { convertConcentration, type QcItem, type QcType } from '../../schemas/business/qc.ts';
import {
  evaluationOf,
  qcPlanAnswer,
  qcReadiness,
  type QcEvaluationRow,
  type QcPlanAnswer,
  type QcPlanFigures,
  type QcReadiness,
  type QcSheetEvaluation,
} from '../../schemas/business/qcEvaluation.ts';
import { parseItems, qcItemsBody } from './qcItems.ts';
import { decide } from './qcDecisions.ts';
import { qcWorkflow } from '../../schemas/workflows/lab.ts';
import type { ResourceHooks } from '../crud/hooks.ts';
import { sameValue } from '../crud/codec.ts';

export type { QcItem };
const BATCH = 20;
const isBlank = (t: QcType) => t.endsWith('blank');
const isDuplicate = (t: QcType) => t.endsWith('duplicate');

/** The planned rates of lims-practice §3.3: ≥10 % duplicates and ≥1 per batch of ≤20, one lab blank and one spike or CRM per batch. */
export function planCheck(routine: number, items: QcItem[]): QcPlanFigures {
  const batches = Math.max(1, Math.ceil(routine / BATCH));
  const required = { duplicates: Math.max(batches, Math.ceil(routine * 0.1)), labBlanks: batches, spikesOrCrms: batches };
  const planned = {
    duplicates: items.filter((i) => isDuplicate(i.type)).length,
    labBlanks: items.filter((i) => i.type === 'lab_blank').length,
    spikesOrCrms: items.filter((i) => i.type === 'matrix_spike' || i.type === 'crm').length,
  };
  const warnings: string[] = [];
  if (planned.duplicates < required.duplicates) warnings.push('qc.warning.duplicates');
  if (planned.labBlanks < required.labBlanks) warnings.push('qc.warning.labBlanks');
  if (planned.spikesOrCrms < required.spikesOrCrms) warnings.push('qc.warning.spikesOrCrms');
  // a spike or CRM without its value for one of its parameters cannot be judged: evaluation will ask for it
  if (items.some((i) => i.type === 'matrix_spike' && i.parameterIds.some((p) => !i.spikes.some((x) => x.parameterId === p))))
    warnings.push('qc.warning.spikeAmount');
  if (items.some((i) => i.type === 'crm' && i.parameterIds.some((p) => !i.crms.some((x) => x.parameterId === p)))) warnings.push('qc.warning.crmValue');
  return { routine, batches, required, planned, warnings };
}

/**
 * The default plan for a task: blanks, duplicates spread over the batch, a spike per batch, each for the parameters
 * whose method judges it. Duplicates and spikes are planned per kind of bottle (samples holding the same items): a
 * point's items are split over bottles by preservative (HJ 493), and a duplicate of the lead bottle covers no ammonia.
 */
export function defaultPlan(routine: Row[], kindsOf: (parameterId: number) => Set<string>): QcItem[] {
  const batches = Math.max(1, Math.ceil(routine.length / BATCH));
  const judged = (pids: number[], kind: string) => pids.filter((p) => kindsOf(p).has(kind));
  const all = [...new Set(routine.flatMap((s) => ids(s.parameterIds)))];
  const items: QcItem[] = [];
  const add = (item: Omit<QcItem, 'spikes' | 'crms'>) => {
    if (item.parameterIds.length) items.push({ ...item, spikes: [], crms: [] });
  };
  for (let b = 0; b < batches; b++) add({ type: 'lab_blank', parameterIds: judged(all, 'blank') });
  const byItems = new Map<string, Row[]>();
  for (const s of routine) byItems.set(ids(s.parameterIds).join(','), [...(byItems.get(ids(s.parameterIds).join(',')) ?? []), s]);
  const kinds = [...byItems.values()];
  for (const group of kinds) {
    const dups = Math.max(Math.ceil(group.length / BATCH), Math.ceil(group.length * 0.1));
    for (let i = 0; i < dups; i++) {
      const s = group[Math.floor((i * group.length) / dups)];
      add({ type: 'lab_duplicate', pairedSampleId: s.id as number, parameterIds: judged(ids(s.parameterIds), 'duplicate') });
    }
  }
  for (const group of kinds) {
    for (let b = 0; b < Math.ceil(group.length / BATCH); b++) {
      const s = group[b * BATCH];
      add({ type: 'matrix_spike', pairedSampleId: s.id as number, parameterIds: judged(ids(s.parameterIds), 'spike') });
    }
  }
  return items;
}

async function kindsLookup(u: Unit, routine: Row[]): Promise<(pid: number) => Set<string>> {
  const pids = [...new Set(routine.flatMap((s) => ids(s.parameterIds)))];
  const params = (pids.length ? await u.tx.selectFrom('parameters').selectAll().where('id', 'in', pids).execute() : []) as unknown as LimsParameter[];
  const kinds = new Map(params.map((p) => [p.id, qcKindsOf({ ...p, mdl: String(p.mdl) })]));
  return (pid) => kinds.get(pid) ?? new Set();
}

const POINT: Record<QcType, string> = {
  field_blank: '全程序空白',
  transport_blank: '运输空白',
  field_duplicate: '现场平行',
  lab_blank: '实验室空白',
  lab_duplicate: '实验室平行',
  matrix_spike: '加标样',
  crm: '有证标准物质',
};

/** Each QC item is a sample of the task (numbered in its series) that analysis sheets carry beside the routine ones. */
async function materialise(u: Unit, task: Row, items: QcItem[]): Promise<QcItem[]> {
  const samples = await findBy(u, 'samples', 'taskId', task.id);
  const out: QcItem[] = [];
  for (const item of items) {
    if (item.qcSampleId) {
      out.push(item);
      continue;
    }
    const paired = samples.find((s) => s.id === item.pairedSampleId);
    if (item.pairedSampleId && !paired) throw badRequest('error.sampleNotInTask', { sample: String(item.pairedSampleId) });
    const matrix = String(paired?.matrix ?? (task.points as Array<{ matrix: string }>)[0]?.matrix ?? 'water');
    const s = await insert(
      u,
      'samples',
      {
        taskId: task.id,
        pointName: paired ? `${paired.pointName}（${POINT[item.type]}）` : POINT[item.type],
        matrix,
        parameterIds: item.parameterIds.length ? item.parameterIds : ids(paired?.parameterIds),
        qcType: item.type,
        sampledAt: (paired?.sampledAt as string | undefined) ?? undefined,
      },
      { status: paired?.status === 'received' || !paired ? 'received' : String(paired.status) },
    );
    out.push({ ...item, qcSampleId: s.id as number });
    // sheets not yet submitted take the new QC sample
    for (const sheet of await findBy(u, 'analysisSheets', 'taskId', task.id)) {
      if (!['pending', 'issued', 'received', 'in_entry'].includes(String(sheet.status))) continue;
      if (!ids(sheet.parameterIds).some((p) => ids(s.parameterIds).includes(p))) continue;
      await patch(u, 'analysisSheets', sheet.id as number, { sampleIds: [...ids(sheet.sampleIds), s.id as number] }, 'add_qc_sample');
    }
  }
  return out;
}

/** The default plan of a task's routine samples (what qc/plan_check proposes). */
export async function proposedPlan(u: Unit, taskId: number): Promise<QcItem[]> {
  const routine = (await findBy(u, 'samples', 'taskId', taskId)).filter((s) => !s.qcType && s.status !== 'rejected');
  return defaultPlan(routine, await kindsLookup(u, routine));
}

export async function createQcSheet(u: Unit, taskId: number, given?: QcItem[]) {
  const task = await load(u, 'tasks', taskId);
  const routine = (await findBy(u, 'samples', 'taskId', taskId)).filter((s) => !s.qcType && s.status !== 'rejected');
  const items = await materialise(u, task, given ?? defaultPlan(routine, await kindsLookup(u, routine)));
  const evaluation: QcSheetEvaluation = { plan: planCheck(routine.length, items) };
  return insert(u, 'qcSheets', { taskId, orderId: task.orderId }, { items, evaluation });
}

function ruleOf(rules: QcRule[], kind: QcRule['kind']) {
  return rules.find((r) => r.kind === kind);
}

/** A result counts for QC once its sheet is submitted: a draft (录入中, or returned for re-entry) is not judged. */
const SUBMITTED = ['submitted', 'checked', 'reviewed', 'locked'];

/**
 * Evaluation of every item × parameter from the FULL values of submitted results, by the one computation the raw
 * record uses (schemas/templates/qc.ts judge*), with the plan's spike amounts and CRM values; each with pass/fail
 * and the limit used. `missing` lists QC results not yet there (or not yet submitted), `unset` the spikes and CRMs
 * planned without their value for a parameter: both make the sheet not evaluable (a recovery "not judged" must
 * never count as a pass).
 */
export async function evaluateSheet(u: Unit, sheet: Row): Promise<{ evaluations: QcEvaluationRow[]; missing: string[]; unset: string[] }> {
  const items = (sheet.items as QcItem[]) ?? [];
  const sampleIds = [...new Set(items.flatMap((i) => [i.qcSampleId, i.pairedSampleId]).filter((x): x is number => !!x))];
  const samples = await findIn(u, 'samples', sampleIds);
  const results = sampleIds.length
    ? await u.tx
        .selectFrom('results')
        .innerJoin('analysisSheets', 'analysisSheets.id', 'results.analysisSheetId')
        .selectAll('results')
        .where('results.sampleId', 'in', sampleIds)
        .where('analysisSheets.status', 'in', SUBMITTED)
        .orderBy('results.id')
        .execute()
    : [];
  const pids = [...new Set(items.flatMap((i) => i.parameterIds))];
  const params = (pids.length ? await u.tx.selectFrom('parameters').selectAll().where('id', 'in', pids).execute() : []) as unknown as LimsParameter[];
  const evaluations: QcEvaluationRow[] = [];
  const missing: string[] = [];
  const unset: string[] = [];
  items.forEach((item, index) => {
    const qcSample = samples.find((s) => s.id === item.qcSampleId);
    const noOf = (id: number | undefined) => String(samples.find((s) => s.id === id)?.sampleNo ?? id ?? index + 1);
    for (const pid of item.parameterIds) {
      const p = params.find((x) => x.id === pid);
      if (!p) continue;
      const t = sheetTemplate(String(p.templateId ?? ''), [{ ...p, mdl: String(p.mdl) }]).template;
      const rules = t.qc;
      // the stored result as the record engine gave it: the full value, the reported one and the MDL it was flagged with
      const find: RowLookup = (sid) => {
        const r = results.filter((x) => x.sampleId === Number(sid) && x.parameterId === pid).pop();
        if (!r) return undefined;
        const mdl = r.mdl === null ? undefined : String(r.mdl ?? p.mdl);
        const belowMdl = r.belowMdl === true || r.belowMdl === 1;
        return { key: 'result', unit: p.unit, raw: String(r.fullValue ?? r.value), rounded: String(r.value), display: String(r.display), belowMdl, mdl };
      };
      const base = { index, type: item.type, sampleNo: qcSample?.sampleNo as string | undefined, parameterId: pid, parameter: p.name };
      const given =
        item.type === 'matrix_spike'
          ? (item.spikes ?? []).find((x) => x.parameterId === pid)
          : item.type === 'crm'
            ? (item.crms ?? []).find((x) => x.parameterId === pid)
            : undefined;
      if ((item.type === 'matrix_spike' || item.type === 'crm') && !given) {
        unset.push(`${qcSample?.sampleNo ?? index + 1} ${p.name}`);
        continue;
      }
      const needed = isBlank(item.type) || item.type === 'crm' ? [item.qcSampleId] : [item.qcSampleId, item.pairedSampleId];
      const absent = needed.filter((id) => !find(String(id)));
      if (absent.length) {
        for (const id of absent) missing.push(`${noOf(id)}/${p.name}`);
        continue;
      }
      const mine = String(item.qcSampleId);
      const paired = String(item.pairedSampleId);
      const shown = (q: QcEvaluation, extra: Partial<QcEvaluationRow> = {}) =>
        evaluations.push({ ...base, ...(q.value !== undefined ? { value: q.value } : {}), limit: q.limit, pass: q.pass, ...extra });
      if (isBlank(item.type)) {
        shown(judgeBlank((ruleOf(rules, 'blank') as Extract<QcRule, { kind: 'blank' }> | undefined) ?? { kind: 'blank' }, mine, find, p.unit));
        continue;
      }
      if (item.type === 'crm') {
        // the CRM's value and half range in the parameter's unit
        const crm = given as QcItem['crms'][number];
        const certified = convertConcentration(crm.certifiedValue, crm.unit, p.unit) ?? '';
        const halfRange = convertConcentration(crm.halfRange, crm.unit, p.unit) ?? '';
        shown(judgeCrm({ sampleId: mine, certified, halfRange }, find, p.unit), { basis: crm.lot });
        continue;
      }
      if (isDuplicate(item.type)) {
        const rule = (ruleOf(rules, 'duplicate') ?? { kind: 'duplicate', statistic: 'RD', limit: '20' }) as Extract<QcRule, { kind: 'duplicate' }>;
        shown(judgeDuplicate(rule, paired, mine, find, p.unit, t.results[0]?.rounding ?? { significant: 3 }), { statistic: rule.statistic });
        continue;
      }
      // matrix spike: P = (c2 − c1) / c3 × 100, c3 the concentration the plan's spike adds, in the parameter's unit
      // (the plain form: the plan gives the concentration added, as the record takes it from the plan)
      const spike = given as QcItem['spikes'][number];
      const rule = (ruleOf(rules, 'spike') ?? { kind: 'spike', form: 'plain', min: '70', max: '130' }) as Extract<QcRule, { kind: 'spike' }>;
      const added = convertConcentration(spike.amount, spike.unit, p.unit) ?? '';
      shown(judgeSpike({ ...rule, form: 'plain' }, { sampleId: paired, spikedSampleId: mine, added }, find), {
        basis: `${spike.amount} ${spike.unit}`,
        statistic: 'recovery',
      });
    }
  });
  return { evaluations, missing, unset };
}

export const verdictOf = (ev: QcEvaluationRow[]) => (ev.some((e) => e.pass === false) ? 'failed' : 'passed');

/** Why a QC sheet cannot be judged yet (a message key and its params): results missing, or a spike / CRM without its value. */
function notEvaluable({ missing, unset }: { missing: string[]; unset: string[] }): { key: string; params: { items: string } } | undefined {
  if (unset.length) return { key: 'error.qcValuesMissing', params: { items: unset.slice(0, 10).join('、') } };
  if (missing.length) return { key: 'error.qcNotEvaluable', params: { items: missing.slice(0, 10).join(', ') } };
  return undefined;
}

/** Refuses a QC sheet that cannot be judged yet. */
function evaluable(found: { missing: string[]; unset: string[] }) {
  const why = notEvaluable(found);
  if (why) throw guardRefused(why.key, why.params);
}

/** planned/executed → passed or failed, by the results, in one step (refused while it cannot be judged). */
export async function evaluateQcSheet(u: Unit, sheet: Row): Promise<Row> {
  const found = await evaluateSheet(u, sheet);
  evaluable(found);
  const status = verdictOf(found.evaluations);
  const id = sheet.id as number;
  // the steps' hooks (qcHooks.beforeTransition) store the evaluation they judged
  if (canTake(qcWorkflow, 'execute', sheet)) await cascade(u, 'qcSheets', id, 'execute');
  return cascade(u, 'qcSheets', id, status === 'passed' ? 'pass' : 'fail');
}

export interface QcGate {
  id: number;
  qcNo: string;
  status: string;
  reason: 'unevaluated' | 'failed';
}

/**
 * The QC gate of an analysis sheet (DOMAIN: a failed QC blocks review unless a non-conformance is recorded): every
 * QC sheet of its task that covers one of its parameters must be evaluated, and passed or accepted (a failed one is
 * accepted only with a non-conformance and its reason). Returns what blocks; empty when review and lock may go on.
 */
export async function qcGate(u: Unit, analysisSheet: Row): Promise<QcGate[]> {
  const mine = ids(analysisSheet.parameterIds);
  const out: QcGate[] = [];
  for (const q of await findBy(u, 'qcSheets', 'taskId', analysisSheet.taskId)) {
    const covers = ((q.items as QcItem[]) ?? []).some((i) => i.parameterIds.some((p) => mine.includes(p)));
    if (!covers || q.status === 'passed' || q.status === 'accepted') continue;
    out.push({ id: q.id as number, qcNo: String(q.qcNo), status: String(q.status), reason: q.status === 'failed' ? 'failed' : 'unevaluated' });
  }
  return out;
}

/**
 * A verdict holds only for the results it judged: when a returned analysis sheet is submitted again with changed
 * values, every QC sheet of its task that covers its parameters and was already judged (passed, failed, accepted)
 * goes back to executed — to be evaluated again — so the gate on review and lock holds once more. Audited as
 * `qcReopen` with the sheet's number as the reason; the old verdict stays in the audit trail.
 */
export async function reopenCovering(u: Unit, analysisSheet: Row) {
  const mine = ids(analysisSheet.parameterIds);
  for (const q of await findBy(u, 'qcSheets', 'taskId', analysisSheet.taskId)) {
    const covers = ((q.items as QcItem[]) ?? []).some((i) => i.parameterIds.some((p) => mine.includes(p)));
    if (!covers || !canTake(qcWorkflow, 'reopen', q)) continue;
    const evaluation: QcSheetEvaluation = {
      ...evaluationOf(q),
      reopened: {
        analysisSheetId: analysisSheet.id as number,
        analysisNo: String(analysisSheet.analysisNo),
        verdict: String(q.status),
        at: new Date().toISOString(),
      },
    };
    await cascade(u, 'qcSheets', q.id as number, 'reopen', { set: { evaluation, nonConformance: null }, reason: String(analysisSheet.analysisNo) });
  }
}

/**
 * Throws the gate's refusal (409, in the user's language) when a QC sheet blocks review or lock; `check`: only a
 * failed QC without a decided nonconformity refuses (the checker may check before QA has evaluated).
 */
export async function assertQcGate(u: Unit, analysisSheet: Row, step: 'check' | 'review' = 'review') {
  const gate = await qcGate(u, analysisSheet);
  const failed = gate.filter((g) => g.reason === 'failed').map((g) => g.qcNo);
  if (failed.length) throw guardRefused(step === 'check' ? 'error.qcFailedCheck' : 'error.qcFailed', { items: failed.join('、') });
  if (gate.length && step === 'review') throw guardRefused('error.qcUnevaluated', { items: gate.map((g) => g.qcNo).join('、') });
}

export const qcHooks = {
  // a client saves items through qc_save (which writes them in system mode), never through the generic update;
  // items read from the form and sent back unchanged are no change (read-modify-write)
  beforeUpdate(data, { mode, before }) {
    if (mode !== 'client' || !('items' in data)) return data;
    if (!sameValue(data.items, before!.items)) throw badRequest('error.qcItemsViaSave');
    const { items: _unchanged, ...rest } = data;
    return rest;
  },
  async beforeTransition(name, p, { tx, ctx, before, body }) {
    const u = unitOf(tx, ctx);
    if (name === 'execute' || name === 'pass' || name === 'fail') {
      const found = await evaluateSheet(u, before!);
      const { evaluations, missing } = found;
      if (name !== 'execute') evaluable(found);
      if (name === 'execute' && !evaluations.length) throw guardRefused('error.qcNotEvaluable', { items: missing.slice(0, 10).join(', ') });
      const verdict = verdictOf(evaluations);
      if ((name === 'pass' && verdict !== 'passed') || (name === 'fail' && verdict !== 'failed'))
        throw guardRefused('error.qcVerdict', { verdict, action: name });
      const evaluation: QcSheetEvaluation = { ...evaluationOf(before!), evaluations, missing };
      return { ...p, evaluation };
    }
    // the nonconformity's signed decision (server/business/qcDecisions.ts)
    if (name === 'acceptNonConformance' || name === 'reanalyse') return { ...p, ...(await decide(u, name, before!, String(body.reason ?? '').trim())) };
    return p;
  },
} satisfies ResourceHooks;

const createRest = { taskId: idField, orderId: idField.optional() };
/** `reason`: why a spike amount or CRM value already planned is changed (required then, kept in the audit trail). */
const saveRest = { id: idField, version: idField.optional(), reason: z.string().trim().max(500).optional() };

/** The planned spike amounts and CRM values (per QC sample × parameter) that `next` changes or drops. */
function changedValues(before: QcItem[], next: QcItem[]): Array<{ qcSampleId: number; parameterId: number }> {
  const out: Array<{ qcSampleId: number; parameterId: number }> = [];
  for (const old of before) {
    const now = next.find((i) => i.qcSampleId === old.qcSampleId);
    for (const x of old.spikes ?? []) {
      const y = now?.spikes?.find((z) => z.parameterId === x.parameterId);
      if (!y || y.amount !== x.amount || y.unit !== x.unit) out.push({ qcSampleId: old.qcSampleId!, parameterId: x.parameterId });
    }
    for (const x of old.crms ?? []) {
      const y = now?.crms?.find((z) => z.parameterId === x.parameterId);
      if (!y || y.certifiedValue !== x.certifiedValue || y.halfRange !== x.halfRange || y.unit !== x.unit)
        out.push({ qcSampleId: old.qcSampleId!, parameterId: x.parameterId });
    }
  }
  return out;
}

export function qcRoutes(app: FastifyInstance) {
  route(
    app,
    'POST',
    '/admin/qc/create',
    'qc:add',
    'Plan the QC sheet of a task (default plan or given items); QC samples are registered',
    async (req, ctx) => {
      return inUnit(ctx, async (u) => {
        const input = await parseItems(u, createRest, req.body, ctx, false);
        const task = await load(u, 'tasks', input.taskId);
        if (input.orderId && input.orderId !== task.orderId) throw badRequest('error.validation', { fields: 'orderId' });
        return createQcSheet(u, input.taskId, input.items);
      });
    },
    { bodyJson: jsonOf(qcItemsBody(createRest, false)), data: record('qcSheets') },
  );

  route(
    app,
    'POST',
    '/admin/qc/save',
    'qc:edit',
    'Change the planned items of a QC sheet (planned state only)',
    async (req, ctx) => {
      return inUnit(ctx, async (u) => {
        const input = await parseItems(u, saveRest, req.body, ctx, true);
        const sheet = await load(u, 'qcSheets', input.id);
        if (!isEditable(qcWorkflow, sheet)) throw guardRefused(qcWorkflow.notEditable, { state: String(sheet.status) });
        const task = await load(u, 'tasks', sheet.taskId as number);
        const known = new Set(((sheet.items as QcItem[]) ?? []).map((i) => i.qcSampleId));
        if (input.items!.some((i) => i.qcSampleId && !known.has(i.qcSampleId))) throw badRequest('error.validation', { fields: 'items.qcSampleId' });
        // a planned value the raw records take changes only with a reason, and not under a record already signed with it
        const changed = changedValues((sheet.items as QcItem[]) ?? [], input.items!);
        if (changed.length) {
          const pids = changed.map((c) => c.parameterId);
          const signed = (await findBy(u, 'analysisSheets', 'taskId', task.id)).filter(
            (a) => SUBMITTED.includes(String(a.status)) && ids(a.parameterIds).some((p) => pids.includes(p)),
          );
          if (signed.length) throw guardRefused('error.qcPlanSigned', { items: signed.map((a) => String(a.analysisNo)).join('、') });
          if (!input.reason)
            throw badRequest('error.validation', { fields: 'reason' }, [{ field: 'reason', message: translate(ctx.lang, 'validation.qcChangeReason') }]);
        }
        const items = await materialise(u, task, input.items!);
        const routine = (await findBy(u, 'samples', 'taskId', task.id)).filter((s) => !s.qcType && s.status !== 'rejected');
        const evaluation: QcSheetEvaluation = { plan: planCheck(routine.length, items) };
        return patch(u, 'qcSheets', input.id, { items, evaluation }, 'qc_save', {
          version: input.version,
          reason: input.reason || undefined,
        });
      });
    },
    { bodyJson: jsonOf(qcItemsBody(saveRest, true)), data: record('qcSheets') },
  );

  // Evaluate after analysis: planned/executed → passed or failed, by the results, in one step.
  route(
    app,
    'POST',
    '/admin/qc/evaluate',
    'qc:evaluate',
    'Evaluate a QC sheet from the analysis results (pass/fail with the limits used)',
    async (_req, ctx, input) => {
      return inUnit(ctx, async (u) => {
        const sheet = await load(u, 'qcSheets', input.id);
        if (input.version !== undefined && sheet.version !== input.version) throw conflict();
        if (sheet.status !== 'planned' && sheet.status !== 'executed') throw conflict('error.transition', { state: String(sheet.status), action: 'evaluate' });
        return evaluateQcSheet(u, sheet);
      });
    },
    { body: z.object({ id: idField, ...stepFields }), data: record('qcSheets') },
  );

  // Whether the evaluation can run now, and why not: the QC sheet's screen shows 评价 disabled with this reason
  route(
    app,
    'GET',
    '/admin/qc/readiness',
    'qc:query',
    "Whether a QC sheet can be evaluated now; when not, why (results or spike/CRM values missing), in the user's language",
    async (_req, ctx, input) => {
      return inUnit(ctx, async (u): Promise<QcReadiness> => {
        const why = notEvaluable(await evaluateSheet(u, await load(u, 'qcSheets', input.id)));
        return { why: why ? translate(ctx.lang, why.key, why.params) : null };
      });
    },
    { query: z.object({ id: idField }), data: fromZod(qcReadiness) },
  );

  route(
    app,
    'GET',
    '/admin/qc/plan_check',
    'qc:query',
    'Planned QC rates of a task against the rule (warnings when below)',
    async (_req, ctx, input) => {
      return inUnit(ctx, async (u): Promise<QcPlanAnswer> => {
        const routine = (await findBy(u, 'samples', 'taskId', input.taskId)).filter((s) => !s.qcType && s.status !== 'rejected');
        const proposal = defaultPlan(routine, await kindsLookup(u, routine));
        return { ...planCheck(routine.length, proposal), proposal };
      });
    },
    // planCheck's figures (warnings are message keys) and the default plan it judged
    { query: z.object({ taskId: idField }), data: fromZod(qcPlanAnswer) },
  );

  route(
    app,
    'POST',
    '/admin/qc/non_conformance',
    'qc:evaluate',
    "Decide a failed QC sheet's nonconformity: release its results with a justification (reason), signed (password)",
    async (_req, ctx, input) =>
      step('qcSheets', input.id, 'acceptNonConformance', { version: input.version, reason: input.reason, password: input.password }, ctx),
    { body: z.object({ id: idField, ...stepFieldsOf('qcSheets', 'acceptNonConformance') }), data: record('qcSheets') },
  );
}
