// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Spectrophotometric curve family, air and soil variants; least squares b = Sxy/Sxx, a = ȳ − b·x̄.
import type { Worked } from './index.ts';

export const SPECTRO_AIR_SOIL_WORKED: Record<string, Worked> = {
  // spectro-curve / air, air-tmpl72 (HJ 533-2009 ambient NH3, Nessler): ρ = m·Vt/Va/Vs mg/m³ (Vs L at reference
  // conditions); the family curve x 0 .5 1 2 3 5 μg, y .001 .026 .051 .100 .152 .249 fits b = 10263/206500 =
  // 0.0496998…, a = 513/413000 = 0.0012421… (air-tmpl70's derivation); A0 0.030, Vt = Va = 10.0 mL; 2 decimals, MDL
  // 0.01 mg/m³.
  // S1: m = (0.182 − 0.03 − a)/b = 3.03337… μg; m·10/10/28.6 = 0.106062… → "0.11". S1-D: m = (0.185 − 0.03 − a)/b =
  // 3.09373… μg; m·10/10/28.9 = 0.107050… → "0.11". BLK: m = (0.031 − 0.03 − a)/b = -0.00487187… μg; m·10/10/28.6 =
  // -0.000170345… < 0.01 → "0.01L". LOW: m = (0.036 − 0.03 − a)/b = 0.0957322… μg; m·10/10/28.6 = 0.00334728… < 0.01
  // → "0.01L".
  'air-tmpl72': {
    rows: [{ sampleId: 'LOW', inputs: { Vs: '28.6', A: '0.036' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.11' } },
      { sampleId: 'S1-D', results: { result: '0.11' } },
      { sampleId: 'BLK', results: { result: '0.01L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.01L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / air, air-tmpl73 (GB/T 15516-1995 formaldehyde, acetylacetone): m·Vt/Va/Vs; the family curve x 0
  // .5 1 2 3 5 μg, y .001 .026 .051 .100 .152 .249 fits b = 10263/206500 = 0.0496998…, a = 513/413000 = 0.0012421…
  // (air-tmpl70's derivation); A0 0.030, Vt = Va = 10.0 mL; 3 decimals, MDL 0.008 mg/m³.
  // S1: m = (0.182 − 0.03 − a)/b = 3.03337… μg; m·10/10/28.6 = 0.106062… → "0.106". S1-D: m = (0.185 − 0.03 − a)/b =
  // 3.09373… μg; m·10/10/28.9 = 0.107050… → "0.107". BLK: m = (0.031 − 0.03 − a)/b = -0.00487187… μg; m·10/10/28.6 =
  // -0.000170345… < 0.008 → "0.008L". LOW: m = (0.036 − 0.03 − a)/b = 0.0957322… μg; m·10/10/28.6 = 0.00334728… <
  // 0.008 → "0.008L".
  'air-tmpl73': {
    rows: [{ sampleId: 'LOW', inputs: { Vs: '28.6', A: '0.036' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.106' } },
      { sampleId: 'S1-D', results: { result: '0.107' } },
      { sampleId: 'BLK', results: { result: '0.008L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.008L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / air, water-componentAmbientAirFg (SO2 HJ 482 3 decimals MDL 0.007, NO2 HJ 479 3 decimals MDL
  // 0.015, NH3 HJ 533 2 decimals MDL 0.01): m·Vt/Va/Vs; the family curve x 0 .5 1 2 3 5 μg, y .001 .026 .051 .100
  // .152 .249 fits b = 10263/206500 = 0.0496998…, a = 513/413000 = 0.0012421… (air-tmpl70's derivation); A0 0.030, Vt
  // = Va = 10.0 mL.
  // S1 SO2: m = (0.182 − 0.03 − a)/b = 3.03337… μg; m·10/10/28.6 = 0.106062… → "0.106". S1-D SO2: m = (0.185 − 0.03 −
  // a)/b = 3.09373… μg; m·10/10/28.9 = 0.107050… → "0.107". BLK SO2: m = (0.031 − 0.03 − a)/b = -0.00487187… μg;
  // m·10/10/28.6 = -0.000170345… < 0.007 → "0.007L". NO2 NO2: m = (0.036 − 0.03 − a)/b = 0.0957322… μg; m·10/10/28.6
  // = 0.00334728… < 0.015 → "0.015L". NH3 NH3: m = (0.23 − 0.03 − a)/b = 3.99917… μg; m·10/10/10 = 0.399917… →
  // "0.40".
  'water-componentAmbientAirFg': {
    rows: [
      { sampleId: 'NO2', parameter: 'NO2', inputs: { Vs: '28.6', A: '0.036' } },
      { sampleId: 'NH3', parameter: 'NH3', inputs: { Vs: '10.0', A: '0.230' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '0.106' } },
      { sampleId: 'S1-D', results: { result: '0.107' } },
      { sampleId: 'BLK', results: { result: '0.007L' }, covers: ['belowMdl'] },
      { sampleId: 'NO2', results: { result: '0.015L' }, covers: ['belowMdl'] },
      { sampleId: 'NH3', results: { result: '0.40' } },
    ],
  },
  // spectro-curve / air, water-componentGFFg (HJ 533-2009 exhaust NH3): m·Vt/Va/Vs; the family curve x 0 .5 1 2 3 5
  // μg, y .001 .026 .051 .100 .152 .249 fits b = 10263/206500 = 0.0496998…, a = 513/413000 = 0.0012421… (air-tmpl70's
  // derivation); A0 0.030, Vt = Va = 10.0 mL; 2 decimals, MDL 0.25 mg/m³ (the exhaust scheme).
  // S1: m = (0.182 − 0.03 − a)/b = 3.03337… μg; m·10/10/28.6 = 0.106062… < 0.25 → "0.25L". S1-D: m = (0.185 − 0.03 −
  // a)/b = 3.09373… μg; m·10/10/28.9 = 0.107050… < 0.25 → "0.25L". BLK: m = (0.031 − 0.03 − a)/b = -0.00487187… μg;
  // m·10/10/28.6 = -0.000170345… < 0.25 → "0.25L". HI: m = (0.182 − 0.03 − a)/b = 3.03337… μg; m·10/10/1 = 3.03337… →
  // "3.03".
  'water-componentGFFg': {
    rows: [{ sampleId: 'HI', inputs: { Vs: '1.00', A: '0.182' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.25L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-D', results: { result: '0.25L' }, covers: ['belowMdl'] },
      { sampleId: 'BLK', results: { result: '0.25L' }, covers: ['belowMdl'] },
      { sampleId: 'HI', results: { result: '3.03' } },
    ],
  },
  // spectro-curve / soil, soil-tmpl122 (HJ 745-2015 soil cyanide): w = m·Vt/Va/(m_s·w_dm) mg/kg; the water family
  // curve (b = 0.0063507…, a = 0.0019426…), A0 0.010, Vt 100 mL, Va 10.0 mL; 2 decimals, MDL 0.01 mg/kg.
  // S1: m = (0.152 − 0.01 − a)/b = 22.0539… μg; m·100/10/(10.02·0.854) = 25.7726… → "25.77". S1-D: m = (0.158 − 0.01
  // − a)/b = 22.9986… μg; m·100/10/(10.05·0.854) = 26.7965… → "26.80". S1-SP: m = (0.281 − 0.01 − a)/b = 42.3666… μg;
  // m·100/10/(10.01·0.854) = 49.5600… → "49.56". BLK: m = (0.011 − 0.01 − a)/b = -0.148430… μg; m·100/10/(10·1) =
  // -0.148430… < 0.01 → "0.01L". LOW: m = (0.012 − 0.01 − a)/b = 0.00903276… μg; m·100/10/(10·1) = 0.00903276… < 0.01
  // → "0.01L".
  'soil-tmpl122': {
    rows: [{ sampleId: 'LOW', inputs: { ms: '10.00', wdm: '100', A: '0.012' } }],
    expected: [
      { sampleId: 'S1', results: { result: '25.77' } },
      { sampleId: 'S1-D', results: { result: '26.80' } },
      { sampleId: 'S1-SP', results: { result: '49.56' } },
      { sampleId: 'BLK', results: { result: '0.01L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.01L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / soil, soil-tmpl123 (HJ 632-2011 soil total phosphorus): m·Vt/Va/(m_s·w_dm); the water family
  // curve (b = 0.0063507…, a = 0.0019426…), A0 0.010, Vt 100 mL, Va 10.0 mL; whole mg/kg, MDL 10 mg/kg.
  // S1: m = (0.152 − 0.01 − a)/b = 22.0539… μg; m·100/10/(10.02·0.854) = 25.7726… → "26". S1-D: m = (0.158 − 0.01 −
  // a)/b = 22.9986… μg; m·100/10/(10.05·0.854) = 26.7965… → "27". S1-SP: m = (0.281 − 0.01 − a)/b = 42.3666… μg;
  // m·100/10/(10.01·0.854) = 49.5600… → "50". BLK: m = (0.011 − 0.01 − a)/b = -0.148430… μg; m·100/10/(10·1) =
  // -0.148430… < 10 → "10L". HI: m = (0.168 − 0.01 − a)/b = 24.5733… μg; m·100/10/(0.25·0.98) = 1002.99… → "1003".
  'soil-tmpl123': {
    rows: [{ sampleId: 'HI', inputs: { ms: '0.2500', wdm: '98.0', A: '0.168' } }],
    expected: [
      { sampleId: 'S1', results: { result: '26' } },
      { sampleId: 'S1-D', results: { result: '27' } },
      { sampleId: 'S1-SP', results: { result: '50' } },
      { sampleId: 'BLK', results: { result: '10L' }, covers: ['belowMdl'] },
      { sampleId: 'HI', results: { result: '1003' } },
    ],
  },
  // spectro-curve / soil, soil-tmpl130 (HJ 634-2012 soil NH4-N / NO2-N / NO3-N, KCl extract): m·Vt/Va/(m_s·w_dm); the
  // water family curve (b = 0.0063507…, a = 0.0019426…), A0 0.010, Vt 100 mL, Va 10.0 mL; 2 decimals; MDL 0.10 / 0.15
  // / 0.25 mg/kg.
  // S1 NH4-N: m = (0.152 − 0.01 − a)/b = 22.0539… μg; m·100/10/(10.02·0.854) = 25.7726… → "25.77". S1-D NH4-N: m =
  // (0.158 − 0.01 − a)/b = 22.9986… μg; m·100/10/(10.05·0.854) = 26.7965… → "26.80". S1-SP NH4-N: m = (0.281 − 0.01 −
  // a)/b = 42.3666… μg; m·100/10/(10.01·0.854) = 49.5600… → "49.56". BLK NH4-N: m = (0.011 − 0.01 − a)/b = -0.148430…
  // μg; m·100/10/(10·1) = -0.148430… < 0.10 → "0.10L". LOW NO3-N: m = (0.012 − 0.01 − a)/b = 0.00903276… μg;
  // m·100/10/(10·1) = 0.00903276… < 0.25 → "0.25L".
  'soil-tmpl130': {
    rows: [{ sampleId: 'LOW', parameter: 'NO3-N', inputs: { ms: '10.00', wdm: '100', A: '0.012' } }],
    expected: [
      { sampleId: 'S1', results: { result: '25.77' } },
      { sampleId: 'S1-D', results: { result: '26.80' } },
      { sampleId: 'S1-SP', results: { result: '49.56' } },
      { sampleId: 'BLK', results: { result: '0.10L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.25L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / soil, water-componentSoilFg (HJ 745 CN 2 decimals MDL 0.01; HJ 632 TP whole mg/kg MDL 10):
  // m·Vt/Va/(m_s·w_dm); the water family curve (b = 0.0063507…, a = 0.0019426…), A0 0.010, Vt 100 mL, Va 10.0 mL.
  // S1 CN: m = (0.152 − 0.01 − a)/b = 22.0539… μg; m·100/10/(10.02·0.854) = 25.7726… → "25.77". S1-D CN: m = (0.158 −
  // 0.01 − a)/b = 22.9986… μg; m·100/10/(10.05·0.854) = 26.7965… → "26.80". S1-SP CN: m = (0.281 − 0.01 − a)/b =
  // 42.3666… μg; m·100/10/(10.01·0.854) = 49.5600… → "49.56". BLK CN: m = (0.011 − 0.01 − a)/b = -0.148430… μg;
  // m·100/10/(10·1) = -0.148430… < 0.01 → "0.01L". TP TP: m = (0.168 − 0.01 − a)/b = 24.5733… μg;
  // m·100/10/(0.25·0.98) = 1002.99… → "1003". LOW TP: m = (0.02 − 0.01 − a)/b = 1.26874… μg; m·100/10/(10·1) =
  // 1.26874… < 10 → "10L".
  'water-componentSoilFg': {
    rows: [
      { sampleId: 'TP', parameter: 'TP', inputs: { ms: '0.2500', wdm: '98.0', A: '0.168' } },
      { sampleId: 'LOW', parameter: 'TP', inputs: { ms: '10.00', wdm: '100', A: '0.020' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '25.77' } },
      { sampleId: 'S1-D', results: { result: '26.80' } },
      { sampleId: 'S1-SP', results: { result: '49.56' } },
      { sampleId: 'BLK', results: { result: '0.01L' }, covers: ['belowMdl'] },
      { sampleId: 'TP', results: { result: '1003' } },
      { sampleId: 'LOW', results: { result: '10L' }, covers: ['belowMdl'] },
    ],
  },
};
