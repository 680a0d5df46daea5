// Solid-waste hazard characteristics: the family that judges. Every judgement compares the FULL value with the
// limit (GB/T 8170-2008 §4.3.1), so a value printed at the limit after rounding may still fall on the other side.
import type { Worked } from './index.ts';

export const SOLID_WASTE_WORKED: Record<string, Worked> = {
  // gufei-tmpl103, GB 5085.1-2007 §4.1 / GB/T 15555.12-1995: pH = reading, 2 decimals; corrosive when pH ≥ 12.5 or
  // pH ≤ 2.0 (full value). S1 12.62 → "12.62", ≥ 12.5 → hazardous. S1-D 12.58 → "12.58" → hazardous.
  // TIE 12.495 → 2 decimals: 12.49|5 exactly, 9 is odd → up → "12.50"; full 12.495 < 12.5 → notHazardous.
  // LIM 12.50 → "12.50"; 12.50 ≥ 12.5 → hazardous. LIM2 2.0 → "2.00"; 2.0 ≤ 2.0 → hazardous.
  // (No MDL in this family: nothing is reported below one.)
  'gufei-tmpl103': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '12.495', t: '24.8' } },
      { sampleId: 'LIM', inputs: { reading: '12.50', t: '24.8' } },
      { sampleId: 'LIM2', inputs: { reading: '2.0', t: '24.8' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '12.62', corrosive: 'hazardous' } },
      { sampleId: 'S1-D', results: { result: '12.58', corrosive: 'hazardous' } },
      { sampleId: 'TIE', results: { result: '12.50', corrosive: 'notHazardous' }, covers: ['tie', 'limit'] },
      { sampleId: 'LIM', results: { result: '12.50', corrosive: 'hazardous' }, covers: ['limit'] },
      { sampleId: 'LIM2', results: { result: '2.00', corrosive: 'hazardous' }, covers: ['limit'] },
    ],
  },
  // gufei-tmpl104, GB/T 261-2021 / GB 5085.4-2007: T = t0 + 0.25·(101.3 − p), p = 99.8 kPa → correction
  // 0.25 × 1.5 = 0.375 °C; reported to 0.5 °C (×2, round half-even, ÷2); ignitable when T < 60 °C (full value).
  // S1 55.4 → 55.775; ×2 = 111.55 → 112 → "56.0"; < 60 → hazardous. S1-D 56.5 → 56.875; ×2 = 113.75 → 114 → "57.0".
  // TIE t0 59.375 → 59.75; ×2 = 119.5 exactly, 119 odd → 120 → "60.0"; full 59.75 < 60 → hazardous (ignitable).
  // LIM t0 59.625 → 60.000 → "60.0"; 60 is not < 60 → notHazardous.
  'gufei-tmpl104': {
    rows: [
      { sampleId: 'TIE', inputs: { t0: '59.375' } },
      { sampleId: 'LIM', inputs: { t0: '59.625' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '56.0', ignitable: 'hazardous' } },
      { sampleId: 'S1-D', results: { result: '57.0', ignitable: 'hazardous' } },
      { sampleId: 'TIE', results: { result: '60.0', ignitable: 'hazardous' }, covers: ['tie', 'limit'] },
      { sampleId: 'LIM', results: { result: '60.0', ignitable: 'notHazardous' }, covers: ['limit'] },
    ],
  },
  // gufei-tmpl127, GB 5085.1-2007 §4.2: R = 87600·W/(A·T·D) mm/a, 3 significant figures; corrosive when R ≥ 6.35
  // (full value). Header D = 7.86 g/cm³.
  // S1 W 0.1250, A 28.0, T 168: 10950 / 36973.44 = 0.29615… → "0.296" → notHazardous. S1-D W 0.1310: 11475.6 /
  // 36973.44 = 0.31037… → "0.310" → notHazardous.
  // A = 8.76, T = 100 make A·T·D = 6885.36 and R = W × 100/7.86 × … = W·87600/6885.36:
  // LIM W 0.49885848 → 6.3468 exactly (issue 14's case) → 3 s.f. "6.35"; full 6.3468 < 6.35 → notHazardous.
  // LIM2 W 0.49911 → 6.35 exactly → "6.35" → hazardous. TIE W 0.4987170 → 6.345 exactly → 6.34|5, 4 even → "6.34".
  'gufei-tmpl127': {
    rows: [
      { sampleId: 'LIM', inputs: { W: '0.49885848', A: '8.76', T: '100' } },
      { sampleId: 'LIM2', inputs: { W: '0.49911', A: '8.76', T: '100' } },
      { sampleId: 'TIE', inputs: { W: '0.4987170', A: '8.76', T: '100' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '0.296', corrosive: 'notHazardous' } },
      { sampleId: 'S1-D', results: { result: '0.310', corrosive: 'notHazardous' } },
      { sampleId: 'LIM', results: { result: '6.35', corrosive: 'notHazardous' }, covers: ['limit'] },
      { sampleId: 'LIM2', results: { result: '6.35', corrosive: 'hazardous' }, covers: ['limit'] },
      { sampleId: 'TIE', results: { result: '6.34', corrosive: 'notHazardous' }, covers: ['tie'] },
    ],
  },
};
