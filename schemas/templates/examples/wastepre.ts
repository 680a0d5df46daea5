// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Solid-waste and pretreatment families.
import type { Worked } from './index.ts';

export const WASTE_PRE_WORKED: Record<string, Worked> = {
  // solid-waste / corrosivityPH, water-componentGufeiFsx (GB 5085.1-2007 §4.1 / GB/T 15555.12-1995; as
  // gufei-tmpl103): pH = reading, 2 decimals; corrosive when pH ≥ 12.5 or ≤ 2.0 on the full value (GB/T 8170-2008
  // §4.3.1).
  // S1: 12.62 → "12.62"; corrosive 12.62 ≥ 12.5 or ≤ 2.0 → hazardous. S1-D: 12.58 → "12.58"; corrosive 12.58 ≥ 12.5
  // or ≤ 2.0 → hazardous. TIE: 12.495 (a tie) → "12.50"; corrosive 12.495 within (2.0, 12.5) → notHazardous. LIM:
  // 12.5 → "12.50"; corrosive 12.5 ≥ 12.5 or ≤ 2.0 → hazardous. LOW: 2.005 (a tie) → "2.00"; corrosive 2.005 within
  // (2.0, 12.5) → notHazardous.
  'water-componentGufeiFsx': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '12.495', t: '24.8' } },
      { sampleId: 'LIM', inputs: { reading: '12.50', t: '24.8' } },
      { sampleId: 'LOW', inputs: { reading: '2.005', t: '24.8' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '12.62', corrosive: 'hazardous' } },
      { sampleId: 'S1-D', results: { result: '12.58', corrosive: 'hazardous' } },
      { sampleId: 'TIE', results: { result: '12.50', corrosive: 'notHazardous' }, covers: ['tie', 'limit'] },
      { sampleId: 'LIM', results: { result: '12.50', corrosive: 'hazardous' }, covers: ['limit'] },
      { sampleId: 'LOW', results: { result: '2.00', corrosive: 'notHazardous' }, covers: ['tie', 'limit'] },
    ],
  },
  // solid-waste / leaching, gufei-tmpl102 (HJ/T 300-2007 acetic acid buffer): leachant to add V = 20·m_dry − water mL
  // (L/S 20 L/kg on the dry mass), whole millilitres.
  // S1: 20·100.015 − 20.485 = 1979.815 → "1980". S1-D: 20·100.43 − 20.57 = 1988.03 → "1988". TIE: 20·40.5 − 59.5 =
  // 750.5 (a tie) → "750".
  'gufei-tmpl102': {
    rows: [{ sampleId: 'TIE', inputs: { m: '100.0', wdm: '40.5', Vf: '980', pHf: '6.85' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1980' } },
      { sampleId: 'S1-D', results: { result: '1988' } },
      { sampleId: 'TIE', results: { result: '750' }, covers: ['tie'] },
    ],
  },
  // solid-waste / leaching, water-componentGufeiJc (HJ/T 300-2007; as gufei-tmpl102): V = 20·m_dry − water, whole mL.
  // S1: 20·100.015 − 20.485 = 1979.815 → "1980". S1-D: 20·100.43 − 20.57 = 1988.03 → "1988". TIE: 20·41.5 − 58.5 =
  // 771.5 (a tie) → "772".
  'water-componentGufeiJc': {
    rows: [{ sampleId: 'TIE', inputs: { m: '100.0', wdm: '41.5', Vf: '980', pHf: '6.85' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1980' } },
      { sampleId: 'S1-D', results: { result: '1988' } },
      { sampleId: 'TIE', results: { result: '772' }, covers: ['tie'] },
    ],
  },
  // solid-waste / leaching, gufei-tmpl79 (HJ 557-2010 horizontal vibration, water): V = 10·m_dry − water mL (L/S 10
  // L/kg), whole millilitres.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984". TIE: 10·40.5 − 59.5 = 345.5
  // (a tie) → "346".
  'gufei-tmpl79': {
    rows: [{ sampleId: 'TIE', inputs: { m: '100.0', wdm: '40.5', Vf: '980', pHf: '6.85' } }],
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
      { sampleId: 'TIE', results: { result: '346' }, covers: ['tie'] },
    ],
  },
  // solid-waste / leaching, water-componentGufeiZlJc (HJ 557-2010; as gufei-tmpl79): 10·m_dry − water, whole mL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984". TIE: 10·41.5 − 58.5 = 356.5
  // (a tie) → "356".
  'water-componentGufeiZlJc': {
    rows: [{ sampleId: 'TIE', inputs: { m: '100.0', wdm: '41.5', Vf: '980', pHf: '6.85' } }],
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
      { sampleId: 'TIE', results: { result: '356' }, covers: ['tie'] },
    ],
  },
  // solid-waste / leaching, water-componentGufeiZlJcSp (HJ 557-2010): 10·m_dry − water, whole mL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984". TIE: 10·40.5 − 59.5 = 345.5
  // (a tie) → "346".
  'water-componentGufeiZlJcSp': {
    rows: [{ sampleId: 'TIE', inputs: { m: '100.0', wdm: '40.5', Vf: '980', pHf: '6.85' } }],
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
      { sampleId: 'TIE', results: { result: '346' }, covers: ['tie'] },
    ],
  },
  // solid-waste / leaching, water-componentGufeiZlJcLs (HJ/T 299-2007; as gufei-tmpl78): 10·m_dry − water, whole mL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984". TIE: 10·41.5 − 58.5 = 356.5
  // (a tie) → "356".
  'water-componentGufeiZlJcLs': {
    rows: [{ sampleId: 'TIE', inputs: { m: '100.0', wdm: '41.5', Vf: '980', pHf: '6.85' } }],
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
      { sampleId: 'TIE', results: { result: '356' }, covers: ['tie'] },
    ],
  },
  // pretreatment / ratio, gufei-tmpl137 (HJ 781-2016): factor = V_f/amount (mL/g), 4 s.f., no MDL.
  // S1: 50/0.5012 = 99.7606… → "99.76". S1-D: 50/0.5008 = 99.8403… → "99.84". TIE: 49.38/4 = 12.345 (a tie) →
  // "12.34".
  'gufei-tmpl137': {
    rows: [{ sampleId: 'TIE', inputs: { amount: '4', Vf: '49.38' } }],
    expected: [
      { sampleId: 'S1', results: { result: '99.76' } },
      { sampleId: 'S1-D', results: { result: '99.84' } },
      { sampleId: 'TIE', results: { result: '12.34' }, covers: ['tie'] },
    ],
  },
  // pretreatment / ratio, water-componentAmbientAirQcl (HJ 657-2013): factor = V_f/amount (mL/份), 4 s.f., no MDL.
  // S1: 50/0.25 = 200 → "200.0". S1-D: 50/0.25 = 200 → "200.0". TIE: 49.38/4 = 12.345 (a tie) → "12.34".
  'water-componentAmbientAirQcl': {
    rows: [{ sampleId: 'TIE', inputs: { amount: '4', Vf: '49.38' } }],
    expected: [
      { sampleId: 'S1', results: { result: '200.0' } },
      { sampleId: 'S1-D', results: { result: '200.0' } },
      { sampleId: 'TIE', results: { result: '12.34' }, covers: ['tie'] },
    ],
  },
  // pretreatment / ratio, water-componentGFLswQcl (HJ 544-2016): factor = V_f/amount (mL/份), 4 s.f., no MDL.
  // S1: 50/1 = 50 → "50.00". S1-D: 50/1 = 50 → "50.00". TIE: 49.38/4 = 12.345 (a tie) → "12.34".
  'water-componentGFLswQcl': {
    rows: [{ sampleId: 'TIE', inputs: { amount: '4', Vf: '49.38' } }],
    expected: [
      { sampleId: 'S1', results: { result: '50.00' } },
      { sampleId: 'S1-D', results: { result: '50.00' } },
      { sampleId: 'TIE', results: { result: '12.34' }, covers: ['tie'] },
    ],
  },
  // pretreatment / ratio, water-componentGufeiQcl (HJ 781-2016): factor = V_f/amount (mL/g), 4 s.f., no MDL.
  // S1: 50/0.5012 = 99.7606… → "99.76". S1-D: 50/0.5008 = 99.8403… → "99.84". TIE: 49.38/4 = 12.345 (a tie) →
  // "12.34".
  'water-componentGufeiQcl': {
    rows: [{ sampleId: 'TIE', inputs: { amount: '4', Vf: '49.38' } }],
    expected: [
      { sampleId: 'S1', results: { result: '99.76' } },
      { sampleId: 'S1-D', results: { result: '99.84' } },
      { sampleId: 'TIE', results: { result: '12.34' }, covers: ['tie'] },
    ],
  },
  // pretreatment / ratio, water-componentSoilCzQcl (HJ 803-2016): factor = V_f/amount (mL/g), 4 s.f., no MDL.
  // S1: 50/0.5012 = 99.7606… → "99.76". S1-D: 50/0.5008 = 99.8403… → "99.84". TIE: 49.38/4 = 12.345 (a tie) →
  // "12.34".
  'water-componentSoilCzQcl': {
    rows: [{ sampleId: 'TIE', inputs: { amount: '4', Vf: '49.38' } }],
    expected: [
      { sampleId: 'S1', results: { result: '99.76' } },
      { sampleId: 'S1-D', results: { result: '99.84' } },
      { sampleId: 'TIE', results: { result: '12.34' }, covers: ['tie'] },
    ],
  },
  // pretreatment / ratio, water-componentSoilHffQcl (HJ 998-2018): factor = V_f/amount (mL/g), 4 s.f., no MDL.
  // S1: 250/10.02 = 24.9501… → "24.95". S1-D: 250/10.02 = 24.9501… → "24.95". TIE: 49.38/4 = 12.345 (a tie) →
  // "12.34".
  'water-componentSoilHffQcl': {
    rows: [{ sampleId: 'TIE', inputs: { amount: '4', Vf: '49.38' } }],
    expected: [
      { sampleId: 'S1', results: { result: '24.95' } },
      { sampleId: 'S1-D', results: { result: '24.95' } },
      { sampleId: 'TIE', results: { result: '12.34' }, covers: ['tie'] },
    ],
  },
  // pretreatment / ratio, water-componentWaterHffQcl (HJ 503-2009): factor = V_f/amount (mL/mL), 4 s.f., no MDL.
  // S1: 250/250 = 1 → "1.000". S1-D: 250/250 = 1 → "1.000". TIE: 49.38/4 = 12.345 (a tie) → "12.34".
  'water-componentWaterHffQcl': {
    rows: [{ sampleId: 'TIE', inputs: { amount: '4', Vf: '49.38' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1.000' } },
      { sampleId: 'S1-D', results: { result: '1.000' } },
      { sampleId: 'TIE', results: { result: '12.34' }, covers: ['tie'] },
    ],
  },
  // pretreatment / ratio, water-componentWaterQcl (HJ 678-2013): factor = V_f/amount (mL/mL), 4 s.f., no MDL.
  // S1: 50/25 = 2 → "2.000". S1-D: 50/25 = 2 → "2.000". TIE: 49.38/4 = 12.345 (a tie) → "12.34".
  'water-componentWaterQcl': {
    rows: [{ sampleId: 'TIE', inputs: { amount: '4', Vf: '49.38' } }],
    expected: [
      { sampleId: 'S1', results: { result: '2.000' } },
      { sampleId: 'S1-D', results: { result: '2.000' } },
      { sampleId: 'TIE', results: { result: '12.34' }, covers: ['tie'] },
    ],
  },
  // pretreatment / vialWeighing, gufei-tmpl128 (HJ 643-2013): sample mass = m_full − m_empty g, 2 decimals.
  // S1: 26.41 − 21.352 = 5.058 → "5.06". S1-D: 26.33 − 21.298 = 5.032 → "5.03". TIE: 26.415 − 21.35 = 5.065 (a tie) →
  // "5.06".
  'gufei-tmpl128': {
    rows: [{ sampleId: 'TIE', inputs: { mEmpty: '21.350', mFull: '26.415' } }],
    expected: [
      { sampleId: 'S1', results: { result: '5.06' } },
      { sampleId: 'S1-D', results: { result: '5.03' } },
      { sampleId: 'TIE', results: { result: '5.06' }, covers: ['tie'] },
    ],
  },
  // pretreatment / vialWeighing, soil-tmpl139 (HJ 642-2013): sample mass = m_full − m_empty g, 2 decimals.
  // S1: 26.41 − 21.352 = 5.058 → "5.06". S1-D: 26.33 − 21.298 = 5.032 → "5.03". TIE: 26.415 − 21.35 = 5.065 (a tie) →
  // "5.06".
  'soil-tmpl139': {
    rows: [{ sampleId: 'TIE', inputs: { mEmpty: '21.350', mFull: '26.415' } }],
    expected: [
      { sampleId: 'S1', results: { result: '5.06' } },
      { sampleId: 'S1-D', results: { result: '5.03' } },
      { sampleId: 'TIE', results: { result: '5.06' }, covers: ['tie'] },
    ],
  },
  // pretreatment / vialWeighing, water-componentGufeiHfxQcl (HJ 643-2013): sample mass = m_full − m_empty g, 2
  // decimals.
  // S1: 26.41 − 21.352 = 5.058 → "5.06". S1-D: 26.33 − 21.298 = 5.032 → "5.03". TIE: 26.415 − 21.35 = 5.065 (a tie) →
  // "5.06".
  'water-componentGufeiHfxQcl': {
    rows: [{ sampleId: 'TIE', inputs: { mEmpty: '21.350', mFull: '26.415' } }],
    expected: [
      { sampleId: 'S1', results: { result: '5.06' } },
      { sampleId: 'S1-D', results: { result: '5.03' } },
      { sampleId: 'TIE', results: { result: '5.06' }, covers: ['tie'] },
    ],
  },
  // pretreatment / vialWeighing, water-componentGufeiVocQcl (HJ 643-2013): sample mass = m_full − m_empty g, 2
  // decimals.
  // S1: 26.41 − 21.352 = 5.058 → "5.06". S1-D: 26.33 − 21.298 = 5.032 → "5.03". TIE: 26.415 − 21.35 = 5.065 (a tie) →
  // "5.06".
  'water-componentGufeiVocQcl': {
    rows: [{ sampleId: 'TIE', inputs: { mEmpty: '21.350', mFull: '26.415' } }],
    expected: [
      { sampleId: 'S1', results: { result: '5.06' } },
      { sampleId: 'S1-D', results: { result: '5.03' } },
      { sampleId: 'TIE', results: { result: '5.06' }, covers: ['tie'] },
    ],
  },
  // pretreatment / vialWeighing, water-componentSoilHfxQcl (HJ 642-2013): sample mass = m_full − m_empty g, 2
  // decimals.
  // S1: 26.41 − 21.352 = 5.058 → "5.06". S1-D: 26.33 − 21.298 = 5.032 → "5.03". TIE: 26.415 − 21.35 = 5.065 (a tie) →
  // "5.06".
  'water-componentSoilHfxQcl': {
    rows: [{ sampleId: 'TIE', inputs: { mEmpty: '21.350', mFull: '26.415' } }],
    expected: [
      { sampleId: 'S1', results: { result: '5.06' } },
      { sampleId: 'S1-D', results: { result: '5.03' } },
      { sampleId: 'TIE', results: { result: '5.06' }, covers: ['tie'] },
    ],
  },
  // pretreatment / vialWeighing, water-componentSoilVocQcl (HJ 642-2013 / HJ 605-2011): sample mass = m_full −
  // m_empty g, 2 decimals.
  // S1: 26.41 − 21.352 = 5.058 → "5.06". S1-D: 26.33 − 21.298 = 5.032 → "5.03". TIE: 26.415 − 21.35 = 5.065 (a tie) →
  // "5.06".
  'water-componentSoilVocQcl': {
    rows: [{ sampleId: 'TIE', inputs: { mEmpty: '21.350', mFull: '26.415' } }],
    expected: [
      { sampleId: 'S1', results: { result: '5.06' } },
      { sampleId: 'S1-D', results: { result: '5.03' } },
      { sampleId: 'TIE', results: { result: '5.06' }, covers: ['tie'] },
    ],
  },
};
