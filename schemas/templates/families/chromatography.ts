// GC, GC-MS, HPLC and ion chromatography. External standard: ρ_extract = (A − a)/b from a curve of peak area on
// concentration. Internal standard: ρx = Ax·ρIS / (AIS·RRF̄) (HJ 639/642 symbols). Scaled to the sample by
// extract volume, sample volume or mass (dry basis), dilution and a unit constant k.
import { Dec } from '../../calc/decimal.ts';
import type { CurvePoint } from '../../calc/calibration.ts';
import type { FieldDef, QcRule } from '../types.ts';
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

const areaCurve = curveDef(['标准浓度', 'Standard concentration', ''], ['峰面积', 'Peak area', ''], '0.995');
const POINTS: CurvePoint[] = ['0.5', '1', '2', '5', '10', '20'].map((x, i) => ({ x, y: ['1055', '2100', '4170', '10440', '20810', '41640'][i] }));
/** Example spike amounts are written for the variant's default unit constant k; rescale for a template's own k. */
const added = (s: EntrySpec, base: string, defaultK: string): string =>
  new Dec(base)
    .times(numericConstants(s).k ?? defaultK)
    .div(defaultK)
    .toString();
const area = nonneg('A', '目标物峰面积', 'Analyte peak area', '');
const internal: FieldDef[] = [nonneg('Ax', '目标物峰面积', 'Analyte peak area', ''), pos('AIS', '内标峰面积', 'Internal standard peak area', '')];
const isHeader = (unit: string): FieldDef[] => [
  pos('rhoIS', '内标浓度(量)', 'Internal standard concentration (amount)', unit),
  pos('RRF', '平均相对响应因子', 'Mean relative response factor', ''),
];

const chromQc = (ccv = '20', spike: [string, string] = ['70', '130']): QcRule[] => [
  { kind: 'calibration', minR: '0.995' },
  { kind: 'blank' },
  { kind: 'duplicate', statistic: 'RD', limit: '25' },
  { kind: 'spike', form: 'plain', min: spike[0], max: spike[1] },
  { kind: 'ccv', maxRelErr: ccv },
];
const internalQc = (): QcRule[] => [
  { kind: 'blank' },
  { kind: 'duplicate', statistic: 'RD', limit: '30' },
  { kind: 'spike', form: 'plain', min: '70', max: '130' },
  { kind: 'ccv', maxRelErr: '20' },
];

const VARIANTS: Record<string, (s: EntrySpec) => FamilyParts> = {
  // Liquid-liquid or solid-phase extraction of water: ρ = (A − a)/b × Vex/Vs × D × k.
  externalWater: (s) => ({
    header: commonHeader(),
    inputs: [pos('Vs', '取样体积', 'Sample volume', 'mL'), pos('Vex', '浓缩定容体积', 'Extract final volume', 'mL'), area, dilution('D')],
    computed: [comp('rhoEx', '萃取液中浓度', 'Concentration in extract', '', '(A - a) / b', 4)],
    results: [mainResult(s, 'rhoEx * Vex / Vs * D * k')],
    constants: { k: '1000', ...numericConstants(s) },
    curve: areaCurve,
    qc: s.qc ?? chromQc(),
    example: example(s, {
      curve: { points: POINTS },
      sample: { Vs: '1000', Vex: '1.0', A: '6210', D: '1' },
      duplicate: { Vs: '1000', Vex: '1.0', A: '6380', D: '1' },
      spiked: { Vs: '1000', Vex: '1.0', A: '14520', D: '1' },
      spike: { added: added(s, '4.00', '1000') },
      blank: { Vs: '1000', Vex: '1.0', A: '10', D: '1' },
    }),
  }),
  // Soil/solid extracts: w = (A − a)/b × Vex × D / (m·w_dm/100) × k.
  externalSoil: (s) => ({
    header: commonHeader(),
    inputs: [pos('m', '称样量', 'Sample mass', 'g'), dryMatter(), pos('Vex', '浓缩定容体积', 'Extract final volume', 'mL'), area, dilution('D')],
    computed: [comp('rhoEx', '萃取液中浓度', 'Concentration in extract', '', '(A - a) / b', 4)],
    results: [mainResult(s, 'rhoEx * Vex * D / (m * wdm / 100) * k')],
    constants: { k: '1', ...numericConstants(s) },
    curve: areaCurve,
    qc: s.qc ?? chromQc('20', ['60', '130']),
    example: example(s, {
      curve: { points: POINTS },
      sample: { m: '20.05', wdm: '86.3', Vex: '1.0', A: '5120', D: '1' },
      duplicate: { m: '20.02', wdm: '86.3', Vex: '1.0', A: '5260', D: '1' },
      spiked: { m: '20.03', wdm: '86.3', Vex: '1.0', A: '9300', D: '1' },
      spike: { added: added(s, '0.150', '1') },
      blank: { m: '20.00', wdm: '100', Vex: '1.0', A: '10', D: '1' },
    }),
  }),
  // Direct injection (ion chromatography HJ 84-2016, HJ 544): ρ = (A − a)/b × D.
  externalDirect: (s) => ({
    header: commonHeader(),
    inputs: [area, dilution('D')],
    computed: [],
    results: [mainResult(s, '(A - a) / b * D * k')],
    constants: { k: '1', ...numericConstants(s) },
    curve: areaCurve,
    qc: s.qc ?? chromQc('10', ['80', '120']),
    example: example(s, {
      curve: { points: POINTS },
      sample: { A: '8420', D: '10' },
      duplicate: { A: '8510', D: '10' },
      spiked: { A: '12600', D: '10' },
      spike: { added: added(s, '20.0', '1') },
      blank: { A: '10', D: '1' },
    }),
  }),
  // Absorbing solution or filter extract of air/stack gas (HJ 544, HJ 549, HJ 583/584 desorbed):
  // ρ = (A − a)/b (mg/L) × Vt (mL) / Vs × D × k; Vs in L gives mg/m³, in m³ gives μg/m³.
  externalGas: (s) => ({
    header: commonHeader(),
    inputs: [
      pos('Vt', '吸收液/解吸液体积', 'Absorbing / desorption solution volume', 'mL'),
      pos('Vs', '标准状态采样体积', 'Sampled volume (standard)', s.constants?.volumeUnit ?? 'L'),
      area,
      dilution('D'),
    ],
    computed: [comp('rhoEx', '溶液中浓度', 'Concentration in solution', '', '(A - a) / b', 4)],
    results: [mainResult(s, 'rhoEx * Vt / Vs * D * k')],
    constants: { k: '1', ...numericConstants(s) },
    curve: areaCurve,
    qc: s.qc ?? [{ kind: 'calibration', minR: '0.995' }, { kind: 'blank' }, { kind: 'ccv', maxRelErr: '10' }],
    example: example(s, {
      curve: { points: POINTS },
      sample: { Vt: '50.0', Vs: '60.0', A: '4620', D: '1' },
      duplicate: { Vt: '50.0', Vs: '60.0', A: '4710', D: '1' },
      blank: { Vt: '50.0', Vs: '60.0', A: '10', D: '1' },
    }),
  }),
  // Sulfuric acid mist by ion chromatography (HJ 544-2016): the chromatogram measures sulfate; the method reports
  // H2SO4, so the sample's sulfate less the blank cartridge's is converted by M(H2SO4)/M(SO4²⁻) = 98.08/96.06:
  // ρ (mg/m³) = (ρ1·D − ρ0) (mg/L) × Vt (mL) / Vnd (L) × 98.08/96.06. (Formula from issue 14; clause text not read.)
  acidMist: (s) => ({
    header: [...commonHeader(), nonneg('A0', '空白滤筒试样峰面积', 'Blank cartridge peak area', '')],
    inputs: [pos('Vt', '试样定容体积', 'Sample solution volume', 'mL'), pos('Vs', '标准状态采样体积', 'Sampled volume (standard)', 'L'), area, dilution('D')],
    computed: [
      comp('rhoEx', '试样中硫酸根浓度', 'Sulfate in sample solution', 'mg/L', '(A - a) / b', 4),
      comp('rho0', '空白试样中硫酸根浓度', 'Sulfate in blank solution', 'mg/L', '(A0 - a) / b', 4),
    ],
    results: [mainResult(s, '(rhoEx * D - rho0) * Vt / Vs * MH2SO4 / MSO4')],
    constants: { MH2SO4: '98.08', MSO4: '96.06', ...numericConstants(s) },
    curve: areaCurve,
    qc: s.qc ?? [{ kind: 'calibration', minR: '0.995' }, { kind: 'blank' }, { kind: 'ccv', maxRelErr: '10' }],
    example: example(s, {
      header: { A0: '210' },
      curve: { points: POINTS },
      sample: { Vt: '100', Vs: '400', A: '10440', D: '1' },
      duplicate: { Vt: '100', Vs: '400', A: '10620', D: '1' },
      blank: { Vt: '100', Vs: '400', A: '210', D: '1' },
    }),
  }),
  // Purge-and-trap GC-MS, water (HJ 639-2012): ρx = Ax·ρIS / (AIS·RRF̄) × f (μg/L).
  internalWater: (s) => ({
    header: [...commonHeader(), ...isHeader('μg/L')],
    inputs: [...internal, dilution()],
    computed: [],
    results: [mainResult(s, 'Ax * rhoIS / (AIS * RRF) * f')],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? internalQc(),
    example: example(s, {
      header: { rhoIS: '20.0', RRF: '1.062' },
      sample: { Ax: '15320', AIS: '98500', f: '1' },
      duplicate: { Ax: '15880', AIS: '99100', f: '1' },
      spiked: { Ax: '47600', AIS: '98000', f: '1' },
      spike: { added: '6.00' },
      blank: { Ax: '20', AIS: '97800', f: '1' },
    }),
  }),
  // Soil VOCs, purge-and-trap (HJ 605) or headspace (HJ 642): sample mass from vial weighing;
  // w (μg/kg) = Ax·ρIS / (AIS·RRF̄) × V / (m·w_dm/100), V = water/matrix-modifier volume in mL.
  internalSoil: (s) => ({
    header: [...commonHeader(), ...isHeader('μg/L'), pos('V', '基体改性剂(水)体积', 'Matrix modifier (water) volume', 'mL', { default: '10' })],
    inputs: [
      pos('mEmpty', '样品瓶(含搅拌子)质量', 'Vial (with stir bar) mass', 'g'),
      pos('mFull', '样品瓶+样品质量', 'Vial + sample mass', 'g'),
      dryMatter(),
      ...internal,
    ],
    computed: [
      comp('m', '样品质量', 'Sample mass', 'g', 'mFull - mEmpty', 2),
      comp('rhoX', '测定浓度', 'Concentration measured', 'μg/L', 'Ax * rhoIS / (AIS * RRF)', 3),
    ],
    results: [mainResult(s, 'rhoX * V / (m * wdm / 100)')],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? internalQc(),
    example: example(s, {
      header: { rhoIS: '20.0', RRF: '0.985', V: '10' },
      sample: { mEmpty: '21.352', mFull: '26.410', wdm: '84.1', Ax: '12450', AIS: '101200' },
      duplicate: { mEmpty: '21.298', mFull: '26.330', wdm: '84.1', Ax: '12820', AIS: '100800' },
      spiked: { mEmpty: '21.310', mFull: '26.360', wdm: '84.1', Ax: '33600', AIS: '100500' },
      spike: { added: '10.0' },
      blank: { mEmpty: '21.300', mFull: '26.300', wdm: '100', Ax: '15', AIS: '99800' },
    }),
  }),
  // SVOCs in an extract (HJ 834, HJ 835, HJ 951): w (mg/kg) = Ax·ρIS / (AIS·RRF̄) × Vex × D / (m·w_dm/100) × k.
  internalExtract: (s) => ({
    header: [...commonHeader(), ...isHeader('μg/mL')],
    inputs: [pos('m', '称样量', 'Sample mass', 'g'), dryMatter(), pos('Vex', '浓缩定容体积', 'Extract final volume', 'mL'), ...internal, dilution('D')],
    computed: [comp('rhoX', '萃取液中浓度', 'Concentration in extract', 'μg/mL', 'Ax * rhoIS / (AIS * RRF)', 4)],
    results: [mainResult(s, 'rhoX * Vex * D / (m * wdm / 100) * k')],
    constants: { k: '1', ...numericConstants(s) },
    qc: s.qc ?? internalQc(),
    example: example(s, {
      header: { rhoIS: '4.00', RRF: '1.125' },
      sample: { m: '20.01', wdm: '85.6', Vex: '1.0', Ax: '9820', AIS: '88400', D: '1' },
      duplicate: { m: '20.04', wdm: '85.6', Vex: '1.0', Ax: '10150', AIS: '88900', D: '1' },
      spiked: { m: '20.02', wdm: '85.6', Vex: '1.0', Ax: '30500', AIS: '88100', D: '1' },
      spike: { added: '0.0500' },
      blank: { m: '20.00', wdm: '100', Vex: '1.0', Ax: '10', AIS: '88000', D: '1' },
    }),
  }),
  // Adsorption tube / canister, air (HJ 644-2013): ρ (μg/m³) = Ax·mIS / (AIS·RRF̄) (ng) / Vstd (L).
  internalAir: (s) => ({
    header: [...commonHeader(), ...isHeader('ng')],
    inputs: [pos('Vstd', '标准状态采样体积', 'Sampled volume (standard)', 'L'), ...internal],
    computed: [comp('mx', '目标物质量', 'Analyte mass', 'ng', 'Ax * rhoIS / (AIS * RRF)', 3)],
    results: [mainResult(s, 'mx / Vstd')],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'blank' }, { kind: 'ccv', maxRelErr: '30' }],
    example: example(s, {
      header: { rhoIS: '50.0', RRF: '0.912' },
      sample: { Vstd: '2.00', Ax: '7850', AIS: '95200' },
      duplicate: { Vstd: '2.00', Ax: '8020', AIS: '95800' },
      blank: { Vstd: '2.00', Ax: '12', AIS: '94900' },
    }),
  }),
  // Non-methane hydrocarbons (HJ 604-2017 / HJ 38-2017): NMHC (as C) = (THC − CH4) × 12/16.
  nmhc: (s) => ({
    header: commonHeader(),
    inputs: [nonneg('THC', '总烃(以甲烷计)', 'Total hydrocarbons (as CH4)', 'mg/m³'), nonneg('CH4', '甲烷', 'Methane', 'mg/m³')],
    computed: [],
    results: [mainResult(s, '(THC - CH4) * 12 / 16')],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [
      { kind: 'duplicate', statistic: 'RD', limit: '20' },
      { kind: 'ccv', maxRelErr: '10' },
    ],
    example: example(s, { sample: { THC: '2.85', CH4: '1.32' }, duplicate: { THC: '2.91', CH4: '1.33' } }),
  }),
};

export const chromatography = (spec: EntrySpec): FamilyParts => variantOf(VARIANTS, spec)(spec);
export const CHROM_VARIANTS = Object.keys(VARIANTS);
