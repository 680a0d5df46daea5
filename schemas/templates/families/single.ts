// Single reading (pH, conductivity, DO probe, turbidity, colour, ORP, TOC difference): the instrument gives the
// value; the record keeps the reading, the temperature and any dilution.
import { comp, dilution, example, mainResult, nonneg, num, type EntrySpec, type FamilyParts, commonHeader, variantOf } from './common.ts';
import type { QcRule } from '../types.ts';

const temperature = num('t', '测定温度', 'Measurement temperature', '℃', { min: '-5', max: '60', required: false });

const VARIANTS: Record<string, (s: EntrySpec) => FamilyParts> = {
  // HJ 1147-2020 / HJ 962-2018: the reading itself, with the temperature and a two-buffer calibration.
  ph: (s) => ({
    header: [
      ...commonHeader(),
      num('buffer1', '校准缓冲液1', 'Calibration buffer 1', 'pH', { default: '4.00', required: false }),
      num('buffer2', '校准缓冲液2', 'Calibration buffer 2', 'pH', { default: '6.86', required: false }),
      num('slope', '电极斜率', 'Electrode slope', '%', { required: false, min: '0', max: '110' }),
    ],
    inputs: [nonneg('reading', 'pH测定值', 'pH reading', '', { max: '14' }), temperature],
    computed: [],
    results: [mainResult(s, 'reading')],
    constants: {},
    qc: s.qc ?? [
      { kind: 'duplicate', statistic: 'absDiff', limit: '0.1' },
      { kind: 'ccv', maxAbsErr: '0.05' },
    ],
    example: example(s, { sample: { reading: '7.36', t: '21.4' }, duplicate: { reading: '7.38', t: '21.4' }, header: { slope: '98.6' } }),
  }),
  // Conductivity, DO electrode, turbidity, Pt-Co colour: reading × dilution.
  reading: (s) => ({
    header: commonHeader(),
    inputs: [nonneg('reading', '仪器读数', 'Instrument reading', s.params[0].unit), dilution(), temperature],
    computed: [],
    results: [mainResult(s, 'reading * f')],
    constants: {},
    qc: s.qc ?? [
      { kind: 'duplicate', statistic: 'RD', limit: '10' },
      { kind: 'ccv', maxRelErr: '10' },
    ],
    example: example(s, { sample: { reading: '12.6', f: '1', t: '20.5' }, duplicate: { reading: '12.9', f: '1', t: '20.5' } }),
  }),
  // Oxidation-reduction potential: may be negative; referred to the hydrogen electrode by adding E_ref.
  signed: (s) => ({
    header: [...commonHeader(), num('Eref', '参比电极电位', 'Reference electrode potential', 'mV', { default: '0', required: false })],
    inputs: [num('reading', '电位读数', 'Potential reading', 'mV'), temperature],
    computed: [],
    results: [mainResult(s, 'reading + Eref')],
    constants: {},
    qc: s.qc ?? [{ kind: 'duplicate', statistic: 'absDiff', limit: '10' }],
    example: example(s, { sample: { reading: '186', t: '20.1' }, duplicate: { reading: '190', t: '20.1' }, header: { Eref: '200' } }),
  }),
  // TOC by difference (HJ 501-2009): TOC = (TC − IC) × f.
  difference: (s) => ({
    header: commonHeader(),
    inputs: [nonneg('TC', '总碳', 'Total carbon', s.params[0].unit), nonneg('IC', '无机碳', 'Inorganic carbon', s.params[0].unit), dilution()],
    computed: [comp('diff', '差值', 'Difference', s.params[0].unit, 'TC - IC')],
    results: [mainResult(s, '(TC - IC) * f')],
    constants: {},
    qc: s.qc ?? ([{ kind: 'blank' }, { kind: 'duplicate', statistic: 'RD', limit: '10' }, { kind: 'ccv', maxRelErr: '10' }] satisfies QcRule[]),
    example: example(s, {
      sample: { TC: '18.62', IC: '6.35', f: '1' },
      duplicate: { TC: '18.40', IC: '6.30', f: '1' },
      blank: { TC: '0.12', IC: '0.05', f: '1' },
    }),
  }),
};

export const singleReading = (spec: EntrySpec): FamilyParts => variantOf(VARIANTS, spec)(spec);
export const SINGLE_VARIANTS = Object.keys(VARIANTS);
