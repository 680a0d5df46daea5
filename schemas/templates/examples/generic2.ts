// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Generic records (method "—"): the family's formula, since no standard is named; part 2 of 5, by template id.
import type { Worked } from './index.ts';

export const GENERIC2_WORKED: Record<string, Worked> = {
  // solid-waste / leaching, water-componentAmbientAirZlJc (no method standard: a generic solid-waste record of this
  // screen, README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984".
  'water-componentAmbientAirZlJc': {
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
    ],
  },
  // solid-waste / leaching, water-componentAmbientAirZlJcLs (no method standard: a generic solid-waste record of this
  // screen, README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984".
  'water-componentAmbientAirZlJcLs': {
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
    ],
  },
  // solid-waste / leaching, water-componentAmbientAirZlJcSp (no method standard: a generic solid-waste record of this
  // screen, README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984".
  'water-componentAmbientAirZlJcSp': {
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
    ],
  },
  // gravimetric / ignitionLoss, water-componentAmbientAirZlYjz (no method standard: a generic gravimetric record of
  // this screen, README "The manifest"): (m1 − m2)/(m1 − m0)·100; 1 decimal; OM.
  // S1: (30.441 − 30.1102)/(30.441 − 25.4402)·100 = 6.61494… → "6.6". S1-D: (29.985 − 29.6531)/(29.985 − 24.981)·100
  // = 6.63269… → "6.6".
  'water-componentAmbientAirZlYjz': {
    expected: [
      { sampleId: 'S1', results: { result: '6.6' } },
      { sampleId: 'S1-D', results: { result: '6.6' } },
    ],
  },
  // gravimetric / ambientPM, water-componentAmbientAirZr (no method standard: a generic gravimetric record of this
  // screen, README "The manifest"): (w2 − w1)·1000/V; whole numbers; TDS.
  // S1: (376.85 − 375.21)·1000/23.04 = 71.1806… → "71". S1-D: (376.5 − 374.9)·1000/23 = 69.5652… → "70".
  'water-componentAmbientAirZr': {
    expected: [
      { sampleId: 'S1', results: { result: '71' } },
      { sampleId: 'S1-D', results: { result: '70' } },
    ],
  },
  // single-reading / difference, water-componentAmbientAirZyjt (no method standard: a generic single-reading record
  // of this screen, README "The manifest"): (TC − IC)·f; 1 decimal; TOC.
  // S1: (18.62 − 6.35)·1 = 12.27 → "12.3". S1-D: (18.4 − 6.3)·1 = 12.1 → "12.1". BLK: (0.12 − 0.05)·1 = 0.07 → "0.1".
  'water-componentAmbientAirZyjt': {
    expected: [
      { sampleId: 'S1', results: { result: '12.3' } },
      { sampleId: 'S1-D', results: { result: '12.1' } },
      { sampleId: 'BLK', results: { result: '0.1' } },
    ],
  },
  // soil-physical / hydraulic, water-componentGFBh (no method standard: a generic soil-physical record of this
  // screen, README "The manifest"): 10·Q·L/(S·t·h)/(0.7 + 0.03·T); 3 s.f.; KS.
  // S1: K_t = 10·86.5·5/(20·10·5) = 4.325; /(0.7 + 0.03·18.5) = 3.44622… → "3.45". S1-D: K_t = 10·82·5/(20·10·5) =
  // 4.1; /(0.7 + 0.03·18.5) = 3.26693… → "3.27".
  'water-componentGFBh': {
    expected: [
      { sampleId: 'S1', results: { result: '3.45' } },
      { sampleId: 'S1-D', results: { result: '3.27' } },
    ],
  },
  // pretreatment / ratio, water-componentGFCzQcl (no method standard: a generic pretreatment record of this screen,
  // README "The manifest"): V_f/amount; 4 s.f.; RATIO.
  // S1: 50/0.5012 = 99.7606… → "99.76". S1-D: 50/0.5008 = 99.8403… → "99.84".
  'water-componentGFCzQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '99.76' } },
      { sampleId: 'S1-D', results: { result: '99.84' } },
    ],
  },
  // single-reading / reading, water-componentGFDdl (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading·f; 3 s.f.; EC.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9".
  'water-componentGFDdl': {
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
    ],
  },
  // micro / mpnTubes, water-componentGFFdc (no method standard: a generic micro record of this screen, README "The
  // manifest"): λ·1000·D (15 tubes, maximum likelihood); 2 s.f.; FC.
  // S1: MPN 5-3-1 by maximum likelihood λ = 1.08645… /mL; ·1000·10 = 10864.5… → "1.1×10⁴". BLK: no positive tube: λ =
  // 0 < MDL 20·1 → "<20".
  'water-componentGFFdc': {
    expected: [
      { sampleId: 'S1', results: { result: '1.1×10⁴' } },
      { sampleId: 'BLK', results: { result: '<20' }, covers: ['belowMdl'] },
    ],
  },
  // solid-waste / corrosivityPH, water-componentGFFsx (no method standard: a generic solid-waste record of this
  // screen, README "The manifest"): pH ≥ 12.5 or ≤ 2.0 (full value); 2 decimals; pH.
  // S1: 12.62 → "12.62"; corrosive 12.62 ≥ 12.5 or ≤ 2.0 → hazardous. S1-D: 12.58 → "12.58"; corrosive 12.58 ≥ 12.5
  // or ≤ 2.0 → hazardous.
  'water-componentGFFsx': {
    expected: [
      { sampleId: 'S1', results: { result: '12.62', corrosive: 'hazardous' } },
      { sampleId: 'S1-D', results: { result: '12.58', corrosive: 'hazardous' } },
    ],
  },
  // pretreatment / ratio, water-componentGFHffQcl (no method standard: a generic pretreatment record of this screen,
  // README "The manifest"): V_f/amount; 4 s.f.; RATIO.
  // S1: 250/250 = 1 → "1.000". S1-D: 250/250 = 1 → "1.000".
  'water-componentGFHffQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '1.000' } },
      { sampleId: 'S1-D', results: { result: '1.000' } },
    ],
  },
  // pretreatment / vialWeighing, water-componentGFHfxQcl (no method standard: a generic pretreatment record of this
  // screen, README "The manifest"): m_full − m_empty; 2 decimals; MASS.
  // S1: 26.41 − 21.352 = 5.058 → "5.06". S1-D: 26.33 − 21.298 = 5.032 → "5.03".
  'water-componentGFHfxQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '5.06' } },
      { sampleId: 'S1-D', results: { result: '5.03' } },
    ],
  },
  // solid-waste / leaching, water-componentGFJc (no method standard: a generic solid-waste record of this screen,
  // README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 20·100.015 − 20.485 = 1979.815 → "1980". S1-D: 20·100.43 − 20.57 = 1988.03 → "1988".
  'water-componentGFJc': {
    expected: [
      { sampleId: 'S1', results: { result: '1980' } },
      { sampleId: 'S1-D', results: { result: '1988' } },
    ],
  },
  // micro / plateCount, water-componentGFJl (no method standard: a generic micro record of this screen, README "The
  // manifest"): the 30–300 plate rules; below 100 whole numbers, else 2 s.f. (tier on the rounded value); TBC.
  // S1: only 1:10 in 30–300: mean 158 × 10 = 1580 → "1.6×10³". S1-D: only 1:10 in 30–300: mean 153.5 × 10 = 1535 →
  // "1.5×10³". BLK: nothing grew → "<1" (lowest factor).
  'water-componentGFJl': {
    expected: [
      { sampleId: 'S1', results: { result: '1.6×10³' } },
      { sampleId: 'S1-D', results: { result: '1.5×10³' } },
      { sampleId: 'BLK', results: { result: '<1' }, covers: ['belowMdl'] },
    ],
  },
  // soil-physical / particleSize, water-componentGFJxzc (no method standard: a generic soil-physical record of this
  // screen, README "The manifest"): pipette fractions; 1 decimal; CLAY, SILT, SAND.
  // S1 CLAY: clay (0.0652 − 0.0025)·1000/25/10·100 = 25.08 → "25.1"; fine 55.8 − clay = 30.72 → "30.7"; 100 − fine =
  // 44.2 → "44.2". S1-D CLAY: clay (0.064 − 0.0025)·1000/25/10·100 = 24.6 → "24.6"; fine 55.2 − clay = 30.6 → "30.6";
  // 100 − fine = 44.8 → "44.8".
  'water-componentGFJxzc': {
    expected: [
      { sampleId: 'S1', results: { result: '25.1', silt: '30.7', sand: '44.2' } },
      { sampleId: 'S1-D', results: { result: '24.6', silt: '30.6', sand: '44.8' } },
    ],
  },
  // soil-physical / porosity, water-componentGFKxd (no method standard: a generic soil-physical record of this
  // screen, README "The manifest"): (1 − ρb/ρs)·100; 1 decimal; POR.
  // S1: ρb = 1.3288; (1 − ρb/2.65)·100 = 49.8566… → "49.9". S1-D: ρb = 1.322; (1 − ρb/2.65)·100 = 50.1132… → "50.1".
  'water-componentGFKxd': {
    expected: [
      { sampleId: 'S1', results: { result: '49.9' } },
      { sampleId: 'S1-D', results: { result: '50.1' } },
    ],
  },
  // single-reading / ph, water-componentGFPh (no method standard: a generic single-reading record of this screen,
  // README "The manifest"): the reading; 1 decimal; pH.
  // S1: 7.36 → "7.4". S1-D: 7.38 → "7.4".
  'water-componentGFPh': {
    expected: [
      { sampleId: 'S1', results: { result: '7.4' } },
      { sampleId: 'S1-D', results: { result: '7.4' } },
    ],
  },
  // pretreatment / ratio, water-componentGFQcl (no method standard: a generic pretreatment record of this screen,
  // README "The manifest"): V_f/amount; 4 s.f.; RATIO.
  // S1: 50/25 = 2 → "2.000". S1-D: 50/25 = 2 → "2.000".
  'water-componentGFQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '2.000' } },
      { sampleId: 'S1-D', results: { result: '2.000' } },
    ],
  },
  // titration / do, water-componentGFRjy (no method standard: a generic titration record of this screen, README "The
  // manifest"): 32·V2·c·f1/(4·V1), f1 = V0/(V0 − 3); 1 decimal; DO.
  // S1: 32·4.52·10.05·1.01209…/(4·100) = 3.67801… → "3.7". S1-D: 32·4.55·10.05·1.01212…/(4·100) = 3.70252… → "3.7".
  'water-componentGFRjy': {
    expected: [
      { sampleId: 'S1', results: { result: '3.7' } },
      { sampleId: 'S1-D', results: { result: '3.7' } },
    ],
  },
  // titration / forward, water-componentGFRl (no method standard: a generic titration record of this screen, README
  // "The manifest"): (Vt − Vb)·c·M·1000/V·f; whole numbers; Cl.
  // S1: (5.35 − 0.2)·0.0141·35.45·1000/50 = 51.484035 → "51". S1-D: (5.4 − 0.2)·0.0141·35.45·1000/50 = 51.98388 →
  // "52". BLK: (0.2 − 0.2)·0.0141·35.45·1000/50 = 0 → "0".
  'water-componentGFRl': {
    expected: [
      { sampleId: 'S1', results: { result: '51' } },
      { sampleId: 'S1-D', results: { result: '52' } },
      { sampleId: 'BLK', results: { result: '0' } },
    ],
  },
  // titration / backBlank, water-componentGFRlTow (no method standard: a generic titration record of this screen,
  // README "The manifest"): c·(V0 − V1)·M·1000/V·f; COD, reported as the COD component it follows (HJ 828 §10.2 as quoted: whole numbers below 100, else 3 s.f.; the tier on the rounded value).
  // S1: 0.0502·(24.85 − 22.4)·8·1000/10 = 98.392 → "98". S1-D: 0.0502·(24.85 − 22.35)·8·1000/10 = 100.4 → "100".
  // BLK: 0.0502·(24.85 − 24.85)·8·1000/10 = 0 → "0".
  'water-componentGFRlTow': {
    expected: [
      { sampleId: 'S1', results: { result: '98' } },
      { sampleId: 'S1-D', results: { result: '100' } },
      { sampleId: 'BLK', results: { result: '0' } },
    ],
  },
  // single-reading / reading, water-componentGFRy (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading·f; 1 decimal; DO.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9".
  'water-componentGFRy': {
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
    ],
  },
  // soil-physical / bulkDensity, water-componentGFRz (no method standard: a generic soil-physical record of this
  // screen, README "The manifest"): (m_total − m_ring)/V; 2 decimals; BD.
  // S1: (231.4 − 98.52)/100 = 1.3288 → "1.33". S1-D: (230.1 − 97.9)/100 = 1.322 → "1.32".
  'water-componentGFRz': {
    expected: [
      { sampleId: 'S1', results: { result: '1.33' } },
      { sampleId: 'S1-D', results: { result: '1.32' } },
    ],
  },
  // single-reading / reading, water-componentGFSd (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading·f; whole numbers; COLOR.
  // S1: 12.6·1 = 12.6 → "13". S1-D: 12.9·1 = 12.9 → "13".
  'water-componentGFSd': {
    expected: [
      { sampleId: 'S1', results: { result: '13' } },
      { sampleId: 'S1-D', results: { result: '13' } },
    ],
  },
  // bod5 / dilution, water-componentGFSh (no method standard: a generic bod5 record of this screen, README "The
  // manifest"): [(ρ1 − ρ2) − (ρ3 − ρ4)·f1]/f2; valid when depletion ≥ 2 and residual ≥ 2 mg/L; below 100 1 decimal,
  // else 3 s.f. (tier on the rounded value); BOD5.
  // S1: [(8.9 − 4.15) − 0.33·0.95]/0.05 = 88.73 → "88.7"; validFlag depletion 4.75, residual 4.15 → valid. S1: [(8.85
  // − 5.9) − 0.33·0.97]/0.03 = 87.6633… → "87.7"; validFlag depletion 2.95, residual 5.9 → valid. S1-D: [(8.88 −
  // 4.05) − 0.33·0.95]/0.05 = 90.33 → "90.3"; validFlag depletion 4.83, residual 4.05 → valid. BLK: [(8.95 − 8.62) −
  // 0.33·0]/1 = 0.33 → "0.3"; validFlag depletion 0.33, residual 8.62 → valid.
  'water-componentGFSh': {
    expected: [
      { sampleId: 'S1', results: { result: '88.7', validFlag: 'valid' } },
      { sampleId: 'S1', results: { result: '87.7', validFlag: 'valid' } },
      { sampleId: 'S1-D', results: { result: '90.3', validFlag: 'valid' } },
      { sampleId: 'BLK', results: { result: '0.3', validFlag: 'valid' } },
    ],
  },
};
