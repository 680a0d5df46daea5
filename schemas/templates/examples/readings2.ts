// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Single-reading family: organic carbon, DO probe, odour, TOC, ORP.
import type { Worked } from './index.ts';

export const READINGS2_WORKED: Record<string, Worked> = {
  // single-reading / reading, water-componentSoilZyjt (HJ 695-2014 soil organic carbon, in g/kg): reading·f, 2
  // decimals, MDL 0.08 g/kg (the §1 value, audit fix).
  // S1: 12.6·1 = 12.6 → "12.60". S1-D: 12.9·1 = 12.9 → "12.90". TIE: 1.125·1 = 1.125 (a tie) → "1.12". LOW: 0.07·1 =
  // 0.07 < 0.08 → "0.08L". ATMDL: 0.08·1 = 0.08 → "0.08".
  'water-componentSoilZyjt': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '1.125', f: '1', t: '20.5' } },
      { sampleId: 'LOW', inputs: { reading: '0.07', f: '1', t: '20.5' } },
      { sampleId: 'ATMDL', inputs: { reading: '0.08', f: '1', t: '20.5' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '12.60' } },
      { sampleId: 'S1-D', results: { result: '12.90' } },
      { sampleId: 'TIE', results: { result: '1.12' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.08L' }, covers: ['belowMdl'] },
      { sampleId: 'ATMDL', results: { result: '0.08' } },
    ],
  },
  // single-reading / reading, water-tmpl40 (HJ 506-2009 DO, electrochemical probe): mg/L = reading·f, 1 decimal, no
  // MDL.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9". TIE: 8.25·1 = 8.25 (a tie) → "8.2". TIE2: 8.35·1 = 8.35
  // (a tie) → "8.4".
  'water-tmpl40': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '8.25', f: '1', t: '20.5' } },
      { sampleId: 'TIE2', inputs: { reading: '8.35', f: '1', t: '20.5' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
      { sampleId: 'TIE', results: { result: '8.2' }, covers: ['tie'] },
      { sampleId: 'TIE2', results: { result: '8.4' }, covers: ['tie'] },
    ],
  },
  // single-reading / reading, water-componentWaterRy (HJ 506-2009 DO probe; as water-tmpl40): reading·f, 1 decimal,
  // no MDL.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9". TIE: 7.45·1 = 7.45 (a tie) → "7.4".
  'water-componentWaterRy': {
    rows: [{ sampleId: 'TIE', inputs: { reading: '7.45', f: '1', t: '20.5' } }],
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
      { sampleId: 'TIE', results: { result: '7.4' }, covers: ['tie'] },
    ],
  },
  // single-reading / reading, water-componentAmbientAirYw (HJ 1262-2022 odour concentration): the panel's value·f,
  // whole numbers, no MDL.
  // S1: 12.6·1 = 12.6 → "13". S1-D: 12.9·1 = 12.9 → "13". TIE: 16.5·1 = 16.5 (a tie) → "16".
  'water-componentAmbientAirYw': {
    rows: [{ sampleId: 'TIE', inputs: { reading: '16.5', f: '1', t: '20.5' } }],
    expected: [
      { sampleId: 'S1', results: { result: '13' } },
      { sampleId: 'S1-D', results: { result: '13' } },
      { sampleId: 'TIE', results: { result: '16' }, covers: ['tie'] },
    ],
  },
  // single-reading / reading, water-componentGFYw (HJ 1262-2022 odour concentration, stack): reading·f, whole
  // numbers, no MDL.
  // S1: 12.6·1 = 12.6 → "13". S1-D: 12.9·1 = 12.9 → "13". TIE: 17.5·1 = 17.5 (a tie) → "18".
  'water-componentGFYw': {
    rows: [{ sampleId: 'TIE', inputs: { reading: '17.5', f: '1', t: '20.5' } }],
    expected: [
      { sampleId: 'S1', results: { result: '13' } },
      { sampleId: 'S1-D', results: { result: '13' } },
      { sampleId: 'TIE', results: { result: '18' }, covers: ['tie'] },
    ],
  },
  // single-reading / reading, water-componentWaterYw (GB/T 5750.4-2023 odour grade): reading·f, whole numbers, no
  // MDL.
  // S1: 12.6·1 = 12.6 → "13". S1-D: 12.9·1 = 12.9 → "13". TIE: 2.5·1 = 2.5 (a tie) → "2".
  'water-componentWaterYw': {
    rows: [{ sampleId: 'TIE', inputs: { reading: '2.5', f: '1', t: '20.5' } }],
    expected: [
      { sampleId: 'S1', results: { result: '13' } },
      { sampleId: 'S1-D', results: { result: '13' } },
      { sampleId: 'TIE', results: { result: '2' }, covers: ['tie'] },
    ],
  },
  // single-reading / difference, water-componentWaterZyjt (HJ 501-2009 TOC by difference): TOC = (TC − IC)·f, 1
  // decimal, MDL 0.1 mg/L.
  // S1: (18.62 − 6.35)·1 = 12.27 → "12.3". S1-D: (18.4 − 6.3)·1 = 12.1 → "12.1". BLK: (0.12 − 0.05)·1 = 0.07 < 0.1 →
  // "0.1L". TIE: (18.6 − 6.35)·1 = 12.25 (a tie) → "12.2". LOW: (0.14 − 0.05)·1 = 0.09 < 0.1 → "0.1L".
  'water-componentWaterZyjt': {
    rows: [
      { sampleId: 'TIE', inputs: { TC: '18.60', IC: '6.35', f: '1' } },
      { sampleId: 'LOW', inputs: { TC: '0.14', IC: '0.05', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '12.3' } },
      { sampleId: 'S1-D', results: { result: '12.1' } },
      { sampleId: 'BLK', results: { result: '0.1L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '12.2' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.1L' }, covers: ['belowMdl'] },
    ],
  },
  // single-reading / signed, water-componentSoilYh (HJ 746-2015 soil ORP): E = reading + E_ref (reference electrode
  // vs SHE, 200 mV), whole mV, no MDL.
  // S1: 186 + 200 = 386 → "386". S1-D: 190 + 200 = 390 → "390". TIE: 186.5 + 200 = 386.5 (a tie) → "386". NEG: -250.5
  // + 200 = -50.5 (a tie) → "-50".
  'water-componentSoilYh': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '186.5', t: '20.1' } },
      { sampleId: 'NEG', inputs: { reading: '-250.5', t: '20.1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '386' } },
      { sampleId: 'S1-D', results: { result: '390' } },
      { sampleId: 'TIE', results: { result: '386' }, covers: ['tie'] },
      { sampleId: 'NEG', results: { result: '-50' }, covers: ['tie'] },
    ],
  },
  // single-reading / signed, water-componentWaterYh (ORP, 水和废水监测分析方法 3.1.10): reading + E_ref (200 mV), whole mV, no
  // MDL.
  // S1: 186 + 200 = 386 → "386". S1-D: 190 + 200 = 390 → "390". TIE: 187.5 + 200 = 387.5 (a tie) → "388".
  'water-componentWaterYh': {
    rows: [{ sampleId: 'TIE', inputs: { reading: '187.5', t: '20.1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '386' } },
      { sampleId: 'S1-D', results: { result: '390' } },
      { sampleId: 'TIE', results: { result: '388' }, covers: ['tie'] },
    ],
  },
};
