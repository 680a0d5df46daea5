// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Gravimetric and BOD5 families.
import type { Worked } from './index.ts';

export const WEIGHING_WORKED: Record<string, Worked> = {
  // gravimetric / ambientPM, air-tmpl66 (HJ 1263-2022 TSP): ρ = (w2 − w1)·1000/V μg/m³ (w mg, V m³ at reference
  // conditions), whole numbers, MDL 7 μg/m³.
  // S1: (376.85 − 375.21)·1000/23.04 = 71.1806… → "71". S1-D: (376.5 − 374.9)·1000/23 = 69.5652… → "70". TIE: (376.85
  // − 375)·1000/20 = 92.5 (a tie) → "92". LOW: (375.15 − 375)·1000/24 = 6.25 < 7 → "7L".
  'air-tmpl66': {
    rows: [
      { sampleId: 'TIE', inputs: { w1: '375.00', w2: '376.85', V: '20.00' } },
      { sampleId: 'LOW', inputs: { w1: '375.00', w2: '375.15', V: '24.00' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '71' } },
      { sampleId: 'S1-D', results: { result: '70' } },
      { sampleId: 'TIE', results: { result: '92' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '7L' }, covers: ['belowMdl'] },
    ],
  },
  // gravimetric / ambientPM, water-componentAmbientAirZl (HJ 618-2011 PM10/PM2.5, HJ 1263-2022 TSP): (w2 − w1)·1000/V
  // μg/m³, whole numbers; MDL PM10/PM2.5 10, TSP 7 μg/m³.
  // S1 PM10: (376.85 − 375.21)·1000/23.04 = 71.1806… → "71". S1-D PM10: (376.5 − 374.9)·1000/23 = 69.5652… → "70".
  // TIE PM2.5: (376.85 − 375)·1000/20 = 92.5 (a tie) → "92". LOW TSP: (375.15 − 375)·1000/24 = 6.25 < 7 → "7L". ATMDL
  // PM10: (375.24 − 375)·1000/24 = 10 → "10".
  'water-componentAmbientAirZl': {
    rows: [
      { sampleId: 'TIE', parameter: 'PM2.5', inputs: { w1: '375.00', w2: '376.85', V: '20.00' } },
      { sampleId: 'LOW', parameter: 'TSP', inputs: { w1: '375.00', w2: '375.15', V: '24.00' } },
      { sampleId: 'ATMDL', parameter: 'PM10', inputs: { w1: '375.00', w2: '375.24', V: '24.00' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '71' } },
      { sampleId: 'S1-D', results: { result: '70' } },
      { sampleId: 'TIE', results: { result: '92' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '7L' }, covers: ['belowMdl'] },
      { sampleId: 'ATMDL', results: { result: '10' } },
    ],
  },
  // gravimetric / dryMatter, water-componentSoilZl (HJ 613-2011; as soil-tmpl82): w_dm = (m2 − m0)/(m1 − m0)·100,
  // water on the dry mass (m1 − m2)/(m2 − m0)·100; 0.1 %.
  // S1: (49.6012 − 32.1015)/(52.335 − 32.1015)·100 = 86.4887… → "86.5"; (52.335 − 49.6012)/17.4997·100 = 15.6220… →
  // "15.6". S1-D: (49.201 − 31.882)/(51.9012 − 31.882)·100 = 86.5119… → "86.5"; (51.9012 − 49.201)/17.319·100 =
  // 15.5910… → "15.6". TIE: (48.15 − 30)/(50 − 30)·100 = 90.75 (a tie) → "90.8"; (50 − 48.15)/18.15·100 = 10.1928… →
  // "10.2".
  'water-componentSoilZl': {
    rows: [{ sampleId: 'TIE', inputs: { m0: '30.0000', m1: '50.0000', m2: '48.1500' } }],
    expected: [
      { sampleId: 'S1', results: { result: '86.5', water: '15.6' } },
      { sampleId: 'S1-D', results: { result: '86.5', water: '15.6' } },
      { sampleId: 'TIE', results: { result: '90.8', water: '10.2' }, covers: ['tie'] },
    ],
  },
  // gravimetric / dryMatter, water-componentGufeiZl (HJ 1222-2021 solid waste; as gufei-tmpl105): dry matter (m2 −
  // m0)/(m1 − m0)·100, water on the wet mass (m1 − m2)/(m1 − m0)·100 (§3.1); 0.1 %.
  // S1: (49.6012 − 32.1015)/(52.335 − 32.1015)·100 = 86.4887… → "86.5"; (52.335 − 49.6012)/20.2335·100 = 13.5113… →
  // "13.5". S1-D: (49.201 − 31.882)/(51.9012 − 31.882)·100 = 86.5119… → "86.5"; (51.9012 − 49.201)/20.0192·100 =
  // 13.4881… → "13.5". TIE: (48.15 − 30)/(50 − 30)·100 = 90.75 (a tie) → "90.8"; (50 − 48.15)/20·100 = 9.25 → "9.2".
  'water-componentGufeiZl': {
    rows: [{ sampleId: 'TIE', inputs: { m0: '30.0000', m1: '50.0000', m2: '48.1500' } }],
    expected: [
      { sampleId: 'S1', results: { result: '86.5', water: '13.5' } },
      { sampleId: 'S1-D', results: { result: '86.5', water: '13.5' } },
      { sampleId: 'TIE', results: { result: '90.8', water: '9.2' }, covers: ['tie'] },
    ],
  },
  // gravimetric / filterBlank, water-componentAmbientAirBzlm (HJ 618-2011 filter conditioning): mass = mean of two
  // weighings, 0.01 mg; constant weight when |wa − wb| ≤ 0.04 mg (full values).
  // S1: (375.21 + 375.24)/2 = 375.225 (a tie) → "375.22"; constant |Δ| 0.03 ≤ 0.04 → yes. S1-D: (374.9 + 374.92)/2 =
  // 374.91 → "374.91"; constant |Δ| 0.02 ≤ 0.04 → yes. LIM: (375.21 + 375.25)/2 = 375.23 → "375.23"; constant |Δ|
  // 0.04 ≤ 0.04 → yes. LIM2: (375.21 + 375.255)/2 = 375.2325 → "375.23"; constant |Δ| 0.045 > 0.04 → no. TIE: (375.2
  // + 375.23)/2 = 375.215 (a tie) → "375.22"; constant |Δ| 0.03 ≤ 0.04 → yes.
  'water-componentAmbientAirBzlm': {
    rows: [
      { sampleId: 'LIM', inputs: { wa: '375.21', wb: '375.25' } },
      { sampleId: 'LIM2', inputs: { wa: '375.21', wb: '375.255' } },
      { sampleId: 'TIE', inputs: { wa: '375.20', wb: '375.23' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '375.22', constant: 'yes' }, covers: ['tie'] },
      { sampleId: 'S1-D', results: { result: '374.91', constant: 'yes' } },
      { sampleId: 'LIM', results: { result: '375.23', constant: 'yes' }, covers: ['limit'] },
      { sampleId: 'LIM2', results: { result: '375.23', constant: 'no' }, covers: ['limit'] },
      { sampleId: 'TIE', results: { result: '375.22', constant: 'yes' }, covers: ['tie'] },
    ],
  },
  // gravimetric / filterBlank, water-componentGFBzlm (HJ 836-2017 filter conditioning): mean of two weighings, 0.01
  // mg; constant when |wa − wb| ≤ 0.04 mg.
  // S1: (375.21 + 375.24)/2 = 375.225 (a tie) → "375.22"; constant |Δ| 0.03 ≤ 0.04 → yes. S1-D: (374.9 + 374.92)/2 =
  // 374.91 → "374.91"; constant |Δ| 0.02 ≤ 0.04 → yes. LIM: (374.9 + 374.94)/2 = 374.92 → "374.92"; constant |Δ| 0.04
  // ≤ 0.04 → yes.
  'water-componentGFBzlm': {
    rows: [{ sampleId: 'LIM', inputs: { wa: '374.90', wb: '374.94' } }],
    expected: [
      { sampleId: 'S1', results: { result: '375.22', constant: 'yes' }, covers: ['tie'] },
      { sampleId: 'S1-D', results: { result: '374.91', constant: 'yes' } },
      { sampleId: 'LIM', results: { result: '374.92', constant: 'yes' }, covers: ['limit'] },
    ],
  },
  // gravimetric / ignitionLoss, gufei-tmpl117 (HJ 1024-2019 loss on ignition): (m1 − m2)/(m1 − m0)·100, 0.1 %, no
  // MDL.
  // S1: (30.441 − 30.1102)/(30.441 − 25.4402)·100 = 6.61494… → "6.6". S1-D: (29.985 − 29.6531)/(29.985 − 24.981)·100
  // = 6.63269… → "6.6". TIE: (35 − 34.675)/(35 − 25)·100 = 3.25 (a tie) → "3.2".
  'gufei-tmpl117': {
    rows: [{ sampleId: 'TIE', inputs: { m0: '25.0000', m1: '35.0000', m2: '34.6750' } }],
    expected: [
      { sampleId: 'S1', results: { result: '6.6' } },
      { sampleId: 'S1-D', results: { result: '6.6' } },
      { sampleId: 'TIE', results: { result: '3.2' }, covers: ['tie'] },
    ],
  },
  // gravimetric / ignitionLoss, water-componentGufeiZlGwz (HJ 1024-2019; as gufei-tmpl117): (m1 − m2)/(m1 − m0)·100,
  // 0.1 %.
  // S1: (30.441 − 30.1102)/(30.441 − 25.4402)·100 = 6.61494… → "6.6". S1-D: (29.985 − 29.6531)/(29.985 − 24.981)·100
  // = 6.63269… → "6.6". TIE: (35 − 34.685)/(35 − 25)·100 = 3.15 (a tie) → "3.2".
  'water-componentGufeiZlGwz': {
    rows: [{ sampleId: 'TIE', inputs: { m0: '25.0000', m1: '35.0000', m2: '34.6850' } }],
    expected: [
      { sampleId: 'S1', results: { result: '6.6' } },
      { sampleId: 'S1-D', results: { result: '6.6' } },
      { sampleId: 'TIE', results: { result: '3.2' }, covers: ['tie'] },
    ],
  },
  // gravimetric / ignitionLoss, water-componentGufeiZlYjz (HJ 761-2015 organic matter by ignition): (m1 − m2)/(m1 −
  // m0)·100, 0.1 %.
  // S1: (30.441 − 30.1102)/(30.441 − 25.4402)·100 = 6.61494… → "6.6". S1-D: (29.985 − 29.6531)/(29.985 − 24.981)·100
  // = 6.63269… → "6.6". TIE: (45 − 44.37)/(45 − 25)·100 = 3.15 (a tie) → "3.2".
  'water-componentGufeiZlYjz': {
    rows: [{ sampleId: 'TIE', inputs: { m0: '25.0000', m1: '45.0000', m2: '44.3700' } }],
    expected: [
      { sampleId: 'S1', results: { result: '6.6' } },
      { sampleId: 'S1-D', results: { result: '6.6' } },
      { sampleId: 'TIE', results: { result: '3.2' }, covers: ['tie'] },
    ],
  },
  // gravimetric / stack, air-tmpl68 (GB/T 16157-1996 stack particulates, as amended 2017): V_nd = V_m·273/(273 +
  // t_m)·(B_a + P_m)/101325 (L), ρ = Δm·10⁶/V_nd mg/m³ (Δm g), 1 decimal; no MDL: 20 mg/m³ is the lower limit of
  // determination and a result of 20 or less prints "≤20" (RULES.GB16157, compared on the full value).
  // S1: V_nd = 850·273/(273 + 25.3)·(101200 − 1250)/101325 = 767.352… L; (1.23812 − 1.23456)·10⁶/V_nd = 4.63933… ≤ 20
  // → "≤20" (it was "20L", a non-detect the method does not define); at O₂ 9.0 % to 6 %: 4.63933…·15/12 = 5.79916… →
  // "5.8" (the conversion is of the full value; the "≤20" notation is the measured value's, GB/T 16157). BLK: V_nd = 850·273/(273 + 25)·(101200 −
  // 1200)/101325 = 768.509… L; (1.22013 − 1.2201)·10⁶/V_nd = 0.0390367… → "≤20". HI: V_nd = 1000·273/(273 +
  // 0)·(101200 + 125)/101325 = 1000 L; (1.23 − 1.2)·10⁶/V_nd = 30 → "30.0". AT20: V_nd 1000 L; (1.22 − 1.2)·10⁶/V_nd
  // = 20 exactly, at the bound → "≤20". JUST: V_nd 1000 L; (1.22004 − 1.2)·10⁶/V_nd = 20.04 > 20 → one decimal "20.0"
  // (the full value decides, not the rounded 20.0).
  // 折算浓度 (issue 30), ρ = ρ′·(21 − O₂ref)/(21 − O₂), the conversion GB 13223-2011 judges by (§5.2 not read; its 6 %
  // for coal-fired boilers as server/standards/gb13223.ts cites it): OXY: V_nd 1000 L, ρ′ = (1.23 − 1.2)·10⁶/1000 = 30
  // → "30.0"; O₂ 9.0 %, O₂ref 6 %: 30·15/12 = 37.5 exactly → "37.5". OXYTIE: O₂ 13.0 %: 30·15/8 = 56.25, a tie → "56.2"
  // (half-even). The other rows give no O₂, so they have no converted value (and no error).
  'air-tmpl68': {
    rows: [
      { sampleId: 'HI', inputs: { m1: '1.20000', m2: '1.23000', Vm: '1000.0', tm: '0', Pm: '125' } },
      { sampleId: 'AT20', inputs: { m1: '1.20000', m2: '1.22000', Vm: '1000.0', tm: '0', Pm: '125' } },
      { sampleId: 'JUST', inputs: { m1: '1.20000', m2: '1.22004', Vm: '1000.0', tm: '0', Pm: '125' } },
      { sampleId: 'OXY', inputs: { m1: '1.20000', m2: '1.23000', Vm: '1000.0', tm: '0', Pm: '125', O2: '9.0', O2ref: '6' } },
      { sampleId: 'OXYTIE', inputs: { m1: '1.20000', m2: '1.23000', Vm: '1000.0', tm: '0', Pm: '125', O2: '13.0', O2ref: '6' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '≤20', corrected: '5.8' }, full: { corrected: '5.79916' } },
      { sampleId: 'BLK', results: { result: '≤20' } },
      { sampleId: 'HI', results: { result: '30.0' } },
      { sampleId: 'AT20', results: { result: '≤20' } },
      { sampleId: 'JUST', results: { result: '20.0' } },
      { sampleId: 'OXY', results: { result: '30.0', corrected: '37.5' }, full: { result: '30', corrected: '37.5' } },
      { sampleId: 'OXYTIE', results: { result: '30.0', corrected: '56.2' }, full: { result: '30', corrected: '56.25' } },
    ],
  },
  // gravimetric / stack, water-componentGFZl (GB/T 16157-1996 as amended; as air-tmpl68): the same formula, 1
  // decimal, "≤20" at or below 20 mg/m³.
  // S1: V_nd = 850·273/(273 + 25.3)·(101200 − 1250)/101325 = 767.352… L; (1.23812 − 1.23456)·10⁶/V_nd = 4.63933… ≤ 20
  // → "≤20"; at O₂ 9.0 % to 6 %: ·15/12 = 5.79916… → "5.8". BLK: V_nd = 850·273/(273 + 25)·(101200 − 1200)/101325 =
  // 768.509… L; (1.22013 − 1.2201)·10⁶/V_nd = 0.0390367… → "≤20" (no O₂ given: no converted value). HI: V_nd = 1000·273/(273 + 0)·(101200 + 125)/101325 = 1000 L; (1.22525 − 1.2)·10⁶/V_nd =
  // 25.25 (a tie) → "25.2".
  'water-componentGFZl': {
    rows: [{ sampleId: 'HI', inputs: { m1: '1.20000', m2: '1.22525', Vm: '1000.0', tm: '0', Pm: '125' } }],
    expected: [
      { sampleId: 'S1', results: { result: '≤20', corrected: '5.8' }, full: { corrected: '5.79916' } },
      { sampleId: 'BLK', results: { result: '≤20' } },
      { sampleId: 'HI', results: { result: '25.2' }, covers: ['tie'] },
    ],
  },
  // gravimetric / stack, air-tmpl69 (HJ 836-2017 low-concentration particulates): V_nd as GB/T 16157, ρ =
  // Δm·10⁶/V_nd, 1 decimal, MDL 1.0 mg/m³; above 50 mg/m³ ">50" (§1, RULES.HJ836).
  // S1: V_nd = 850·273/(273 + 25.3)·(101200 − 1250)/101325 = 767.352… L; (1.23812 − 1.23456)·10⁶/V_nd = 4.63933… →
  // "4.6"; at O₂ 9.0 % to 6 %: ·15/12 = 5.79916… → "5.8". BLK: V_nd = 850·273/(273 + 25)·(101200 − 1200)/101325 = 768.509… L; (1.22013 − 1.2201)·10⁶/V_nd =
  // 0.0390367… < 1.0 → "1.0L". TIE: V_nd = 1000·273/(273 + 0)·(101200 + 125)/101325 = 1000 L; (1.20225 −
  // 1.2)·10⁶/V_nd = 2.25 (a tie) → "2.2". OVER: V_nd = 1000·273/(273 + 0)·(101200 + 125)/101325 = 1000 L; (1.2501 −
  // 1.2)·10⁶/V_nd = 50.1 → ">50". AT50: V_nd = 1000·273/(273 + 0)·(101200 + 125)/101325 = 1000 L; (1.25 −
  // 1.2)·10⁶/V_nd = 50 → "50.0". OXY (issue 30 折算浓度): V_nd 1000 L, ρ′ = (1.23 − 1.2)·10⁶/1000 = 30 → "30.0"; O₂
  // 9.0 %, O₂ref 6 %: 30·(21 − 6)/(21 − 9) = 37.5 → "37.5" (the ">50" notation is the measured value's range, §1).
  'air-tmpl69': {
    rows: [
      { sampleId: 'TIE', inputs: { m1: '1.20000', m2: '1.20225', Vm: '1000.0', tm: '0', Pm: '125' } },
      { sampleId: 'OVER', inputs: { m1: '1.20000', m2: '1.25010', Vm: '1000.0', tm: '0', Pm: '125' } },
      { sampleId: 'AT50', inputs: { m1: '1.20000', m2: '1.25000', Vm: '1000.0', tm: '0', Pm: '125' } },
      { sampleId: 'OXY', inputs: { m1: '1.20000', m2: '1.23000', Vm: '1000.0', tm: '0', Pm: '125', O2: '9.0', O2ref: '6' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '4.6', corrected: '5.8' }, full: { result: '4.63933', corrected: '5.79916' } },
      { sampleId: 'BLK', results: { result: '1.0L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '2.2' }, covers: ['tie'] },
      { sampleId: 'OVER', results: { result: '>50' }, covers: ['limit'] },
      { sampleId: 'AT50', results: { result: '50.0' }, covers: ['limit'] },
      { sampleId: 'OXY', results: { result: '30.0', corrected: '37.5' }, full: { result: '30', corrected: '37.5' } },
    ],
  },
  // gravimetric / waterResidue, water-componentWaterZl (GB 11901-89 suspended solids; as water-tmpl43): (A − B)·10⁶/V
  // mg/L, whole numbers, no MDL (§1 states none).
  // S1: (15.2398 − 15.2316)·10⁶/100 = 82 → "82". BLK: (15.1021 − 15.102)·10⁶/100 = 1 → "1". TIE: (15.2481 −
  // 15.2316)·10⁶/200 = 82.5 (a tie) → "82". ATMDL: (15.1024 − 15.102)·10⁶/100 = 4 → "4".
  'water-componentWaterZl': {
    rows: [
      { sampleId: 'TIE', inputs: { V: '200', B: '15.2316', A: '15.2481' } },
      { sampleId: 'ATMDL', inputs: { V: '100', B: '15.1020', A: '15.1024' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '82' } },
      { sampleId: 'BLK', results: { result: '1' } },
      { sampleId: 'TIE', results: { result: '82' }, covers: ['tie'] },
      { sampleId: 'ATMDL', results: { result: '4' } },
    ],
  },
  // gravimetric / waterResidue, water-componentWaterZr (GB/T 5750.4-2023 total dissolved solids): (A − B)·10⁶/V mg/L,
  // whole numbers, MDL 4 mg/L.
  // S1: (15.266 − 15.2316)·10⁶/100 = 344 → "344". BLK: (15.1021 − 15.102)·10⁶/100 = 1 < 4 → "4L". TIE: (15.2879 −
  // 15.2316)·10⁶/200 = 281.5 (a tie) → "282".
  'water-componentWaterZr': {
    rows: [{ sampleId: 'TIE', inputs: { V: '200', B: '15.2316', A: '15.2879' } }],
    expected: [
      { sampleId: 'S1', results: { result: '344' } },
      { sampleId: 'BLK', results: { result: '4L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '282' }, covers: ['tie'] },
    ],
  },
  // bod5 / dilution, water-tmpl46 (HJ 505-2009; as water-componentWaterSh): BOD5 = [(ρ1 − ρ2) − (ρ3 − ρ4)·f1]/f2, f2
  // = Vs/Vt, f1 = 1 − f2, dilution water ρ3 − ρ4 = 0.33; < 100 one decimal, else 3 s.f. (tier on the rounded value);
  // MDL 0.5; valid when depletion ≥ 2 and residual ≥ 2 mg/L (full values), or undiluted.
  // S1: [(8.9 − 4.15) − 0.33·0.95]/0.05 = 88.73 → "88.7"; validFlag depletion 4.75, residual 4.15 → valid. S1: [(8.85
  // − 5.9) − 0.33·0.97]/0.03 = 87.6633… → "87.7"; validFlag depletion 2.95, residual 5.9 → valid. S1-D: [(8.88 −
  // 4.05) − 0.33·0.95]/0.05 = 90.33 → "90.3"; validFlag depletion 4.83, residual 4.05 → valid. BLK: [(8.95 − 8.62) −
  // 0.33·0]/1 = 0.33 < 0.5 → "0.5L"; validFlag depletion 0.33, residual 8.62 → valid. LIM: [(8.9 − 6.9) −
  // 0.33·0.95]/0.05 = 33.73 → "33.7"; validFlag depletion 2, residual 6.9 → valid. LIM2: [(8.9 − 6.91) −
  // 0.33·0.95]/0.05 = 33.53 → "33.5"; validFlag depletion 1.99, residual 6.91 → invalid. TIE: [(8.9 − 4.149) −
  // 0.33·0.95]/0.05 = 88.75 (a tie) → "88.8"; validFlag depletion 4.751, residual 4.149 → valid. TIER: [(8.9 −
  // 3.5885) − 0.33·0.95]/0.05 = 99.96 → "100"; validFlag depletion 5.3115, residual 3.5885 → valid.
  'water-tmpl46': {
    rows: [
      { sampleId: 'LIM', inputs: { Vs: '50', Vt: '1000', rho1: '8.90', rho2: '6.90' } },
      { sampleId: 'LIM2', inputs: { Vs: '50', Vt: '1000', rho1: '8.90', rho2: '6.91' } },
      { sampleId: 'TIE', inputs: { Vs: '50', Vt: '1000', rho1: '8.90', rho2: '4.149' } },
      { sampleId: 'TIER', inputs: { Vs: '50', Vt: '1000', rho1: '8.90', rho2: '3.5885' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '88.7', validFlag: 'valid' } },
      { sampleId: 'S1', results: { result: '87.7', validFlag: 'valid' } },
      { sampleId: 'S1-D', results: { result: '90.3', validFlag: 'valid' } },
      { sampleId: 'BLK', results: { result: '0.5L', validFlag: 'valid' }, covers: ['belowMdl'] },
      { sampleId: 'LIM', results: { result: '33.7', validFlag: 'valid' }, covers: ['limit'] },
      { sampleId: 'LIM2', results: { result: '33.5', validFlag: 'invalid' }, covers: ['limit'] },
      { sampleId: 'TIE', results: { result: '88.8', validFlag: 'valid' }, covers: ['tie'] },
      { sampleId: 'TIER', results: { result: '100', validFlag: 'valid' } },
    ],
  },
};
