// Decimal34's text: numerals read in one pass, values written as decimal.js writes them.
import { NON_FINITE, POW10 } from './core.ts';

const P18 = POW10[18];
/**
 * a ≥ 0 in decimal, written in 18-digit pieces: Chromium 156's V8 takes ~6 µs to write a BigInt above 2^64 (34
 * digits) but tens of nanoseconds for one below, and the entry grid writes hundreds of values per keystroke.
 */
export function decimalText(a: bigint): string {
  if (a < POW10[19]) return a.toString();
  const hi = a / P18;
  return decimalText(hi) + (a - hi * P18).toString().padStart(18, '0');
}

export function stripZeros(s: string): string {
  let end = s.length;
  while (end > 1 && s.charCodeAt(end - 1) === 48) end--;
  return end === s.length ? s : s.slice(0, end);
}

/** decimal.js's finiteToString: `digits` without trailing zeros, leading exponent e, padded to `sd` digits. */
export function format(digits: string, e: number, exponential: boolean, sd = 0): string {
  const len = digits.length;
  let str = digits;
  let k: number;
  if (exponential) {
    if (sd && (k = sd - len) > 0) str = `${str[0]}.${str.slice(1)}${'0'.repeat(k)}`;
    else if (len > 1) str = `${str[0]}.${str.slice(1)}`;
    return `${str}${e < 0 ? 'e' : 'e+'}${e}`;
  }
  if (e < 0) {
    str = `0.${'0'.repeat(-e - 1)}${str}`;
    if (sd && (k = sd - len) > 0) str += '0'.repeat(k);
  } else if (e >= len) {
    str += '0'.repeat(e + 1 - len);
    if (sd && (k = sd - e - 1) > 0) str = `${str}.${'0'.repeat(k)}`;
  } else {
    if ((k = e + 1) < len) str = `${str.slice(0, k)}.${str.slice(k)}`;
    if (sd && (k = sd - len) > 0) {
      if (e + 1 === len) str += '.';
      str += '0'.repeat(k);
    }
  }
  return str;
}

/** Parses a numeral ("-1.5", ".5", "2.", "1e-3"), "Infinity" or "NaN" into [c, x]; null for anything else. */
export function parse(s: string): [bigint, number] | null {
  const len = s.length;
  let i = 0;
  let ch = s.charCodeAt(0);
  const neg = ch === 45;
  if (neg || ch === 43) ch = s.charCodeAt(++i);
  if (ch === 73 || ch === 78) {
    const rest = s.slice(i);
    if (rest === 'Infinity') return [neg ? -1n : 1n, NON_FINITE];
    if (rest === 'NaN') return [0n, NON_FINITE];
    return null;
  }
  // Up to 15 digits the coefficient is accumulated exactly in a Number: BigInt(number) costs less than BigInt(text).
  const start = i;
  let acc = 0;
  let count = 0;
  let frac = 0;
  let point = -1;
  for (; i < len; i++) {
    ch = s.charCodeAt(i);
    if (ch >= 48 && ch <= 57) {
      acc = acc * 10 + (ch - 48);
      count++;
    } else if (ch === 46 && point < 0) point = i;
    else break;
  }
  if (count === 0) return null;
  if (point >= 0) frac = i - point - 1;
  const end = i;
  let exp = 0;
  if (i < len) {
    if (ch !== 101 && ch !== 69) return null;
    ch = s.charCodeAt(++i);
    const negExp = ch === 45;
    if (negExp || ch === 43) i++;
    if (i === len) return null;
    for (; i < len; i++) {
      ch = s.charCodeAt(i);
      if (ch < 48 || ch > 57) return null;
      exp = exp * 10 + (ch - 48);
    }
    if (negExp) exp = -exp;
  }
  const digits = count <= 15 ? null : point < 0 ? s.slice(start, end) : s.slice(start, point) + s.slice(point + 1, end);
  const c = digits === null ? BigInt(acc) : BigInt(digits);
  return [neg ? -c : c, c === 0n ? 0 : exp - frac];
}
