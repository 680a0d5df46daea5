// The functions a formula may call. `if` is not here: it is lazy and handled by the compiler.
import Decimal from 'decimal.js';
import { Dec, DecT, ZERO, toT } from '../decimal.ts';
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
const LN10 = new DecT(10).ln();

/*
 * e^t for 0 ≤ t < ln 10, correctly rounded to DecT's 20 digits: exactly what DecT's exp() returns (decimal.js rounds
 * its exp correctly) at under half its cost. With m = ⌊65536·t⌋ written in base 16 as j·4096 + k·256 + l·16 + q,
 * e^t = e^(j/16) · e^(k/256) · e^(l/4096) · e^(q/65536) · e^r, 0 ≤ r < 1/65536: four small tables, then e^r by its
 * Taylor series to r^6/6! (the rest is below 1e-37). At Dec's 34 digits the ~25 roundings (the tables' included)
 * leave an error below 2e-32 of the value; when the value ± 1e-30 of itself does not round to one 20-digit number, the answer comes from
 * DecT's exp() itself. So the 20 digits are always the same as before (results are then rounded to ≤ 5 figures).
 */
const EPS = new Dec('1e-30');
const TAYLOR = 6;
/** A 60-digit table entry kept to Dec's 34 digits: a 60-digit factor made every product a 94-digit one. */
const dec34 = (x: Decimal): Dec => new Dec(x.toSignificantDigits(Dec.precision));
let expTables: { levels: Dec[][]; inverseFactorials: Dec[] } | null = null;
function tables(): NonNullable<typeof expTables> {
  if (expTables) return expTables;
  const P = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_EVEN });
  const levels = [16, 256, 4096, 65536].map((steps, i) => {
    const step = new P(1).div(steps).exp();
    const row = [new P(1)];
    while (row.length < (i === 0 ? 37 : 16)) row.push(row[row.length - 1].times(step)); // e^(36/16) > 10 > e^t
    return row.map(dec34);
  });
  const inverseFactorials = [new P(1)];
  for (let k = 1; k <= TAYLOR; k++) inverseFactorials.push(inverseFactorials[k - 1].div(k));
  return (expTables = { levels, inverseFactorials: inverseFactorials.map(dec34) });
}

function exp20(t: DecT): Dec {
  if (!t.isFinite() || t.isNeg()) return new Dec(t.exp());
  const { levels, inverseFactorials } = tables();
  const u = new Dec(t).times(65536); // exact: t has at most 20 digits
  const m = u.floor().toNumber();
  const r = u.minus(m).div(65536); // exact (÷2^16 terminates)
  let p = inverseFactorials[TAYLOR];
  for (let k = TAYLOR - 1; k >= 0; k--) p = p.times(r).plus(inverseFactorials[k]);
  const [e16, e256, e4096, e65536] = levels;
  const approx = p.times(e16[m >> 12]).times(e256[(m >> 8) & 15]).times(e4096[(m >> 4) & 15]).times(e65536[m & 15]);
  const margin = approx.times(EPS);
  const lo = approx.minus(margin).toSignificantDigits(DecT.precision, Dec.ROUND_HALF_EVEN);
  const hi = approx.plus(margin).toSignificantDigits(DecT.precision, Dec.ROUND_HALF_EVEN);
  return lo.eq(hi) ? lo : new Dec(t.exp());
}

/** 10^x = 10^n · e^(f·ln 10) with n = ⌊x⌋, f ∈ [0, 1): for electrode curves (E = a + b·lg m). */
function pow10(x: Dec): Dec {
  if (x.isInteger()) return TEN.pow(x);
  const n = x.floor();
  return exp20(toT(x.minus(n)).times(LN10)).times(TEN.pow(n));
}

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
  mpn: { min: 3, max: 30, groupOf: 3, fn: (xs) => {
    const groups = [];
    for (let i = 0; i < xs.length; i += 3) groups.push({ n: xs[i], volume: xs[i + 1], positive: xs[i + 2] });
    return mpnDec(groups);
  } },
};
