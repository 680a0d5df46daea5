// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Ion-selective electrode variants of the curve family; least squares of E on lg m (lg by Python decimal at 50 digits).
import type { Worked } from './index.ts';

export const ELECTRODE_WORKED: Record<string, Worked> = {
  // spectro-curve / ise, water-tmpl51 (GB 7484-87 fluoride, ISE): E = a + b·lg m on x 5 10 20 50 100 μg, y 119.8
  // 102.3 84.9 61.6 44.1 mV: least squares on lg x gives b = −58.1991… mV/decade, a = 160.515… mV; blank Eb 175.0 mV;
  // m = 10^((E − a)/b) μg, ρ = (m − m_b)/V·f mg/L; 2 decimals, MDL 0.05 mg/L.
  // S1: m = 10^((80.2 − a)/b) = 23.9884… μg, blank 0.563780… μg; (m − m_b)/25·1 = 0.936984… → "0.94". S1-D: m =
  // 10^((80.6 − a)/b) = 23.6117… μg, blank 0.563780… μg; (m − m_b)/25·1 = 0.921918… → "0.92". S1-SP: m = 10^((66.5 −
  // a)/b) = 41.2477… μg, blank 0.563780… μg; (m − m_b)/25·1 = 1.62736… → "1.63". BLK: m = 10^((174.6 − a)/b) =
  // 0.572774… μg, blank 0.563780… μg; (m − m_b)/25·1 = 0.000359725… < 0.05 → "0.05L". LOW: m = 10^((150 − a)/b) =
  // 1.51590… μg, blank 0.563780… μg; (m − m_b)/25·1 = 0.0380847… < 0.05 → "0.05L".
  'water-tmpl51': {
    rows: [{ sampleId: 'LOW', inputs: { V: '25.0', E: '150.0', f: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.94' } },
      { sampleId: 'S1-D', results: { result: '0.92' } },
      { sampleId: 'S1-SP', results: { result: '1.63' } },
      { sampleId: 'BLK', results: { result: '0.05L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.05L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / ise, water-componentWaterFhw (GB 7484-87; as water-tmpl51): E = a + b·lg m on x 5 10 20 50 100
  // μg, y 119.8 102.3 84.9 61.6 44.1 mV: least squares on lg x gives b = −58.1991… mV/decade, a = 160.515… mV; blank
  // Eb 175.0 mV; (m − m_b)/V·f, 2 decimals, MDL 0.05 mg/L.
  // S1: m = 10^((80.2 − a)/b) = 23.9884… μg, blank 0.563780… μg; (m − m_b)/25·1 = 0.936984… → "0.94". S1-D: m =
  // 10^((80.6 − a)/b) = 23.6117… μg, blank 0.563780… μg; (m − m_b)/25·1 = 0.921918… → "0.92". S1-SP: m = 10^((66.5 −
  // a)/b) = 41.2477… μg, blank 0.563780… μg; (m − m_b)/25·1 = 1.62736… → "1.63". BLK: m = 10^((174.6 − a)/b) =
  // 0.572774… μg, blank 0.563780… μg; (m − m_b)/25·1 = 0.000359725… < 0.05 → "0.05L".
  'water-componentWaterFhw': {
    expected: [
      { sampleId: 'S1', results: { result: '0.94' } },
      { sampleId: 'S1-D', results: { result: '0.92' } },
      { sampleId: 'S1-SP', results: { result: '1.63' } },
      { sampleId: 'BLK', results: { result: '0.05L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / ise, gufei-tmpl110 (GB/T 15555.11-1995 leachate fluoride, ISE): E = a + b·lg m on x 5 10 20 50
  // 100 μg, y 119.8 102.3 84.9 61.6 44.1 mV: least squares on lg x gives b = −58.1991… mV/decade, a = 160.515… mV;
  // blank Eb 175.0 mV; (m − m_b)/V·f, 2 decimals, MDL 0.05 mg/L.
  // S1: m = 10^((80.2 − a)/b) = 23.9884… μg, blank 0.563780… μg; (m − m_b)/25·1 = 0.936984… → "0.94". S1-D: m =
  // 10^((80.6 − a)/b) = 23.6117… μg, blank 0.563780… μg; (m − m_b)/25·1 = 0.921918… → "0.92". S1-SP: m = 10^((66.5 −
  // a)/b) = 41.2477… μg, blank 0.563780… μg; (m − m_b)/25·1 = 1.62736… → "1.63". BLK: m = 10^((174.6 − a)/b) =
  // 0.572774… μg, blank 0.563780… μg; (m − m_b)/25·1 = 0.000359725… < 0.05 → "0.05L". LOW: m = 10^((150 − a)/b) =
  // 1.51590… μg, blank 0.563780… μg; (m − m_b)/25·1 = 0.0380847… < 0.05 → "0.05L".
  'gufei-tmpl110': {
    rows: [{ sampleId: 'LOW', inputs: { V: '25.0', E: '150.0', f: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.94' } },
      { sampleId: 'S1-D', results: { result: '0.92' } },
      { sampleId: 'S1-SP', results: { result: '1.63' } },
      { sampleId: 'BLK', results: { result: '0.05L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.05L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / iseAir, air-tmpl76 (HJ 955-2018 ambient fluoride, filter, ISE): E = a + b·lg m on x 5 10 20 50
  // 100 μg, y 119.8 102.3 84.9 61.6 44.1 mV: least squares on lg x gives b = −58.1991… mV/decade, a = 160.515… mV;
  // blank Eb 175.0 mV; ρ = (m − m_b)·Vt/Va/Vs μg/m³ (Vt = Va = 50.0 mL, Vs m³); MDL by sampling scheme (RULES.HJ955):
  // Vs < 10 m³ is the 1-h scheme, MDL 0.5 μg/m³, one decimal; Vs ≥ 10 m³ the 24-h scheme, MDL 0.06 μg/m³, two decimals.
  // DAYLOW: Vs 24.0 (16.7 L/min × 24 h), m = 10^((150.0 − a)/b) = 1.51590… μg; (1.51590… − 0.563780…)/24.0 =
  // 0.0396715… < 0.06 → "0.06L" (the 1-h MDL would have said "0.5L"). DAY: Vs 24.0, m = 10^((130.0 − a)/b) =
  // 3.34440… μg; (3.34440… − 0.563780…)/24.0 = 0.115859… → 2 decimals → "0.12".
  // S1: m = 10^((108.6 − a)/b) = 7.79868… μg, blank 0.563780… μg; (m − m_b)·50/50/6.05 = 1.19585… → "1.2". S1-D: m =
  // 10^((108.9 − a)/b) = 7.70666… μg, blank 0.563780… μg; (m − m_b)·50/50/6.1 = 1.17096… → "1.2". BLK: m = 10^((174.9
  // − a)/b) = 0.566015… μg, blank 0.563780… μg; (m − m_b)·50/50/6 = 0.000372492… < 0.5 → "0.5L". LOW: m = 10^((150 −
  // a)/b) = 1.51590… μg, blank 0.563780… μg; (m − m_b)·50/50/6 = 0.158686… < 0.5 → "0.5L".
  'air-tmpl76': {
    rows: [
      { sampleId: 'LOW', inputs: { Vs: '6.00', E: '150.0' } },
      { sampleId: 'DAYLOW', inputs: { Vs: '24.0', E: '150.0' } },
      { sampleId: 'DAY', inputs: { Vs: '24.0', E: '130.0' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '1.2' } },
      { sampleId: 'S1-D', results: { result: '1.2' } },
      { sampleId: 'BLK', results: { result: '0.5L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.5L' }, covers: ['belowMdl'] },
      { sampleId: 'DAYLOW', results: { result: '0.06L' }, covers: ['belowMdl'] },
      { sampleId: 'DAY', results: { result: '0.12' } },
    ],
  },
  // spectro-curve / iseAir, water-componentAmbientAirFhw (HJ 955-2018; as air-tmpl76): E = a + b·lg m on x 5 10 20 50
  // 100 μg, y 119.8 102.3 84.9 61.6 44.1 mV: least squares on lg x gives b = −58.1991… mV/decade, a = 160.515… mV;
  // blank Eb 175.0 mV; (m − m_b)·Vt/Va/Vs; MDL by sampling scheme (RULES.HJ955): Vs < 10 m³ MDL 0.5, one decimal;
  // Vs ≥ 10 m³ MDL 0.06, two decimals. DAY: Vs 24.0, m = 10^((130.0 − a)/b) = 3.34440… μg; (3.34440… −
  // 0.563780…)/24.0 = 0.115859… → "0.12".
  // S1: m = 10^((108.6 − a)/b) = 7.79868… μg, blank 0.563780… μg; (m − m_b)·50/50/6.05 = 1.19585… → "1.2". S1-D: m =
  // 10^((108.9 − a)/b) = 7.70666… μg, blank 0.563780… μg; (m − m_b)·50/50/6.1 = 1.17096… → "1.2". BLK: m = 10^((174.9
  // − a)/b) = 0.566015… μg, blank 0.563780… μg; (m − m_b)·50/50/6 = 0.000372492… < 0.5 → "0.5L".
  'water-componentAmbientAirFhw': {
    rows: [{ sampleId: 'DAY', inputs: { Vs: '24.0', E: '130.0' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1.2' } },
      { sampleId: 'S1-D', results: { result: '1.2' } },
      { sampleId: 'BLK', results: { result: '0.5L' }, covers: ['belowMdl'] },
      { sampleId: 'DAY', results: { result: '0.12' } },
    ],
  },
  // spectro-curve / iseAir, water-componentGFFhw (HJ/T 67-2001 exhaust fluoride, ISE): E = a + b·lg m on x 5 10 20 50
  // 100 μg, y 119.8 102.3 84.9 61.6 44.1 mV: least squares on lg x gives b = −58.1991… mV/decade, a = 160.515… mV;
  // blank Eb 175.0 mV; (m − m_b)·Vt/Va/Vs mg/m³ per the template (Vs as entered); 2 decimals, MDL 0.06.
  // S1: m = 10^((108.6 − a)/b) = 7.79868… μg, blank 0.563780… μg; (m − m_b)·50/50/6.05 = 1.19585… → "1.20". S1-D: m =
  // 10^((108.9 − a)/b) = 7.70666… μg, blank 0.563780… μg; (m − m_b)·50/50/6.1 = 1.17096… → "1.17". BLK: m =
  // 10^((174.9 − a)/b) = 0.566015… μg, blank 0.563780… μg; (m − m_b)·50/50/6 = 0.000372492… < 0.06 → "0.06L". LOW: m
  // = 10^((150 − a)/b) = 1.51590… μg, blank 0.563780… μg; (m − m_b)·50/50/600 = 0.00158686… < 0.06 → "0.06L".
  'water-componentGFFhw': {
    rows: [{ sampleId: 'LOW', inputs: { Vs: '600', E: '150.0' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1.20' } },
      { sampleId: 'S1-D', results: { result: '1.17' } },
      { sampleId: 'BLK', results: { result: '0.06L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.06L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / iseSoil, soil-tmpl132 (HJ 873-2017 soil total fluoride, alkali fusion, ISE): E = a + b·lg m on x
  // 5 10 20 50 100 μg, y 119.8 102.3 84.9 61.6 44.1 mV: least squares on lg x gives b = −58.1991… mV/decade, a =
  // 160.515… mV; blank Eb 175.0 mV; w = (m − m_b)·Vt/Va/(m_s·w_dm) mg/kg (Vt 100, Va 10.0); whole mg/kg, MDL 63
  // mg/kg.
  // S1: m = 10^((95.4 − a)/b) = 13.1471… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2008·0.981) = 638.794… → "639".
  // S1-D: m = 10^((95.9 − a)/b) = 12.8895… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2012·0.981) = 624.477… →
  // "624". S1-SP: m = 10^((80.2 − a)/b) = 23.9884… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.201·0.981) = 1187.97…
  // → "1188". BLK: m = 10^((174.8 − a)/b) = 0.568259… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2·1) = 0.223938… <
  // 63 → "63L". LOW: m = 10^((165 − a)/b) = 0.837402… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2·1) = 13.6811… <
  // 63 → "63L".
  'soil-tmpl132': {
    rows: [{ sampleId: 'LOW', inputs: { ms: '0.2000', wdm: '100', E: '165.0' } }],
    expected: [
      { sampleId: 'S1', results: { result: '639' } },
      { sampleId: 'S1-D', results: { result: '624' } },
      { sampleId: 'S1-SP', results: { result: '1188' } },
      { sampleId: 'BLK', results: { result: '63L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '63L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / iseSoil, water-componentSoilFhw (HJ 873-2017; as soil-tmpl132): E = a + b·lg m on x 5 10 20 50
  // 100 μg, y 119.8 102.3 84.9 61.6 44.1 mV: least squares on lg x gives b = −58.1991… mV/decade, a = 160.515… mV;
  // blank Eb 175.0 mV; whole mg/kg, MDL 63 mg/kg.
  // S1: m = 10^((95.4 − a)/b) = 13.1471… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2008·0.981) = 638.794… → "639".
  // S1-D: m = 10^((95.9 − a)/b) = 12.8895… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2012·0.981) = 624.477… →
  // "624". S1-SP: m = 10^((80.2 − a)/b) = 23.9884… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.201·0.981) = 1187.97…
  // → "1188". BLK: m = 10^((174.8 − a)/b) = 0.568259… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2·1) = 0.223938… <
  // 63 → "63L".
  'water-componentSoilFhw': {
    expected: [
      { sampleId: 'S1', results: { result: '639' } },
      { sampleId: 'S1-D', results: { result: '624' } },
      { sampleId: 'S1-SP', results: { result: '1188' } },
      { sampleId: 'BLK', results: { result: '63L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / iseSoil, gufei-tmpl138 (HJ 999-2018 solid-waste fluorine, alkali fusion, ISE): E = a + b·lg m on
  // x 5 10 20 50 100 μg, y 119.8 102.3 84.9 61.6 44.1 mV: least squares on lg x gives b = −58.1991… mV/decade, a =
  // 160.515… mV; blank Eb 175.0 mV; (m − m_b)·Vt/Va/(m_s·w_dm); whole mg/kg, MDL 40 mg/kg.
  // S1: m = 10^((95.4 − a)/b) = 13.1471… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2008·0.981) = 638.794… → "639".
  // S1-D: m = 10^((95.9 − a)/b) = 12.8895… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2012·0.981) = 624.477… →
  // "624". S1-SP: m = 10^((80.2 − a)/b) = 23.9884… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.201·0.981) = 1187.97…
  // → "1188". BLK: m = 10^((174.8 − a)/b) = 0.568259… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2·1) = 0.223938… <
  // 40 → "40L". LOW: m = 10^((165 − a)/b) = 0.837402… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2·1) = 13.6811… <
  // 40 → "40L".
  'gufei-tmpl138': {
    rows: [{ sampleId: 'LOW', inputs: { ms: '0.2000', wdm: '100', E: '165.0' } }],
    expected: [
      { sampleId: 'S1', results: { result: '639' } },
      { sampleId: 'S1-D', results: { result: '624' } },
      { sampleId: 'S1-SP', results: { result: '1188' } },
      { sampleId: 'BLK', results: { result: '40L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '40L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / iseSoil, water-componentGufeiFhw (HJ 999-2018; as gufei-tmpl138): E = a + b·lg m on x 5 10 20 50
  // 100 μg, y 119.8 102.3 84.9 61.6 44.1 mV: least squares on lg x gives b = −58.1991… mV/decade, a = 160.515… mV;
  // blank Eb 175.0 mV; whole mg/kg, MDL 40 mg/kg.
  // S1: m = 10^((95.4 − a)/b) = 13.1471… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2008·0.981) = 638.794… → "639".
  // S1-D: m = 10^((95.9 − a)/b) = 12.8895… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2012·0.981) = 624.477… →
  // "624". S1-SP: m = 10^((80.2 − a)/b) = 23.9884… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.201·0.981) = 1187.97…
  // → "1188". BLK: m = 10^((174.8 − a)/b) = 0.568259… μg, blank 0.563780… μg; (m − m_b)·100/10/(0.2·1) = 0.223938… <
  // 40 → "40L".
  'water-componentGufeiFhw': {
    expected: [
      { sampleId: 'S1', results: { result: '639' } },
      { sampleId: 'S1-D', results: { result: '624' } },
      { sampleId: 'S1-SP', results: { result: '1188' } },
      { sampleId: 'BLK', results: { result: '40L' }, covers: ['belowMdl'] },
    ],
  },
};
