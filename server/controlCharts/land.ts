// Every QC value lands on its chart when its QC sheet is evaluated (issue 31 item 2): one run per evaluation of the
// sheet (runKey `${qcNo}#${round}`), one point per value, level = its order within the run. A chart in use judges
// the run against the runs before it (judgeLatest); a reject opens a corrective action that holds the analysis
// sheets of the run. A re-evaluation supersedes the sheet's earlier points (kept, marked, with old → new) and says
// what changed in the QC sheet's evaluation (`charts`). Every write goes through the crud service (insert / patch).
import type { QcEvaluationRow as Evaluation } from '../../schemas/business/qcEvaluation.ts';
import { insert, patch, findIn, nowIso, ids, res, type Row, type Unit } from '../workflow/store.ts';
import { judgeLatest, LOOK_BACK, type RunJudgement } from '../../schemas/controlCharts/judge.ts';
import type { ChartKind, PointVerdict } from '../../schemas/controlCharts/charts.ts';
import type { ControlRule } from '../../schemas/calc/controlRules.ts';
import type { QcType } from '../../schemas/business/qc.ts';
import { Dec } from '../../schemas/calc/decimal.ts';
import { fromDb } from '../crud/codec.ts';
import type { ChartLanding } from '../../schemas/controlCharts/view.ts';

/** The chart kinds a QC type's evaluations land on (a CRM: its value, or its recovery of the certified value). */
const KINDS: Partial<Record<QcType, ChartKind[]>> = {
  matrix_spike: ['spike_recovery'],
  lab_duplicate: ['duplicate_rd'],
  field_duplicate: ['duplicate_rd'],
  lab_blank: ['blank'],
  crm: ['crm_value', 'crm_recovery'],
};

/** Stored decimals take 10 places (schemas/core/fields DECIMAL_RE): far below any measurement's resolution. */
export const fit = (v: string | Dec): string => new Dec(v).toDecimalPlaces(10).toFixed();

/** The value an evaluation plots on a chart of `kind`, in full; undefined when it was not judged. */
function plotted(e: Evaluation, kind: ChartKind): string | undefined {
  if (e.pass === null || e.full === undefined) return undefined;
  if (kind !== 'crm_recovery') return e.full;
  if (!e.certified || new Dec(e.certified).isZero()) return undefined;
  return new Dec(e.full).div(e.certified).times(100).toString();
}

export type { ChartLanding };

interface Source {
  sampleId: number | null;
  analysisSheetId: number | null;
  analystId: number | null;
  equipmentIds: number[];
  measuredAt: string;
}

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

/** The chart's current (not superseded) points of its last LOOK_BACK runs, as runs of values in level order. */
export async function recentRuns(u: Unit, chartId: number): Promise<(string | null)[][]> {
  const rows = await u.tx
    .selectFrom('controlPoints')
    .select(['runKey', 'level', 'value'])
    .where('chartId', '=', chartId)
    .where('supersededAt', 'is', null)
    .orderBy('measuredAt', 'desc')
    .orderBy('id', 'desc')
    .limit(LOOK_BACK * 10)
    .execute();
  const runs = new Map<string, (string | null)[]>();
  for (const r of rows) {
    if (!runs.has(String(r.runKey)) && runs.size === LOOK_BACK) break;
    const run = runs.get(String(r.runKey)) ?? [];
    run[Number(r.level)] = String(r.value);
    runs.set(String(r.runKey), run);
  }
  return [...runs.values()].reverse().map((run) => Array.from(run, (v) => v ?? null));
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
  // this sheet's runs are `${qcNo}#n`: the next evaluation is the next n
  const mineKey = (k: unknown) => String(k).startsWith(`${qc.qcNo}#`);
  const earlier = (
    await u.tx
      .selectFrom('controlPoints')
      .selectAll()
      .where('qcSheetId', '=', qc.id as number)
      .orderBy('id')
      .execute()
  ).filter((p) => mineKey(p.runKey));
  const round = Math.max(0, ...earlier.map((p) => Number(String(p.runKey).split('#')[1]) || 0)) + 1;
  const runKey = `${qc.qcNo}#${round}`;
  const now = nowIso();
  const out: ChartLanding[] = [];
  for (const chart of charts) {
    const kind = chart.kind as ChartKind;
    const mine = evs
      .filter((e) => e.parameterId === chart.parameterId && KINDS[e.type]!.includes(kind))
      .map((e) => ({ e, value: plotted(e, kind), src: source(e) }))
      .filter((x): x is typeof x & { value: string } => x.value !== undefined)
      .filter((x) => !chart.equipmentId || x.src.equipmentIds.includes(Number(chart.equipmentId)))
      .slice(0, 10);
    if (!mine.length) continue;
    const chartId = chart.id as number;
    // a re-evaluation: the sheet's earlier points on this chart give way, each saying old → new
    const changes: string[] = [];
    for (const old of earlier.filter((p) => p.chartId === chartId && !p.supersededAt)) {
      const next = mine[Number(old.level)];
      const change = `${old.runKey} #${Number(old.level) + 1}: ${old.value} → ${next ? fit(next.value) : '—'}`;
      if (!next || !new Dec(String(old.value)).eq(fit(next.value))) changes.push(change);
      await patch(u, 'controlPoints', Number(old.id), { supersededAt: now, change }, 'supersede');
    }
    const inUse = chart.status === 'in_use' && chart.centre != null && chart.sd != null;
    let judged: RunJudgement | undefined;
    // a violation's runs count among the chart's current runs, oldest first (the view's points without the
    // superseded ones, by run): the window read is the last of them
    let offset = 0;
    if (inUse) {
      const before = await recentRuns(u, chartId);
      const runs = [...before, mine.map((x) => fit(x.value))];
      judged = judgeLatest({ centre: String(chart.centre), sd: String(chart.sd) }, kind, chart.rules as ControlRule[], runs);
      const all = await u.tx
        .selectFrom('controlPoints')
        .select((eb) => eb.fn.count('runKey').distinct().as('n'))
        .where('chartId', '=', chartId)
        .where('supersededAt', 'is', null)
        .executeTakeFirst();
      offset = Number(all?.n ?? 0) - before.length;
    }
    for (const [level, x] of mine.entries()) {
      const j = judged?.points[level];
      const verdict: PointVerdict = j ? j.verdict : 'establishing';
      await insert(
        u,
        'controlPoints',
        {
          chartId,
          runKey,
          level,
          value: fit(x.value),
          z: j?.z.slice(0, 64) ?? null,
          verdict,
          rules: j?.rules ?? [],
          limitsVersion: inUse ? chart.limitsVersion : null,
          qcSheetId: qc.id,
          sampleId: x.src.sampleId,
          analysisSheetId: x.src.analysisSheetId,
          analystId: x.src.analystId,
          equipmentId: chart.equipmentId ?? x.src.equipmentIds[0] ?? null,
          measuredAt: x.src.measuredAt,
        },
        {},
      );
    }
    const count = await u.tx
      .selectFrom('controlPoints')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('chartId', '=', chartId)
      .where('supersededAt', 'is', null)
      .executeTakeFirst();
    const last = mine
      .map((x) => x.src.measuredAt)
      .sort()
      .pop()!;
    const lastPointAt = chart.lastPointAt && String(chart.lastPointAt) > last ? chart.lastPointAt : last;
    await patch(
      u,
      'controlCharts',
      chartId,
      { pointCount: Number(count?.n ?? 0), lastPointAt, controlState: judged?.state ?? chart.controlState ?? null },
      'points',
    );
    let actionNo: string | null = null;
    if (judged?.state === 'out_of_control') {
      const rejects = judged.violations.filter((v) => v.level === 'reject');
      const action = await insert(
        u,
        'correctiveActions',
        {},
        {
          chartId,
          qcSheetId: qc.id,
          runKey,
          violations: rejects.map((v) => ({ ...v, run: v.run + offset, points: v.points.map(([r, c]) => [r + offset, c]) })),
          analysisSheetIds: await sheetsOfRun(u, qc, Number(chart.parameterId)),
        },
      );
      actionNo = String(action.actionNo);
    }
    const stillOpen = (
      await u.tx
        .selectFrom('correctiveActions')
        .select(['actionNo'])
        .where('chartId', '=', chartId)
        .where('qcSheetId', '=', qc.id as number)
        .where('status', '=', 'open')
        .where('runKey', '!=', runKey)
        .execute()
    ).map((a) => String(a.actionNo));
    out.push({ chartId, chartNo: String(chart.chartNo), runKey, state: judged?.state ?? 'establishing', actionNo, changes, stillOpen });
  }
  return out;
}
