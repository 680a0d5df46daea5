// One decimal.js constructor for all measurement arithmetic. A private clone, so nobody else's global
// Decimal.set() can change our precision or rounding mode. 34 significant digits (IEEE decimal128) is far
// beyond any balance or burette; HALF_EVEN is GB/T 8170's "奇进偶舍" should any operation round internally.
import Decimal from 'decimal.js';

export const Dec = Decimal.clone({
  precision: 34,
  rounding: Decimal.ROUND_HALF_EVEN,
  toExpNeg: -20,
  toExpPos: 30,
});
export type Dec = Decimal;

export const ZERO = new Dec(0);
export const ONE = new Dec(1);
export const TWO = new Dec(2);
export const HUNDRED = new Dec(100);

/** Plain decimal numerals only: "12", "-0.5", ".5", "1.2e-3". No hex, no Infinity, no thousands separators. */
const NUMERAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

export function isNumeral(s: string): boolean {
  return NUMERAL.test(s);
}

/** Parses a decimal string; null when it is not a plain numeral (after trimming). */
export function parseDec(s: string): Dec | null {
  const t = s.trim();
  if (!NUMERAL.test(t)) return null;
  const d = new Dec(t);
  return d.isFinite() ? d : null;
}

/** Decimal → string without exponent for everyday magnitudes (the constructor's toExpNeg/toExpPos). */
export function decString(d: Dec): string {
  // -0 is not a value anyone wants on a raw record.
  return d.isZero() ? '0' : d.toString();
}
