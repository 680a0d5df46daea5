// Worked examples of the curve, infrared-oil and microbiology families: inputs → formula → full value → rule →
// string. Least-squares fits are worked as exact fractions: b = Sxy/Sxx, a = ȳ − b·x̄ (水和废水监测分析方法 第四版).
import type { Worked } from './index.ts';

export const CURVE_WORKED: Record<string, Worked> = {
  // spectro-curve / water, water-tmpl47 (HJ 535-2009 ammonia nitrogen): m = (A − A0 − a)/b μg, ρ = m/V·f mg/L,
  // 3 decimals, MDL 0.025 mg/L. Curve x 0 5 10 20 40 60 μg, y .002 .034 .065 .129 .256 .383: x̄ 22.5, ȳ 0.869/6,
  // Sxx 5725 − 6·22.5² = 2687.5, Sxy 36.62 − 135·0.869/6 = 17.0675 → b = 17.0675/2687.5 = 6827/1075000
  // = 0.0063506977…, a = 0.869/6 − 22.5·b = 1253/645000 = 0.0019426357…. A0 0.012, V 50.0 mL:
  // S1 A 0.168: (0.156 − a)/b = 24.25834 μg → 0.4851667 → "0.485". S1-D 0.172: 24.88819 → 0.4977638 → "0.498".
  // S1-SP 0.296: 44.41360 → 0.8882721 → "0.888". BLK 0.013: (0.001 − a)/b = −0.14843 → −0.0029686 < 0.025 →
  // "0.025L". (No exact tie exists on this curve: b's denominator holds 43; the family's tie is water-tmpl50's. No rows
  // are added: the editor's tests walk this example's four rows.)
  'water-tmpl47': {
    expected: [
      { sampleId: 'S1', results: { result: '0.485' } },
      { sampleId: 'S1-D', results: { result: '0.498' } },
      { sampleId: 'S1-SP', results: { result: '0.888' } },
      { sampleId: 'BLK', results: { result: '0.025L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / tn, water-tmpl50 (HJ 636-2012 total nitrogen): Ar = A220 − 2·A275, m = (Ar − Ab − a)/b μg with
  // Ab = 0.025 − 2·0.004 = 0.017, ρ = m/V·f; 2 decimals, at most 3 s.f.; MDL 0.05 mg/L. The curve is chosen so the
  // fit is a finite decimal: x 0 10 20 30 40 80 μg, y 0 .068 .135 .204 .271 .540: x̄ 30, ȳ 1.218/6 = 0.203,
  // Sxx = Σx² − 6·x̄² = 9400 − 5400 = 4000, Σxy = 0.68 + 2.70 +
  // 6.12 + 10.84 + 43.20 = 63.54, Sxy = 63.54 − 30·1.218 = 27 → b = 27/4000 = 0.00675, a = 0.203 − 0.2025 = 0.0005;
  // r = 27/√(4000·0.182252) = 0.999995 ≥ 0.999. So m = (Ar − 0.0175)/0.00675.
  // S1 0.412 − 0.042 = 0.370 → 0.3525/0.00675 = 52.2222 μg / 10.0 → 5.22222 → "5.22". S1-D 0.374 → 52.8148 →
  // "5.28". S1-SP 0.508 → 72.6667 → 7.26667 → "7.27". BLK 0.018 → 0.074074 μg → 0.0074 < 0.05 → "0.05L".
  // TIE Ar 0.10473 − 0.020 = 0.08473 → 0.06723/0.00675 = 9.96 μg / 8 mL = 1.245 → 4 even → "1.24".
  // CAP Ar 0.29425 → 0.27675/0.00675 = 41 μg / 4 mL = 10.25: 2 decimals keep "10.25", the 3 s.f. cap rounds
  // from the full value: 10.2|5 → 2 even → "10.2". LOW Ar 0.020 → 0.37037 μg / 10 → 0.037 < 0.05 → "0.05L".
  'water-tmpl50': {
    curve: {
      points: [
        { x: '0', y: '0.000' },
        { x: '10', y: '0.068' },
        { x: '20', y: '0.135' },
        { x: '30', y: '0.204' },
        { x: '40', y: '0.271' },
        { x: '80', y: '0.540' },
      ],
    },
    rows: [
      { sampleId: 'TIE', inputs: { V: '8', A220: '0.10473', A275: '0.010', f: '1' } },
      { sampleId: 'CAP', inputs: { V: '4', A220: '0.31425', A275: '0.010', f: '1' } },
      { sampleId: 'LOW', inputs: { V: '10.0', A220: '0.040', A275: '0.010', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '5.22' } },
      { sampleId: 'S1-D', results: { result: '5.28' } },
      { sampleId: 'S1-SP', results: { result: '7.27' } },
      { sampleId: 'BLK', results: { result: '0.05L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '1.24' }, covers: ['tie'] },
      { sampleId: 'CAP', results: { result: '10.2' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.05L' }, covers: ['belowMdl'] },
    ],
  },
  // ir-oil / water, water-tmpl60 (HJ 637-2018): ρ = [X·A2930 + Y·A2960 + Z·(A3030 − A2930/F)]·V0·D/Vw − blank, X 39.4,
  // Y 41.2, Z 28.5, F 54.6; total oil from A (blank 0.02), petroleum from B (after Florisil, blank 0.01), animal and
  // vegetable oils = total − petroleum; below 10 mg/L 2 decimals, else 3 s.f.; MDL 0.06 mg/L.
  // S1 (V0/Vw = 0.1): total (4.925 + 2.5544 + 28.5·(0.021 − 0.125/54.6))·0.1 − 0.02 = 0.781265 → "0.78"; petroleum
  // (2.6792 + 1.442 + 28.5·(0.010 − 0.068/54.6))·0.1 − 0.01 = 0.427071 → "0.43"; total − pet = 0.354195 → "0.35".
  // BLK: total −0.0013666, pet 0.0018956, difference −0.0032622, all < 0.06 → "0.06L".
  // TIE (A2930 = B2930 = 0, no F term): pet (41.2·0.205 + 28.5·0.144)·0.1 − 0.01 = 12.55·0.1 − 0.01 = 1.245 → 4
  // even → "1.24"; total (41.2·0.300 + 4.104)·0.1 − 0.02 = 1.6264 → "1.63"; difference 0.3814 → "0.38".
  // CAP (D 10, V0·D/Vw = 1): pet 41.2·0.070 + 28.5·0.336 − 0.01 = 2.884 + 9.576 − 0.01 = 12.45 ≥ 10 → 3 s.f., 4
  // even → "12.4"; total 4.12 + 9.576 − 0.02 = 13.676 → "13.7"; difference 1.226 → "1.23".
  'water-tmpl60': {
    rows: [
      { sampleId: 'TIE', inputs: { Vw: '500', V0: '50.0', D: '1', A2930: '0', A2960: '0.300', A3030: '0.144', B2930: '0', B2960: '0.205', B3030: '0.144' } },
      { sampleId: 'CAP', inputs: { Vw: '500', V0: '50.0', D: '10', A2930: '0', A2960: '0.100', A3030: '0.336', B2930: '0', B2960: '0.070', B3030: '0.336' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '0.43', animalVeg: '0.35', totalOil: '0.78' } },
      { sampleId: 'BLK', results: { result: '0.06L', animalVeg: '0.06L', totalOil: '0.06L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '1.24', animalVeg: '0.38', totalOil: '1.63' }, covers: ['tie'] },
      { sampleId: 'CAP', results: { result: '12.4', animalVeg: '1.23', totalOil: '13.7' }, covers: ['tie'] },
    ],
  },
  // micro / plateCount, water-tmpl65 (HJ 1000-2018 total bacterial count): plates of 30–300 colonies count; one such
  // dilution → its mean × factor; two adjacent → their mean when the higher/lower ratio < 2, else the lower; none →
  // the dilution nearest the band. Below 100 whole numbers, else 2 s.f. (GB/T 8170; the standard's reporting clause
  // was not read, see the audit); below the lowest factor "<{factor}".
  // S1: 1:1 mean 402.5 (> 300), 1:10 mean 158 → 1580, 1:100 mean 16.5 (< 30) → 1580 → 2 s.f. → "1.6×10³".
  // S1-D: 1:10 mean 153.5 → 1535 → 2 s.f. (35 < 50) → "1.5×10³". BLK all 0 → 0 < 1 → "<1".
  // TIE: 1:1 mean (44 + 45)/2 = 44.5 in range, 1:10 4.5 → 44.5 → whole number, 4 even → "44".
  // TWO: 1:1 285, 1:10 35.5 → 355; 355/285 = 1.25 < 2 → (285 + 355)/2 = 320 → "3.2×10²".
  'water-tmpl65': {
    rows: [
      { sampleId: 'TIE', inputs: { f1: '1', a1: '44', b1: '45', f2: '10', a2: '4', b2: '5', f3: '100', a3: '0', b3: '0' } },
      { sampleId: 'TWO', inputs: { f1: '1', a1: '290', b1: '280', f2: '10', a2: '35', b2: '36', f3: '100', a3: '3', b3: '4' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '1.6×10³' } },
      { sampleId: 'S1-D', results: { result: '1.5×10³' } },
      { sampleId: 'BLK', results: { result: '<1' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '44' }, covers: ['tie'] },
      { sampleId: 'TWO', results: { result: '3.2×10²' } },
    ],
  },
};
