// evaluateRecord on bad input (cell errors, never a throw) and the QC evaluations beside the rows.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateRecord, findTemplate, templateManifest, type RecordInput, type TemplateDef } from '../../../schemas/templates/index.ts';

const T = (route: string): TemplateDef => findTemplate(route)!;
const H = { analysisDate: '2025-03-18', instrument: 'EQ-1' };
const nh3 = T('water-tmpl47');
const curve = { slope: '0.006', intercept: '0.002', r: '0.9995' };

describe('bad input becomes cell errors', () => {
  it('marks a negative absorbance, a zero volume, a non-number and an empty required cell, and computes the good row', () => {
    const res = evaluateRecord(nh3, {
      header: { ...H, A0: '0.010' },
      curve,
      rows: [
        { sampleId: 'neg', inputs: { V: '50', A: '-0.005' } },
        { sampleId: 'zero', inputs: { V: '0', A: '0.200' } },
        { sampleId: 'text', inputs: { V: '50', A: 'abc' } },
        { sampleId: 'empty', inputs: { V: '', A: '0.200' } },
        { sampleId: 'good', inputs: { V: '50', A: '0.312' } },
      ],
    });
    expect(res.ok).toBe(false);
    expect(res.errors).toEqual([
      { row: 0, key: 'A', message: 'calc.error.belowMin', params: { input: 'A', value: '-0.005', min: '0' } },
      { row: 1, key: 'V', message: 'calc.error.notPositive', params: { input: 'V', value: '0' } },
      { row: 2, key: 'A', message: 'calc.error.notANumber', params: { input: 'A', value: 'abc' } },
      { row: 3, key: 'V', message: 'calc.error.required', params: { input: 'V' } },
    ]);
    expect(res.rows.map((r) => r.ok)).toEqual([false, false, false, false, true]);
    expect(res.rows[4].result?.display).toBe('1.000');
    expect(res.rows[0].result).toBeUndefined();
  });

  it('applies defaults to empty optional cells (dilution factor 1)', () => {
    const res = evaluateRecord(nh3, { header: { ...H, A0: '0.010' }, curve, rows: [{ sampleId: 'a', inputs: { V: '50', A: '0.312', f: '' } }] });
    expect(res.errors).toEqual([]);
    expect(res.rows[0].result?.raw).toBe('1');
  });

  it('names the header field and the missing curve (row −1), and skips formulas that need them without piling up errors', () => {
    const res = evaluateRecord(nh3, { header: { analysisDate: '2025-03-18', A0: 'x' }, rows: [{ sampleId: 'a', inputs: { V: '50', A: '0.2' } }] });
    expect(res.errors).toEqual([
      { row: -1, key: 'instrument', message: 'calc.error.required', params: { input: 'instrument' } },
      { row: -1, key: 'A0', message: 'calc.error.notANumber', params: { input: 'A0', value: 'x' } },
      { row: -1, key: 'curve', message: 'calc.error.curveMissing', params: {} },
    ]);
    expect(res.rows[0].results).toEqual([]);
  });

  it('reports a division by zero on the input that caused it', () => {
    // Permanganate: K = 10 / V2; V2 is a header field declared > 0, so a zero is caught as the field's error.
    const res = evaluateRecord(T('water-tmpl45'), { header: { ...H, c: '0.01', V2: '0' }, rows: [{ sampleId: 'a', inputs: { V: '100', V1: '4' } }] });
    expect(res.errors).toEqual([{ row: -1, key: 'V2', message: 'calc.error.notPositive', params: { input: 'V2', value: '0' } }]);
    // Dry matter: (m2 − m0)/(m1 − m0) with m1 = m0 divides by zero; the message names m1.
    const dm = evaluateRecord(T('soil-tmpl82'), { header: H, rows: [{ sampleId: 'a', inputs: { m0: '20', m1: '20', m2: '19' } }] });
    expect(dm.errors[0]).toMatchObject({ row: 0, message: 'calc.error.divisionByZero', params: { input: 'm1' } });
  });

  it('marks absurd magnitudes in the cell (1e999, 1e-999) instead of failing the whole record', () => {
    for (const t of templateManifest) {
      const input = t.inputs.find((d) => (d.kind ?? 'number') === 'number');
      if (!input || !t.example.rows.length) continue;
      for (const value of ['1e999', '-1e20', '1e-999']) {
        const rows = t.example.rows.map((r, i) => (i === 0 ? { ...r, inputs: { ...r.inputs, [input.key]: value } } : r));
        const ev = evaluateRecord(t, { ...t.example, rows });
        expect(
          ev.errors.filter((e) => e.message === 'calc.error.internal'),
          `${t.id} ${value}`,
        ).toEqual([]);
        expect(ev.errors, `${t.id} ${value}`).toContainEqual({ row: 0, key: input.key, message: 'calc.error.outOfRange', params: { input: input.key, value } });
      }
    }
    const hw = findTemplate('water-componentWaterHw')!;
    const header = hw.header.find((d) => (d.kind ?? 'number') === 'number')!;
    const ev = evaluateRecord(hw, { ...hw.example, header: { ...hw.example.header, [header.key]: '1e-999' } });
    expect(ev.errors).toContainEqual({ row: -1, key: header.key, message: 'calc.error.outOfRange', params: { input: header.key, value: '1e-999' } });
  });

  it('refuses a curve with too few points or a flat one', () => {
    const few = evaluateRecord(nh3, {
      header: { ...H, A0: '0' },
      curve: {
        points: [
          { x: '0', y: '0' },
          { x: '1', y: '0.1' },
        ],
      },
      rows: [],
    });
    expect(few.errors).toEqual([{ row: -1, key: 'curve', message: 'calc.error.curveTooFewPoints', params: { min: 5, got: 2 } }]);
    const flat = evaluateRecord(nh3, { header: { ...H, A0: '0' }, curve: { points: ['0', '1', '2', '3', '4'].map((x) => ({ x, y: '0.1' })) }, rows: [] });
    expect(flat.errors).toEqual([{ row: -1, key: 'curve', message: 'calc.error.curveFlat', params: {} }]);
  });

  it('never throws, whatever it is given', () => {
    const some = [nh3, T('water-tmpl46'), T('water-tmpl65'), T('gufei-tmpl104'), T('soil-tmpl84')];
    fc.assert(
      fc.property(fc.constantFrom(...some), fc.anything(), (t, junk) => {
        const res = evaluateRecord(t, junk as RecordInput);
        return Array.isArray(res.errors) && Array.isArray(res.rows);
      }),
      { numRuns: 300 },
    );
    const cell = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('0', '-1', '1e400', '0.000', ' 12 ', 'NaN', '∞', '１２'));
    fc.assert(
      fc.property(fc.constantFrom(...templateManifest), fc.array(fc.dictionary(fc.string({ maxLength: 4 }), cell), { maxLength: 3 }), (t, rowsInputs) => {
        const inputs = (i: number) => Object.fromEntries(t.inputs.map((d, k) => [d.key, Object.values(rowsInputs[i] ?? {})[k] ?? '']));
        const res = evaluateRecord(t, {
          header: t.example.header,
          curve: t.example.curve,
          rows: rowsInputs.map((_, i) => ({ sampleId: `s${i}`, inputs: inputs(i) })),
        });
        return res.errors.every((e) => typeof e.message === 'string' && e.message.startsWith('calc.error.') && e.message !== 'calc.error.internal');
      }),
      { numRuns: 500 },
    );
  });
});

describe('QC evaluations', () => {
  const base = (rows: [string, string][], qc: RecordInput['qc']) =>
    evaluateRecord(nh3, { header: { ...H, A0: '0.010' }, curve, rows: rows.map(([sampleId, A]) => ({ sampleId, inputs: { V: '50', A } })), qc });

  it('duplicate RD with the pair mean (½ MDL rule), and "not judged" when both are below the MDL', () => {
    // A: m = 50 μg → 1.000; B: (0.324 − 0.012)/0.006 = 52 μg → 1.040; RD = 0.04/2.04 × 100 = 1.96 → 2.0 %
    const res = base(
      [
        ['A', '0.312'],
        ['B', '0.324'],
        ['L1', '0.0125'],
        ['L2', '0.013'],
      ],
      {
        duplicates: [
          { a: 'A', b: 'B' },
          { a: 'L1', b: 'L2' },
        ],
      },
    );
    expect(res.qc.filter((q) => q.kind === 'duplicate')).toEqual([
      expect.objectContaining({ kind: 'duplicate', value: '2.0', unit: '%', max: '10', limit: '≤10%', pass: true, mean: '1.020' }),
      expect.objectContaining({ kind: 'duplicate', pass: null, message: 'calc.qc.bothBelowMdl', mean: '0.025L' }),
    ]);
  });

  it('duplicate limits by tier (permanganate index: ≤ 25 % below 2.0 mg/L, ≤ 20 % above)', () => {
    const t = T('water-tmpl45');
    // K = 1; I = V1 × 0.01 × 8000 / 100 = 0.8·V1: 1.6 and 2.24 → mean 1.92 < 2.0 → limit 25; RD = 0.64/3.84 = 16.7 %
    const res = evaluateRecord(t, {
      header: { ...H, c: '0.0100', V2: '10' },
      rows: [
        { sampleId: 'a', inputs: { V1: '2.0' } },
        { sampleId: 'b', inputs: { V1: '2.8' } },
      ],
      qc: { duplicates: [{ a: 'a', b: 'b' }] },
    });
    expect(res.qc.find((q) => q.kind === 'duplicate')).toMatchObject({ value: '16.7', max: '25', pass: true });
  });

  it('spike recovery, CRM, blank, calibration check and continuing calibration', () => {
    const res = base(
      [
        ['A', '0.312'],
        ['A-SP', '0.432'],
        ['CRM', '0.252'],
        ['BLK', '0.200'],
      ],
      {
        // (1.400 − 1.000)/0.500 × 100 = 80.0 % within 80–120
        spikes: [
          { sampleId: 'A', spikedSampleId: 'A-SP', added: '0.500' },
          { sampleId: 'A', spikedSampleId: 'nope', added: '1' },
        ],
        // CRM found (0.252 − 0.012)/0.006/50 = 0.800 mg/L vs 0.812 ± 0.020 → pass
        crms: [{ sampleId: 'CRM', certified: '0.812', halfRange: '0.020' }],
        blanks: [{ sampleId: 'BLK' }],
        ccv: [{ expected: '0.500', measured: '0.560' }],
      },
    );
    const byKind = Object.fromEntries(res.qc.map((q) => [`${q.kind}:${q.refs.join('/')}`, q]));
    expect(byKind['calibration:curve']).toMatchObject({ value: '0.9995', pass: true, limit: 'r≥0.999' });
    expect(byKind['spike:A/A-SP']).toMatchObject({ value: '80.0', pass: true, limit: '80–120%' });
    expect(byKind['spike:A/nope']).toMatchObject({ pass: null, message: 'calc.qc.sampleNotFound' });
    expect(byKind['crm:CRM']).toMatchObject({ value: '0.800', min: '0.792', max: '0.832', pass: true });
    // blank (0.200 − 0.012)/0.006/50 = 0.627 mg/L ≥ MDL → the batch may be contaminated
    expect(byKind['blank:BLK']).toMatchObject({ pass: false, limit: '<0.025 mg/L' });
    // (0.560 − 0.500)/0.500 = 12 % > 10 %
    expect(byKind['ccv:ccv']).toMatchObject({ value: '12.0', pass: false, limit: '±10%' });
  });

  it('says a QC check waits for a result when its sample is in the record without one, and not found when it is not', () => {
    const res = base(
      [
        ['A', '0.312'],
        ['B', ''],
      ],
      { duplicates: [{ a: 'A', b: 'B' }], spikes: [{ sampleId: 'A', spikedSampleId: 'A-SP', added: '0.500' }] },
    );
    const byKind = Object.fromEntries(res.qc.map((q) => [q.kind, q]));
    expect(byKind.duplicate).toMatchObject({ pass: null, message: 'calc.qc.awaitingResult', params: { sampleId: 'B' } });
    expect(byKind.spike).toMatchObject({ pass: null, message: 'calc.qc.sampleNotFound', params: { sampleId: 'A-SP' } });
  });

  it('flags a calibration below its r threshold', () => {
    const res = evaluateRecord(nh3, { header: { ...H, A0: '0' }, curve: { slope: '0.006', intercept: '0', r: '0.998' }, rows: [] });
    expect(res.qc).toEqual([expect.objectContaining({ kind: 'calibration', pass: false })]);
    expect(res.calibration).toMatchObject({ source: 'given', pass: false, minR: '0.999' });
  });
});
