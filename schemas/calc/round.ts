// GB/T 8170-2008 rounding (数值修约), on decimal strings.
//  - first discarded digit < 5: drop; > 5, or 5 followed by non-zero digits: round up;
//  - exactly 5 (nothing or only zeros after it): round to the even kept digit (1.050 → 1.0, 0.35 → 0.4);
//  - negative numbers: round the absolute value, then put the sign back (−0.0365 → −0.036);
//  - round once, from the full value (8.53459 to 3 s.f. is 8.53, never via 8.535 → 8.54).
// Output keeps trailing zeros to the requested digits ("1.0", "0.250"), because a lab report shows them.
// Significant figures that stop left of the units digit are written in E notation ("2.5E3" for 2500 to 2 s.f.):
// still a decimal string any parser reads, and it does not pretend that the zeros of "2500" are significant.
// toReportNotation() turns it into the 2.5×10³ a report prints.
import { Dec, decOf, parseDec } from './decimal.ts';

/**
 * `maxSignificant` caps the significant figures a decimals rule may give ("保留两位小数，最多保留三位有效数字":
 * 12.345 → 12.3, not 12.35). When the value rounded to `decimals` would carry more figures than the cap, the cap is
 * applied instead, again from the full value (GB/T 8170: round once).
 */
export type RoundRule = { decimals: number; maxSignificant?: number } | { significant: number };
/** GB/T 8170 §3.3 also allows 0.5-unit and 0.2-unit rounding (e.g. flash point to 0.5 °C). */
export type IncrementRule = { increment: string };
/** As many decimals as the MDL has ("小数位数与方法检出限保持一致"), optionally capped in significant figures. */
export type MdlRule = { mdlDecimals: true; maxSignificant?: number };
export type AnyRoundRule = RoundRule | IncrementRule | MdlRule;

function checkDigits(n: number, min: number, what: string): void {
  if (!Number.isInteger(n) || n < min || n > 100) throw new RangeError(`roundGB8170: ${what} must be an integer ${min}..100`);
}

/** A negative value that rounds to zero: toFixed writes "-0.00", a raw record writes "0.00". */
const NEGATIVE_ZERO = /^-[0.]*$/;

/**
 * Rounds a Decimal; the rule is assumed valid (use roundGB8170 for checked input). `mdl` (as written) serves the
 * MDL rule; without it that rule rounds to an integer.
 * HALF_EVEN is symmetric in the sign, so rounding the value itself is rounding its absolute value and putting the
 * sign back, with no abs() copy: this runs once per result per row.
 */
export function roundDec(value: Dec, rule: AnyRoundRule, mdl?: string): string {
  if ('decimals' in rule || 'mdlDecimals' in rule) {
    const decimals = 'decimals' in rule ? rule.decimals : mdl === undefined ? 0 : decimalsOf(mdl);
    const s = value.toFixed(decimals, Dec.ROUND_HALF_EVEN);
    const cap = rule.maxSignificant;
    if (cap !== undefined && significantOf(s) > cap) return roundDec(value, { significant: cap });
    return value.isNeg() && NEGATIVE_ZERO.test(s) ? s.slice(1) : s;
  }
  if ('significant' in rule) {
    if (value.isZero()) return '0';
    const n = rule.significant;
    if (value.isFinite()) {
      // One rounding and one string: toPrecision writes n significant digits, and switches to E notation exactly
      // when they stop left of the units digit (or below 1e-19, which the general path below writes out in full).
      const s = value.toPrecision(n, Dec.ROUND_HALF_EVEN);
      const at = s.indexOf('e');
      if (at < 0) return s;
      const e = Number(s.slice(at + 1));
      if (e >= n) return `${s.slice(0, at)}E${e}`;
    }
    const r = value.toSignificantDigits(n, Dec.ROUND_HALF_EVEN);
    const exp = r.e; // exponent of the leading digit, after rounding (99.6 → 1.0E2)
    if (exp - n + 1 > 0) {
      const [mantissa, e] = r.toExponential(n - 1).split('e');
      return `${mantissa}E${Number(e)}`;
    }
    return r.toFixed(n - 1 - exp);
  }
  const neg = value.isNeg();
  const inc = decOf(rule.increment);
  const places = Math.max(0, inc.decimalPlaces());
  const r = value.abs().div(inc).toDecimalPlaces(0, Dec.ROUND_HALF_EVEN).times(inc);
  const s = r.toFixed(places);
  return neg && !r.isZero() ? `-${s}` : s;
}

/** Decimals as written ("0.10" → 2, "7" → 0): an MDL's trailing zeros count. */
export function decimalsOf(numeral: string): number {
  const m = /^[+-]?\d*(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(numeral.trim());
  if (!m) return 0;
  return Math.max(0, (m[1]?.length ?? 0) - Number(m[2] ?? 0));
}

/** Significant figures a plain rounded numeral shows: from its first non-zero digit to its last digit. */
function significantOf(s: string): number {
  let n = 0;
  let started = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) continue;
    if (c !== 48) started = true;
    if (started) n++;
  }
  return n;
}

/**
 * 只舍不入 for a correlation coefficient (水和废水监测分析方法 第四版): truncate |r|, keeping decimals up to and
 * including the first digit that is not 9, at most `maxDecimals` (4) when they are all 9; the sign is kept.
 * 0.99989 → 0.9998, 0.99898 → 0.998, 0.999996 → 0.9999, 0.9952 → 0.995. Never rounds up, so a failing r never
 * prints as a passing one.
 */
export function truncateR(r: Dec, maxDecimals = 4): string {
  const abs = r.abs();
  if (abs.gte(1)) return r.isNeg() ? '-1' : '1'; // a perfect fit has no decimals to keep
  const full = abs.toFixed(34, Dec.ROUND_DOWN);
  const [int, frac = ''] = full.split('.');
  let keep = 0;
  while (keep < maxDecimals && keep < frac.length) {
    keep++;
    if (frac[keep - 1] !== '9') break;
  }
  const body = keep === 0 ? int : `${int}.${frac.slice(0, keep)}`;
  return r.isNeg() && !/^[0.]*$/.test(body) ? `-${body}` : body;
}

/**
 * GB/T 8170 rounding of a decimal string. Throws TypeError for a non-numeral value and RangeError for an invalid
 * rule: both are programming errors. evaluateRecord validates its inputs first and never lets these escape.
 */
export function roundGB8170(value: string, rule: AnyRoundRule, mdl?: string): string {
  const d = parseDec(value);
  if (d === null) throw new TypeError(`roundGB8170: not a decimal numeral: ${JSON.stringify(value)}`);
  if ('decimals' in rule) checkDigits(rule.decimals, 0, 'decimals');
  else if ('mdlDecimals' in rule) {
    if (mdl === undefined || parseDec(mdl) === null) throw new RangeError('roundGB8170: an MDL rule needs the MDL as a numeral');
  } else if ('significant' in rule) checkDigits(rule.significant, 1, 'significant');
  else {
    const inc = parseDec(rule.increment);
    if (inc === null || !inc.gt(0)) throw new RangeError('roundGB8170: increment must be a positive numeral');
  }
  if ('maxSignificant' in rule && rule.maxSignificant !== undefined) checkDigits(rule.maxSignificant, 1, 'maxSignificant');
  return roundDec(d, rule, mdl);
}

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** "2.5E3" → "2.5×10³" (report form); plain numerals are returned unchanged. */
export function toReportNotation(s: string): string {
  if (!s.includes('E') && !s.includes('e')) return s;
  const m = /^(-?[\d.]+)[eE]([+-]?\d+)$/.exec(s);
  if (!m) return s;
  const exp = String(Number(m[2])).replace(/./g, (c) => SUPERSCRIPT[c] ?? c);
  return `${m[1]}×10${exp}`;
}
