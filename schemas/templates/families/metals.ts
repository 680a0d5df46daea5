// Metals by AAS, AFS, ICP-OES and ICP-MS: the instrument reports a concentration in the measured solution; the
// record scales it to the sample. One row per sample × element where the method is multi-element (row.parameter).
import type { CurvePoint } from '../../calc/calibration.ts';
import type { QcRule } from '../types.ts';
import { Dec } from '../../calc/decimal.ts';
import {
  numericConstants,
  comp,
  commonHeader,
  curveDef,
  dilution,
  dryMatter,
  example,
  mainResult,
  nonneg,
  pos,
  type EntrySpec,
  type FamilyParts,
  variantOf,
} from './common.ts';

const curve = curveDef(['标准浓度', 'Standard concentration', ''], ['响应值', 'Response', ''], '0.999', { required: false });
const POINTS: CurvePoint[] = ['0', '1', '5', '10', '50', '100'].map((x, i) => ({ x, y: ['12', '1530', '7620', '15180', '75950', '151200'][i] }));
const reading = nonneg('rho', '仪器读数', 'Instrument reading', '');
const blankReading = nonneg('rho0', '空白读数', 'Blank reading', '', { default: '0' });
/**
 * The blank follows its own dilution (issue 30): a sample digest diluted f times before reading is ρ·f, the blank
 * digest read undiluted is ρ0 (f0 = 1), so the blank is not multiplied by the sample's dilution. A lab that dilutes
 * the blank the same way enters f0 = f.
 */
const blankDilution = pos('f0', '空白稀释倍数', 'Blank dilution factor', '', { default: '1', required: false });

const metalsQc = (ccv = '10'): QcRule[] => [
  { kind: 'calibration', minR: '0.999' },
  { kind: 'blank' },
  { kind: 'duplicate', statistic: 'RD', limit: '20' },
  { kind: 'spike', form: 'plain', min: '70', max: '130' },
  { kind: 'ccv', maxRelErr: ccv },
  { kind: 'crm' },
];

const VARIANTS: Record<string, (s: EntrySpec) => FamilyParts> = {
  // HJ 700-2014, HJ 776-2015, GB 7475-87: ρ = ρ1 × f − ρ0 × f0 (the blank by its own dilution, see blankDilution).
  waterDirect: (s) => ({
    header: [...commonHeader(), blankReading, blankDilution],
    inputs: [reading, dilution()],
    computed: [],
    results: [mainResult(s, 'rho * f - rho0 * f0')],
    constants: { ...numericConstants(s) },
    curve,
    qc: s.qc ?? metalsQc(),
    example: example(s, {
      header: { rho0: '0.02' },
      curve: { points: POINTS },
      sample: { rho: '3.46', f: '1' },
      duplicate: { rho: '3.52', f: '1' },
      spiked: { rho: '8.31', f: '1' },
      spike: { added: '5.00' },
      blank: { rho: '0.02', f: '1' },
    }),
  }),
  // HJ 694-2014 AFS after digestion: ρ = (ρ1 − ρ0) × V1 / V.
  waterDigest: (s) => ({
    header: [...commonHeader(), blankReading],
    inputs: [pos('V', '取样体积', 'Sample volume', 'mL'), pos('V1', '定容体积', 'Final volume', 'mL'), reading],
    computed: [comp('f', '稀释倍数', 'Dilution factor', '', 'V1 / V', 2)],
    results: [mainResult(s, '(rho - rho0) * V1 / V')],
    constants: { ...numericConstants(s) },
    curve,
    qc: s.qc ?? metalsQc(),
    example: example(s, {
      header: { rho0: '0.01' },
      curve: { points: POINTS },
      sample: { V: '5.0', V1: '10.0', rho: '0.53' },
      duplicate: { V: '5.0', V1: '10.0', rho: '0.55' },
      spiked: { V: '5.0', V1: '10.0', rho: '1.02' },
      spike: { added: '1.00' },
      blank: { V: '5.0', V1: '10.0', rho: '0.01' },
    }),
  }),
  // Soil/solid digests (HJ 803, HJ 491, GB/T 17141, HJ 766, HJ 781): w = (ρ·f − ρ0·f0)·V / (m·w_dm/100) × k
  // (k = 10⁻³ for readings in μg/L, 1 for mg/L); the blank digest by its own dilution f0 (blankDilution).
  soilDigest: (s) => {
    const k = numericConstants(s).k ?? '0.001';
    // Example readings are written for μg/L (k = 10⁻³); rescale them for templates reading in mg/L.
    const r = (v: string): string => new Dec(v).times('0.001').div(k).toString();
    return {
      header: [...commonHeader(), blankReading, blankDilution],
      inputs: [pos('m', '称样量', 'Sample mass', 'g'), dryMatter(), pos('V', '消解液定容体积', 'Digest final volume', 'mL'), reading, dilution()],
      computed: [],
      results: [mainResult(s, '(rho * f - rho0 * f0) * V / (m * wdm / 100) * k')],
      constants: { k, ...numericConstants(s) },
      curve,
      qc: s.qc ?? metalsQc(),
      example: example(s, {
        header: { rho0: r('0.05') },
        curve: { points: POINTS },
        sample: { m: '0.1002', wdm: '97.5', V: '50.0', rho: r('48.6'), f: '1' },
        duplicate: { m: '0.1005', wdm: '97.5', V: '50.0', rho: r('49.5'), f: '1' },
        spiked: { m: '0.1001', wdm: '97.5', V: '50.0', rho: r('88.2'), f: '1' },
        spike: { added: '20.0' },
        blank: { m: '0.1000', wdm: '100', V: '50.0', rho: r('0.05'), f: '1' },
      }),
    };
  },
  // HJ 680-2013 AFS, soil: w = (ρ − ρ0)·V0·V2 / (m·w_dm/100·V1) × 10⁻³ (mg/kg, ρ in μg/L).
  soilAfs: (s) => ({
    header: [...commonHeader(), blankReading],
    inputs: [
      pos('m', '称样量', 'Sample mass', 'g'),
      dryMatter(),
      pos('V0', '消解液定容体积', 'Digest volume', 'mL'),
      pos('V1', '分取体积', 'Aliquot volume', 'mL'),
      pos('V2', '分取后定容体积', 'Aliquot final volume', 'mL'),
      reading,
    ],
    computed: [],
    results: [mainResult(s, '(rho - rho0) * V0 * V2 / (m * wdm / 100 * V1) * 0.001')],
    constants: { ...numericConstants(s) },
    curve,
    qc: s.qc ?? metalsQc(),
    example: example(s, {
      header: { rho0: '0.01' },
      curve: { points: POINTS },
      sample: { m: '0.5008', wdm: '97.2', V0: '50.0', V1: '10.0', V2: '10.0', rho: '0.86' },
      duplicate: { m: '0.5012', wdm: '97.2', V0: '50.0', V1: '10.0', V2: '10.0', rho: '0.88' },
      spiked: { m: '0.5003', wdm: '97.2', V0: '50.0', V1: '10.0', V2: '10.0', rho: '1.62' },
      spike: { added: '0.080' },
      blank: { m: '0.5000', wdm: '100', V0: '50.0', V1: '10.0', V2: '10.0', rho: '0.01' },
    }),
  }),
  // HJ 657-2013 particulate metals: ρ (ng/m³) = (ρ − ρ0) (μg/L) × V (mL) × n / Vstd (m³); n = filter fraction.
  airFilter: (s) => ({
    header: [...commonHeader(), blankReading],
    inputs: [
      pos('V', '消解液定容体积', 'Digest final volume', 'mL'),
      pos('n', '滤膜切割份数', 'Filter fraction factor', '', { default: '1' }),
      pos('Vstd', '标准状态采样体积', 'Sampled volume (standard)', 'm³'),
      reading,
    ],
    computed: [],
    results: [mainResult(s, '(rho - rho0) * V * n / Vstd')],
    constants: { ...numericConstants(s) },
    curve,
    qc: s.qc ?? [{ kind: 'calibration', minR: '0.999' }, { kind: 'blank' }, { kind: 'ccv', maxRelErr: '10' }, { kind: 'crm' }],
    example: example(s, {
      header: { rho0: '0.02' },
      curve: { points: POINTS },
      sample: { V: '50.0', n: '4', Vstd: '144.0', rho: '2.35' },
      duplicate: { V: '50.0', n: '4', Vstd: '143.5', rho: '2.41' },
      blank: { V: '50.0', n: '4', Vstd: '144.0', rho: '0.02' },
    }),
  }),
  // HJ 923-2017 total mercury by thermal decomposition: w (mg/kg) = (m_Hg − m_Hg,0) (ng) / (m·w_dm/100) × 10⁻³.
  directMass: (s) => ({
    header: [...commonHeader(), nonneg('mHg0', '空白汞量', 'Blank mercury', 'ng', { default: '0' })],
    inputs: [pos('m', '称样量', 'Sample mass', 'g'), dryMatter(), nonneg('mHg', '测得汞量', 'Mercury found', 'ng')],
    computed: [],
    results: [mainResult(s, '(mHg - mHg0) / (m * wdm / 100) * 0.001')],
    constants: { ...numericConstants(s) },
    curve,
    qc: s.qc ?? metalsQc(),
    example: example(s, {
      header: { mHg0: '0.02' },
      curve: { points: POINTS },
      sample: { m: '0.1003', wdm: '97.0', mHg: '6.85' },
      duplicate: { m: '0.1008', wdm: '97.0', mHg: '7.02' },
      spiked: { m: '0.1001', wdm: '97.0', mHg: '16.50' },
      spike: { added: '0.100' },
      blank: { m: '0.1000', wdm: '100', mHg: '0.02' },
    }),
  }),
};

export const metals = (spec: EntrySpec): FamilyParts => variantOf(VARIANTS, spec)(spec);
export const METALS_VARIANTS = Object.keys(VARIANTS);
