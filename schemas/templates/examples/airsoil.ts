// Worked examples of the most used air and soil methods (SO2 HJ 482, PM HJ 618, soil metals HJ 803 and HJ 680):
// inputs → formula → full value → rule → string, each by hand.
import type { Worked } from './index.ts';

export const AIR_SOIL_WORKED: Record<string, Worked> = {
  // spectro-curve / air, air-tmpl70 (HJ 482-2009 SO2): m = (A − A0 − a)/b μg, ρ = m·Vt/Va/Vs mg/m³ (Vs in L at
  // reference conditions), 3 decimals, MDL 0.007 mg/m³. Curve x 0 .5 1 2 3 5 μg, y .001 .026 .051 .100 .152 .249:
  // x̄ 23/12, ȳ 0.0965, Sxx 413/24, Sxy 0.85525 → b = 10263/206500 = 0.0496998, a = 513/413000 = 0.0012421.
  // A0 0.030, Vt = Va = 10.0. S1 A 0.182: (0.152 − a)/b = 3.03337 μg / 28.6 L = 0.106062 → "0.106". S1-D 0.185:
  // 3.09373/28.9 = 0.107050 → "0.107". BLK 0.031: −0.00487 μg → −0.00017 < 0.007 → "0.007L". LOW 0.036: 0.09573 μg
  // / 28.6 = 0.00335 < 0.007 → "0.007L". HI A 0.230, Vs 10.0: 3.99917/10.0 = 0.399917 → "0.400".
  'air-tmpl70': {
    rows: [
      { sampleId: 'LOW', inputs: { Vs: '28.6', A: '0.036' } },
      { sampleId: 'HI', inputs: { Vs: '10.0', A: '0.230' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '0.106' } },
      { sampleId: 'S1-D', results: { result: '0.107' } },
      { sampleId: 'BLK', results: { result: '0.007L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.007L' }, covers: ['belowMdl'] },
      { sampleId: 'HI', results: { result: '0.400' } },
    ],
  },
  // gravimetric / ambientPM, air-tmpl67 (HJ 618-2011 PM10/PM2.5): ρ = (w2 − w1)·1000/V μg/m³ (w mg, V m³), whole
  // numbers, MDL 10 μg/m³. S1 1.64·1000/23.04 = 71.18 → "71". S1-D 1.60·1000/23.00 = 69.57 → "70". TIE 1.85·1000/20.00
  // = 92.5 → 2 even → "92". LOW 0.20·1000/24.00 = 8.33 < 10 → "10L".
  'air-tmpl67': {
    rows: [
      { sampleId: 'TIE', parameter: 'PM10', inputs: { w1: '375.00', w2: '376.85', V: '20.00' } },
      { sampleId: 'LOW', parameter: 'PM2.5', inputs: { w1: '375.00', w2: '375.20', V: '24.00' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '71' } },
      { sampleId: 'S1-D', results: { result: '70' } },
      { sampleId: 'TIE', results: { result: '92' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '10L' }, covers: ['belowMdl'] },
    ],
  },
  // metals / soilDigest, soil-tmpl90 (HJ 803-2016 aqua-regia ICP-MS): ω = (ρ − ρ0)·V·f/(m·wdm/100)·0.001 mg/kg,
  // ρ0 0.05 μg/L; decimals as the element's MDL, at most 3 s.f. (Pb MDL 2 → whole numbers; Cd 0.07 → 2 decimals;
  // Cu 0.5 → 1 decimal). S1 Pb 48.55·50/(0.1002·0.975)·0.001 = 24.848 → "25". S1-D 49.45·50/(0.1005·0.975)·0.001 =
  // 25.233 → "25". S1-SP 88.15·50/(0.1001·0.975)·0.001 = 45.160 → "45". BLK 0 < 2 → "2L". With m 0.1000, wdm 100,
  // V 50.0 the factor is 0.5: TIE Cd (0.30 − 0.05)·0.5 = 0.125 → 2 even → "0.12". CAP Cu 246.90·0.5 = 123.45 → one
  // decimal "123.4", capped at 3 s.f. from the full value → "123". LOW Pb 3.80·0.5 = 1.9 < 2 → "2L". ATMDL Pb
  // 4.00·0.5 = 2.0 = MDL → detected → "2". DIL Cd (issue 30, ω = (ρ·f − ρ0·f0)·V/(m·wdm/100)·0.001): the digest
  // diluted 10× before reading, the blank digest read as it is (f0 1): (0.30·10 − 0.05·1)·0.5 = 1.475 → 2 decimals,
  // half-even (7 odd → up) → "1.48" (before, (0.30 − 0.05)·10·0.5 = 1.25: the blank taken off ten times).
  'soil-tmpl90': {
    rows: [
      { sampleId: 'TIE', parameter: 'Cd', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.30', f: '1' } },
      { sampleId: 'CAP', parameter: 'Cu', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '246.95', f: '1' } },
      { sampleId: 'LOW', parameter: 'Pb', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '3.85', f: '1' } },
      { sampleId: 'ATMDL', parameter: 'Pb', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '4.05', f: '1' } },
      { sampleId: 'DIL', parameter: 'Cd', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.30', f: '10' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '25' } },
      { sampleId: 'S1-D', results: { result: '25' } },
      { sampleId: 'S1-SP', results: { result: '45' } },
      { sampleId: 'BLK', results: { result: '2L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '0.12' }, covers: ['tie'] },
      { sampleId: 'CAP', results: { result: '123' } },
      { sampleId: 'LOW', results: { result: '2L' }, covers: ['belowMdl'] },
      { sampleId: 'ATMDL', results: { result: '2' } },
      { sampleId: 'DIL', results: { result: '1.48' }, full: { result: '1.475' } },
    ],
  },
  // metals / soilAfs, soil-tmpl93 (HJ 680-2013 Hg/As by AFS): ω = (ρ − ρ0)·V0·V2/(m·wdm/100·V1)·0.001 mg/kg, ρ0 0.01;
  // below 1 mg/kg decimals as the MDL (Hg 0.002 → 3, As 0.01 → 2) with at most 3 s.f., from 1 mg/kg 3 s.f.
  // V0 50.0, V1 = V2 = 10.0. S1 Hg 0.85·500/(0.5008·0.972·10)·0.001 = 0.0873089 → "0.087". S1-D 0.87·500/(0.5012·
  // 0.972·10)·0.001 = 0.0892919 → "0.089". S1-SP 1.61·500/(0.5003·0.972·10)·0.001 = 0.165539 → "0.166". BLK 0 →
  // "0.002L". With m 0.5000, wdm 100 the factor is 0.1: TIE Hg 0.125·0.1 = 0.0125 → 2 even → "0.012".
  // TIE-AS As 12.45·0.1 = 1.245 ≥ 1 → 3 s.f., 4 even → "1.24". LOW Hg 0.015·0.1 = 0.0015 < 0.002 → "0.002L".
  'soil-tmpl93': {
    rows: [
      { sampleId: 'TIE', parameter: 'Hg', inputs: { m: '0.5000', wdm: '100', V0: '50.0', V1: '10.0', V2: '10.0', rho: '0.135' } },
      { sampleId: 'TIE-AS', parameter: 'As', inputs: { m: '0.5000', wdm: '100', V0: '50.0', V1: '10.0', V2: '10.0', rho: '12.46' } },
      { sampleId: 'LOW', parameter: 'Hg', inputs: { m: '0.5000', wdm: '100', V0: '50.0', V1: '10.0', V2: '10.0', rho: '0.025' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '0.087' } },
      { sampleId: 'S1-D', results: { result: '0.089' } },
      { sampleId: 'S1-SP', results: { result: '0.166' } },
      { sampleId: 'BLK', results: { result: '0.002L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '0.012' }, covers: ['tie'] },
      { sampleId: 'TIE-AS', results: { result: '1.24' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.002L' }, covers: ['belowMdl'] },
    ],
  },
};
