import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { idField, route, step, stepFields, stepFieldsOf } from '../workflow/http.ts';
import { record, listOf, object, integer, text, bool, nullable } from '../openapi/shapes.ts';
import { jsonOf } from '../openapi/json.ts';
import { guardRefused } from '../business/orders.ts';
import { inUnit, insert, load, patch, destroy, cascade, findBy, findIn, unitOf, nowIso, ids, type Row, type Unit } from '../workflow/store.ts';
import { taskWorkflow } from '../../schemas/workflows/lab.ts';
import { canTake } from '../../schemas/workflows/machine.ts';
import { assertQcGate, reopenCovering } from '../business/qc.ts';
import { submitRecord, RECORD_BODY_BYTES } from './records.ts';
import { claimedResults, recordSchema } from './recordBody.ts';
import { setResultStatus } from './resultStatus.ts';
import { noticeAssignment, noticeDone } from '../inbox/notify.ts';
import type { ResourceHooks } from '../crud/hooks.ts';
import { id as recordId } from '../../schemas/core/fields.ts';
import { assertAuthorised, firstRefused, refusal } from '../methods/authorisation.ts';
import { idList } from '../../schemas/workflows/step.ts';
import { sheetAssignBody, sheetIssueBody } from '../../schemas/analysis/sheets.ts';

type ParamRow = { id: number; templateId: string | null; methodNo: string; holdingHours: number };

async function paramsOf(u: Unit, pids: number[]): Promise<ParamRow[]> {
  if (!pids.length) return [];
  return u.tx.selectFrom('parameters').select(['id', 'templateId', 'methodNo', 'holdingHours']).where('id', 'in', pids).execute() as Promise<ParamRow[]>;
}

/** Due by = the earliest holding-time deadline (sampled at + holding hours) among the sheet's samples and parameters. */
export function dueBy(samples: Row[], params: ParamRow[], parameterIds: number[]): string | undefined {
  let due: number | undefined;
  for (const s of samples) {
    if (!s.sampledAt) continue;
    const hours = params.filter((p) => parameterIds.includes(p.id) && ids(s.parameterIds).includes(p.id)).map((p) => Number(p.holdingHours));
    if (!hours.length) continue;
    const d = Date.parse(String(s.sampledAt)) + Math.min(...hours) * 3600_000;
    due = due === undefined ? d : Math.min(due, d);
  }
  return due === undefined ? undefined : new Date(due).toISOString();
}

/** One analysis sheet per raw-record template among the task's parameters; routine and QC samples included. */
export async function generateSheets(u: Unit, task: Row): Promise<Row[]> {
  const existing = await findBy(u, 'analysisSheets', 'taskId', task.id);
  const covered = new Set(existing.flatMap((s) => ids(s.parameterIds)));
  const samples = (await findBy(u, 'samples', 'taskId', task.id)).filter((s) => s.status !== 'rejected');
  const pids = [...new Set(samples.flatMap((s) => ids(s.parameterIds)))].filter((p) => !covered.has(p));
  const params = await paramsOf(u, pids);
  const groups = new Map<string, ParamRow[]>();
  for (const p of params) {
    const key = p.templateId || `method:${p.methodNo}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const out: Row[] = [];
  for (const [templateId, group] of groups) {
    const parameterIds = group.map((p) => p.id).sort((a, b) => a - b);
    const mine = samples.filter((s) => ids(s.parameterIds).some((p) => parameterIds.includes(p)));
    const sheet = await insert(
      u,
      'analysisSheets',
      {
        taskId: task.id,
        templateId,
        methodNo: group[0].methodNo,
        parameterIds,
        sampleIds: mine.map((s) => s.id),
      },
      { dueBy: dueBy(mine, params, parameterIds) ?? null },
    );
    out.push(sheet);
  }
  return out;
}

/** 上岗授权: the analyst holds a granted, in-date analyst authorisation for every test item's method (server/methods/authorisation.ts). */
export async function checkQualified(u: Unit, userId: number, parameterIds: number[]) {
  await assertAuthorised(u.tx, u.ctx.lang, userId, 'analyst', parameterIds);
}

const analystBody = z.object({ analystId: recordId() });

const sameOrRoot = (ctx: Unit['ctx'], userId: unknown) => ctx.user?.isRoot || ctx.user?.id === Number(userId);

/**
 * 确认接收 and 提交 of a sheet past its holding time (dueBy: sampled at + the shortest holding time of its items) need
 * the analyst's reason: it goes into the step's audit entry (the engine's `reason`) and onto the sheet, where the
 * report reads it beside the exceedance. A step in time takes no reason and keeps none.
 */
export function holdingReasons(name: 'confirm' | 'submit', sheet: Row, reason: unknown, ctx: Unit['ctx'], now = Date.now()): Row | undefined {
  if (!sheet.dueBy || Date.parse(String(sheet.dueBy)) >= now) return undefined;
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) {
    const message = translate(ctx.lang, 'error.holdingReason', { no: String(sheet.analysisNo) });
    throw badRequest('error.holdingReason', { no: String(sheet.analysisNo) }, [{ field: 'reason', message }]);
  }
  const by = ctx.user?.nickname || ctx.user?.username || '—';
  return { holdingReasons: [...((sheet.holdingReasons as Row[] | undefined) ?? []), { step: name, reason: text, at: nowIso(), by }] };
}

export const sheetHooks = {
  async beforeTransition(name, p, { tx, ctx, before, body }) {
    const u = unitOf(tx, ctx);
    const sheet = before!;
    const me = ctx.user!.id;
    if (name === 'issue' || name === 'reassign') {
      // the analyst as a record id (a JSON number): "true" or "3" is refused, named, in the user's language
      const { analystId } = u.services.crud.validate(analystBody as never, { analystId: body.analystId }, { ...ctx, textBody: false }) as { analystId: number };
      await checkQualified(u, analystId, ids(sheet.parameterIds));
      return { ...p, analystId, assignedBy: me, assignedAt: nowIso() };
    }
    if (name === 'confirm' || name === 'startEntry' || name === 'submit') {
      if (!sameOrRoot(ctx, sheet.analystId)) throw forbidden('error.notAnalyst');
    }
    if (name === 'confirm') return { ...p, ...holdingReasons(name, sheet, body.reason, ctx) };
    if (name === 'submit') {
      const late = holdingReasons(name, sheet, body.reason, ctx);
      // a re-submission after a return that changes results re-opens the QC verdicts that judged the old ones
      if ((await submitRecord(u, sheet, body)).changed) await reopenCovering(u, sheet);
      return { ...p, ...late, returnReason: null };
    }
    // 三级审核: the same person may not act at two of analyst / checker / reviewer on one sheet.
    if (name === 'check') {
      if (me === sheet.analystId) throw forbidden('error.sameSigner');
      if (!ctx.user!.isRoot) await assertAuthorised(tx, ctx.lang, me, 'checker', ids(sheet.parameterIds));
      // a failed QC's nonconformity is decided before anyone signs the results it judged
      await assertQcGate(u, sheet, 'check');
      await setResultStatus(u, sheet.id as number, 'checked');
      return { ...p, checkerId: me };
    }
    if (name === 'review') {
      if (me === sheet.analystId || me === sheet.checkerId) throw forbidden('error.sameSigner');
      if (!ctx.user!.isRoot) await assertAuthorised(tx, ctx.lang, me, 'reviewer', ids(sheet.parameterIds));
      await assertQcGate(u, sheet);
      await setResultStatus(u, sheet.id as number, 'reviewed');
      return { ...p, reviewerId: me };
    }
    // lock too: a QC sheet covering the sheet may have been planned since its review
    if (name === 'lock') await assertQcGate(u, sheet);
    if (name === 'return') {
      await setResultStatus(u, sheet.id as number, 'entered');
      return { ...p, returnReason: body.reason ?? null, checkerId: null, reviewerId: null };
    }
    return p;
  },
  async afterTransition(name, after, { tx, ctx, before }) {
    const u = unitOf(tx, ctx);
    // the analyst's notice (stored and pushed): the sheet waits in their inbox
    if (name === 'issue' || name === 'reassign') await noticeAssignment(u, after);
    // …and stops counting as unread once received, or once the sheet is someone else's
    if (name === 'confirm') await noticeDone(u, after, Number(after.analystId));
    if (name === 'reassign' && before?.analystId && Number(before.analystId) !== Number(after.analystId)) await noticeDone(u, before, Number(before.analystId));
    if (name === 'lock') {
      // the last locked sheet completes the task's analysis
      const task = await load(u, 'tasks', after.taskId as number);
      const sheets = await findBy(u, 'analysisSheets', 'taskId', task.id);
      if (canTake(taskWorkflow, 'finishAnalysis', task) && sheets.every((s) => s.status === 'locked'))
        await cascade(u, 'tasks', task.id as number, 'finishAnalysis');
    }
  },
} satisfies ResourceHooks;

const listIds = (v: number[] | string) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map(Number)
        .filter((n) => n > 0)
    : v;
const sheet = record('analysisSheets');
/** A sheet step; submit may carry the raw record (validated by the submit hook, which names its cells) and the claimed results. */
// `reason` is required where the step demands one (return), in the document as by the server (stepFieldsOf); only
// submit takes the record and the claimed results (transitionData), so only its body declares them
const sheetStep = (name: string) =>
  z.object({
    id: idField,
    ...stepFieldsOf('analysisSheets', name),
    ...(name === 'submit' ? { results: claimedResults.optional(), record: z.unknown().optional() } : {}),
  });
const sheetStepDoc = (name: string) =>
  jsonOf(
    z.object({
      id: idField,
      ...stepFieldsOf('analysisSheets', name),
      ...(name === 'submit' ? { results: claimedResults.optional(), record: recordSchema.optional() } : {}),
    }),
  );

export function sheetRoutes(app: FastifyInstance) {
  route(
    app,
    'POST',
    '/admin/analysis/issued',
    'analysis:assign',
    'Assign (issue) an analysis sheet to a qualified analyst',
    async (_req, ctx, input) =>
      step('analysisSheets', input.id, 'issue', { version: input.version, data: { analystId: input.analystId, override: input.override } }, ctx),
    { body: sheetIssueBody, data: sheet },
  );
  route(
    app,
    'POST',
    '/admin/analysis/oncemore_assign',
    'analysis:assign',
    'Reassign an analysis sheet to another qualified analyst',
    async (_req, ctx, input) =>
      step('analysisSheets', input.id, 'reassign', { version: input.version, reason: input.reason, data: { analystId: input.analystId } }, ctx),
    { body: sheetAssignBody, data: sheet },
  );
  route(
    app,
    'POST',
    '/admin/analysis/confirm_ok',
    'analysis:entry',
    'The assigned analyst confirms receipt of a sheet',
    // past the holding time the step takes the analyst's reason (holdingReasons)
    async (_req, ctx, input) => step('analysisSheets', input.id, 'confirm', { version: input.version, reason: input.reason }, ctx),
    { body: z.object({ id: idField, ...stepFields }), data: sheet },
  );

  // Split a sheet's parameters into a new sheet (before any entry), in one transaction.
  route(
    app,
    'POST',
    '/admin/analysis/split_param',
    'analysis:assign',
    'Split parameters of a sheet into a new sheet',
    async (_req, ctx, input) => {
      const move = listIds(input.parameterIds);
      return inUnit(ctx, async (u) => {
        const sheet = await load(u, 'analysisSheets', input.id);
        if (!['pending', 'issued', 'received'].includes(String(sheet.status)))
          throw guardRefused('error.sheetState', { no: String(sheet.analysisNo), state: String(sheet.status) });
        const all = ids(sheet.parameterIds);
        const keep = all.filter((p) => !move.includes(p));
        if (!move.length || move.some((p) => !all.includes(p)) || !keep.length) throw badRequest('error.splitInvalid');
        const samples = await findIn(u, 'samples', ids(sheet.sampleIds));
        const params = await paramsOf(u, all);
        const having = (pids: number[]) => samples.filter((s) => ids(s.parameterIds).some((p) => pids.includes(p)));
        const kept = await patch(
          u,
          'analysisSheets',
          input.id,
          { parameterIds: keep, sampleIds: having(keep).map((s) => s.id), dueBy: dueBy(having(keep), params, keep) ?? null },
          'split_param',
          { version: input.version },
        );
        const created = await insert(
          u,
          'analysisSheets',
          {
            taskId: sheet.taskId,
            templateId: sheet.templateId,
            methodNo: sheet.methodNo,
            parameterIds: move,
            sampleIds: having(move).map((s) => s.id),
          },
          { dueBy: dueBy(having(move), params, move) ?? null },
        );
        return { kept, created };
      });
    },
    { body: z.object({ id: idField, parameterIds: idList, version: idField.optional() }), data: object({ kept: sheet, created: sheet }) },
  );

  // Merge sheets of the same task and template that nobody has started entering.
  route(
    app,
    'POST',
    '/admin/analysis/merge_params',
    'analysis:assign',
    'Merge sheets of the same method into the first one',
    async (_req, ctx, input) => {
      const list = listIds(input.ids);
      return inUnit(ctx, async (u) => {
        const sheets = await findIn(u, 'analysisSheets', [...new Set(list)]);
        if (sheets.length < 2 || sheets.length !== new Set(list).size) throw badRequest('error.mergeInvalid');
        const [first] = sheets;
        for (const s of sheets) {
          if (s.status !== 'pending') throw guardRefused('error.sheetState', { no: String(s.analysisNo), state: String(s.status) });
          if (s.taskId !== first.taskId || s.templateId !== first.templateId) throw badRequest('error.mergeInvalid');
        }
        const pids = [...new Set(sheets.flatMap((s) => ids(s.parameterIds)))].sort((a, b) => a - b);
        const sids = [...new Set(sheets.flatMap((s) => ids(s.sampleIds)))].sort((a, b) => a - b);
        const due =
          sheets
            .map((s) => s.dueBy as string | null)
            .filter(Boolean)
            .sort()[0] ?? null;
        for (const s of sheets.slice(1)) await destroy(u, 'analysisSheets', s.id as number);
        return patch(u, 'analysisSheets', first.id as number, { parameterIds: pids, sampleIds: sids, dueBy: due }, 'merge_params');
      });
    },
    { body: z.object({ ids: idList }), data: sheet },
  );

  // analyse-apportion: who may take this sheet (qualified today for every parameter)
  route(
    app,
    'GET',
    '/admin/analysis/analysts',
    'analysis:assign',
    'Qualified analysts for an analysis sheet',
    async (_req, ctx, input) => {
      return inUnit(ctx, async (u) => {
        const sheet = await load(u, 'analysisSheets', input.id);
        const emps = await u.tx.selectFrom('employees').select(['userId', 'name']).where('status', '=', 'active').orderBy('id').execute();
        const need = ids(sheet.parameterIds);
        const out = [];
        for (const e of emps.filter((x) => x.userId)) {
          // the reason a person is not offered, in the reader's language (person, role, test item, method, why)
          const refused = await firstRefused(u.tx, ctx.lang, Number(e.userId), 'analyst', need);
          out.push({ userId: e.userId, name: e.name, qualified: !refused, reason: refused ? refusal(ctx.lang, 'analyst', refused) : null });
        }
        return out;
      });
    },
    { query: z.object({ id: idField }), data: listOf(object({ userId: integer, name: text, qualified: bool, reason: nullable(text) })) },
  );

  for (const name of ['submit', 'check', 'review', 'return', 'lock'] as const) {
    route(
      app,
      'POST',
      `/admin/analysis/${name}`,
      'login',
      `Analysis sheet step: ${name}`,
      async (_req, ctx, input) => {
        const data: Row = {};
        if ('results' in input && input.results !== undefined) data.results = input.results;
        if ('record' in input && input.record !== undefined) data.record = input.record;
        return step('analysisSheets', input.id, name, { version: input.version, reason: input.reason, password: input.password, data }, ctx);
      },
      { body: sheetStep(name), bodyJson: sheetStepDoc(name), data: sheet, bodyBytes: RECORD_BODY_BYTES }, // submit may carry the record
    );
  }
}
