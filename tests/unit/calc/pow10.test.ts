// pow10 is the one piece of arithmetic kept beside decimal.js for speed (see schemas/calc/expr/pow10.ts): it must
// give exactly the digits of the plain decimal.js path, 10^n · DecT's exp((x − n)·ln 10).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dec, DecT, toT } from '../../../schemas/calc/decimal.ts';
import { FUNCTIONS } from '../../../schemas/calc/expr/functions.ts';

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
const TEN = new Dec(10);
const LN10 = new DecT(10).ln();
const reference = (x: Dec): Dec => {
  const n = x.floor();
  return new Dec(toT(x.minus(n)).times(LN10).exp()).times(TEN.pow(n));
};
const pow10 = (x: Dec): string => FUNCTIONS.pow10.fn([x], ['x']).toString();

describe('pow10: table-driven exp', () => {
  it('gives the same digits as DecT exp() for fractional exponents', () => {
    const x = fc.tuple(fc.constantFrom('', '-'), digits(1, 34), fc.integer({ min: -5, max: 5 })).map(([s, f, n]) => new Dec(`${s}0.${f}`).plus(n));
    fc.assert(
      fc.property(x, (v) => v.isInteger() || pow10(v) === reference(v).toString()),
      { numRuns: 3000 },
    );
    for (const s of ['0.5', '-0.5', '0.999999999999999999999999999999999', '1e-30', '0.30102999566398119521373889472449302676818988', '2.7']) {
      expect(pow10(new Dec(s)), s).toBe(reference(new Dec(s)).toString());
    }
  });

  it('is exact for integers and known values', () => {
    expect(pow10(new Dec(3))).toBe('1000');
    expect(pow10(new Dec(-2))).toBe('0.01');
    expect(pow10(new Dec('0.5'))).toBe('3.162277660168379332');
  });
});
