import { uncertaintiesFor } from './uncertaintyUsed.ts';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { renderReport } from './pdf.ts';
import { contextOf } from '../crud/context.ts';
import { idField, route, step, stepFieldsOf } from '../workflow/http.ts';
import { record, listOf, object, integer, text, nullable, pageOf, fromZod, fromZodWith } from '../openapi/shapes.ts';
import { reportPreviewShown, type ReportPreviewShown } from '../../schemas/reports/preview.ts';
import { timeRow } from '../../schemas/reports/timeRow.ts';
import { guardRefused } from '../business/orders.ts';
import { inUnit, insert, load, patch, cascade, findBy, unitOf, services, res, nowIso, type Row, type Unit } from '../workflow/store.ts';
import { orderWorkflow, reportWorkflow } from '../../schemas/workflows/lab.ts';
import { canTake } from '../../schemas/workflows/machine.ts';
import { reportDraft, reportDraftEdit, reportNotes } from '../../schemas/reports/reports.ts';
import { includedResults, requireReviewed, reportDocument } from './reportData.ts';
import { timeRows } from './holding.ts';
import { qcVerdicts as qcVerdictsOf } from '../business/qcDecisions.ts';
import type { ResourceHooks } from '../crud/hooks.ts';
import { newVerifyCode, verifyBase, verifyUrl } from './verify/code.ts';
import { trailOf } from '../workflow/trail.ts';
import { reportSources } from './reportSources.ts';
import { libraryLimits } from '../standards/judge.ts';
import { assertAuthorised } from '../methods/authorisation.ts';

/** 授权签字人: an active employee flagged as signatory whose scope covers every matrix in the report. */
async function checkSignatory(u: Unit, userId: number, report: Row) {
  const emp = await u.tx.selectFrom('employees').selectAll().where('userId', '=', userId).where('status', '=', 'active').executeTakeFirst();
  const { params } = await includedResults(u, report);
  const scope = emp ? ((typeof emp.signatoryScope === 'string' ? JSON.parse(emp.signatoryScope) : (emp.signatoryScope ?? [])) as string[]) : [];
  const signatory = emp && (emp.authorisedSignatory === true || emp.authorisedSignatory === 1);
  const outside = [...new Set(params.map((p) => p.matrix))].filter((m) => !scope.includes(m));
  if (!signatory || outside.length) {
    throw guardRefused('error.notSignatory', { name: String(u.ctx.user?.nickname ?? userId), items: signatory ? outside.join('、') : '—' });
  }
}

/**
 * The stored file of an issued report, named by its number and content hash: two concurrent issues of one report
 * each write their own file, so the one whose transaction loses (409) can never overwrite the winner's PDF.
 */
export const pdfFile = (reportNo: string, hash: string) => path.join('reports', `${reportNo}-${hash.slice(0, 16)}.pdf`);

/** Renders the report, writes it under DATA_DIR and answers its stored path and SHA-256. */
export async function issuePdf(u: Unit, report: Row, issuerName: string, at: string, verify?: { code: string; url: string }) {
  const doc = { ...(await reportDocument(u, report, { name: issuerName, at })), verify };
  const pdf = await renderReport(doc);
  const hash = crypto.createHash('sha256').update(pdf).digest('hex');
  const rel = pdfFile(String(report.reportNo), hash);
  const abs = path.resolve(u.services.config.dataDir, rel);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  // written under a temporary name first: a half-written file never sits at the report's path
  const tmp = `${abs}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, pdf);
  fs.renameSync(tmp, abs);
  return { pdfPath: rel, contentHash: hash, bytes: pdf.length };
}

/**
 * What an issued report keeps so that it never changes (a later edit of the library, the order or an uncertainty
 * record does not reach it): the library limits it was judged by, the decision rule agreed with the client and each
 * result's uncertainty (record, version, U, k, as printed; issue 33).
 */
export async function keptAtIssue(u: Unit, report: Row) {
  const { pairs } = await includedResults(u, report);
  const standardsUsed = (await libraryLimits(u, Number(report.orderId), pairs)) ?? null;
  const decisionRule = ((await load(u, 'orders', Number(report.orderId))).decisionRule as string | null | undefined) ?? null;
  return { standardsUsed, decisionRule, uncertaintyUsed: await uncertaintiesFor(u, pairs) };
}

export const reportHooks = {
  beforeCreate(data, { ctx }) {
    return { ...data, preparedBy: ctx.user?.id ?? null };
  },
  async beforeTransition(name, p, { tx, ctx, before }) {
    const u = unitOf(tx, ctx);
    const report = before!;
    const me = ctx.user!.id;
    if (name === 'submit') await requireReviewed(u, report);
    if (name === 'review') {
      if (me === report.preparedBy) throw forbidden('error.sameSigner');
      return { ...p, reviewedBy: me };
    }
    if (name === 'approve') {
      if (me === report.preparedBy || me === report.reviewedBy) throw forbidden('error.sameSigner');
      await checkSignatory(u, me, report);
      // 授权签字 per method (issue 32): the signatory's authorisation covers the method of every included result
      const { params } = await includedResults(u, report);
      await assertAuthorised(tx, ctx.lang, me, 'signatory', [...new Set(params.map((x) => Number(x.id)))]);
      return { ...p, approvedBy: me };
    }
    if (name === 'return' || name === 'sendBack') return { ...p, reviewedBy: null, approvedBy: null };
    if (name === 'issue') {
      await requireReviewed(u, report);
      const at = nowIso();
      // the verification code is printed on the PDF (with its QR code) and stored with the hash of that very file
      const verifyCode = newVerifyCode();
      const verify = { code: verifyCode, url: await verifyUrl(u, verifyCode) };
      // the library limits are fixed now: the report keeps them, a later edit of the library does not reach it
      const kept = await keptAtIssue(u, report);
      const { pdfPath, contentHash } = await issuePdf(u, { ...report, ...kept }, ctx.user!.nickname || ctx.user!.username, at, verify);
      return { ...p, pdfPath, contentHash, issuedAt: at, verifyCode, ...kept };
    }
    return p;
  },
  async afterTransition(name, after, { tx, ctx }) {
    if (name !== 'issue') return;
    const u = unitOf(tx, ctx);
    const order = await load(u, 'orders', after.orderId as number);
    if (canTake(orderWorkflow, 'report', order)) await cascade(u, 'orders', order.id as number, 'report');
    // an amendment replaces the old report: it is withdrawn, never edited
    if (after.replacesReportId) {
      const old = await load(u, 'reports', after.replacesReportId as number);
      if (canTake(reportWorkflow, 'withdraw', old)) await cascade(u, 'reports', old.id as number, 'withdraw', { reason: `replaced by ${after.reportNo}` });
    }
  },
} satisfies ResourceHooks;

const draftSchema = reportDraft;

/** Drafting from reviewed results: by default every routine sample of the order with a reviewed result. */
export async function draftReport(u: Unit, input: z.infer<typeof draftSchema>) {
  const order = await load(u, 'orders', input.orderId);
  const samples = (await Promise.all((await findBy(u, 'tasks', 'orderId', order.id)).map((t) => findBy(u, 'samples', 'taskId', t.id)))).flat();
  const routine = samples.filter((s) => !s.qcType);
  const sids = routine.map((s) => s.id as number);
  const reviewed = sids.length
    ? await u.tx.selectFrom('results').select(['sampleId', 'parameterId']).where('sampleId', 'in', sids).where('status', '=', 'reviewed').execute()
    : [];
  // in sample-number order: a point's bottles (one per preservative) have their results on different sheets
  const sampleIds = input.sampleIds ?? sids.filter((id) => reviewed.some((r) => r.sampleId === id));
  const parameterIds = input.parameterIds ?? [...new Set(reviewed.map((r) => r.parameterId as number))];
  if (sampleIds.some((id) => !sids.includes(id))) throw badRequest('error.sampleNotInOrder');
  if (!sampleIds.length || !parameterIds.length) throw guardRefused('error.noResults');
  return insert(u, 'reports', {
    orderId: order.id,
    type: input.type,
    title: input.title ?? `${order.projectName} 检测报告`,
    sampleIds,
    parameterIds,
    limitStandard: input.limitStandard,
    limits: input.limits ?? {},
    belowMdlNotation: input.belowMdlNotation ?? 'L',
    conclusion: input.conclusion,
  });
}

const report = record('reports');
const str = text;
const optText = nullable(text);
/** lecture-time: one row per sample × parameter (reportData timeRows, schemas/reports/timeRow.ts). */
const timeRowShape = fromZod(timeRow);

export function reportRoutes(app: FastifyInstance) {
  route(
    app,
    'POST',
    '/admin/report/draft',
    'report:add',
    'Draft a report from reviewed results (samples, parameters, limit standard)',
    async (_req, ctx, input) => inUnit(ctx, (u) => draftReport(u, input)),
    { body: draftSchema, data: report },
  );

  // lecture drafting: the routine samples of an order with reviewed results, and the reviewed parameters, to choose from
  route(
    app,
    'GET',
    '/admin/report/candidates',
    ['report:add', 'report:edit'],
    'Samples and parameters of an order with reviewed results (what a report may include)',
    async (_req, ctx, input) => {
      return inUnit(ctx, async (u) => {
        const samples = (await Promise.all((await findBy(u, 'tasks', 'orderId', input.orderId)).map((t) => findBy(u, 'samples', 'taskId', t.id))))
          .flat()
          .filter((s) => !s.qcType);
        const sids = samples.map((s) => s.id as number);
        const reviewed = sids.length
          ? await u.tx.selectFrom('results').select(['sampleId', 'parameterId']).where('sampleId', 'in', sids).where('status', '=', 'reviewed').execute()
          : [];
        const withResults = new Set(reviewed.map((r) => r.sampleId as number));
        const pids = [...new Set(reviewed.map((r) => r.parameterId as number))];
        const params = pids.length
          ? await u.tx.selectFrom('parameters').select(['id', 'name', 'unit', 'methodNo']).where('id', 'in', pids).orderBy('id').execute()
          : [];
        return {
          samples: samples.filter((s) => withResults.has(s.id as number)).map((s) => ({ id: s.id, sampleNo: s.sampleNo, pointName: s.pointName })),
          parameters: params,
        };
      });
    },
    {
      query: z.object({ orderId: idField }),
      data: object({
        samples: listOf(object({ id: integer, sampleNo: str, pointName: optText })),
        parameters: listOf(object({ id: integer, name: str, unit: optText, methodNo: optText })),
      }),
    },
  );

  route(
    app,
    'POST',
    '/admin/report/update_notes',
    'report:edit',
    'Change the notes of a report being drafted or reviewed',
    async (_req, ctx, input) => {
      return inUnit(ctx, async (u) => {
        const stored = await load(u, 'reports', input.id);
        if (stored.status !== 'drafting' && stored.status !== 'in_review') throw guardRefused('error.reportFrozen', { state: String(stored.status) });
        return patch(u, 'reports', input.id, { notes: input.notes }, 'update_notes', { version: input.version, editableIn: ['drafting', 'in_review'] });
      });
    },
    { body: reportNotes, data: report },
  );

  // lecture-edit: the drafting fields (title, samples, parameters, limit standard and limits, conclusion) of a draft
  route(
    app,
    'POST',
    '/admin/report/save_draft',
    'report:edit',
    'Change a report being drafted (limits per parameter, conclusion, ...)',
    async (_req, ctx, input) => {
      const { id, version, ...fields } = input;
      const r = res('reports');
      const stored = await services(ctx).crud.get(r, id);
      const writable = Object.keys(r.updateSchema.shape).filter((k) => k !== 'version' && k !== 'id');
      const kept = Object.fromEntries(writable.filter((k) => stored[k] !== null && stored[k] !== undefined).map((k) => [k, stored[k]]));
      const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      return services(ctx).crud.update(r, id, { ...kept, ...given, version: version ?? stored.version }, ctx);
    },
    { body: reportDraftEdit, data: report },
  );

  route(
    app,
    'POST',
    '/admin/report/amend',
    'report:add',
    'Amend an issued report: a new report that names the one it replaces',
    async (_req, ctx, input) => {
      return inUnit(ctx, async (u) => {
        const old = await load(u, 'reports', input.id);
        if (old.status !== 'issued' && old.status !== 'archived') throw guardRefused('error.transition', { state: String(old.status), action: 'amend' });
        const pending = (await findBy(u, 'reports', 'replacesReportId', old.id)).find((r) => r.status !== 'withdrawn');
        if (pending) throw guardRefused('error.amendExists', { reportNo: String(pending.reportNo) });
        return insert(u, 'reports', {
          orderId: old.orderId,
          type: old.type,
          title: old.title,
          sampleIds: old.sampleIds,
          parameterIds: old.parameterIds,
          limitStandard: old.limitStandard ?? undefined,
          limits: old.limits ?? {},
          belowMdlNotation: old.belowMdlNotation,
          conclusion: old.conclusion ?? undefined,
          notes: `更正原因：${input.reason}`,
          replacesReportId: old.id,
        });
      });
    },
    { body: z.object({ id: idField, reason: z.string().trim().min(1).max(1000) }), data: report },
  );

  for (const name of ['submit', 'review', 'approve', 'return', 'sendBack', 'issue', 'withdraw', 'archive'] as const) {
    route(app, 'POST', `/admin/report/${name}`, 'login', `Report step: ${name}`, async (_req, ctx, input) => step('reports', input.id, name, input, ctx), {
      body: z.object({ id: idField, ...stepFieldsOf('reports', name) }),
      data: report,
    });
  }

  route(
    app,
    'GET',
    '/admin/report/preview',
    'report:query',
    'The rows a report prints (results, limits, judgement)',
    async (_req, ctx, input) => {
      return inUnit(ctx, async (u) => {
        const stored = await load(u, 'reports', input.id);
        const doc = await reportDocument(u, stored, { name: '—', at: String(stored.issuedAt ?? nowIso()) });
        const signatures = await u.tx
          .selectFrom('signatures')
          .selectAll()
          .where('entity', '=', 'reports')
          .where('entityId', '=', input.id)
          .orderBy('id')
          .execute();
        // the QC behind the report's results, with its nonconformities: what the reviewer and signatory sign over
        const { pairs } = await includedResults(u, stored);
        const pids = [...new Set(pairs.map((x) => x.param.id))];
        const qcVerdicts = [];
        for (const taskId of new Set(pairs.map((x) => x.sample.taskId as number).filter(Boolean))) qcVerdicts.push(...(await qcVerdictsOf(u, taskId, pids)));
        const shown: ReportPreviewShown = {
          document: doc,
          trail: await trailOf(u, 'reports', input.id),
          sources: await reportSources(u, stored),
          verify: await verifyBase(u),
          qcVerdicts,
        };
        return { report: stored, signatures, ...shown };
      });
    },
    // the document, trail, sources, QR base and QC (schemas/reports/preview.ts) beside the report and its signatures
    { query: z.object({ id: idField }), data: fromZodWith(reportPreviewShown, { report, signatures: listOf(record('signatures')) }) },
  );

  route(
    app,
    'GET',
    '/admin/lecture/time',
    ['report:query', 'analysis:query', 'sample:query'],
    'lecture-time: sampled / received / analysed against holding times',
    async (_req, ctx, input) => {
      return inUnit(ctx, async (u) => {
        let samples: Row[];
        if (input.reportId) samples = (await includedResults(u, await load(u, 'reports', input.reportId))).samples;
        else if (input.taskId) samples = await findBy(u, 'samples', 'taskId', input.taskId);
        else if (input.orderId)
          samples = (await Promise.all((await findBy(u, 'tasks', 'orderId', input.orderId)).map((t) => findBy(u, 'samples', 'taskId', t.id)))).flat();
        else throw badRequest('error.validation', { fields: 'reportId | orderId | taskId' });
        return { list: await timeRows(u, samples), total: samples.length };
      });
    },
    { query: z.object({ reportId: idField.optional(), orderId: idField.optional(), taskId: idField.optional() }), data: pageOf(timeRowShape) },
  );

  // The issued file as stored; its SHA-256 must still match the hash recorded at issue.
  app.get(
    '/admin/report/:id/pdf',
    { config: { access: 'report:query' }, schema: { tags: ['workflow:report'], summary: 'Download the issued PDF (hash-checked)' } },
    async (req, reply) => {
      const id = Number((req.params as { id: string }).id);
      const s = services(contextOf(req));
      const report = await s.crud.get(res('reports'), id);
      if (!report.pdfPath) throw notFound('error.fileMissing');
      const abs = path.resolve(s.config.dataDir, String(report.pdfPath));
      if (!fs.existsSync(abs)) throw notFound('error.fileMissing');
      const pdf = fs.readFileSync(abs);
      if (crypto.createHash('sha256').update(pdf).digest('hex') !== report.contentHash) throw guardRefused('error.hashMismatch');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${report.reportNo}.pdf"`)
        .header('X-Content-SHA256', String(report.contentHash))
        .send(pdf);
    },
  );
}
