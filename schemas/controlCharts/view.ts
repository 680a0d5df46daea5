// What GET /admin/qc/charts/{id}/view answers: one chart with everything its screen, its PDF and its Excel file show —
// the limits in force and their earlier versions, every point (current and superseded) with where it came from, and the
// corrective actions of its runs. Declared once; the server builds it (server/controlCharts), the UI and the documents
// read z.infer of it.
import { z } from 'zod';
import { CHART_KINDS, CONTROL_STATES, POINT_VERDICTS, LIMIT_SOURCES, CORRECTIVE_OUTCOMES } from './charts.ts';
import { CONTROL_RULES } from '../calc/controlRules.ts';

const dec = z.string();
const rule = z.enum(CONTROL_RULES);

export const chartLimitsView = z.strictObject({
  revision: z.number().int(),
  source: z.enum(LIMIT_SOURCES),
  centre: dec,
  sd: dec,
  n: z.number().int().nullable(),
  warnLow: dec.nullable(),
  warnHigh: dec.nullable(),
  actionLow: dec.nullable(),
  actionHigh: dec.nullable(),
  certifiedValue: dec.nullable(),
  expandedUncertainty: dec.nullable(),
  coverageFactor: dec.nullable(),
  reason: z.string(),
  establishedBy: z.string(),
  establishedAt: z.string(),
});

export const chartPointView = z.strictObject({
  id: z.number().int(),
  runKey: z.string(),
  level: z.number().int(),
  value: dec,
  z: dec.nullable(),
  verdict: z.enum(POINT_VERDICTS),
  rules: z.array(rule),
  limitsVersion: z.number().int().nullable(),
  measuredAt: z.string(),
  /** the point's source: its QC sheet, or none for a raw record's own QC (its analysis sheet then opens it) */
  qcSheetId: z.number().int().nullable(),
  qcNo: z.string().nullable(),
  sampleId: z.number().int().nullable(),
  sampleNo: z.string().nullable(),
  analysisSheetId: z.number().int().nullable(),
  analysisNo: z.string().nullable(),
  /** the analyst by name, never the login */
  analyst: z.string().nullable(),
  equipment: z.string().nullable(),
  supersededAt: z.string().nullable(),
  change: z.string().nullable(),
});

export const chartActionView = z.strictObject({
  id: z.number().int(),
  actionNo: z.string(),
  runKey: z.string(),
  qcSheetId: z.number().int().nullable(),
  status: z.enum(['open', 'closed']),
  rules: z.array(rule),
  cause: z.string().nullable(),
  action: z.string().nullable(),
  outcome: z.enum(CORRECTIVE_OUTCOMES).nullable(),
  justification: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
});

export const chartView = z.strictObject({
  id: z.number().int(),
  chartNo: z.string(),
  name: z.string(),
  kind: z.enum(CHART_KINDS),
  parameter: z.string(),
  /** the places its parameter's results are reported to (a CRM's or a blank's value is shown so) */
  decimals: z.number().int(),
  method: z.string().nullable(),
  equipment: z.string().nullable(),
  unit: z.string().nullable(),
  status: z.enum(['establishing', 'in_use', 'retired']),
  controlState: z.enum(CONTROL_STATES).nullable(),
  minPoints: z.number().int(),
  rules: z.array(rule),
  required: z.boolean(),
  /** the limits in force (null while establishing) and every version, newest first */
  limits: chartLimitsView.nullable(),
  versions: z.array(chartLimitsView),
  /** oldest first; superseded points included (their supersededAt set) */
  points: z.array(chartPointView),
  actions: z.array(chartActionView),
});
export type ChartView = z.infer<typeof chartView>;
export type ChartPointView = z.infer<typeof chartPointView>;

/** A QC sheet's chart verdicts (GET /admin/qc/charts/verdicts?qcSheetId=): per point landed, its chart and verdict. */
export const qcChartVerdicts = z.array(
  z.strictObject({
    chartId: z.number().int(),
    chartNo: z.string(),
    chartName: z.string(),
    sampleId: z.number().int().nullable(),
    parameterId: z.number().int(),
    value: dec,
    verdict: z.enum(POINT_VERDICTS),
    rules: z.array(rule),
    /** the open or closed corrective action of this run on that chart */
    actionId: z.number().int().nullable(),
    actionStatus: z.enum(['open', 'closed']).nullable(),
  }),
);
export type QcChartVerdicts = z.infer<typeof qcChartVerdicts>;

/** Where one QC sheet evaluation's values landed on a chart (stored in the QC sheet's evaluation, `charts`). */
export const chartLanding = z.strictObject({
  chartId: z.number().int(),
  chartNo: z.string(),
  runKey: z.string(),
  state: z.enum([...CONTROL_STATES, 'establishing']),
  /** a new corrective action opened by this run */
  actionNo: z.string().nullable(),
  /** values of the run that replaced earlier ones (a re-evaluation): "level 1: 101.2 → 99.8" */
  changes: z.array(z.string()),
  /** open actions of this sheet's earlier runs on the chart: they stay open for QA even when this run is in control */
  stillOpen: z.array(z.string()),
});
export type ChartLanding = z.infer<typeof chartLanding>;
