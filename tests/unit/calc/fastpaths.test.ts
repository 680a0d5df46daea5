// The engine's remaining shortcuts give exactly what the plain paths gave: formulas bound to slots read like a
// named scope, and roundDec's one-rounding significant-figure path writes what the two-step algorithm wrote.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dec, parseDec } from '../../../schemas/calc/decimal.ts';
import { bindSlots, compileOrThrow } from '../../../schemas/calc/expr/compile.ts';
import { roundDec } from '../../../schemas/calc/round.ts';

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
const decimalText = fc
  .tuple(fc.constantFrom('', '-'), digits(1, 20), digits(0, 20), fc.integer({ min: -40, max: 40 }))
  .map(([sign, int, frac, e]) => `${sign}${int}${frac ? `.${frac}` : ''}e${e}`);

describe('parseDec', () => {
  it('refuses hex, Infinity, NaN, separators, bare signs or points and values beyond 10^1000', () => {
    for (const s of ['0x10', 'Infinity', '-Infinity', 'NaN', '1,000', '1_000', '', '+', '-', '.', '1e', 'e5', '.e5', '1e999999', '1e1001'])
      expect(parseDec(s), s).toBeNull();
    for (const [s, v] of [
      ['9999999', '9999999'],
      ['5.', '5'],
      ['.5', '0.5'],
      [' 2.50 ', '2.5'],
      ['1.2e-3', '0.0012'],
      ['-0', '0'],
      ['1e-1001', '0'],
    ])
      expect(parseDec(s)?.toString(), s).toBe(v);
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
