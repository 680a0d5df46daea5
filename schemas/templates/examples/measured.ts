// Worked examples of the measuring families (one template each): inputs → formula → full value → rule → string.
import type { Worked } from './index.ts';

export const MEASURED_WORKED: Record<string, Worked> = {
  // single-reading / reading, water-tmpl41 (HJ 1075-2019 turbidity): NTU = reading × f, 1 decimal, MDL 0.3 NTU.
  // S1 12.6 × 1 → "12.6". S1-D 12.9 → "12.9". TIE 12.65 → 12.6|5, 6 even → "12.6". TIE2 12.75 → 7 odd → "12.8".
  // LOW 0.25 < 0.3 → "0.3L". ATMDL 0.3 = MDL → detected → "0.3".
  'water-tmpl41': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '12.65', f: '1' } },
      { sampleId: 'TIE2', inputs: { reading: '12.75', f: '1' } },
      { sampleId: 'LOW', inputs: { reading: '0.25', f: '1' } },
      { sampleId: 'ATMDL', inputs: { reading: '0.3', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '12.6' } },
      { sampleId: 'S1-D', results: { result: '12.9' } },
      { sampleId: 'TIE', results: { result: '12.6' }, covers: ['tie'] },
      { sampleId: 'TIE2', results: { result: '12.8' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.3L' }, covers: ['belowMdl'] },
      { sampleId: 'ATMDL', results: { result: '0.3' } },
    ],
  },
  // titration / permanganate, water-tmpl45 (GB 11892-89): I = [(10 + V1)·K − 10]·c·8·1000/V, K = 10/V2, c 0.0100,
  // V2 10.10, V 100 → I = [(10 + V1)·10/10.1 − 10]·0.8; 1 decimal; no MDL: §1.2's range starts at 0.5 mg/L, below it "<0.5".
  // S1 V1 4.20: 142/10.1 = 14.0594… − 10 = 4.0594… × 0.8 = 3.2475… → "3.2". S1-D 4.25: 142.5/10.1 = 14.1089… →
  // 3.2871… → "3.3". TIE V1 4.203125: 142.03125/10.1 = 14.0625 → 4.0625 × 0.8 = 3.25 → 2 even → "3.2".
  // LOW V1 0.668125: 106.68125/10.1 = 10.5625 → 0.5625 × 0.8 = 0.45 < 0.5 → "<0.5" (was "0.5L": GB 11892 states no MDL).
  // Diluted sample (issue 30; §7.2 as recalled, the clause not read): I = {[(10 + V1)K − 10] − [(10 + V0)K − 10]·fw}·c·
  // 8·1000/V, fw = (Vt − V)/Vt the fraction of dilution water, V0 0.35 mL the dilution water's blank titration.
  // DIL V 25.0 → Vt 100 (fw 0.75), V1 6.10: 161/10.1 − 10 = 5.940594…; (10.35·10/10.1 − 10)·0.75 = 0.247524…·0.75 =
  // 0.185643…; 5.754950…·0.0100·8·1000/25 = 1860/101 = 18.415841… → "18.4". DIL2 V1 6.20: 162/10.1 − 10 = 6.039603…
  // − 0.185643… = 5.853960…·3.2 = 1892/101 = 18.732673… → "18.7". (S1–LOW: V = Vt, the blank term is 0.)
  'water-tmpl45': {
    rows: [
      { sampleId: 'TIE', inputs: { V: '100', V1: '4.203125' } },
      { sampleId: 'LOW', inputs: { V: '100', V1: '0.668125' } },
      { sampleId: 'DIL', inputs: { V: '25.0', Vt: '100', V1: '6.10' } },
      { sampleId: 'DIL2', inputs: { V: '25.0', Vt: '100', V1: '6.20' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '3.2' } },
      { sampleId: 'S1-D', results: { result: '3.3' } },
      { sampleId: 'TIE', results: { result: '3.2' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '<0.5' } },
      { sampleId: 'DIL', results: { result: '18.4' }, full: { result: '18.415841' } },
      { sampleId: 'DIL2', results: { result: '18.7' }, full: { result: '18.732673' } },
    ],
  },
  // gravimetric / waterResidue, water-tmpl43 (GB 11901-89 suspended solids): mg/L = (A − B)·10⁶/V, 0 decimals,
  // no MDL (§1 states none, so no "L" notation). S1 (15.2398 − 15.2316) g = 0.0082 g × 10⁶ / 100 mL = 82 → "82".
  // BLK 0.0001 × 10⁶/100 = 1 → "1" (was "4L" under the unsourced 4 mg/L). TIE 0.0165 × 10⁶/200 = 82.5 → 2 even →
  // "82". TIE2 0.0167 × 10⁶/200 = 83.5 → 3 odd → "84". ATMDL 0.0004 × 10⁶/100 = 4 → "4".
  'water-tmpl43': {
    rows: [
      { sampleId: 'TIE', inputs: { V: '200', B: '15.2316', A: '15.2481' } },
      { sampleId: 'TIE2', inputs: { V: '200', B: '15.2316', A: '15.2483' } },
      { sampleId: 'ATMDL', inputs: { V: '100', B: '15.1020', A: '15.1024' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '82' } },
      { sampleId: 'BLK', results: { result: '1' } },
      { sampleId: 'TIE', results: { result: '82' }, covers: ['tie'] },
      { sampleId: 'TIE2', results: { result: '84' }, covers: ['tie'] },
      { sampleId: 'ATMDL', results: { result: '4' } },
    ],
  },
  // metals / waterDirect, water-tmpl63 (GB 7475-87 AAS): mg/L = (ρ − ρ0)·f, ρ0 = 0.02; the row's element rounds
  // (Cu 2 decimals, MDL 0.05; Pb 1 decimal, MDL 0.2). S1 Cu 3.46 − 0.02 = 3.44 → "3.44". S1-D 3.50 → "3.50".
  // S1-SP 8.29 → "8.29". BLK 0.02 − 0.02 = 0 < 0.05 → "0.05L". TIE Cu 1.245 − 0.02 = 1.225 → 2 even → "1.22".
  // TIE-PB Pb 1.27 − 0.02 = 1.25 → 1 decimal, 2 even → "1.2". LOW-PB 0.19 − 0.02 = 0.17 < 0.2 → "0.2L".
  'water-tmpl63': {
    rows: [
      { sampleId: 'TIE', parameter: 'Cu', inputs: { rho: '1.245', f: '1' } },
      { sampleId: 'TIE-PB', parameter: 'Pb', inputs: { rho: '1.27', f: '1' } },
      { sampleId: 'LOW-PB', parameter: 'Pb', inputs: { rho: '0.19', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '3.44' } },
      { sampleId: 'S1-D', results: { result: '3.50' } },
      { sampleId: 'S1-SP', results: { result: '8.29' } },
      { sampleId: 'BLK', results: { result: '0.05L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '1.22' }, covers: ['tie'] },
      { sampleId: 'TIE-PB', results: { result: '1.2' }, covers: ['tie'] },
      { sampleId: 'LOW-PB', results: { result: '0.2L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalWater, water-tmpl64 (HJ 639-2012 VOCs): μg/L = Ax·ρIS/(AIS·RRF)·f with ρIS 20.0,
  // RRF 1.062; 1 decimal, at most 3 s.f. (from the full value); MDL 1.4 μg/L (benzene).
  // S1 15320·20/(98500·1.062) = 306400/104607 = 2.929… → "2.9". S1-D 317600/105244.2 = 3.0177… → "3.0".
  // S1-SP 952000/104076 = 9.147… → "9.1". BLK 400/103863.6 = 0.0039 < 1.4 → "1.4L".
  // With AIS 100000, ρ = Ax/5310: TIE 11947.5 → 2.25 → 2 even → "2.2". CAP 655519.5 → 123.45 → 1 decimal would be
  // "123.4", 3 s.f. cap → "123". LOW 7168.5 → 1.35 < 1.4 → "1.4L".
  'water-tmpl64': {
    rows: [
      { sampleId: 'TIE', parameter: 'BENZ', inputs: { Ax: '11947.5', AIS: '100000', f: '1' } },
      { sampleId: 'CAP', parameter: 'BENZ', inputs: { Ax: '655519.5', AIS: '100000', f: '1' } },
      { sampleId: 'LOW', parameter: 'BENZ', inputs: { Ax: '7168.5', AIS: '100000', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '2.9' } },
      { sampleId: 'S1-D', results: { result: '3.0' } },
      { sampleId: 'S1-SP', results: { result: '9.1' } },
      { sampleId: 'BLK', results: { result: '1.4L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '2.2' }, covers: ['tie'] },
      { sampleId: 'CAP', results: { result: '123' } },
      { sampleId: 'LOW', results: { result: '1.4L' }, covers: ['belowMdl'] },
    ],
  },
  // bod5 / dilution, water-componentWaterSh (HJ 505-2009): BOD5 = [(ρ1 − ρ2) − (ρ3 − ρ4)·f1]/f2, f2 = Vs/Vt,
  // f1 = 1 − f2; dilution water ρ3 − ρ4 = 8.95 − 8.62 = 0.33; < 100 one decimal, else 3 s.f. (tier on the rounded
  // value); MDL 0.5; a dilution is valid when depletion ≥ 2 and residual ≥ 2 mg/L (full values), or undiluted.
  // S1 50/1000: (4.75 − 0.3135)/0.05 = 88.73 → "88.7", valid. S1 30/1000: (2.95 − 0.3201)/0.03 = 87.663… → "87.7".
  // S1-D: (4.83 − 0.3135)/0.05 = 90.33 → "90.3". BLK undiluted: 0.33 < 0.5 → "0.5L", valid (Vs = Vt).
  // At 50/1000 BOD5 = 20·(ρ1 − ρ2) − 6.27: LIM depletion 2.00 → 33.73 → "33.7", valid (2.00 ≥ 2).
  // LIM2 depletion 1.99 → 33.53 → "33.5", invalid. TIE depletion 4.751 → 88.75 → 7 odd → "88.8".
  // TIER depletion 5.3115 → 99.96 → one decimal "100.0" is ≥ 100 → 3 s.f. from the full value → "100".
  'water-componentWaterSh': {
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
  // soil-physical / bulkDensity, water-componentSoilRz (NY/T 1121.4-2006): ρb = (m_total − m_ring)/V, 2 decimals;
  // no MDL. S1 132.88/100 = 1.3288 → "1.33". S1-D 132.20/100 = 1.322 → "1.32". TIE 132.50/100 = 1.325 → 2 even →
  // "1.32". TIE2 133.50/100 = 1.335 → 3 odd → "1.34".
  'water-componentSoilRz': {
    rows: [
      { sampleId: 'TIE', inputs: { mRing: '98.52', mTotal: '231.02', V: '100' } },
      { sampleId: 'TIE2', inputs: { mRing: '98.52', mTotal: '232.02', V: '100' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '1.33' } },
      { sampleId: 'S1-D', results: { result: '1.32' } },
      { sampleId: 'TIE', results: { result: '1.32' }, covers: ['tie'] },
      { sampleId: 'TIE2', results: { result: '1.34' }, covers: ['tie'] },
    ],
  },
  // pretreatment / ratio, water-componentSoilQcl (HJ 832-2017): factor = V_f/amount, 4 s.f.; no MDL.
  // S1 50.0/0.5012 = 99.7605… → "99.76". S1-D 50.0/0.5008 = 99.8402… → "99.84". TIE 49.38/4 = 12.345 → 4 even →
  // "12.34".
  'water-componentSoilQcl': {
    rows: [{ sampleId: 'TIE', inputs: { amount: '4', Vf: '49.38' } }],
    expected: [
      { sampleId: 'S1', results: { result: '99.76' } },
      { sampleId: 'S1-D', results: { result: '99.84' } },
      { sampleId: 'TIE', results: { result: '12.34' }, covers: ['tie'] },
    ],
  },
};
