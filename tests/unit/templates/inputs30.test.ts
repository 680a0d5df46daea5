// Issue 30 deliver 2: the inputs the formulas need. A result that needs optional inputs (whenGiven) is computed only
// when they are given and is left out, without an error, when they are empty.
import { describe, expect, it } from 'vitest';
import { evaluateRecord, findTemplate } from '../../../schemas/templates/index.ts';

const H = { analysisDate: '2025-03-18', instrument: 'EQ-1', Ba: '101200' };
const stack = { m1: '1.20000', m2: '1.23000', Vm: '1000.0', tm: '0', Pm: '125' };

describe('stack gas converted to the reference O₂ (air-tmpl68)', () => {
  const run = (inputs: Record<string, string>) =>
    evaluateRecord(findTemplate('air-tmpl68')!, { header: H, rows: [{ sampleId: 'A', inputs: { ...stack, ...inputs } }] });

  it('30 mg/m³ at 9.0 % O₂ to 6 %: 30·15/12 = 37.5 → "37.5"; the measured value stays "30.0"', () => {
    const ev = run({ O2: '9.0', O2ref: '6' });
    expect(ev.errors).toEqual([]);
    expect(ev.rows[0].results.map((r) => [r.key, r.display])).toEqual([
      ['result', '30.0'],
      ['corrected', '37.5'],
    ]);
    expect(ev.rows[0].result?.key).toBe('result');
  });
  it('without O₂, or without the reference, there is no converted value and no error', () => {
    for (const inputs of [{}, { O2: '9.0' }, { O2ref: '6' }] as Record<string, string>[]) {
      const ev = run(inputs);
      expect(ev.errors).toEqual([]);
      expect(ev.rows[0].results.map((r) => r.key)).toEqual(['result']);
    }
  });
  it('an O₂ of 21 % (air) is refused on the cell, not divided by zero', () => {
    const ev = run({ O2: '21', O2ref: '6' });
    expect(ev.errors.map((e) => e.key)).toEqual(['O2']);
    expect(ev.rows[0].results.map((r) => r.key)).toEqual(['result']);
  });
});

describe('metals: the blank follows its own dilution', () => {
  it('water-tmpl61: 3.46·10 − 0.02·1 = 34.58 → "34.6"; a blank diluted alike (f0 10): (3.46 − 0.02)·10 = 34.4 → "34.4"', () => {
    const t = findTemplate('water-tmpl61')!;
    const row = { sampleId: 'A', parameter: 'Pb', inputs: { rho: '3.46', f: '10' } };
    const own = evaluateRecord(t, { header: { ...H, rho0: '0.02' }, rows: [row] });
    const alike = evaluateRecord(t, { header: { ...H, rho0: '0.02', f0: '10' }, rows: [row] });
    expect([own.rows[0].result?.display, alike.rows[0].result?.display]).toEqual(['34.6', '34.4']);
  });
});
