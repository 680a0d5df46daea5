// Worked examples of the most used routine methods (water COD, pH, DO; soil pH and dry matter): inputs → formula →
// full value → rule → string, each by hand.
import type { Worked } from './index.ts';

export const ROUTINE_WORKED: Record<string, Worked> = {
  // titration / backBlank, water-tmpl44 (HJ 828-2017 COD): ρ = c·(V0 − V1)·8000/V·f, c 0.0502 mol/L, V0 24.85 mL;
  // below 100 mg/L whole numbers, else 3 s.f. (tier on the rounded value); MDL 4 mg/L.
  // S1 0.0502·2.45·8000/10.0 = 98.392 → "98". S1-D 0.0502·2.50·800 = 100.4 → 0 decimals "100" is ≥ 100 → 3 s.f. →
  // "100". BLK 0 < 4 → "4L". TIE V 8: 0.0502·2.50·1000 = 125.5 → 3 s.f., 5 odd → "126". LOW 0.0502·0.05·800 = 2.008
  // < 4 → "4L". LIM V 20.0: 0.0502·1.25·400 = 25.1 → "25".
  'water-tmpl44': {
    rows: [
      { sampleId: 'TIE', inputs: { V: '8', V1: '22.35', f: '1' } },
      { sampleId: 'LOW', inputs: { V: '10.0', V1: '24.80', f: '1' } },
      { sampleId: 'LIM', inputs: { V: '20.0', V1: '23.60', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '98' } },
      { sampleId: 'S1-D', results: { result: '100' } },
      { sampleId: 'BLK', results: { result: '4L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '126' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '4L' }, covers: ['belowMdl'] },
      { sampleId: 'LIM', results: { result: '25' } },
    ],
  },
  // single-reading / ph, water-tmpl37 (HJ 1147-2020 pH, electrode): the meter's temperature-compensated reading,
  // 1 decimal; no MDL. S1 7.36 → "7.4". S1-D 7.38 → "7.4". TIE 7.35 → 3 odd → "7.4". TIE2 7.45 → 4 even → "7.4".
  'water-tmpl37': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '7.35', t: '21.4' } },
      { sampleId: 'TIE2', inputs: { reading: '7.45', t: '21.4' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '7.4' } },
      { sampleId: 'S1-D', results: { result: '7.4' } },
      { sampleId: 'TIE', results: { result: '7.4' }, covers: ['tie'] },
      { sampleId: 'TIE2', results: { result: '7.4' }, covers: ['tie'] },
    ],
  },
  // single-reading / ph, soil-tmpl83 (HJ 962-2018 soil pH): 2 decimals; outside 2.00–12.00 "pH<2.00" / "pH>12.00",
  // decided on the full reading. S1 7.36, S1-D 7.38 as read. TIE 7.365 → 6 even → "7.36". EDGE 12.00 is inside →
  // "12.00". HI 12.004 > 12.00 → "pH>12.00" (though it rounds to 12.00). LOW 1.995 < 2.00 → "pH<2.00".
  'soil-tmpl83': {
    rows: [
      { sampleId: 'TIE', inputs: { reading: '7.365', t: '21.4' } },
      { sampleId: 'EDGE', inputs: { reading: '12.00', t: '21.4' } },
      { sampleId: 'HI', inputs: { reading: '12.004', t: '21.4' } },
      { sampleId: 'LOW', inputs: { reading: '1.995', t: '21.4' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '7.36' } },
      { sampleId: 'S1-D', results: { result: '7.38' } },
      { sampleId: 'TIE', results: { result: '7.36' }, covers: ['tie'] },
      { sampleId: 'EDGE', results: { result: '12.00' }, covers: ['limit'] },
      { sampleId: 'HI', results: { result: 'pH>12.00' }, covers: ['limit'] },
      { sampleId: 'LOW', results: { result: 'pH<2.00' }, covers: ['limit'] },
    ],
  },
  // titration / do, water-tmpl39 (GB 7489-87 iodometric DO): ρ = M·V2·c·f1/(4·V1), M 32, c 10.05, f1 = V0/(V0 − 3);
  // 1 decimal; MDL 0.2 mg/L. S1 f1 = 251.2/248.2: 32·4.52·10.05·1.0120870/400 = 3.67801 → "3.7". S1-D f1 =
  // 250.6/247.6: 32·4.55·10.05·1.0121163/400 = 3.70252 → "3.7". LOW f1 = 253/250 = 1.012: 32·0.20·10.05·1.012/400 =
  // 0.16273 < 0.2 → "0.2L". NEAR V1 200, V2 0.55: 32·0.55·10.05·1.012/800 = 0.22375 ≥ 0.2 → "0.2".
  'water-tmpl39': {
    rows: [
      { sampleId: 'LOW', inputs: { V0: '253', V1: '100', V2: '0.20' } },
      { sampleId: 'NEAR', inputs: { V0: '253', V1: '200', V2: '0.55' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '3.7' } },
      { sampleId: 'S1-D', results: { result: '3.7' } },
      { sampleId: 'LOW', results: { result: '0.2L' }, covers: ['belowMdl'] },
      { sampleId: 'NEAR', results: { result: '0.2' } },
    ],
  },
  // gravimetric / dryMatter, soil-tmpl82 (HJ 613-2011): w_dm = (m2 − m0)/(m1 − m0)·100, w_H2O = (m1 − m2)/(m2 − m0)·100
  // (water on the dry mass), 0.1 %. S1 17.4997/20.2335 = 86.4887 → "86.5"; 2.7338/17.4997 = 15.6220 → "15.6".
  // S1-D 17.3190/20.0192 = 86.5119 → "86.5"; 2.7002/17.3190 = 15.5910 → "15.6". TIE 18.15/20 = 90.75 → 7 odd →
  // "90.8"; 1.85/18.15 = 10.1928 → "10.2".
  'soil-tmpl82': {
    rows: [{ sampleId: 'TIE', inputs: { m0: '30.0000', m1: '50.0000', m2: '48.1500' } }],
    expected: [
      { sampleId: 'S1', results: { result: '86.5', water: '15.6' } },
      { sampleId: 'S1-D', results: { result: '86.5', water: '15.6' } },
      { sampleId: 'TIE', results: { result: '90.8', water: '10.2' }, covers: ['tie'] },
    ],
  },
};
