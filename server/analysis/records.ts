import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import Decimal from 'decimal.js';
import { evaluateRecord, templateById, versionOfRecord } from '../../schemas/templates/index.ts';
import type { RecordInput, RecordEvaluation, ResultValue } from '../../schemas/templates/index.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { idField, route } from '../workflow/http.ts';
import { translate } from '../http/messages.ts';
import type { RequestContext } from '../crud/context.ts';
import { record, listOf, object, nullable, evaluation, fromZodWith } from '../openapi/shapes.ts';
import { sheetShownParts, type SheetShownParts } from '../../schemas/analysis/shown.ts';
import { guardRefused } from '../business/orders.ts';
import { inUnit, insert, load, patch, cascade, findBy, findIn, findLast, nowIso, ids, type Row, type Unit } from '../workflow/store.ts';
import { analysisWorkflow } from '../../schemas/workflows/lab.ts';
import { canTake } from '../../schemas/workflows/machine.ts';
import { sheetTemplate, withLabMdl, type LimsParameter, type SheetTemplate } from './templates.ts';
import { qcGate, type QcItem } from '../business/qc.ts';
import { holdingActions } from '../controlCharts/hold.ts';
import { qcVerdicts } from '../business/qcDecisions.ts';
import { planQcFor, withPlanQc } from '../../schemas/templates/recordFill.ts';
import { OXYGEN_REF_INPUT, takesOxygenRef, withStandardOxygen } from '../../schemas/templates/oxygenRef.ts';
import { sheetOxygenRefs } from '../standards/oxygenRef.ts';
import { equipmentBlock, equipmentBlockWords } from '../../schemas/core/calibration.ts';
import { pick } from '../../schemas/core/labels.ts';
import { rowsWithSources, type Sources } from '../instruments/provenance.ts';
import { labDay } from '../../schemas/core/dates.ts';
import { labTimeZone } from '../db/settings.ts';

/**
 * The body limit of the routes that carry a whole raw record (draft save, submit): MAX_RECORD_ROWS rows at up to
 * ~800 bytes each (inputs and the instrument sources the record keeps). A 500 × 25 ICP-MS run saved from the grid is
 * ~2.5 MB, over the server's 1 MB default for every other route.
 */
export const RECORD_BODY_BYTES = 16 * 1024 * 1024;
import { trailOf } from '../workflow/trail.ts';
import { withVerifiedMdl, type MdlSource } from '../methods/verifiedMdl.ts';
import { claimedResult, recordSchema, type RecordBody } from './recordBody.ts';
import { checkSolutionUses } from '../reagents/trace/uses.ts';

export async function sheetContext(
  u: Unit,
  sheet: Row,
): Promise<{ st: SheetTemplate; params: Array<LimsParameter & { mdlSource: MdlSource }>; samples: Row[] }> {
  const pids = ids(sheet.parameterIds);
  // the lab's verified detection limit where one is approved and in date, else the standard method's
  const params = await withVerifiedMdl(
    u,
    (pids.length ? await u.tx.selectFrom('parameters').selectAll().where('id', 'in', pids).orderBy('id').execute() : []) as unknown as LimsParameter[],
  );
  const samples = await findIn(u, 'samples', ids(sheet.sampleIds));
  // a record keeps the template version it was started on (manifest/revisions.ts): a draft saved before a template
  // gained inputs is evaluated, saved and submitted by the template it was written for
  const kept = await u.tx
    .selectFrom('raw_records')
    .select(['id', 'formulaVersion'])
    .where('analysisSheetId', '=', sheet.id as number)
    .orderBy('recordVersion', 'desc')
    .limit(1)
    .executeTakeFirst();
  let version = kept?.formulaVersion != null ? Number(kept.formulaVersion) : undefined;
  const current = templateById(String(sheet.templateId));
  // only a record older than its template is read whole (a 12,500-row record is ~2.5 MB): saved in the new shape?
  if (kept && current && version !== undefined && version < current.version) {
    const rec = await load(u, 'rawRecords', kept.id as number);
    version = versionOfRecord(current, version, {
      header: rec.header as Record<string, unknown>,
      rows: rec.rows as Array<{ inputs?: Record<string, unknown> }>,
    });
  }
  return {
    st: withLabMdl(
      sheetTemplate(
        String(sheet.templateId),
        params.map((p) => ({ ...p, mdl: String(p.mdl) })),
        version,
      ),
      params,
    ),
    params,
    samples,
  };
}

/**
 * The QC block the sheet's task's QC plan sets for its record (blanks, duplicate pairs, spike amounts, CRM values):
 * what every saved and submitted record uses, whatever the client sent (undefined: the task has no QC plan).
 */
export async function sheetPlanQc(u: Unit, sheet: Row, { st, params, samples }: Awaited<ReturnType<typeof sheetContext>>) {
  const items = (await findBy(u, 'qcSheets', 'taskId', sheet.taskId)).flatMap((q) => (q.items as QcItem[] | null) ?? []);
  const shown = {
    template: st.template,
    genericTemplate: st.generic,
    parameters: params.map((p) => ({ id: p.id, code: p.code, mdl: String(p.mdl), decimals: p.decimals, templateCode: st.toTemplate.get(p.id), unit: p.unit })),
    samples: samples.map((s) => ({ id: s.id as number, sampleNo: String(s.sampleNo), qcType: s.qcType as string | null, parameterIds: ids(s.parameterIds) })),
  };
  return planQcFor(shown, items);
}

/** Latest version of the sheet's raw record (a submitted version is kept; a return starts a new draft version). */
export async function latestRecord(u: Unit, sheetId: number): Promise<Row | undefined> {
  // only the newest version: a 12,500-row record is ~2.5 MB a version, and every save keeps one more
  return findLast(u, 'rawRecords', 'analysisSheetId', sheetId, 'recordVersion');
}

/**
 * The rows with each sample's reference O₂ from its point's standard (schemas/templates/oxygenRef.ts); another value
 * typed or kept is refused, naming the cell, in the user's language: a change goes through the order's point.
 */
async function standardOxygenRows<R extends RecordInput['rows'][number]>(u: Unit, st: SheetTemplate, samples: Row[], rows: R[]): Promise<R[]> {
  if (!takesOxygenRef(st.template)) return rows;
  const refs = await sheetOxygenRefs(u, samples);
  const out = withStandardOxygen(st.template, rows, refs);
  if (!out.mismatches.length) return out.rows;
  const lang = u.ctx.lang;
  const input = st.template.inputs.find((x) => x.key === OXYGEN_REF_INPUT);
  const errors = out.mismatches.slice(0, 50).map((i) => {
    const ref = refs.find((r) => r.sampleNo === rows[i].sampleId)!;
    const params = {
      sample: ref.sampleNo,
      standard: ref.standardNo,
      class: (lang === 'en' && ref.classLabelEn) || ref.classLabel,
      value: ref.value,
      typed: String(rows[i].inputs[OXYGEN_REF_INPUT]),
    };
    // the cell in words: the sample and the input's label (never "rows.0.O2ref")
    const label = `${ref.sampleNo} · ${input ? (lang === 'en' ? input.label.en : input.label.zh) : OXYGEN_REF_INPUT}`;
    return { field: `rows.${i}.${OXYGEN_REF_INPUT}`, label, message: translate(lang, 'error.oxygenRefFixed', params), params };
  });
  throw badRequest(
    'error.oxygenRefFixed',
    errors[0].params,
    errors.map(({ params: _, ...e }) => e),
  );
}

const inputOf = (rec: Row): RecordInput => {
  const extra = (rec.computed ?? {}) as { curve?: RecordInput['curve']; qc?: RecordInput['qc'] };
  return { header: rec.header as Record<string, string>, rows: rec.rows as RecordInput['rows'], curve: extra.curve, qc: extra.qc };
};

/**
 * The instruments of a record: each in service, within its calibration period and serving one of the sheet's test
 * items (schemas/core/calibration.ts `equipmentBlock`, the rule the record's picker shows). A refusal names
 * `equipmentIds`, the instrument and why, in the user's language.
 */
export async function checkEquipment(u: Unit, equipmentIds: number[], sheet: Row) {
  const rows = await findIn(u, 'equipment', equipmentIds);
  // the lab's day: equipment due today in Shanghai is still usable at 07:00 there, whatever the UTC date
  const day = labDay(new Date(), await labTimeZone(u.tx));
  const lang = u.ctx.lang;
  for (const [i, id] of equipmentIds.entries()) {
    const e = rows.find((r) => r.id === id);
    const block = e ? equipmentBlock({ ...e, parameterIds: ids(e.parameterIds) }, ids(sheet.parameterIds), day) : 'outOfService';
    if (block) {
      const why = pick(equipmentBlockWords[block], lang)!;
      const message = translate(lang, 'error.equipmentUnfit', { name: e ? `${String(e.assetNo)} ${String(e.name)}` : String(id), why });
      throw badRequest('error.equipmentUnfit', { name: e ? `${String(e.assetNo)} ${String(e.name)}` : String(id), why }, [
        { field: `equipmentIds.${i}`, message },
      ]);
    }
  }
}

/**
 * analysis/add_cgorder: save the raw-record draft; the first save moves a received sheet into entry. An instrument
 * import (server/instruments) saves through here too, with its cells' sources and as a new record version.
 */
export async function saveDraft(
  u: Unit,
  sheet: Row,
  body: RecordBody,
  // `last`: the latest record as the caller already read it in this unit, under the sheet's lock (an instrument
  // import reads it to match): a 12,500-row record is ~2.5 MB of JSON, read and parsed again otherwise
  opts: { imported?: Array<Sources | undefined>; newVersion?: boolean; action?: string; last?: Row | null } = {},
): Promise<{ record: Row; evaluation: RecordEvaluation }> {
  if (!u.ctx.user?.isRoot && u.ctx.user?.id !== sheet.analystId) throw forbidden('error.notAnalyst');
  if (sheet.status !== 'received' && sheet.status !== 'in_entry')
    throw guardRefused('error.sheetState', { no: String(sheet.analysisNo), state: String(sheet.status) });
  await checkEquipment(u, body.equipmentIds, sheet);
  if (body.solutionUses) await checkSolutionUses(u, body.solutionUses, sheet, body.header);
  const context = await sheetContext(u, sheet);
  const { st } = context;
  const qc = withPlanQc(body.qc as RecordInput['qc'], await sheetPlanQc(u, sheet, context));
  const sent = await standardOxygenRows(u, st, context.samples, body.rows);
  const input: RecordInput = { header: body.header, rows: sent, curve: body.curve as RecordInput['curve'], qc };
  const evaluation = evaluateRecord(st.template, input);
  const last = opts.last === undefined ? await latestRecord(u, sheet.id as number) : (opts.last ?? undefined);
  const plain = sent.map(({ sources: _, ...r }) => r);
  const rows = rowsWithSources(last?.rows as Row[] | undefined, plain, body.reasons ?? {}, String(u.ctx.user?.username ?? ''), u.ctx.lang, opts.imported);
  // each version keeps its own choice; a save that names none (an instrument import) keeps the last version's
  const solutionUses = body.solutionUses ?? (last?.solutionUses as RecordBody['solutionUses']) ?? [];
  const data = { header: body.header, rows, equipmentIds: body.equipmentIds, solutionUses };
  const computed = { curve: body.curve, qc, evaluation };
  const reason =
    Object.values(body.reasons ?? {})
      .filter(Boolean)
      .join('; ') || undefined;
  const record =
    last?.draft && !opts.newVersion
      ? await patch(u, 'rawRecords', last.id as number, { ...data, computed }, opts.action ?? 'add_cgorder', { reason })
      : await insert(
          u,
          'rawRecords',
          { analysisSheetId: sheet.id, templateId: st.template.id, formulaVersion: String(st.template.version), ...data },
          { recordVersion: last ? Number(last.recordVersion) + 1 : 1, computed, draft: true },
        );
  if (canTake(analysisWorkflow, 'startEntry', sheet)) await cascade(u, 'analysisSheets', sheet.id as number, 'startEntry');
  return { record, evaluation };
}

type Claimed = z.infer<typeof claimedResult>;

/** Per sample × LIMS parameter: the template's result (aggregated over dilutions where the template says so). */
function resultsOf(st: SheetTemplate, ev: RecordEvaluation): Array<{ sampleId: string; parameterId: number; code: string; rv: ResultValue }> {
  const out: Array<{ sampleId: string; parameterId: number; code: string; rv: ResultValue }> = [];
  const single = st.template.parameters.length === 1 ? st.template.parameters[0].code : undefined;
  const push = (sampleId: string, rv: ResultValue | undefined, rowParam?: string) => {
    if (!rv || rv.flag !== undefined) return;
    const code = rv.parameter ?? rowParam ?? single;
    const pid = code === undefined ? undefined : st.toLims.get(code);
    if (pid !== undefined) out.push({ sampleId, parameterId: pid, code: code!, rv });
  };
  if (ev.samples) for (const s of ev.samples) push(s.sampleId, s.result);
  else for (const r of ev.rows) push(r.sampleId, r.result, r.parameter);
  return out;
}

/**
 * Submit: the server recomputes the record with the template engine, refuses a record with cell errors or whose
 * claimed results differ from the recomputation (tampering), and writes one result per sample × parameter.
 */
export async function submitRecord(u: Unit, sheet: Row, body: Row) {
  if (body.record !== undefined) {
    const parsed = u.services.crud.validate(recordSchema as never, body.record, u.ctx) as RecordBody;
    await saveDraft(u, { ...sheet, status: sheet.status === 'received' ? 'in_entry' : sheet.status }, parsed);
  }
  const rec = await latestRecord(u, sheet.id as number);
  if (!rec || !rec.draft) throw guardRefused('error.recordMissing');
  const context = await sheetContext(u, sheet);
  const { st, params, samples } = context;
  // the plan's QC values as they are now (the draft may have been saved before the plan was)
  const kept = inputOf(rec);
  const qc = withPlanQc(kept.qc, await sheetPlanQc(u, sheet, context));
  // a draft saved before its point's standard gave a reference O₂ (or with another one) is refused: save it again
  const ev = evaluateRecord(st.template, { ...kept, rows: await standardOxygenRows(u, st, samples, kept.rows), qc });
  if (!ev.ok) {
    const errors = ev.errors.slice(0, 50).map((e) => ({ field: e.row >= 0 ? `rows.${e.row}.${e.key}` : e.key, message: e.message }));
    throw badRequest('error.recordInvalid', { count: ev.errors.length }, errors);
  }
  const found = resultsOf(st, ev);
  if (Array.isArray(body.results)) {
    for (const c of body.results as Claimed[]) {
      const mine = found.find((f) => f.sampleId === c.sampleId && (c.parameter === undefined || f.code === c.parameter));
      const claim = c.display ?? c.rounded ?? c.value;
      if (!mine || (claim !== undefined && claim !== mine.rv.display && claim !== mine.rv.rounded)) {
        throw badRequest('error.recordTampered', { cell: `${c.sampleId}${c.parameter ? `/${c.parameter}` : ''}` });
      }
    }
  }
  const bySampleNo = new Map(samples.map((s) => [String(s.sampleNo), s]));
  for (const f of found) if (!bySampleNo.has(f.sampleId)) throw badRequest('error.sampleNotInSheet', { sample: f.sampleId });
  // keyed lookups, not scans: an instrument run is 500 samples × 25 items = 12,500 results
  const foundKeys = new Set(found.map((f) => `${f.sampleId}\u0000${f.parameterId}`));
  const missing: string[] = [];
  for (const s of samples)
    for (const p of params) {
      if (ids(s.parameterIds).includes(p.id) && !foundKeys.has(`${s.sampleNo}\u0000${p.id}`)) missing.push(`${s.sampleNo}/${p.name}`);
    }
  if (missing.length) throw badRequest('error.recordIncomplete', { items: missing.slice(0, 10).join(', ') });

  const existing = new Map((await findBy(u, 'results', 'analysisSheetId', sheet.id)).map((r) => [`${r.sampleId}\u0000${r.parameterId}`, r]));
  const paramById = new Map(params.map((p) => [p.id, p]));
  const at = nowIso();
  let changed = false;
  for (const f of found) {
    const sample = bySampleNo.get(f.sampleId)!;
    const param = paramById.get(f.parameterId)!;
    const values = {
      value: new Decimal(f.rv.rounded).toFixed(),
      fullValue: f.rv.raw,
      display: f.rv.display,
      unit: param.unit,
      belowMdl: f.rv.belowMdl,
      // the MDL the result was computed and flagged with: none where the method states none (pH, HJ 1147-2020)
      ...(f.rv.mdl !== undefined ? { mdl: f.rv.mdl } : {}),
      analysedAt: at,
      status: 'submitted',
    };
    const old = existing.get(`${sample.id}\u0000${f.parameterId}`);
    if (old && (String(old.display) !== values.display || old.value == null || !new Decimal(String(old.value)).eq(values.value))) changed = true;
    if (old) await patch(u, 'results', old.id as number, values, 'submit');
    else await insert(u, 'results', { sampleId: sample.id, parameterId: f.parameterId, analysisSheetId: sheet.id, ...values });
  }
  await patch(u, 'rawRecords', rec.id as number, { draft: false, computed: { ...(rec.computed as Row), qc, evaluation: ev } }, 'submit');
  return { changed };
}

/** The sheet a raw-record call is about: analysisSheetId (the legacy API's name) or id. */
const sheetId = z.object({ analysisSheetId: idField.optional(), id: idField.optional() });
/** show_cgorder's answer (schemas/analysis/shown.ts) beside the sheet, its raw record (latest version) and signatures. */
const shown = fromZodWith(sheetShownParts, {
  sheet: record('analysisSheets'),
  record: nullable(record('rawRecords')),
  signatures: listOf(record('signatures')),
});

export function recordRoutes(app: FastifyInstance) {
  route(
    app,
    'POST',
    '/admin/analysis/add_cgorder',
    'analysis:entry',
    'Save the raw-record draft of an analysis sheet',
    async (_req, ctx, input) => {
      const id = input.analysisSheetId ?? input.id;
      if (!id)
        throw badRequest('error.validation', { fields: 'analysisSheetId' }, [
          { field: 'analysisSheetId', message: translate(ctx.lang, 'validation.required') },
        ]);
      return inUnit(ctx, async (u) => saveDraft(u, await load(u, 'analysisSheets', id), input));
    },
    {
      body: recordSchema.extend(sheetId.shape),
      data: object({ record: record('rawRecords'), evaluation }),
      bodyBytes: RECORD_BODY_BYTES,
    },
  );

  const show = async (_req: unknown, ctx: RequestContext, input: z.infer<typeof sheetId>) => {
    const id = input.analysisSheetId ?? input.id;
    if (!id)
      throw badRequest('error.validation', { fields: 'analysisSheetId' }, [{ field: 'analysisSheetId', message: translate(ctx.lang, 'validation.required') }]);
    return inUnit(ctx, async (u) => {
      const sheet = await load(u, 'analysisSheets', id);
      const { st, params, samples } = await sheetContext(u, sheet);
      const record = await latestRecord(u, id);
      const versions = (await findBy(u, 'rawRecords', 'analysisSheetId', id)).map((r) => ({
        id: r.id as number,
        recordVersion: r.recordVersion as number,
        draft: r.draft as boolean | number,
        updatedAt: r.updatedAt as string | null,
      }));
      const signatures = await u.tx
        .selectFrom('signatures')
        .selectAll()
        .where('entity', '=', 'analysisSheets')
        .where('entityId', '=', id)
        .orderBy('id')
        .execute();
      // the names of the people on the sheet (a sheet stores user ids): the screens show who holds which level
      const who = [sheet.analystId, sheet.checkerId, sheet.reviewerId, sheet.assignedBy].filter((x): x is number => typeof x === 'number');
      const names = new Map(
        who.length
          ? (await u.tx.selectFrom('users').select(['id', 'nickname', 'username']).where('id', 'in', who).execute()).map((x) => [
              x.id as number,
              String(x.nickname || x.username),
            ])
          : [],
      );
      const people = {
        analyst: names.get(sheet.analystId as number) ?? null,
        checker: names.get(sheet.checkerId as number) ?? null,
        reviewer: names.get(sheet.reviewerId as number) ?? null,
        assignedBy: names.get(sheet.assignedBy as number) ?? null,
      };
      const parts: SheetShownParts = {
        people,
        input: record ? inputOf(record) : null,
        // the template engine's evaluation as submitted (json the server writes in this shape)
        evaluation: ((record?.computed as Row | undefined)?.evaluation as RecordEvaluation | undefined) ?? null,
        template: st.generic ? st.template : { id: st.template.id, name: st.template.name, method: st.template.method, version: st.template.version },
        genericTemplate: st.generic,
        parameters: params.map((p) => ({
          id: p.id,
          code: p.code,
          name: p.name,
          unit: p.unit,
          mdl: String(p.mdl),
          mdlSource: p.mdlSource,
          decimals: p.decimals,
          templateCode: st.toTemplate.get(p.id),
        })),
        // the stored columns as the codec reads them
        samples: samples.map((s) => ({
          id: s.id as number,
          sampleNo: s.sampleNo as string,
          pointName: s.pointName as string | null,
          qcType: s.qcType as string | null,
          parameterIds: s.parameterIds as number[],
          sampledAt: s.sampledAt as string | null,
        })),
        versions,
        trail: await trailOf(u, 'analysisSheets', id),
        // what keeps review and lock from this sheet (the screen says why those buttons are missing)
        qcGate: await qcGate(u, sheet),
        // open corrective actions of out-of-control runs holding it: the screen says why check, review and lock wait
        held: (await holdingActions(u, [id])).map((a) => ({ actionNo: String(a.actionNo), chartNo: String(a.chartNo), chartName: String(a.name) })),
        // the QC verdicts on the sheet's parameters, and their nonconformity: what the checker and reviewer sign over
        qcVerdicts: sheet.taskId ? await qcVerdicts(u, sheet.taskId as number, ids(sheet.parameterIds)) : [],
        oxygenRefs: takesOxygenRef(st.template) ? await sheetOxygenRefs(u, samples) : [],
      };
      return { sheet, record: record ?? null, signatures, ...parts };
    });
  };
  route(app, 'POST', '/admin/analysis/show_cgorder', 'analysis:query', 'Load the raw record (draft or latest version) of a sheet', show, {
    body: sheetId,
    data: shown,
  });
  route(app, 'GET', '/admin/analysis/show_cgorder', 'analysis:query', 'Load the raw record (draft or latest version) of a sheet', show, {
    query: sheetId,
    data: shown,
  });
}
