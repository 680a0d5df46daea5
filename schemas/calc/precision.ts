// Precision of duplicates. Chinese practice uses RD = |A−B|/(A+B)×100; US EPA uses RPD = |A−B|/((A+B)/2)×100,
// twice as large for the same pair, so a template must say which one its limit refers to.
import { decString } from './decimal.ts';
import { type CalcResult, ok } from './errors.ts';
import { evaluateFormula } from './expr/index.ts';

export type PrecisionStatistic = 'RD' | 'RPD' | 'absDiff';

export const PRECISION_FORMULAS: Record<PrecisionStatistic, string> = {
  RD: 'abs(A - B) / (A + B) * 100',
  RPD: 'abs(A - B) / ((A + B) / 2) * 100',
  // pH and temperature-like readings are judged by the absolute difference (e.g. ≤ 0.1 pH unit).
  absDiff: 'abs(A - B)',
};

export function precisionStatistic(statistic: PrecisionStatistic, a: string, b: string): CalcResult<string> {
  const r = evaluateFormula(PRECISION_FORMULAS[statistic], { A: a, B: b });
  return r.ok ? ok(decString(r.value)) : r;
}

/** RD (%) = |A − B| / (A + B) × 100. */
export const relativeDeviation = (a: string, b: string): CalcResult<string> => precisionStatistic('RD', a, b);
/** RPD (%) = |A − B| / ((A + B) / 2) × 100. */
export const relativePercentDifference = (a: string, b: string): CalcResult<string> => precisionStatistic('RPD', a, b);
