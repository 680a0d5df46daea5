// The engine's numbers. Dec (Decimal34) keeps 34 significant digits (IEEE decimal128, far beyond any balance or
// burette) with HALF_EVEN, GB/T 8170's "奇进偶舍", should an operation round; + − × ÷ are exact or correctly rounded.
// DecT is decimal.js for what Dec leaves to it: logarithms, exp and fractional powers.
import Decimal from 'decimal.js';
import { Decimal34, parseNumeral } from './decimal34/index.ts';

export const Dec = Decimal34;
export type Dec = Decimal34;

/**
 * Transcendental functions (log, ln, exp, fractional powers) run at 20 significant digits: results are rounded to
 * at most 4–5 significant figures, and decimal.js's series at 34 digits cost several times more.
 */
export const DecT = Decimal.clone({
  precision: 20,
  rounding: Decimal.ROUND_HALF_EVEN,
  toExpNeg: -20,
  toExpPos: 30,
  // No measurement comes near 10^±1000; tighter exponent limits turn a runaway exp() into Infinity at once.
  maxE: 1000,
  minE: -1000,
});
export type DecT = Decimal;
/** A Dec as a DecT (exactly: the constructor does not round). */
export const toT = (d: Dec): DecT => new DecT(d.toString());

export const ZERO = new Dec(0);
export const ONE = new Dec(1);
export const TWO = new Dec(2);
export const HUNDRED = new Dec(100);

/**
 * Parses a decimal string (trimmed); null unless it is a plain finite numeral: "12", "-0.5", ".5", "1.2e-3". No hex,
 * no Infinity, no thousands separators.
 */
export function parseDec(s: string): Dec | null {
  return parseNumeral(s.trim());
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
