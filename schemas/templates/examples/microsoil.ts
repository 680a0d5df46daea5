// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Microbiology (MPN) and soil-physical families.
import type { Worked } from './index.ts';

export const MICRO_SOIL_WORKED: Record<string, Worked> = {
  // micro / plateCount, water-componentWaterJl (HJ 1000-2018 total bacterial count; the template of water-tmpl65): a
  // dilution counts when its plates hold 30–300 colonies; one such → mean × factor, two → their mean when the
  // higher/lower < 2, else the lower; none → the nearest; nothing grown → "<{lowest factor}". Below 100 whole
  // numbers, else 2 s.f. (clause not read, see the audit).
  // S1: only 1:10 in 30–300: mean 158 × 10 = 1580 → "1.6×10³". S1-D: only 1:10 in 30–300: mean 153.5 × 10 = 1535 →
  // "1.5×10³". BLK: nothing grew → "<1" (lowest factor). TIE: only 1:1 in 30–300: mean 44.5 × 1 = 44.5 (a tie) →
  // "44". TWO: two dilutions in range, 355/285 < 2 → mean = 320 → "3.2×10²".
  'water-componentWaterJl': {
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
  // micro / mpnTubes, water-componentWaterFdc (HJ 347.2-2018 fecal coliforms, 15 tubes of 10, 1, 0.1 mL): MPN/L =
  // λ·1000·D, λ the maximum-likelihood MPN per mL; 2 s.f.; only when no tube is positive "<20·D" (<MDL notation): one
  // positive tube is a detection (18–20 MPN/L, as the MPN tables print it), not "<20" — a departure fixed here
  // (detectedWhen).
  // S1: MPN 5-3-1 by maximum likelihood λ = 1.08645… /mL; ·1000·10 = 10864.5… → "1.1×10⁴". BLK: no positive tube: λ =
  // 0 < MDL 20·1 → "<20". ONE: MPN 1-0-0 by maximum likelihood λ = 0.0198671… /mL; ·1000·1 = 19.8671… → "20". ONE2:
  // MPN 0-0-1 by maximum likelihood λ = 0.0180343… /mL; ·1000·1 = 18.0343… → "18".
  'water-componentWaterFdc': {
    rows: [
      { sampleId: 'ONE', inputs: { p1: '1', p2: '0', p3: '0', D: '1' } },
      { sampleId: 'ONE2', inputs: { p1: '0', p2: '0', p3: '1', D: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '1.1×10⁴' } },
      { sampleId: 'BLK', results: { result: '<20' }, covers: ['belowMdl'] },
      { sampleId: 'ONE', results: { result: '20' } },
      { sampleId: 'ONE2', results: { result: '18' } },
    ],
  },
  // micro / mpnTubes, water-componentWaterWsw (HJ 755-2015 total coliforms, 15 tubes): as HJ 347.2, MPN/L = λ·1000·D,
  // 2 s.f., "<20·D" when none is positive.
  // S1: MPN 5-3-1 by maximum likelihood λ = 1.08645… /mL; ·1000·10 = 10864.5… → "1.1×10⁴". BLK: no positive tube: λ =
  // 0 < MDL 20·1 → "<20". MID: MPN 4-2-0 by maximum likelihood λ = 0.216094… /mL; ·1000·1 = 216.094… → "2.2×10²".
  // ONE: MPN 0-1-0 by maximum likelihood λ = 0.0181823… /mL; ·1000·1 = 18.1823… → "18".
  'water-componentWaterWsw': {
    rows: [
      { sampleId: 'MID', inputs: { p1: '4', p2: '2', p3: '0', D: '1' } },
      { sampleId: 'ONE', inputs: { p1: '0', p2: '1', p3: '0', D: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '1.1×10⁴' } },
      { sampleId: 'BLK', results: { result: '<20' }, covers: ['belowMdl'] },
      { sampleId: 'MID', results: { result: '2.2×10²' } },
      { sampleId: 'ONE', results: { result: '18' } },
    ],
  },
  // micro / mpnWells, water-componentWaterZdc (HJ 1001-2018 total coliforms, Quanti-Tray/2000: 49 × 1.86 mL + 48 ×
  // 0.186 mL per 100 mL): MPN/L = λ·100·10·100/V (λ by maximum likelihood, not the vendor table: README known gap); 2
  // s.f.; none positive → "<1000/V".
  // S1: λ(32 large, 6 small) = 0.590039… /mL, ·100 = 59.0039… MPN/100 mL; ·10·100/10 = 5900.39… → "5.9×10³". S1-D:
  // λ(30 large, 7 small) = 0.553911… /mL, ·100 = 55.3911… MPN/100 mL; ·10·100/10 = 5539.11… → "5.5×10³". BLK: no
  // positive well: λ = 0 < MDL 1000/100 → "<10". ONE: λ(1 large, 0 small) = 0.0100872… /mL, ·100 = 1.00872… MPN/100
  // mL; ·10·100/100 = 10.0872… → "10". ONE2: λ(0 large, 1 small) = 0.0100025… /mL, ·100 = 1.00025… MPN/100 mL;
  // ·10·100/100 = 10.0025… → "10".
  'water-componentWaterZdc': {
    rows: [
      { sampleId: 'ONE', inputs: { large: '1', small: '0', V: '100' } },
      { sampleId: 'ONE2', inputs: { large: '0', small: '1', V: '100' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '5.9×10³' } },
      { sampleId: 'S1-D', results: { result: '5.5×10³' } },
      { sampleId: 'BLK', results: { result: '<10' }, covers: ['belowMdl'] },
      { sampleId: 'ONE', results: { result: '10' } },
      { sampleId: 'ONE2', results: { result: '10' } },
    ],
  },
  // micro / mpnWells, water-tmpl129 (HJ 1001-2018 fecal coliforms; as water-componentWaterZdc): λ·100·10·100/V MPN/L,
  // 2 s.f., "<1000/V" when none is positive.
  // S1: λ(32 large, 6 small) = 0.590039… /mL, ·100 = 59.0039… MPN/100 mL; ·10·100/10 = 5900.39… → "5.9×10³". S1-D:
  // λ(30 large, 7 small) = 0.553911… /mL, ·100 = 55.3911… MPN/100 mL; ·10·100/10 = 5539.11… → "5.5×10³". BLK: no
  // positive well: λ = 0 < MDL 1000/100 → "<10". ONE: λ(1 large, 0 small) = 0.0100872… /mL, ·100 = 1.00872… MPN/100
  // mL; ·10·100/100 = 10.0872… → "10".
  'water-tmpl129': {
    rows: [{ sampleId: 'ONE', inputs: { large: '1', small: '0', V: '100' } }],
    expected: [
      { sampleId: 'S1', results: { result: '5.9×10³' } },
      { sampleId: 'S1-D', results: { result: '5.5×10³' } },
      { sampleId: 'BLK', results: { result: '<10' }, covers: ['belowMdl'] },
      { sampleId: 'ONE', results: { result: '10' } },
    ],
  },
  // soil-physical / bulkDensity, soil-tmpl85 (NY/T 1121.4-2006 ring method): ρb = (m_total − m_ring)/V g/cm³
  // (oven-dry soil in a 100 cm³ ring), 2 decimals, no MDL.
  // S1: (231.4 − 98.52)/100 = 1.3288 → "1.33". S1-D: (230.1 − 97.9)/100 = 1.322 → "1.32". TIE: (230.5 − 98)/100 =
  // 1.325 (a tie) → "1.32". TIE2: (231.5 − 98)/100 = 1.335 (a tie) → "1.34".
  'soil-tmpl85': {
    rows: [
      { sampleId: 'TIE', inputs: { mRing: '98.00', mTotal: '230.50', V: '100' } },
      { sampleId: 'TIE2', inputs: { mRing: '98.00', mTotal: '231.50', V: '100' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '1.33' } },
      { sampleId: 'S1-D', results: { result: '1.32' } },
      { sampleId: 'TIE', results: { result: '1.32' }, covers: ['tie'] },
      { sampleId: 'TIE2', results: { result: '1.34' }, covers: ['tie'] },
    ],
  },
  // soil-physical / hydraulic, soil-tmpl87 (LY/T 1218-1999 constant head): K_t = 10·Q·L/(S·t·h) mm/min (Q mL, L and h
  // cm, S cm², t min), K10 = K_t/(0.7 + 0.03·T); 3 s.f.
  // S1: K_t = 10·86.5·5/(20·10·5) = 4.325; /(0.7 + 0.03·18.5) = 3.44622… → "3.45". S1-D: K_t = 10·82·5/(20·10·5) =
  // 4.1; /(0.7 + 0.03·18.5) = 3.26693… → "3.27". TIE: K_t = 10·102.5·5/(20·10·5) = 5.125; /(0.7 + 0.03·10) = 5.125 (a
  // tie) → "5.12".
  'soil-tmpl87': {
    rows: [{ sampleId: 'TIE', inputs: { Q: '102.5', Lh: '5.0', S: '20.0', t: '10', h: '5.0', T: '10.0' } }],
    expected: [
      { sampleId: 'S1', results: { result: '3.45' } },
      { sampleId: 'S1-D', results: { result: '3.27' } },
      { sampleId: 'TIE', results: { result: '5.12' }, covers: ['tie'] },
    ],
  },
  // soil-physical / hydraulic, water-componentSoilBh (LY/T 1218-1999; as soil-tmpl87): K10 = 10·Q·L/(S·t·h)/(0.7 +
  // 0.03·T), 3 s.f.
  // S1: K_t = 10·86.5·5/(20·10·5) = 4.325; /(0.7 + 0.03·18.5) = 3.44622… → "3.45". S1-D: K_t = 10·82·5/(20·10·5) =
  // 4.1; /(0.7 + 0.03·18.5) = 3.26693… → "3.27". TIE: K_t = 10·103.5·5/(20·10·5) = 5.175; /(0.7 + 0.03·10) = 5.175 (a
  // tie) → "5.18".
  'water-componentSoilBh': {
    rows: [{ sampleId: 'TIE', inputs: { Q: '103.5', Lh: '5.0', S: '20.0', t: '10', h: '5.0', T: '10.0' } }],
    expected: [
      { sampleId: 'S1', results: { result: '3.45' } },
      { sampleId: 'S1-D', results: { result: '3.27' } },
      { sampleId: 'TIE', results: { result: '5.18' }, covers: ['tie'] },
    ],
  },
  // soil-physical / particleSize, soil-tmpl84 (LY/T 1225-1999 pipette): clay = (m_clay − m_blank)·(Vt/Vp)/m·100, fine
  // (< 0.05 mm) likewise, silt = fine − clay, sand = 100 − fine; 0.1 % (Vt 1000, Vp 25, blank 0.0025 g).
  // S1 CLAY: clay (0.0652 − 0.0025)·1000/25/10·100 = 25.08 → "25.1"; fine 55.8 − clay = 30.72 → "30.7"; 100 − fine =
  // 44.2 → "44.2". S1-D CLAY: clay (0.064 − 0.0025)·1000/25/10·100 = 24.6 → "24.6"; fine 55.2 − clay = 30.6 → "30.6";
  // 100 − fine = 44.8 → "44.8". TIE CLAY: clay (0.065125 − 0.0025)·1000/25/10·100 = 25.05 (a tie) → "25.0"; fine 55 −
  // clay = 29.95 → "30.0"; 100 − fine = 45 → "45.0".
  'soil-tmpl84': {
    rows: [{ sampleId: 'TIE', inputs: { m: '10.00', mClay: '0.065125', mFine: '0.1400' } }],
    expected: [
      { sampleId: 'S1', results: { result: '25.1', silt: '30.7', sand: '44.2' } },
      { sampleId: 'S1-D', results: { result: '24.6', silt: '30.6', sand: '44.8' } },
      { sampleId: 'TIE', results: { result: '25.0', silt: '30.0', sand: '45.0' }, covers: ['tie'] },
    ],
  },
  // soil-physical / particleSize, water-componentSoilJxzc (NY/T 1121.3-2006 pipette; the template of soil-tmpl84):
  // clay, silt = fine − clay, sand = 100 − fine; 0.1 %.
  // S1 CLAY: clay (0.0652 − 0.0025)·1000/25/10·100 = 25.08 → "25.1"; fine 55.8 − clay = 30.72 → "30.7"; 100 − fine =
  // 44.2 → "44.2". S1-D CLAY: clay (0.064 − 0.0025)·1000/25/10·100 = 24.6 → "24.6"; fine 55.2 − clay = 30.6 → "30.6";
  // 100 − fine = 44.8 → "44.8". TIE CLAY: clay (0.035375 − 0.0025)·1000/25/10·100 = 13.15 (a tie) → "13.2"; fine 47 −
  // clay = 33.85 → "33.8"; 100 − fine = 53 → "53.0".
  'water-componentSoilJxzc': {
    rows: [{ sampleId: 'TIE', inputs: { m: '10.00', mClay: '0.035375', mFine: '0.1200' } }],
    expected: [
      { sampleId: 'S1', results: { result: '25.1', silt: '30.7', sand: '44.2' } },
      { sampleId: 'S1-D', results: { result: '24.6', silt: '30.6', sand: '44.8' } },
      { sampleId: 'TIE', results: { result: '13.2', silt: '33.8', sand: '53.0' }, covers: ['tie'] },
    ],
  },
  // soil-physical / porosity, soil-tmpl86 (LY/T 1215-1999): P = (1 − ρb/ρs)·100 %, ρb = (m_total − m_ring)/V, ρs 2.65
  // g/cm³; 0.1 %.
  // S1: ρb = 1.3288; (1 − ρb/2.65)·100 = 49.8566… → "49.9". S1-D: ρb = 1.322; (1 − ρb/2.65)·100 = 50.1132… → "50.1".
  // TIE: ρb = 1.323675; (1 − ρb/2.65)·100 = 50.05 (a tie) → "50.0".
  'soil-tmpl86': {
    rows: [{ sampleId: 'TIE', inputs: { mRing: '98.00', mTotal: '230.3675', V: '100' } }],
    expected: [
      { sampleId: 'S1', results: { result: '49.9' } },
      { sampleId: 'S1-D', results: { result: '50.1' } },
      { sampleId: 'TIE', results: { result: '50.0' }, covers: ['tie'] },
    ],
  },
  // soil-physical / porosity, water-componentSoilKxd (LY/T 1215-1999; as soil-tmpl86): (1 − ρb/2.65)·100, 0.1 %.
  // S1: ρb = 1.3288; (1 − ρb/2.65)·100 = 49.8566… → "49.9". S1-D: ρb = 1.322; (1 − ρb/2.65)·100 = 50.1132… → "50.1".
  // TIE: ρb = 1.321025; (1 − ρb/2.65)·100 = 50.15 (a tie) → "50.2".
  'water-componentSoilKxd': {
    rows: [{ sampleId: 'TIE', inputs: { mRing: '98.00', mTotal: '230.1025', V: '100' } }],
    expected: [
      { sampleId: 'S1', results: { result: '49.9' } },
      { sampleId: 'S1-D', results: { result: '50.1' } },
      { sampleId: 'TIE', results: { result: '50.2' }, covers: ['tie'] },
    ],
  },
};
