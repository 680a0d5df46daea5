// Decimal34 against decimal.js at the same settings: the engine moved from one to the other, and every digit must
// stay what it was. decimal.js rounds + − × ÷ correctly, so equal strings mean Decimal34 does too.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { Decimal34, exactReciprocal, type RoundingMode } from '../../../schemas/calc/decimal34/index.ts';

const Ref = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -20, toExpPos: 30, maxE: 1000, minE: -1000 });
const Wide = Decimal.clone({ precision: 300, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -20, toExpPos: 30, maxE: 1000, minE: -1000 });

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
/** 1 to 60 significant digits, exponents from 10^-60 to 10^60: short readings and long quotients alike. */
const numeral = fc
  .tuple(fc.constantFrom('', '-'), digits(1, 20), digits(0, 40), fc.integer({ min: -20, max: 20 }))
  .map(([sign, int, frac, e]) => `${sign}${int}${frac ? `.${frac}` : ''}${e ? `e${e}` : ''}`);
/** Short values, the usual case, where exact results and ties are common. */
const short = fc.tuple(fc.integer({ min: -99999, max: 99999 }), fc.integer({ min: -6, max: 3 })).map(([c, e]) => `${c}e${e}`);
const value = fc.oneof(numeral, short);
const mode = fc.integer({ min: 0, max: 6 }) as fc.Arbitrary<RoundingMode>;
const RUNS = { numRuns: 4000 };

const both = (s: string) => [new Decimal34(s), new Ref(s)] as const;

describe('Decimal34 gives decimal.js’s digits', () => {
  it('parses and writes numerals the same', () => {
    fc.assert(fc.property(value, (s) => new Decimal34(s).toString() === new Ref(s).toString()), RUNS);
    for (const s of ['0', '-0', '0.000', '1e30', '1e29', '1e-20', '1e-19', '123.45e-30', '1e1001', '-1e1001', '1e-1001', 'Infinity', '-Infinity', 'NaN'])
      expect(new Decimal34(s).toString(), s).toBe(new Ref(s).toString());
    for (const s of ['', '.', '1e', 'e5', '1.2.3', '0x10', ' 1', 'abc']) expect(() => new Decimal34(s), s).toThrow();
  });

  it('adds, subtracts, multiplies and divides to the same 34 digits', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        const [x, rx] = both(a);
        const [y, ry] = both(b);
        expect(x.plus(y).toString()).toBe(rx.plus(ry).toString());
        expect(x.minus(y).toString()).toBe(rx.minus(ry).toString());
        expect(x.times(y).toString()).toBe(rx.times(ry).toString());
        // x ÷ 0 differs only as x ÷ −0 would (decimal.js has a −0; the engine never divides by zero).
        if (!y.isZero()) expect(x.div(y).toString()).toBe(rx.div(ry).toString());
        expect(x.cmp(y)).toBe(rx.cmp(ry));
        expect([x.eq(y), x.lt(y), x.lte(y), x.gt(y), x.gte(y)]).toEqual([rx.eq(ry), rx.lt(ry), rx.lte(ry), rx.gt(ry), rx.gte(ry)]);
      }),
      RUNS,
    );
  });

  it('rounds and writes to decimals and significant digits in every rounding mode', () => {
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 12 }), mode, (s, dp, sd, rm) => {
        const [x, r] = both(s);
        expect(x.toFixed(dp, rm)).toBe(r.toFixed(dp, rm));
        expect(x.toPrecision(sd, rm)).toBe(r.toPrecision(sd, rm));
        expect(x.toExponential(sd - 1, rm)).toBe(r.toExponential(sd - 1, rm));
        expect(x.toSignificantDigits(sd, rm).toString()).toBe(r.toSignificantDigits(sd, rm).toString());
        expect(x.toDecimalPlaces(dp, rm).toString()).toBe(r.toDecimalPlaces(dp, rm).toString());
        expect([x.floor().toString(), x.ceil().toString(), x.round().toString()]).toEqual([r.floor().toString(), r.ceil().toString(), r.round().toString()]);
        expect([x.e, x.sd(), x.decimalPlaces(), x.isInteger(), x.isNeg() || x.isZero(), x.toNumber()]).toEqual([r.e, r.sd(), r.decimalPlaces(), r.isInteger(), r.isNeg() || r.isZero(), r.toNumber() || 0]); // there is no −0
      }),
      RUNS,
    );
  });

  it('rounds ties to even on the digit strings (GB/T 8170)', () => {
    const cases: [string, number, string][] = [['0.125', 2, '0.12'], ['0.135', 2, '0.14'], ['-0.125', 2, '-0.12'], ['9.995', 2, '10.00'], ['0.0005', 3, '0.000'], ['0.00051', 3, '0.001'], ['2.5', 0, '2'], ['99.95', 1, '100.0']];
    for (const [s, dp, want] of cases) expect(new Decimal34(s).toFixed(dp), s).toBe(want);
    expect(new Decimal34('2450').toPrecision(2)).toBe('2.4e+3');
    expect(new Decimal34('0.0003').toFixed(2, Decimal34.ROUND_UP)).toBe('0.01');
  });

  it('raises to integer powers correctly rounded, and to others as decimal.js does', () => {
    fc.assert(
      fc.property(value, fc.integer({ min: -4, max: 6 }), (s, k) => {
        const x = new Decimal34(s);
        if (x.isZero() && k < 0) return;
        const exact = new Wide(s).pow(k).toSignificantDigits(34).toString();
        expect(x.pow(new Decimal34(k)).toString()).toBe(new Ref(exact).toString());
      }),
      RUNS,
    );
    expect(new Decimal34('2').pow(new Decimal34('0.5')).toString()).toBe(new Ref(2).pow(0.5).toString());
    fc.assert(fc.property(value, (s) => new Decimal34(s).abs().sqrt().toString() === new Ref(s).abs().sqrt().toString()), RUNS);
    for (const s of ['2', '0.0001', '1e-999', '9e999', '0', '1e30']) expect(new Decimal34(s).sqrt().toString(), s).toBe(new Ref(s).sqrt().toString());
    expect(new Decimal34('-4').sqrt().isNaN()).toBe(true);
    expect(new Decimal34('1000').log(10).toString()).toBe('3');
  });

  it('overflows to Infinity and underflows to zero at 10^±1000, and follows IEEE for non-finite operands', () => {
    const [big, rbig] = both('9e999');
    expect(big.times(10).toString()).toBe(rbig.times(10).toString());
    expect(new Decimal34('1e-999').div('1e5').toString()).toBe(new Ref('1e-999').div('1e5').toString());
    const inf = new Decimal34('Infinity');
    const nan = new Decimal34('NaN');
    expect(new Decimal34(1).div(0).toString()).toBe('Infinity');
    expect(new Decimal34(-1).div(0).toString()).toBe('-Infinity');
    expect(new Decimal34(0).div(0).isNaN()).toBe(true);
    expect(inf.minus(inf).isNaN()).toBe(true);
    expect(inf.times(0).isNaN()).toBe(true);
    expect(new Decimal34(5).div(inf).isZero()).toBe(true);
    expect([inf.gt(1e300), nan.eq(nan), nan.lt(1), inf.isFinite(), nan.isFinite()]).toEqual([true, false, false, false, false]);
  });

  it('finds exact reciprocals only where 1/d terminates', () => {
    for (const [d, inv] of [['100', '0.01'], ['16', '0.0625'], ['-0.5', '-2'], ['1.25', '0.8'], ['2e-3', '500']] as const)
      expect(exactReciprocal(new Decimal34(d))?.toString(), d).toBe(inv);
    for (const d of ['3', '101325', '0', '7e5']) expect(exactReciprocal(new Decimal34(d)), d).toBeNull();
  });
});
