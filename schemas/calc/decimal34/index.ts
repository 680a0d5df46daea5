// Decimal34: the engine's number, value = c × 10^x with c a BigInt. Every operation keeps 34 significant digits
// (IEEE decimal128) rounded half-even, and + − × ÷ are correctly rounded: the same digits decimal.js gives at
// precision 34, which this replaces in the engine because on small BigInts an operation costs a third as much.
// One class with the decimal.js methods the engine calls (hence its length); logarithms, exp and fractional powers
// go to decimal.js itself. A value is immutable. There is no −0: a zero is 0, which only decimal.js's sign of zero
// would tell apart.
import Decimal from 'decimal.js';
import {
  MAX_E, MIN_E, NON_FINITE, POW10, PRECISION, ROUND_CEIL, ROUND_DOWN, ROUND_FLOOR, ROUND_HALF_DOWN, ROUND_HALF_EVEN,
  ROUND_HALF_UP, ROUND_UP, TO_EXP_NEG, TO_EXP_POS, digitsOf, halfOf, isqrt, pow10, roundsUp, type RoundingMode,
} from './core.ts';
import { decimalText, format, parse, stripZeros } from './text.ts';

export { ROUND_CEIL, ROUND_DOWN, ROUND_FLOOR, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_UP, type RoundingMode };

export type DecInput = string | number | bigint | Decimal34 | Decimal;
/** What an operation takes besides a Decimal34: a numeral or a number, as decimal.js does. */
type Operand = Decimal34 | string | number;
const val = (y: Operand): Decimal34 => (y instanceof Decimal34 ? y : new Decimal34(y));

export class Decimal34 {
  static readonly precision = PRECISION;
  static readonly rounding = ROUND_HALF_EVEN;
  static readonly ROUND_UP = ROUND_UP;
  static readonly ROUND_DOWN = ROUND_DOWN;
  static readonly ROUND_CEIL = ROUND_CEIL;
  static readonly ROUND_FLOOR = ROUND_FLOOR;
  static readonly ROUND_HALF_UP = ROUND_HALF_UP;
  static readonly ROUND_HALF_DOWN = ROUND_HALF_DOWN;
  static readonly ROUND_HALF_EVEN = ROUND_HALF_EVEN;

  /** Signed coefficient (0n for zero and NaN, ±1n for ±Infinity). */
  readonly c: bigint;
  /** Power of ten: value = c × 10^x; NON_FINITE for ±Infinity and NaN. */
  readonly x: number;
  /** Digits of |c|, counted on first use. */
  private n = 0;
  /** Digits of |c| without trailing zeros, written on first use. */
  private s: string | undefined = undefined;

  /** A numeral ("-1.25e3", "Infinity", "NaN"), a number, a BigInt (with `exponent`, and its digit count when
   *  known), or a Decimal of either kind. */
  constructor(v: DecInput, exponent = 0, digits = 0) {
    if (typeof v === 'bigint') {
      this.c = v;
      this.x = v === 0n ? 0 : exponent;
      this.n = digits;
      return;
    }
    if (v instanceof Decimal34) {
      this.c = v.c;
      this.x = v.x;
      this.n = v.n;
      this.s = v.s;
      return;
    }
    const s = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : v.toString();
    const parsed = parse(s);
    if (parsed === null) throw new Error(`[DecimalError] Invalid argument: ${s}`);
    let [c, x] = parsed;
    if (x !== NON_FINITE && c !== 0n) {
      const e = x + digitsOf(c < 0n ? -c : c) - 1;
      if (e > MAX_E) [c, x] = [c < 0n ? -1n : 1n, NON_FINITE];
      else if (e < MIN_E) [c, x] = [0n, 0];
    }
    this.c = c;
    this.x = x;
  }

  static min(...xs: Decimal34[]): Decimal34 {
    return xs.reduce((m, v) => (v.lt(m) || v.isNaN() ? v : m));
  }

  static max(...xs: Decimal34[]): Decimal34 {
    return xs.reduce((m, v) => (v.gt(m) || v.isNaN() ? v : m));
  }

  private digits(): number {
    return this.n || (this.n = digitsOf(this.c < 0n ? -this.c : this.c));
  }

  /** decimal.js's `e`: the exponent of the leading digit (0 for zero). */
  get e(): number {
    return this.c === 0n ? 0 : this.x + this.digits() - 1;
  }

  isFinite(): boolean {
    return this.x !== NON_FINITE;
  }
  isNaN(): boolean {
    return this.x === NON_FINITE && this.c === 0n;
  }
  isZero(): boolean {
    return this.c === 0n && this.x === 0;
  }
  isNeg(): boolean {
    return this.c < 0n;
  }
  isPositive(): boolean {
    return this.c > 0n || this.isZero();
  }
  isInteger(): boolean {
    return this.isFinite() && (this.x >= 0 || this.c % pow10(-this.x) === 0n);
  }

  neg(): Decimal34 {
    return this.c === 0n ? this : new Decimal34(-this.c, this.x);
  }
  abs(): Decimal34 {
    return this.c < 0n ? new Decimal34(-this.c, this.x) : this;
  }

  plus(v: Operand): Decimal34 {
    const y = val(v);
    if (!this.isFinite() || !y.isFinite()) return nonFinite(this.sign() + y.sign());
    if (y.c === 0n) return round(this.c, this.x, false);
    if (this.c === 0n) return round(y.c, y.x, false);
    const d = this.x - y.x;
    if (d === 0) return round(this.c + y.c, this.x, false);
    return d > 0 ? round(this.c * pow10(d) + y.c, y.x, false) : round(this.c + y.c * pow10(-d), this.x, false);
  }
  minus(y: Operand): Decimal34 {
    return this.plus(val(y).neg());
  }
  times(y: Operand): Decimal34 {
    const b = val(y);
    if (!this.isFinite() || !b.isFinite()) return nonFinite(this.sign() * b.sign());
    if (this.c === 0n || b.c === 0n) return ZERO;
    return round(this.c * b.c, this.x + b.x, false, this.digits() + b.digits() - 1);
  }
  div(y: Operand): Decimal34 {
    const b = val(y);
    if (!this.isFinite() || !b.isFinite() || b.c === 0n) return nonFinite(this.sign() / b.sign());
    if (this.c === 0n) return this;
    // Scale so the quotient q has 34 or 35 digits: with 34 the remainder rounds it, with 35 its last digit does.
    const na = this.digits();
    const nb = b.digits();
    const s = PRECISION + nb - na;
    const num = s > 0 ? this.c * pow10(s) : this.c;
    const den = s < 0 ? b.c * pow10(-s) : b.c;
    const neg = (num < 0n) !== (den < 0n);
    const n = num < 0n ? -num : num;
    const d = den < 0n ? -den : den;
    let q = n / d;
    const r = n - q * d;
    let x = this.x - b.x - s;
    if (q < POW10[PRECISION]) {
      const twice = r * 2n;
      if (roundsUp(q, twice > d ? 1 : twice < d ? -1 : 0, r !== 0n, neg, ROUND_HALF_EVEN)) q += 1n;
    } else {
      const kept = q / 10n;
      const last = q - kept * 10n;
      if (roundsUp(kept, halfOf(last, 1, r !== 0n), last !== 0n || r !== 0n, neg, ROUND_HALF_EVEN)) q = kept + 1n;
      else q = kept;
      x += 1;
    }
    if (q === POW10[PRECISION]) {
      q = POW10[PRECISION - 1];
      x += 1;
    }
    return finish(neg ? -q : q, x, PRECISION);
  }

  /** Integer powers exactly, then rounded once; others by decimal.js at 34 digits. */
  pow(v: Operand): Decimal34 {
    const y = val(v);
    if (y.isInteger() && y.isFinite() && this.isFinite() && !(this.c === 0n && y.c < 0n)) {
      const k = Number(y.toString());
      if (Math.abs(k) * Math.max(1, this.digits()) <= 4000) {
        if (k === 0) return ONE;
        const p = round(this.c ** BigInt(Math.abs(k)), this.x * Math.abs(k), false);
        return k > 0 ? p : ONE.div(new Decimal34(this.c ** BigInt(-k), this.x * -k));
      }
    }
    return new Decimal34(new Ref(this.toString()).pow(y.toString()));
  }
  /** Correctly rounded, as decimal.js's: the integer square root of the coefficient widened to 70+ digits. */
  sqrt(): Decimal34 {
    if (!this.isFinite() || this.c <= 0n) return this.c < 0n ? nonFinite(NaN) : this;
    const odd = this.x % 2 !== 0;
    const k = Math.max(0, 2 * PRECISION + 2 - this.digits() - (odd ? 1 : 0)) >> 1; // 10^(2k) widening
    const c = this.c * pow10(2 * k + (odd ? 1 : 0));
    const root = isqrt(c);
    return round(root, (this.x - (odd ? 1 : 0)) / 2 - k, root * root !== c);
  }
  log(base: Operand = 10): Decimal34 {
    return new Decimal34(new Ref(this.toString()).log(val(base).toString()));
  }

  cmp(v: Operand): number {
    const y = val(v);
    if (!this.isFinite() || !y.isFinite()) {
      const a = this.sign();
      const b = y.sign();
      return a < b ? -1 : a > b ? 1 : a === b ? 0 : NaN;
    }
    const sa = this.c < 0n ? -1 : this.c > 0n ? 1 : 0;
    const sb = y.c < 0n ? -1 : y.c > 0n ? 1 : 0;
    if (sa !== sb || sa === 0) return sa > sb ? 1 : sa < sb ? -1 : 0;
    const ea = this.e;
    const eb = y.e;
    if (ea !== eb) return (ea > eb ? 1 : -1) * sa;
    const d = this.x - y.x;
    const a = d > 0 ? this.c * pow10(d) : this.c;
    const b = d < 0 ? y.c * pow10(-d) : y.c;
    return a > b ? 1 : a < b ? -1 : 0;
  }
  eq(y: Operand): boolean {
    return this.cmp(y) === 0;
  }
  lt(y: Operand): boolean {
    return this.cmp(y) < 0;
  }
  lte(y: Operand): boolean {
    return this.cmp(y) <= 0;
  }
  gt(y: Operand): boolean {
    return this.cmp(y) > 0;
  }
  gte(y: Operand): boolean {
    return this.cmp(y) >= 0;
  }

  /** The value rounded so its last kept digit is at 10^target. */
  private quantize(target: number, rm: RoundingMode): Decimal34 {
    if (!this.isFinite() || this.x >= target) return this;
    const neg = this.c < 0n;
    const a = neg ? -this.c : this.c;
    const k = target - this.x;
    // All digits dropped (k beyond the coefficient's length): q = 0, r = a < p.
    const p = k > this.digits() + 1 ? undefined : pow10(k);
    let q = p === undefined ? 0n : a / p;
    const r = p === undefined ? a : a - q * p;
    if (roundsUp(q, p === undefined ? -1 : halfOf(r, k, false), r !== 0n, neg, rm)) q += 1n;
    return new Decimal34(neg ? -q : q, target);
  }
  toSignificantDigits(sd: number, rm: RoundingMode = ROUND_HALF_EVEN): Decimal34 {
    return this.quantize(this.e - sd + 1, rm);
  }
  toDecimalPlaces(dp: number, rm: RoundingMode = ROUND_HALF_EVEN): Decimal34 {
    return this.quantize(-dp, rm);
  }
  floor(): Decimal34 {
    return this.quantize(0, ROUND_FLOOR);
  }
  ceil(): Decimal34 {
    return this.quantize(0, ROUND_CEIL);
  }
  round(): Decimal34 {
    return this.quantize(0, ROUND_HALF_EVEN);
  }
  /** Digits after the point (none for an integer). */
  decimalPlaces(): number {
    const [digits, e] = this.normal();
    return Math.max(0, digits.length - 1 - e);
  }
  /** Significant digits, trailing zeros not counted. */
  sd(): number {
    return this.normal()[0].length;
  }

  toString(): string {
    if (!this.isFinite()) return this.isNaN() ? 'NaN' : this.c < 0n ? '-Infinity' : 'Infinity';
    const e = this.e;
    return this.signed(format(this.normal()[0], e, e <= TO_EXP_NEG || e >= TO_EXP_POS));
  }
  toJSON(): string {
    return this.toString();
  }
  toNumber(): number {
    return Number(this.toString());
  }
  toFixed(dp: number, rm: RoundingMode = ROUND_HALF_EVEN): string {
    if (!this.isFinite()) return this.toString();
    const [digits, e] = this.rounded(this.e + 1 + dp, rm);
    const s = format(digits, e, false, dp + e + 1);
    // decimal.js keeps the minus of a negative value that rounds to zero ("-0.00"); round.ts drops it.
    return this.c < 0n ? `-${s}` : s;
  }
  toPrecision(sd: number, rm: RoundingMode = ROUND_HALF_EVEN): string {
    if (!this.isFinite()) return this.toString();
    const [digits, e] = this.rounded(sd, rm);
    return this.signed(format(digits, e, sd <= e || e <= TO_EXP_NEG, sd));
  }
  toExponential(dp: number, rm: RoundingMode = ROUND_HALF_EVEN): string {
    if (!this.isFinite()) return this.toString();
    const [digits, e] = this.rounded(dp + 1, rm);
    return this.signed(format(digits, e, true, dp + 1));
  }

  /**
   * The value's first `keep` significant digits, rounded, as [digits without trailing zeros, leading exponent]:
   * on the digit string, which the writing needs anyway, instead of dividing the coefficient.
   */
  private rounded(keep: number, rm: RoundingMode): [string, number] {
    const digits = this.digitString();
    const e = this.e;
    if (keep >= digits.length) return [digits, e];
    // The dropped part is not zero (no trailing zeros): its first digit, and whether any follow, place it.
    const first = keep < 0 ? 48 : digits.charCodeAt(keep);
    const half = first > 53 ? 1 : first < 53 ? -1 : keep + 1 < digits.length ? 1 : 0;
    const kept = keep > 0 ? digits.slice(0, keep) : '';
    const odd = kept !== '' && (kept.charCodeAt(kept.length - 1) & 1) === 1;
    if (!roundsUp(odd ? 1n : 0n, half, true, this.c < 0n, rm)) return kept === '' ? ['0', 0] : [stripZeros(kept), e];
    if (keep <= 0) return ['1', e - keep + 1]; // one unit of the last kept place
    let i = kept.length - 1;
    while (i >= 0 && kept.charCodeAt(i) === 57) i--; // 9s carry
    if (i < 0) return ['1', e + 1];
    return [kept.slice(0, i) + String.fromCharCode(kept.charCodeAt(i) + 1), e];
  }

  /** −1, 0 or 1 for a finite value, else ±Infinity or NaN: enough to combine it with a non-finite one. */
  private sign(): number {
    if (this.x === NON_FINITE) return this.c === 0n ? NaN : this.c < 0n ? -Infinity : Infinity;
    return this.c < 0n ? -1 : this.c > 0n ? 1 : 0;
  }

  private signed(s: string): string {
    return this.c < 0n ? `-${s}` : s;
  }
  /** The digits of |c| without trailing zeros ("0" for zero). */
  private digitString(): string {
    return this.s ?? (this.s = this.c === 0n ? '0' : stripZeros(decimalText(this.c < 0n ? -this.c : this.c)));
  }
  /** The digits and the exponent of the first. */
  private normal(): [string, number] {
    return [this.digitString(), this.e];
  }
}

const ONE = new Decimal34(1n, 0);

/** decimal.js at the same precision, for sqrt and fractional powers. */
const Ref = Decimal.clone({ precision: PRECISION, rounding: ROUND_HALF_EVEN, toExpNeg: TO_EXP_NEG, toExpPos: TO_EXP_POS, maxE: MAX_E, minE: MIN_E });

function nonFinite(v: number): Decimal34 {
  return v !== v ? new Decimal34('NaN') : new Decimal34(v > 0 ? 'Infinity' : v < 0 ? '-Infinity' : '0');
}

/**
 * c × 10^x rounded to 34 significant digits; `sticky`: the exact value is a little beyond c (a remainder).
 * `atLeast`, when given: |c| has that many digits or one more (a product's or quotient's), one comparison.
 */
function round(c: bigint, x: number, sticky: boolean, atLeast = 0): Decimal34 {
  if (c === 0n) return ZERO;
  const neg = c < 0n;
  let a = neg ? -c : c;
  let n = atLeast > 0 ? (a >= pow10(atLeast) ? atLeast + 1 : atLeast) : digitsOf(a);
  if (n > PRECISION) {
    const k = n - PRECISION;
    const p = pow10(k);
    let q = a / p;
    const r = a - q * p;
    if (roundsUp(q, halfOf(r, k, sticky), r !== 0n || sticky, neg, ROUND_HALF_EVEN)) q += 1n;
    x += k;
    if (q === POW10[PRECISION]) {
      q = POW10[PRECISION - 1];
      x += 1;
    }
    a = q;
    n = PRECISION;
  }
  return finish(neg ? -a : a, x, n);
}

/** c × 10^x with |c| of n digits, or ±Infinity or 0 beyond the exponent limits. */
function finish(c: bigint, x: number, n: number): Decimal34 {
  const e = x + n - 1;
  if (e > MAX_E) return nonFinite(c < 0n ? -1 : 1);
  if (e < MIN_E) return ZERO;
  return new Decimal34(c, x, n);
}
const ZERO = new Decimal34(0n, 0);

/** A numeral ("-1.5", ".5", "2.", "1.2e-3"; no spaces) as a finite Decimal34, in one pass; null for anything else,
 *  for Infinity and NaN, and beyond 10^1000 (below 10^-1000 it is 0, as in decimal.js). */
export function parseNumeral(s: string): Decimal34 | null {
  const parsed = parse(s);
  if (parsed === null || parsed[1] === NON_FINITE) return null;
  const [c, x] = parsed;
  if (c === 0n) return ZERO;
  const n = digitsOf(c < 0n ? -c : c);
  const e = x + n - 1;
  if (e > MAX_E) return null;
  return e < MIN_E ? ZERO : new Decimal34(c, x, n);
}

/** 1/d when it is exact in at most 34 digits (|d| = 2^i·5^j·10^k), else null: x ÷ 100 becomes x × 0.01. */
export function exactReciprocal(d: Decimal34): Decimal34 | null {
  if (!d.isFinite() || d.c === 0n) return null;
  const abs = d.c < 0n ? -d.c : d.c;
  let a = abs;
  let twos = 0;
  let fives = 0;
  for (; a % 2n === 0n; twos++) a /= 2n;
  for (; a % 5n === 0n; fives++) a /= 5n;
  if (a !== 1n) return null;
  const k = Math.max(twos, fives);
  const inv = pow10(k) / abs;
  const r = new Decimal34(d.c < 0n ? -inv : inv, -k - d.x);
  return r.sd() <= PRECISION ? r : null;
}
