// A multi-analyte raw record (ICP-OES, HJ 776-2015: rows name their element) judges every element's blank, duplicate
// pair, spike and CRM with the plan's values, as the QC sheet does (server/business/qc.ts evaluateSheet calls the same
// judgeBlank, judgeDuplicate, judgeSpike and judgeCrm), instead of its first element's only.
import { describe, expect, it } from 'vitest';
import { evaluateRecord, findTemplate, type TemplateDef } from '../../../schemas/templates/index.ts';
import { planQc, withPlanQc, type FillSample } from '../../../schemas/templates/recordFill.ts';
import { recordOf } from '../../../server/analysis/analform/index.ts';

const icp = findTemplate('water-tmpl141')!;
const nh3 = findTemplate('water-tmpl47')!;
const CA = 1,
  FE = 2;
const toTemplate = new Map([
  [CA, 'Ca'],
  [FE, 'Fe'],
]);
const samples: FillSample[] = [
  { sampleNo: 'W1', parameterIds: [CA, FE] },
  { sampleNo: 'W1-SP', parameterIds: [CA, FE], qcType: 'matrix_spike', pairedSampleNo: 'W1', spikes: { [CA]: '5.00', [FE]: '1.00' } },
  {
    sampleNo: 'CRM1',
    parameterIds: [CA, FE],
    qcType: 'crm',
    crms: { [CA]: { certified: '10.0', halfRange: '0.5' }, [FE]: { certified: '2.00', halfRange: '0.10' } },
  },
];
const params = [{ id: CA }, { id: FE }];

describe('planQc on a multi-analyte record', () => {
  it('sets a spike and a CRM per element, each naming its template parameter, with the plan’s values', () => {
    expect(planQc(icp, toTemplate, params, samples)).toEqual({
      spikes: [
        { sampleId: 'W1', spikedSampleId: 'W1-SP', parameter: 'Ca', added: '5.00' },
        { sampleId: 'W1', spikedSampleId: 'W1-SP', parameter: 'Fe', added: '1.00' },
      ],
      crms: [
        { sampleId: 'CRM1', parameter: 'Ca', certified: '10.0', halfRange: '0.5' },
        { sampleId: 'CRM1', parameter: 'Fe', certified: '2.00', halfRange: '0.10' },
      ],
    });
  });

  it('keeps a single-analyte record’s one spike, naming no parameter', () => {
    const one = new Map([[CA, 'NH3-N']]);
    const qc = planQc(nh3 as TemplateDef, one, [{ id: CA }], [samples[0], { ...samples[1], spikes: { [CA]: '0.500' } }]);
    expect(qc.spikes).toEqual([{ sampleId: 'W1', spikedSampleId: 'W1-SP', added: '0.500' }]);
  });

  it('keeps what was typed for an element the plan gives no amount, per element', () => {
    const plan = planQc(icp, toTemplate, params, [samples[0], { ...samples[1], spikes: { [CA]: '5.00' } }]);
    const typed = { spikes: [{ sampleId: 'W1', spikedSampleId: 'W1-SP', parameter: 'Fe', added: '0.80' }] };
    expect(withPlanQc(typed, plan)?.spikes).toEqual([
      { sampleId: 'W1', spikedSampleId: 'W1-SP', parameter: 'Ca', added: '5.00' },
      { sampleId: 'W1', spikedSampleId: 'W1-SP', parameter: 'Fe', added: '0.80' },
    ]);
  });
});

describe('the record judges each element', () => {
  const row = (sampleId: string, parameter: string, rho: string) => ({ sampleId, parameter, inputs: { rho, f: '1' } });
  const res = evaluateRecord(icp, {
    header: { analysisDate: '2025-03-18', instrument: 'EQ-1', rho0: '0' },
    rows: [
      row('W1', 'Ca', '3.46'),
      row('W1', 'Fe', '1.00'),
      row('W1-SP', 'Ca', '8.31'),
      row('W1-SP', 'Fe', '1.50'),
      row('CRM1', 'Ca', '10.2'),
      row('CRM1', 'Fe', '2.30'),
    ],
    qc: planQc(icp, toTemplate, params, samples),
  });
  const of = (kind: string, parameter: string) => res.qc.find((q) => q.kind === kind && q.parameter === parameter);

  it('a recovery per element from that element’s rows and the plan’s amount: Ca (8.31 − 3.46) / 5.00 = 97.0 %, Fe (1.50 − 1.00) / 1.00 = 50.0 %', () => {
    expect(of('spike', 'Ca')).toMatchObject({ value: '97.0', pass: true, limit: '70–130%' });
    expect(of('spike', 'Fe')).toMatchObject({ value: '50.0', pass: false, message: 'calc.qc.fail' });
  });

  it('a CRM per element within its own certified value ± half range', () => {
    expect(of('crm', 'Ca')).toMatchObject({ value: '10.2', pass: true, limit: '10.0±0.5 mg/L' });
    expect(of('crm', 'Fe')).toMatchObject({ value: '2.30', pass: false, limit: '2.00±0.10 mg/L' });
  });

  it('a dry run of the template (analform) keeps each spike’s and CRM’s element, so it judges as the record does', () => {
    const body = {
      header: { analysisDate: '2025-03-18', instrument: 'EQ-1', rho0: 0 },
      rows: [
        row('W1', 'Ca', '3.46'),
        row('W1', 'Fe', '1.00'),
        row('W1-SP', 'Ca', '8.31'),
        row('W1-SP', 'Fe', '1.50'),
        row('CRM1', 'Ca', '10.2'),
        row('CRM1', 'Fe', '2.30'),
      ],
      qc: planQc(icp, toTemplate, params, samples),
    };
    const dry = evaluateRecord(icp, recordOf(body)).qc;
    expect(dry.filter((q) => q.kind === 'spike' || q.kind === 'crm').map((q) => [q.kind, q.parameter, q.value, q.pass])).toEqual([
      ['spike', 'Ca', '97.0', true],
      ['spike', 'Fe', '50.0', false],
      ['crm', 'Ca', '10.2', true],
      ['crm', 'Fe', '2.30', false],
    ]);
  });

  it('an element the record has no row for is not judged (never a pass)', () => {
    const partial = evaluateRecord(icp, {
      header: { analysisDate: '2025-03-18', instrument: 'EQ-1', rho0: '0' },
      rows: [row('W1', 'Ca', '3.46'), row('W1-SP', 'Ca', '8.31')],
      qc: planQc(icp, toTemplate, params, samples.slice(0, 2)),
    });
    expect(partial.qc.find((q) => q.kind === 'spike' && q.parameter === 'Fe')).toMatchObject({ pass: null, message: 'calc.qc.sampleNotFound' });
  });
});

describe('each element’s blank and duplicate pair', () => {
  const row = (sampleId: string, parameter: string, rho: string) => ({ sampleId, parameter, inputs: { rho, f: '1' } });
  // the lab's MDLs, as the sheet's parameters give them (HJ 776-2015's own table was not read: AUDIT.md)
  const withMdl: TemplateDef = { ...icp, parameters: icp.parameters.map((p) => ({ ...p, mdl: p.code === 'Fe' ? '0.01' : '0.02' })) };
  const qcSamples: FillSample[] = [
    { sampleNo: 'W1', parameterIds: [CA, FE] },
    { sampleNo: 'W1-D', parameterIds: [CA, FE], qcType: 'lab_duplicate', pairedSampleNo: 'W1' },
    { sampleNo: 'BLK', parameterIds: [CA, FE], qcType: 'lab_blank' },
  ];
  const plan = planQc(withMdl, toTemplate, params, qcSamples);
  const res = evaluateRecord(withMdl, {
    header: { analysisDate: '2025-03-18', instrument: 'EQ-1', rho0: '0' },
    rows: [
      row('W1', 'Ca', '3.46'),
      row('W1', 'Fe', '1.00'),
      row('W1-D', 'Ca', '3.52'),
      row('W1-D', 'Fe', '1.60'),
      row('BLK', 'Ca', '0.015'),
      row('BLK', 'Fe', '0.013'),
    ],
    qc: plan,
  });
  const of = (kind: string, parameter: string) => res.qc.find((q) => q.kind === kind && q.parameter === parameter);

  it('the plan sets a blank and a duplicate pair per element, each naming it', () => {
    expect(plan).toEqual({
      duplicates: [
        { a: 'W1', b: 'W1-D', parameter: 'Ca' },
        { a: 'W1', b: 'W1-D', parameter: 'Fe' },
      ],
      blanks: [
        { sampleId: 'BLK', parameter: 'Ca' },
        { sampleId: 'BLK', parameter: 'Fe' },
      ],
    });
  });

  it('a relative deviation per element from its own rows: Ca |3.46 − 3.52| / (3.46 + 3.52) = 0.9 %, Fe |1.00 − 1.60| / 2.60 = 23.1 % > 20 %', () => {
    expect(of('duplicate', 'Ca')).toMatchObject({ value: '0.9', pass: true, limit: '≤20%', mean: '3.49' });
    expect(of('duplicate', 'Fe')).toMatchObject({ value: '23.1', pass: false, limit: '≤20%', mean: '1.30' });
  });

  it('a blank per element against that element’s MDL, by the full value: Ca 0.015 < 0.02, Fe 0.013 ≥ 0.01', () => {
    expect(of('blank', 'Ca')).toMatchObject({ pass: true, limit: '<0.02 mg/L' });
    expect(of('blank', 'Fe')).toMatchObject({ pass: false, limit: '<0.01 mg/L' });
  });

  it('keeps a single-analyte record’s one blank and pair, naming no parameter', () => {
    const one = new Map([[CA, 'NH3-N']]);
    expect(
      planQc(
        nh3 as TemplateDef,
        one,
        [{ id: CA }],
        qcSamples.map((x) => ({ ...x, parameterIds: [CA] })),
      ),
    ).toEqual({
      duplicates: [{ a: 'W1', b: 'W1-D' }],
      blanks: [{ sampleId: 'BLK' }],
    });
  });
});

describe('the result column of a multi-analyte record', () => {
  it('is headed 结果 / Result, each row naming its element; a single-analyte record’s keeps its parameter’s name', () => {
    expect(icp.results[0].label).toEqual({ zh: '结果', en: 'Result' });
    expect(nh3.results[0].label.zh).not.toBe('结果');
  });
});
