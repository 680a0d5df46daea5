// GB/T 8170 rounding: the standard's examples, and properties checked against an independent reference that
// works on digit strings with BigInt (no decimal.js, no floats).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundGB8170, toReportNotation } from '../../../schemas/calc/index.ts';

/** Reference: round |v| to `n` decimals, half to even, on the digits; sign put back unless the result is zero. */
function refDecimals(v: string, n: number): string {
  const neg = v.startsWith('-');
  const [ip, fp = ''] = v.replace(/^[-+]/, '').split('.');
  const scale = fp.length;
  let digits = BigInt(ip + fp);
  let q: bigint;
  if (n >= scale) q = digits * 10n ** BigInt(n - scale);
  else {
    const d = 10n ** BigInt(scale - n);
    q = digits / d;
    const r2 = 2n * (digits % d);
    if (r2 > d || (r2 === d && q % 2n === 1n)) q += 1n;
  }
  digits = q;
  let s = q.toString().padStart(n + 1, '0');
  if (n > 0) s = `${s.slice(0, -n)}.${s.slice(-n)}`;
  return neg && digits !== 0n ? `-${s}` : s;
}

/** Exponent of the leading digit of a numeral string (|v| > 0). */
function leadExponent(v: string): number {
  const [ip, fp = ''] = v.replace(/^[-+]/, '').split('.');
  const i = ip.replace(/^0+/, '');
  if (i.length > 0) return i.length - 1;
  return -(fp.length - fp.replace(/^0+/, '').length) - 1;
}

/** Numeric value of a numeral (plain or E notation) as [BigInt mantissa, scale] for exact comparison. */
function exact(s: string): { m: bigint; scale: number } {
  const [num, e = '0'] = s.split(/[eE]/);
  const neg = num.startsWith('-');
  const [ip, fp = ''] = num.replace(/^[-+]/, '').split('.');
  let m = BigInt(ip + fp);
  let scale = fp.length - Number(e);
  if (scale < 0) {
    m *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { m: neg ? -m : m, scale };
}
function sameValue(a: string, b: string): boolean {
  const x = exact(a);
  const y = exact(b);
  const s = Math.max(x.scale, y.scale);
  return x.m * 10n ** BigInt(s - x.scale) === y.m * 10n ** BigInt(s - y.scale);
}
function significantDigits(s: string): number {
  const mantissa = s.split(/[eE]/)[0].replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  return mantissa.length;
}

const numeral = fc
  .tuple(fc.boolean(), fc.stringMatching(/^(0|[1-9]\d{0,7})$/), fc.stringMatching(/^\d{0,8}$/))
  .map(([neg, i, f]) => `${neg ? '-' : ''}${i}${f ? `.${f}` : ''}`);

describe('roundGB8170: GB/T 8170-2008 examples (lims-practice §3.4)', () => {
  it.each([
    ['1.050', { decimals: 1 }, '1.0'], // 5 with nothing after, kept digit even → keep
    ['0.35', { decimals: 1 }, '0.4'], // kept digit odd → up
    ['0.25', { decimals: 1 }, '0.2'],
    ['10.5002', { decimals: 0 }, '11'], // 5 followed by non-zero → up
    ['-0.0365', { decimals: 3 }, '-0.036'], // negative: round the absolute value
    ['8.53459', { significant: 3 }, '8.53'], // round once (not 8.5346 → 8.535 → 8.54)
    ['2500', { significant: 1 }, '2E3'], // 2500 → 2×10³
    ['3500', { significant: 1 }, '4E3'], // 3500 → 4×10³
    ['12.1498', { decimals: 1 }, '12.1'], // first discarded digit < 5
    ['12.1698', { decimals: 1 }, '12.2'], // > 5
  ] as const)('%s with %o → %s', (value, rule, expected) => {
    expect(roundGB8170(value, rule)).toBe(expected);
  });

  it('keeps trailing zeros to the requested digits, as a report shows them', () => {
    expect(roundGB8170('0.25', { decimals: 3 })).toBe('0.250');
    expect(roundGB8170('3', { decimals: 2 })).toBe('3.00');
    expect(roundGB8170('0.1', { significant: 3 })).toBe('0.100');
    expect(roundGB8170('2500', { significant: 4 })).toBe('2500');
  });

  it('writes significant figures that stop left of the units digit in E notation; the report form is ×10ⁿ', () => {
    expect(roundGB8170('2500', { significant: 2 })).toBe('2.5E3');
    expect(roundGB8170('99.6', { significant: 2 })).toBe('1.0E2'); // rounding carries into a new digit
    expect(toReportNotation('2.5E3')).toBe('2.5×10³');
    expect(toReportNotation('-1.0E-5')).toBe('-1.0×10⁻⁵');
    expect(toReportNotation('0.25')).toBe('0.25');
  });

  it('never shows a negative zero', () => {
    expect(roundGB8170('-0.001', { decimals: 2 })).toBe('0.00');
    expect(roundGB8170('-0', { significant: 2 })).toBe('0');
  });

  it('rounds to 0.5 units (GB/T 8170 §3.3): ×2, round, ÷2', () => {
    expect(roundGB8170('60.25', { increment: '0.5' })).toBe('60.0'); // 120.5 → 120
    expect(roundGB8170('60.38', { increment: '0.5' })).toBe('60.5'); // 120.76 → 121
    expect(roundGB8170('-60.75', { increment: '0.5' })).toBe('-61.0'); // 121.5 → 122
  });

  it('rejects a non-numeral value and an invalid rule (programming errors)', () => {
    expect(() => roundGB8170('abc', { decimals: 1 })).toThrow(TypeError);
    expect(() => roundGB8170('1', { decimals: -1 })).toThrow(RangeError);
    expect(() => roundGB8170('1', { significant: 0 })).toThrow(RangeError);
  });
});

describe('roundGB8170: properties', () => {
  it('agrees with the digit-string reference for decimals', () => {
    fc.assert(
      fc.property(numeral, fc.integer({ min: 0, max: 8 }), (v, n) => roundGB8170(v, { decimals: n }) === refDecimals(v, n)),
      { numRuns: 2000 },
    );
  });

  it('agrees with the reference for significant figures (same value, exactly n significant digits)', () => {
    const nonZero = numeral.filter((v) => /[1-9]/.test(v));
    fc.assert(
      fc.property(nonZero, fc.integer({ min: 1, max: 8 }), (v, n) => {
        const got = roundGB8170(v, { significant: n });
        const decimals = n - 1 - leadExponent(v);
        // The reference rounds at the same digit position; for positions left of the units digit it rounds v/10^k.
        const expected = decimals >= 0 ? refDecimals(v, decimals) : `${refDecimals(shift(v, decimals), 0)}E${-decimals}`;
        return sameValue(got, expected) && significantDigits(got) === n;
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: rounding an already-rounded value changes nothing', () => {
    fc.assert(
      fc.property(numeral, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 6 }), (v, d, s) => {
        const a = roundGB8170(v, { decimals: d });
        const b = roundGB8170(v, { significant: s });
        return roundGB8170(a, { decimals: d }) === a && (b === '0' || roundGB8170(b, { significant: s }) === b);
      }),
      { numRuns: 1000 },
    );
  });

  it('is sign-symmetric: round(−x) = −round(x) (zero stays unsigned)', () => {
    fc.assert(
      fc.property(
        numeral.map((v) => v.replace(/^-/, '')),
        fc.integer({ min: 0, max: 6 }),
        (v, n) => {
          const pos = roundGB8170(v, { decimals: n });
          const neg = roundGB8170(`-${v}`, { decimals: n });
          return /^0(\.0*)?$/.test(pos) ? neg === pos : neg === `-${pos}`;
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('rounds once: the result is the direct rounding, which stepwise rounding can miss', () => {
    fc.assert(
      fc.property(numeral, fc.integer({ min: 0, max: 3 }), (v, n) => roundGB8170(v, { decimals: n }) === refDecimals(v, n)),
      { numRuns: 1000 },
    );
    // 8.53459 → 3 s.f.: direct 8.53; stepwise 8.5346 → 8.535 → 8.54 (what GB/T 8170 forbids).
    const stepwise = roundGB8170(roundGB8170(roundGB8170('8.53459', { decimals: 4 }), { decimals: 3 }), { decimals: 2 });
    expect(stepwise).toBe('8.54');
    expect(roundGB8170('8.53459', { decimals: 2 })).toBe('8.53');
  });
});

/** v × 10^k for k < 0 on digit strings (moves the decimal point left by −k). */
function shift(v: string, k: number): string {
  const neg = v.startsWith('-');
  const [ip, fp = ''] = v.replace(/^-/, '').split('.');
  const places = -k;
  const padded = ip.padStart(places + 1, '0');
  const out = `${padded.slice(0, padded.length - places)}.${padded.slice(padded.length - places)}${fp}`;
  return neg ? `-${out}` : out;
}
