// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Generic records (method "—"): the family's formula, since no standard is named; part 1 of 5, by template id.
import type { Worked } from './index.ts';

export const GENERIC1_WORKED: Record<string, Worked> = {
  // soil-physical / hydraulic, water-componentAmbientAirBh (no method standard: a generic soil-physical record of
  // this screen, README "The manifest"): 10·Q·L/(S·t·h)/(0.7 + 0.03·T); 3 s.f.; KS.
  // S1: K_t = 10·86.5·5/(20·10·5) = 4.325; /(0.7 + 0.03·18.5) = 3.44622… → "3.45". S1-D: K_t = 10·82·5/(20·10·5) =
  // 4.1; /(0.7 + 0.03·18.5) = 3.26693… → "3.27".
  'water-componentAmbientAirBh': {
    expected: [
      { sampleId: 'S1', results: { result: '3.45' } },
      { sampleId: 'S1-D', results: { result: '3.27' } },
    ],
  },
  // pretreatment / ratio, water-componentAmbientAirCzQcl (no method standard: a generic pretreatment record of this
  // screen, README "The manifest"): V_f/amount; 4 s.f.; RATIO.
  // S1: 50/0.5012 = 99.7606… → "99.76". S1-D: 50/0.5008 = 99.8403… → "99.84".
  'water-componentAmbientAirCzQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '99.76' } },
      { sampleId: 'S1-D', results: { result: '99.84' } },
    ],
  },
  // micro / mpnTubes, water-componentAmbientAirFdc (no method standard: a generic micro record of this screen, README
  // "The manifest"): λ·1000·D (15 tubes, maximum likelihood); 2 s.f.; FC.
  // S1: MPN 5-3-1 by maximum likelihood λ = 1.08645… /mL; ·1000·10 = 10864.5… → "1.1×10⁴". BLK: no positive tube: λ =
  // 0 < MDL 20·1 → "<20".
  'water-componentAmbientAirFdc': {
    expected: [
      { sampleId: 'S1', results: { result: '1.1×10⁴' } },
      { sampleId: 'BLK', results: { result: '<20' }, covers: ['belowMdl'] },
    ],
  },
  // solid-waste / corrosivityPH, water-componentAmbientAirFsx (no method standard: a generic solid-waste record of
  // this screen, README "The manifest"): pH ≥ 12.5 or ≤ 2.0 (full value); 2 decimals; pH.
  // S1: 12.62 → "12.62"; corrosive 12.62 ≥ 12.5 or ≤ 2.0 → hazardous. S1-D: 12.58 → "12.58"; corrosive 12.58 ≥ 12.5
  // or ≤ 2.0 → hazardous.
  'water-componentAmbientAirFsx': {
    expected: [
      { sampleId: 'S1', results: { result: '12.62', corrosive: 'hazardous' } },
      { sampleId: 'S1-D', results: { result: '12.58', corrosive: 'hazardous' } },
    ],
  },
  // pretreatment / ratio, water-componentAmbientAirHffQcl (no method standard: a generic pretreatment record of this
  // screen, README "The manifest"): V_f/amount; 4 s.f.; RATIO.
  // S1: 250/250 = 1 → "1.000". S1-D: 250/250 = 1 → "1.000".
  'water-componentAmbientAirHffQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '1.000' } },
      { sampleId: 'S1-D', results: { result: '1.000' } },
    ],
  },
  // pretreatment / vialWeighing, water-componentAmbientAirHfxQcl (no method standard: a generic pretreatment record
  // of this screen, README "The manifest"): m_full − m_empty; 2 decimals; MASS.
  // S1: 26.41 − 21.352 = 5.058 → "5.06". S1-D: 26.33 − 21.298 = 5.032 → "5.03".
  'water-componentAmbientAirHfxQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '5.06' } },
      { sampleId: 'S1-D', results: { result: '5.03' } },
    ],
  },
  // ir-oil / fume, water-componentAmbientAirHw (no method standard: a generic ir-oil record of this screen, README
  // "The manifest"): c·V/1000/V_nd; below 10 2 decimals, else 3 s.f. (tier on the rounded value); PET, AVO.
  // S1 PET: 12.4·25/1000/0.412 = 0.752427… → "0.75". BLK PET: 0.05·25/1000/0.412 = 0.00303398… → "0.00".
  'water-componentAmbientAirHw': {
    expected: [
      { sampleId: 'S1', results: { result: '0.75' } },
      { sampleId: 'BLK', results: { result: '0.00' } },
    ],
  },
  // solid-waste / leaching, water-componentAmbientAirJc (no method standard: a generic solid-waste record of this
  // screen, README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 20·100.015 − 20.485 = 1979.815 → "1980". S1-D: 20·100.43 − 20.57 = 1988.03 → "1988".
  'water-componentAmbientAirJc': {
    expected: [
      { sampleId: 'S1', results: { result: '1980' } },
      { sampleId: 'S1-D', results: { result: '1988' } },
    ],
  },
  // micro / plateCount, water-componentAmbientAirJl (no method standard: a generic micro record of this screen,
  // README "The manifest"): the 30–300 plate rules; below 100 whole numbers, else 2 s.f. (tier on the rounded value);
  // TBC.
  // S1: only 1:10 in 30–300: mean 158 × 10 = 1580 → "1.6×10³". S1-D: only 1:10 in 30–300: mean 153.5 × 10 = 1535 →
  // "1.5×10³". BLK: nothing grew → "<1" (lowest factor).
  'water-componentAmbientAirJl': {
    expected: [
      { sampleId: 'S1', results: { result: '1.6×10³' } },
      { sampleId: 'S1-D', results: { result: '1.5×10³' } },
      { sampleId: 'BLK', results: { result: '<1' }, covers: ['belowMdl'] },
    ],
  },
  // soil-physical / particleSize, water-componentAmbientAirJxzc (no method standard: a generic soil-physical record
  // of this screen, README "The manifest"): pipette fractions; 1 decimal; CLAY, SILT, SAND.
  // S1 CLAY: clay (0.0652 − 0.0025)·1000/25/10·100 = 25.08 → "25.1"; fine 55.8 − clay = 30.72 → "30.7"; 100 − fine =
  // 44.2 → "44.2". S1-D CLAY: clay (0.064 − 0.0025)·1000/25/10·100 = 24.6 → "24.6"; fine 55.2 − clay = 30.6 → "30.6";
  // 100 − fine = 44.8 → "44.8".
  'water-componentAmbientAirJxzc': {
    expected: [
      { sampleId: 'S1', results: { result: '25.1', silt: '30.7', sand: '44.2' } },
      { sampleId: 'S1-D', results: { result: '24.6', silt: '30.6', sand: '44.8' } },
    ],
  },
  // soil-physical / porosity, water-componentAmbientAirKxd (no method standard: a generic soil-physical record of
  // this screen, README "The manifest"): (1 − ρb/ρs)·100; 1 decimal; POR.
  // S1: ρb = 1.3288; (1 − ρb/2.65)·100 = 49.8566… → "49.9". S1-D: ρb = 1.322; (1 − ρb/2.65)·100 = 50.1132… → "50.1".
  'water-componentAmbientAirKxd': {
    expected: [
      { sampleId: 'S1', results: { result: '49.9' } },
      { sampleId: 'S1-D', results: { result: '50.1' } },
    ],
  },
  // pretreatment / ratio, water-componentAmbientAirLswQcl (no method standard: a generic pretreatment record of this
  // screen, README "The manifest"): V_f/amount; 4 s.f.; RATIO.
  // S1: 50/1 = 50 → "50.00". S1-D: 50/1 = 50 → "50.00".
  'water-componentAmbientAirLswQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '50.00' } },
      { sampleId: 'S1-D', results: { result: '50.00' } },
    ],
  },
  // titration / do, water-componentAmbientAirRjy (no method standard: a generic titration record of this screen,
  // README "The manifest"): 32·V2·c·f1/(4·V1), f1 = V0/(V0 − 3); 1 decimal; DO.
  // S1: 32·4.52·10.05·1.01209…/(4·100) = 3.67801… → "3.7". S1-D: 32·4.55·10.05·1.01212…/(4·100) = 3.70252… → "3.7".
  'water-componentAmbientAirRjy': {
    expected: [
      { sampleId: 'S1', results: { result: '3.7' } },
      { sampleId: 'S1-D', results: { result: '3.7' } },
    ],
  },
  // titration / forward, water-componentAmbientAirRl (no method standard: a generic titration record of this screen,
  // README "The manifest"): (Vt − Vb)·c·M·1000/V·f; whole numbers; Cl.
  // S1: (5.35 − 0.2)·0.0141·35.45·1000/50 = 51.484035 → "51". S1-D: (5.4 − 0.2)·0.0141·35.45·1000/50 = 51.98388 →
  // "52". BLK: (0.2 − 0.2)·0.0141·35.45·1000/50 = 0 → "0".
  'water-componentAmbientAirRl': {
    expected: [
      { sampleId: 'S1', results: { result: '51' } },
      { sampleId: 'S1-D', results: { result: '52' } },
      { sampleId: 'BLK', results: { result: '0' } },
    ],
  },
  // titration / backBlank, water-componentAmbientAirRlTow (no method standard: a generic titration record of this
  // screen, README "The manifest"): c·(V0 − V1)·M·1000/V·f; COD, reported as the COD component it follows (HJ 828 §10.2 as quoted: whole numbers below 100, else 3 s.f.; the tier on the rounded value).
  // S1: 0.0502·(24.85 − 22.4)·8·1000/10 = 98.392 → "98". S1-D: 0.0502·(24.85 − 22.35)·8·1000/10 = 100.4 → "100".
  // BLK: 0.0502·(24.85 − 24.85)·8·1000/10 = 0 → "0".
  'water-componentAmbientAirRlTow': {
    expected: [
      { sampleId: 'S1', results: { result: '98' } },
      { sampleId: 'S1-D', results: { result: '100' } },
      { sampleId: 'BLK', results: { result: '0' } },
    ],
  },
  // single-reading / reading, water-componentAmbientAirRy (no method standard: a generic single-reading record of
  // this screen, README "The manifest"): reading·f; 1 decimal; DO.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9".
  'water-componentAmbientAirRy': {
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
    ],
  },
  // soil-physical / bulkDensity, water-componentAmbientAirRz (no method standard: a generic soil-physical record of
  // this screen, README "The manifest"): (m_total − m_ring)/V; 2 decimals; BD.
  // S1: (231.4 − 98.52)/100 = 1.3288 → "1.33". S1-D: (230.1 − 97.9)/100 = 1.322 → "1.32".
  'water-componentAmbientAirRz': {
    expected: [
      { sampleId: 'S1', results: { result: '1.33' } },
      { sampleId: 'S1-D', results: { result: '1.32' } },
    ],
  },
  // single-reading / reading, water-componentAmbientAirSd (no method standard: a generic single-reading record of
  // this screen, README "The manifest"): reading·f; whole numbers; COLOR.
  // S1: 12.6·1 = 12.6 → "13". S1-D: 12.9·1 = 12.9 → "13".
  'water-componentAmbientAirSd': {
    expected: [
      { sampleId: 'S1', results: { result: '13' } },
      { sampleId: 'S1-D', results: { result: '13' } },
    ],
  },
  // bod5 / dilution, water-componentAmbientAirSh (no method standard: a generic bod5 record of this screen, README
  // "The manifest"): [(ρ1 − ρ2) − (ρ3 − ρ4)·f1]/f2; valid when depletion ≥ 2 and residual ≥ 2 mg/L; below 100 1
  // decimal, else 3 s.f. (tier on the rounded value); BOD5.
  // S1: [(8.9 − 4.15) − 0.33·0.95]/0.05 = 88.73 → "88.7"; validFlag depletion 4.75, residual 4.15 → valid. S1: [(8.85
  // − 5.9) − 0.33·0.97]/0.03 = 87.6633… → "87.7"; validFlag depletion 2.95, residual 5.9 → valid. S1-D: [(8.88 −
  // 4.05) − 0.33·0.95]/0.05 = 90.33 → "90.3"; validFlag depletion 4.83, residual 4.05 → valid. BLK: [(8.95 − 8.62) −
  // 0.33·0]/1 = 0.33 → "0.3"; validFlag depletion 0.33, residual 8.62 → valid.
  'water-componentAmbientAirSh': {
    expected: [
      { sampleId: 'S1', results: { result: '88.7', validFlag: 'valid' } },
      { sampleId: 'S1', results: { result: '87.7', validFlag: 'valid' } },
      { sampleId: 'S1-D', results: { result: '90.3', validFlag: 'valid' } },
      { sampleId: 'BLK', results: { result: '0.3', validFlag: 'valid' } },
    ],
  },
  // pretreatment / vialWeighing, water-componentAmbientAirVocQcl (no method standard: a generic pretreatment record
  // of this screen, README "The manifest"): m_full − m_empty; 2 decimals; MASS.
  // S1: 26.41 − 21.352 = 5.058 → "5.06". S1-D: 26.33 − 21.298 = 5.032 → "5.03".
  'water-componentAmbientAirVocQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '5.06' } },
      { sampleId: 'S1-D', results: { result: '5.03' } },
    ],
  },
  // micro / mpnTubes, water-componentAmbientAirWsw (no method standard: a generic micro record of this screen, README
  // "The manifest"): λ·1000·D (15 tubes, maximum likelihood); 2 s.f.; TC.
  // S1: MPN 5-3-1 by maximum likelihood λ = 1.08645… /mL; ·1000·10 = 10864.5… → "1.1×10⁴". BLK: no positive tube: λ =
  // 0 < MDL 20·1 → "<20".
  'water-componentAmbientAirWsw': {
    expected: [
      { sampleId: 'S1', results: { result: '1.1×10⁴' } },
      { sampleId: 'BLK', results: { result: '<20' }, covers: ['belowMdl'] },
    ],
  },
  // single-reading / signed, water-componentAmbientAirYh (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading + E_ref; whole numbers; ORP.
  // S1: 186 + 200 = 386 → "386". S1-D: 190 + 200 = 390 → "390".
  'water-componentAmbientAirYh': {
    expected: [
      { sampleId: 'S1', results: { result: '386' } },
      { sampleId: 'S1-D', results: { result: '390' } },
    ],
  },
  // chromatography / externalGas, water-componentAmbientAirYjw (no method standard: a generic chromatography record
  // of this screen, README "The manifest"): (A − a)/b·Vt/Vs·D·k; 1 decimal; CB, DCB.
  // S1 CB: (4620 − a)/b = 2.21234…; ·50/60·1·1 = 1.84362… → "1.8". S1-D CB: (4710 − a)/b = 2.25559…; ·50/60·1·1 =
  // 1.87966… → "1.9". BLK CB: (10 − a)/b = -0.00294461…; ·50/60·1·1 = -0.00245384… → "0.0".
  'water-componentAmbientAirYjw': {
    expected: [
      { sampleId: 'S1', results: { result: '1.8' } },
      { sampleId: 'S1-D', results: { result: '1.9' } },
      { sampleId: 'BLK', results: { result: '0.0' } },
    ],
  },
  // single-reading / reading, water-componentAmbientAirZd (no method standard: a generic single-reading record of
  // this screen, README "The manifest"): reading·f; 1 decimal; TURB.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9".
  'water-componentAmbientAirZd': {
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
    ],
  },
  // micro / mpnWells, water-componentAmbientAirZdc (no method standard: a generic micro record of this screen, README
  // "The manifest"): λ·100·10·100/V (Quanti-Tray, maximum likelihood); 2 s.f.; TC.
  // S1: λ(32 large, 6 small) = 0.590039… /mL, ·100 = 59.0039… MPN/100 mL; ·10·100/10 = 5900.39… → "5.9×10³". S1-D:
  // λ(30 large, 7 small) = 0.553911… /mL, ·100 = 55.3911… MPN/100 mL; ·10·100/10 = 5539.11… → "5.5×10³". BLK: no
  // positive well: λ = 0 < MDL 1000/100 → "<10".
  'water-componentAmbientAirZdc': {
    expected: [
      { sampleId: 'S1', results: { result: '5.9×10³' } },
      { sampleId: 'S1-D', results: { result: '5.5×10³' } },
      { sampleId: 'BLK', results: { result: '<10' }, covers: ['belowMdl'] },
    ],
  },
  // gravimetric / ignitionLoss, water-componentAmbientAirZlGwz (no method standard: a generic gravimetric record of
  // this screen, README "The manifest"): (m1 − m2)/(m1 − m0)·100; 1 decimal; LOI.
  // S1: (30.441 − 30.1102)/(30.441 − 25.4402)·100 = 6.61494… → "6.6". S1-D: (29.985 − 29.6531)/(29.985 − 24.981)·100
  // = 6.63269… → "6.6".
  'water-componentAmbientAirZlGwz': {
    expected: [
      { sampleId: 'S1', results: { result: '6.6' } },
      { sampleId: 'S1-D', results: { result: '6.6' } },
    ],
  },
};
