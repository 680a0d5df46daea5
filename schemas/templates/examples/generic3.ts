// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Generic records (method "—"): the family's formula, since no standard is named; part 3 of 5, by template id.
import type { Worked } from './index.ts';

export const GENERIC3_WORKED: Record<string, Worked> = {
  // pretreatment / vialWeighing, water-componentGFVocQcl (no method standard: a generic pretreatment record of this
  // screen, README "The manifest"): m_full − m_empty; 2 decimals; MASS.
  // S1: 26.41 − 21.352 = 5.058 → "5.06". S1-D: 26.33 − 21.298 = 5.032 → "5.03".
  'water-componentGFVocQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '5.06' } },
      { sampleId: 'S1-D', results: { result: '5.03' } },
    ],
  },
  // micro / mpnTubes, water-componentGFWsw (no method standard: a generic micro record of this screen, README "The
  // manifest"): λ·1000·D (15 tubes, maximum likelihood); 2 s.f.; TC.
  // S1: MPN 5-3-1 by maximum likelihood λ = 1.08645… /mL; ·1000·10 = 10864.5… → "1.1×10⁴". BLK: no positive tube: λ =
  // 0 < MDL 20·1 → "<20".
  'water-componentGFWsw': {
    expected: [
      { sampleId: 'S1', results: { result: '1.1×10⁴' } },
      { sampleId: 'BLK', results: { result: '<20' }, covers: ['belowMdl'] },
    ],
  },
  // single-reading / signed, water-componentGFYh (no method standard: a generic single-reading record of this screen,
  // README "The manifest"): reading + E_ref; whole numbers; ORP.
  // S1: 186 + 200 = 386 → "386". S1-D: 190 + 200 = 390 → "390".
  'water-componentGFYh': {
    expected: [
      { sampleId: 'S1', results: { result: '386' } },
      { sampleId: 'S1-D', results: { result: '390' } },
    ],
  },
  // chromatography / externalGas, water-componentGFYp (no method standard: a generic chromatography record of this
  // screen, README "The manifest"): (A − a)/b·Vt/Vs·D·k; whole numbers; BaP, NAP.
  // S1 BaP: (4620 − a)/b = 2.21234…; ·50/60·1·1000000 = 1843620… → "1843620". S1-D BaP: (4710 − a)/b = 2.25559…;
  // ·50/60·1·1000000 = 1879660… → "1879660". BLK BaP: (10 − a)/b = -0.00294461…; ·50/60·1·1000000 = -2453.84… →
  // "-2454".
  'water-componentGFYp': {
    expected: [
      { sampleId: 'S1', results: { result: '1843620' } },
      { sampleId: 'S1-D', results: { result: '1879660' } },
      { sampleId: 'BLK', results: { result: '-2454' } },
    ],
  },
  // single-reading / reading, water-componentGFZd (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading·f; 1 decimal; TURB.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9".
  'water-componentGFZd': {
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
    ],
  },
  // micro / mpnWells, water-componentGFZdc (no method standard: a generic micro record of this screen, README "The
  // manifest"): λ·100·10·100/V (Quanti-Tray, maximum likelihood); 2 s.f.; TC.
  // S1: λ(32 large, 6 small) = 0.590039… /mL, ·100 = 59.0039… MPN/100 mL; ·10·100/10 = 5900.39… → "5.9×10³". S1-D:
  // λ(30 large, 7 small) = 0.553911… /mL, ·100 = 55.3911… MPN/100 mL; ·10·100/10 = 5539.11… → "5.5×10³". BLK: no
  // positive well: λ = 0 < MDL 1000/100 → "<10".
  'water-componentGFZdc': {
    expected: [
      { sampleId: 'S1', results: { result: '5.9×10³' } },
      { sampleId: 'S1-D', results: { result: '5.5×10³' } },
      { sampleId: 'BLK', results: { result: '<10' }, covers: ['belowMdl'] },
    ],
  },
  // gravimetric / ignitionLoss, water-componentGFZlGwz (no method standard: a generic gravimetric record of this
  // screen, README "The manifest"): (m1 − m2)/(m1 − m0)·100; 1 decimal; LOI.
  // S1: (30.441 − 30.1102)/(30.441 − 25.4402)·100 = 6.61494… → "6.6". S1-D: (29.985 − 29.6531)/(29.985 − 24.981)·100
  // = 6.63269… → "6.6".
  'water-componentGFZlGwz': {
    expected: [
      { sampleId: 'S1', results: { result: '6.6' } },
      { sampleId: 'S1-D', results: { result: '6.6' } },
    ],
  },
  // solid-waste / leaching, water-componentGFZlJc (no method standard: a generic solid-waste record of this screen,
  // README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984".
  'water-componentGFZlJc': {
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
    ],
  },
  // solid-waste / leaching, water-componentGFZlJcLs (no method standard: a generic solid-waste record of this screen,
  // README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984".
  'water-componentGFZlJcLs': {
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
    ],
  },
  // solid-waste / leaching, water-componentGFZlJcSp (no method standard: a generic solid-waste record of this screen,
  // README "The manifest"): L/S·m_dry − water; whole numbers; VL.
  // S1: 10·100.015 − 20.485 = 979.665 → "980". S1-D: 10·100.43 − 20.57 = 983.73 → "984".
  'water-componentGFZlJcSp': {
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
    ],
  },
  // gravimetric / ignitionLoss, water-componentGFZlYjz (no method standard: a generic gravimetric record of this
  // screen, README "The manifest"): (m1 − m2)/(m1 − m0)·100; 1 decimal; OM.
  // S1: (30.441 − 30.1102)/(30.441 − 25.4402)·100 = 6.61494… → "6.6". S1-D: (29.985 − 29.6531)/(29.985 − 24.981)·100
  // = 6.63269… → "6.6".
  'water-componentGFZlYjz': {
    expected: [
      { sampleId: 'S1', results: { result: '6.6' } },
      { sampleId: 'S1-D', results: { result: '6.6' } },
    ],
  },
  // gravimetric / stack, water-componentGFZr (no method standard: a generic gravimetric record of this screen, README
  // "The manifest"): Δm·10⁶/V_nd; whole numbers; TDS.
  // S1: V_nd = 850·273/(273 + 25.3)·(101200 − 1250)/101325 = 767.352… L; (1.23812 − 1.23456)·10⁶/V_nd = 4.63933… →
  // "5"; O₂ 9.0 % to 6 %: ·15/12 = 5.79916… → "6". BLK: V_nd = 850·273/(273 + 25)·(101200 − 1200)/101325 = 768.509… L;
  // (1.22013 − 1.2201)·10⁶/V_nd = 0.0390367… → "0".
  'water-componentGFZr': {
    expected: [
      { sampleId: 'S1', results: { result: '5', corrected: '6' }, full: { corrected: '5.79916' } },
      { sampleId: 'BLK', results: { result: '0' } },
    ],
  },
  // single-reading / difference, water-componentGFZyjt (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): (TC − IC)·f; 1 decimal; TOC.
  // S1: (18.62 − 6.35)·1 = 12.27 → "12.3". S1-D: (18.4 − 6.3)·1 = 12.1 → "12.1". BLK: (0.12 − 0.05)·1 = 0.07 → "0.1".
  'water-componentGFZyjt': {
    expected: [
      { sampleId: 'S1', results: { result: '12.3' } },
      { sampleId: 'S1-D', results: { result: '12.1' } },
      { sampleId: 'BLK', results: { result: '0.1' } },
    ],
  },
  // soil-physical / hydraulic, water-componentGufeiBh (no method standard: a generic soil-physical record of this
  // screen, README "The manifest"): 10·Q·L/(S·t·h)/(0.7 + 0.03·T); 3 s.f.; KS.
  // S1: K_t = 10·86.5·5/(20·10·5) = 4.325; /(0.7 + 0.03·18.5) = 3.44622… → "3.45". S1-D: K_t = 10·82·5/(20·10·5) =
  // 4.1; /(0.7 + 0.03·18.5) = 3.26693… → "3.27".
  'water-componentGufeiBh': {
    expected: [
      { sampleId: 'S1', results: { result: '3.45' } },
      { sampleId: 'S1-D', results: { result: '3.27' } },
    ],
  },
  // gravimetric / filterBlank, water-componentGufeiBzlm (no method standard: a generic gravimetric record of this
  // screen, README "The manifest"): mean of two weighings; constant when |wa − wb| ≤ tol; 2 decimals; FILTER.
  // S1: (375.21 + 375.24)/2 = 375.225 (a tie) → "375.22"; constant |Δ| 0.03 ≤ 0.04 → yes. S1-D: (374.9 + 374.92)/2 =
  // 374.91 → "374.91"; constant |Δ| 0.02 ≤ 0.04 → yes.
  'water-componentGufeiBzlm': {
    expected: [
      { sampleId: 'S1', results: { result: '375.22', constant: 'yes' }, covers: ['tie'] },
      { sampleId: 'S1-D', results: { result: '374.91', constant: 'yes' } },
    ],
  },
  // pretreatment / ratio, water-componentGufeiCzQcl (no method standard: a generic pretreatment record of this
  // screen, README "The manifest"): V_f/amount; 4 s.f.; RATIO.
  // S1: 50/0.5012 = 99.7606… → "99.76". S1-D: 50/0.5008 = 99.8403… → "99.84".
  'water-componentGufeiCzQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '99.76' } },
      { sampleId: 'S1-D', results: { result: '99.84' } },
    ],
  },
  // single-reading / reading, water-componentGufeiDdl (no method standard: a generic single-reading record of this
  // screen, README "The manifest"): reading·f; 3 s.f.; EC.
  // S1: 12.6·1 = 12.6 → "12.6". S1-D: 12.9·1 = 12.9 → "12.9".
  'water-componentGufeiDdl': {
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
    ],
  },
  // micro / mpnTubes, water-componentGufeiFdc (no method standard: a generic micro record of this screen, README "The
  // manifest"): λ·1000·D (15 tubes, maximum likelihood); 2 s.f.; FC.
  // S1: MPN 5-3-1 by maximum likelihood λ = 1.08645… /mL; ·1000·10 = 10864.5… → "1.1×10⁴". BLK: no positive tube: λ =
  // 0 < MDL 20·1 → "<20".
  'water-componentGufeiFdc': {
    expected: [
      { sampleId: 'S1', results: { result: '1.1×10⁴' } },
      { sampleId: 'BLK', results: { result: '<20' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / nmhc, water-componentGufeiFjw (no method standard: a generic chromatography record of this
  // screen, README "The manifest"): (THC − CH4)·12/16; 2 decimals; NMHC.
  // S1: (2.85 − 1.32)·12/16 = 1.1475 → "1.15". S1-D: (2.91 − 1.33)·12/16 = 1.185 (a tie) → "1.18".
  'water-componentGufeiFjw': {
    expected: [
      { sampleId: 'S1', results: { result: '1.15' } },
      { sampleId: 'S1-D', results: { result: '1.18' }, covers: ['tie'] },
    ],
  },
  // pretreatment / ratio, water-componentGufeiHffQcl (no method standard: a generic pretreatment record of this
  // screen, README "The manifest"): V_f/amount; 4 s.f.; RATIO.
  // S1: 250/250 = 1 → "1.000". S1-D: 250/250 = 1 → "1.000".
  'water-componentGufeiHffQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '1.000' } },
      { sampleId: 'S1-D', results: { result: '1.000' } },
    ],
  },
  // ir-oil / soil, water-componentGufeiHw (no method standard: a generic ir-oil record of this screen, README "The
  // manifest"): [X·A2930 + Y·A2960 + Z·(A3030 − A2930/F)]·V0·D/(m·w_dm) − blank; below 10 2 decimals, else 3 s.f.
  // (tier on the rounded value); PET, AVO.
  // S1 PET: [X·A2930 + Y·A2960 + Z·(A3030 − A2930/F)] = 13.4024… mg/L; ·25·1/(10.05·0.882) − 0 = 37.7996… → "37.8".
  // S1-D PET: [X·A2930 + Y·A2960 + Z·(A3030 − A2930/F)] = 13.7489… mg/L; ·25·1/(10.02·0.882) − 0 = 38.8929… → "38.9".
  'water-componentGufeiHw': {
    expected: [
      { sampleId: 'S1', results: { result: '37.8' } },
      { sampleId: 'S1-D', results: { result: '38.9' } },
    ],
  },
  // micro / plateCount, water-componentGufeiJl (no method standard: a generic micro record of this screen, README
  // "The manifest"): the 30–300 plate rules; below 100 whole numbers, else 2 s.f. (tier on the rounded value); TBC.
  // S1: only 1:10 in 30–300: mean 158 × 10 = 1580 → "1.6×10³". S1-D: only 1:10 in 30–300: mean 153.5 × 10 = 1535 →
  // "1.5×10³". BLK: nothing grew → "<1" (lowest factor).
  'water-componentGufeiJl': {
    expected: [
      { sampleId: 'S1', results: { result: '1.6×10³' } },
      { sampleId: 'S1-D', results: { result: '1.5×10³' } },
      { sampleId: 'BLK', results: { result: '<1' }, covers: ['belowMdl'] },
    ],
  },
  // soil-physical / particleSize, water-componentGufeiJxzc (no method standard: a generic soil-physical record of
  // this screen, README "The manifest"): pipette fractions; 1 decimal; CLAY, SILT, SAND.
  // S1 CLAY: clay (0.0652 − 0.0025)·1000/25/10·100 = 25.08 → "25.1"; fine 55.8 − clay = 30.72 → "30.7"; 100 − fine =
  // 44.2 → "44.2". S1-D CLAY: clay (0.064 − 0.0025)·1000/25/10·100 = 24.6 → "24.6"; fine 55.2 − clay = 30.6 → "30.6";
  // 100 − fine = 44.8 → "44.8".
  'water-componentGufeiJxzc': {
    expected: [
      { sampleId: 'S1', results: { result: '25.1', silt: '30.7', sand: '44.2' } },
      { sampleId: 'S1-D', results: { result: '24.6', silt: '30.6', sand: '44.8' } },
    ],
  },
  // soil-physical / porosity, water-componentGufeiKxd (no method standard: a generic soil-physical record of this
  // screen, README "The manifest"): (1 − ρb/ρs)·100; 1 decimal; POR.
  // S1: ρb = 1.3288; (1 − ρb/2.65)·100 = 49.8566… → "49.9". S1-D: ρb = 1.322; (1 − ρb/2.65)·100 = 50.1132… → "50.1".
  'water-componentGufeiKxd': {
    expected: [
      { sampleId: 'S1', results: { result: '49.9' } },
      { sampleId: 'S1-D', results: { result: '50.1' } },
    ],
  },
  // pretreatment / ratio, water-componentGufeiLswQcl (no method standard: a generic pretreatment record of this
  // screen, README "The manifest"): V_f/amount; 4 s.f.; RATIO.
  // S1: 50/1 = 50 → "50.00". S1-D: 50/1 = 50 → "50.00".
  'water-componentGufeiLswQcl': {
    expected: [
      { sampleId: 'S1', results: { result: '50.00' } },
      { sampleId: 'S1-D', results: { result: '50.00' } },
    ],
  },
  // titration / do, water-componentGufeiRjy (no method standard: a generic titration record of this screen, README
  // "The manifest"): 32·V2·c·f1/(4·V1), f1 = V0/(V0 − 3); 1 decimal; DO.
  // S1: 32·4.52·10.05·1.01209…/(4·100) = 3.67801… → "3.7". S1-D: 32·4.55·10.05·1.01212…/(4·100) = 3.70252… → "3.7".
  'water-componentGufeiRjy': {
    expected: [
      { sampleId: 'S1', results: { result: '3.7' } },
      { sampleId: 'S1-D', results: { result: '3.7' } },
    ],
  },
};
