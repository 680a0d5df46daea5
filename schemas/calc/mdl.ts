// Values below the method detection limit (MDL): report notation and the ½ MDL convention for means.
import { Dec, decString, parseDec, ZERO } from './decimal.ts';
import { type CalcResult, fail, ok } from './errors.ts';

/** 'L': "0.025L" (HJ/T 91, HJ/T 164, the default); 'ND': "ND"; '<MDL': "<0.025". */
export type BelowMdlNotation = 'L' | 'ND' | '<MDL';

export function formatBelowMdl(mdl: string, notation: BelowMdlNotation = 'L'): string {
  if (notation === 'ND') return 'ND';
  if (notation === '<MDL') return `<${mdl}`;
  return `${mdl}L`;
}

/** value < MDL (a result equal to the MDL is reported as detected). */
export function isBelowMdl(value: string, mdl: string): boolean {
  const v = parseDec(value);
  const m = parseDec(mdl);
  return v !== null && m !== null && v.lt(m);
}

/**
 * Mean of duplicate (or replicate) results; a value below the MDL counts as ½ MDL.
 * `allBelowMdl` tells the caller to report the MDL notation and not to judge precision.
 */
export function meanOfDuplicates(values: string[], mdl?: string): CalcResult<{ mean: string; allBelowMdl: boolean }> {
  if (values.length === 0) return fail('calc.error.missingInput', { input: 'values' }, 'values');
  const m = mdl === undefined || mdl === '' ? null : parseDec(mdl);
  if (mdl !== undefined && mdl !== '' && m === null) return fail('calc.error.notANumber', { input: 'mdl', value: mdl }, 'mdl');
  const ds: Dec[] = [];
  for (let i = 0; i < values.length; i++) {
    const d = parseDec(values[i]);
    if (d === null) return fail('calc.error.notANumber', { input: `values[${i}]`, value: values[i] }, `values[${i}]`);
    ds.push(d);
  }
  const { mean, allBelow } = meanHalfMdl(ds, m);
  return ok({ mean: decString(mean), allBelowMdl: allBelow });
}

export function meanHalfMdl(values: Dec[], mdl: Dec | null): { mean: Dec; allBelow: boolean } {
  let sum = ZERO;
  let below = 0;
  for (const v of values) {
    if (mdl !== null && v.lt(mdl)) {
      below++;
      sum = sum.plus(mdl.div(2));
    } else sum = sum.plus(v);
  }
  return { mean: sum.div(values.length), allBelow: mdl !== null && below === values.length };
}
