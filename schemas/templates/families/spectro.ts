// Spectrophotometry (and ion-selective electrodes) with a calibration curve. The curve is fitted per batch:
// y = a + b·x with x the analyte mass in the standard (μg) and y the blank-corrected absorbance (or the electrode
// potential against lg m). Rows: sample volume or mass, the reading, dilution.
import type { CurvePoint } from '../../calc/calibration.ts';
import type { QcRule } from '../types.ts';
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
  num,
  pos,
  type EntrySpec,
  type FamilyParts,
  variantOf,
} from './common.ts';

const absorbanceCurve = curveDef(['标准物质量', 'Standard mass', 'μg'], ['吸光度(减空白)', 'Absorbance (blank-corrected)', '']);
const electrodeCurve = curveDef(['标准物质量', 'Standard mass', 'μg'], ['电位', 'Potential', 'mV'], '0.999', { xTransform: 'log10' });

const pts = (xs: string[], ys: string[]): CurvePoint[] => xs.map((x, i) => ({ x, y: ys[i] }));
const WATER_POINTS = pts(['0', '5', '10', '20', '40', '60'], ['0.002', '0.034', '0.065', '0.129', '0.256', '0.383']);
const AIR_POINTS = pts(['0', '0.5', '1.0', '2.0', '3.0', '5.0'], ['0.001', '0.026', '0.051', '0.100', '0.152', '0.249']);
const ISE_POINTS = pts(['5', '10', '20', '50', '100'], ['119.8', '102.3', '84.9', '61.6', '44.1']);

const spectroQc = (extra: QcRule[] = []): QcRule[] => [
  { kind: 'calibration', minR: '0.999' },
  { kind: 'blank' },
  { kind: 'duplicate', statistic: 'RD', limit: '10' },
  { kind: 'spike', form: 'plain', min: '80', max: '120' },
  { kind: 'ccv', maxRelErr: '10' },
  { kind: 'crm' },
  ...extra,
];

const absorbance = (key = 'A'): ReturnType<typeof nonneg> => nonneg(key, '样品吸光度', 'Sample absorbance', '');
const blankAbsorbance = nonneg('A0', '空白吸光度', 'Blank absorbance', '');

/** The HJ 535 pattern both water and cyanide follow: the blank's absorbance in the header, the analyte mass from the
 * record's curve, m = (A − A0 − a)/b (μg); each variant adds its volumes and its result formula. */
const massFromAbsorbance = (s: EntrySpec) => ({
  header: [...commonHeader(), blankAbsorbance],
  computed: [comp('Ac', '校正吸光度', 'Corrected absorbance', '', 'A - A0', 3), comp('m', '待测物质量', 'Analyte mass', 'μg', '(A - A0 - a) / b', 3)],
  constants: { ...numericConstants(s) },
  curve: absorbanceCurve,
  qc: s.qc ?? spectroQc(),
});

const VARIANTS: Record<string, (s: EntrySpec) => FamilyParts> = {
  // HJ 535-2009 pattern: m = (As − A0 − a)/b (μg); ρ = m / V × f (mg/L).
  water: (s) => ({
    ...massFromAbsorbance(s),
    inputs: [pos('V', '取样体积', 'Sample volume', 'mL'), absorbance(), dilution()],
    results: [mainResult(s, 'm / V * f')],
    example: example(s, {
      header: { A0: '0.012' },
      curve: { points: WATER_POINTS },
      sample: { V: '50.0', A: '0.168', f: '1' },
      duplicate: { V: '50.0', A: '0.172', f: '1' },
      spiked: { V: '50.0', A: '0.296', f: '1' },
      spike: { added: '0.400' },
      blank: { V: '50.0', A: '0.013', f: '1' },
    }),
  }),
  // HJ 484-2009 cyanide (issue 30): the sample (V) is distilled into an absorbing solution made up to V1, of which V2
  // is taken for colour: m = (A − A0 − a)/b (μg); ρ = m × V1 / (V × V2) × f (mg/L). V1 and V2 are entered, not bent
  // into a dilution factor (the formula's structure from the method, its clause not read: AUDIT.md).
  cyanide: (s) => ({
    ...massFromAbsorbance(s),
    inputs: [
      pos('V', '样品体积', 'Sample volume', 'mL'),
      pos('V1', '馏出液(吸收液)定容体积', 'Distillate (absorbing solution) volume', 'mL'),
      pos('V2', '分取体积', 'Aliquot taken for colour', 'mL'),
      absorbance(),
      dilution(),
    ],
    results: [mainResult(s, 'm * V1 / (V * V2) * f')],
    example: example(s, {
      header: { A0: '0.012' },
      curve: { points: WATER_POINTS },
      sample: { V: '200', V1: '100', V2: '10.0', A: '0.168', f: '1' },
      duplicate: { V: '200', V1: '100', V2: '10.0', A: '0.172', f: '1' },
      spiked: { V: '200', V1: '100', V2: '10.0', A: '0.296', f: '1' },
      spike: { added: '1.00' },
      blank: { V: '200', V1: '100', V2: '10.0', A: '0.013', f: '1' },
    }),
  }),
  // HJ 636-2012 total nitrogen: Ar = A220 − 2·A275, blank likewise; ρ = (Ar − Ab − a)/(b·V) × f.
  tn: (s) => ({
    header: [...commonHeader(), nonneg('Ab220', '空白A220', 'Blank A220', ''), nonneg('Ab275', '空白A275', 'Blank A275', '')],
    inputs: [pos('V', '取样体积', 'Sample volume', 'mL'), nonneg('A220', 'A220', 'A220', ''), nonneg('A275', 'A275', 'A275', ''), dilution()],
    computed: [
      comp('Ar', 'A220−2A275', 'A220 − 2·A275', '', 'A220 - 2 * A275', 3),
      comp('m', '总氮质量', 'TN mass', 'μg', '(Ar - (Ab220 - 2 * Ab275) - a) / b', 2),
    ],
    results: [mainResult(s, 'm / V * f')],
    constants: { ...numericConstants(s) },
    curve: absorbanceCurve,
    qc: s.qc ?? spectroQc(),
    example: example(s, {
      header: { Ab220: '0.025', Ab275: '0.004' },
      curve: { points: pts(['0', '10', '20', '40', '60', '70'], ['0.000', '0.068', '0.135', '0.271', '0.405', '0.474']) },
      sample: { V: '10.0', A220: '0.412', A275: '0.021', f: '1' },
      duplicate: { V: '10.0', A220: '0.418', A275: '0.022', f: '1' },
      spiked: { V: '10.0', A220: '0.552', A275: '0.022', f: '1' },
      spike: { added: '2.00' },
      blank: { V: '10.0', A220: '0.026', A275: '0.004', f: '1' },
    }),
  }),
  // Soil/solid after extraction or digestion: w (mg/kg) = m (μg) × Vt/Va / (msample × w_dm/100).
  soil: (s) => ({
    header: [...commonHeader(), blankAbsorbance, pos('Vt', '提取液总体积', 'Extract total volume', 'mL'), pos('Va', '分取体积', 'Aliquot volume', 'mL')],
    inputs: [pos('ms', '称样量', 'Sample mass', 'g'), dryMatter(), absorbance()],
    computed: [comp('m', '待测物质量', 'Analyte mass', 'μg', '(A - A0 - a) / b', 3)],
    results: [mainResult(s, 'm * Vt / Va / (ms * wdm / 100)')],
    constants: { ...numericConstants(s) },
    curve: absorbanceCurve,
    qc: s.qc ?? spectroQc(),
    example: example(s, {
      header: { A0: '0.010', Vt: '100', Va: '10.0' },
      curve: { points: WATER_POINTS },
      sample: { ms: '10.02', wdm: '85.4', A: '0.152' },
      duplicate: { ms: '10.05', wdm: '85.4', A: '0.158' },
      spiked: { ms: '10.01', wdm: '85.4', A: '0.281' },
      spike: { added: '24.0' },
      blank: { ms: '10.00', wdm: '100', A: '0.011' },
    }),
  }),
  // Air (absorbing solution): ρ (mg/m³) = m (μg) × Vt/Va / (Vs (L, standard conditions) × fS);
  // fS = 1 except for methods with an absorption coefficient (Saltzman NO2, HJ 479: 0.88).
  air: (s) => ({
    header: [
      ...commonHeader(),
      blankAbsorbance,
      pos('Vt', '吸收液总体积', 'Absorbing solution volume', 'mL'),
      pos('Va', '分析时取样体积', 'Aliquot analysed', 'mL'),
    ],
    inputs: [pos('Vs', '标准状态采样体积', 'Sampled volume (standard)', 'L'), absorbance()],
    computed: [comp('m', '待测物质量', 'Analyte mass', 'μg', '(A - A0 - a) / b', 3)],
    results: [mainResult(s, 'm * Vt / Va / (Vs * fS)')],
    constants: { fS: '1', ...numericConstants(s) },
    curve: absorbanceCurve,
    qc: s.qc ?? [{ kind: 'calibration', minR: '0.999' }, { kind: 'blank' }, { kind: 'ccv', maxRelErr: '10' }],
    example: example(s, {
      header: { A0: '0.030', Vt: '10.0', Va: '10.0' },
      curve: { points: AIR_POINTS },
      sample: { Vs: '28.6', A: '0.182' },
      duplicate: { Vs: '28.9', A: '0.185' },
      blank: { Vs: '28.6', A: '0.031' },
    }),
  }),
  // Ion-selective electrode (GB 7484-87): E = a + b·lg m → m = 10^((E − a)/b); ρ = (m − m_blank) / V × f.
  ise: (s) => ({
    header: [...commonHeader(), num('Eb', '空白电位', 'Blank potential', 'mV')],
    inputs: [pos('V', '取样体积', 'Sample volume', 'mL'), num('E', '样品电位', 'Sample potential', 'mV'), dilution()],
    computed: [
      comp('mx', '样品中氟质量', 'Analyte mass', 'μg', 'pow10((E - a) / b)', 3),
      comp('mb', '空白中氟质量', 'Blank mass', 'μg', 'pow10((Eb - a) / b)', 3),
    ],
    results: [mainResult(s, '(mx - mb) / V * f')],
    constants: { ...numericConstants(s) },
    curve: electrodeCurve,
    qc: s.qc ?? spectroQc(),
    example: example(s, {
      header: { Eb: '175.0' },
      curve: { points: ISE_POINTS },
      sample: { V: '25.0', E: '80.2', f: '1' },
      duplicate: { V: '25.0', E: '80.6', f: '1' },
      spiked: { V: '25.0', E: '66.5', f: '1' },
      spike: { added: '0.800' },
      blank: { V: '25.0', E: '174.6', f: '1' },
    }),
  }),
  // Electrode on a solid (alkali fusion, HJ 873) or a filter (HJ 955): mass × Vt/Va / (m × w_dm/100) or / Vs.
  iseSoil: (s) => ({
    header: [
      ...commonHeader(),
      num('Eb', '空白电位', 'Blank potential', 'mV'),
      pos('Vt', '定容体积', 'Final volume', 'mL'),
      pos('Va', '分取体积', 'Aliquot volume', 'mL'),
    ],
    inputs: [pos('ms', '称样量', 'Sample mass', 'g'), dryMatter(), num('E', '样品电位', 'Sample potential', 'mV')],
    computed: [comp('mx', '样品中质量', 'Analyte mass', 'μg', 'pow10((E - a) / b)', 3), comp('mb', '空白中质量', 'Blank mass', 'μg', 'pow10((Eb - a) / b)', 3)],
    results: [mainResult(s, '(mx - mb) * Vt / Va / (ms * wdm / 100)')],
    constants: { ...numericConstants(s) },
    curve: electrodeCurve,
    qc: s.qc ?? spectroQc(),
    example: example(s, {
      header: { Eb: '175.0', Vt: '100', Va: '10.0' },
      curve: { points: ISE_POINTS },
      sample: { ms: '0.2008', wdm: '98.1', E: '95.4' },
      duplicate: { ms: '0.2012', wdm: '98.1', E: '95.9' },
      spiked: { ms: '0.2010', wdm: '98.1', E: '80.2' },
      spike: { added: '600' },
      blank: { ms: '0.2000', wdm: '100', E: '174.8' },
    }),
  }),
  iseAir: (s) => ({
    header: [
      ...commonHeader(),
      num('Eb', '空白电位', 'Blank potential', 'mV'),
      pos('Vt', '提取液体积', 'Extract volume', 'mL'),
      pos('Va', '分取体积', 'Aliquot volume', 'mL'),
    ],
    inputs: [pos('Vs', '标准状态采样体积', 'Sampled volume (standard)', s.constants?.volumeUnit ?? 'm³'), num('E', '样品电位', 'Sample potential', 'mV')],
    computed: [comp('mx', '样品中质量', 'Analyte mass', 'μg', 'pow10((E - a) / b)', 3), comp('mb', '空白中质量', 'Blank mass', 'μg', 'pow10((Eb - a) / b)', 3)],
    results: [mainResult(s, '(mx - mb) * Vt / Va / Vs')],
    constants: numericConstants(s),
    curve: electrodeCurve,
    qc: s.qc ?? [{ kind: 'calibration', minR: '0.999' }, { kind: 'blank' }],
    example: example(s, {
      header: { Eb: '175.0', Vt: '50.0', Va: '50.0' },
      curve: { points: ISE_POINTS },
      sample: { Vs: '6.05', E: '108.6' },
      duplicate: { Vs: '6.10', E: '108.9' },
      blank: { Vs: '6.00', E: '174.9' },
    }),
  }),
};

export const spectroCurve = (spec: EntrySpec): FamilyParts => variantOf(VARIANTS, spec)(spec);
export const SPECTRO_VARIANTS = Object.keys(VARIANTS);
