// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Chromatography, external-standard variants for soil, solid waste and water extracts.
import type { Worked } from './index.ts';

export const CHROM_EXTERNAL_SOIL_WORKED: Record<string, Worked> = {
  // chromatography / externalSoil, gufei-tmpl113 (HJ 912-2017 solid-waste organochlorine pesticides, GC-ECD): w = (A
  // − a)/b·Vex·D/(m·w_dm)·1000 μg/kg; the family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b =
  // 2080.99…, a = 16.1277… (exactly 14144510/6797 and 15660/971); whole μg/kg, α-HCH MDL 5, DDT 8.
  // S1 aHCH: (5120 − a)/b = 2.45261…; ·1·1/(20.05·0.863)·1000 = 141.744… → "142". S1-D aHCH: (5260 − a)/b = 2.51989…;
  // ·1·1/(20.02·0.863)·1000 = 145.850… → "146". S1-SP aHCH: (9300 − a)/b = 4.46127…; ·1·1/(20.03·0.863)·1000 =
  // 258.087… → "258". BLK aHCH: (10 − a)/b = -0.00294461…; ·1·1/(20·1)·1000 = -0.147230… < 5 → "5L". LOW DDT: (150 −
  // a)/b = 0.0643310…; ·1·1/(20·1)·1000 = 3.21655… < 8 → "8L".
  'gufei-tmpl113': {
    rows: [{ sampleId: 'LOW', parameter: 'DDT', inputs: { m: '20.00', wdm: '100', Vex: '1.0', A: '150', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '142' } },
      { sampleId: 'S1-D', results: { result: '146' } },
      { sampleId: 'S1-SP', results: { result: '258' } },
      { sampleId: 'BLK', results: { result: '5L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '8L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalSoil, gufei-tmpl118 (HJ 892-2017 solid-waste PAHs, HPLC): (A − a)/b·Vex·D/(m·w_dm)·1000
  // μg/kg; the family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a = 16.1277…
  // (exactly 14144510/6797 and 15660/971); whole μg/kg, BaP MDL 5, NAP 10.
  // S1 BaP: (5120 − a)/b = 2.45261…; ·1·1/(20.05·0.863)·1000 = 141.744… → "142". S1-D BaP: (5260 − a)/b = 2.51989…;
  // ·1·1/(20.02·0.863)·1000 = 145.850… → "146". S1-SP BaP: (9300 − a)/b = 4.46127…; ·1·1/(20.03·0.863)·1000 =
  // 258.087… → "258". BLK BaP: (10 − a)/b = -0.00294461…; ·1·1/(20·1)·1000 = -0.147230… < 5 → "5L". LOW NAP: (300 −
  // a)/b = 0.136412…; ·1·1/(20·1)·1000 = 6.82060… < 10 → "10L".
  'gufei-tmpl118': {
    rows: [{ sampleId: 'LOW', parameter: 'NAP', inputs: { m: '20.00', wdm: '100', Vex: '1.0', A: '300', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '142' } },
      { sampleId: 'S1-D', results: { result: '146' } },
      { sampleId: 'S1-SP', results: { result: '258' } },
      { sampleId: 'BLK', results: { result: '5L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '10L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalSoil, soil-tmpl101 (HJ 784-2016 soil PAHs, HPLC): (A − a)/b·Vex·D/(m·w_dm)·1000 μg/kg;
  // the family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a = 16.1277… (exactly
  // 14144510/6797 and 15660/971); whole μg/kg, BaP MDL 5, NAP 3.
  // S1 BaP: (5120 − a)/b = 2.45261…; ·1·1/(20.05·0.863)·1000 = 141.744… → "142". S1-D BaP: (5260 − a)/b = 2.51989…;
  // ·1·1/(20.02·0.863)·1000 = 145.850… → "146". S1-SP BaP: (9300 − a)/b = 4.46127…; ·1·1/(20.03·0.863)·1000 =
  // 258.087… → "258". BLK BaP: (10 − a)/b = -0.00294461…; ·1·1/(20·1)·1000 = -0.147230… < 5 → "5L". LOW NAP: (80 −
  // a)/b = 0.0306932…; ·1·1/(20·1)·1000 = 1.53466… < 3 → "3L".
  'soil-tmpl101': {
    rows: [{ sampleId: 'LOW', parameter: 'NAP', inputs: { m: '20.00', wdm: '100', Vex: '1.0', A: '80', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '142' } },
      { sampleId: 'S1-D', results: { result: '146' } },
      { sampleId: 'S1-SP', results: { result: '258' } },
      { sampleId: 'BLK', results: { result: '5L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '3L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalSoil, soil-tmpl98 (HJ 1021-2019 soil petroleum hydrocarbons C10–C40, GC-FID): (A −
  // a)/b·Vex·D/(m·w_dm) mg/kg; the family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b =
  // 2080.99…, a = 16.1277… (exactly 14144510/6797 and 15660/971); 3 s.f., MDL 6 mg/kg.
  // S1: (5120 − a)/b = 2.45261…; ·1·1/(20.05·0.863)·1 = 0.141744… < 6 → "6L". S1-D: (5260 − a)/b = 2.51989…;
  // ·1·1/(20.02·0.863)·1 = 0.145850… < 6 → "6L". S1-SP: (9300 − a)/b = 4.46127…; ·1·1/(20.03·0.863)·1 = 0.258087… < 6
  // → "6L". BLK: (10 − a)/b = -0.00294461…; ·1·1/(20·1)·1 = -0.000147230… < 6 → "6L". LOW: (1055 − a)/b = 0.499219…;
  // ·1·1/(0.2·1)·1 = 2.49610… < 6 → "6L".
  'soil-tmpl98': {
    rows: [{ sampleId: 'LOW', inputs: { m: '0.2000', wdm: '100', Vex: '1.0', A: '1055', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '6L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-D', results: { result: '6L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-SP', results: { result: '6L' }, covers: ['belowMdl'] },
      { sampleId: 'BLK', results: { result: '6L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '6L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalSoil, water-componentSoilQxsp (HJ 1021-2019; as soil-tmpl98): 3 s.f., MDL 6 mg/kg; the
  // family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a = 16.1277… (exactly
  // 14144510/6797 and 15660/971).
  // S1: (5120 − a)/b = 2.45261…; ·1·1/(20.05·0.863)·1 = 0.141744… < 6 → "6L". S1-D: (5260 − a)/b = 2.51989…;
  // ·1·1/(20.02·0.863)·1 = 0.145850… < 6 → "6L". S1-SP: (9300 − a)/b = 4.46127…; ·1·1/(20.03·0.863)·1 = 0.258087… < 6
  // → "6L". BLK: (10 − a)/b = -0.00294461…; ·1·1/(20·1)·1 = -0.000147230… < 6 → "6L".
  'water-componentSoilQxsp': {
    expected: [
      { sampleId: 'S1', results: { result: '6L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-D', results: { result: '6L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-SP', results: { result: '6L' }, covers: ['belowMdl'] },
      { sampleId: 'BLK', results: { result: '6L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalSoil, water-componentGufeiQxsp (HJ 912-2017 α-HCH): (A − a)/b·Vex·D/(m·w_dm)·1000 μg/kg;
  // the family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a = 16.1277… (exactly
  // 14144510/6797 and 15660/971); whole μg/kg, MDL 5.
  // S1: (5120 − a)/b = 2.45261…; ·1·1/(20.05·0.863)·1000 = 141.744… → "142". S1-D: (5260 − a)/b = 2.51989…;
  // ·1·1/(20.02·0.863)·1000 = 145.850… → "146". S1-SP: (9300 − a)/b = 4.46127…; ·1·1/(20.03·0.863)·1000 = 258.087… →
  // "258". BLK: (10 − a)/b = -0.00294461…; ·1·1/(20·1)·1000 = -0.147230… < 5 → "5L".
  'water-componentGufeiQxsp': {
    expected: [
      { sampleId: 'S1', results: { result: '142' } },
      { sampleId: 'S1-D', results: { result: '146' } },
      { sampleId: 'S1-SP', results: { result: '258' } },
      { sampleId: 'BLK', results: { result: '5L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalSoil, water-componentGufeiYp (HJ 892-2017 BaP): as gufei-tmpl118, whole μg/kg, MDL 5;
  // the family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a = 16.1277… (exactly
  // 14144510/6797 and 15660/971).
  // S1: (5120 − a)/b = 2.45261…; ·1·1/(20.05·0.863)·1000 = 141.744… → "142". S1-D: (5260 − a)/b = 2.51989…;
  // ·1·1/(20.02·0.863)·1000 = 145.850… → "146". S1-SP: (9300 − a)/b = 4.46127…; ·1·1/(20.03·0.863)·1000 = 258.087… →
  // "258". BLK: (10 − a)/b = -0.00294461…; ·1·1/(20·1)·1000 = -0.147230… < 5 → "5L".
  'water-componentGufeiYp': {
    expected: [
      { sampleId: 'S1', results: { result: '142' } },
      { sampleId: 'S1-D', results: { result: '146' } },
      { sampleId: 'S1-SP', results: { result: '258' } },
      { sampleId: 'BLK', results: { result: '5L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalSoil, water-componentSoilYp (HJ 784-2016 BaP): as soil-tmpl101, whole μg/kg, MDL 5; the
  // family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a = 16.1277… (exactly
  // 14144510/6797 and 15660/971).
  // S1: (5120 − a)/b = 2.45261…; ·1·1/(20.05·0.863)·1000 = 141.744… → "142". S1-D: (5260 − a)/b = 2.51989…;
  // ·1·1/(20.02·0.863)·1000 = 145.850… → "146". S1-SP: (9300 − a)/b = 4.46127…; ·1·1/(20.03·0.863)·1000 = 258.087… →
  // "258". BLK: (10 − a)/b = -0.00294461…; ·1·1/(20·1)·1000 = -0.147230… < 5 → "5L".
  'water-componentSoilYp': {
    expected: [
      { sampleId: 'S1', results: { result: '142' } },
      { sampleId: 'S1-D', results: { result: '146' } },
      { sampleId: 'S1-SP', results: { result: '258' } },
      { sampleId: 'BLK', results: { result: '5L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalWater, water-componentWaterYjw (HJ 621-2011 chlorobenzenes, GC): ρ = (A −
  // a)/b·Vex/Vs·D·1000 μg/L (extract mg/L, Vex mL, Vs mL); the family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440
  // 20810 41640 fits b = 2080.99…, a = 16.1277… (exactly 14144510/6797 and 15660/971); 1 decimal, MDL 0.5 μg/L.
  // S1 CB: (6210 − a)/b = 2.97640…; ·1/1000·1·1000 = 2.97640… → "3.0". S1-D CB: (6380 − a)/b = 3.05809…;
  // ·1/1000·1·1000 = 3.05809… → "3.1". S1-SP CB: (14520 − a)/b = 6.96969…; ·1/1000·1·1000 = 6.96969… → "7.0". BLK CB:
  // (10 − a)/b = -0.00294461…; ·1/1000·1·1000 = -0.00294461… < 0.5 → "0.5L". LOW DCB: (500 − a)/b = 0.232520…;
  // ·1/1000·1·1000 = 0.232520… < 0.5 → "0.5L".
  'water-componentWaterYjw': {
    rows: [{ sampleId: 'LOW', parameter: 'DCB', inputs: { Vs: '1000', Vex: '1.0', A: '500', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '3.0' } },
      { sampleId: 'S1-D', results: { result: '3.1' } },
      { sampleId: 'S1-SP', results: { result: '7.0' } },
      { sampleId: 'BLK', results: { result: '0.5L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.5L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalWater, water-componentWaterYp (HJ 478-2009 PAHs, HPLC): (A − a)/b·Vex/Vs·D·10⁶ ng/L; the
  // family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a = 16.1277… (exactly
  // 14144510/6797 and 15660/971); whole ng/L, at most 3 s.f. (issue 30 cap), BaP MDL 4, NAP 12.
  // S1 BaP: (6210 − a)/b = 2.97640…; ·1/1000·1·1000000 = 2976.40… → "2.98×10³". S1-D BaP: (6380 − a)/b = 3.05809…;
  // ·1/1000·1·1000000 = 3058.09… → "3.06×10³". S1-SP BaP: (14520 − a)/b = 6.96969…; ·1/1000·1·1000000 = 6969.69… →
  // "6.97×10³". BLK BaP: (10 − a)/b = -0.00294461…; ·1/1000·1·1000000 = -2.94461… < 4 → "4L". LOW NAP: (20 − a)/b =
  // 0.00186079…; ·1/1000·1·1000000 = 1.86079… < 12 → "12L".
  'water-componentWaterYp': {
    rows: [{ sampleId: 'LOW', parameter: 'NAP', inputs: { Vs: '1000', Vex: '1.0', A: '20', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '2.98×10³' }, full: { result: '2976.40' } },
      { sampleId: 'S1-D', results: { result: '3.06×10³' }, full: { result: '3058.09' } },
      { sampleId: 'S1-SP', results: { result: '6.97×10³' }, full: { result: '6969.69' } },
      { sampleId: 'BLK', results: { result: '4L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '12L' }, covers: ['belowMdl'] },
    ],
  },
};
