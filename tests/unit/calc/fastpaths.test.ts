// The engine's fast paths give exactly what the plain decimal.js paths gave: same accepted numerals, same digits.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dec, DecT, parseDec, toT } from '../../../schemas/calc/decimal.ts';
import { bindSlots, compileOrThrow } from '../../../schemas/calc/expr/compile.ts';
import { FUNCTIONS } from '../../../schemas/calc/expr/functions.ts';
import { evaluateFormula } from '../../../schemas/calc/expr/index.ts';
import { roundDec } from '../../../schemas/calc/round.ts';

const NUMERAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const same = (a: Dec | null, b: Dec | null): boolean =>
  a === null ? b === null : b !== null && a.c === b.c && a.x === b.x;

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
const decimalText = fc
  .tuple(fc.constantFrom('', '-'), digits(1, 20), digits(0, 20), fc.integer({ min: -40, max: 40 }))
  .map(([sign, int, frac, e]) => `${sign}${int}${frac ? `.${frac}` : ''}e${e}`);

describe('parseDec: one-pass numeral scanner', () => {
  const reference = (s: string): Dec | null => {
    const t = s.trim();
    if (!NUMERAL.test(t)) return null;
    const d = new Dec(t);
    return d.isFinite() ? d : null;
  };

  it('accepts exactly the NUMERAL grammar and builds the same Decimal (sign, exponent, digits)', () => {
    const chars = fc.constantFrom('0', '1', '7', '9', '.', 'e', 'E', '+', '-', ' ', 'x', '_', ',', 'I', '٣');
    fc.assert(fc.property(fc.array(chars, { maxLength: 12 }).map((cs) => cs.join('')), (s) => same(reference(s), parseDec(s))), { numRuns: 20000 });
    fc.assert(fc.property(fc.string(), (s) => same(reference(s), parseDec(s))), { numRuns: 5000 });
  });

  it('keeps refusing hex, Infinity, NaN, separators and bare signs or points', () => {
    for (const s of ['0x10', 'Infinity', '-Infinity', 'NaN', '1,000', '1_000', '', '+', '-', '.', '1e', 'e5', '.e5', '1e999999']) expect(parseDec(s)).toBeNull();
    for (const s of ['-0', '+0', '9999999', '10000000', '-1234567', '0000000', '5.', '.5', ' 2.50 ']) expect(same(reference(s), parseDec(s))).toBe(true);
  });
});

describe('division by a literal with an exact reciprocal', () => {
  it('x / d is the same quotient as decimal.js div, to the last of 34 digits', () => {
    const divisor = fc.constantFrom('100', '1000', '2', '16', '0.5', '0.02', '1e6', '1.25', '3', '101325');
    fc.assert(
      fc.property(decimalText, divisor, (x, d) => {
        const r = evaluateFormula(`x / ${d}`, { x });
        return r.ok && r.value.toString() === new Dec(x).div(new Dec(d)).toString();
      }),
      { numRuns: 3000 },
    );
  });
});

describe('pow10: table-driven exp', () => {
  const TEN = new Dec(10);
  const LN10 = new DecT(10).ln();
  const reference = (x: Dec): Dec => {
    const n = x.floor();
    return new Dec(toT(x.minus(n)).times(LN10).exp()).times(TEN.pow(n));
  };

  it('gives the same digits as DecT exp() for fractional exponents', () => {
    const x = fc.tuple(fc.constantFrom('', '-'), digits(1, 34), fc.integer({ min: -5, max: 5 })).map(([s, f, n]) => new Dec(`${s}0.${f}`).plus(n));
    fc.assert(fc.property(x, (v) => v.isInteger() || FUNCTIONS.pow10.fn([v], ['x']).toString() === reference(v).toString()), { numRuns: 3000 });
    for (const s of ['0.5', '-0.5', '0.999999999999999999999999999999999', '1e-30', '0.30102999566398119521373889472449302676818988']) {
      expect(FUNCTIONS.pow10.fn([new Dec(s)], ['x']).toString()).toBe(reference(new Dec(s)).toString());
    }
  });
});

describe('formulas bound to slots', () => {
  it('read an array by slot with the same results and the same errors as a named scope', () => {
    const formula = '(A - A0 - a) / b * if(V > 0, 1000 / V, 0)';
    const c = compileOrThrow(formula);
    const run = bindSlots(c, (name) => c.variables.indexOf(name));
    const vals = (scope: Record<string, string>) => c.variables.map((v) => (scope[v] === undefined ? undefined : new Dec(scope[v])));
    const byName = (scope: Record<string, string>) => {
      try {
        return c.run(scope).toString();
      } catch (e) {
        return JSON.stringify((e as { error: unknown }).error);
      }
    };
    const bySlot = (scope: Record<string, string>) => {
      try {
        return run(vals(scope)).toString();
      } catch (e) {
        return JSON.stringify((e as { error: unknown }).error);
      }
    };
    const scopes: Record<string, string>[] = [
      { A: '0.512', A0: '0.010', a: '0.003', b: '0.0625', V: '50' },
      { A: '0.512', A0: '0.010', a: '0.003', b: '0', V: '50' },
      { A: '0.512', A0: '0.010', a: '0.003', V: '50' },
      { A: '0.512', A0: '0.010', a: '0.003', b: '0.0625', V: '0' },
    ];
    for (const scope of scopes) expect(bySlot(scope)).toBe(byName(scope));
  });
});

describe('roundDec', () => {
  it('writes no sign on a negative value that rounds to zero', () => {
    expect(roundDec(new Dec('-0.004'), { decimals: 2 })).toBe('0.00');
    expect(roundDec(new Dec('-0.005'), { decimals: 2 })).toBe('0.00');
    expect(roundDec(new Dec('-0.0051'), { decimals: 2 })).toBe('-0.01');
  });

  it('significant figures: the same string as rounding |v| then writing it out (the previous algorithm)', () => {
    const previous = (v: Dec, n: number): string => {
      if (v.isZero()) return '0';
      const r = v.abs().toSignificantDigits(n, Dec.ROUND_HALF_EVEN);
      const sign = v.isNeg() ? '-' : '';
      if (r.e - n + 1 > 0) {
        const [mantissa, e] = r.toExponential(n - 1).split('e');
        return `${sign}${mantissa}E${Number(e)}`;
      }
      return `${sign}${r.toFixed(n - 1 - r.e)}`;
    };
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 1, max: 6 }), (x, n) => roundDec(new Dec(x), { significant: n }) === previous(new Dec(x), n)),
      { numRuns: 5000 },
    );
  });
});
