// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Spectrophotometric curve family, water variant; least squares b = Sxy/Sxx, a = ȳ − b·x̄ on the example curve.
import type { Worked } from './index.ts';

export const SPECTRO_WORKED: Record<string, Worked> = {
  // spectro-curve / water, water-tmpl48 (HJ 536-2009 NH3-N, salicylic acid): m = (A − A0 − a)/b μg, ρ = m/V·f mg/L;
  // the family curve x 0 5 10 20 40 60 μg, y .002 .034 .065 .129 .256 .383 fits b = 6827/1075000 = 0.0063507…, a =
  // 1253/645000 = 0.0019426… (water-tmpl47's derivation); A0 0.012; 2 decimals, MDL 0.01 mg/L.
  // S1: m = (0.168 − 0.012 − a)/b = 24.2583… μg; m/50·1 = 0.485167… → "0.49". S1-D: m = (0.172 − 0.012 − a)/b =
  // 24.8882… μg; m/50·1 = 0.497764… → "0.50". S1-SP: m = (0.296 − 0.012 − a)/b = 44.4136… μg; m/50·1 = 0.888272… →
  // "0.89". BLK: m = (0.013 − 0.012 − a)/b = -0.148430… μg; m/50·1 = -0.00296861… < 0.01 → "0.01L". LOW: m = (0.014 −
  // 0.012 − a)/b = 0.00903276… μg; m/50·1 = 0.000180655… < 0.01 → "0.01L".
  'water-tmpl48': {
    rows: [{ sampleId: 'LOW', inputs: { V: '50.0', A: '0.014', f: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.49' } },
      { sampleId: 'S1-D', results: { result: '0.50' } },
      { sampleId: 'S1-SP', results: { result: '0.89' } },
      { sampleId: 'BLK', results: { result: '0.01L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.01L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / water, water-tmpl52 (HJ 586-2010 total/free chlorine, DPD): m = (A − A0 − a)/b μg, ρ = m/V·f; the
  // family curve x 0 5 10 20 40 60 μg, y .002 .034 .065 .129 .256 .383 fits b = 6827/1075000 = 0.0063507…, a =
  // 1253/645000 = 0.0019426… (water-tmpl47's derivation); A0 0.012; 2 decimals, MDL 0.03 mg/L (symbols unconfirmed,
  // lims-practice §4.13).
  // S1 Cl2-T: m = (0.168 − 0.012 − a)/b = 24.2583… μg; m/50·1 = 0.485167… → "0.49". S1-D Cl2-T: m = (0.172 − 0.012 −
  // a)/b = 24.8882… μg; m/50·1 = 0.497764… → "0.50". S1-SP Cl2-T: m = (0.296 − 0.012 − a)/b = 44.4136… μg; m/50·1 =
  // 0.888272… → "0.89". BLK Cl2-T: m = (0.013 − 0.012 − a)/b = -0.148430… μg; m/50·1 = -0.00296861… < 0.03 → "0.03L".
  // LOW Cl2-F: m = (0.014 − 0.012 − a)/b = 0.00903276… μg; m/50·1 = 0.000180655… < 0.03 → "0.03L". HI Cl2-F: m =
  // (0.296 − 0.012 − a)/b = 44.4136… μg; m/10·1 = 4.44136… → "4.44".
  'water-tmpl52': {
    rows: [
      { sampleId: 'LOW', parameter: 'Cl2-F', inputs: { V: '50.0', A: '0.014', f: '1' } },
      { sampleId: 'HI', parameter: 'Cl2-F', inputs: { V: '10.0', A: '0.296', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '0.49' } },
      { sampleId: 'S1-D', results: { result: '0.50' } },
      { sampleId: 'S1-SP', results: { result: '0.89' } },
      { sampleId: 'BLK', results: { result: '0.03L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.03L' }, covers: ['belowMdl'] },
      { sampleId: 'HI', results: { result: '4.44' } },
    ],
  },
  // spectro-curve / water, water-tmpl53 (HJ 503-2009 volatile phenols, 4-AAP): m/V·f; the family curve x 0 5 10 20 40
  // 60 μg, y .002 .034 .065 .129 .256 .383 fits b = 6827/1075000 = 0.0063507…, a = 1253/645000 = 0.0019426…
  // (water-tmpl47's derivation); A0 0.012; 4 decimals, MDL 0.0003 mg/L.
  // S1: m = (0.168 − 0.012 − a)/b = 24.2583… μg; m/50·1 = 0.485167… → "0.4852". S1-D: m = (0.172 − 0.012 − a)/b =
  // 24.8882… μg; m/50·1 = 0.497764… → "0.4978". S1-SP: m = (0.296 − 0.012 − a)/b = 44.4136… μg; m/50·1 = 0.888272… →
  // "0.8883". BLK: m = (0.013 − 0.012 − a)/b = -0.148430… μg; m/50·1 = -0.00296861… < 0.0003 → "0.0003L". LOW: m =
  // (0.014 − 0.012 − a)/b = 0.00903276… μg; m/50·1 = 0.000180655… < 0.0003 → "0.0003L".
  'water-tmpl53': {
    rows: [{ sampleId: 'LOW', inputs: { V: '50.0', A: '0.014', f: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.4852' } },
      { sampleId: 'S1-D', results: { result: '0.4978' } },
      { sampleId: 'S1-SP', results: { result: '0.8883' } },
      { sampleId: 'BLK', results: { result: '0.0003L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.0003L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / water, water-tmpl54 (GB 7467-87 Cr(VI), DPC): m/V·f; the family curve x 0 5 10 20 40 60 μg, y
  // .002 .034 .065 .129 .256 .383 fits b = 6827/1075000 = 0.0063507…, a = 1253/645000 = 0.0019426… (water-tmpl47's
  // derivation); A0 0.012; 3 decimals, MDL 0.004 mg/L.
  // S1: m = (0.168 − 0.012 − a)/b = 24.2583… μg; m/50·1 = 0.485167… → "0.485". S1-D: m = (0.172 − 0.012 − a)/b =
  // 24.8882… μg; m/50·1 = 0.497764… → "0.498". S1-SP: m = (0.296 − 0.012 − a)/b = 44.4136… μg; m/50·1 = 0.888272… →
  // "0.888". BLK: m = (0.013 − 0.012 − a)/b = -0.148430… μg; m/50·1 = -0.00296861… < 0.004 → "0.004L". LOW: m =
  // (0.014 − 0.012 − a)/b = 0.00903276… μg; m/50·1 = 0.000180655… < 0.004 → "0.004L".
  'water-tmpl54': {
    rows: [{ sampleId: 'LOW', inputs: { V: '50.0', A: '0.014', f: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.485' } },
      { sampleId: 'S1-D', results: { result: '0.498' } },
      { sampleId: 'S1-SP', results: { result: '0.888' } },
      { sampleId: 'BLK', results: { result: '0.004L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.004L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / water, water-tmpl55 (HJ 1226-2021 sulfide, methylene blue): m/V·f; the family curve x 0 5 10 20
  // 40 60 μg, y .002 .034 .065 .129 .256 .383 fits b = 6827/1075000 = 0.0063507…, a = 1253/645000 = 0.0019426…
  // (water-tmpl47's derivation); A0 0.012; 3 decimals, MDL 0.003 mg/L (30 mm cell).
  // S1: m = (0.168 − 0.012 − a)/b = 24.2583… μg; m/50·1 = 0.485167… → "0.485". S1-D: m = (0.172 − 0.012 − a)/b =
  // 24.8882… μg; m/50·1 = 0.497764… → "0.498". S1-SP: m = (0.296 − 0.012 − a)/b = 44.4136… μg; m/50·1 = 0.888272… →
  // "0.888". BLK: m = (0.013 − 0.012 − a)/b = -0.148430… μg; m/50·1 = -0.00296861… < 0.003 → "0.003L". LOW: m =
  // (0.014 − 0.012 − a)/b = 0.00903276… μg; m/50·1 = 0.000180655… < 0.003 → "0.003L".
  'water-tmpl55': {
    rows: [{ sampleId: 'LOW', inputs: { V: '50.0', A: '0.014', f: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.485' } },
      { sampleId: 'S1-D', results: { result: '0.498' } },
      { sampleId: 'S1-SP', results: { result: '0.888' } },
      { sampleId: 'BLK', results: { result: '0.003L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.003L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / cyanide, water-tmpl56 (HJ 484-2009 cyanide, issue 30): m = (A − A0 − a)/b μg, ρ = m·V1/(V·V2)·f
  // mg/L: V 200 mL distilled into an absorbing solution made up to V1 100 mL, V2 10.0 mL taken for colour (before, the
  // ratio had to be typed as a "dilution factor"). The family curve x 0 5 10 20 40 60 μg, y .002 .034 .065 .129 .256
  // .383 fits b = 6827/1075000 = 0.0063507…, a = 1253/645000 = 0.0019426… (water-tmpl47's derivation); A0 0.012; 3
  // decimals, MDL 0.004 mg/L.
  // S1: m = (0.168 − 0.012 − a)/b = 24.2583… μg; ·100/(200·10)·1 = 1.21291685… → "1.213". S1-D: m = (0.172 − 0.012 −
  // a)/b = 24.8882… μg; ·100/2000 = 1.24440945… → "1.244". S1-SP: m = (0.296 − 0.012 − a)/b = 44.4136… μg; ·100/2000 =
  // 2.22068014… → "2.221". BLK: m = (0.013 − 0.012 − a)/b = -0.148430… μg; ·100/2000 = -0.00742151… < 0.004 →
  // "0.004L". LOW: m = (0.014 − 0.012 − a)/b = 0.00903276… μg; ·100/2000 = 0.000451638… < 0.004 → "0.004L".
  'water-tmpl56': {
    rows: [{ sampleId: 'LOW', inputs: { V: '200', V1: '100', V2: '10.0', A: '0.014', f: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1.213' }, full: { result: '1.21291685' } },
      { sampleId: 'S1-D', results: { result: '1.244' }, full: { result: '1.24440945' } },
      { sampleId: 'S1-SP', results: { result: '2.221' }, full: { result: '2.22068014' } },
      { sampleId: 'BLK', results: { result: '0.004L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.004L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / water, water-tmpl57 (GB 7494-87 anionic surfactants, methylene blue): m/V·f; the family curve x 0
  // 5 10 20 40 60 μg, y .002 .034 .065 .129 .256 .383 fits b = 6827/1075000 = 0.0063507…, a = 1253/645000 =
  // 0.0019426… (water-tmpl47's derivation); A0 0.012; 2 decimals, MDL 0.05 mg/L.
  // S1: m = (0.168 − 0.012 − a)/b = 24.2583… μg; m/50·1 = 0.485167… → "0.49". S1-D: m = (0.172 − 0.012 − a)/b =
  // 24.8882… μg; m/50·1 = 0.497764… → "0.50". S1-SP: m = (0.296 − 0.012 − a)/b = 44.4136… μg; m/50·1 = 0.888272… →
  // "0.89". BLK: m = (0.013 − 0.012 − a)/b = -0.148430… μg; m/50·1 = -0.00296861… < 0.05 → "0.05L". LOW: m = (0.014 −
  // 0.012 − a)/b = 0.00903276… μg; m/50·1 = 0.000180655… < 0.05 → "0.05L".
  'water-tmpl57': {
    rows: [{ sampleId: 'LOW', inputs: { V: '50.0', A: '0.014', f: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.49' } },
      { sampleId: 'S1-D', results: { result: '0.50' } },
      { sampleId: 'S1-SP', results: { result: '0.89' } },
      { sampleId: 'BLK', results: { result: '0.05L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.05L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / water, gufei-tmpl109 (GB/T 15555.4-1995 leachate Cr(VI)): m/V·f; the family curve x 0 5 10 20 40
  // 60 μg, y .002 .034 .065 .129 .256 .383 fits b = 6827/1075000 = 0.0063507…, a = 1253/645000 = 0.0019426…
  // (water-tmpl47's derivation); A0 0.012; 3 decimals, MDL 0.004 mg/L.
  // S1: m = (0.168 − 0.012 − a)/b = 24.2583… μg; m/50·1 = 0.485167… → "0.485". S1-D: m = (0.172 − 0.012 − a)/b =
  // 24.8882… μg; m/50·1 = 0.497764… → "0.498". S1-SP: m = (0.296 − 0.012 − a)/b = 44.4136… μg; m/50·1 = 0.888272… →
  // "0.888". BLK: m = (0.013 − 0.012 − a)/b = -0.148430… μg; m/50·1 = -0.00296861… < 0.004 → "0.004L". LOW: m =
  // (0.014 − 0.012 − a)/b = 0.00903276… μg; m/50·1 = 0.000180655… < 0.004 → "0.004L".
  'gufei-tmpl109': {
    rows: [{ sampleId: 'LOW', inputs: { V: '50.0', A: '0.014', f: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.485' } },
      { sampleId: 'S1-D', results: { result: '0.498' } },
      { sampleId: 'S1-SP', results: { result: '0.888' } },
      { sampleId: 'BLK', results: { result: '0.004L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.004L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / water, water-componentGufeiFg (GB/T 15555.4-1995; as gufei-tmpl109): m/V·f; the family curve x 0
  // 5 10 20 40 60 μg, y .002 .034 .065 .129 .256 .383 fits b = 6827/1075000 = 0.0063507…, a = 1253/645000 =
  // 0.0019426… (water-tmpl47's derivation); A0 0.012; 3 decimals, MDL 0.004 mg/L.
  // S1: m = (0.168 − 0.012 − a)/b = 24.2583… μg; m/50·1 = 0.485167… → "0.485". S1-D: m = (0.172 − 0.012 − a)/b =
  // 24.8882… μg; m/50·1 = 0.497764… → "0.498". S1-SP: m = (0.296 − 0.012 − a)/b = 44.4136… μg; m/50·1 = 0.888272… →
  // "0.888". BLK: m = (0.013 − 0.012 − a)/b = -0.148430… μg; m/50·1 = -0.00296861… < 0.004 → "0.004L".
  'water-componentGufeiFg': {
    expected: [
      { sampleId: 'S1', results: { result: '0.485' } },
      { sampleId: 'S1-D', results: { result: '0.498' } },
      { sampleId: 'S1-SP', results: { result: '0.888' } },
      { sampleId: 'BLK', results: { result: '0.004L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / water, water-componentWaterFg (HJ 535 NH3-N 3 decimals MDL 0.025, GB 11893 TP 2 decimals MDL
  // 0.01, GB 7467 Cr(VI) 3 decimals MDL 0.004; the row names its analyte): m/V·f; the family curve x 0 5 10 20 40 60
  // μg, y .002 .034 .065 .129 .256 .383 fits b = 6827/1075000 = 0.0063507…, a = 1253/645000 = 0.0019426…
  // (water-tmpl47's derivation); A0 0.012.
  // S1 NH3-N: m = (0.168 − 0.012 − a)/b = 24.2583… μg; m/50·1 = 0.485167… → "0.485". S1-D NH3-N: m = (0.172 − 0.012 −
  // a)/b = 24.8882… μg; m/50·1 = 0.497764… → "0.498". S1-SP NH3-N: m = (0.296 − 0.012 − a)/b = 44.4136… μg; m/50·1 =
  // 0.888272… → "0.888". BLK NH3-N: m = (0.013 − 0.012 − a)/b = -0.148430… μg; m/50·1 = -0.00296861… < 0.025 →
  // "0.025L". TP TP: m = (0.168 − 0.012 − a)/b = 24.2583… μg; m/25·1 = 0.970333… → "0.97". LOW Cr6: m = (0.014 −
  // 0.012 − a)/b = 0.00903276… μg; m/50·1 = 0.000180655… < 0.004 → "0.004L".
  'water-componentWaterFg': {
    rows: [
      { sampleId: 'TP', parameter: 'TP', inputs: { V: '25.0', A: '0.168', f: '1' } },
      { sampleId: 'LOW', parameter: 'Cr6', inputs: { V: '50.0', A: '0.014', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '0.485' } },
      { sampleId: 'S1-D', results: { result: '0.498' } },
      { sampleId: 'S1-SP', results: { result: '0.888' } },
      { sampleId: 'BLK', results: { result: '0.025L' }, covers: ['belowMdl'] },
      { sampleId: 'TP', results: { result: '0.97' } },
      { sampleId: 'LOW', results: { result: '0.004L' }, covers: ['belowMdl'] },
    ],
  },
};
