// The Shewhart chart itself (MUI X Charts): the points in time order, one x per run (the levels of a run share it),
// coloured by verdict; the centre line, the ±2s warning and ±3s action lines (upper only on a range or blank chart);
// superseded points faint when asked for. A 1,000-point chart is a few series drawn by the batch renderer (paths, not
// a component per point); the tooltip is the series' formatter, a click opens the point's QC sheet (a raw record's own
// QC: its analysis sheet).
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { UPPER_ONLY, POINT_VERDICTS } from '../../schemas/controlCharts/charts.ts';
import type { ChartPointView, ChartView } from '../../schemas/controlCharts/view.ts';
import { displayOf } from '../../schemas/controlCharts/display.ts';
import { useWhen } from '../resources/when.tsx';
import { SUPERSEDED_FILL, VERDICT_FILL } from './chips.tsx';

const SUPERSEDED = 'superseded';
/** the right margin that holds the limit lines' labels */
const LABEL_ROOM = 104;
const LINE = {
  centre: { stroke: '#1565c0', strokeWidth: 1.5 },
  warn: { stroke: '#ed9c02', strokeDasharray: '6 4' },
  action: { stroke: '#d32f2f', strokeDasharray: '2 3', strokeWidth: 1.5 },
};

/** The points as series: one per verdict (and one of the superseded), each datum's point kept beside it by index. */
export function chartSeries(points: readonly ChartPointView[], showSuperseded: boolean) {
  const shown = points.filter((p) => showSuperseded || !p.supersededAt);
  const runs = new Map<string, number>();
  for (const p of shown) if (!runs.has(p.runKey)) runs.set(p.runKey, runs.size + 1);
  const groups = new Map<string, ChartPointView[]>([...POINT_VERDICTS, SUPERSEDED].map((k) => [k, []]));
  for (const p of shown) groups.get(p.supersededAt ? SUPERSEDED : p.verdict)!.push(p);
  return [...groups]
    .filter(([, ps]) => ps.length)
    .map(([key, ps]) => ({ key, points: ps, data: ps.map((p) => ({ x: runs.get(p.runKey)!, y: Number(p.value), id: p.id })) }));
}

/** The point of a chart item (the series is a verdict, the index its datum's). */
export const pointAt = (groups: ReturnType<typeof chartSeries>, item: { seriesId: string | number; dataIndex: number }): ChartPointView | undefined =>
  groups.find((g) => g.key === item.seriesId)?.points[item.dataIndex];

/** The record a point's tooltip names: its QC sheet, or the analysis sheet of a raw record's own QC (a calibration check). */
export const pointSource = (p: Pick<ChartPointView, 'qcNo' | 'analysisNo'>): string => p.qcNo ?? p.analysisNo ?? '—';

/** The limit lines a chart draws: every line of the limits in force, the lower ones only on a two-sided chart. */
export function limitLines(view: ChartView): Array<{ key: string; y: number; text: string; style: object }> {
  const l = view.limits;
  if (!l) return [];
  const show = displayOf(view); // the label rounded as the PDF prints it; the line drawn at the full value
  const upperOnly = UPPER_ONLY.includes(view.kind);
  const lines: Array<[string, string | null, object]> = [
    ['centre', l.centre, LINE.centre],
    ['warnHigh', l.warnHigh, LINE.warn],
    ['actionHigh', l.actionHigh, LINE.action],
    ...(upperOnly
      ? []
      : ([
          ['warnLow', l.warnLow, LINE.warn],
          ['actionLow', l.actionLow, LINE.action],
        ] as Array<[string, string | null, object]>)),
  ];
  return lines.filter(([, v]) => v != null && v !== '').map(([key, v, style]) => ({ key, y: Number(v), text: show.line(v), style }));
}

export interface ChartPlotProps {
  view: ChartView;
  showSuperseded: boolean;
  onOpen(p: ChartPointView): void;
  height?: number;
  /** fixed, instead of the container's (a test's jsdom has no layout) */
  width?: number;
}

export function ChartPlot({ view, showSuperseded, onOpen, height = 360, width }: ChartPlotProps) {
  const translate = useTranslate();
  const fmt = useWhen();
  const groups = useMemo(() => chartSeries(view.points, showSuperseded), [view.points, showSuperseded]);
  const lines = limitLines(view);
  const show = displayOf(view); // a point's full value drawn, its recorded places in the tooltip
  const ys = [...groups.flatMap((g) => g.data.map((d) => d.y)), ...lines.map((l) => l.y)];
  const pad = ys.length ? (Math.max(...ys) - Math.min(...ys)) * 0.05 || 1 : 1;
  const label = (key: string) => translate(key === SUPERSEDED ? 'spc.chart.superseded' : `resources.controlPoints.enums.verdict.${key}`);
  const tip = (p: ChartPointView) =>
    translate('spc.chart.tip', {
      value: `${show.value(p.value)}${view.unit ? ` ${view.unit}` : ''}`,
      date: fmt(p.measuredAt, 'date'),
      analyst: p.analyst ?? '—',
      source: pointSource(p),
      sample: p.sampleNo ? ` · ${p.sampleNo}` : '',
    });
  return (
    <ScatterChart
      height={height}
      width={width}
      renderer="svg-batch"
      series={groups.map((g) => ({
        id: g.key,
        label: label(g.key),
        data: g.data,
        color: g.key === SUPERSEDED ? SUPERSEDED_FILL : VERDICT_FILL[g.key],
        markerSize: g.key === SUPERSEDED ? 3 : 4,
        valueFormatter: (_v, { dataIndex }) => tip(g.points[dataIndex]),
      }))}
      xAxis={[{ label: translate('spc.chart.run'), tickMinStep: 1 }]}
      yAxis={[
        { label: view.unit ?? undefined, min: ys.length ? Math.min(...ys) - pad : undefined, max: ys.length ? Math.max(...ys) + pad : undefined, width: 60 },
      ]}
      onItemClick={(_e: unknown, item: { seriesId: string | number; dataIndex: number }) => {
        const p = pointAt(groups, item);
        if (p) onOpen(p);
      }}
      margin={{ right: LABEL_ROOM }}
    >
      {lines.map((l) => (
        // the label and its value in the right margin, clear of the points
        <ChartsReferenceLine
          key={l.key}
          y={l.y}
          label={`${translate(`spc.chart.${l.key}`)} ${l.text}`}
          labelAlign="end"
          spacing={{ x: -(LABEL_ROOM - 6), y: 0 }}
          labelStyle={{ dominantBaseline: 'central', fontSize: 11 }}
          lineStyle={l.style}
        />
      ))}
    </ScatterChart>
  );
}
