// The engine's numbers: one decimal.js constructor for all measurement arithmetic. A private clone, so nobody
// else's global Decimal.set() can change our precision or rounding mode. 34 significant digits (IEEE decimal128)
// is far beyond any balance or burette; HALF_EVEN is GB/T 8170's "奇进偶舍" should an operation round internally.
// decimal.js rounds + − × ÷ and √ correctly. One piece runs beside it for speed, 10^x (expr/pow10.ts), with
// decimal.js's digits: without it a 1,000-row electrode record missed the server's recomputation budget.
import Decimal from 'decimal.js';

export const Dec = Decimal.clone({
  precision: 34,
  rounding: Decimal.ROUND_HALF_EVEN,
  toExpNeg: -20,
  toExpPos: 30,
  // No measurement comes near 10^±1000; tighter exponent limits turn a runaway exp() into Infinity at once.
  maxE: 1000,
  minE: -1000,
});
export type Dec = Decimal;

/**
 * Transcendental functions (log, ln, exp, fractional powers) run at 20 significant digits: results are rounded to
 * at most 4–5 significant figures, and decimal.js's series at 34 digits cost several times more.
 */
export const DecT = Dec.clone({ precision: 20 });
export type DecT = Decimal;
/** A Dec as a DecT (exactly: decimal.js's constructor does not round). */
export const toT = (d: Dec): DecT => new DecT(d);

export const ZERO = new Dec(0);
export const ONE = new Dec(1);
export const TWO = new Dec(2);
export const HUNDRED = new Dec(100);

/** Plain decimal numerals only: "12", "-0.5", ".5", "1.2e-3". No hex, no Infinity, no thousands separators. */
const NUMERAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Parses a decimal string (trimmed); null unless it is a plain finite numeral: "12", "-0.5", ".5", "1.2e-3".
 * Beyond 10^1000 decimal.js gives Infinity (null here); below 10^-1000 it gives 0.
 */
export function parseDec(s: string): Dec | null {
  const t = s.trim();
  // A record repeats its numerals (volumes, dilutions, blanks, a pasted column): each is parsed once. Decimals are
  // immutable, so one instance serves every cell that has the same text.
  let d = numerals.get(t);
  if (d !== undefined) return d;
  if (!NUMERAL.test(t)) return null;
  d = new Dec(t);
  if (!d.isFinite()) return null;
  if (numerals.size >= 20_000) numerals.clear();
  numerals.set(t, d);
  return d;
}
const numerals = new Map<string, Dec>();

/**
 * x.cmp(y) by decimal.js's own steps, without the copy of y it makes first (`new Ctor(y)`): the engine compares
 * every result with its MDL, tiers and ranges, and those copies were a tenth of its allocations. Both are Decs.
 */
export function cmpDec(x: Dec, y: Dec): number {
  const xd = x.d;
  const yd = y.d;
  const xs = x.s;
  const ys = y.s;
  // NaN or ±Infinity: leave it to decimal.js.
  if (!xd || !yd) return x.cmp(y);
  if (!xd[0] || !yd[0]) return xd[0] ? xs : yd[0] ? -ys : 0;
  if (xs !== ys) return xs;
  if (x.e !== y.e) return x.e > y.e !== xs < 0 ? 1 : -1;
  const xdL = xd.length;
  const ydL = yd.length;
  for (let i = 0, j = xdL < ydL ? xdL : ydL; i < j; ++i) if (xd[i] !== yd[i]) return xd[i] > yd[i] !== xs < 0 ? 1 : -1;
  return xdL === ydL ? 0 : xdL > ydL !== xs < 0 ? 1 : -1;
}
/** |x| compared with a positive y, without the |x| copy. */
export function cmpAbs(x: Dec, y: Dec): number {
  return x.s < 0 ? cmpDec(x.neg(), y) : cmpDec(x, y);
}

const parsed = new Map<string, Dec>();
/** Parses a trusted numeral from a template (MDL, limits, tiers) once and caches it. */
export function decOf(s: string): Dec {
  let d = parsed.get(s);
  if (!d) {
    if (parsed.size > 10_000) parsed.clear();
    parsed.set(s, (d = new Dec(s)));
  }
  return d;
}

/** Decimal → string without exponent for everyday magnitudes (the constructor's toExpNeg/toExpPos). */
export function decString(d: Dec): string {
  // -0 is not a value anyone wants on a raw record.
  return d.isZero() ? '0' : d.toString();
}
