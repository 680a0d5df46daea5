// Dilution factors and soil dry-matter correction (HJ 613-2011).
import { decString } from './decimal.ts';
import { type CalcResult, ok } from './errors.ts';
import { evaluateFormula, type Scope } from './expr/index.ts';

function run(formula: string, scope: Scope): CalcResult<string> {
  const r = evaluateFormula(formula, scope);
  return r.ok ? ok(decString(r.value)) : r;
}

/** f = final volume / aliquot volume (e.g. 10 mL made up to 50 mL → 5). */
export const dilutionFactor = (finalVolume: string, aliquotVolume: string): CalcResult<string> => run('Vf / Va', { Vf: finalVolume, Va: aliquotVolume });

/** w_dm (%) = (m2 − m0) / (m1 − m0) × 100; m0 container, m1 with sample, m2 after drying at 105 °C. */
export const dryMatterPercent = (m0: string, m1: string, m2: string): CalcResult<string> => run('(m2 - m0) / (m1 - m0) * 100', { m0, m1, m2 });

/** w_H2O (%) on a dry basis = (m1 − m2) / (m2 − m0) × 100. */
export const waterContentPercent = (m0: string, m1: string, m2: string): CalcResult<string> => run('(m1 - m2) / (m2 - m0) * 100', { m0, m1, m2 });

/** A result on the sample as weighed → on a dry-matter basis: value / (w_dm / 100). */
export const dryBasis = (value: string, dryMatter: string): CalcResult<string> => run('value / (wdm / 100)', { value, wdm: dryMatter });
