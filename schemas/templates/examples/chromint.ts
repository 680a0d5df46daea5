// Worked examples (issue 14, deliver 4) of templates not covered elsewhere: inputs → formula (written from the
// method) → full value → rule → string. Full values are exact rational arithmetic done outside the engine (Python
// fractions; GB/T 8170 half-even written from the standard), so the engine is checked against them, never used to
// make them. Reporting rules are the templates' (whether each standard's clause was read is in AUDIT.md).
// Chromatography, internal-standard variants and NMHC.
import type { Worked } from './index.ts';

export const CHROM_INTERNAL_WORKED: Record<string, Worked> = {
  // chromatography / internalAir, air-tmpl75 (HJ 644-2013 ambient VOCs, adsorption tube, thermal desorption GC-MS): m
  // = Ax·ρIS/(AIS·RRF) ng (ρIS 50.0, RRF 0.912), ρ = m/V_std μg/m³ (V_std L); 1 decimal per compound, MDL benzene
  // 0.4, xylenes 0.6.
  // S1 BENZ: 7850·50/(95200·0.912) = 4.52072… ng; /2 L = 2.26036… → "2.3". S1-D BENZ: 8020·50/(95800·0.912) =
  // 4.58970… ng; /2 L = 2.29485… → "2.3". BLK BENZ: 12·50/(94900·0.912) = 0.00693251… ng; /2 L = 0.00346625… < 0.4 →
  // "0.4L". LOW XYL: 900·50/(95000·0.912) = 0.519391… ng; /2 L = 0.259695… < 0.6 → "0.6L".
  'air-tmpl75': {
    rows: [{ sampleId: 'LOW', parameter: 'XYL', inputs: { Vstd: '2.00', Ax: '900', AIS: '95000' } }],
    expected: [
      { sampleId: 'S1', results: { result: '2.3' } },
      { sampleId: 'S1-D', results: { result: '2.3' } },
      { sampleId: 'BLK', results: { result: '0.4L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.6L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalAir, water-componentAmbientAirVoc (HJ 644-2013; as air-tmpl75): m = Ax·ρIS/(AIS·RRF), ρ
  // = m/V_std; 1 decimal, MDL 0.4 μg/m³.
  // S1 BENZ: 7850·50/(95200·0.912) = 4.52072… ng; /2 L = 2.26036… → "2.3". S1-D BENZ: 8020·50/(95800·0.912) =
  // 4.58970… ng; /2 L = 2.29485… → "2.3". BLK BENZ: 12·50/(94900·0.912) = 0.00693251… ng; /2 L = 0.00346625… < 0.4 →
  // "0.4L". LOW TOL: 600·50/(95000·0.912) = 0.346260… ng; /2 L = 0.173130… < 0.4 → "0.4L".
  'water-componentAmbientAirVoc': {
    rows: [{ sampleId: 'LOW', parameter: 'TOL', inputs: { Vstd: '2.00', Ax: '600', AIS: '95000' } }],
    expected: [
      { sampleId: 'S1', results: { result: '2.3' } },
      { sampleId: 'S1-D', results: { result: '2.3' } },
      { sampleId: 'BLK', results: { result: '0.4L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.4L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalAir, water-componentGFVoc (HJ 734-2014 stack VOCs, thermal desorption GC-MS, μg/m³): m =
  // Ax·ρIS/(AIS·RRF), ρ = m/V_std; whole μg/m³, MDL 4.
  // S1: 7850·50/(95200·0.912) = 4.52072… ng; /2 L = 2.26036… < 4 → "4L". S1-D: 8020·50/(95800·0.912) = 4.58970… ng;
  // /2 L = 2.29485… < 4 → "4L". BLK: 12·50/(94900·0.912) = 0.00693251… ng; /2 L = 0.00346625… < 4 → "4L". LOW:
  // 6000·50/(95000·0.912) = 3.46260… ng; /2 L = 1.73130… < 4 → "4L".
  'water-componentGFVoc': {
    rows: [{ sampleId: 'LOW', inputs: { Vstd: '2.00', Ax: '6000', AIS: '95000' } }],
    expected: [
      { sampleId: 'S1', results: { result: '4L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-D', results: { result: '4L' }, covers: ['belowMdl'] },
      { sampleId: 'BLK', results: { result: '4L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '4L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalAir, water-componentGFYjw (HJ 734-2014 in mg/m³): m = Ax·ρIS/(AIS·RRF), ρ = m/V_std with
  // the template's units; 3 decimals, MDL 0.004 mg/m³.
  // S1: 7850·50/(95200·0.912) = 4.52072… ng; /2 L = 2.26036… → "2.260". S1-D: 8020·50/(95800·0.912) = 4.58970… ng; /2
  // L = 2.29485… → "2.295". BLK: 12·50/(94900·0.912) = 0.00693251… ng; /2 L = 0.00346625… < 0.004 → "0.004L". HI:
  // 7850·50/(95200·0.912) = 4.52072… ng; /0.5 L = 9.04145… → "9.041".
  'water-componentGFYjw': {
    rows: [{ sampleId: 'HI', inputs: { Vstd: '0.500', Ax: '7850', AIS: '95200' } }],
    expected: [
      { sampleId: 'S1', results: { result: '2.260' } },
      { sampleId: 'S1-D', results: { result: '2.295' } },
      { sampleId: 'BLK', results: { result: '0.004L' }, covers: ['belowMdl'] },
      { sampleId: 'HI', results: { result: '9.041' } },
    ],
  },
  // chromatography / internalExtract, gufei-tmpl112 (HJ 951-2018 solid-waste SVOCs, GC-MS): ρ = Ax·ρIS/(AIS·RRF) (ρIS
  // 4.00, RRF 1.125), w = ρ·Vex·D/(m·w_dm) mg/kg; 1 decimal, MDL 0.1.
  // S1 NAP: 9820·4/(88400·1.125) = 0.394972…; ·1·1/(20.01·0.856) = 0.0230593… < 0.1 → "0.1L". S1-D NAP:
  // 10150·4/(88900·1.125) = 0.405949…; ·1·1/(20.04·0.856) = 0.0236647… < 0.1 → "0.1L". S1-SP NAP:
  // 30500·4/(88100·1.125) = 1.23092…; ·1·1/(20.02·0.856) = 0.0718280… < 0.1 → "0.1L". BLK NAP: 10·4/(88000·1.125) =
  // 0.000404040…; ·1·1/(20·1) = 0.0000202020… < 0.1 → "0.1L". LOW BaP: 4000·4/(88000·1.125) = 0.161616…; ·1·1/(20·1)
  // = 0.00808081… < 0.1 → "0.1L".
  'gufei-tmpl112': {
    rows: [{ sampleId: 'LOW', parameter: 'BaP', inputs: { m: '20.00', wdm: '100', Vex: '1.0', Ax: '4000', AIS: '88000', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.1L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-D', results: { result: '0.1L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-SP', results: { result: '0.1L' }, covers: ['belowMdl'] },
      { sampleId: 'BLK', results: { result: '0.1L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.1L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalExtract, soil-tmpl100 (HJ 835-2017 soil OCPs, GC-MS): ρ = Ax·ρIS/(AIS·RRF), w =
  // ρ·Vex·D/(m·w_dm) mg/kg; 2 decimals, α-HCH MDL 0.07, DDT 0.09.
  // S1 aHCH: 9820·4/(88400·1.125) = 0.394972…; ·1·1/(20.01·0.856) = 0.0230593… < 0.07 → "0.07L". S1-D aHCH:
  // 10150·4/(88900·1.125) = 0.405949…; ·1·1/(20.04·0.856) = 0.0236647… < 0.07 → "0.07L". S1-SP aHCH:
  // 30500·4/(88100·1.125) = 1.23092…; ·1·1/(20.02·0.856) = 0.0718280… → "0.07". BLK aHCH: 10·4/(88000·1.125) =
  // 0.000404040…; ·1·1/(20·1) = 0.0000202020… < 0.07 → "0.07L". LOW DDT: 30000·4/(88000·1.125) = 1.21212…;
  // ·1·1/(20·1) = 0.0606061… < 0.09 → "0.09L".
  'soil-tmpl100': {
    rows: [{ sampleId: 'LOW', parameter: 'DDT', inputs: { m: '20.00', wdm: '100', Vex: '1.0', Ax: '30000', AIS: '88000', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.07L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-D', results: { result: '0.07L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-SP', results: { result: '0.07' } },
      { sampleId: 'BLK', results: { result: '0.07L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.09L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalExtract, soil-tmpl97 (HJ 834-2017 soil SVOCs, GC-MS): ρ = Ax·ρIS/(AIS·RRF), w =
  // ρ·Vex·D/(m·w_dm) mg/kg; NB/NAP 2 decimals (MDL 0.09), BaP 1 (0.1).
  // S1 NB: 9820·4/(88400·1.125) = 0.394972…; ·1·1/(20.01·0.856) = 0.0230593… < 0.09 → "0.09L". S1-D NB:
  // 10150·4/(88900·1.125) = 0.405949…; ·1·1/(20.04·0.856) = 0.0236647… < 0.09 → "0.09L". S1-SP NB:
  // 30500·4/(88100·1.125) = 1.23092…; ·1·1/(20.02·0.856) = 0.0718280… < 0.09 → "0.09L". BLK NB: 10·4/(88000·1.125) =
  // 0.000404040…; ·1·1/(20·1) = 0.0000202020… < 0.09 → "0.09L". LOW BaP: 4000·4/(88000·1.125) = 0.161616…;
  // ·1·1/(20·1) = 0.00808081… < 0.1 → "0.1L".
  'soil-tmpl97': {
    rows: [{ sampleId: 'LOW', parameter: 'BaP', inputs: { m: '20.00', wdm: '100', Vex: '1.0', Ax: '4000', AIS: '88000', D: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '0.09L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-D', results: { result: '0.09L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-SP', results: { result: '0.09L' }, covers: ['belowMdl'] },
      { sampleId: 'BLK', results: { result: '0.09L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.1L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalExtract, water-componentGufeiYjw (HJ 951-2018 naphthalene; as gufei-tmpl112): 1 decimal,
  // MDL 0.1 mg/kg.
  // S1: 9820·4/(88400·1.125) = 0.394972…; ·1·1/(20.01·0.856) = 0.0230593… < 0.1 → "0.1L". S1-D: 10150·4/(88900·1.125)
  // = 0.405949…; ·1·1/(20.04·0.856) = 0.0236647… < 0.1 → "0.1L". S1-SP: 30500·4/(88100·1.125) = 1.23092…;
  // ·1·1/(20.02·0.856) = 0.0718280… < 0.1 → "0.1L". BLK: 10·4/(88000·1.125) = 0.000404040…; ·1·1/(20·1) =
  // 0.0000202020… < 0.1 → "0.1L".
  'water-componentGufeiYjw': {
    expected: [
      { sampleId: 'S1', results: { result: '0.1L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-D', results: { result: '0.1L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-SP', results: { result: '0.1L' }, covers: ['belowMdl'] },
      { sampleId: 'BLK', results: { result: '0.1L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalExtract, water-componentSoilYjw (HJ 834-2017; as soil-tmpl97): NAP 2 decimals (MDL
  // 0.09), BaP 1 (0.1).
  // S1 NAP: 9820·4/(88400·1.125) = 0.394972…; ·1·1/(20.01·0.856) = 0.0230593… < 0.09 → "0.09L". S1-D NAP:
  // 10150·4/(88900·1.125) = 0.405949…; ·1·1/(20.04·0.856) = 0.0236647… < 0.09 → "0.09L". S1-SP NAP:
  // 30500·4/(88100·1.125) = 1.23092…; ·1·1/(20.02·0.856) = 0.0718280… < 0.09 → "0.09L". BLK NAP: 10·4/(88000·1.125) =
  // 0.000404040…; ·1·1/(20·1) = 0.0000202020… < 0.09 → "0.09L".
  'water-componentSoilYjw': {
    expected: [
      { sampleId: 'S1', results: { result: '0.09L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-D', results: { result: '0.09L' }, covers: ['belowMdl'] },
      { sampleId: 'S1-SP', results: { result: '0.09L' }, covers: ['belowMdl'] },
      { sampleId: 'BLK', results: { result: '0.09L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalSoil, gufei-tmpl111 (HJ 643-2013 solid-waste VOCs, purge and trap GC-MS): m = m_full −
  // m_empty, ρ = Ax·ρIS/(AIS·RRF) (ρIS 20.0, RRF 0.985), w = ρ·V/(m·w_dm) μg/kg (V 10 mL); 1 decimal, benzene MDL
  // 1.7.
  // S1 BENZ: m = 26.41 − 21.352 = 5.058 g; ρ = 12450·20/(101200·0.985) = 2.49794…; ρ·10/(5.058·0.841) = 5.87229… →
  // "5.9". S1-D BENZ: m = 26.33 − 21.298 = 5.032 g; ρ = 12820·20/(100800·0.985) = 2.58239…; ρ·10/(5.032·0.841) =
  // 6.10217… → "6.1". S1-SP BENZ: m = 26.36 − 21.31 = 5.05 g; ρ = 33600·20/(100500·0.985) = 6.78839…;
  // ρ·10/(5.05·0.841) = 15.9838… → "16.0". BLK BENZ: m = 26.3 − 21.3 = 5 g; ρ = 15·20/(99800·0.985) = 0.00305179…;
  // ρ·10/(5·1) = 0.00610358… < 1.7 → "1.7L". LOW TOL: m = 26 − 21 = 5 g; ρ = 3000·20/(100000·0.985) = 0.609137…;
  // ρ·10/(5·1) = 1.21827… < 1.3 → "1.3L".
  'gufei-tmpl111': {
    rows: [{ sampleId: 'LOW', parameter: 'TOL', inputs: { mEmpty: '21.000', mFull: '26.000', wdm: '100', Ax: '3000', AIS: '100000' } }],
    expected: [
      { sampleId: 'S1', results: { result: '5.9' } },
      { sampleId: 'S1-D', results: { result: '6.1' } },
      { sampleId: 'S1-SP', results: { result: '16.0' } },
      { sampleId: 'BLK', results: { result: '1.7L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '1.3L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalSoil, soil-tmpl95 (HJ 605-2011 soil VOCs, purge and trap GC-MS): m = m_full − m_empty, ρ
  // = Ax·ρIS/(AIS·RRF), w = ρ·V/(m·w_dm) μg/kg; 1 decimal, benzene MDL 1.9, chloroform 1.1.
  // S1 BENZ: m = 26.41 − 21.352 = 5.058 g; ρ = 12450·20/(101200·0.985) = 2.49794…; ρ·10/(5.058·0.841) = 5.87229… →
  // "5.9". S1-D BENZ: m = 26.33 − 21.298 = 5.032 g; ρ = 12820·20/(100800·0.985) = 2.58239…; ρ·10/(5.032·0.841) =
  // 6.10217… → "6.1". S1-SP BENZ: m = 26.36 − 21.31 = 5.05 g; ρ = 33600·20/(100500·0.985) = 6.78839…;
  // ρ·10/(5.05·0.841) = 15.9838… → "16.0". BLK BENZ: m = 26.3 − 21.3 = 5 g; ρ = 15·20/(99800·0.985) = 0.00305179…;
  // ρ·10/(5·1) = 0.00610358… < 1.9 → "1.9L". LOW CHCl3: m = 26 − 21 = 5 g; ρ = 2500·20/(100000·0.985) = 0.507614…;
  // ρ·10/(5·1) = 1.01523… < 1.1 → "1.1L".
  'soil-tmpl95': {
    rows: [{ sampleId: 'LOW', parameter: 'CHCl3', inputs: { mEmpty: '21.000', mFull: '26.000', wdm: '100', Ax: '2500', AIS: '100000' } }],
    expected: [
      { sampleId: 'S1', results: { result: '5.9' } },
      { sampleId: 'S1-D', results: { result: '6.1' } },
      { sampleId: 'S1-SP', results: { result: '16.0' } },
      { sampleId: 'BLK', results: { result: '1.9L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '1.1L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalSoil, soil-tmpl96 (HJ 642-2013 soil VOCs, headspace GC-MS): as HJ 605, 1 decimal,
  // benzene MDL 1.6, PCE 0.8.
  // S1 BENZ: m = 26.41 − 21.352 = 5.058 g; ρ = 12450·20/(101200·0.985) = 2.49794…; ρ·10/(5.058·0.841) = 5.87229… →
  // "5.9". S1-D BENZ: m = 26.33 − 21.298 = 5.032 g; ρ = 12820·20/(100800·0.985) = 2.58239…; ρ·10/(5.032·0.841) =
  // 6.10217… → "6.1". S1-SP BENZ: m = 26.36 − 21.31 = 5.05 g; ρ = 33600·20/(100500·0.985) = 6.78839…;
  // ρ·10/(5.05·0.841) = 15.9838… → "16.0". BLK BENZ: m = 26.3 − 21.3 = 5 g; ρ = 15·20/(99800·0.985) = 0.00305179…;
  // ρ·10/(5·1) = 0.00610358… < 1.6 → "1.6L". LOW PCE: m = 26 − 21 = 5 g; ρ = 1800·20/(100000·0.985) = 0.365482…;
  // ρ·10/(5·1) = 0.730964… < 0.8 → "0.8L".
  'soil-tmpl96': {
    rows: [{ sampleId: 'LOW', parameter: 'PCE', inputs: { mEmpty: '21.000', mFull: '26.000', wdm: '100', Ax: '1800', AIS: '100000' } }],
    expected: [
      { sampleId: 'S1', results: { result: '5.9' } },
      { sampleId: 'S1-D', results: { result: '6.1' } },
      { sampleId: 'S1-SP', results: { result: '16.0' } },
      { sampleId: 'BLK', results: { result: '1.6L' }, covers: ['belowMdl'] },
      { sampleId: 'LOW', results: { result: '0.8L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalSoil, water-componentGufeiVoc (HJ 643-2013 benzene; as gufei-tmpl111): 1 decimal, MDL
  // 1.7 μg/kg.
  // S1: m = 26.41 − 21.352 = 5.058 g; ρ = 12450·20/(101200·0.985) = 2.49794…; ρ·10/(5.058·0.841) = 5.87229… → "5.9".
  // S1-D: m = 26.33 − 21.298 = 5.032 g; ρ = 12820·20/(100800·0.985) = 2.58239…; ρ·10/(5.032·0.841) = 6.10217… →
  // "6.1". S1-SP: m = 26.36 − 21.31 = 5.05 g; ρ = 33600·20/(100500·0.985) = 6.78839…; ρ·10/(5.05·0.841) = 15.9838… →
  // "16.0". BLK: m = 26.3 − 21.3 = 5 g; ρ = 15·20/(99800·0.985) = 0.00305179…; ρ·10/(5·1) = 0.00610358… < 1.7 →
  // "1.7L".
  'water-componentGufeiVoc': {
    expected: [
      { sampleId: 'S1', results: { result: '5.9' } },
      { sampleId: 'S1-D', results: { result: '6.1' } },
      { sampleId: 'S1-SP', results: { result: '16.0' } },
      { sampleId: 'BLK', results: { result: '1.7L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalSoil, water-componentSoilVoc (HJ 605-2011; as soil-tmpl95): 1 decimal, benzene MDL 1.9,
  // toluene 1.3.
  // S1 BENZ: m = 26.41 − 21.352 = 5.058 g; ρ = 12450·20/(101200·0.985) = 2.49794…; ρ·10/(5.058·0.841) = 5.87229… →
  // "5.9". S1-D BENZ: m = 26.33 − 21.298 = 5.032 g; ρ = 12820·20/(100800·0.985) = 2.58239…; ρ·10/(5.032·0.841) =
  // 6.10217… → "6.1". S1-SP BENZ: m = 26.36 − 21.31 = 5.05 g; ρ = 33600·20/(100500·0.985) = 6.78839…;
  // ρ·10/(5.05·0.841) = 15.9838… → "16.0". BLK BENZ: m = 26.3 − 21.3 = 5 g; ρ = 15·20/(99800·0.985) = 0.00305179…;
  // ρ·10/(5·1) = 0.00610358… < 1.9 → "1.9L".
  'water-componentSoilVoc': {
    expected: [
      { sampleId: 'S1', results: { result: '5.9' } },
      { sampleId: 'S1-D', results: { result: '6.1' } },
      { sampleId: 'S1-SP', results: { result: '16.0' } },
      { sampleId: 'BLK', results: { result: '1.9L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / internalWater, water-componentWaterVoc (HJ 639-2012 water VOCs; as water-tmpl64): ρ =
  // Ax·ρIS/(AIS·RRF)·f μg/L (ρIS 20.0, RRF 1.062); one decimal, at most 3 s.f. (RULES.HJ639); MDL 1.4 μg/L.
  // S1 BENZ: 15320·20/(98500·1.062)·1 = 2.92906… → "2.9". S1-D BENZ: 15880·20/(99100·1.062)·1 = 3.01774… → "3.0".
  // S1-SP BENZ: 47600·20/(98000·1.062)·1 = 9.14716… → "9.1". BLK BENZ: 20·20/(97800·1.062)·1 = 0.00385120… < 1.4 →
  // "1.4L". CAP TOL: 655519.5·20/(100000·1.062)·1 = 123.45 → "123".
  'water-componentWaterVoc': {
    rows: [{ sampleId: 'CAP', parameter: 'TOL', inputs: { Ax: '655519.5', AIS: '100000', f: '1' } }],
    expected: [
      { sampleId: 'S1', results: { result: '2.9' } },
      { sampleId: 'S1-D', results: { result: '3.0' } },
      { sampleId: 'S1-SP', results: { result: '9.1' } },
      { sampleId: 'BLK', results: { result: '1.4L' }, covers: ['belowMdl'] },
      { sampleId: 'CAP', results: { result: '123' } },
    ],
  },
  // chromatography / nmhc, air-tmpl74 (HJ 604-2017 ambient NMHC): NMHC (as C) = (THC − CH4)·12/16 mg/m³ (both as
  // methane), 2 decimals, MDL 0.07.
  // S1: (2.85 − 1.32)·12/16 = 1.1475 → "1.15". S1-D: (2.91 − 1.33)·12/16 = 1.185 (a tie) → "1.18". TIE: (2.14 −
  // 2)·12/16 = 0.105 (a tie) → "0.10". LOW: (1.4 − 1.32)·12/16 = 0.06 < 0.07 → "0.07L".
  'air-tmpl74': {
    rows: [
      { sampleId: 'TIE', inputs: { THC: '2.14', CH4: '2.00' } },
      { sampleId: 'LOW', inputs: { THC: '1.40', CH4: '1.32' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '1.15' } },
      { sampleId: 'S1-D', results: { result: '1.18' }, covers: ['tie'] },
      { sampleId: 'TIE', results: { result: '0.10' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.07L' }, covers: ['belowMdl'] },
    ],
  },
  // chromatography / nmhc, water-componentAmbientAirFjw (HJ 604-2017; as air-tmpl74): (THC − CH4)·12/16, 2 decimals,
  // MDL 0.07.
  // S1: (2.85 − 1.32)·12/16 = 1.1475 → "1.15". S1-D: (2.91 − 1.33)·12/16 = 1.185 (a tie) → "1.18". TIE: (2.22 −
  // 2)·12/16 = 0.165 (a tie) → "0.16".
  'water-componentAmbientAirFjw': {
    rows: [{ sampleId: 'TIE', inputs: { THC: '2.22', CH4: '2.00' } }],
    expected: [
      { sampleId: 'S1', results: { result: '1.15' } },
      { sampleId: 'S1-D', results: { result: '1.18' }, covers: ['tie'] },
      { sampleId: 'TIE', results: { result: '0.16' }, covers: ['tie'] },
    ],
  },
  // chromatography / nmhc, water-componentGFFjw (HJ 38-2017 stack NMHC): (THC − CH4)·12/16, 2 decimals per the
  // template, MDL 0.07.
  // S1: (2.85 − 1.32)·12/16 = 1.1475 → "1.15". S1-D: (2.91 − 1.33)·12/16 = 1.185 (a tie) → "1.18". TIE: (2.1 −
  // 2)·12/16 = 0.075 (a tie) → "0.08". LOW: (2.09 − 2)·12/16 = 0.0675 < 0.07 → "0.07L".
  'water-componentGFFjw': {
    rows: [
      { sampleId: 'TIE', inputs: { THC: '2.10', CH4: '2.00' } },
      { sampleId: 'LOW', inputs: { THC: '2.09', CH4: '2.00' } },
    ],
    expected: [
      { sampleId: 'S1', results: { result: '1.15' } },
      { sampleId: 'S1-D', results: { result: '1.18' }, covers: ['tie'] },
      { sampleId: 'TIE', results: { result: '0.08' }, covers: ['tie'] },
      { sampleId: 'LOW', results: { result: '0.07L' }, covers: ['belowMdl'] },
    ],
  },
};
