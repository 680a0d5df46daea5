// Solid-waste hazard characteristics: flash point (GB/T 261-2008, criterion GB 5085.4-2007) and corrosivity
// (GB 5085.1-2007). Formulas and limits tagged [RECALL] in lims-practice §4.26–27.
import { Dec, decString, parseDec } from './decimal.ts';
import { type CalcResult, fail, ok } from './errors.ts';
import { roundDec } from './round.ts';

export const FLASH_POINT_IGNITABLE_BELOW = '60';
export const CORROSIVE_PH_HIGH = '12.5';
export const CORROSIVE_PH_LOW = '2.0';
export const CORROSIVE_RATE_MM_PER_YEAR = '6.35';

/** T = t0 + 0.25 × (101.3 − p), p in kPa; reported to 0.5 °C; a liquid below 60 °C is ignitable. */
export function flashPointCorrected(observed: string, pressureKPa: string): CalcResult<{ corrected: string; reported: string; ignitable: boolean }> {
  const t0 = parseDec(observed);
  const p = parseDec(pressureKPa);
  if (t0 === null) return fail('calc.error.notANumber', { input: 't0', value: observed }, 't0');
  if (p === null) return fail('calc.error.notANumber', { input: 'p', value: pressureKPa }, 'p');
  if (!p.gt(0)) return fail('calc.error.notPositive', { input: 'p' }, 'p');
  const t = t0.plus(new Dec('0.25').times(new Dec('101.3').minus(p)));
  const reported = roundDec(t, { increment: '0.5' });
  return ok({ corrected: decString(t), reported, ignitable: new Dec(reported).lt(FLASH_POINT_IGNITABLE_BELOW) });
}

/** Corrosive if leachate pH ≥ 12.5 or ≤ 2.0, or the 20# steel corrosion rate ≥ 6.35 mm/a. */
export function corrosivity(input: { pH?: string; corrosionRate?: string }): CalcResult<{ corrosive: boolean; basis: ('pH' | 'rate')[] }> {
  const basis: ('pH' | 'rate')[] = [];
  if (input.pH === undefined && input.corrosionRate === undefined) return fail('calc.error.missingInput', { input: 'pH' }, 'pH');
  if (input.pH !== undefined) {
    const ph = parseDec(input.pH);
    if (ph === null) return fail('calc.error.notANumber', { input: 'pH', value: input.pH }, 'pH');
    if (ph.gte(CORROSIVE_PH_HIGH) || ph.lte(CORROSIVE_PH_LOW)) basis.push('pH');
  }
  if (input.corrosionRate !== undefined) {
    const rate = parseDec(input.corrosionRate);
    if (rate === null) return fail('calc.error.notANumber', { input: 'corrosionRate', value: input.corrosionRate }, 'corrosionRate');
    if (rate.gte(CORROSIVE_RATE_MM_PER_YEAR)) basis.push('rate');
  }
  return ok({ corrosive: basis.length > 0, basis });
}
