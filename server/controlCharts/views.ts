// The feature reads of statistical QC: one chart with everything its screen, PDF and Excel file show (chartView), and
// a QC sheet's chart verdicts (qcChartVerdicts), both declared in schemas/controlCharts/view.ts. People by name,
// records by number; values in full as stored.
import type { ChartView, QcChartVerdicts } from '../../schemas/controlCharts/view.ts';
import type { ChartKind, ControlState, PointVerdict } from '../../schemas/controlCharts/charts.ts';
import type { ControlRule, Violation } from '../../schemas/calc/controlRules.ts';
import { findIn, load, res, type Row, type Unit } from '../workflow/store.ts';
import { fromDb } from '../crud/codec.ts';

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown): string => new Date(String(v)).toISOString();
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));

async function rowsOf(u: Unit, name: string, column: string, value: number): Promise<Row[]> {
  const r = res(name);
  const rows = await u.tx
    .selectFrom(r.table)
    .selectAll()
    .where(column, '=', value as never)
    .orderBy('id')
    .execute();
  return rows.map((x) => fromDb(r, x));
}

const byId = (rows: Row[]) => new Map(rows.map((r) => [Number(r.id), r]));

export async function chartViewOf(u: Unit, id: number): Promise<ChartView> {
  const chart = await load(u, 'controlCharts', id);
  const [param] = await findIn(u, 'parameters', [Number(chart.parameterId)]);
  const versions = (await rowsOf(u, 'controlChartLimits', 'chartId', id)).sort((a, b) => Number(b.revision) - Number(a.revision));
  const points = (await rowsOf(u, 'controlPoints', 'chartId', id)).sort(
    (a, b) => iso(a.measuredAt).localeCompare(iso(b.measuredAt)) || Number(a.id) - Number(b.id),
  );
  const actions = await rowsOf(u, 'correctiveActions', 'chartId', id);
  const distinct = (k: string, rows: Row[]) => [...new Set(rows.map((p) => Number(p[k])).filter((n) => n > 0))];
  const qcs = byId(await findIn(u, 'qcSheets', distinct('qcSheetId', points)));
  const samples = byId(await findIn(u, 'samples', distinct('sampleId', points)));
  const sheets = byId(await findIn(u, 'analysisSheets', distinct('analysisSheetId', points)));
  const users = byId(await findIn(u, 'users', distinct('analystId', points)));
  const eqIds = [...distinct('equipmentId', points), ...(chart.equipmentId ? [Number(chart.equipmentId)] : [])];
  const equipment = byId(await findIn(u, 'equipment', eqIds));
  const eqName = (v: unknown) => {
    const e = equipment.get(Number(v));
    return e ? `${e.assetNo} ${e.name}` : null;
  };
  const limitsView = (l: Row) => ({
    revision: Number(l.revision),
    source: l.source as 'points' | 'certificate',
    centre: String(l.centre),
    sd: String(l.sd),
    n: num(l.n),
    warnLow: str(l.warnLow),
    warnHigh: str(l.warnHigh),
    actionLow: str(l.actionLow),
    actionHigh: str(l.actionHigh),
    certifiedValue: str(l.certifiedValue),
    expandedUncertainty: str(l.expandedUncertainty),
    coverageFactor: str(l.coverageFactor),
    reason: String(l.reason),
    establishedBy: String(l.establishedBy),
    establishedAt: iso(l.establishedAt),
  });
  const inForce = versions.find((v) => Number(v.revision) === Number(chart.limitsVersion));
  return {
    id,
    chartNo: String(chart.chartNo),
    name: String(chart.name),
    kind: chart.kind as ChartKind,
    parameter: String(param?.name ?? chart.parameterId),
    method: str(param?.methodNo),
    equipment: chart.equipmentId ? eqName(chart.equipmentId) : null,
    unit: str(chart.unit),
    status: chart.status as ChartView['status'],
    controlState: (chart.controlState as ControlState | null) ?? null,
    minPoints: Number(chart.minPoints),
    rules: (chart.rules as ControlRule[]) ?? [],
    required: chart.required === true,
    limits: inForce ? limitsView(inForce) : null,
    versions: versions.map(limitsView),
    points: points.map((p) => {
      const sheet = sheets.get(Number(p.analysisSheetId));
      const user = users.get(Number(p.analystId));
      return {
        id: Number(p.id),
        runKey: String(p.runKey),
        level: Number(p.level),
        value: String(p.value),
        z: str(p.z),
        verdict: p.verdict as PointVerdict,
        rules: (p.rules as ControlRule[]) ?? [],
        limitsVersion: num(p.limitsVersion),
        measuredAt: iso(p.measuredAt),
        qcSheetId: Number(p.qcSheetId),
        qcNo: String(qcs.get(Number(p.qcSheetId))?.qcNo ?? p.qcSheetId),
        sampleId: num(p.sampleId),
        sampleNo: str(samples.get(Number(p.sampleId))?.sampleNo),
        analysisSheetId: num(p.analysisSheetId),
        analysisNo: str(sheet?.analysisNo),
        analyst: user ? String(user.nickname || user.username) : null,
        equipment: p.equipmentId ? eqName(p.equipmentId) : null,
        supersededAt: isoOrNull(p.supersededAt),
        change: str(p.change),
      };
    }),
    actions: actions.map((a) => ({
      id: Number(a.id),
      actionNo: String(a.actionNo),
      runKey: String(a.runKey),
      qcSheetId: Number(a.qcSheetId),
      status: a.status as 'open' | 'closed',
      rules: [...new Set(((a.violations as Violation[] | null) ?? []).map((v) => v.rule))],
      cause: str(a.cause),
      action: str(a.action),
      outcome: (a.outcome as 'reanalysis' | 'release' | null) ?? null,
      justification: str(a.justification),
      closedBy: str(a.closedBy),
      closedAt: isoOrNull(a.closedAt),
    })),
  };
}

/** The current points a QC sheet landed, each with its chart and the corrective action of its run on that chart. */
export async function qcChartVerdictsOf(u: Unit, qcSheetId: number): Promise<QcChartVerdicts> {
  await load(u, 'qcSheets', qcSheetId);
  const points = (await rowsOf(u, 'controlPoints', 'qcSheetId', qcSheetId)).filter((p) => !p.supersededAt);
  const charts = byId(await findIn(u, 'controlCharts', [...new Set(points.map((p) => Number(p.chartId)))]));
  const actions = await rowsOf(u, 'correctiveActions', 'qcSheetId', qcSheetId);
  return points.map((p) => {
    const chart = charts.get(Number(p.chartId))!;
    const action = actions.find((a) => a.chartId === p.chartId && a.runKey === p.runKey);
    return {
      chartId: Number(p.chartId),
      chartNo: String(chart.chartNo),
      chartName: String(chart.name),
      sampleId: num(p.sampleId),
      parameterId: Number(chart.parameterId),
      value: String(p.value),
      verdict: p.verdict as PointVerdict,
      rules: (p.rules as ControlRule[]) ?? [],
      actionId: action ? Number(action.id) : null,
      actionStatus: action ? (action.status as 'open' | 'closed') : null,
    };
  });
}
