// A chart's arithmetic, pure and in decimal (the server lands points with it, the demo seed builds its history with it,
// the bench times it): limits from the establishing points or from a certificate, and the verdict of a new run read
// against the runs before it. Full values throughout; nothing here rounds (the screens and the PDF round for display).
//
// A chart has one centre line and one s for all its levels: the levels of a run are the chart's several values in one
// analytical batch (two spikes, two duplicate pairs, a low and a high check standard read as recovery), which share
// one expected value. Materials with different expected values are charted as recoveries, or on charts of their own.
import { Dec } from '../calc/decimal.ts';
import { evaluateRules, type ControlRule, type Violation } from '../calc/controlRules.ts';
import { UPPER_ONLY, type ChartKind, type PointVerdict } from './charts.ts';

export interface Limits {
  centre: string;
  sd: string;
  warnLow: string | null;
  warnHigh: string;
  actionLow: string | null;
  actionHigh: string;
}

/** The warning (±2s) and action (±3s) lines around a centre; an upper-only chart has no lower lines. */
export function linesOf(centre: Dec, sd: Dec, kind: ChartKind): Limits {
  const upperOnly = UPPER_ONLY.includes(kind);
  return {
    centre: centre.toString(),
    sd: sd.toString(),
    warnLow: upperOnly ? null : centre.minus(sd.times(2)).toString(),
    warnHigh: centre.plus(sd.times(2)).toString(),
    actionLow: upperOnly ? null : centre.minus(sd.times(3)).toString(),
    actionHigh: centre.plus(sd.times(3)).toString(),
  };
}

/**
 * Limits from the establishing values: centre = mean, s = the sample standard deviation (n − 1 in the denominator,
 * GB/T 4883 / the usual Shewhart estimate). Undefined when s would be zero (every value alike: no spread to chart).
 */
export function limitsFromValues(values: string[], kind: ChartKind): (Limits & { n: number }) | undefined {
  const xs = values.map((v) => new Dec(v));
  const n = xs.length;
  if (n < 2) return undefined;
  const mean = xs.reduce((a, b) => a.plus(b), new Dec(0)).div(n);
  const ss = xs.reduce((a, x) => a.plus(x.minus(mean).pow(2)), new Dec(0));
  const sd = ss.div(n - 1).sqrt();
  if (sd.lte(0)) return undefined;
  return { ...linesOf(mean, sd, kind), n };
}

/** Limits from a certificate: centre = the certified value, s = U / k (the standard uncertainty, JJF 1059.1-2012 §3.15). */
export function limitsFromCertificate(value: string, expandedUncertainty: string, coverageFactor: string, kind: ChartKind): Limits {
  return linesOf(new Dec(value), new Dec(expandedUncertainty).div(coverageFactor), kind);
}

export interface RunJudgement {
  /** per level of the new run (null where the level has no value): z in full and its verdict */
  points: Array<{ level: number; z: string; verdict: PointVerdict; rules: ControlRule[] } | null>;
  /** the violations completing at the new run (an upper-only chart keeps those of values above the centre only) */
  violations: Violation[];
  state: 'in_control' | 'warning' | 'out_of_control';
}

/** The longest look-back of any rule (10-x): the runs before the new one that can complete a pattern with it. */
export const LOOK_BACK = 9;

/**
 * The verdict of the newest run (the last of `runs`) on a chart in use: only the last LOOK_BACK runs before it are read,
 * so a new point costs the same on a chart of 20 points or of 5,000.
 */
export function judgeLatest(limits: { centre: string; sd: string }, kind: ChartKind, rules: ControlRule[], runs: (string | null)[][]): RunJudgement {
  const from = Math.max(0, runs.length - 1 - LOOK_BACK);
  const window = runs.slice(from);
  const levels = Math.max(1, ...window.map((r) => r.length));
  const controls = Array.from({ length: levels }, () => ({ mean: limits.centre, sd: limits.sd }));
  const { points, violations } = evaluateRules({ controls, rules, runs: window });
  const last = window.length - 1;
  const upperOnly = UPPER_ONLY.includes(kind);
  const zOf = new Map(points.map((p) => [`${p.run}|${p.control}`, p.z]));
  // a range or blank chart: a low value is good news, never a violation
  const kept = violations
    .filter((v) => v.run === last)
    .filter((v) => !upperOnly || v.points.every(([r, c]) => new Dec(zOf.get(`${r}|${c}`) ?? '0').gt(0)))
    .map((v) => ({ ...v, run: v.run + from, points: v.points.map(([r, c]): [number, number] => [r + from, c]) }));
  const pts = (window[last] ?? []).map((value, level) => {
    if (value === null) return null;
    const mine = kept.filter((v) => v.points.some(([r, c]) => r === last + from && c === level));
    const verdict: PointVerdict = mine.some((v) => v.level === 'reject') ? 'reject' : mine.length ? 'warning' : 'in_control';
    return { level, z: zOf.get(`${last}|${level}`) ?? '0', verdict, rules: [...new Set(mine.map((v) => v.rule))] };
  });
  const state = kept.some((v) => v.level === 'reject') ? 'out_of_control' : kept.length ? 'warning' : 'in_control';
  return { points: pts, violations: kept, state };
}
