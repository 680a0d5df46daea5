// A QC sheet's chart verdicts (qcChartVerdicts, schemas/controlCharts/view.ts): each value's chart, verdict and the
// corrective action of its run. (One chart's whole view is view.ts.) Records by
// number; values in full as stored.
import type { QcChartVerdicts } from '../../schemas/controlCharts/view.ts';
import type { PointVerdict } from '../../schemas/controlCharts/charts.ts';
import type { ControlRule } from '../../schemas/calc/controlRules.ts';
import { findBy, findIn, load, type Row, type Unit } from '../workflow/store.ts';

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const byId = (rows: Row[]) => new Map(rows.map((r) => [Number(r.id), r]));

/** The current points a QC sheet landed, each with its chart and the corrective action of its run on that chart. */
export async function qcChartVerdictsOf(u: Unit, qcSheetId: number): Promise<QcChartVerdicts> {
  await load(u, 'qcSheets', qcSheetId);
  const points = (await findBy(u, 'controlPoints', 'qcSheetId', qcSheetId)).filter((p) => !p.supersededAt);
  const charts = byId(await findIn(u, 'controlCharts', [...new Set(points.map((p) => Number(p.chartId)))]));
  const actions = await findBy(u, 'correctiveActions', 'qcSheetId', qcSheetId);
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
