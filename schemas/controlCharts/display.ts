// How a chart's numbers are shown on screen, on paper and in Excel headers (display only: the stored values stay full).
// GB/T 8170-2008 rounding (schemas/calc/round.ts), once, from the full value:
//  - a point's value as it was recorded (its own places);
//  - the centre and the lines to one place more than the points' own precision (the most places among the chart's
//    values), the usual way a mean of measurements is written so that the lines are not coarser than the data;
//  - s to 3 significant figures (enough to redraw the lines; more would claim a precision 20 points cannot give);
//  - z to 2 places.
import { roundGB8170, decimalsOf } from '../calc/round.ts';
import type { ChartView } from './view.ts';

export interface Display {
  line(v: string | null): string;
  sd(v: string | null): string;
  z(v: string | null): string;
}

export function displayOf(view: Pick<ChartView, 'points'>): Display {
  const places = Math.max(0, ...view.points.map((p) => decimalsOf(p.value)));
  const r = (v: string | null, rule: Parameters<typeof roundGB8170>[1]) => (v === null || v === '' ? '—' : roundGB8170(v, rule));
  return {
    line: (v) => r(v, { decimals: Math.min(places + 1, 10) }),
    sd: (v) => r(v, { significant: 3 }),
    z: (v) => r(v, { decimals: 2 }),
  };
}
