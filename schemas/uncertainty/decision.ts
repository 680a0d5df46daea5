// Decision rules for a statement of conformity (ILAC-G8:09/2019 §4.2), on the full values; pure decimal.
// Read: ILAC-G8:09/2019 p. 9 (fliphtml5.com/szbrq/ktfm/ILAC_G8_09_2019_Quy_tac_ra_QD/9): "4.2 Decision Rules — A binary
// decision rule exists when the result is limited to two choices (pass or fail). A non-binary decision rule exists
// when multiple terms may express the result (pass, conditional pass, conditional fail, fail)"; "4.2.1 Binary
// Statement for Simple Acceptance Rule (w = 0)": pass below the acceptance limit AL = TL, fail above it; "4.2.2
// Binary Statement with Guard Band": AL = TL − w. consultglp.com/tag/decision-rules (on §4.2 and its figures 4 and
// 5): "we can simply let w = TL – AL = U where U is the expanded uncertainty". §4.2.3 (the non-binary statement with
// a guard band, figure 5) could not be read beyond that page.
import type { Dec } from '../calc/decimal.ts';
import { inside, type ParsedLimit } from '../templates/limit.ts';

/** How the limit is written, as the limit library writes it ("≤50", "<0.5", "≥6", ">5": schemas/templates/limit.ts). */
export const COMPARISONS = ['≤', '<', '≥', '>'] as const;
export type Comparison = (typeof COMPARISONS)[number];
export const DECISION_RULES = ['simple', 'guarded'] as const;
export type DecisionRuleName = (typeof DECISION_RULES)[number];
export const VERDICTS = ['pass', 'fail', 'inconclusive'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The limit as the library's parsed form, so that the comparison is the one the report's judgement makes. */
export function limitOf(limit: Dec, comparison: Comparison): ParsedLimit {
  const strict = comparison === '<' || comparison === '>';
  return comparison === '≤' || comparison === '<' ? { kind: 'max', strict, value: limit } : { kind: 'min', strict, value: limit };
}

/**
 * - simple acceptance (w = 0, §4.2.1): pass when the measured value conforms to the limit, else fail — the library's
 *   full-value judgement (GB/T 8170-2008 §4.3.1, schemas/templates/limit.ts judgeLimit);
 * - guarded acceptance with w = U: the interval [value − U, value + U] wholly inside the conforming zone is a pass,
 *   wholly outside it a fail, across the limit inconclusive (无法判定; ILAC's conditional pass and conditional fail,
 *   the non-binary statement of §4.2). An end that falls exactly on the limit is inside for ≤/≥ and outside for </>,
 *   as the library reads a limit.
 * COD 152 mg/L, limit ≤ 150, U = 6: simple → fail; guarded → [146, 158] crosses 150 → inconclusive (issue 33).
 */
export function decide(value: Dec, U: Dec, limit: Dec, comparison: Comparison, rule: DecisionRuleName): Verdict {
  const zone = limitOf(limit, comparison);
  if (rule === 'simple') return inside(value, zone) ? 'pass' : 'fail';
  const low = inside(value.minus(U), zone);
  const high = inside(value.plus(U), zone);
  return low && high ? 'pass' : !low && !high ? 'fail' : 'inconclusive';
}
