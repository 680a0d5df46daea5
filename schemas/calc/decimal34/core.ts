// The integer side of Decimal34: its number format, powers of ten, digit counts, rounding decisions and integer
// square roots, all on BigInt coefficients.
export const PRECISION = 34;
// As decimal.js was configured: exponent notation from 1e30 and at 1e-20 and below; beyond 10^±1000 a value
// overflows to Infinity or underflows to 0, so a runaway formula stops at once.
export const TO_EXP_POS = 30;
export const TO_EXP_NEG = -20;
export const MAX_E = 1000;
export const MIN_E = -1000;
/** x of a non-finite value. An integer (not NaN) so that x stays a small integer field in every instance. */
export const NON_FINITE = 1_000_000_000;

export const ROUND_UP = 0;
export const ROUND_DOWN = 1;
export const ROUND_CEIL = 2;
export const ROUND_FLOOR = 3;
export const ROUND_HALF_UP = 4;
export const ROUND_HALF_DOWN = 5;
export const ROUND_HALF_EVEN = 6;
export type RoundingMode = 0 | 1 | 2 | 3 | 4 | 5 | 6;

// Powers of ten up to a product of two 80-digit numbers; beyond, they are computed (rare: exponents far apart).
const TABLE = 160;
export const POW10: bigint[] = [1n];
for (let i = 1; i <= TABLE; i++) POW10.push(POW10[i - 1] * 10n);
export const pow10 = (k: number): bigint => (k <= TABLE ? POW10[k] : 10n ** BigInt(k));
const SAFE = 9007199254740992n; // 2^53: below it a coefficient's digits are counted on a Number
const NUM10 = POW10.slice(0, 17).map(Number);

/** Decimal digits of a ≥ 0 (1 for 0). */
export function digitsOf(a: bigint): number {
  if (a < SAFE) {
    const v = Number(a);
    let n = 1;
    while (n < 16 && v >= NUM10[n]) n++;
    return n;
  }
  if (a >= POW10[TABLE]) return a.toString().length;
  let lo = 15; // 10^15 < 2^53 ≤ a
  let hi = TABLE; // POW10[lo] ≤ a < POW10[hi]
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (a >= POW10[mid]) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Whether to add one unit to the kept digits q. `half`: the dropped part against half a unit (−1, 0, 1);
 *  `inexact`: anything non-zero was dropped. */
export function roundsUp(q: bigint, half: number, inexact: boolean, neg: boolean, rm: RoundingMode): boolean {
  if (!inexact || rm === ROUND_DOWN) return false;
  if (rm === ROUND_UP) return true;
  if (rm === ROUND_CEIL) return !neg;
  if (rm === ROUND_FLOOR) return neg;
  if (half !== 0) return half > 0;
  return rm === ROUND_HALF_UP || (rm === ROUND_HALF_EVEN && (q & 1n) === 1n);
}

const HALF = POW10.map((p) => p / 2n); // HALF[k] = 5·10^(k−1), half a unit when k digits are dropped
/** Dropped digits r (k of them) and a sticky remainder beyond them, against half a unit. */
export function halfOf(r: bigint, k: number, sticky: boolean): number {
  const h = k <= TABLE ? HALF[k] : pow10(k) / 2n;
  return r > h ? 1 : r < h ? -1 : sticky ? 1 : 0;
}

/** ⌊√a⌋ for a > 0: Newton's iteration from above, started from the float square root. */
export function isqrt(a: bigint): bigint {
  const estimate = Math.sqrt(Number(a));
  let r = Number.isFinite(estimate) ? BigInt(Math.ceil(estimate * (1 + 2 ** -50))) + 1n : 1n << BigInt(Math.ceil(a.toString(2).length / 2));
  for (;;) {
    const next = (r + a / r) >> 1n;
    if (next >= r) return r;
    r = next;
  }
}
