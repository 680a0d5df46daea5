// A multi-analyte raw record (ICP-OES, HJ 776-2015: rows name their element) judges every element's spike and CRM
// with the plan's values, as the QC sheet does (server/workflow/qc.ts evaluateSheet calls the same judgeSpike and
// judgeCrm), instead of its first element's only.
import { describe, expect, it } from 'vitest';
import { evaluateRecord, findTemplate, type TemplateDef } from '../../../schemas/templates/index.ts';
import { planQc, withPlanQc, type FillSample } from '../../../schemas/templates/recordFill.ts';

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

  it('an element the record has no row for is not judged (never a pass)', () => {
    const partial = evaluateRecord(icp, {
      header: { analysisDate: '2025-03-18', instrument: 'EQ-1', rho0: '0' },
      rows: [row('W1', 'Ca', '3.46'), row('W1-SP', 'Ca', '8.31')],
      qc: planQc(icp, toTemplate, params, samples.slice(0, 2)),
    });
    expect(partial.qc.find((q) => q.kind === 'spike' && q.parameter === 'Fe')).toMatchObject({ pass: null, message: 'calc.qc.sampleNotFound' });
  });
});
