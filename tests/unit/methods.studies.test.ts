// The verification studies' arithmetic (issue 32 item 1, schemas/methods/): the t table and the quantile that fills
// its gaps, the detection-limit study against a published worked example and a hand computation, and the precision
// and accuracy studies.
import { describe, it, expect } from 'vitest';
import { evaluateMdlStudy, mdlResultOf, studentT99, tFor, T_TABLE } from '../../schemas/methods/mdl.ts';
import { accuracyResultOf, crmAccuracy, precisionResultOf, precisionStudy, spikeAccuracy } from '../../schemas/methods/studies.ts';
import { accuracyResult, mdlResult, precisionResult } from '../../schemas/methods/results.ts';
import { roundGB8170 } from '../../schemas/calc/round.ts';

const study = (values: Array<string | number>, standardMdl?: string) => {
  const r = evaluateMdlStudy({ values, standardMdl });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.study;
};

describe('t(n−1, 0.99), one-sided', () => {
  it('is the table figure for every row of the table (n = 7 … 21)', () => {
    expect(T_TABLE.map(([n]) => n)).toEqual([7, 8, 9, 10, 11, 16, 21]);
    for (const [n, t] of T_TABLE) expect(tFor(n)).toEqual({ t, source: 'table' });
  });

  it('computes the exact quantile that rounds to every row of the table, and to the rows past it', () => {
    // the table's rows, and 40 CFR 136 App. B's further rows as Wis. Admin. Code NR 252.0365 reproduces them:
    // 26 → 2.485, 31 → 2.457, 61 → 2.390
    const rows: ReadonlyArray<readonly [number, string]> = [...T_TABLE, [26, '2.485'], [31, '2.457'], [61, '2.390']];
    for (const [n, t] of rows) expect(roundGB8170(String(studentT99(n - 1)), { decimals: 3 }), `n = ${n}`).toBe(t);
    // textbook values of the one-sided 99 % quantile: ν = 1 → 31.821, ν = 2 → 6.965, ν = 3 → 4.541
    expect(studentT99(1).toFixed(3)).toBe('31.821');
    expect(studentT99(2).toFixed(3)).toBe('6.965');
    expect(studentT99(3).toFixed(3)).toBe('4.541');
  });

  it('fills the gaps of the table with the computed figure to 3 places', () => {
    expect(tFor(12)).toEqual({ t: '2.718', source: 'computed' });
    expect(tFor(20)).toEqual({ t: '2.539', source: 'computed' });
    // decreasing with n between the table's rows
    const ts = Array.from({ length: 15 }, (_, i) => Number(tFor(i + 7).t));
    expect(ts.every((t, i) => i === 0 || t < ts[i - 1])).toBe(true);
  });
});

describe('the detection-limit study (HJ 168-2020 annex A)', () => {
  it("agrees with Hach's published worked example", () => {
    // Hach DR/850 manual, "Chemical Analysis Information", Method Detection Limit, p. 45
    // (https://www.easymanua.ls/hach/dr-850/manual?p=45): iron (FerroZine), 8 portions of a 0.010 mg/L standard;
    // "average concentration = 0.010 mg/L", "s = 0.0009 mg/L", "MDL = 2.998 (Student's t) x 0.0009 (s)",
    // "MDL = 0.003 mg/L". The example prints each figure to the digits shown.
    const s = study(['0.009', '0.010', '0.009', '0.010', '0.008', '0.011', '0.010', '0.009']);
    expect(s.t).toBe('2.998');
    expect(roundGB8170(s.mean, { decimals: 3 })).toBe('0.010');
    expect(roundGB8170(s.s, { significant: 1 })).toBe('0.0009');
    expect(roundGB8170(s.mdl, { significant: 1 })).toBe('0.003');
  });

  it('matches a hand computation of seven replicates (t = 3.143)', () => {
    // 0.52 0.48 0.50 0.47 0.53 0.51 0.49: Σ = 3.50, mean = 0.50; deviations .02 −.02 0 −.03 .03 .01 −.01,
    // Σd² = 0.0028; S = √(0.0028 / 6) = 0.021602468994692867…; MDL = 3.143 × S = 0.067896560050319…;
    // LOQ = 4 × MDL = 0.27158624020127…; mean / MDL = 7.3641… (between 1 and 10: a valid spike level)
    const s = study([0.52, 0.48, 0.5, 0.47, 0.53, 0.51, 0.49], '0.07');
    expect(s.n).toBe(7);
    expect(s.mean).toBe('0.5');
    expect(s.s.startsWith('0.02160246899469286')).toBe(true);
    expect(s.t).toBe('3.143');
    expect(s.mdl.startsWith('0.0678965600503')).toBe(true);
    expect(s.loq.startsWith('0.271586240201')).toBe(true);
    expect(s.ratio.startsWith('7.3641')).toBe(true);
    expect(s.verdict).toBe('pass');
    expect(s.reasons).toEqual([]);
    // the reported values: mean one place past the data, s 3 significant figures, t as the table
    expect(s.reported).toMatchObject({ mean: '0.500', s: '0.0216', t: '3.143' });
    // against a standard MDL below the lab's: fail
    expect(study([0.52, 0.48, 0.5, 0.47, 0.53, 0.51, 0.49], '0.06').verdict).toBe('fail');
  });

  it('asks for a redo before it judges against the standard', () => {
    const high = study(['10.0', '10.1', '10.2', '10.0', '10.1', '10.2', '10.1'], '0.01');
    expect(high.verdict).toBe('redo');
    expect(high.reasons).toEqual(['meanAboveTenMdl', 'mdlAboveStandard']);
    const low = study(['0.001', '-0.002', '0.003', '0.000', '-0.001', '0.002', '0.001']);
    expect(low.verdict).toBe('redo');
    expect(low.reasons).toEqual(['meanBelowMdl', 'notCompared']);
  });

  it('names the fields that make a study impossible', () => {
    const issues = (values: Array<string | number>, standardMdl?: string | number) => {
      const r = evaluateMdlStudy({ values, standardMdl });
      return r.ok ? [] : r.issues.map((i) => [i.path.join('.'), i.reason]);
    };
    expect(issues(['1', '2', '3', '4', '5', '6'])).toEqual([['values', 'tooFew']]);
    expect(issues(['1', '2', 'x', '4', '5', '6', '7'])).toEqual([['values.2', 'notNumber']]);
    expect(issues(['1', '2', '3', '4', '5', '6', '7'], '0')).toEqual([['standardMdl', 'notPositive']]);
    expect(issues(Array(7).fill('0.5'))).toEqual([['values', 'noSpread']]);
  });
});

describe('precision and accuracy', () => {
  it('gives n, mean, s and RSD % per level', () => {
    // 10.1 10.3 9.9 10.0 10.2 10.1: mean 10.1, Σd² = 0.10, s = √0.02 = 0.14142…, RSD = 1.40021144789… %
    const r = precisionStudy([{ values: ['10.1', '10.3', '9.9', '10.0', '10.2', '10.1'] }, { values: [0.5, 0.52, 0.49] }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value[0]).toMatchObject({ n: 6, mean: '10.1', reported: { mean: '10.10', s: '0.141', rsd: '1.4' } });
    expect(r.value[0].s.startsWith('0.1414213562373095')).toBe(true);
    expect(r.value[0].rsd.startsWith('1.40021144789')).toBe(true);
    expect(r.value[1].n).toBe(3);
    const bad = precisionStudy([{ values: ['1'] }, { values: ['1', 'a'] }, { values: ['1', '-1'] }]);
    expect(bad.ok ? [] : bad.issues).toEqual([
      { path: ['levels', 0, 'values'], reason: 'tooFew' },
      { path: ['levels', 1, 'values', 1], reason: 'notNumber' },
      { path: ['levels', 2, 'values'], reason: 'zeroMean' },
    ]);
  });

  it("judges a certified reference material by its relative error and the certificate's range", () => {
    // 49.2 50.6 51.0 → mean 50.2666…; against 50.0 ± 2.5: RE = +0.533… %, within; against 48.0 ± 2.0: RE = +4.72 %, outside
    const a = crmAccuracy({ values: ['49.2', '50.6', '51.0'], certified: '50.0', halfRange: '2.5' });
    expect(a.ok && a.value).toMatchObject({ n: 3, within: true, reported: { mean: '50.27', relativeError: '0.5' } });
    const b = crmAccuracy({ values: ['49.2', '50.6', '51.0'], certified: '48.0', halfRange: '2.0' });
    expect(b.ok && b.value).toMatchObject({ within: false, reported: { relativeError: '4.7' } });
    // on the range's end: within (ends included)
    expect(crmAccuracy({ values: ['52.5'], certified: '50.0', halfRange: '2.5' })).toMatchObject({ ok: true, value: { within: true } });
    const bad = crmAccuracy({ values: ['1'], certified: '0', halfRange: 'x' });
    expect(bad.ok ? [] : bad.issues.map((i) => i.path.join('.'))).toEqual(['certified', 'halfRange']);
  });

  it('gives spike recovery per replicate and its mean against [low, high] %', () => {
    // (2.15 − 1.20) / 1.00 = 95 %, (2.31 − 1.20) / 1.00 = 111 %: mean 103 %
    const replicates = [
      { sample: '1.20', spiked: '2.15', added: '1.00' },
      { sample: '1.20', spiked: '2.31', added: '1.00' },
    ];
    const a = spikeAccuracy({ replicates, range: ['80', '120'] });
    expect(a.ok && a.value).toEqual({
      recoveries: [
        { recovery: '95', within: true, reported: '95.0' },
        { recovery: '111', within: true, reported: '111.0' },
      ],
      mean: '103',
      within: true,
      reported: { mean: '103.0' },
    });
    const b = spikeAccuracy({ replicates, range: [90, 110] });
    expect(b.ok && b.value.recoveries.map((r) => r.within)).toEqual([true, false]);
    expect(b.ok && b.value.within).toBe(true);
    const bad = spikeAccuracy({ replicates: [{ sample: '1', spiked: '2', added: '0' }], range: ['120', '80'] });
    expect(bad.ok ? [] : bad.issues.map((i) => [i.path.join('.'), i.reason])).toEqual([
      ['range', 'rangeOrder'],
      ['replicates.0.added', 'notPositive'],
    ]);
  });
});

describe('what a verification record stores (schemas/methods/results.ts)', () => {
  it('fits the detection-limit study into mdlResult, reasons as message keys', () => {
    const r = evaluateMdlStudy({ values: ['10.0', '10.1', '10.2', '10.0', '10.1', '10.2', '10.1'] });
    if (!r.ok) throw new Error('not computed');
    const stored = mdlResultOf(r.study);
    expect(mdlResult.parse(stored)).toEqual(stored);
    expect(stored).toMatchObject({ n: 7, t: '3.143', verdict: 'redo', reasons: ['mdl.reason.meanAboveTenMdl', 'mdl.reason.notCompared'] });
  });

  it("computes a record's precision and accuracy entries into precisionResult and accuracyResult", () => {
    const p = precisionResultOf({ levels: [{ level: '低', values: ['10.1', '10.3', '9.9', '10.0', '10.2', '10.1'] }] });
    expect(p.ok && precisionResult.parse(p.value).levels[0]).toMatchObject({ level: '低', n: 6, reported: { rsd: '1.4' } });
    const crm = accuracyResultOf({ kind: 'crm', certifiedValue: '50.0', certifiedU: '2.5', values: ['49.2', '50.6', '51.0'] });
    expect(crm.ok && accuracyResult.parse(crm.value)).toMatchObject({ kind: 'crm', n: 3, pass: true, reported: { mean: '50.27', value: '0.5' } });
    // spiked results 2.15 and 2.31 over a background of 1.20, 1.00 added: 95 % and 111 %, mean 103 %
    const spike = accuracyResultOf({ kind: 'spike', added: '1.00', background: '1.20', values: ['2.15', '2.31'], acceptLow: '80', acceptHigh: '120' });
    expect(spike.ok && accuracyResult.parse(spike.value)).toEqual({
      kind: 'spike',
      n: 2,
      mean: '2.23',
      value: '103',
      recoveries: ['95', '111'],
      pass: true,
      reasons: [],
      reported: { mean: '2.230', value: '103.0' },
    });
    // no acceptance range: not judged
    expect(accuracyResultOf({ kind: 'spike', added: '1.00', values: ['0.97'] })).toMatchObject({ ok: true, value: { value: '97', pass: null } });
    // the record's own fields are named
    const issues = (r: ReturnType<typeof accuracyResultOf>) => (r.ok ? [] : r.issues.map((i) => i.path.join('.')));
    expect(issues(accuracyResultOf({ kind: 'crm', values: ['1'] }))).toEqual(['certifiedValue']);
    expect(issues(accuracyResultOf({ kind: 'spike', added: '0', values: ['1', '2'], acceptLow: '120', acceptHigh: '80' }))).toEqual(['acceptLow', 'added']);
    expect(issues(accuracyResultOf({ kind: 'spike', added: '1', values: [] }))).toEqual(['values']);
  });
});
