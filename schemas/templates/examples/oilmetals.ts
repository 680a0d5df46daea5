// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Infrared oil and metals families.
import type { Worked } from './index.ts';

export const OIL_METALS_WORKED: Record<string, Worked> = {
  // ir-oil / fume, air-tmpl81 (GB 18483-2001 cooking fume): ρ = c·V/1000/V_nd mg/m³ (c mg/L in the extract, V mL,
  // V_nd m³), 1 decimal, MDL 0.1 mg/m³.
  // S1: 12.4·25/1000/0.412 = 0.752427… → "0.8". BLK: 0.05·25/1000/0.412 = 0.00303398… < 0.1 → "0.1L". TIE:
  // 5·25/1000/0.5 = 0.25 (a tie) → "0.2".
  'air-tmpl81': {
    rows: [{ sampleId: 'TIE', inputs: { c: '5.0', V: '25.0', Vnd: '0.500' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.8' } },
      { sampleId: 'BLK', results: { result: '0.1L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '0.2' }, covers: ['tie'] },
    ],
  },
  // ir-oil / fume, water-componentGFHw (GB 18483-2001; as air-tmpl81): c·V/1000/V_nd, 1 decimal, MDL 0.1 mg/m³.
  // S1: 12.4·25/1000/0.412 = 0.752427… → "0.8". BLK: 0.05·25/1000/0.412 = 0.00303398… < 0.1 → "0.1L". TIE:
  // 7·25/1000/0.5 = 0.35 (a tie) → "0.4".
  'water-componentGFHw': {
    rows: [{ sampleId: 'TIE', inputs: { c: '7.0', V: '25.0', Vnd: '0.500' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.8' } },
      { sampleId: 'BLK', results: { result: '0.1L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '0.4' }, covers: ['tie'] },
    ],
  },
  // ir-oil / soil, soil-tmpl99 (HJ 1051-2019 soil petroleum, IR): w = [X·A2930 + Y·A2960 + Z·(A3030 −
  // A2930/F)]·V0·D/(m·w_dm) − blank, X 39.4, Y 41.2, Z 28.5, F 54.6; 3 s.f.; MDL 4 mg/kg.
  // S1: [X·A2930 + Y·A2960 + Z·(A3030 − A2930/F)] = 13.4024… mg/L; ·25·1/(10.05·0.882) − 0 = 37.7996… → "37.8". S1-D:
  // [X·A2930 + Y·A2960 + Z·(A3030 − A2930/F)] = 13.7489… mg/L; ·25·1/(10.02·0.882) − 0 = 38.8929… → "38.9". LOW:
  // [X·A2930 + Y·A2960 + Z·(A3030 − A2930/F)] = 1.236 mg/L; ·25·1/(10·1) − 0 = 3.09 < 4 → "4L".
  'soil-tmpl99': {
    rows: [{ sampleId: 'LOW', inputs: { m: '10.00', wdm: '100', V0: '25.0', D: '1', B2930: '0', B2960: '0.030', B3030: '0.000' } }],
    expected: [
      { sampleId: 'S1', results: { result: '37.8' } },
      { sampleId: 'S1-D', results: { result: '38.9' } },
      { sampleId: 'LOW', results: { result: '4L' }, covers: ['belowMdl'] },
    ],
  },
  // ir-oil / soil, water-componentSoilHw (HJ 1051-2019; as soil-tmpl99): the same formula, 3 s.f., MDL 4 mg/kg.
  // S1: [X·A2930 + Y·A2960 + Z·(A3030 − A2930/F)] = 13.4024… mg/L; ·25·1/(10.05·0.882) − 0 = 37.7996… → "37.8". S1-D:
  // [X·A2930 + Y·A2960 + Z·(A3030 − A2930/F)] = 13.7489… mg/L; ·25·1/(10.02·0.882) − 0 = 38.8929… → "38.9".
  'water-componentSoilHw': {
    expected: [
      { sampleId: 'S1', results: { result: '37.8' } },
      { sampleId: 'S1-D', results: { result: '38.9' } },
    ],
  },
  // ir-oil / water, water-componentWaterHw (HJ 637-2018; as water-tmpl60): petroleum from B (after Florisil, blank
  // 0.01), total from A (blank 0.02), animal/vegetable = total − petroleum; below 10 mg/L 2 decimals, else 3 s.f.;
  // MDL 0.06 mg/L.
  // S1 PET: petroleum = 0.427071… → "0.43"; total − petroleum = 0.354195… → "0.35"; total = 0.781265… → "0.78". BLK
  // PET: petroleum = 0.00189560… < 0.06 → "0.06L"; total − petroleum = -0.00326220… < 0.06 → "0.06L"; total =
  // -0.00136659… < 0.06 → "0.06L". TIE PET: petroleum = 1.245 (a tie) → "1.24"; total − petroleum = 0.3814 → "0.38";
  // total = 1.6264 → "1.63".
  'water-componentWaterHw': {
    rows: [
      { sampleId: 'TIE', inputs: { Vw: '500', V0: '50.0', D: '1', A2930: '0', A2960: '0.300', A3030: '0.144', B2930: '0', B2960: '0.205', B3030: '0.144' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '0.43', animalVeg: '0.35', totalOil: '0.78' } },
      { sampleId: 'BLK', results: { result: '0.06L', animalVeg: '0.06L', totalOil: '0.06L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '1.24', animalVeg: '0.38', totalOil: '1.63' }, covers: ['tie'] },
    ],
  },
  // metals / waterDirect, water-tmpl61 (HJ 700-2014 ICP-MS): ρ = ρ1·f − ρ0·f0 μg/L, ρ0 0.02, f0 1 (the blank by its
  // own dilution, issue 30); 2 decimals per element, at most 3 s.f. (issue 30 cap; Pb MDL 0.09, Cd 0.05, Zn 0.67 μg/L).
  // DIL Pb: the sample diluted 10×, the blank not: 3.46·10 − 0.02·1 = 34.58 → "34.6" (before, (3.46 − 0.02)·10 = 34.4
  // took ten blanks off).
  // S1 Pb: (3.46 − 0.02)·1 = 3.44 → "3.44". S1-D Pb: (3.52 − 0.02)·1 = 3.5 → "3.50". S1-SP Pb: (8.31 − 0.02)·1 = 8.29
  // → "8.29". BLK Pb: (0.02 − 0.02)·1 = 0 < 0.09 → "0.09L". TIE Cd: (1.245 − 0.02)·1 = 1.225 (a tie) → "1.22". LOW
  // Pb: (0.1 − 0.02)·1 = 0.08 < 0.09 → "0.09L". ATMDL Zn: (0.69 − 0.02)·1 = 0.67 → "0.67".
  'water-tmpl61': {
    rows: [
      { sampleId: 'TIE', parameter: 'Cd', inputs: { rho: '1.245', f: '1' } },
      { sampleId: 'LOW', parameter: 'Pb', inputs: { rho: '0.10', f: '1' } },
      { sampleId: 'ATMDL', parameter: 'Zn', inputs: { rho: '0.69', f: '1' } },
      { sampleId: 'DIL', parameter: 'Pb', inputs: { rho: '3.46', f: '10' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '3.44' } },
      { sampleId: 'S1-D', results: { result: '3.50' } },
      { sampleId: 'S1-SP', results: { result: '8.29' } },
      { sampleId: 'BLK', results: { result: '0.09L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '1.22' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.09L' }, covers: ['belowMdl'] },
      { sampleId: 'ATMDL', results: { result: '0.67' } },
      { sampleId: 'DIL', results: { result: '34.6' }, full: { result: '34.58' } },
    ],
  },
  // metals / soilDigest, gufei-tmpl106 (HJ 766-2015 solid waste ICP-MS): w = (ρ − ρ0)·V·f/(m·w_dm)·10⁻³ mg/kg (ρ
  // μg/L), ρ0 0.05; Pb 1 decimal (MDL 0.5), Cd 2 (0.07).
  // S1 Pb: (48.6 − 0.05)·50·1/(0.1002·0.975)·0.001 = 24.8477… → "24.8". S1-D Pb: (49.5 −
  // 0.05)·50·1/(0.1005·0.975)·0.001 = 25.2328… → "25.2". S1-SP Pb: (88.2 − 0.05)·50·1/(0.1001·0.975)·0.001 = 45.1600…
  // → "45.2". BLK Pb: (0.05 − 0.05)·50·1/(0.1·1)·0.001 = 0 < 0.5 → "0.5L". TIE Cd: (0.3 − 0.05)·50·1/(0.1·1)·0.001 =
  // 0.125 (a tie) → "0.12". LOW Pb: (0.95 − 0.05)·50·1/(0.1·1)·0.001 = 0.45 < 0.5 → "0.5L".
  'gufei-tmpl106': {
    rows: [
      { sampleId: 'TIE', parameter: 'Cd', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.30', f: '1' } },
      { sampleId: 'LOW', parameter: 'Pb', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.95', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '24.8' } },
      { sampleId: 'S1-D', results: { result: '25.2' } },
      { sampleId: 'S1-SP', results: { result: '45.2' } },
      { sampleId: 'BLK', results: { result: '0.5L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '0.12' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.5L' }, covers: ['belowMdl'] },
    ],
  },
  // metals / soilDigest, gufei-tmpl115 (HJ 751-2015 solid waste Ni/Cu, flame AAS): w = (ρ − ρ0)·V·f/(m·w_dm) mg/kg (ρ
  // mg/L), whole numbers, MDL 3 mg/kg.
  // S1 Ni: (0.0486 − 0.00005)·50·1/(0.1002·0.975)·1 = 24.8477… → "25". S1-D Ni: (0.0495 −
  // 0.00005)·50·1/(0.1005·0.975)·1 = 25.2328… → "25". S1-SP Ni: (0.0882 − 0.00005)·50·1/(0.1001·0.975)·1 = 45.1600… →
  // "45". BLK Ni: (0.00005 − 0.00005)·50·1/(0.1·1)·1 = 0 < 3 → "3L". TIE Cu: (0.04505 − 0.00005)·50·1/(0.1·1)·1 =
  // 22.5 (a tie) → "22". LOW Ni: (0.00505 − 0.00005)·50·1/(0.1·1)·1 = 2.5 < 3 → "3L".
  'gufei-tmpl115': {
    rows: [
      { sampleId: 'TIE', parameter: 'Cu', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.04505', f: '1' } },
      { sampleId: 'LOW', parameter: 'Ni', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.00505', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '25' } },
      { sampleId: 'S1-D', results: { result: '25' } },
      { sampleId: 'S1-SP', results: { result: '45' } },
      { sampleId: 'BLK', results: { result: '3L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '22' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '3L' }, covers: ['belowMdl'] },
    ],
  },
  // metals / soilDigest, gufei-tmpl116 (HJ 749-2015 solid waste total Cr, flame AAS): w = (ρ − ρ0)·V·f/(m·w_dm)
  // mg/kg, whole numbers, MDL 5 mg/kg.
  // S1: (0.0486 − 0.00005)·50·1/(0.1002·0.975)·1 = 24.8477… → "25". S1-D: (0.0495 − 0.00005)·50·1/(0.1005·0.975)·1 =
  // 25.2328… → "25". S1-SP: (0.0882 − 0.00005)·50·1/(0.1001·0.975)·1 = 45.1600… → "45". BLK: (0.00005 −
  // 0.00005)·50·1/(0.1·1)·1 = 0 < 5 → "5L". TIE: (0.04505 − 0.00005)·50·1/(0.1·1)·1 = 22.5 (a tie) → "22". LOW:
  // (0.00805 − 0.00005)·50·1/(0.1·1)·1 = 4 < 5 → "5L".
  'gufei-tmpl116': {
    rows: [
      { sampleId: 'TIE', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.04505', f: '1' } },
      { sampleId: 'LOW', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.00805', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '25' } },
      { sampleId: 'S1-D', results: { result: '25' } },
      { sampleId: 'S1-SP', results: { result: '45' } },
      { sampleId: 'BLK', results: { result: '5L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '22' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '5L' }, covers: ['belowMdl'] },
    ],
  },
  // metals / soilDigest, soil-tmpl91 (HJ 491-2019 soil Cu Zn Pb Ni Cr, flame AAS): w = (ρ − ρ0)·V·f/(m·w_dm) mg/kg (ρ
  // mg/L, ρ0 0.00005), whole numbers; MDL Cu 1, Pb 10 mg/kg.
  // S1 Cu: (0.0486 − 0.00005)·50·1/(0.1002·0.975)·1 = 24.8477… → "25". S1-D Cu: (0.0495 −
  // 0.00005)·50·1/(0.1005·0.975)·1 = 25.2328… → "25". S1-SP Cu: (0.0882 − 0.00005)·50·1/(0.1001·0.975)·1 = 45.1600… →
  // "45". BLK Cu: (0.00005 − 0.00005)·50·1/(0.1·1)·1 = 0 < 1 → "1L". TIE Cu: (0.04505 − 0.00005)·50·1/(0.1·1)·1 =
  // 22.5 (a tie) → "22". LOW Pb: (0.01805 − 0.00005)·50·1/(0.1·1)·1 = 9 < 10 → "10L".
  'soil-tmpl91': {
    rows: [
      { sampleId: 'TIE', parameter: 'Cu', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.04505', f: '1' } },
      { sampleId: 'LOW', parameter: 'Pb', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.01805', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '25' } },
      { sampleId: 'S1-D', results: { result: '25' } },
      { sampleId: 'S1-SP', results: { result: '45' } },
      { sampleId: 'BLK', results: { result: '1L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '22' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '10L' }, covers: ['belowMdl'] },
    ],
  },
  // metals / soilDigest, soil-tmpl92 (GB/T 17141-1997 soil Pb/Cd, graphite furnace AAS): w = (ρ −
  // ρ0)·V·f/(m·w_dm)·10⁻³ mg/kg (ρ μg/L, ρ0 0.05); Pb 1 decimal (MDL 0.1), Cd 2 (0.01).
  // S1 Pb: (48.6 − 0.05)·50·1/(0.1002·0.975)·0.001 = 24.8477… → "24.8". S1-D Pb: (49.5 −
  // 0.05)·50·1/(0.1005·0.975)·0.001 = 25.2328… → "25.2". S1-SP Pb: (88.2 − 0.05)·50·1/(0.1001·0.975)·0.001 = 45.1600…
  // → "45.2". BLK Pb: (0.05 − 0.05)·50·1/(0.1·1)·0.001 = 0 < 0.1 → "0.1L". TIE Cd: (0.3 − 0.05)·50·1/(0.1·1)·0.001 =
  // 0.125 (a tie) → "0.12". LOW Cd: (0.065 − 0.05)·50·1/(0.1·1)·0.001 = 0.0075 < 0.01 → "0.01L".
  'soil-tmpl92': {
    rows: [
      { sampleId: 'TIE', parameter: 'Cd', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.30', f: '1' } },
      { sampleId: 'LOW', parameter: 'Cd', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.065', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '24.8' } },
      { sampleId: 'S1-D', results: { result: '25.2' } },
      { sampleId: 'S1-SP', results: { result: '45.2' } },
      { sampleId: 'BLK', results: { result: '0.1L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '0.12' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.01L' }, covers: ['belowMdl'] },
    ],
  },
  // metals / soilDigest, soil-tmpl94 (HJ 1082-2019 soil Cr(VI), alkaline digestion, flame AAS): w = (ρ −
  // ρ0)·V·f/(m·w_dm) mg/kg (ρ mg/L), 1 decimal, MDL 0.5 mg/kg.
  // S1: (0.0486 − 0.00005)·50·1/(0.1002·0.975)·1 = 24.8477… → "24.8". S1-D: (0.0495 − 0.00005)·50·1/(0.1005·0.975)·1
  // = 25.2328… → "25.2". S1-SP: (0.0882 − 0.00005)·50·1/(0.1001·0.975)·1 = 45.1600… → "45.2". BLK: (0.00005 −
  // 0.00005)·50·1/(0.1·1)·1 = 0 < 0.5 → "0.5L". TIE: (0.02455 − 0.00005)·50·1/(0.1·1)·1 = 12.25 (a tie) → "12.2".
  // LOW: (0.00085 − 0.00005)·50·1/(0.1·1)·1 = 0.4 < 0.5 → "0.5L".
  'soil-tmpl94': {
    rows: [
      { sampleId: 'TIE', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.02455', f: '1' } },
      { sampleId: 'LOW', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.00085', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '24.8' } },
      { sampleId: 'S1-D', results: { result: '25.2' } },
      { sampleId: 'S1-SP', results: { result: '45.2' } },
      { sampleId: 'BLK', results: { result: '0.5L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '12.2' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.5L' }, covers: ['belowMdl'] },
    ],
  },
  // metals / soilAfs, gufei-tmpl108 (HJ 702-2014 solid waste Hg As Se Sb, AFS): w = (ρ − ρ0)·V0·V2/(m·w_dm·V1)·10⁻³
  // mg/kg (ρ μg/L, ρ0 0.01); Hg 3 decimals (MDL 0.002), As 2 (0.01).
  // S1 Hg: (0.86 − 0.01)·50·10/(0.5008·0.972·10)·10⁻³ = 0.0873089… → "0.087". S1-D Hg: (0.88 −
  // 0.01)·50·10/(0.5012·0.972·10)·10⁻³ = 0.0892919… → "0.089". S1-SP Hg: (1.62 − 0.01)·50·10/(0.5003·0.972·10)·10⁻³ =
  // 0.165539… → "0.166". BLK Hg: (0.01 − 0.01)·50·10/(0.5·1·10)·10⁻³ = 0 < 0.002 → "0.002L". TIE As: (1.26 −
  // 0.01)·50·10/(0.5·1·10)·10⁻³ = 0.125 (a tie) → "0.12". LOW Hg: (0.029 − 0.01)·50·10/(0.5·1·10)·10⁻³ = 0.0019 <
  // 0.002 → "0.002L".
  'gufei-tmpl108': {
    rows: [
      { sampleId: 'TIE', parameter: 'As', inputs: { m: '0.5000', wdm: '100', V0: '50.0', V1: '10.0', V2: '10.0', rho: '1.26' } },
      { sampleId: 'LOW', parameter: 'Hg', inputs: { m: '0.5000', wdm: '100', V0: '50.0', V1: '10.0', V2: '10.0', rho: '0.029' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '0.087' } },
      { sampleId: 'S1-D', results: { result: '0.089' } },
      { sampleId: 'S1-SP', results: { result: '0.166' } },
      { sampleId: 'BLK', results: { result: '0.002L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '0.12' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.002L' }, covers: ['belowMdl'] },
    ],
  },
  // metals / airFilter, air-tmpl135 (HJ 657-2013 particulate metals, ICP-MS): ρ = (ρ − ρ0)·V·n/V_std ng/m³ (ρ μg/L, V
  // mL, V_std m³, n filter fraction), ρ0 0.02; Pb 1 decimal (MDL 0.6), Cd 2 (0.03).
  // S1 Pb: (2.35 − 0.02)·50·4/144 = 3.23611… → "3.2". S1-D Pb: (2.41 − 0.02)·50·4/143.5 = 3.33101… → "3.3". BLK Pb:
  // (0.02 − 0.02)·50·4/144 = 0 < 0.6 → "0.6L". TIE Pb: (0.395 − 0.02)·50·4/100 = 0.75 (a tie) → "0.8". LOW Cd: (0.031
  // − 0.02)·50·4/100 = 0.022 < 0.03 → "0.03L".
  'air-tmpl135': {
    rows: [
      { sampleId: 'TIE', parameter: 'Pb', inputs: { V: '50.0', n: '4', Vstd: '100.0', rho: '0.395' } },
      { sampleId: 'LOW', parameter: 'Cd', inputs: { V: '50.0', n: '4', Vstd: '100.0', rho: '0.031' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '3.2' } },
      { sampleId: 'S1-D', results: { result: '3.3' } },
      { sampleId: 'BLK', results: { result: '0.6L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '0.8' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.03L' }, covers: ['belowMdl'] },
    ],
  },
  // metals / directMass, soil-tmpl133 (HJ 923-2017 soil total Hg, thermal decomposition AAS): w = (m_Hg −
  // m_Hg0)/(m·w_dm)·10⁻³ mg/kg (ng, g), 4 decimals, at most 3 s.f. (issue 30 cap), MDL 0.0002 mg/kg (reported in mg/kg, kept on purpose).
  // S1: (6.85 − 0.02)/(0.1003·0.97)·10⁻³ = 0.0702018… → "0.0702". S1-D: (7.02 − 0.02)/(0.1008·0.97)·10⁻³ = 0.0715922…
  // → "0.0716". S1-SP: (16.5 − 0.02)/(0.1001·0.97)·10⁻³ = 0.169727… → "0.170". BLK: (0.02 − 0.02)/(0.1·1)·10⁻³ = 0 <
  // 0.0002 → "0.0002L". TIE: (1.245 − 0.02)/(0.1·1)·10⁻³ = 0.01225 (a tie) → "0.0122". LOW: (0.035 −
  // 0.02)/(0.1·1)·10⁻³ = 0.00015 < 0.0002 → "0.0002L".
  'soil-tmpl133': {
    rows: [
      { sampleId: 'TIE', inputs: { m: '0.1000', wdm: '100', mHg: '1.245' } },
      { sampleId: 'LOW', inputs: { m: '0.1000', wdm: '100', mHg: '0.035' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '0.0702' } },
      { sampleId: 'S1-D', results: { result: '0.0716' } },
      { sampleId: 'S1-SP', results: { result: '0.170' }, full: { result: '0.169727' } },
      { sampleId: 'BLK', results: { result: '0.0002L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '0.0122' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.0002L' }, covers: ['belowMdl'] },
    ],
  },
};
