// How a chart's numbers are shown on screen, on paper and in Excel (display only: the stored values stay full).
// GB/T 8170-2008 rounding (schemas/calc/round.ts), once, from the full value:
//  - a point's value to the places its statistic is recorded to (placesOf): a QC evaluation lands it in full
//    (server/controlCharts/land.ts), the raw record and the QC sheet show it so rounded, and the chart says the same;
//  - the centre and the lines to one place more, the usual way a mean of measurements is written so that the lines
//    are not coarser than the data;
//  - s to 3 significant figures (enough to redraw the lines; more would claim a precision 20 points cannot give);
//  - z to 2 places.
import { roundGB8170 } from '../calc/round.ts';
import type { ChartKind } from './charts.ts';
import type { ChartView } from './view.ts';

export interface Display {
  value(v: string | null): string;
  line(v: string | null): string;
  sd(v: string | null): string;
  z(v: string | null): string;
}

/** Kinds whose values are percentages (a recovery, a relative difference or deviation): recorded to 0.1 %, as the
 * QC evaluation writes them (schemas/templates/qc.ts PCT). */
const PERCENT: readonly ChartKind[] = ['crm_recovery', 'spike_recovery', 'duplicate_rd', 'calibration_check'];

/** The places a chart's values are recorded to: a percentage to 0.1; a measured value (a CRM's, a blank's) to its
 * parameter's reporting places. */
export const placesOf = (view: Pick<ChartView, 'kind' | 'decimals'>): number => (PERCENT.includes(view.kind) ? 1 : view.decimals);

export function displayOf(view: Pick<ChartView, 'kind' | 'decimals'>): Display {
  const places = placesOf(view);
  const r = (v: string | null, rule: Parameters<typeof roundGB8170>[1]) => (v === null || v === '' ? '—' : roundGB8170(v, rule));
  return {
    value: (v) => r(v, { decimals: places }),
    line: (v) => r(v, { decimals: Math.min(places + 1, 10) }),
    sd: (v) => r(v, { significant: 3 }),
    z: (v) => r(v, { decimals: 2 }),
  };
}
