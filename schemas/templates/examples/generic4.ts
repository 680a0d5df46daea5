// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Generic records (method "—"): the family's formula, since no standard is named; part 4 of 5, by template id.
import type { Worked } from './index.ts';

export const GENERIC4_WORKED: Record<string, Worked> = {
  // titration / forward, water-componentGufeiRl (no method standard: a generic titration record of this screen,
  // README "The manifest"): (Vt − Vb)·c·M·1000/V·f; whole numbers; Cl.
  // S1: (5.35 − 0.2)·0.0141·35.45·1000/50 = 51.484035 → "51". S1-D: (5.4 − 0.2)·0.0141·35.45·1000/50 = 51.98388 →
  // "52". BLK: (0.2 − 0.2)·0.0141·35.45·1000/50 = 0 → "0".
  'water-componentGufeiRl': {
    expected: [
      { sampleId: 'S1', results: { result: '51' } },
      { sampleId: 'S1-D', results: { result: '52' } },
      { sampleId: 'BLK', results: { result: '0' } },
    ],
  },
  // titration / backBlank, water-componentGufeiRlTow (no method standard: a generic titration record of this screen,
  // README "The manifest"): c·(V0 − V1)·M·1000/V·f; COD, reported as the COD component it follows (HJ 828 §10.2 as quoted: whole numbers below 100, else 3 s.f.; the tier on the rounded value).
  // S1: 0.0502·(24.85 − 22.4)·8·1000/10 = 98.392 → "98". S1-D: 0.0502·(24.85 − 22.35)·8·1000/10 = 100.4 → "100".
  // BLK: 0.0502·(24.85 − 24.85)·8·1000/10 = 0 → "0".
  'water-componentGufeiRlTow': {
    expected: [
      { sampleId: 'S1', results: { result: '98' } },
      { sampleId: 'S1-D', results: { result: '100' } },
      { sampleId: 'BLK', results: { result: '0' } },
    ],
  },
  // single-reading / reading, water-componentGufeiRy (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading·f; 1 decimal; DO.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9".
  'water-componentGufeiRy': {
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
    ],
  },
  // soil-physical / bulkDensity, water-componentGufeiRz (no method standard: a generic soil-physical record of this
  // screen, README "The manifest"): (m_total − m_ring)/V; 2 decimals; BD.
  // S1: (231.4 − 98.52)/100 = 1.3288 → "1.33". S1-D: (230.1 − 97.9)/100 = 1.322 → "1.32".
  'water-componentGufeiRz': {
    expected: [
      { sampleId: 'S1', results: { result: '1.33' } },
      { sampleId: 'S1-D', results: { result: '1.32' } },
    ],
  },
  // single-reading / reading, water-componentGufeiSd (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading·f; whole numbers; COLOR.
  // S1: 12.6·1 = 12.6 → "13". S1-D: 12.9·1 = 12.9 → "13".
  'water-componentGufeiSd': {
    expected: [
      { sampleId: 'S1', results: { result: '13' } },
      { sampleId: 'S1-D', results: { result: '13' } },
    ],
  },
  // bod5 / dilution, water-componentGufeiSh (no method standard: a generic bod5 record of this screen, README "The
  // manifest"): [(ρ1 − ρ2) − (ρ3 − ρ4)·f1]/f2; valid when depletion ≥ 2 and residual ≥ 2 mg/L; below 100 1 decimal,
  // else 3 s.f. (tier on the rounded value); BOD5.
  // S1: [(8.9 − 4.15) − 0.33·0.95]/0.05 = 88.73 → "88.7"; validFlag depletion 4.75, residual 4.15 → valid. S1: [(8.85
  // − 5.9) − 0.33·0.97]/0.03 = 87.6633… → "87.7"; validFlag depletion 2.95, residual 5.9 → valid. S1-D: [(8.88 −
  // 4.05) − 0.33·0.95]/0.05 = 90.33 → "90.3"; validFlag depletion 4.83, residual 4.05 → valid. BLK: [(8.95 − 8.62) −
  // 0.33·0]/1 = 0.33 → "0.3"; validFlag depletion 0.33, residual 8.62 → valid.
  'water-componentGufeiSh': {
    expected: [
      { sampleId: 'S1', results: { result: '88.7', validFlag: 'valid' } },
      { sampleId: 'S1', results: { result: '87.7', validFlag: 'valid' } },
      { sampleId: 'S1-D', results: { result: '90.3', validFlag: 'valid' } },
      { sampleId: 'BLK', results: { result: '0.3', validFlag: 'valid' } },
    ],
  },
  // micro / mpnTubes, water-componentGufeiWsw (no method standard: a generic micro record of this screen, README "The
  // manifest"): λ·1000·D (15 tubes, maximum likelihood); 2 s.f.; TC.
  // S1: MPN 5-3-1 by maximum likelihood λ = 1.08645… /mL; ·1000·10 = 10864.5… → "1.1×10⁴". BLK: no positive tube: λ =
  // 0 < MDL 20·1 → "<20".
  'water-componentGufeiWsw': {
    expected: [
      { sampleId: 'S1', results: { result: '1.1×10⁴' } },
      { sampleId: 'BLK', results: { result: '<20' }, covers: ['belowMdl'] },
    ],
  },
  // single-reading / signed, water-componentGufeiYh (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading + E_ref; whole numbers; ORP.
  // S1: 186 + 200 = 386 → "386". S1-D: 190 + 200 = 390 → "390".
  'water-componentGufeiYh': {
    expected: [
      { sampleId: 'S1', results: { result: '386' } },
      { sampleId: 'S1-D', results: { result: '390' } },
    ],
  },
  // single-reading / reading, water-componentGufeiYw (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading·f; whole numbers; ODOR.
  // S1: 12.6·1 = 12.6 → "13". S1-D: 12.9·1 = 12.9 → "13".
  'water-componentGufeiYw': {
    expected: [
      { sampleId: 'S1', results: { result: '13' } },
      { sampleId: 'S1-D', results: { result: '13' } },
    ],
  },
  // single-reading / reading, water-componentGufeiZd (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading·f; 1 decimal; TURB.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9".
  'water-componentGufeiZd': {
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
    ],
  },
  // micro / mpnWells, water-componentGufeiZdc (no method standard: a generic micro record of this screen, README "The
  // manifest"): λ·100·10·100/V (Quanti-Tray, maximum likelihood); 2 s.f.; TC.
  // S1: λ(32 large, 6 small) = 0.590039… /mL, ·100 = 59.0039… MPN/100 mL; ·10·100/10 = 5900.39… → "5.9×10³". S1-D:
  // λ(30 large, 7 small) = 0.553911… /mL, ·100 = 55.3911… MPN/100 mL; ·10·100/10 = 5539.11… → "5.5×10³". BLK: no
  // positive well: λ = 0 < MDL 1000/100 → "<10".
  'water-componentGufeiZdc': {
    expected: [
      { sampleId: 'S1', results: { result: '5.9×10³' } },
      { sampleId: 'S1-D', results: { result: '5.5×10³' } },
      { sampleId: 'BLK', results: { result: '<10' }, covers: ['belowMdl'] },
    ],
  },
  // gravimetric / dryMatter, water-componentGufeiZr (no method standard: a generic gravimetric record of this screen,
  // README "The manifest"): dry matter (m2 − m0)/(m1 − m0)·100, water on the dry mass; whole numbers; TDS.
  // S1: (49.6012 − 32.1015)/(52.335 − 32.1015)·100 = 86.4887… → "86"; (52.335 − 49.6012)/17.4997·100 = 15.6220… →
  // "16". S1-D: (49.201 − 31.882)/(51.9012 − 31.882)·100 = 86.5119… → "87"; (51.9012 − 49.201)/17.319·100 = 15.5910…
  // → "16".
  'water-componentGufeiZr': {
    expected: [
      { sampleId: 'S1', results: { result: '86', water: '16' } },
      { sampleId: 'S1-D', results: { result: '87', water: '16' } },
    ],
  },
  // single-reading / difference, water-componentGufeiZyjt (no method standard: a generic single-reading record of
  // this screen, README "The manifest"): (TC − IC)·f; 1 decimal; TOC.
  // S1: (18.62 − 6.35)·1 = 12.27 → "12.3". S1-D: (18.4 − 6.3)·1 = 12.1 → "12.1". BLK: (0.12 − 0.05)·1 = 0.07 → "0.1".
  'water-componentGufeiZyjt': {
    expected: [
      { sampleId: 'S1', results: { result: '12.3' } },
      { sampleId: 'S1-D', results: { result: '12.1' } },
      { sampleId: 'BLK', results: { result: '0.1' } },
    ],
  },
  // gravimetric / filterBlank, water-componentSoilBzlm (no method standard: a generic gravimetric record of this
  // screen, README "The manifest"): mean of two weighings; constant when |wa − wb| ≤ tol; 2 decimals; FILTER.
  // S1: (375.21 + 375.24)/2 = 375.225 (a tie) → "375.22"; constant |Δ| 0.03 ≤ 0.04 → yes. S1-D: (374.9 + 374.92)/2 =
  // 374.91 → "374.91"; constant |Δ| 0.02 ≤ 0.04 → yes.
  'water-componentSoilBzlm': {
    expected: [
      { sampleId: 'S1', results: { result: '375.22', constant: 'yes' }, covers: ['tie'] },
      { sampleId: 'S1-D', results: { result: '374.91', constant: 'yes' } },
    ],
  },
  // micro / mpnTubes, water-componentSoilFdc (no method standard: a generic micro record of this screen, README "The
  // manifest"): λ·1000·D (15 tubes, maximum likelihood); 2 s.f.; FC.
  // S1: MPN 5-3-1 by maximum likelihood λ = 1.08645… /mL; ·1000·10 = 10864.5… → "1.1×10⁴". BLK: no positive tube: λ =
  // 0 < MDL 20·1 → "<20".
  'water-componentSoilFdc': {
    expected: [
      { sampleId: 'S1', results: { result: '1.1×10⁴' } },
      { sampleId: 'BLK', results: { result: '<20' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / nmhc, water-componentSoilFjw (no method standard: a generic chromatography record of this
  // screen, README "The manifest"): (THC − CH4)·12/16; 2 decimals; NMHC.
  // S1: (2.85 − 1.32)·12/16 = 1.1475 → "1.15". S1-D: (2.91 − 1.33)·12/16 = 1.185 (a tie) → "1.18".
  'water-componentSoilFjw': {
    expected: [
      { sampleId: 'S1', results: { result: '1.15' } },
      { sampleId: 'S1-D', results: { result: '1.18' }, covers: ['tie'] },
    ],
  },
  // solid-waste / corrosivityPH, water-componentSoilFsx (no method standard: a generic solid-waste record of this
  // screen, README "The manifest"): pH ≥ 12.5 or ≤ 2.0 (full value); 2 decimals; pH.
  // S1: 12.62 → "12.62"; corrosive 12.62 ≥ 12.5 or ≤ 2.0 → hazardous. S1-D: 12.58 → "12.58"; corrosive 12.58 ≥ 12.5
  // or ≤ 2.0 → hazardous.
  'water-componentSoilFsx': {
    expected: [
      { sampleId: 'S1', results: { result: '12.62', corrosive: 'hazardous' } },
      { sampleId: 'S1-D', results: { result: '12.58', corrosive: 'hazardous' } },
    ],
  },
  // solid-waste / leaching, water-componentSoilJc (no method standard: a generic solid-waste record of this screen,
  // README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 20·100.015 − 20.485 = 1979.815 → "1980". S1-D: 20·100.43 − 20.57 = 1988.03 → "1988".
  'water-componentSoilJc': {
    expected: [
      { sampleId: 'S1', results: { result: '1980' } },
      { sampleId: 'S1-D', results: { result: '1988' } },
    ],
  },
  // micro / plateCount, water-componentSoilJl (no method standard: a generic micro record of this screen, README "The
  // manifest"): the 30–300 plate rules; below 100 whole numbers, else 2 s.f. (tier on the rounded value); TBC.
  // S1: only 1:10 in 30–300: mean 158 × 10 = 1580 → "1.6×10³". S1-D: only 1:10 in 30–300: mean 153.5 × 10 = 1535 →
  // "1.5×10³". BLK: nothing grew → "<1" (lowest factor).
  'water-componentSoilJl': {
    expected: [
      { sampleId: 'S1', results: { result: '1.6×10³' } },
      { sampleId: 'S1-D', results: { result: '1.5×10³' } },
      { sampleId: 'BLK', results: { result: '<1' }, covers: ['belowMdl'] },
    ],
  },
  // pretreatment / ratio, water-componentSoilLswQcl (no method standard: a generic pretreatment record of this
  // screen, README "The manifest"): V_f/amount; 4 s.f.; RATIO.
  // S1: 50/1 = 50 → "50.00". S1-D: 50/1 = 50 → "50.00".
  'water-componentSoilLswQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '50.00' } },
      { sampleId: 'S1-D', results: { result: '50.00' } },
    ],
  },
  // chromatography / externalSoil, water-componentSoilLz (no method standard: a generic chromatography record of this
  // screen, README "The manifest"): (A − a)/b·Vex·D/(m·w_dm)·k; 3 decimals; F-, Cl-, NO3-, SO42-.
  // S1 F-: (5120 − a)/b = 2.45261…; ·1·1/(20.05·0.863)·1 = 0.141744… → "0.142". S1-D F-: (5260 − a)/b = 2.51989…;
  // ·1·1/(20.02·0.863)·1 = 0.145850… → "0.146". S1-SP F-: (9300 − a)/b = 4.46127…; ·1·1/(20.03·0.863)·1 = 0.258087… →
  // "0.258". BLK F-: (10 − a)/b = -0.00294461…; ·1·1/(20·1)·1 = -0.000147230… → "0.000".
  'water-componentSoilLz': {
    expected: [
      { sampleId: 'S1', results: { result: '0.142' } },
      { sampleId: 'S1-D', results: { result: '0.146' } },
      { sampleId: 'S1-SP', results: { result: '0.258' } },
      { sampleId: 'BLK', results: { result: '0.000' } },
    ],
  },
  // titration / do, water-componentSoilRjy (no method standard: a generic titration record of this screen, README
  // "The manifest"): 32·V2·c·f1/(4·V1), f1 = V0/(V0 − 3); 1 decimal; DO.
  // S1: 32·4.52·10.05·1.01209…/(4·100) = 3.67801… → "3.7". S1-D: 32·4.55·10.05·1.01212…/(4·100) = 3.70252… → "3.7".
  'water-componentSoilRjy': {
    expected: [
      { sampleId: 'S1', results: { result: '3.7' } },
      { sampleId: 'S1-D', results: { result: '3.7' } },
    ],
  },
  // single-reading / reading, water-componentSoilRy (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading·f; 1 decimal; DO.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9".
  'water-componentSoilRy': {
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
    ],
  },
  // single-reading / reading, water-componentSoilSd (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading·f; whole numbers; COLOR.
  // S1: 12.6·1 = 12.6 → "13". S1-D: 12.9·1 = 12.9 → "13".
  'water-componentSoilSd': {
    expected: [
      { sampleId: 'S1', results: { result: '13' } },
      { sampleId: 'S1-D', results: { result: '13' } },
    ],
  },
  // bod5 / dilution, water-componentSoilSh (no method standard: a generic bod5 record of this screen, README "The
  // manifest"): [(ρ1 − ρ2) − (ρ3 − ρ4)·f1]/f2; valid when depletion ≥ 2 and residual ≥ 2 mg/L; below 100 1 decimal,
  // else 3 s.f. (tier on the rounded value); BOD5.
  // S1: [(8.9 − 4.15) − 0.33·0.95]/0.05 = 88.73 → "88.7"; validFlag depletion 4.75, residual 4.15 → valid. S1: [(8.85
  // − 5.9) − 0.33·0.97]/0.03 = 87.6633… → "87.7"; validFlag depletion 2.95, residual 5.9 → valid. S1-D: [(8.88 −
  // 4.05) − 0.33·0.95]/0.05 = 90.33 → "90.3"; validFlag depletion 4.83, residual 4.05 → valid. BLK: [(8.95 − 8.62) −
  // 0.33·0]/1 = 0.33 → "0.3"; validFlag depletion 0.33, residual 8.62 → valid.
  'water-componentSoilSh': {
    expected: [
      { sampleId: 'S1', results: { result: '88.7', validFlag: 'valid' } },
      { sampleId: 'S1', results: { result: '87.7', validFlag: 'valid' } },
      { sampleId: 'S1-D', results: { result: '90.3', validFlag: 'valid' } },
      { sampleId: 'BLK', results: { result: '0.3', validFlag: 'valid' } },
    ],
  },
  // micro / mpnTubes, water-componentSoilWsw (no method standard: a generic micro record of this screen, README "The
  // manifest"): λ·1000·D (15 tubes, maximum likelihood); 2 s.f.; TC.
  // S1: MPN 5-3-1 by maximum likelihood λ = 1.08645… /mL; ·1000·10 = 10864.5… → "1.1×10⁴". BLK: no positive tube: λ =
  // 0 < MDL 20·1 → "<20".
  'water-componentSoilWsw': {
    expected: [
      { sampleId: 'S1', results: { result: '1.1×10⁴' } },
      { sampleId: 'BLK', results: { result: '<20' }, covers: ['belowMdl'] },
    ],
  },
};
