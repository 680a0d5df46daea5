// The functions a formula may call. `if` is not here: it is lazy and handled by the compiler.
import { Dec, ZERO } from '../decimal.ts';
import { CalcFailure, calcError } from '../errors.ts';
import { colonyCountDec, mpnDec } from '../micro.ts';

export interface FnDef {
  min: number;
  max: number;
  /** Argument count must be a multiple of this (grouped arguments such as colonyCount's (factor, a, b)). */
  groupOf?: number;
  /** `inputs` names the variables of each argument, for error messages. */
  fn: (args: Dec[], inputs: string[]) => Dec;
}

const domain = (fn: string, input: string | undefined): CalcFailure =>
  new CalcFailure(calcError('calc.error.domain', { fn, input: input ?? '' }, input));

const TEN = new Dec(10);

export const FUNCTIONS: Record<string, FnDef> = {
  log10: {
    min: 1,
    max: 1,
    fn: ([x], [name]) => {
      if (!x.isPos()) throw domain('log10', name);
      return x.log(10);
    },
  },
  ln: {
    min: 1,
    max: 1,
    fn: ([x], [name]) => {
      if (!x.isPos()) throw domain('ln', name);
      return x.ln();
    },
  },
  exp: { min: 1, max: 1, fn: ([x]) => x.exp() },
  sqrt: {
    min: 1,
    max: 1,
    fn: ([x], [name]) => {
      if (x.isNeg()) throw domain('sqrt', name);
      return x.sqrt();
    },
  },
  abs: { min: 1, max: 1, fn: ([x]) => x.abs() },
  pow10: { min: 1, max: 1, fn: ([x]) => TEN.pow(x) },
  min: { min: 1, max: 64, fn: (xs) => Dec.min(...xs) },
  max: { min: 1, max: 64, fn: (xs) => Dec.max(...xs) },
  mean: { min: 1, max: 64, fn: (xs) => xs.reduce((s, x) => s.plus(x), ZERO).div(xs.length) },
  // colonyCount(f1, a1, b1, f2, a2, b2, ...): dilution factor and two plate counts per dilution → CFU.
  colonyCount: {
    min: 3,
    max: 30,
    groupOf: 3,
    fn: (xs, names) => {
      const groups = [];
      for (let i = 0; i < xs.length; i += 3) {
        if (!xs[i].isPos()) throw domain('colonyCount', names[i]);
        if (xs[i + 1].isNeg() || xs[i + 2].isNeg()) throw domain('colonyCount', names[xs[i + 1].isNeg() ? i + 1 : i + 2]);
        groups.push({ factor: xs[i], counts: [xs[i + 1], xs[i + 2]] });
      }
      return colonyCountDec(groups).value;
    },
  },
  // mpn(n1, v1, p1, n2, v2, p2, ...): tubes or wells, volume each (mL), positives → MPN per mL.
  mpn: { min: 3, max: 30, groupOf: 3, fn: (xs) => {
    const groups = [];
    for (let i = 0; i < xs.length; i += 3) groups.push({ n: xs[i], volume: xs[i + 1], positive: xs[i + 2] });
    return mpnDec(groups);
  } },
};
