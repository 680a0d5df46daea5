// The functions a formula may call. `if` is not here: it is lazy and handled by the compiler.
import { Dec, ZERO, toT } from '../decimal.ts';
import { CalcFailure, calcError } from '../errors.ts';
import { colonyCountDec, mpnDec } from '../micro.ts';
import { pow10 } from './pow10.ts';

export interface FnDef {
  min: number;
  max: number;
  /** Argument count must be a multiple of this (grouped arguments such as colonyCount's (factor, a, b)). */
  groupOf?: number;
  /** `inputs` names the variables of each argument, for error messages. */
  fn: (args: Dec[], inputs: string[]) => Dec;
}

const domain = (fn: string, input: string | undefined): CalcFailure => new CalcFailure(calcError('calc.error.domain', { fn, input: input ?? '' }, input));

export const FUNCTIONS: Record<string, FnDef> = {
  log10: {
    min: 1,
    max: 1,
    fn: ([x], [name]) => {
      if (!x.gt(0)) throw domain('log10', name);
      return new Dec(toT(x).log(10));
    },
  },
  ln: {
    min: 1,
    max: 1,
    fn: ([x], [name]) => {
      if (!x.gt(0)) throw domain('ln', name);
      return new Dec(toT(x).ln());
    },
  },
  exp: { min: 1, max: 1, fn: ([x]) => new Dec(toT(x).exp()) },
  sqrt: {
    min: 1,
    max: 1,
    fn: ([x], [name]) => {
      if (x.lt(0)) throw domain('sqrt', name);
      return x.sqrt();
    },
  },
  abs: { min: 1, max: 1, fn: ([x]) => x.abs() },
  pow10: { min: 1, max: 1, fn: ([x]) => pow10(x) },
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
        if (!xs[i].gt(0)) throw domain('colonyCount', names[i]);
        if (xs[i + 1].lt(0) || xs[i + 2].lt(0)) throw domain('colonyCount', names[xs[i + 1].lt(0) ? i + 1 : i + 2]);
        groups.push({ factor: xs[i], counts: [xs[i + 1], xs[i + 2]] });
      }
      return colonyCountDec(groups).value;
    },
  },
  // mpn(n1, v1, p1, n2, v2, p2, ...): tubes or wells, volume each (mL), positives → MPN per mL.
  mpn: {
    min: 3,
    max: 30,
    groupOf: 3,
    fn: (xs) => {
      const groups = [];
      for (let i = 0; i < xs.length; i += 3) groups.push({ n: xs[i], volume: xs[i + 1], positive: xs[i + 2] });
      return mpnDec(groups);
    },
  },
};
