// The statistical QC screens' msw answers, typed by the declared view schemas (schemas/controlCharts/view.ts) and
// parsed by them, so a fixture that drifts from the contract fails here first.
import { chartView, qcChartVerdicts, type ChartView, type ChartPointView, type QcChartVerdicts } from '../../schemas/controlCharts/view.ts';

const point = (i: number, value: string, verdict: ChartPointView['verdict'], extra: Partial<ChartPointView> = {}): ChartPointView => ({
  id: 100 + i,
  runKey: `ZK2026${String(i).padStart(4, '0')}#1`,
  level: 0,
  value,
  z: null,
  verdict,
  rules: verdict === 'reject' ? ['1-3s'] : verdict === 'warning' ? ['1-2s'] : [],
  limitsVersion: verdict === 'establishing' ? null : 1,
  measuredAt: `2026-0${1 + Math.floor(i / 28)}-${String(1 + (i % 28)).padStart(2, '0')}T02:00:00.000Z`,
  qcSheetId: 500 + i,
  qcNo: `ZK2026${String(i).padStart(4, '0')}`,
  sampleId: 900 + i,
  sampleNo: `QC-${i}`,
  analysisSheetId: 700 + i,
  analysisNo: `FX-${i}`,
  analyst: '王分析',
  equipment: null,
  supersededAt: null,
  change: null,
  ...extra,
});

export const limits = {
  revision: 2,
  source: 'points' as const,
  centre: '10',
  sd: '0.5',
  n: 20,
  warnLow: '9',
  warnHigh: '11',
  actionLow: '8.5',
  actionHigh: '11.5',
  certifiedValue: null,
  expandedUncertainty: null,
  coverageFactor: null,
  reason: '年度复核',
  establishedBy: '郑质控',
  establishedAt: '2026-03-01T01:00:00.000Z',
};

/** An in-use chart: 20 establishing points, then in control, one warning, one reject, and one superseded value. */
export function inUseChart(): ChartView {
  const points = [
    ...Array.from({ length: 20 }, (_, i) => point(i, String(10 + ((i % 5) - 2) / 10), 'establishing')),
    point(20, '10.1', 'in_control'),
    point(21, '11.2', 'warning'),
    point(22, '11.8', 'reject'),
    point(23, '9.9', 'in_control', { supersededAt: '2026-03-02T00:00:00.000Z', change: '10.4 → 9.9' }),
  ];
  return chartView.parse({
    id: 7,
    chartNo: 'ZKT-0007',
    name: '氨氮 标准样品',
    kind: 'crm_value',
    parameter: '氨氮',
    decimals: 1,
    method: 'HJ 535-2009',
    equipment: null,
    unit: 'mg/L',
    status: 'in_use',
    controlState: 'out_of_control',
    minPoints: 20,
    rules: ['1-2s', '1-3s', '2-2s'],
    required: true,
    limits,
    versions: [limits, { ...limits, revision: 1, centre: '10.2', reason: '首次建立', establishedAt: '2026-01-01T01:00:00.000Z' }],
    points,
    actions: [
      {
        id: 3,
        actionNo: 'JZ20260003',
        runKey: points[22].runKey,
        qcSheetId: 522,
        status: 'open',
        rules: ['1-3s'],
        cause: null,
        action: null,
        outcome: null,
        justification: null,
        closedBy: null,
        closedAt: null,
      },
    ],
  });
}

/** A chart still establishing with 12 of its 20 points. */
export function establishingChart(): ChartView {
  return chartView.parse({
    ...inUseChart(),
    id: 8,
    status: 'establishing',
    controlState: null,
    kind: 'duplicate_rd',
    limits: null,
    versions: [],
    actions: [],
    points: Array.from({ length: 12 }, (_, i) => point(i, '3', 'establishing')),
  });
}

export function verdicts(): QcChartVerdicts {
  return qcChartVerdicts.parse([
    {
      chartId: 7,
      chartNo: 'ZKT-0007',
      chartName: '氨氮 标准样品',
      sampleId: 31,
      parameterId: 4,
      value: '11.8',
      verdict: 'reject',
      rules: ['1-3s'],
      actionId: 3,
      actionStatus: 'open',
    },
    {
      chartId: 9,
      chartNo: 'ZKT-0009',
      chartName: '总磷 加标',
      sampleId: 32,
      parameterId: 5,
      value: '98',
      verdict: 'in_control',
      rules: [],
      actionId: null,
      actionStatus: null,
    },
  ]);
}
