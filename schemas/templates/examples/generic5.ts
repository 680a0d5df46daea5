// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Generic records (method "—"): the family's formula, since no standard is named; part 5 of 5, by template id.
import type { Worked } from './index.ts';

export const GENERIC5_WORKED: Record<string, Worked> = {
  // single-reading / reading, water-componentSoilYw (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading·f; whole numbers; ODOR.
  // S1: 12.6·1 = 12.6 → "13". S1-D: 12.9·1 = 12.9 → "13".
  'water-componentSoilYw': {
    expected: [
      { sampleId: 'S1', results: { result: '13' } },
      { sampleId: 'S1-D', results: { result: '13' } },
    ],
  },
  // single-reading / reading, water-componentSoilZd (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading·f; 1 decimal; TURB.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9".
  'water-componentSoilZd': {
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
    ],
  },
  // micro / mpnWells, water-componentSoilZdc (no method standard: a generic micro record of this screen, README "The
  // manifest"): λ·100·10·100/V (Quanti-Tray, maximum likelihood); 2 s.f.; TC.
  // S1: λ(32 large, 6 small) = 0.590039… /mL, ·100 = 59.0039… MPN/100 mL; ·10·100/10 = 5900.39… → "5.9×10³". S1-D:
  // λ(30 large, 7 small) = 0.553911… /mL, ·100 = 55.3911… MPN/100 mL; ·10·100/10 = 5539.11… → "5.5×10³". BLK: no
  // positive well: λ = 0 < MDL 1000/100 → "<10".
  'water-componentSoilZdc': {
    expected: [
      { sampleId: 'S1', results: { result: '5.9×10³' } },
      { sampleId: 'S1-D', results: { result: '5.5×10³' } },
      { sampleId: 'BLK', results: { result: '<10' }, covers: ['belowMdl'] },
    ],
  },
  // gravimetric / ignitionLoss, water-componentSoilZlGwz (no method standard: a generic gravimetric record of this
  // screen, README "The manifest"): (m1 − m2)/(m1 − m0)·100; 1 decimal; LOI.
  // S1: (30.441 − 30.1102)/(30.441 − 25.4402)·100 = 6.61494… → "6.6". S1-D: (29.985 − 29.6531)/(29.985 − 24.981)·100
  // = 6.63269… → "6.6".
  'water-componentSoilZlGwz': {
    expected: [
      { sampleId: 'S1', results: { result: '6.6' } },
      { sampleId: 'S1-D', results: { result: '6.6' } },
    ],
  },
  // solid-waste / leaching, water-componentSoilZlJc (no method standard: a generic solid-waste record of this screen,
  // README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984".
  'water-componentSoilZlJc': {
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
    ],
  },
  // solid-waste / leaching, water-componentSoilZlJcLs (no method standard: a generic solid-waste record of this
  // screen, README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984".
  'water-componentSoilZlJcLs': {
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
    ],
  },
  // solid-waste / leaching, water-componentSoilZlJcSp (no method standard: a generic solid-waste record of this
  // screen, README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984".
  'water-componentSoilZlJcSp': {
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
    ],
  },
  // gravimetric / ignitionLoss, water-componentSoilZlYjz (no method standard: a generic gravimetric record of this
  // screen, README "The manifest"): (m1 − m2)/(m1 − m0)·100; 1 decimal; OM.
  // S1: (30.441 − 30.1102)/(30.441 − 25.4402)·100 = 6.61494… → "6.6". S1-D: (29.985 − 29.6531)/(29.985 − 24.981)·100
  // = 6.63269… → "6.6".
  'water-componentSoilZlYjz': {
    expected: [
      { sampleId: 'S1', results: { result: '6.6' } },
      { sampleId: 'S1-D', results: { result: '6.6' } },
    ],
  },
  // gravimetric / dryMatter, water-componentSoilZr (no method standard: a generic gravimetric record of this screen,
  // README "The manifest"): dry matter (m2 − m0)/(m1 − m0)·100, water on the dry mass; whole numbers; TDS.
  // S1: (49.6012 − 32.1015)/(52.335 − 32.1015)·100 = 86.4887… → "86"; (52.335 − 49.6012)/17.4997·100 = 15.6220… →
  // "16". S1-D: (49.201 − 31.882)/(51.9012 − 31.882)·100 = 86.5119… → "87"; (51.9012 − 49.201)/17.319·100 = 15.5910…
  // → "16".
  'water-componentSoilZr': {
    expected: [
      { sampleId: 'S1', results: { result: '86', water: '16' } },
      { sampleId: 'S1-D', results: { result: '87', water: '16' } },
    ],
  },
  // soil-physical / hydraulic, water-componentWaterBh (no method standard: a generic soil-physical record of this
  // screen, README "The manifest"): 10·Q·L/(S·t·h)/(0.7 + 0.03·T); 3 s.f.; KS.
  // S1: K_t = 10·86.5·5/(20·10·5) = 4.325; /(0.7 + 0.03·18.5) = 3.44622… → "3.45". S1-D: K_t = 10·82·5/(20·10·5) =
  // 4.1; /(0.7 + 0.03·18.5) = 3.26693… → "3.27".
  'water-componentWaterBh': {
    expected: [
      { sampleId: 'S1', results: { result: '3.45' } },
      { sampleId: 'S1-D', results: { result: '3.27' } },
    ],
  },
  // gravimetric / filterBlank, water-componentWaterBzlm (no method standard: a generic gravimetric record of this
  // screen, README "The manifest"): mean of two weighings; constant when |wa − wb| ≤ tol; 2 decimals; FILTER.
  // S1: (375.21 + 375.24)/2 = 375.225 (a tie) → "375.22"; constant |Δ| 0.03 ≤ 0.04 → yes. S1-D: (374.9 + 374.92)/2 =
  // 374.91 → "374.91"; constant |Δ| 0.02 ≤ 0.04 → yes.
  'water-componentWaterBzlm': {
    expected: [
      { sampleId: 'S1', results: { result: '375.22', constant: 'yes' }, covers: ['tie'] },
      { sampleId: 'S1-D', results: { result: '374.91', constant: 'yes' } },
    ],
  },
  // pretreatment / ratio, water-componentWaterCzQcl (no method standard: a generic pretreatment record of this
  // screen, README "The manifest"): V_f/amount; 4 s.f.; RATIO.
  // S1: 50/0.5012 = 99.7606… → "99.76". S1-D: 50/0.5008 = 99.8403… → "99.84".
  'water-componentWaterCzQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '99.76' } },
      { sampleId: 'S1-D', results: { result: '99.84' } },
    ],
  },
  // chromatography / nmhc, water-componentWaterFjw (no method standard: a generic chromatography record of this
  // screen, README "The manifest"): (THC − CH4)·12/16; 2 decimals; NMHC.
  // S1: (2.85 − 1.32)·12/16 = 1.1475 → "1.15". S1-D: (2.91 − 1.33)·12/16 = 1.185 (a tie) → "1.18".
  'water-componentWaterFjw': {
    expected: [
      { sampleId: 'S1', results: { result: '1.15' } },
      { sampleId: 'S1-D', results: { result: '1.18' }, covers: ['tie'] },
    ],
  },
  // solid-waste / corrosivityPH, water-componentWaterFsx (no method standard: a generic solid-waste record of this
  // screen, README "The manifest"): pH ≥ 12.5 or ≤ 2.0 (full value); 2 decimals; pH.
  // S1: 12.62 → "12.62"; corrosive 12.62 ≥ 12.5 or ≤ 2.0 → hazardous. S1-D: 12.58 → "12.58"; corrosive 12.58 ≥ 12.5
  // or ≤ 2.0 → hazardous.
  'water-componentWaterFsx': {
    expected: [
      { sampleId: 'S1', results: { result: '12.62', corrosive: 'hazardous' } },
      { sampleId: 'S1-D', results: { result: '12.58', corrosive: 'hazardous' } },
    ],
  },
  // pretreatment / vialWeighing, water-componentWaterHfxQcl (no method standard: a generic pretreatment record of
  // this screen, README "The manifest"): m_full − m_empty; 2 decimals; MASS.
  // S1: 26.41 − 21.352 = 5.058 → "5.06". S1-D: 26.33 − 21.298 = 5.032 → "5.03".
  'water-componentWaterHfxQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '5.06' } },
      { sampleId: 'S1-D', results: { result: '5.03' } },
    ],
  },
  // solid-waste / leaching, water-componentWaterJc (no method standard: a generic solid-waste record of this screen,
  // README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 20·100.015 − 20.485 = 1979.815 → "1980". S1-D: 20·100.43 − 20.57 = 1988.03 → "1988".
  'water-componentWaterJc': {
    expected: [
      { sampleId: 'S1', results: { result: '1980' } },
      { sampleId: 'S1-D', results: { result: '1988' } },
    ],
  },
  // soil-physical / particleSize, water-componentWaterJxzc (no method standard: a generic soil-physical record of
  // this screen, README "The manifest"): pipette fractions; 1 decimal; CLAY, SILT, SAND.
  // S1 CLAY: clay (0.0652 − 0.0025)·1000/25/10·100 = 25.08 → "25.1"; fine 55.8 − clay = 30.72 → "30.7"; 100 − fine =
  // 44.2 → "44.2". S1-D CLAY: clay (0.064 − 0.0025)·1000/25/10·100 = 24.6 → "24.6"; fine 55.2 − clay = 30.6 → "30.6";
  // 100 − fine = 44.8 → "44.8".
  'water-componentWaterJxzc': {
    expected: [
      { sampleId: 'S1', results: { result: '25.1', silt: '30.7', sand: '44.2' } },
      { sampleId: 'S1-D', results: { result: '24.6', silt: '30.6', sand: '44.8' } },
    ],
  },
  // soil-physical / porosity, water-componentWaterKxd (no method standard: a generic soil-physical record of this
  // screen, README "The manifest"): (1 − ρb/ρs)·100; 1 decimal; POR.
  // S1: ρb = 1.3288; (1 − ρb/2.65)·100 = 49.8566… → "49.9". S1-D: ρb = 1.322; (1 − ρb/2.65)·100 = 50.1132… → "50.1".
  'water-componentWaterKxd': {
    expected: [
      { sampleId: 'S1', results: { result: '49.9' } },
      { sampleId: 'S1-D', results: { result: '50.1' } },
    ],
  },
  // pretreatment / ratio, water-componentWaterLswQcl (no method standard: a generic pretreatment record of this
  // screen, README "The manifest"): V_f/amount; 4 s.f.; RATIO.
  // S1: 50/1 = 50 → "50.00". S1-D: 50/1 = 50 → "50.00".
  'water-componentWaterLswQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '50.00' } },
      { sampleId: 'S1-D', results: { result: '50.00' } },
    ],
  },
  // soil-physical / bulkDensity, water-componentWaterRz (no method standard: a generic soil-physical record of this
  // screen, README "The manifest"): (m_total − m_ring)/V; 2 decimals; BD.
  // S1: (231.4 − 98.52)/100 = 1.3288 → "1.33". S1-D: (230.1 − 97.9)/100 = 1.322 → "1.32".
  'water-componentWaterRz': {
    expected: [
      { sampleId: 'S1', results: { result: '1.33' } },
      { sampleId: 'S1-D', results: { result: '1.32' } },
    ],
  },
  // pretreatment / vialWeighing, water-componentWaterVocQcl (no method standard: a generic pretreatment record of
  // this screen, README "The manifest"): m_full − m_empty; 2 decimals; MASS.
  // S1: 26.41 − 21.352 = 5.058 → "5.06". S1-D: 26.33 − 21.298 = 5.032 → "5.03".
  'water-componentWaterVocQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '5.06' } },
      { sampleId: 'S1-D', results: { result: '5.03' } },
    ],
  },
  // gravimetric / ignitionLoss, water-componentWaterZlGwz (no method standard: a generic gravimetric record of this
  // screen, README "The manifest"): (m1 − m2)/(m1 − m0)·100; 1 decimal; LOI.
  // S1: (30.441 − 30.1102)/(30.441 − 25.4402)·100 = 6.61494… → "6.6". S1-D: (29.985 − 29.6531)/(29.985 − 24.981)·100
  // = 6.63269… → "6.6".
  'water-componentWaterZlGwz': {
    expected: [
      { sampleId: 'S1', results: { result: '6.6' } },
      { sampleId: 'S1-D', results: { result: '6.6' } },
    ],
  },
  // solid-waste / leaching, water-componentWaterZlJc (no method standard: a generic solid-waste record of this
  // screen, README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984".
  'water-componentWaterZlJc': {
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
    ],
  },
  // solid-waste / leaching, water-componentWaterZlJcLs (no method standard: a generic solid-waste record of this
  // screen, README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984".
  'water-componentWaterZlJcLs': {
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
    ],
  },
  // solid-waste / leaching, water-componentWaterZlJcSp (no method standard: a generic solid-waste record of this
  // screen, README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984".
  'water-componentWaterZlJcSp': {
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
    ],
  },
  // gravimetric / ignitionLoss, water-componentWaterZlYjz (no method standard: a generic gravimetric record of this
  // screen, README "The manifest"): (m1 − m2)/(m1 − m0)·100; 1 decimal; OM.
  // S1: (30.441 − 30.1102)/(30.441 − 25.4402)·100 = 6.61494… → "6.6". S1-D: (29.985 − 29.6531)/(29.985 − 24.981)·100
  // = 6.63269… → "6.6".
  'water-componentWaterZlYjz': {
    expected: [
      { sampleId: 'S1', results: { result: '6.6' } },
      { sampleId: 'S1-D', results: { result: '6.6' } },
    ],
  },
};
