// More worked examples (water TP, chloride and AFS metals, air NO2, solid-waste metals HJ 781 and leaching
// HJ/T 299): inputs → formula → full value → rule → string, each by hand.
import type { Worked } from './index.ts';

export const MORE_WORKED: Record<string, Worked> = {
  // spectro-curve / water, water-tmpl49 (GB 11893-89 total phosphorus): ρ = m/V, m = (A − A0 − a)/b μg, 2 decimals,
  // MDL 0.01 mg/L. The example curve is water-tmpl47's (b = 6827/1075000, a = 1253/645000, see curves.ts), A0 0.012,
  // V 50.0 mL: S1 24.25834 μg → 0.485167 → "0.49". S1-D 24.88819 → 0.497764 → "0.50". S1-SP 44.41360 → 0.888272 →
  // "0.89". BLK −0.14843 μg → −0.00297 < 0.01 → "0.01L".
  'water-tmpl49': {
    expected: [
      { sampleId: 'S1', results: { result: '0.49' } },
      { sampleId: 'S1-D', results: { result: '0.50' } },
      { sampleId: 'S1-SP', results: { result: '0.89' } },
      { sampleId: 'BLK', results: { result: '0.01L' }, covers: ['belowMdl'] },
    ],
  },
  // spectro-curve / air, air-tmpl71 (HJ 479-2009 NO2, Saltzman): ρ = m·Vt/Va/(Vs·f), f 0.88, 3 decimals, MDL
  // 0.015 mg/m³. The example curve is air-tmpl70's (b = 10263/206500, a = 513/413000, see airsoil.ts), A0 0.030:
  // S1 3.03337 μg/(28.6 L·0.88) = 0.120525 → "0.121". S1-D 3.09373/(28.9·0.88) = 0.121647 → "0.122".
  // BLK −0.00487 μg → −0.00019 < 0.015 → "0.015L".
  'air-tmpl71': {
    expected: [
      { sampleId: 'S1', results: { result: '0.121' } },
      { sampleId: 'S1-D', results: { result: '0.122' } },
      { sampleId: 'BLK', results: { result: '0.015L' }, covers: ['belowMdl'] },
    ],
  },
  // titration / forward, water-tmpl58 (GB 11896-89 chloride, silver nitrate): ρ = (V2 − V1)·c·35.45·1000/V, c 0.0141,
  // blank V1 0.20 mL, whole numbers, MDL 10 mg/L. S1 5.15·0.0141·35450/50.0 = 51.484 → "51". S1-D 5.20·0.0141·709 =
  // 51.984 → "52". BLK 0 → "10L". LOW 0.60·0.0141·709 = 5.998 < 10 → "10L".
  'water-tmpl58': {
    rows: [{ sampleId: 'LOW', inputs: { V: '50.0', Vt: '0.80', f: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '51' } },
      { sampleId: 'S1-D', results: { result: '52' } },
      { sampleId: 'BLK', results: { result: '10L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '10L' }, covers: ['belowMdl'] },
    ],
  },
  // metals / soilDigest, gufei-tmpl107 (HJ 781-2016 solid-waste metals, ICP-OES): ω = (ρ − ρ0)·V·f/(m·wdm/100) mg/kg
  // (ρ mg/L), ρ0 0.00005; decimals as the element's MDL (Cu 2, Zn 3, Ba 1 → whole numbers), at most 3 s.f.
  // S1 Cu 0.04855·50.0/(0.1002·0.975) = 24.848 → "25". S1-D 0.04945·50/(0.1005·0.975) = 25.233 → "25". S1-SP
  // 0.08815·50/(0.1001·0.975) = 45.160 → "45". BLK 0 → "2L". With m 0.1000, wdm 100, V 50.0 the factor is 500:
  // TIE Ba 0.025·500 = 12.5 → 2 even → "12". CAP Zn 2.469·500 = 1234.5: whole number "1234" (4 even) has four
  // significant figures; at most three, from the full value → 1230 → printed "1.23×10³". LOW Cu 0.003·500 = 1.5 < 2 →
  // "2L".
  'gufei-tmpl107': {
    rows: [
      { sampleId: 'TIE', parameter: 'Ba', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.02505', f: '1' } },
      { sampleId: 'CAP', parameter: 'Zn', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '2.46905', f: '1' } },
      { sampleId: 'LOW', parameter: 'Cu', inputs: { m: '0.1000', wdm: '100', V: '50.0', rho: '0.00305', f: '1' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '25' } },
      { sampleId: 'S1-D', results: { result: '25' } },
      { sampleId: 'S1-SP', results: { result: '45' } },
      { sampleId: 'BLK', results: { result: '2L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '12' }, covers: ['tie'] },
      { sampleId: 'CAP', results: { result: '1.23×10³' } },
      { sampleId: 'LOW', results: { result: '2L' }, covers: ['belowMdl'] },
    ],
  },
  // metals / waterDigest, water-tmpl62 (HJ 694-2014 Hg/As by AFS): ρ = (ρ1 − ρ0)·V1/V μg/L, ρ0 0.01; Hg 2 decimals
  // (MDL 0.04), As 1 decimal (MDL 0.3). S1 Hg 0.52·10.0/5.0 = 1.04 → "1.04". S1-D 0.54·2 = 1.08 → "1.08". S1-SP
  // 1.01·2 = 2.02 → "2.02". BLK 0 → "0.04L". With V = V1: TIE Hg 0.125 → 2 even → "0.12"; TIE-AS 1.25 → 2 even →
  // "1.2"; LOW-AS 0.25 < 0.3 → "0.3L".
  'water-tmpl62': {
    rows: [
      { sampleId: 'TIE', parameter: 'Hg', inputs: { V: '10.0', V1: '10.0', rho: '0.135' } },
      { sampleId: 'TIE-AS', parameter: 'As', inputs: { V: '10.0', V1: '10.0', rho: '1.26' } },
      { sampleId: 'LOW-AS', parameter: 'As', inputs: { V: '10.0', V1: '10.0', rho: '0.26' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '1.04' } },
      { sampleId: 'S1-D', results: { result: '1.08' } },
      { sampleId: 'S1-SP', results: { result: '2.02' } },
      { sampleId: 'BLK', results: { result: '0.04L' }, covers: ['belowMdl'] },
      { sampleId: 'TIE', results: { result: '0.12' }, covers: ['tie'] },
      { sampleId: 'TIE-AS', results: { result: '1.2' }, covers: ['tie'] },
      { sampleId: 'LOW-AS', results: { result: '0.3L' }, covers: ['belowMdl'] },
    ],
  },
  // solid-waste / leaching, gufei-tmpl78 (HJ/T 299-2007 sulfuric/nitric acid leaching): leachant to add
  // V = L/S·m_dry − water = 10·m·w/100 − (m − m·w/100) mL, whole millilitres. S1 m 120.5, w 83.0: 10·100.015 − 20.485 =
  // 979.665 → "980". S1-D 121.0: 10·100.43 − 20.57 = 983.73 → "984". With m 100: V = 11·w − 100. TIE w 40.5 → 345.5 →
  // 5 odd → "346". TIE2 w 41.5 → 356.5 → 6 even → "356".
  'gufei-tmpl78': {
    rows: [
      { sampleId: 'TIE', inputs: { m: '100', wdm: '40.5', Vf: '340', pHf: '6.85' } },
      { sampleId: 'TIE2', inputs: { m: '100', wdm: '41.5', Vf: '350', pHf: '6.85' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '980' } },
      { sampleId: 'S1-D', results: { result: '984' } },
      { sampleId: 'TIE', results: { result: '346' }, covers: ['tie'] },
      { sampleId: 'TIE2', results: { result: '356' }, covers: ['tie'] },
    ],
  },
};
