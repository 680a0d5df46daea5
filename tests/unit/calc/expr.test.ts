// The formula language: precedence, functions, typed errors that name the input, and invariants.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateExpression, formulaVariables, compileFormula } from '../../../schemas/calc/index.ts';

const ev = (f: string, vars: Record<string, string> = {}) => evaluateExpression(f, vars);
const val = (f: string, vars: Record<string, string> = {}) => {
  const r = ev(f, vars);
  if (!r.ok) throw new Error(`${f}: ${r.error.code}`);
  return r.value;
};

describe('evaluator: arithmetic in decimal', () => {
  it('has no binary-float artefacts', () => {
    expect(val('0.1 + 0.2')).toBe('0.3');
    expect(val('1.1 * 3')).toBe('3.3');
    expect(val('x - y', { x: '100.0003', y: '0.0001' })).toBe('100.0002');
  });

  it('follows the usual precedence: ^ above unary minus above * / above + -', () => {
    expect(val('2 + 3 * 4')).toBe('14');
    expect(val('(2 + 3) * 4')).toBe('20');
    expect(val('-2^2')).toBe('-4');
    expect(val('2^-1')).toBe('0.5');
    expect(val('2^3^2')).toBe('512'); // right-associative
    expect(val('10 - 4 - 3')).toBe('3'); // left-associative
    expect(val('1e-3 * 2')).toBe('0.002');
  });

  it('has the lab functions', () => {
    expect(val('log10(1000)')).toBe('3');
    expect(val('ln(exp(2))')).toBe('2');
    expect(val('sqrt(2.25)')).toBe('1.5');
    expect(val('abs(-3.5)')).toBe('3.5');
    expect(val('min(3, 1, 2) + max(3, 1, 2)')).toBe('4');
    expect(val('mean(1, 2, 3, 4)')).toBe('2.5');
    expect(val('pow10(-2)')).toBe('0.01');
  });

  it('compares, combines and branches lazily', () => {
    expect(val('3 > 2')).toBe('1');
    expect(val('3 <= 2')).toBe('0');
    expect(val('2 == 2.0 && 1 != 0')).toBe('1');
    expect(val('0 || 0')).toBe('0');
    expect(val('!0')).toBe('1');
    expect(val('if(V > 0, x / V, 0)', { x: '1', V: '0' })).toBe('0'); // the division is never evaluated
    expect(val('if(1, 5, 1 / 0)')).toBe('5');
  });

  it('lists the variables a formula reads', () => {
    expect(formulaVariables('(As - Ab - a) / (b * V) * f')).toEqual(['As', 'Ab', 'a', 'b', 'V', 'f']);
  });
});

describe('evaluator: typed errors, never a throw', () => {
  it('names the input that made a divisor zero', () => {
    expect(ev('m / (b * V)', { m: '1', b: '0.5', V: '0' })).toEqual({
      ok: false,
      error: { code: 'calc.error.divisionByZero', params: { input: 'V' }, input: 'V' },
    });
    expect(ev('1 / (V - 1)', { V: '1' })).toMatchObject({ ok: false, error: { code: 'calc.error.divisionByZero', input: 'V' } });
    expect(ev('1 / 0')).toMatchObject({ ok: false, error: { code: 'calc.error.divisionByZero' } });
  });

  it('names a missing or non-numeric input', () => {
    expect(ev('x * 2', {})).toMatchObject({ ok: false, error: { code: 'calc.error.missingInput', input: 'x' } });
    expect(ev('x * 2', { x: '' })).toMatchObject({ ok: false, error: { code: 'calc.error.missingInput', input: 'x' } });
    expect(ev('x * 2', { x: '1,5' })).toMatchObject({ ok: false, error: { code: 'calc.error.notANumber', input: 'x', params: { value: '1,5' } } });
    expect(ev('x * 2', { x: 'Infinity' })).toMatchObject({ ok: false, error: { code: 'calc.error.notANumber' } });
    expect(ev('x * 2', { x: '0x10' })).toMatchObject({ ok: false, error: { code: 'calc.error.notANumber' } });
  });

  it('reports domain, syntax, unknown function and arity errors', () => {
    expect(ev('log10(x)', { x: '-1' })).toMatchObject({ ok: false, error: { code: 'calc.error.domain', input: 'x' } });
    expect(ev('log10(x)', { x: '0' })).toMatchObject({ ok: false, error: { code: 'calc.error.domain', input: 'x' } });
    expect(ev('sqrt(x)', { x: '-4' })).toMatchObject({ ok: false, error: { code: 'calc.error.domain' } });
    expect(ev('(-8)^0.5')).toMatchObject({ ok: false, error: { code: 'calc.error.domain' } });
    expect(ev('0^-1')).toMatchObject({ ok: false, error: { code: 'calc.error.divisionByZero' } });
    expect(ev('exp(100000000)')).toMatchObject({ ok: false, error: { code: 'calc.error.notFinite' } });
    expect(ev('1 +')).toMatchObject({ ok: false, error: { code: 'calc.error.syntax', params: { position: 3 } } });
    expect(ev('a < b < c', { a: '1', b: '2', c: '3' })).toMatchObject({ ok: false, error: { code: 'calc.error.syntax' } });
    expect(ev('eval(1)')).toMatchObject({ ok: false, error: { code: 'calc.error.unknownFunction', params: { fn: 'eval' } } });
    expect(ev('log10(1, 2)')).toMatchObject({ ok: false, error: { code: 'calc.error.arity' } });
    expect(ev('if(1, 2)')).toMatchObject({ ok: false, error: { code: 'calc.error.arity' } });
  });

  it('reaches nothing outside its scope (no globals, no prototype)', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'process', 'globalThis', 'Function']) {
      expect(ev(name)).toMatchObject({ ok: false, error: { code: 'calc.error.missingInput', input: name } });
    }
    expect(ev('constructor(1)')).toMatchObject({ ok: false, error: { code: 'calc.error.unknownFunction' } });
    expect(ev('x.y')).toMatchObject({ ok: false, error: { code: 'calc.error.syntax' } });
    expect(ev('"a"')).toMatchObject({ ok: false, error: { code: 'calc.error.syntax' } });
  });

  it('never throws on arbitrary text or values', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.dictionary(fc.constantFrom('a', 'b', 'x', 'V'), fc.string({ maxLength: 8 })), (formula, vars) => {
        const r = ev(formula, vars);
        return typeof r.ok === 'boolean' && (r.ok ? typeof r.value === 'string' : typeof r.error.code === 'string');
      }),
      { numRuns: 3000 },
    );
    expect(compileFormula('('.repeat(500) + '1' + ')'.repeat(500))).toMatchObject({ ok: false, error: { code: 'calc.error.syntax' } });
  });
});

describe('evaluator: invariants', () => {
  const dec = fc.tuple(fc.integer({ min: -999999, max: 999999 }), fc.integer({ min: 0, max: 6 })).map(([m, s]) => {
    const neg = m < 0;
    const digits = String(Math.abs(m)).padStart(s + 1, '0');
    return `${neg ? '-' : ''}${s ? `${digits.slice(0, -s)}.${digits.slice(-s)}` : digits}`;
  });
  const same = (a: string, b: string) => val('a - b', { a, b }) === '0';

  it('+ and * commute, x − x = 0, (a·b)/b = a exactly for b ≠ 0', () => {
    fc.assert(
      fc.property(dec, dec, (a, b) => {
        const ok1 = val('a + b', { a, b }) === val('b + a', { a, b });
        const ok2 = val('a * b', { a, b }) === val('b * a', { a, b });
        const ok3 = val('a - a', { a }) === '0';
        const ok4 = /^-?0(\.0*)?$/.test(b) || same(val('a * b / b', { a, b }), a);
        return ok1 && ok2 && ok3 && ok4;
      }),
      { numRuns: 1000 },
    );
  });

  it('distributes exactly: a·(b + c) = a·b + a·c', () => {
    fc.assert(
      fc.property(dec, dec, dec, (a, b, c) => val('a * (b + c) - (a * b + a * c)', { a, b, c }) === '0'),
      { numRuns: 1000 },
    );
  });
});
