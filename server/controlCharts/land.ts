// Every QC value lands on its chart when its QC sheet is evaluated (issue 31 item 2): one run per evaluation of the
// sheet (runKey `${qcNo}#${round}`), one point per value, level = its order within the run, landed by run.ts (judged,
// a reject opening a corrective action that holds the analysis sheets of the run, a re-evaluation superseding the
// sheet's earlier points and saying what changed in the QC sheet's evaluation, `charts`). A raw record's own QC lands
// from record.ts.
import type { QcEvaluationRow as Evaluation } from '../../schemas/business/qcEvaluation.ts';
import { findIn, nowIso, ids, res, type Row, type Unit } from '../workflow/store.ts';
import type { ChartKind } from '../../schemas/controlCharts/charts.ts';
import type { QcType } from '../../schemas/business/qc.ts';
import { Dec } from '../../schemas/calc/decimal.ts';
import { fromDb } from '../crud/codec.ts';
import type { ChartLanding } from '../../schemas/controlCharts/view.ts';
import { landRun, nextRunKey, type Source } from './run.ts';

export { fit, recentRuns } from './run.ts';

/** The chart kinds a QC type's evaluations land on (a CRM: its value, or its recovery of the certified value). */
const KINDS: Partial<Record<QcType, ChartKind[]>> = {
  matrix_spike: ['spike_recovery'],
  lab_duplicate: ['duplicate_rd'],
  field_duplicate: ['duplicate_rd'],
  lab_blank: ['blank'],
  crm: ['crm_value', 'crm_recovery'],
};

/** The value an evaluation plots on a chart of `kind`, in full; undefined when it was not judged. */
function plotted(e: Evaluation, kind: ChartKind): string | undefined {
  if (e.pass === null || e.full === undefined) return undefined;
  if (kind !== 'crm_recovery') return e.full;
  if (!e.certified || new Dec(e.certified).isZero()) return undefined;
  return new Dec(e.full).div(e.certified).times(100).toString();
}

export type { ChartLanding };

/** Where each QC sample's result of a parameter came from: its analysis sheet, analyst, instruments and date. */
async function sourcesOf(u: Unit, evs: Evaluation[]): Promise<(e: Evaluation) => Source> {
  const sampleIds = [...new Set(evs.map((e) => e.qcSampleId).filter((x): x is number => !!x))];
  const results = sampleIds.length
    ? await u.tx
        .selectFrom('results')
        .select(['sampleId', 'parameterId', 'analysisSheetId', 'analysedAt'])
        .where('sampleId', 'in', sampleIds)
        .orderBy('id')
        .execute()
    : [];
  const sheetIds = [...new Set(results.map((r) => Number(r.analysisSheetId)))];
  const sheets = await findIn(u, 'analysisSheets', sheetIds);
  const records = sheetIds.length
    ? await u.tx.selectFrom('rawRecords').select(['analysisSheetId', 'equipmentIds']).where('analysisSheetId', 'in', sheetIds).execute()
    : [];
  const now = nowIso();
  return (e) => {
    const r = results.filter((x) => Number(x.sampleId) === e.qcSampleId && Number(x.parameterId) === e.parameterId).pop();
    const sheetId = r ? Number(r.analysisSheetId) : null;
    const sheet = sheets.find((s) => s.id === sheetId);
    const rec = records.find((x) => Number(x.analysisSheetId) === sheetId);
    const eq = typeof rec?.equipmentIds === 'string' ? JSON.parse(rec.equipmentIds) : rec?.equipmentIds;
    const at = r?.analysedAt ? new Date(String(r.analysedAt)).toISOString() : now;
    return {
      sampleId: e.qcSampleId ?? null,
      analysisSheetId: sheetId,
      analystId: (sheet?.analystId as number | null) ?? null,
      equipmentIds: ids(eq),
      measuredAt: at,
    };
  };
}

/** The analysis sheets of the QC sheet's task that carry the chart's parameter: a reject holds their results. */
async function sheetsOfRun(u: Unit, qc: Row, parameterId: number): Promise<number[]> {
  const all = await u.tx
    .selectFrom('analysisSheets')
    .select(['id', 'parameterIds'])
    .where('taskId', '=', qc.taskId as number)
    .orderBy('id')
    .execute();
  return all
    .filter((s) => ids(typeof s.parameterIds === 'string' ? JSON.parse(s.parameterIds) : s.parameterIds).includes(parameterId))
    .map((s) => Number(s.id));
}

/**
 * Lands the evaluation of QC sheet `qc` (its `evaluations`, just judged) on every chart it feeds. Returns what
 * happened per chart, for the QC sheet's evaluation and the step's answer.
 */
export async function landEvaluation(u: Unit, qc: Row, evaluations: Evaluation[]): Promise<ChartLanding[]> {
  const evs = evaluations.filter((e) => KINDS[e.type] && e.pass !== null && e.full !== undefined);
  if (!evs.length) return [];
  const pids = [...new Set(evs.map((e) => e.parameterId))];
  const charts = (
    await u.tx.selectFrom('controlCharts').selectAll().where('parameterId', 'in', pids).where('status', '!=', 'retired').orderBy('id').execute()
  ).map((c) => fromDb(res('controlCharts'), c));
  if (!charts.length) return [];
  const source = await sourcesOf(u, evs);
  const origin = { no: String(qc.qcNo), qcSheetId: qc.id as number, rawRecordId: null };
  const earlier = await u.tx
    .selectFrom('controlPoints')
    .selectAll()
    .where('qcSheetId', '=', qc.id as number)
    .orderBy('id')
    .execute();
  const runKey = nextRunKey(origin.no, earlier);
  const out: ChartLanding[] = [];
  for (const chart of charts) {
    const kind = chart.kind as ChartKind;
    const values = evs
      .filter((e) => e.parameterId === chart.parameterId && KINDS[e.type]!.includes(kind))
      .map((e) => ({ value: plotted(e, kind), src: source(e) }))
      .filter((x): x is typeof x & { value: string } => x.value !== undefined)
      .filter((x) => !chart.equipmentId || x.src.equipmentIds.includes(Number(chart.equipmentId)))
      .slice(0, 10);
    if (!values.length) continue;
    const mine = earlier.filter((p) => String(p.runKey).startsWith(`${origin.no}#`));
    out.push(await landRun(u, chart, { origin, runKey, values, earlier: mine, held: () => sheetsOfRun(u, qc, Number(chart.parameterId)) }));
  }
  return out;
}
