// The methods' reporting rules and decision rules through evaluateRecord (issue 14), each worked by hand.
import { describe, expect, it } from 'vitest';
import { Dec, roundGB8170 } from '../../../schemas/calc/index.ts';
import { evaluateRecord, findTemplate, templateManifest, type RecordInput, type TemplateDef } from '../../../schemas/templates/index.ts';
import { formulaVariables } from '../../../schemas/calc/index.ts';

const H = { analysisDate: '2025-03-18', instrument: 'EQ-1' };
const T = (route: string): TemplateDef => findTemplate(route)!;
const run = (route: string, record: Omit<RecordInput, 'header'> & { header?: Record<string, string> }) =>
  evaluateRecord(T(route), { ...record, header: { ...H, ...record.header } });
const results = (res: ReturnType<typeof run>, key = 'result') => res.rows.map((r) => r.results.find((x) => x.key === key));

describe('judgements compare the full value (GB/T 8170-2008 §4.3.1) unless the standard names the rounded one', () => {
  it('corrosion rate (gufei-tmpl127): 6.3468 mm/a reports "6.35" but is NOT corrosive against ≥ 6.35; 6.35 is', () => {
    // CR = 87600·W/(A·T·D) = 87600 W / (10 × 100 × 87.6) = 1·W... with D = 8.76: 87600/(10·100·8.76) = 10 → CR = 10·W
    const res = run('gufei-tmpl127', {
      header: { D: '8.76' },
      rows: [
        { sampleId: 'A', inputs: { W: '0.63468', A: '10', T: '100' } },
        { sampleId: 'B', inputs: { W: '0.635', A: '10', T: '100' } },
        { sampleId: 'C', inputs: { W: '0.63499', A: '10', T: '100' } },
      ],
    });
    expect(res.errors).toEqual([]);
    expect(results(res).map((r) => r?.display)).toEqual(['6.35', '6.35', '6.35']);
    const flags = results(res, 'corrosive');
    expect(flags.map((f) => f?.code)).toEqual(['notHazardous', 'hazardous', 'notHazardous']);
    expect(flags[0]).toMatchObject({ flag: false, display: 'calc.flag.notHazardous', decision: { comparison: 'full' } });
    expect(flags[0]?.decision?.basis.zh).toMatch(/GB 5085\.1-2007 §4\.2.*GB\/T 8170-2008 §4\.3\.1（全数值比较法/);
    // each language reads its own: no Chinese in the English basis (issue 14: it mixed languages on the English screen)
    expect(flags[0]?.decision?.basis.en).toMatch(/GB 5085\.1-2007 §4\.2.*GB\/T 8170-2008 §4\.3\.1 \(full-value comparison/);
  });
  it('leachate pH (gufei-tmpl103): 12.50 and 2.000 corrosive; 12.49 not; 2.004 (reported "2.00") not', () => {
    const res = run('gufei-tmpl103', { rows: ['12.50', '12.49', '2.000', '2.004'].map((reading, i) => ({ sampleId: `S${i}`, inputs: { reading } })) });
    expect(results(res).map((r) => r?.display)).toEqual(['12.50', '12.49', '2.00', '2.00']);
    expect(results(res, 'corrosive').map((f) => f?.flag)).toEqual([true, false, true, false]);
  });
  it('flash point (gufei-tmpl104): 59.8 °C reports "60.0" (0.5 °C) and is ignitable (< 60); 60.0 is not', () => {
    const res = run('gufei-tmpl104', {
      header: { p: '101.3' },
      rows: [
        { sampleId: 'A', inputs: { t0: '59.8' } },
        { sampleId: 'B', inputs: { t0: '60.0' } },
      ],
    });
    expect(results(res).map((r) => r?.display)).toEqual(['60.0', '60.0']);
    expect(results(res, 'ignitable').map((f) => [f?.flag, f?.decision?.comparison])).toEqual([
      [true, 'full'],
      [false, 'full'],
    ]);
  });
  it('below-MDL uses the same full value: equal to the MDL is detected, just below is "MDL L" even if it rounds to it', () => {
    // water-tmpl64 (HJ 639): ρ = Ax·ρIS/(AIS·RRF̄)·f = Ax × 20 / 100000 = Ax/5000; benzene MDL 1.4 μg/L
    const res = run('water-tmpl64', {
      header: { rhoIS: '20', RRF: '1' },
      rows: [
        { sampleId: 'A', parameter: 'BENZ', inputs: { Ax: '7000', AIS: '100000', f: '1' } }, // 1.40 = MDL
        { sampleId: 'B', parameter: 'BENZ', inputs: { Ax: '6990', AIS: '100000', f: '1' } }, // 1.398 → rounds to 1.4, but < MDL
      ],
    });
    expect(results(res).map((r) => [r?.rounded, r?.display, r?.belowMdl])).toEqual([
      ['1.4', '1.4', false],
      ['1.4', '1.4L', true],
    ]);
  });
  it('every judgement of the manifest states its decision rule, and reads only what that rule allows', () => {
    let flags = 0;
    for (const t of templateManifest) {
      const names = new Set(t.results.map((r) => r.key));
      for (const r of t.results.filter((x) => x.kind === 'flag')) {
        flags++;
        expect(r.decision, `${t.id} ${r.key}`).toBeDefined();
        const vars = formulaVariables(r.formula);
        const roundedReads = vars.filter((v) => v.endsWith('_r') && names.has(v.slice(0, -2)));
        if (r.decision!.comparison === 'full') expect(roundedReads, `${t.id} ${r.key}`).toEqual([]);
        else
          expect(
            vars.filter((v) => names.has(v)),
            `${t.id} ${r.key}`,
          ).toEqual([]);
        expect(r.decision!.basis.zh).toMatch(/GB\/T 8170-2008 §4\.3/);
        expect(r.decision!.basis.en, `${t.id} ${r.key}: English basis in one language`).not.toMatch(/[\u3000-\u9fff\uff00-\uffef]/);
      }
    }
    expect(flags).toBeGreaterThan(10);
  });
});

describe('reporting rules from the methods', () => {
  it('BOD5 (water-tmpl46, HJ 505): the tier is chosen on the rounded value: 99.96 → "100", 99.94 → "99.9"', () => {
    // f2 = 50/1000 = 0.05, f1 = 0.95, blank depletion 0: (8.998 − 4.000)/0.05 = 99.96; (8.997 − 4.000)/0.05 = 99.94
    const res = run('water-tmpl46', {
      header: { rho3: '8.60', rho4: '8.60' },
      rows: [
        { sampleId: 'A', inputs: { Vs: '50', Vt: '1000', rho1: '8.998', rho2: '4.000' } },
        { sampleId: 'B', inputs: { Vs: '50', Vt: '1000', rho1: '8.997', rho2: '4.000' } },
        // (8.90 − 4.00)/0.002 = 2450 → 3 s.f. in ×10ⁿ form
        { sampleId: 'C', inputs: { Vs: '2', Vt: '1000', rho1: '8.90', rho2: '4.00' } },
      ],
    });
    expect(res.errors).toEqual([]);
    expect(results(res).map((r) => [r?.raw, r?.rounded, r?.display])).toEqual([
      ['99.96', '100', '100'],
      ['99.94', '99.9', '99.9'],
      ['2450', '2.45E3', '2.45×10³'],
    ]);
    expect(res.samples?.map((s) => s.result?.display)).toEqual(['100', '99.9', '2.45×10³']);
  });
  it('soil pH (soil-tmpl83, HJ 962): outside 2.00–12.00 reported "pH<2.00" / "pH>12.00"; rounded keeps the number', () => {
    const res = run('soil-tmpl83', {
      rows: ['12.35', '1.95', '12.00', '12.004', '2.00', '7.255'].map((reading, i) => ({ sampleId: `S${i}`, inputs: { reading } })),
    });
    expect(results(res).map((r) => r?.display)).toEqual(['pH>12.00', 'pH<2.00', '12.00', 'pH>12.00', '2.00', '7.26']);
    expect(results(res)[0]?.rounded).toBe('12.35');
    // the same rule on the component screen of the same method
    expect(results(run('water-componentSoilPh', { rows: [{ sampleId: 'A', inputs: { reading: '12.01' } }] }))[0]?.display).toBe('pH>12.00');
  });
  it('VOCs in water (water-tmpl64, HJ 639): one decimal, at most 3 s.f. from 100 μg/L', () => {
    const axes = ['499800', '61700', '617000', '61250', '61750']; // Ax/5000 = 99.96, 12.34, 123.4, 12.25, 12.35 (ties → even)
    const res = run('water-tmpl64', {
      header: { rhoIS: '20', RRF: '1' },
      rows: axes.map((Ax, i) => ({ sampleId: `S${i}`, parameter: 'TOL', inputs: { Ax, AIS: '100000', f: '1' } })),
    });
    expect(results(res).map((r) => r?.display)).toEqual(['100', '12.3', '123', '12.2', '12.4']);
  });
  it("soil Hg by AFS (soil-tmpl93, HJ 680): below 1 mg/kg as the MDL's decimals, from 1 mg/kg 3 s.f. (tier on the rounded value)", () => {
    // w = (ρ − ρ0)·V0·V2/(m·w_dm/100·V1)·10⁻³ = ρ × 50 × 10 / (0.5 × 10) × 0.001 = 0.1·ρ; Hg MDL 0.002 mg/kg
    const rows = ['0.456', '9.996', '123.45', '0.0195'].map((rho, i) => ({
      sampleId: `S${i}`,
      parameter: 'Hg',
      inputs: { m: '0.5', wdm: '100', V0: '50', V1: '10', V2: '10', rho },
    }));
    const res = run('soil-tmpl93', { header: { rho0: '0' }, rows });
    expect(res.errors).toEqual([]);
    expect(results(res).map((r) => r?.display)).toEqual(['0.046', '1.00', '12.3', '0.002L']);
  });
  it("soil metals by ICP-MS (soil-tmpl90, HJ 803): the MDL's decimals, at most 3 s.f.", () => {
    // w = ρ × 50 / (0.2 × 0.8) × 10⁻³ = 0.3125·ρ; Pb MDL 2 (0 decimals), Cd MDL 0.07 (2 decimals)
    const row = (parameter: string, rho: string) => ({ sampleId: `${parameter}-${rho}`, parameter, inputs: { m: '0.2000', wdm: '80', V: '50', rho } });
    const res = run('soil-tmpl90', { header: { rho0: '0' }, rows: [row('Pb', '40.0'), row('Pb', '4000'), row('Cd', '0.50'), row('Cd', '146.2')] });
    // 12.5 → "12" (tie, even); 1250 → "1.25E3"; 0.15625 → "0.16"; 45.6875 → "45.7" (not "45.69")
    expect(results(res).map((r) => r?.display)).toEqual(['12', '1.25×10³', '0.16', '45.7']);
  });
  it("QC reports a duplicate mean by the same rule (the MDL's decimals need the MDL)", () => {
    // Pb: 40.0 → 12.5, 42.0 → 13.125; mean 12.8125 → MDL 2 → 0 decimals → "13"
    const row = (sampleId: string, rho: string) => ({ sampleId, parameter: 'Pb', inputs: { m: '0.2000', wdm: '80', V: '50', rho } });
    const res = run('soil-tmpl90', { header: { rho0: '0' }, rows: [row('A', '40.0'), row('A-D', '42.0')], qc: { duplicates: [{ a: 'A', b: 'A-D' }] } });
    expect(res.qc.find((q) => q.kind === 'duplicate')).toMatchObject({ mean: '13' });
  });
  it('soil conductivity (soil-tmpl89, HJ 802): one decimal below 100 mS/m, 3 s.f. from 100 (as quoted in AUDIT.md)', () => {
    const res = run('soil-tmpl89', { rows: ['5.234', '99.96', '123.4', '5.25'].map((reading, i) => ({ sampleId: `S${i}`, inputs: { reading, f: '1' } })) });
    expect(results(res).map((r) => r?.display)).toEqual(['5.2', '100', '123', '5.2']);
  });
  it('low-concentration particulates (air-tmpl69, HJ 836 §1): above 50 mg/m³ reported ">50", judged on the full value', () => {
    // Δm × 10⁶ / V_nd with V_nd = 1000 L (0 °C, 101325 Pa): 0.0632 g → 63.2; 0.0500 g → 50.0; 0.05004 g → 50.04 (rounds to 50.0)
    const rows = ['1.06320', '1.05000', '1.05004'].map((m2, i) => ({ sampleId: `S${i}`, inputs: { m1: '1.00000', m2, Vm: '1000', tm: '0', Pm: '0' } }));
    const res = run('air-tmpl69', { header: { Ba: '101325' }, rows });
    expect(results(res).map((r) => [r?.rounded, r?.display])).toEqual([
      ['63.2', '>50'],
      ['50.0', '50.0'],
      ['50.0', '>50'],
    ]);
  });
  it('stack particulates (air-tmpl68, GB/T 16157 as amended 2017): 20 mg/m³ or less is "≤20", judged on the full value', () => {
    // Δm × 10⁶ / V_nd with V_nd = 1000 L: 0.00463 g → 4.63 ("≤20", not the non-detect "20L"); 0.02 g → 20 exactly, at the
    // bound ("≤20"); 0.02004 g → 20.04 > 20 ("20.0", although it rounds to 20.0); 0.0300 g → "30.0"
    const rows = ['1.00463', '1.02000', '1.02004', '1.03000'].map((m2, i) => ({
      sampleId: `S${i}`,
      inputs: { m1: '1.00000', m2, Vm: '1000', tm: '0', Pm: '0' },
    }));
    const res = run('air-tmpl68', { header: { Ba: '101325' }, rows });
    expect(res.errors).toEqual([]);
    expect(results(res).map((r) => [r?.rounded, r?.display, r?.belowMdl])).toEqual([
      ['4.6', '≤20', false],
      ['20.0', '≤20', false],
      ['20.0', '20.0', false],
      ['30.0', '30.0', false],
    ]);
    expect(T('air-tmpl68').parameters[0].mdl).toBeUndefined();
  });
  it('COD (HJ 828 §10.2 as quoted): whole numbers below 100 mg/L, 3 s.f. from 100, on both COD templates', () => {
    // ρ = c·(V0 − V1)·8000/V·f with the example header (c 0.0502, V0 24.85): V1 22.40, V 10 → 98.392 → "98";
    // V1 22.35 → 100.4 → "100"; V1 22.345 → 0.0502·2.505·800 = 100.6008 → "101"
    for (const route of ['water-tmpl44', 'water-componentWaterRlTow']) {
      const t = T(route);
      const rows = ['22.40', '22.35', '22.345'].map((V1, i) => ({ sampleId: `S${i}`, inputs: { V: '10.0', V1, f: '1' } }));
      const res = evaluateRecord(t, { header: t.example.header, rows });
      expect(res.errors, route).toEqual([]);
      expect(
        results(res).map((r) => r?.display),
        route,
      ).toEqual(['98', '100', '101']);
    }
  });
  it('no template\'s parameter rounding silently replaces its result\'s tiers (the COD component did: 98.392 → "98.4")', () => {
    // ResultRule.round: a parameter's own rounding wins over the result's roundingTiers, so the two together mean the
    // tiers are never used. Tiers belong with the result's rule, parameters without their own.
    const clashes = templateManifest.flatMap((t) =>
      t.results
        .filter((r) => r.roundingTiers?.length && t.parameters.some((p) => p.rounding && (r.parameter === undefined || r.parameter === p.code)))
        .map((r) => `${t.id}.${r.key}`),
    );
    expect(clashes).toEqual([]);
  });
  it('declares the rule and its basis on the template (what GET /admin/analform sends)', () => {
    expect(T('water-tmpl50').results[0]).toMatchObject({
      rounding: { decimals: 2, maxSignificant: 3 },
      reportingBasis: expect.stringContaining('HJ 636-2012'),
    });
    expect(T('gufei-tmpl107').results[0]).toMatchObject({
      rounding: { mdlDecimals: true, maxSignificant: 3 },
      reportingBasis: expect.stringContaining('HJ 781-2016'),
    });
    expect(T('gufei-tmpl107').parameters.every((p) => p.rounding === undefined)).toBe(true);
  });
});

describe('HJ 544 sulfuric acid mist (air-tmpl77) reports H2SO4', () => {
  it('converts sulfate ×98.08/96.06 and subtracts the blank cartridge', () => {
    // curve A = 2000·ρ: sample ρ1 = 40000/2000 = 20.0 mg/L, blank ρ0 = 200/2000 = 0.1 mg/L;
    // (20.0 − 0.1) × 100 mL / 400 L × 98.08/96.06 = 4.975 × 1.0210285… = 5.0796 → "5.08" mg/m³ (sulfate alone: 5.00)
    const res = run('air-tmpl77', {
      header: { A0: '200' },
      curve: { slope: '2000', intercept: '0', r: '0.9999' },
      rows: [{ sampleId: 'A', inputs: { Vt: '100', Vs: '400', A: '40000', D: '1' } }],
    });
    expect(res.errors).toEqual([]);
    expect(results(res)[0]).toMatchObject({ display: '5.08', unit: 'mg/m³', mdl: '0.2' });
    expect(new Dec(results(res)[0]!.raw).minus('5.0796').abs().lt('0.0001')).toBe(true);
  });
});

describe('calibration statistics in reported digits, full values kept', () => {
  it('r truncated (0.99898 → "0.998", fails, never "0.9990"); given slope and intercept as the instrument printed them', () => {
    const res = run('water-tmpl47', {
      header: { A0: '0.010' },
      curve: { slope: '0.006012', intercept: '0.0021', r: '0.99898' },
      rows: [{ sampleId: 'A', inputs: { V: '50', A: '0.312' } }],
    });
    expect(res.calibration).toMatchObject({ r: '0.99898', reported: { r: '0.998', slope: '0.006012', intercept: '0.0021' }, pass: false });
    expect(res.qc.find((q) => q.kind === 'calibration')).toMatchObject({ value: '0.998', pass: false, params: { r: '0.99898' } });
  });
  it('a fitted curve: slope as many s.f. as x, intercept to the last decimal of y (curve.ts reportedFit)', () => {
    // x 0..80 (2 s.f.) → slope 2 s.f.; y 3 decimals → intercept 3 decimals
    const points = [
      ['0', '0.002'],
      ['10', '0.063'],
      ['20', '0.121'],
      ['40', '0.243'],
      ['60', '0.359'],
      ['80', '0.482'],
    ].map(([x, y]) => ({ x, y }));
    const res = run('water-tmpl47', { header: { A0: '0.010' }, curve: { points }, rows: [{ sampleId: 'A', inputs: { V: '50', A: '0.312' } }] });
    const cal = res.calibration!;
    expect(cal.slope.length).toBeGreaterThan(10); // the full value is kept
    expect(cal.reported.slope).toBe(roundGB8170(cal.slope, { significant: 2 }));
    expect(cal.reported.slope).toMatch(/^0\.00\d\d$/); // 0.0060…: two significant figures, not three
    expect(cal.reported.intercept).toBe(roundGB8170(cal.intercept, { decimals: 3 }));
    expect(cal.reported.intercept).toMatch(/^-?\d\.\d{3}$/);
    expect(new Dec(cal.reported.r).lte(new Dec(cal.r))).toBe(true);
  });
  it('the digits follow the points: x written to 3 s.f. gives a 3-s.f. slope, y to 4 decimals a 4-decimal intercept', () => {
    const points = [
      ['0.00', '0.0021'],
      ['0.500', '0.0652'],
      ['1.00', '0.1263'],
      ['2.00', '0.2534'],
      ['4.00', '0.5011'],
      ['6.00', '0.7519'],
    ].map(([x, y]) => ({ x, y }));
    const res = run('water-tmpl47', { header: { A0: '0.010' }, curve: { points }, rows: [{ sampleId: 'A', inputs: { V: '50', A: '0.312' } }] });
    const cal = res.calibration!;
    expect(cal.reported.slope).toBe(roundGB8170(cal.slope, { significant: 3 }));
    expect(cal.reported.intercept).toBe(roundGB8170(cal.intercept, { decimals: 4 }));
  });
});

describe('multi-analyte rows must name a known parameter', () => {
  it('a missing or unknown parameter is a cell error and the row has no borrowed result', () => {
    const res = run('water-tmpl64', {
      header: { rhoIS: '20', RRF: '1' },
      rows: [
        { sampleId: 'A', inputs: { Ax: '7000', AIS: '100000', f: '1' } },
        { sampleId: 'B', parameter: 'BENZENE', inputs: { Ax: '7000', AIS: '100000', f: '1' } },
      ],
    });
    expect(res.errors).toEqual([
      { row: 0, key: 'parameter', message: 'calc.error.parameterRequired', params: { input: 'parameter', choices: 'BENZ, TOL, CHCl3, TCE, PCE' } },
      { row: 1, key: 'parameter', message: 'calc.error.unknownParameter', params: { input: 'parameter', value: 'BENZENE' } },
    ]);
    expect(res.rows.map((r) => r.results.length)).toEqual([0, 0]);
  });
});
