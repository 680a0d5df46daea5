// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Chromatography, external-standard variants for water and gas (and HJ 544 acid mist).
import type { Worked } from './index.ts';

export const CHROM_EXTERNAL_WORKED: Record<string, Worked> = {
  // chromatography / acidMist, air-tmpl77 (HJ 544-2016 sulfuric acid mist, IC): H2SO4 = (ρ·D − ρ0)·Vt/Vs·98.08/96.06
  // mg/m³ (sulfate ρ mg/L, blank cartridge ρ0 from A0 210, Vt mL, Vs L); the family curve x 0.5 1 2 5 10 20, y 1055
  // 2100 4170 10440 20810 41640 fits b = 2080.99…, a = 16.1277… (exactly 14144510/6797 and 15660/971); 2 decimals,
  // MDL 0.2 mg/m³.
  // S1: ρ = 5.00909…, ρ0 = (210 − a)/b = 0.0931634…; (5.00909…·1 − ρ0)·100/400·98.08/96.06 = 1.25482… → "1.25". S1-D:
  // ρ = 5.09558…, ρ0 = (210 − a)/b = 0.0931634…; (5.09558…·1 − ρ0)·100/400·98.08/96.06 = 1.27690… → "1.28". BLK: ρ =
  // 0.0931634…, ρ0 = (210 − a)/b = 0.0931634…; (0.0931634…·1 − ρ0)·100/400·98.08/96.06 = 0 < 0.2 → "0.2L". LOW: ρ =
  // 0.499219…, ρ0 = (210 − a)/b = 0.0931634…; (0.499219…·1 − ρ0)·100/400·98.08/96.06 = 0.103649… < 0.2 → "0.2L".
  'air-tmpl77': {
    rows: [{ sampleId: 'LOW', inputs: { Vt: '100', Vs: '400', A: '1055', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1.25' } },
      { sampleId: 'S1-D', results: { result: '1.28' } },
      { sampleId: 'BLK', results: { result: '0.2L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.2L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalDirect, water-tmpl136 (HJ 84-2016 anions, IC): ρ = (A − a)/b·D mg/L; the family curve x
  // 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a = 16.1277… (exactly 14144510/6797 and
  // 15660/971); 3 decimals per anion (F⁻ MDL 0.006, SO4²⁻ 0.018).
  // S1 F-: (A − a)/b = (8420 − a)/b = 4.03840…; ·10·1 = 40.3840… → 3 decimals, at most 3 s.f. (issue 30 cap) → "40.4". S1-D F-: (A − a)/b = (8510 − a)/b =
  // 4.08164…; ·10·1 = 40.8164… → "40.8". S1-SP F-: (A − a)/b = (12600 − a)/b = 6.04705…; ·10·1 = 60.4705… →
  // "60.5". BLK F-: (A − a)/b = (10 − a)/b = -0.00294461…; ·1·1 = -0.00294461… < 0.006 → "0.006L". LOW SO42-: (A −
  // a)/b = (40 − a)/b = 0.0114716…; ·1·1 = 0.0114716… < 0.018 → "0.018L".
  'water-tmpl136': {
    rows: [{ sampleId: 'LOW', parameter: 'SO42-', inputs: { A: '40', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '40.4' }, full: { result: '40.3840' } },
      { sampleId: 'S1-D', results: { result: '40.8' }, full: { result: '40.8164' } },
      { sampleId: 'S1-SP', results: { result: '60.5' }, full: { result: '60.4705' } },
      { sampleId: 'BLK', results: { result: '0.006L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.018L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalDirect, water-componentWaterLz (HJ 84-2016; as water-tmpl136): (A − a)/b·D; the family
  // curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a = 16.1277… (exactly
  // 14144510/6797 and 15660/971); 3 decimals, F⁻ MDL 0.006.
  // S1 F-: (A − a)/b = (8420 − a)/b = 4.03840…; ·10·1 = 40.3840… → 3 decimals, at most 3 s.f. (issue 30 cap) → "40.4". S1-D F-: (A − a)/b = (8510 − a)/b =
  // 4.08164…; ·10·1 = 40.8164… → "40.8". S1-SP F-: (A − a)/b = (12600 − a)/b = 6.04705…; ·10·1 = 60.4705… →
  // "60.5". BLK F-: (A − a)/b = (10 − a)/b = -0.00294461…; ·1·1 = -0.00294461… < 0.006 → "0.006L". LOW F-: (A −
  // a)/b = (14 − a)/b = -0.00102245…; ·1·1 = -0.00102245… < 0.006 → "0.006L".
  'water-componentWaterLz': {
    rows: [{ sampleId: 'LOW', parameter: 'F-', inputs: { A: '14', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '40.4' }, full: { result: '40.3840' } },
      { sampleId: 'S1-D', results: { result: '40.8' }, full: { result: '40.8164' } },
      { sampleId: 'S1-SP', results: { result: '60.5' }, full: { result: '60.4705' } },
      { sampleId: 'BLK', results: { result: '0.006L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.006L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalDirect, water-componentGufeiLz (HJ 84-2016 on a leachate): (A − a)/b·D; the family curve
  // x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a = 16.1277… (exactly 14144510/6797 and
  // 15660/971); 3 decimals, F⁻ 0.006, Cl⁻ 0.007 mg/L.
  // S1 F-: (A − a)/b = (8420 − a)/b = 4.03840…; ·10·1 = 40.3840… → 3 decimals, at most 3 s.f. (issue 30 cap) → "40.4". S1-D F-: (A − a)/b = (8510 − a)/b =
  // 4.08164…; ·10·1 = 40.8164… → "40.8". S1-SP F-: (A − a)/b = (12600 − a)/b = 6.04705…; ·10·1 = 60.4705… →
  // "60.5". BLK F-: (A − a)/b = (10 − a)/b = -0.00294461…; ·1·1 = -0.00294461… < 0.006 → "0.006L". LOW Cl-: (A −
  // a)/b = (14 − a)/b = -0.00102245…; ·1·1 = -0.00102245… < 0.007 → "0.007L".
  'water-componentGufeiLz': {
    rows: [{ sampleId: 'LOW', parameter: 'Cl-', inputs: { A: '14', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '40.4' }, full: { result: '40.3840' } },
      { sampleId: 'S1-D', results: { result: '40.8' }, full: { result: '40.8164' } },
      { sampleId: 'S1-SP', results: { result: '60.5' }, full: { result: '60.4705' } },
      { sampleId: 'BLK', results: { result: '0.006L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.007L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalDirect, water-componentWaterQxsp (HJ 620-2011 halogenated hydrocarbons, headspace GC):
  // (A − a)/b·D μg/L; the family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a =
  // 16.1277… (exactly 14144510/6797 and 15660/971); 2 decimals, CHCl3 MDL 0.02, CCl4 0.03 μg/L.
  // S1 CHCl3: (A − a)/b = (8420 − a)/b = 4.03840…; ·10·1 = 40.3840… → 2 decimals, at most 3 s.f. (issue 30 cap) → "40.4". S1-D CHCl3: (A − a)/b = (8510 − a)/b =
  // 4.08164…; ·10·1 = 40.8164… → "40.8". S1-SP CHCl3: (A − a)/b = (12600 − a)/b = 6.04705…; ·10·1 = 60.4705… →
  // "60.5". BLK CHCl3: (A − a)/b = (10 − a)/b = -0.00294461…; ·1·1 = -0.00294461… < 0.02 → "0.02L". LOW CCl4: (A −
  // a)/b = (40 − a)/b = 0.0114716…; ·1·1 = 0.0114716… < 0.03 → "0.03L".
  'water-componentWaterQxsp': {
    rows: [{ sampleId: 'LOW', parameter: 'CCl4', inputs: { A: '40', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '40.4' }, full: { result: '40.3840' } },
      { sampleId: 'S1-D', results: { result: '40.8' }, full: { result: '40.8164' } },
      { sampleId: 'S1-SP', results: { result: '60.5' }, full: { result: '60.4705' } },
      { sampleId: 'BLK', results: { result: '0.02L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.03L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalGas, water-componentAmbientAirLz (HJ 799-2016 particulate anions, IC): ρ = (A −
  // a)/b·Vt/Vs·D μg/m³; the family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a =
  // 16.1277… (exactly 14144510/6797 and 15660/971); 2 decimals, MDL 0.03 μg/m³.
  // S1 SO42-: (4620 − a)/b = 2.21234…; ·50/60·1·1 = 1.84362… → "1.84". S1-D SO42-: (4710 − a)/b = 2.25559…;
  // ·50/60·1·1 = 1.87966… → "1.88". BLK SO42-: (10 − a)/b = -0.00294461…; ·50/60·1·1 = -0.00245384… < 0.03 → "0.03L".
  // LOW NO3-: (40 − a)/b = 0.0114716…; ·50/60·1·1 = 0.00955966… < 0.03 → "0.03L".
  'water-componentAmbientAirLz': {
    rows: [{ sampleId: 'LOW', parameter: 'NO3-', inputs: { Vt: '50.0', Vs: '60.0', A: '40', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1.84' } },
      { sampleId: 'S1-D', results: { result: '1.88' } },
      { sampleId: 'BLK', results: { result: '0.03L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.03L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalGas, water-componentAmbientAirQxsp (HJ 583-2010 benzene series, thermal desorption GC):
  // (A − a)/b·Vt/Vs·D·1000 μg/m³; the family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b =
  // 2080.99…, a = 16.1277… (exactly 14144510/6797 and 15660/971); 1 decimal, at most 3 s.f. (issue 30 cap), MDL 0.5 μg/m³.
  // S1: (4620 − a)/b = 2.21234…; ·50/60·1·1000 = 1843.62… → "1.84×10³" (3 s.f. end left of the units digit). S1-D: (4710 − a)/b = 2.25559…; ·50/60·1·1000 =
  // 1879.66… → "1.88×10³". BLK: (10 − a)/b = -0.00294461…; ·50/60·1·1000 = -2.45384… < 0.5 → "0.5L". LOW: (40 − a)/b =
  // 0.0114716…; ·50/6000·1·1000 = 0.0955966… < 0.5 → "0.5L".
  'water-componentAmbientAirQxsp': {
    rows: [{ sampleId: 'LOW', inputs: { Vt: '50.0', Vs: '6000', A: '40', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1.84×10³' }, full: { result: '1843.62' } },
      { sampleId: 'S1-D', results: { result: '1.88×10³' }, full: { result: '1879.66' } },
      { sampleId: 'BLK', results: { result: '0.5L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.5L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalGas, water-componentAmbientAirYp (HJ 647-2013 PAHs, HPLC): (A − a)/b·Vt/Vs·D·1000 ng/m³;
  // the family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a = 16.1277… (exactly
  // 14144510/6797 and 15660/971); 1 decimal, MDL 0.1 ng/m³.
  // S1: (4620 − a)/b = 2.21234…; ·50/60·1·1000 = 1843.62… → "1843.6". S1-D: (4710 − a)/b = 2.25559…; ·50/60·1·1000 =
  // 1879.66… → "1879.7". BLK: (10 − a)/b = -0.00294461…; ·50/60·1·1000 = -2.45384… < 0.1 → "0.1L". LOW: (40 − a)/b =
  // 0.0114716…; ·50/6000·1·1000 = 0.0955966… < 0.1 → "0.1L".
  'water-componentAmbientAirYp': {
    rows: [{ sampleId: 'LOW', inputs: { Vt: '50.0', Vs: '6000', A: '40', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1843.6' } },
      { sampleId: 'S1-D', results: { result: '1879.7' } },
      { sampleId: 'BLK', results: { result: '0.1L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.1L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalGas, water-componentGFLz (HJ 549-2016 HCl, IC): (A − a)/b·Vt/Vs·D mg/m³; the family
  // curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a = 16.1277… (exactly
  // 14144510/6797 and 15660/971); 2 decimals, MDL 0.2 mg/m³.
  // S1: (4620 − a)/b = 2.21234…; ·50/60·1·1 = 1.84362… → "1.84". S1-D: (4710 − a)/b = 2.25559…; ·50/60·1·1 = 1.87966…
  // → "1.88". BLK: (10 − a)/b = -0.00294461…; ·50/60·1·1 = -0.00245384… < 0.2 → "0.2L". LOW: (500 − a)/b = 0.232520…;
  // ·50/60·1·1 = 0.193767… < 0.2 → "0.2L".
  'water-componentGFLz': {
    rows: [{ sampleId: 'LOW', inputs: { Vt: '50.0', Vs: '60.0', A: '500', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1.84' } },
      { sampleId: 'S1-D', results: { result: '1.88' } },
      { sampleId: 'BLK', results: { result: '0.2L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.2L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / externalGas, water-componentGFQxsp (HJ 584-2010 benzene series, charcoal/CS2 GC): (A −
  // a)/b·Vt/Vs·D mg/m³; the family curve x 0.5 1 2 5 10 20, y 1055 2100 4170 10440 20810 41640 fits b = 2080.99…, a =
  // 16.1277… (exactly 14144510/6797 and 15660/971); 4 decimals, at most 3 s.f. (issue 30 cap), MDL 0.0015 mg/m³.
  // S1: (4620 − a)/b = 2.21234…; ·50/60·1·1 = 1.84362… → "1.84". S1-D: (4710 − a)/b = 2.25559…; ·50/60·1·1 =
  // 1.87966… → "1.88". BLK: (10 − a)/b = -0.00294461…; ·50/60·1·1 = -0.00245384… < 0.0015 → "0.0015L". LOW: (120 −
  // a)/b = 0.0499148…; ·1/60·1·1 = 0.000831913… < 0.0015 → "0.0015L".
  'water-componentGFQxsp': {
    rows: [{ sampleId: 'LOW', inputs: { Vt: '1.0', Vs: '60.0', A: '120', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1.84' }, full: { result: '1.84362' } },
      { sampleId: 'S1-D', results: { result: '1.88' }, full: { result: '1.87966' } },
      { sampleId: 'BLK', results: { result: '0.0015L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.0015L' }, covers: ['belowMdl'] },
    ],
  },
};
