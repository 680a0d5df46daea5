// Pretreatment-only records (the *Qcl screens): what was taken, how it was treated, what it was made up to. The
// "result" is the factor the analysis record will need (final volume per sample unit), or the mass by difference.
import { comp, commonHeader, example, mainResult, pos, L, type EntrySpec, type FamilyParts, variantOf } from './common.ts';
import type { FieldDef } from '../types.ts';

const treatment: FieldDef[] = [
  { key: 'procedure', label: L('前处理方式', 'Procedure'), kind: 'text', required: false },
  { key: 'startedAt', label: L('开始时间', 'Started at'), kind: 'text', required: false },
  { key: 'endedAt', label: L('结束时间', 'Ended at'), kind: 'text', required: false },
];

const VARIANTS: Record<string, (s: EntrySpec) => FamilyParts> = {
  // Digestion, distillation, extraction: factor = final volume / amount taken (mL/g or mL/mL).
  ratio: (s) => ({
    header: [...commonHeader(), ...treatment],
    inputs: [pos('amount', '取样量', 'Amount taken', s.constants?.amountUnit ?? 'g'), pos('Vf', '定容体积', 'Final volume', 'mL')],
    computed: [],
    results: [mainResult(s, 'Vf / amount', { rounding: s.rounding ?? { significant: 4 } })],
    constants: {},
    qc: s.qc ?? [],
    example: example(s, { sample: { amount: s.exampleInputs?.amount ?? '0.5012', Vf: '50.0' }, duplicate: { amount: '0.5008', Vf: '50.0' } }),
  }),
  // Concentration (e.g. extraction then nitrogen blow-down): factor = sample volume / final extract volume.
  concentration: (s) => ({
    header: [...commonHeader(), ...treatment],
    inputs: [pos('Vs', '取样体积', 'Sample volume', 'mL'), pos('Vf', '浓缩定容体积', 'Final extract volume', 'mL')],
    computed: [],
    results: [mainResult(s, 'Vs / Vf', { rounding: s.rounding ?? { significant: 4 } })],
    constants: {},
    qc: s.qc ?? [],
    example: example(s, { sample: { Vs: '1000', Vf: '1.0' }, duplicate: { Vs: '1000', Vf: '1.0' } }),
  }),
  // VOC vial weighing (HJ 642 / HJ 605 / HJ 643): m = m(vial + sample) − m(vial + stir bar / modifier), at room temperature.
  vialWeighing: (s) => ({
    header: [...commonHeader(), ...treatment],
    inputs: [
      pos('mEmpty', '样品瓶(含搅拌子/保护剂)质量', 'Vial with stir bar / modifier', 'g', { decimals: 3 }),
      pos('mFull', '样品瓶+样品质量', 'Vial + sample', 'g', { decimals: 3 }),
    ],
    computed: [comp('m', '样品质量', 'Sample mass', 'g', 'mFull - mEmpty', 3)],
    results: [mainResult(s, 'mFull - mEmpty', { rounding: s.rounding ?? { decimals: 2 }, min: '0.01' })],
    constants: {},
    qc: s.qc ?? [],
    example: example(s, { sample: { mEmpty: '21.352', mFull: '26.410' }, duplicate: { mEmpty: '21.298', mFull: '26.330' } }),
  }),
};

export const pretreatment = (spec: EntrySpec): FamilyParts => variantOf(VARIANTS, spec)(spec);
export const PRETREATMENT_VARIANTS = Object.keys(VARIANTS);
