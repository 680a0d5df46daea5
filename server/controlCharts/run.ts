// One run landing on one chart, whatever produced it (a QC sheet's evaluation, server/controlCharts/land.ts, or a raw
// record's submission, record.ts): the source's earlier points on the chart give way (kept, marked, old → new); a
// chart in use judges the run against the runs before it (judgeLatest); the points are written, the chart's count,
// last point and state follow; a reject opens a corrective action holding the run's analysis sheets. Every write
// goes through the crud service (insert / patch).
import { insert, patch, nowIso, type Row, type Unit } from '../workflow/store.ts';
import { judgeLatest, LOOK_BACK, type RunJudgement } from '../../schemas/controlCharts/judge.ts';
import type { ChartKind, PointVerdict } from '../../schemas/controlCharts/charts.ts';
import type { ControlRule } from '../../schemas/calc/controlRules.ts';
import type { ChartLanding } from '../../schemas/controlCharts/view.ts';
import { Dec } from '../../schemas/calc/decimal.ts';

/** Stored decimals take 10 places (schemas/core/fields DECIMAL_RE): far below any measurement's resolution. */
export const fit = (v: string | Dec): string => new Dec(v).toDecimalPlaces(10).toFixed();

/** Where a value came from: its sample (none for a calibration standard), analysis sheet, analyst, instruments, date. */
export interface Source {
  sampleId: number | null;
  analysisSheetId: number | null;
  analystId: number | null;
  equipmentIds: number[];
  measuredAt: string;
}

/** A run's source record: a QC sheet, or a raw record (its own QC). Its run keys are `${no}#${round}`. */
export interface RunOrigin {
  no: string;
  qcSheetId: number | null;
  rawRecordId: number | null;
}

/** The runs of a source are `${no}#1`, `${no}#2`, …: the next one after its earlier points (on any chart). */
export function nextRunKey(no: string, earlier: Row[]): string {
  const mine = earlier.filter((p) => String(p.runKey).startsWith(`${no}#`));
  return `${no}#${Math.max(0, ...mine.map((p) => Number(String(p.runKey).split('#')[1]) || 0)) + 1}`;
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

export interface Run {
  origin: RunOrigin;
  runKey: string;
  /** the run's values on this chart in level order (at most 10), each with where it came from */
  values: Array<{ value: string; src: Source }>;
  /** the origin's earlier points (any chart): those on this chart are superseded */
  earlier: Row[];
  /** the analysis sheets a reject holds */
  held: () => Promise<number[]>;
}

/** Lands `run` on `chart`; answers what happened, for the step's answer. */
export async function landRun(u: Unit, chart: Row, run: Run): Promise<ChartLanding> {
  const { origin, runKey, values: mine, earlier } = run;
  const kind = chart.kind as ChartKind;
  const chartId = chart.id as number;
  const now = nowIso();
  // a re-evaluation: the origin's earlier points on this chart give way, each saying old → new
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
        qcSheetId: origin.qcSheetId,
        rawRecordId: origin.rawRecordId,
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
        qcSheetId: origin.qcSheetId,
        runKey,
        violations: rejects.map((v) => ({ ...v, run: v.run + offset, points: v.points.map(([r, c]) => [r + offset, c]) })),
        analysisSheetIds: await run.held(),
      },
    );
    actionNo = String(action.actionNo);
  }
  // open actions of the origin's earlier runs on this chart (their run keys share its number)
  const stillOpen = (
    await u.tx
      .selectFrom('correctiveActions')
      .select(['actionNo', 'runKey'])
      .where('chartId', '=', chartId)
      .where('status', '=', 'open')
      .where('runKey', '!=', runKey)
      .orderBy('id')
      .execute()
  )
    .filter((a) => String(a.runKey).startsWith(`${origin.no}#`))
    .map((a) => String(a.actionNo));
  return { chartId, chartNo: String(chart.chartNo), runKey, state: judged?.state ?? 'establishing', actionNo, changes, stillOpen };
}
