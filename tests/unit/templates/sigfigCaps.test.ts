// Significant-figure caps (issue 30 deliver 1): per family, a value just under the cap keeps the method's decimals and
// one above it is cut to three significant figures (schemas/templates/manifest/caps.ts, AUDIT.md "Significant-figure
// caps"). Each expectation is worked by hand in its title: inputs → full value → rule → string.
import { describe, expect, it } from 'vitest';
import { evaluateRecord, findTemplate, type RecordInput } from '../../../schemas/templates/index.ts';
import { capDecision } from '../../../schemas/templates/manifest/caps.ts';

const H = { analysisDate: '2025-03-18', instrument: 'EQ-1' };
/** y = 2000·x + 20 exactly: b = 2000, a = 20, so ρ = (A − 20)/2000. */
const LINE = { points: ['0', '1', '2', '5', '10', '20'].map((x) => ({ x, y: String(2000 * Number(x) + 20) })) };

function shown(route: string, record: Omit<RecordInput, 'header'> & { header?: Record<string, string> }): string[] {
  const t = findTemplate(route)!;
  const ev = evaluateRecord(t, { ...record, header: { ...H, ...record.header } });
  expect(ev.errors).toEqual([]);
  return ev.rows.map((r) => r.results[0].display);
}

describe('significant-figure caps, a value on each side', () => {
  it('metals, soil flame AAS (soil-tmpl91, HJ 491): w = ρ·50/0.1; ρ 1.998 → 999 → "999"; ρ 2.469 → 1234.5 → "1.23×10³" (was "1234")', () => {
    const row = (sampleId: string, rho: string) => ({ sampleId, parameter: 'Cu', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho, f: '1' } });
    expect(shown('soil-tmpl91', { header: { rho0: '0' }, rows: [row('A', '1.998'), row('B', '2.469')] })).toEqual(['999', '1.23×10³']);
  });
  it('metals, water ICP-MS (water-tmpl61, HJ 700): (ρ − 0)·1; 9.876 → "9.88" (2 decimals); 98.76 → "98.8"; 1234.567 → "1.23×10³"', () => {
    const row = (sampleId: string, rho: string) => ({ sampleId, parameter: 'Pb', inputs: { rho, f: '1' } });
    expect(shown('water-tmpl61', { header: { rho0: '0' }, rows: [row('A', '9.876'), row('B', '98.76'), row('C', '1234.567')] })).toEqual([
      '9.88',
      '98.8',
      '1.23×10³',
    ]);
  });
  it('ion chromatography (water-tmpl136, HJ 84): (A − 20)/2000; A 1994 → 0.987 → "0.987"; A 24711.2 → 12.3456 → "12.3" (was "12.346")', () => {
    const row = (sampleId: string, A: string) => ({ sampleId, parameter: 'Cl-', inputs: { A, D: '1' } });
    expect(shown('water-tmpl136', { curve: LINE, rows: [row('A', '1994'), row('B', '24711.2')] })).toEqual(['0.987', '12.3']);
  });
  it('chromatography, organics (water-componentWaterQxsp, HJ 620): (A − 20)/2000·D; A 19760, D 1 → 9.87 → "9.87"; D 10 → 98.7 → "98.7"; A 24711.2, D 10 → 123.456 → "123"', () => {
    const row = (sampleId: string, A: string, D: string) => ({ sampleId, parameter: 'CHCl3', inputs: { A, D } });
    expect(shown('water-componentWaterQxsp', { curve: LINE, rows: [row('A', '19760', '1'), row('B', '19760', '10'), row('C', '24711.2', '10')] })).toEqual([
      '9.87',
      '98.7',
      '123',
    ]);
  });
  it('a method outside the capped families keeps its rule: spectrophotometry is not capped (no clause read, no family rule)', () => {
    expect(capDecision('HJ 535-2009', 'spectro-curve')).toBeUndefined();
    expect(capDecision('HJ 84-2016', 'chromatography')?.cap).toBe(3);
    // a pretreatment citing a capped method weighs a sample: its mass is not a result the cap is about
    expect(capDecision('HJ 642-2013', 'pretreatment')).toBeUndefined();
  });
});
