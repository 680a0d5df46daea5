// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Titration family.
import type { Worked } from './index.ts';

export const TITRATIONS_WORKED: Record<string, Worked> = {
  // titration / backBlank, water-componentWaterRlTow (HJ 828-2017 COD; as water-tmpl44): ρ = c·(V0 − V1)·8000/V·f, c
  // 0.0502, V0 24.85; below 100 whole numbers, else 3 s.f. (tier on the rounded value; HJ 828 §10.2 as quoted in
  // AUDIT.md); MDL 4 mg/L.
  // S1: 0.0502·(24.85 − 22.4)·8000/10 = 98.392 → "98" (was "98.4": the parameter's own 3 s.f. overrode the tier).
  // S1-D: 0.0502·(24.85 − 22.35)·8000/10 = 100.4 → "100". BLK: 0.0502·(24.85 − 24.85)·8000/10 = 0 < 4 → "4L".
  // TIE: 0.0502·(24.85 − 22.35)·8000/8 = 125.5 (a tie) → "126". LOW: 0.0502·(24.85 − 24.8)·8000/10 = 2.008 < 4 → "4L".
  'water-componentWaterRlTow': {
    rows: [
      { sampleId: 'TIE', inputs: { V: '8', V1: '22.35', f: '1' } },
      { sampleId: 'LOW', inputs: { V: '10.0', V1: '24.80', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '98' } },
      { sampleId: 'S1-D', results: { result: '100' } },
      { sampleId: 'BLK', results: { result: '4L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '126' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '4L' }, covers: ['belowMdl'] },
    ],
  },
  // titration / do, water-componentWaterRjy (GB 7489-87 iodometric DO; as water-tmpl39): ρ = 32·V2·c·f1/(4·V1), f1 =
  // V0/(V0 − 3), c 10.05 (the template's thiosulfate in mmol/L terms); 1 decimal; MDL 0.2 mg/L.
  // S1: 32·4.52·10.05·1.01209…/(4·100) = 3.67801… → "3.7". S1-D: 32·4.55·10.05·1.01212…/(4·100) = 3.70252… → "3.7".
  // LOW: 32·0.2·10.05·1.012/(4·100) = 0.1627296 < 0.2 → "0.2L".
  'water-componentWaterRjy': {
    rows: [{ sampleId: 'LOW', inputs: { V0: '253', V1: '100', V2: '0.20' } }],
    expected: [
      { sampleId: 'S1', results: { result: '3.7' } },
      { sampleId: 'S1-D', results: { result: '3.7' } },
      { sampleId: 'LOW', results: { result: '0.2L' }, covers: ['belowMdl'] },
    ],
  },
  // titration / forward, water-componentWaterRl (GB 11896-89 chloride, AgNO3; as water-tmpl58): ρ = (V2 −
  // V1)·c·35.45·1000/V, c 0.0141, blank 0.20 mL; whole mg/L; MDL 10 mg/L.
  // S1: (5.35 − 0.2)·0.0141·35.45·1000/50 = 51.484035 → "51". S1-D: (5.4 − 0.2)·0.0141·35.45·1000/50 = 51.98388 →
  // "52". BLK: (0.2 − 0.2)·0.0141·35.45·1000/50 = 0 < 10 → "10L". LOW: (1.1 − 0.2)·0.0141·35.45·1000/50 = 8.99721 <
  // 10 → "10L".
  'water-componentWaterRl': {
    rows: [{ sampleId: 'LOW', inputs: { V: '50.0', Vt: '1.10', f: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '51' } },
      { sampleId: 'S1-D', results: { result: '52' } },
      { sampleId: 'BLK', results: { result: '10L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '10L' }, covers: ['belowMdl'] },
    ],
  },
  // titration / forward, water-tmpl59 (GB 7477-87 total hardness, EDTA): ρ(CaCO3) = (V − Vb)·c·100.09·1000/V0, c
  // 0.0141, blank 0.20 mL; whole mg/L; MDL 5 mg/L.
  // S1: (5.35 − 0.2)·0.0141·100.09·1000/50 = 145.360707 → "145". S1-D: (5.4 − 0.2)·0.0141·100.09·1000/50 = 146.771976
  // → "147". BLK: (0.2 − 0.2)·0.0141·100.09·1000/50 = 0 < 5 → "5L". LOW: (0.3 − 0.2)·0.0141·100.09·1000/50 = 2.822538
  // < 5 → "5L".
  'water-tmpl59': {
    rows: [{ sampleId: 'LOW', inputs: { V: '50.0', Vt: '0.30', f: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '145' } },
      { sampleId: 'S1-D', results: { result: '147' } },
      { sampleId: 'BLK', results: { result: '5L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '5L' }, covers: ['belowMdl'] },
    ],
  },
  // titration / kjeldahl, soil-tmpl140 (HJ 717-2014 soil total nitrogen): w = (V1 − V0)·c·14.0·1000/(m·w_dm) mg/kg, c
  // 0.0100, V0 0.10 mL; whole mg/kg; MDL 48 mg/kg.
  // S1: (8.65 − 0.1)·0.01·14.0·1000/(1.0012·0.978) = 1222.46… → "1222". S1-D: (8.8 −
  // 0.1)·0.01·14.0·1000/(1.002·0.978) = 1242.91… → "1243". LOW: (0.4 − 0.1)·0.01·14.0·1000/(1·1) = 42 < 48 → "48L".
  'soil-tmpl140': {
    rows: [{ sampleId: 'LOW', inputs: { m: '1.0000', wdm: '100', V1: '0.40' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1222' } },
      { sampleId: 'S1-D', results: { result: '1243' } },
      { sampleId: 'LOW', results: { result: '48L' }, covers: ['belowMdl'] },
    ],
  },
  // titration / kjeldahl, water-componentSoilRlTow (HJ 717-2014; as soil-tmpl140): the same formula, whole mg/kg, MDL
  // 48 mg/kg.
  // S1: (8.65 − 0.1)·0.01·14.0·1000/(1.0012·0.978) = 1222.46… → "1222". S1-D: (8.8 −
  // 0.1)·0.01·14.0·1000/(1.002·0.978) = 1242.91… → "1243". TIE: (1.1625 − 0.1)·0.01·14.0·1000/(1·1) = 148.75 → "149".
  'water-componentSoilRlTow': {
    rows: [{ sampleId: 'TIE', inputs: { m: '1.0000', wdm: '100', V1: '1.1625' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1222' } },
      { sampleId: 'S1-D', results: { result: '1243' } },
      { sampleId: 'TIE', results: { result: '149' } },
    ],
  },
  // titration / soilOxidation, soil-tmpl88 (NY/T 1121.6-2006 soil organic matter, dichromate): OM = c·(V0 −
  // V)·0.003·1.724·1.10·1000/m g/kg (m on the dry mass), c 0.2010, V0 20.15; 1 decimal; no MDL.
  // S1: 0.201·(20.15 − 14.3)·0.003·1.724·1.10·1000/(0.2503·0.976) = 27.3837… → "27.4". S1-D: 0.201·(20.15 −
  // 14.35)·0.003·1.724·1.10·1000/(0.2498·0.976) = 27.2040… → "27.2".
  'soil-tmpl88': {
    expected: [
      { sampleId: 'S1', results: { result: '27.4' } },
      { sampleId: 'S1-D', results: { result: '27.2' } },
    ],
  },
  // titration / soilOxidation, water-componentSoilRl (NY/T 1121.6-2006; as soil-tmpl88): the same formula, 1 decimal.
  // S1: 0.201·(20.15 − 14.3)·0.003·1.724·1.10·1000/(0.2503·0.976) = 27.3837… → "27.4". S1-D: 0.201·(20.15 −
  // 14.35)·0.003·1.724·1.10·1000/(0.2498·0.976) = 27.2040… → "27.2".
  'water-componentSoilRl': {
    expected: [
      { sampleId: 'S1', results: { result: '27.4' } },
      { sampleId: 'S1-D', results: { result: '27.2' } },
    ],
  },
};
