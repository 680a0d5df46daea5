// Control rules on a Levey–Jennings / Shewhart chart (the "Westgard rules"): each control value becomes a z-score
// against its level's centre and standard deviation, and the chosen rules read the z-scores.
//
// Definitions (J. O. Westgard, P. L. Barry, M. R. Hunt, T. Groth, "A multi-rule Shewhart chart for quality control
// in clinical chemistry", Clin. Chem. 27 (1981) 493–501; westgard.com "Westgard Rules" glossary):
//   1-2s  one value beyond ±2s                                         warning
//   1-3s  one value beyond ±3s                                         reject
//   2-2s  two consecutive values beyond the same 2s limit: two levels of one run, or one level in two consecutive runs
//   R-4s  within one run, one level beyond +2s and another beyond −2s  (within-run only: Westgard recommends it never
//         be read across runs, so that random error is told apart from a between-run shift)
//   4-1s  four consecutive values beyond the same 1s limit
//   8-x   eight consecutive values on one side of the mean
//   10-x  ten consecutive values on one side of the mean
//   7-T   seven consecutive values each higher (or each lower) than the one before: a trend
// "Consecutive" for the look-back rules (2-2s across runs, 4-1s, 8-x, 10-x) is read two ways, as the multirule paper
// does: within one level across runs, and across the levels in run order (run 1 low, run 1 high, run 2 low, …). 7-T
// compares one level's values with each other only (a trend in one material). A level not run (null) is skipped.
// A value on a limit counts as beyond it (|z| ≥ k), as the lab asks (issue 31): a point read off a rounded display
// "on the line" may be past it. (S. Westgard, "Q&A: the 4:1s rule", westgard.com 2013, reads z = 1.0 as not beyond.)
// A value on the mean is on neither side.
// z is computed in decimal and kept in full; nothing here rounds.
import { Dec, parseDec } from './decimal.ts';

export const CONTROL_RULES = ['1-2s', '1-3s', '2-2s', 'R-4s', '4-1s', '8-x', '10-x', '7-T'] as const;
export type ControlRule = (typeof CONTROL_RULES)[number];
export type RuleLevel = 'warning' | 'reject';
export const ruleLevel = (rule: ControlRule): RuleLevel => (rule === '1-2s' ? 'warning' : 'reject');

export interface ControlLevel {
  mean: string | number;
  sd: string | number;
}
export interface ChartInput {
  controls: ControlLevel[];
  rules: ControlRule[];
  /** per run, one value per control level (null where that level was not run) */
  runs: (string | number | null)[][];
}
/** [run, control], both 0-based */
export type PointRef = [number, number];
export interface ChartPoint {
  run: number;
  control: number;
  /** (value − mean) / sd, full decimal */
  z: string;
}
export interface Violation {
  rule: ControlRule;
  level: RuleLevel;
  /** the run at which the pattern completes */
  run: number;
  points: PointRef[];
}
export interface ChartEvaluation {
  points: ChartPoint[];
  violations: Violation[];
}

/** A field the input gets wrong, by its path (e.g. `controls.0.sd`, `runs.3.1`), and why. */
export interface InputIssue {
  path: (string | number)[];
  reason: 'notNumber' | 'notPositive';
}

const dec = (v: string | number): Dec | null => (typeof v === 'number' ? (Number.isFinite(v) ? new Dec(v) : null) : parseDec(v));

/** The z-scores, or the fields that are not numbers / not positive sds. */
export function zScores(input: ChartInput): { ok: true; points: (ChartPoint & { zd: Dec })[] } | { ok: false; issues: InputIssue[] } {
  const issues: InputIssue[] = [];
  const levels = input.controls.map((c, i) => {
    const mean = dec(c.mean);
    const sd = dec(c.sd);
    if (!mean) issues.push({ path: ['controls', i, 'mean'], reason: 'notNumber' });
    if (!sd) issues.push({ path: ['controls', i, 'sd'], reason: 'notNumber' });
    else if (sd.lte(0)) issues.push({ path: ['controls', i, 'sd'], reason: 'notPositive' });
    return { mean, sd };
  });
  const points: (ChartPoint & { zd: Dec })[] = [];
  input.runs.forEach((values, run) =>
    values.forEach((v, control) => {
      if (v === null) return;
      const x = dec(v);
      if (!x) return void issues.push({ path: ['runs', run, control], reason: 'notNumber' });
      const { mean, sd } = levels[control] ?? {};
      if (!mean || !sd || sd.lte(0)) return;
      const zd = x.minus(mean).div(sd);
      points.push({ run, control, z: zd.toString(), zd });
    }),
  );
  return issues.length ? { ok: false, issues } : { ok: true, points };
}

type P = ChartPoint & { zd: Dec };
const ref = (p: P): PointRef => [p.run, p.control];
const beyond = (k: number, side: 1 | -1) => (p: P) => (side > 0 ? p.zd.gte(k) : p.zd.lte(-k));
const onSide = (side: 1 | -1) => (p: P) => (side > 0 ? p.zd.gt(0) : p.zd.lt(0));

/** Windows of n consecutive points of a sequence that all pass `test`, reported where each window ends. */
function streaks(seq: P[], n: number, test: (p: P) => boolean): P[][] {
  const out: P[][] = [];
  for (let end = n - 1; end < seq.length; end++) {
    const w = seq.slice(end - n + 1, end + 1);
    if (w.every(test)) out.push(w);
  }
  return out;
}
const sides = [1, -1] as const;

/** Applies the chosen rules to a chart's runs. Input must have passed zScores (callers validate first). */
export function evaluateRules(input: ChartInput): ChartEvaluation {
  const z = zScores(input);
  if (!z.ok) throw new Error('evaluateRules: invalid input; call zScores first');
  const points = z.points;
  const byLevel = input.controls.map((_, c) => points.filter((p) => p.control === c));
  const interleaved = points; // run order, then level order within a run
  const byRun = input.runs.map((_, r) => points.filter((p) => p.run === r));
  const lookBack = [...byLevel, ...(input.controls.length > 1 ? [interleaved] : [])];

  const found = new Map<string, Violation>();
  const add = (rule: ControlRule, w: P[]) => {
    const run = Math.max(...w.map((p) => p.run));
    const pts = w.map(ref).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    // a single-value rule names each value; a pattern rule names one window per run (the first found: one level's
    // own series before the levels read together), so a run carries each rule once
    const key = rule === '1-2s' || rule === '1-3s' ? `${rule}|${JSON.stringify(pts)}` : `${rule}|${run}`;
    if (!found.has(key)) found.set(key, { rule, level: ruleLevel(rule), run, points: pts });
  };
  const windows: Record<ControlRule, () => void> = {
    '1-2s': () => points.filter((p) => p.zd.abs().gte(2)).forEach((p) => add('1-2s', [p])),
    '1-3s': () => points.filter((p) => p.zd.abs().gte(3)).forEach((p) => add('1-3s', [p])),
    '2-2s': () => {
      for (const s of sides) {
        // across the levels of one run: any two levels beyond the same 2s limit
        for (const run of byRun) {
          const out = run.filter(beyond(2, s));
          if (out.length >= 2) add('2-2s', out);
        }
        // one level in consecutive runs
        for (const seq of byLevel) streaks(seq, 2, beyond(2, s)).forEach((w) => add('2-2s', w));
      }
    },
    'R-4s': () => {
      for (const run of byRun) {
        const hi = run.filter(beyond(2, 1));
        const lo = run.filter(beyond(2, -1));
        if (hi.length && lo.length) add('R-4s', [...hi, ...lo]);
      }
    },
    '4-1s': () => sides.forEach((s) => lookBack.forEach((seq) => streaks(seq, 4, beyond(1, s)).forEach((w) => add('4-1s', w)))),
    '8-x': () => sides.forEach((s) => lookBack.forEach((seq) => streaks(seq, 8, onSide(s)).forEach((w) => add('8-x', w)))),
    '10-x': () => sides.forEach((s) => lookBack.forEach((seq) => streaks(seq, 10, onSide(s)).forEach((w) => add('10-x', w)))),
    '7-T': () => {
      for (const seq of byLevel)
        for (let end = 6; end < seq.length; end++) {
          const w = seq.slice(end - 6, end + 1);
          const steps = w.slice(1).map((p, i) => p.zd.cmp(w[i].zd));
          if (steps.every((d) => d > 0) || steps.every((d) => d < 0)) add('7-T', w);
        }
    },
  };
  for (const rule of new Set(input.rules)) windows[rule]();
  const violations = [...found.values()].sort((a, b) => a.run - b.run || CONTROL_RULES.indexOf(a.rule) - CONTROL_RULES.indexOf(b.rule));
  return { points: points.map(({ run, control, z }) => ({ run, control, z })), violations };
}
