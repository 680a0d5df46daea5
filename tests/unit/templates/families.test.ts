// Worked examples, one or more per family, each computed by hand in the comment beside it.
import { describe, expect, it } from 'vitest';
import { evaluateRecord, findTemplate, type RecordInput, type TemplateDef } from '../../../schemas/templates/index.ts';

const H = { analysisDate: '2025-03-18', instrument: 'EQ-1' };
const T = (route: string): TemplateDef => {
  const t = findTemplate(route);
  if (!t) throw new Error(`no template ${route}`);
  return t;
};
function run(route: string, record: Omit<RecordInput, 'header'> & { header?: Record<string, string> }) {
  const res = evaluateRecord(T(route), { ...record, header: { ...H, ...record.header } });
  return res;
}
const display = (res: ReturnType<typeof run>, row = 0, key = 'result') => res.rows[row].results.find((r) => r.key === key)?.display;

describe('single reading', () => {
  it('pH to 0.1 unit (water-tmpl37): 7.36 → 7.4; 7.25 → 7.2 (5 with even kept digit)', () => {
    const res = run('water-tmpl37', {
      rows: [
        { sampleId: 'A', inputs: { reading: '7.36' } },
        { sampleId: 'B', inputs: { reading: '7.25' } },
      ],
      qc: { duplicates: [{ a: 'A', b: 'B' }] },
    });
    expect(res.errors).toEqual([]);
    expect([display(res, 0), display(res, 1)]).toEqual(['7.4', '7.2']);
    // |7.36 − 7.25| = 0.11 > 0.1 → duplicate fails
    expect(res.qc[0]).toMatchObject({ kind: 'duplicate', value: '0.1', pass: false, limit: '≤0.1 无量纲' });
  });
  it('turbidity = reading × dilution (water-tmpl41): 12.65 × 2 = 25.30 → 25.3 NTU', () => {
    expect(display(run('water-tmpl41', { rows: [{ sampleId: 'A', inputs: { reading: '12.65', f: '2' } }] }))).toBe('25.3');
  });
});

describe('titration', () => {
  it('COD (water-tmpl44): c(V0 − V1)·8000/V = 0.0500 × 2.50 × 8000 / 10.0 = 100 → 3 s.f. "100"; 70 → integer "70"', () => {
    const res = run('water-tmpl44', {
      header: { c: '0.0500', V0: '24.80' },
      rows: [
        { sampleId: 'A', inputs: { V: '10.0', V1: '22.30' } },
        { sampleId: 'B', inputs: { V: '10.0', V1: '23.05' } },
      ],
    });
    expect(res.errors).toEqual([]);
    expect([display(res, 0), display(res, 1)]).toEqual(['100', '70']);
  });
  it('iodometric DO (water-tmpl39): f1 = 250/247; 32 × 4.94 × 10.00 × f1 / (4 × 100) = 395200/247/400 = 4.00 → "4.0"', () => {
    const res = run('water-tmpl39', { header: { c: '10.00', Vfix: '3' }, rows: [{ sampleId: 'A', inputs: { V0: '250', V1: '100', V2: '4.94' } }] });
    expect(res.rows[0].result).toMatchObject({ raw: '4', rounded: '4.0', display: '4.0' });
  });
});

describe('spectrophotometry with a curve', () => {
  it('ammonia, Nessler (water-tmpl47): m = (As − A0 − a)/b = (0.312 − 0.010 − 0.002)/0.0060 = 50 μg; ρ = 50/50 = 1.000 mg/L', () => {
    const res = run('water-tmpl47', {
      header: { A0: '0.010' },
      curve: { points: [0, 10, 20, 40, 60, 80].map((x) => ({ x: String(x), y: (0.002 + 0.006 * x).toFixed(3) })) },
      rows: [
        { sampleId: 'A', inputs: { V: '50.0', A: '0.312' } },
        { sampleId: 'B', inputs: { V: '50.0', A: '0.0125' } },
      ],
    });
    expect(res.calibration).toMatchObject({ slope: '0.006', intercept: '0.002', r: '1', pass: true, n: 6 });
    expect(res.rows[0].values).toMatchObject({ Ac: '0.302', m: '50' });
    expect(display(res, 0)).toBe('1.000');
    // B: (0.0125 − 0.012)/0.006 = 0.0833 μg → 0.00167 mg/L < MDL 0.025 → "0.025L"
    expect(res.rows[1].result).toMatchObject({ display: '0.025L', belowMdl: true, mdl: '0.025' });
  });
  it('the below-MDL notation follows the report type', () => {
    const record: RecordInput = {
      header: { ...H, A0: '0.010' },
      curve: { slope: '0.006', intercept: '0.002', r: '0.9995' },
      rows: [{ sampleId: 'B', inputs: { V: '50.0', A: '0.0125' } }],
    };
    expect(evaluateRecord(T('water-tmpl47'), record, { notation: 'ND' }).rows[0].result?.display).toBe('ND');
    expect(evaluateRecord(T('water-tmpl47'), record, { notation: '<MDL' }).rows[0].result?.display).toBe('<0.025');
  });
  it('fluoride electrode (water-tmpl51): E = 160 − 58·lg m; E = 102 → m = 10 μg; blank E = 160 → 1 μg; (10 − 1)/25 = 0.36 mg/L', () => {
    const res = run('water-tmpl51', {
      header: { Eb: '160' },
      curve: {
        points: [
          ['1', '160'],
          ['10', '102'],
          ['100', '44'],
          ['1000', '-14'],
          ['5', '119.46'],
        ].map(([x, y]) => ({ x, y })),
      },
      rows: [{ sampleId: 'A', inputs: { V: '25.0', E: '102' } }],
    });
    expect(res.errors).toEqual([]);
    expect(display(res)).toBe('0.36');
  });
});

describe('gravimetric', () => {
  it('suspended solids (water-tmpl43): (15.2398 − 15.2316) × 10⁶ / 100 = 82 mg/L', () => {
    expect(display(run('water-tmpl43', { rows: [{ sampleId: 'A', inputs: { V: '100', B: '15.2316', A: '15.2398' } }] }))).toBe('82');
  });
  it('stack particulates (air-tmpl69): V_nd = 1000 × 273/273 × 101325/101325 = 1000 L; 0.00500 g × 10⁶ / 1000 = 5.0 mg/m³', () => {
    const res = run('air-tmpl69', {
      header: { Ba: '101325' },
      rows: [{ sampleId: 'A', inputs: { m1: '1.00000', m2: '1.00500', Vm: '1000', tm: '0', Pm: '0' } }],
    });
    expect(res.rows[0].values.Vnd).toBe('1000');
    expect(display(res)).toBe('5.0');
  });
  it('dry matter and water content (soil-tmpl82): (70 − 20)/(80 − 20) = 83.3 %; (80 − 70)/(70 − 20) = 20.0 %', () => {
    const res = run('soil-tmpl82', { rows: [{ sampleId: 'A', inputs: { m0: '20.0000', m1: '80.0000', m2: '70.0000' } }] });
    expect([display(res), display(res, 0, 'water')]).toEqual(['83.3', '20.0']);
  });
});

describe('BOD5 (water-tmpl46)', () => {
  it('averages the valid dilutions: [(ρ1 − ρ2) − (ρ3 − ρ4)·f1]/f2', () => {
    const res = run('water-tmpl46', {
      header: { rho3: '8.90', rho4: '8.60' },
      rows: [
        // f2 = 0.02: (4.00 − 0.30 × 0.98)/0.02 = 185.3
        { sampleId: 'S', inputs: { Vs: '20', Vt: '1000', rho1: '8.80', rho2: '4.80' } },
        // f2 = 0.01: (2.00 − 0.30 × 0.99)/0.01 = 170.3
        { sampleId: 'S', inputs: { Vs: '10', Vt: '1000', rho1: '8.85', rho2: '6.85' } },
        // f2 = 0.05: (7.80 − 0.30 × 0.95)/0.05 = 150.3, but residual DO 0.90 < 2 → not valid, left out of the mean
        { sampleId: 'S', inputs: { Vs: '50', Vt: '1000', rho1: '8.70', rho2: '0.90' } },
      ],
    });
    expect(res.errors).toEqual([]);
    expect(res.rows.map((r) => r.result?.raw)).toEqual(['185.3', '170.3', '150.3']);
    expect(res.rows[2].results[1]).toMatchObject({ key: 'validFlag', flag: false });
    // (185.3 + 170.3)/2 = 177.8 → 3 s.f. "178"
    expect(res.samples).toEqual([{ sampleId: 'S', n: 2, result: expect.objectContaining({ raw: '177.8', display: '178' }) }]);
    expect(res.qc.find((q) => q.kind === 'check')).toMatchObject({ value: '0.300', pass: true });
  });
});

describe('IR oils (water-tmpl60)', () => {
  it('X·A2930 + Y·A2960 + Z·(A3030 − A2930/F), × V0·D/Vw; animal/vegetable = total − petroleum', () => {
    const res = run('water-tmpl60', {
      header: { X: '40', Y: '40', Z: '30', F: '50' },
      rows: [
        { sampleId: 'A', inputs: { Vw: '500', V0: '50', A2930: '0.100', A2960: '0.050', A3030: '0.020', B2930: '0.050', B2960: '0.025', B3030: '0.010' } },
      ],
    });
    // total: 4 + 2 + 30 × 0.018 = 6.54 × 50/500 = 0.654; petroleum: 2 + 1 + 30 × 0.009 = 3.27 × 0.1 = 0.327
    expect(res.rows[0].values).toEqual({ total: '0.654', pet: '0.327' });
    expect([display(res), display(res, 0, 'animalVeg'), display(res, 0, 'totalOil')]).toEqual(['0.33', '0.33', '0.65']);
  });
});

describe('metals', () => {
  // HJ 803-2016 reports with the MDL's decimals, at most 3 s.f. (issue 14): Pb (MDL 2) 12.5 → "12" (tie to even),
  // where the element-decimals template printed "12.5".
  it('soil ICP-MS (soil-tmpl90): (ρ − ρ0)·V·f/(m·w_dm) × 10⁻³ = 40 × 50 / (0.2 × 0.8) × 10⁻³ = 12.5 mg/kg → "12"; decimals as the MDL', () => {
    const res = run('soil-tmpl90', {
      header: { rho0: '0' },
      rows: [
        { sampleId: 'A', parameter: 'Pb', inputs: { m: '0.2000', wdm: '80', V: '50', rho: '40.0' } },
        // Cd: 0.50 × 50 / 0.16 × 10⁻³ = 0.15625 → 2 decimals → 0.16
        { sampleId: 'A', parameter: 'Cd', inputs: { m: '0.2000', wdm: '80', V: '50', rho: '0.50' } },
      ],
    });
    expect(res.rows.map((r) => [r.parameter, r.result?.display, r.result?.mdl])).toEqual([
      ['Pb', '12', '2'],
      ['Cd', '0.16', '0.07'],
    ]);
  });
  it('water AFS (water-tmpl62): (0.50 − 0.02) × 10/5 = 0.96 μg/L', () => {
    expect(
      display(run('water-tmpl62', { header: { rho0: '0.02' }, rows: [{ sampleId: 'A', parameter: 'Hg', inputs: { V: '5', V1: '10', rho: '0.50' } }] })),
    ).toBe('0.96');
  });
});

describe('chromatography', () => {
  it('internal standard, water (water-tmpl64): 10000 × 20 / (100000 × 0.8) = 2.5 μg/L', () => {
    const res = run('water-tmpl64', {
      header: { rhoIS: '20', RRF: '0.8' },
      rows: [{ sampleId: 'A', parameter: 'BENZ', inputs: { Ax: '10000', AIS: '100000' } }],
    });
    expect(display(res)).toBe('2.5');
  });
  it('soil VOC with vial weighing (soil-tmpl95): m = 5 g; 2 μg/L × 10 mL / (5 × 0.8) = 5.0 μg/kg', () => {
    const res = run('soil-tmpl95', {
      header: { rhoIS: '20', RRF: '1', V: '10' },
      rows: [{ sampleId: 'A', parameter: 'BENZ', inputs: { mEmpty: '20.000', mFull: '25.000', wdm: '80', Ax: '10000', AIS: '100000' } }],
    });
    expect(res.rows[0].values).toEqual({ m: '5', rhoX: '2' });
    expect(display(res)).toBe('5.0');
  });
  it('external standard, direct (water-tmpl136): (A − a)/b × D = (4020 − 20)/2000 × 10 = 20.0 mg/L (3 decimals capped at 3 s.f.)', () => {
    const res = run('water-tmpl136', {
      curve: { slope: '2000', intercept: '20', r: '0.9998' },
      rows: [{ sampleId: 'A', parameter: 'Cl-', inputs: { A: '4020', D: '10' } }],
    });
    expect(display(res)).toBe('20.0');
  });
});

describe('microbiology', () => {
  it('plate count (water-tmpl65): 10⁻¹ in range, 158 × 10 = 1580 → 1.6×10³; no growth → "<1"', () => {
    const res = run('water-tmpl65', {
      rows: [
        { sampleId: 'A', inputs: { f1: '1', a1: '410', b1: '395', f2: '10', a2: '164', b2: '152', f3: '100', a3: '18', b3: '15' } },
        { sampleId: 'B', inputs: { f1: '1', a1: '0', b1: '0', f2: '10', a2: '0', b2: '0', f3: '100', a3: '0', b3: '0' } },
      ],
    });
    expect(res.rows.map((r) => [r.result?.rounded, r.result?.display])).toEqual([
      ['1.6E3', '1.6×10³'],
      ['0', '<1'],
    ]);
  });
  it('MPN tubes (water-componentWaterFdc): 5-3-1 → ML estimate per mL × 1000 (tables: 110 per 100 mL)', () => {
    const res = run('water-componentWaterFdc', { rows: [{ sampleId: 'A', inputs: { p1: '5', p2: '3', p3: '1', D: '1' } }] });
    expect(res.rows[0].result?.display).toBe('1.1×10³');
  });
  it('all wells positive is a cell error, not a number', () => {
    const res = run('water-tmpl129', { rows: [{ sampleId: 'A', inputs: { large: '49', small: '48', V: '100' } }] });
    expect(res.errors).toEqual([{ row: 0, key: 'mpn100', message: 'calc.error.mpnAllPositive', params: {} }]);
  });
});

describe('soil physical properties', () => {
  it('saturated hydraulic conductivity (soil-tmpl87): Kt = 10 × 100 × 5/(20 × 10 × 5) = 5; K10 = 5/(0.7 + 0.03 × 10) = 5.00', () => {
    expect(display(run('soil-tmpl87', { rows: [{ sampleId: 'A', inputs: { Q: '100', Lh: '5', S: '20', t: '10', h: '5', T: '10' } }] }))).toBe('5.00');
  });
  it('porosity (soil-tmpl86): ρb = 132.5/100 = 1.325; (1 − 1.325/2.65) × 100 = 50.0 %', () => {
    expect(display(run('soil-tmpl86', { rows: [{ sampleId: 'A', inputs: { mRing: '100', mTotal: '232.5' } }] }))).toBe('50.0');
  });
  it('particle size (soil-tmpl84): clay (0.06 − 0)·40/10 = 24.0 %, silt 56.0 − 24.0 = 32.0 %, sand 44.0 %', () => {
    const res = run('soil-tmpl84', { header: { mBlank: '0' }, rows: [{ sampleId: 'A', inputs: { m: '10', mClay: '0.06', mFine: '0.14' } }] });
    expect(['result', 'silt', 'sand'].map((k) => display(res, 0, k))).toEqual(['24.0', '32.0', '44.0']);
  });
});

describe('solid waste', () => {
  it('flash point (gufei-tmpl104): 58.7 + 0.25 × (101.3 − 97.3) = 59.7 → 59.5 °C → ignitable', () => {
    const res = run('gufei-tmpl104', { header: { p: '97.3' }, rows: [{ sampleId: 'A', inputs: { t0: '58.7' } }] });
    expect(res.rows[0].results.map((r) => r.display)).toEqual(['59.5', 'calc.flag.hazardous']);
  });
  it('leaching (gufei-tmpl78): 10 × 80 g dry − 20 g water = 780 mL; leachant pH outside 3.20 ± 0.05 is a header error', () => {
    const res = run('gufei-tmpl78', { header: { leachantPH: '3.40' }, rows: [{ sampleId: 'A', inputs: { m: '100', wdm: '80' } }] });
    expect(display(res)).toBe('780');
    expect(res.errors).toEqual([{ row: -1, key: 'leachantPH', message: 'calc.error.aboveMax', params: { input: 'leachantPH', value: '3.40', max: '3.25' } }]);
  });
  it('corrosivity (gufei-tmpl103): pH 12.50 → corrosive; 7.02 → not', () => {
    const res = run('gufei-tmpl103', {
      rows: [
        { sampleId: 'A', inputs: { reading: '12.50' } },
        { sampleId: 'B', inputs: { reading: '7.02' } },
      ],
    });
    expect(res.rows.map((r) => r.results[1].flag)).toEqual([true, false]);
  });
});

describe('pretreatment', () => {
  it('VOC vial weighing (soil-tmpl139): 26.410 − 21.352 = 5.058 → 5.06 g; a lighter full vial is an error', () => {
    const res = run('soil-tmpl139', {
      rows: [
        { sampleId: 'A', inputs: { mEmpty: '21.352', mFull: '26.410' } },
        { sampleId: 'B', inputs: { mEmpty: '26.410', mFull: '21.352' } },
      ],
    });
    expect(display(res)).toBe('5.06');
    expect(res.errors).toEqual([{ row: 1, key: 'result', message: 'calc.error.belowMin', params: { input: 'result', value: '-5.058', min: '0.01' } }]);
  });
});
