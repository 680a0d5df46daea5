// The detection-limit study of HJ 168-2020 (环境监测分析方法标准制订技术导则), annex A (§A.1.1 by the task's
// reference), as issue 32 states it:
// n ≥ 7 replicates of a blank or of a sample spiked at a few times the estimated limit, analysed through the whole
// method; S their sample standard deviation (n − 1); MDL = t(n−1, 0.99) · S with t the one-sided Student t at 99 %;
// the lower limit of quantification (测定下限) 4 × MDL. The study is redone when the spiked mean exceeds 10 × MDL or
// falls below the MDL, and fails when the lab's MDL exceeds the standard method's.
//
// Sources read (search tool, 2026-11-29). HJ 168-2020's own text could not be read in the stored corpora: only its
// foreword (zaishengji.cn/nbznews.asp?vid=29930: annex A normative, it revises HJ 168-2010), so the clause numbers and
// the rule wording above are the issue's, not checked against the standard. What was read:
// - the formula and the t table: US EPA 40 CFR Part 136 Appendix B (rev. 1.11) as reproduced in Wis. Admin. Code
//   NR 252.0365 (MDL = t(n-1, 1-a = .99)(S); replicates 7 3.143, 8 2.998, 9 2.896, 10 2.821, 11 2.764, 16 2.602,
//   21 2.528, 26 2.485, 31 2.457, 61 2.390), the same figures the issue quotes from HJ 168 (n = 7 → 3.143 …
//   n = 21 → 2.528), and whytzy.com citing HJ 168-2010 for LOD = 3.143 × SD with 7 replicates;
// - the redo checks: EPA's MDL reasonableness checks as Chinese practice states them (girs6.cn/Article-719144.html
//   学习测定方法检出限的方法: 加标浓度是否超过10倍MDL值 → 太高, 需要调整以后重新测定; MDL是否比加标浓度高 → 加标浓度太低).
// Pure arithmetic in decimal (schemas/calc/decimal.ts): nothing here does I/O.
import { z } from 'zod';
import { Dec, parseDec, decString } from '../calc/decimal.ts';
import { decimalsOf, roundDec } from '../calc/round.ts';
import { decimalText } from '../core/fields.ts';
import type { mdlResult } from './results.ts';

/** HJ 168's minimum number of replicates. */
export const MDL_MIN_REPLICATES = 7;
/** A study of more replicates than any lab runs is refused as a malformed body, not computed. */
export const MDL_MAX_REPLICATES = 200;

/**
 * t(n−1, 0.99), one-sided, by number of replicates n: the table of 40 CFR 136 App. B (rev. 1.11) as reproduced in
 * Wis. Admin. Code NR 252.0365, rows n = 7…21 (issue 32 quotes HJ 168-2020's table as n = 7 → 3.143 … n = 21 →
 * 2.528). The table's figures, used as printed.
 */
export const T_TABLE: ReadonlyArray<readonly [n: number, t: string]> = [
  [7, '3.143'],
  [8, '2.998'],
  [9, '2.896'],
  [10, '2.821'],
  [11, '2.764'],
  [16, '2.602'],
  [21, '2.528'],
];

/**
 * The exact one-sided 99 % quantile of Student's t with `df` degrees of freedom, for the n the table does not list
 * (12–15, 17–20, 22 and beyond). Abramowitz & Stegun 26.7.4 give A(t|ν) = P(|T| ≤ t) as a finite sum in θ =
 * arctan(t/√ν) (one series for odd ν, one for even ν); the 0.99 one-sided quantile is where A = 0.98, found by
 * bisection to 1e-12. Binary floating point is enough here: the quantile is a constant rounded to the table's three
 * decimals (tFor), and the unit test checks it against every row of the table.
 */
export function studentT99(df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError('studentT99: df must be a positive integer');
  const twoSided = (t: number): number => {
    const theta = Math.atan(t / Math.sqrt(df));
    const s = Math.sin(theta);
    const c2 = Math.cos(theta) ** 2;
    if (df % 2 === 1) {
      if (df === 1) return (2 / Math.PI) * theta;
      let term = Math.cos(theta);
      let sum = term;
      for (let k = 3; k <= df - 2; k += 2) sum += term *= (c2 * (k - 1)) / k;
      return (2 / Math.PI) * (theta + s * sum);
    }
    let term = 1;
    let sum = 1;
    for (let k = 2; k <= df - 2; k += 2) sum += term *= (c2 * (k - 1)) / k;
    return s * sum;
  };
  let lo = 0;
  let hi = 100; // t(1, 0.99) = 31.82, the largest of all
  while (hi - lo > 1e-12) {
    const mid = (lo + hi) / 2;
    if (twoSided(mid) < 0.98) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** t for n replicates: the table's figure where it has the row, else the exact quantile rounded like the table (3 places, GB/T 8170). */
export function tFor(n: number): { t: string; source: 'table' | 'computed' } {
  const row = T_TABLE.find(([rows]) => rows === n);
  return row ? { t: row[1], source: 'table' } : { t: roundDec(new Dec(studentT99(n - 1)), { decimals: 3 }), source: 'computed' };
}

export const MDL_VERDICTS = ['pass', 'redo', 'fail'] as const;
export type MdlVerdict = (typeof MDL_VERDICTS)[number];
/**
 * Why a study is not a plain pass: the spiked mean above 10 × MDL or below the MDL (redo: the spike level was wrong),
 * the lab's MDL above the standard's (fail), or no standard MDL given to compare with (pass, not compared).
 * The server words each in the user's language (mdl.reason.<code>).
 */
export const MDL_REASONS = ['meanAboveTenMdl', 'meanBelowMdl', 'mdlAboveStandard', 'notCompared'] as const;
export type MdlReason = (typeof MDL_REASONS)[number];

/**
 * The reported values, each rounded once from the full value by GB/T 8170-2008 (schemas/calc/round.ts):
 * - mean: one place more than the replicates as written (the house rule of schemas/controlCharts/display.ts for a
 *   mean of measurements);
 * - s: 3 significant figures (same house rule);
 * - t: 3 places, as the table prints it;
 * - mdl, loq: the FULL value. HJ 168-2020's own rule for the digits of a detection limit could not be read (searched
 *   'HJ 168-2020 检出限 有效数字' and variants in the docs and pages corpora: no text of the standard's clause), and
 *   no digit count is guessed: set MDL_REPORT_RULE once the clause is read.
 */
export const MDL_REPORT_RULE: Parameters<typeof roundDec>[1] | null = null;

export interface MdlStudy {
  n: number;
  mean: string;
  s: string;
  t: string;
  mdl: string;
  loq: string;
  ratio: string;
  verdict: MdlVerdict;
  reasons: MdlReason[];
  reported: { mean: string; s: string; t: string; mdl: string; loq: string };
}

export interface MdlInput {
  values: ReadonlyArray<string | number>;
  standardMdl?: string | number;
}

/** A field the input gets wrong, by its path (`values`, `values.3`, `standardMdl`), and why. */
export interface MdlIssue {
  path: (string | number)[];
  reason: 'tooFew' | 'notNumber' | 'notPositive' | 'noSpread';
}

const dec = (v: string | number): Dec | null => (typeof v === 'number' ? (Number.isFinite(v) ? new Dec(v) : null) : parseDec(v));
const written = (v: string | number) => (typeof v === 'number' ? String(v) : v.trim());

/** The study, or the fields that make it impossible (fewer than 7, not a number, a standard MDL ≤ 0, S = 0). */
export function evaluateMdlStudy(input: MdlInput): { ok: true; study: MdlStudy } | { ok: false; issues: MdlIssue[] } {
  const issues: MdlIssue[] = [];
  const xs: Dec[] = [];
  input.values.forEach((v, i) => {
    const x = dec(v);
    if (x) xs.push(x);
    else issues.push({ path: ['values', i], reason: 'notNumber' });
  });
  if (input.values.length < MDL_MIN_REPLICATES) issues.push({ path: ['values'], reason: 'tooFew' });
  const standard = input.standardMdl === undefined ? undefined : dec(input.standardMdl);
  if (standard === null) issues.push({ path: ['standardMdl'], reason: 'notNumber' });
  else if (standard?.lte(0)) issues.push({ path: ['standardMdl'], reason: 'notPositive' });
  if (issues.length) return { ok: false, issues };

  const n = xs.length;
  const mean = xs.reduce((a, x) => a.plus(x), new Dec(0)).div(n);
  const s = xs
    .reduce((a, x) => a.plus(x.minus(mean).pow(2)), new Dec(0))
    .div(n - 1)
    .sqrt();
  // all replicates equal: no spread, no limit (and the ratio below would divide by zero)
  if (s.isZero()) return { ok: false, issues: [{ path: ['values'], reason: 'noSpread' }] };
  const { t } = tFor(n);
  const mdl = s.times(t);
  const loq = mdl.times(4);
  const ratio = mean.div(mdl);

  // Comparisons on the full values (GB/T 8170-2008 §4.3.1 全数值比较法, the product's default).
  const reasons: MdlReason[] = [];
  if (ratio.gt(10)) reasons.push('meanAboveTenMdl');
  if (ratio.lt(1)) reasons.push('meanBelowMdl');
  if (standard && mdl.gt(standard)) reasons.push('mdlAboveStandard');
  if (!standard) reasons.push('notCompared');
  const verdict: MdlVerdict = reasons.some((r) => r === 'meanAboveTenMdl' || r === 'meanBelowMdl')
    ? 'redo'
    : reasons.includes('mdlAboveStandard')
      ? 'fail'
      : 'pass';

  const places = Math.max(0, ...input.values.map((v) => decimalsOf(written(v))));
  const full = (d: Dec) => (MDL_REPORT_RULE ? roundDec(d, MDL_REPORT_RULE) : decString(d));
  return {
    ok: true,
    study: {
      n,
      mean: decString(mean),
      s: decString(s),
      t,
      mdl: decString(mdl),
      loq: decString(loq),
      ratio: decString(ratio),
      verdict,
      reasons,
      reported: {
        mean: roundDec(mean, { decimals: Math.min(places + 1, 20) }),
        s: roundDec(s, { significant: 3 }),
        t,
        mdl: full(mdl),
        loq: full(loq),
      },
    },
  };
}

// ---- the route's contract: POST /admin/methods/mdl-study/evaluate (issue 32 item 1) ----

/**
 * A replicate as text ("0.012") or a JSON number; text keeps every digit the analyst wrote. Up to 50 decimals, so that
 * a full value this route answered (34 significant digits) can be sent back, e.g. as the standard MDL.
 */
const replicate = z.union([decimalText(/^[+-]?\d{1,20}(\.\d{1,50})?$/), z.number()]);

export const mdlStudyRequest = z.strictObject({
  values: z
    .array(replicate)
    .min(MDL_MIN_REPLICATES, { error: 'validation.mdlReplicates' })
    .max(MDL_MAX_REPLICATES)
    .meta({
      'x-check': 'not all equal (S > 0)',
      examples: [
        ['0.009', '0.010', '0.009', '0.010', '0.008', '0.011', '0.010', '0.009'],
        [0.52, 0.48, 0.5, 0.47, 0.53, 0.51, 0.49],
      ],
    }),
  standardMdl: replicate.optional().meta({ 'x-check': 'greater than 0', examples: ['0.003', 0.025] }),
});
export type MdlStudyRequest = z.infer<typeof mdlStudyRequest>;

const full = z.string().meta({ description: 'full value, a decimal string' });
export const mdlStudyAnswer = z.strictObject({
  n: z.number().int(),
  mean: full,
  s: full,
  t: z.string().meta({ description: 't(n−1, 0.99) one-sided: the table figure, or the exact quantile to 3 places' }),
  mdl: full,
  loq: full,
  ratio: full.meta({ description: 'mean / MDL' }),
  verdict: z.enum(MDL_VERDICTS),
  reasons: z.array(z.strictObject({ code: z.enum(MDL_REASONS), message: z.string() })),
  reported: z.strictObject({ mean: z.string(), s: z.string(), t: z.string(), mdl: z.string(), loq: z.string() }),
});
export type MdlStudyAnswer = z.infer<typeof mdlStudyAnswer>;

// ---- what a verification record stores of the study (schemas/methods/results.ts mdlResult) ----

/** A study as the verification record keeps it: the reasons as message keys (mdl.reason.<code>), the table's t. */
export function mdlResultOf(study: MdlStudy): z.infer<typeof mdlResult> {
  const { reported, reasons, ...rest } = study;
  return { ...rest, reasons: reasons.map((r) => `mdl.reason.${r}`), reported: { mean: reported.mean, s: reported.s, mdl: reported.mdl, loq: reported.loq } };
}
