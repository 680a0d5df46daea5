// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Single-reading family: pH, colour, conductivity.
import type { Worked } from './index.ts';

export const READINGS_WORKED: Record<string, Worked> = {
  // single-reading / ph, water-componentWaterPh (HJ 1147-2020 pH, electrode; the same method as water-tmpl37): pH =
  // the meter's temperature-compensated reading, 1 decimal, no MDL.
  // S1: 7.36 → "7.4". S1-D: 7.38 → "7.4". TIE: 7.25 (a tie) → "7.2". TIE2: 7.35 (a tie) → "7.4".
  'water-componentWaterPh': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '7.25', t: '21.4' } },
      { sampleId: 'TIE2', inputs: { reading: '7.35', t: '21.4' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '7.4' } },
      { sampleId: 'S1-D', results: { result: '7.4' } },
      { sampleId: 'TIE', results: { result: '7.2' }, covers: ['tie'] },
      { sampleId: 'TIE2', results: { result: '7.4' }, covers: ['tie'] },
    ],
  },
  // single-reading / ph, water-componentSoilPh (HJ 962-2018 soil pH; as soil-tmpl83): 2 decimals; outside 2.00–12.00
  // "pH<2.00" / "pH>12.00", decided on the full reading.
  // S1: 7.36 → "7.36". S1-D: 7.38 → "7.38". TIE: 6.125 (a tie) → "6.12". HI: 12.01 → "pH>12.00". EDGE: 2 → "2.00".
  'water-componentSoilPh': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '6.125', t: '21.4' } },
      { sampleId: 'HI', inputs: { reading: '12.01', t: '21.4' } },
      { sampleId: 'EDGE', inputs: { reading: '2.00', t: '21.4' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '7.36' } },
      { sampleId: 'S1-D', results: { result: '7.38' } },
      { sampleId: 'TIE', results: { result: '6.12' }, covers: ['tie'] },
      { sampleId: 'HI', results: { result: 'pH>12.00' }, covers: ['limit'] },
      { sampleId: 'EDGE', results: { result: '2.00' }, covers: ['limit'] },
    ],
  },
  // single-reading / ph, water-componentGufeiPh (GB/T 15555.12-1995 leachate pH, electrode): the reading, 2 decimals,
  // no MDL.
  // S1: 7.36 → "7.36". S1-D: 7.38 → "7.38". TIE: 4.935 (a tie) → "4.94".
  'water-componentGufeiPh': {
    rows: [{ sampleId: 'TIE', inputs: { reading: '4.935', t: '24.8' } }],
    expected: [
      { sampleId: 'S1', results: { result: '7.36' } },
      { sampleId: 'S1-D', results: { result: '7.38' } },
      { sampleId: 'TIE', results: { result: '4.94' }, covers: ['tie'] },
    ],
  },
  // single-reading / ph, water-componentAmbientAirPh (GB 13580.4-92 precipitation pH): the reading, 2 decimals, no
  // MDL.
  // S1: 7.36 → "7.36". S1-D: 7.38 → "7.38". TIE: 5.605 (a tie) → "5.60".
  'water-componentAmbientAirPh': {
    rows: [{ sampleId: 'TIE', inputs: { reading: '5.605', t: '20.0' } }],
    expected: [
      { sampleId: 'S1', results: { result: '7.36' } },
      { sampleId: 'S1-D', results: { result: '7.38' } },
      { sampleId: 'TIE', results: { result: '5.60' }, covers: ['tie'] },
    ],
  },
  // single-reading / reading, water-componentWaterZd (HJ 1075-2019 turbidity; as water-tmpl41): NTU = reading·f, 1
  // decimal, MDL 0.3 NTU.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9". TIE: 12.65·1 = 12.65 (a tie) → "12.6". LOW: 0.25·1 =
  // 0.25 < 0.3 → "0.3L".
  'water-componentWaterZd': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '12.65', f: '1', t: '20.5' } },
      { sampleId: 'LOW', inputs: { reading: '0.25', f: '1', t: '20.5' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
      { sampleId: 'TIE', results: { result: '12.6' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.3L' }, covers: ['belowMdl'] },
    ],
  },
  // single-reading / reading, water-tmpl42 (GB 11903-89 colour, platinum-cobalt): colour = reading·f (dilution),
  // whole degrees; no MDL (§1 states none), the scale of §3.2.3 starts at 5 度, so below it prints "<5" (RULES.GB11903).
  // S1: 12.6·1 = 12.6 → "13". S1-D: 12.9·1 = 12.9 → "13". TIE: 12.5·1 = 12.5 (a tie) → "12". TIE2: 6.75·2 = 13.5 (a
  // tie) → "14". LOW: 4·1 = 4 < 5 → "<5" (was "5L", an MDL GB 11903 does not state). AT5: 5·1 = 5 → "5".
  'water-tmpl42': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '12.5', f: '1', t: '20.5' } },
      { sampleId: 'TIE2', inputs: { reading: '6.75', f: '2', t: '20.5' } },
      { sampleId: 'LOW', inputs: { reading: '4', f: '1', t: '20.5' } },
      { sampleId: 'AT5', inputs: { reading: '5', f: '1', t: '20.5' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '13' } },
      { sampleId: 'S1-D', results: { result: '13' } },
      { sampleId: 'TIE', results: { result: '12' }, covers: ['tie'] },
      { sampleId: 'TIE2', results: { result: '14' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '<5' } },
      { sampleId: 'AT5', results: { result: '5' } },
    ],
  },
  // single-reading / reading, water-componentWaterSd (GB 11903-89; the same template as water-tmpl42): reading·f,
  // whole degrees, "<5" below the 5 度 standard (RULES.GB11903; GB 11903 §1 states no MDL).
  // S1: 12.6·1 = 12.6 → "13". S1-D: 12.9·1 = 12.9 → "13". TIE: 12.5·1 = 12.5 (a tie) → "12". LOW: 4·1 = 4 < 5 → "<5".
  'water-componentWaterSd': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '12.5', f: '1', t: '20.5' } },
      { sampleId: 'LOW', inputs: { reading: '4', f: '1', t: '20.5' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '13' } },
      { sampleId: 'S1-D', results: { result: '13' } },
      { sampleId: 'TIE', results: { result: '12' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '<5' } },
    ],
  },
  // single-reading / reading, water-tmpl38 (水和废水监测分析方法 第四版增补版 3.1.9 conductivity, meter at 25 °C): μS/cm = reading·f,
  // 3 s.f., no MDL.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9". TIE: 12.25·1 = 12.25 (a tie) → "12.2". HIGH: 1234·1 =
  // 1234 → "1.23×10³".
  'water-tmpl38': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '12.25', f: '1', t: '20.5' } },
      { sampleId: 'HIGH', inputs: { reading: '1234', f: '1', t: '20.5' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
      { sampleId: 'TIE', results: { result: '12.2' }, covers: ['tie'] },
      { sampleId: 'HIGH', results: { result: '1.23×10³' } },
    ],
  },
  // single-reading / reading, water-componentWaterDdl (conductivity; as water-tmpl38): reading·f, 3 s.f., no MDL.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9". TIE: 12.35·1 = 12.35 (a tie) → "12.4".
  'water-componentWaterDdl': {
    rows: [{ sampleId: 'TIE', inputs: { reading: '12.35', f: '1', t: '20.5' } }],
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
      { sampleId: 'TIE', results: { result: '12.4' }, covers: ['tie'] },
    ],
  },
  // single-reading / reading, water-componentAmbientAirDdl (GB 13580.3-92 precipitation conductivity): mS/m =
  // reading·f, 3 s.f., no MDL.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9". TIE: 2.345·1 = 2.345 (a tie) → "2.34".
  'water-componentAmbientAirDdl': {
    rows: [{ sampleId: 'TIE', inputs: { reading: '2.345', f: '1', t: '25.0' } }],
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
      { sampleId: 'TIE', results: { result: '2.34' }, covers: ['tie'] },
    ],
  },
  // single-reading / reading, soil-tmpl89 (HJ 802-2016 soil conductivity): mS/m = reading·f; one decimal, at most 3
  // s.f. (RULES.HJ802), no MDL.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9". TIE: 5.25·1 = 5.25 (a tie) → "5.2". CAP: 123.45·1 =
  // 123.45 → "123".
  'soil-tmpl89': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '5.25', f: '1', t: '20.5' } },
      { sampleId: 'CAP', inputs: { reading: '123.45', f: '1', t: '20.5' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
      { sampleId: 'TIE', results: { result: '5.2' }, covers: ['tie'] },
      { sampleId: 'CAP', results: { result: '123' } },
    ],
  },
  // single-reading / reading, water-componentSoilDdl (HJ 802-2016; as soil-tmpl89): one decimal, at most 3 s.f.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9". TIE: 5.35·1 = 5.35 (a tie) → "5.4". CAP: 234.5·1 =
  // 234.5 (a tie) → "234".
  'water-componentSoilDdl': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '5.35', f: '1', t: '20.5' } },
      { sampleId: 'CAP', inputs: { reading: '234.5', f: '1', t: '20.5' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
      { sampleId: 'TIE', results: { result: '5.4' }, covers: ['tie'] },
      { sampleId: 'CAP', results: { result: '234' }, covers: ['tie'] },
    ],
  },
};
