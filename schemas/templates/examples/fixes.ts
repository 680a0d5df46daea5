// Worked examples of templates whose departures from a read clause were fixed (schemas/templates/AUDIT.md).
import type { Worked } from './index.ts';

export const FIXES_WORKED: Record<string, Worked> = {
  // gufei-tmpl105, HJ 1222-2021 §3.1: water content on the WET mass. Dry matter = (m2 − m0)/(m1 − m0)·100, water =
  // (m1 − m2)/(m1 − m0)·100, 1 decimal; the two add up to 100. S1: 17.4997/20.2335 = 86.4887… → "86.5";
  // 2.7338/20.2335 = 13.5112… → "13.5" (on the dry mass it would be 2.7338/17.4997 = 15.6). S1-D: 17.3190/20.0192
  // = 86.5119… → "86.5"; 2.7002/20.0192 = 13.4880… → "13.5". TIE m0 10, m1 30, m2 27.29: 17.29/20 = 86.45 → 4 even →
  // "86.4"; 2.71/20 = 13.55 → 5 odd → "13.6". No MDL (§1 states none).
  'gufei-tmpl105': {
    rows: [{ sampleId: 'TIE', inputs: { m0: '10.0000', m1: '30.0000', m2: '27.2900' } }],
    expected: [
      { sampleId: 'S1', results: { result: '86.5', water: '13.5' } },
      { sampleId: 'S1-D', results: { result: '86.5', water: '13.5' } },
      { sampleId: 'TIE', results: { result: '86.4', water: '13.6' }, covers: ['tie'] },
    ],
  },
  // gufei-tmpl114, HJ 786-2016 §1 MDLs (0.5 g, 25 mL): Pb 2.0, Zn 2.0, Cd 0.3 mg/kg, one decimal each.
  // mg/kg = (ρ − ρ0)·V·f/(m·w_dm/100)·k with ρ0 0.00005 mg/L, V 50.0 mL, k 1.
  // S1 Pb 0.04855·50/(0.1002·0.975) = 2.4275/0.097695 = 24.847… → "24.8". S1-D 2.4725/0.0979875 = 25.232… → "25.2".
  // S1-SP 4.4075/0.0975975 = 45.159… → "45.2". BLK 0 < 2.0 → "2.0L".
  // With m 0.1000 g, w_dm 100 %: value = (ρ − ρ0)·500. LOW-CD 0.0005·500 = 0.25 < 0.3 → "0.3L".
  // ATMDL Pb 0.004·500 = 2.0 = MDL → "2.0" (the old MDL 10 mg/kg printed "10L"). TIE-ZN 0.0245·500 = 12.25 → "12.2".
  'gufei-tmpl114': {
    rows: [
      { sampleId: 'LOW-CD', parameter: 'Cd', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.00055', f: '1' } },
      { sampleId: 'ATMDL', parameter: 'Pb', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.00405', f: '1' } },
      { sampleId: 'TIE-ZN', parameter: 'Zn', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.02455', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '24.8' } },
      { sampleId: 'S1-D', results: { result: '25.2' } },
      { sampleId: 'S1-SP', results: { result: '45.2' } },
      { sampleId: 'BLK', results: { result: '2.0L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW-CD', results: { result: '0.3L' }, covers: ['belowMdl'] },
      { sampleId: 'ATMDL', results: { result: '2.0' } },
      { sampleId: 'TIE-ZN', results: { result: '12.2' }, covers: ['tie'] },
    ],
  },
};
