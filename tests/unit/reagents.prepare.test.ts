// A prepared solution's concentration and standard uncertainty (schemas/reagents/prepare.ts, issue 34 item 2): QUAM's
// worked example A1 and a hand calculation of a two-step ammonia-nitrogen chain, full values compared, nothing rounded
// before the comparison; then the inputs that give no result, by field.
import { describe, it, expect } from 'vitest';
import { Dec } from '../../schemas/calc/decimal.ts';
import { prepare, type PrepInput } from '../../schemas/reagents/prepare.ts';

const d = (s: string | number) => new Dec(s);
const sig = (s: string, n: number) => d(s).toSignificantDigits(n, Dec.ROUND_HALF_EVEN).toString();
const ok = (input: PrepInput) => {
  const r = prepare(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.result;
};
const line = (r: ReturnType<typeof ok>, name: string) => r.contributions.find((c) => c.name === name)!;

describe('EURACHEM/CITAC CG4 (QUAM, 3rd ed.) example A1: a cadmium calibration standard by weighing', () => {
  // c_Cd = 1000·m·P/V with the inputs of QUAM §A1.4 as MSLNZ GTC's documentation reproduces them
  // (github.com/MSLNZ/GTC docs/API/CITAC_A1.rst; QUAM's own text could not be read):
  //   m = 100.28 mg with u(m) = 0.05 mg; P = 0.9999 ± 0.0001 rectangular; V = 100 mL ± 0.1 mL triangular;
  //   the filling repeatability u = 0.02 mL and the temperature ± 0.084 mL rectangular (passed as `extra`: a record has
  //   no fields for them).
  // GTC's answer: "c_Cd=1002.7, u=0.835199"; budget "m: 0.49995, V_T: 0.486284, V_flask: 0.40935, V_rep: 0.20054,
  // P: 0.0578967" (mg/L).
  const r = ok({
    source: { kind: 'purity', purity: d('0.9999'), tolerance: d('0.0001') },
    amount: d('100.28'),
    amountUnit: 'mg',
    amountU: d('0.05'),
    finalVolume: d('100'),
    flaskTolerance: d('0.1'),
    unit: 'mg/L',
    extra: [
      { name: 'V_rep', uRelative: d('0.02').div(100) },
      { name: 'V_T', uRelative: d('0.084').div(d(3).sqrt()).div(100) },
    ],
  });

  it('computes c = 100.28 mg × 0.9999 ÷ 100 mL × 1000 = 1002.69972 mg/L, kept in full', () => {
    expect(r.concentration).toBe('1002.69972');
    expect(sig(r.concentration, 5)).toBe('1002.7');
  });

  it('gives the published combined standard uncertainty and each contribution', () => {
    expect(sig(r.u, 6)).toBe('0.835199');
    const abs = (name: string) => d(line(r, name).uRelative).times(r.concentration).toString();
    expect(sig(abs('mass'), 5)).toBe('0.49995');
    expect(sig(abs('V_T'), 6)).toBe('0.486284');
    expect(sig(abs('flask'), 5)).toBe('0.40935');
    expect(sig(abs('V_rep'), 5)).toBe('0.20054');
    expect(sig(abs('purity'), 6)).toBe('0.0578967');
    expect(line(r, 'flask').basis).toBe('±0.1 mL ÷ √6');
    expect(line(r, 'purity').basis).toBe('±0.0001 ÷ √3');
  });
});

describe('a two-step ammonia-nitrogen chain, by hand', () => {
  // CRM: 500 mg/L, U = 5 mg/L, k = 2.
  //   u(CRM)/c = (5 / 2) / 500 = 0.005
  // Step 1, the stock: 10.00 mL (pipette ± 0.020 mL) made up to 100 mL (flask ± 0.10 mL).
  //   c₁ = 500 × 10.00 / 100 = 50 mg/L
  //   u(pipette)/v = 0.020/√6 / 10   → squared 0.0004 / 6 / 100   = 0.000000666666…
  //   u(flask)/V   = 0.10/√6 / 100   → squared 0.01 / 6 / 10000   = 0.000000166666…
  //   (u₁/c₁)² = 0.000025 + 0.000000666666… + 0.000000166666… = 0.0000258333…
  //   u₁/c₁ = 0.0050826502273256354…, u₁ = 50 × that = 0.25413251136628177… mg/L
  // Step 2, the working solution: 5.00 mL of the stock (pipette ± 0.015 mL) made up to 50 mL (flask ± 0.05 mL).
  //   c₂ = 50 × 5.00 / 50 = 5 mg/L
  //   u(pipette)/v = 0.015/√6 / 5    → squared 0.000225 / 6 / 25  = 0.0000015
  //   u(flask)/V   = 0.05/√6 / 50    → squared 0.0025 / 6 / 2500  = 0.000000166666…
  //   (u₂/c₂)² = 0.0000258333… + 0.0000015 + 0.000000166666… = 0.0000275
  //   u₂/c₂ = √0.0000275 = 0.0052440442408507577…, u₂ = 5 × that = 0.026220221204253789… mg/L
  const stock = ok({
    source: { kind: 'certified', value: d('500'), unit: 'mg/L', U: d('5'), k: d('2') },
    amount: d('10.00'),
    amountUnit: 'mL',
    amountTolerance: d('0.020'),
    finalVolume: d('100'),
    flaskTolerance: d('0.10'),
    unit: 'mg/L',
  });
  const working = ok({
    source: { kind: 'solution', value: d(stock.concentration), unit: 'mg/L', u: d(stock.u) },
    amount: d('5.00'),
    amountUnit: 'mL',
    amountTolerance: d('0.015'),
    finalVolume: d('50'),
    flaskTolerance: d('0.05'),
    unit: 'mg/L',
  });

  it('computes the stock: 50 mg/L, u = 0.254132511366281770… mg/L, one line per source', () => {
    expect(d(stock.concentration).eq(50)).toBe(true);
    expect(sig(stock.uRelative, 20)).toBe('0.0050826502273256354123');
    expect(sig(stock.u, 20)).toBe('0.25413251136628177061');
    expect(stock.contributions.map((c) => c.name)).toEqual(['certified', 'pipette', 'flask']);
    expect(line(stock, 'certified').uRelative).toBe('0.005');
    expect(line(stock, 'certified').basis).toBe('U 5 mg/L ÷ k 2');
  });

  it('computes the working solution from the stock: 5 mg/L, u = 0.0262202212042537887… mg/L', () => {
    expect(d(working.concentration).eq(5)).toBe(true);
    expect(sig(working.uRelative, 20)).toBe('0.005244044240850757735');
    expect(sig(working.u, 20)).toBe('0.026220221204253788675');
    expect(working.contributions.map((c) => c.name)).toEqual(['parentSolution', 'pipette', 'flask']);
    expect(sig(line(working, 'parentSolution').uRelative, 20)).toBe(sig(stock.uRelative, 20));
    expect(working.steps?.[0]).toBe('c = c₀ · v / V = 50 mg/L × 5 mL ÷ 50 mL = 5 mg/L');
  });

  it('converts units: the same working solution stated in µg/L is 5000 with the same relative u', () => {
    const inMicrograms = ok({
      source: { kind: 'solution', value: d(stock.concentration).times(1000), unit: 'µg/L', u: d(stock.u).times(1000) },
      amount: d('5000'),
      amountUnit: 'µL',
      amountTolerance: d('15'),
      finalVolume: d('50'),
      flaskTolerance: d('0.05'),
      unit: 'µg/L',
    });
    expect(d(inMicrograms.concentration).eq(5000)).toBe(true);
    expect(sig(inMicrograms.uRelative, 20)).toBe(sig(working.uRelative, 20));
  });

  it('takes an amount without its tolerance as exact and says so', () => {
    const exact = ok({
      source: { kind: 'certified', value: d('500'), unit: 'mg/L', U: d('5'), k: d('2') },
      amount: d('10'),
      amountUnit: 'mL',
      finalVolume: d('100'),
      unit: 'mg/L',
    });
    expect(exact.uRelative).toBe('0.005');
    expect(line(exact, 'pipette')).toMatchObject({ uRelative: '0', basis: '—' });
  });
});

describe('inputs that give no result, by field', () => {
  const crm = { kind: 'certified' as const, value: d('500'), unit: 'mg/L' as const, U: d('5'), k: d('2') };
  const base: PrepInput = { source: crm, amount: d('10'), amountUnit: 'mL', finalVolume: d('100'), unit: 'mg/L' };
  const issues = (input: PrepInput) => {
    const r = prepare(input);
    return r.ok ? [] : r.issues;
  };

  it('refuses a dilution into a smaller volume than taken', () => {
    expect(issues({ ...base, amount: d('20'), finalVolume: d('10') })).toEqual([{ field: 'finalVolume', reason: 'smallerVolume' }]);
    expect(issues({ ...base, amount: d('10000'), amountUnit: 'µL', finalVolume: d('10') })).toEqual([]);
  });

  it('refuses a tolerance, an amount or a volume that is not positive', () => {
    expect(issues({ ...base, amountTolerance: d(0) })).toEqual([{ field: 'amountTolerance', reason: 'notPositive' }]);
    expect(issues({ ...base, flaskTolerance: d('-0.1') })).toEqual([{ field: 'flaskTolerance', reason: 'notPositive' }]);
    expect(issues({ ...base, amount: d(0) })).toEqual([{ field: 'amount', reason: 'notPositive' }]);
  });

  it('refuses a weighed amount of a solution and a volume of a solid', () => {
    expect(issues({ ...base, amountUnit: 'mg' })).toEqual([{ field: 'amountUnit', reason: 'volumeNeedsValue' }]);
    expect(issues({ ...base, source: { kind: 'purity', purity: d('0.999') } })).toEqual([{ field: 'amountUnit', reason: 'massNeedsPurity' }]);
  });
});
