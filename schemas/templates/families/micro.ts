// Microbiology: plate counts by the 30–300 rules (HJ 1000-2018) and MPN (multiple tubes, HJ 347.2; enzyme
// substrate Quanti-Tray wells, HJ 1001-2018), computed by maximum likelihood like the published tables.
import { numericConstants, comp, commonHeader, example, mainResult, nonneg, pos, L, type EntrySpec, type FamilyParts, variantOf } from './common.ts';
import type { FieldDef } from '../types.ts';

const count = (key: string, zh: string, en: string): FieldDef => nonneg(key, zh, en, 'CFU', { decimals: 0 });
const tubes = (key: string, zh: string, en: string, max: string): FieldDef => nonneg(key, zh, en, '', { max, decimals: 0 });
const negativeControl: FieldDef = nonneg('negControl', '阴性对照(空白)', 'Negative control', '', { default: '0' });
const negativeCheck = { kind: 'check' as const, key: 'negativeControl', label: L('阴性对照', 'Negative control'), formula: 'negControl', max: '0' };

const VARIANTS: Record<string, (s: EntrySpec) => FamilyParts> = {
  // Three dilutions × two plates; < 100 reported as an integer, ≥ 100 to 2 s.f.; nothing grown → "<{lowest factor}".
  plateCount: (s) => ({
    header: [
      ...commonHeader(),
      negativeControl,
      { key: 'incubation', label: L('培养条件', 'Incubation'), kind: 'text', required: false, default: '36±1℃, 48±2h' },
    ],
    inputs: [
      pos('f1', '稀释度1(倍数)', 'Dilution 1 (factor)', ''),
      count('a1', '平板1', 'Plate 1'),
      count('b1', '平板2', 'Plate 2'),
      pos('f2', '稀释度2(倍数)', 'Dilution 2 (factor)', ''),
      count('a2', '平板1', 'Plate 1'),
      count('b2', '平板2', 'Plate 2'),
      pos('f3', '稀释度3(倍数)', 'Dilution 3 (factor)', ''),
      count('a3', '平板1', 'Plate 1'),
      count('b3', '平板2', 'Plate 2'),
    ],
    computed: [],
    results: [
      mainResult(s, 'colonyCount(f1, a1, b1, f2, a2, b2, f3, a3, b3)', {
        rounding: { significant: 2 },
        roundingTiers: [{ below: '100', rounding: { decimals: 0 } }],
        mdlFormula: 'min(f1, f2, f3)',
        notation: '<MDL',
      }),
    ],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [negativeCheck, { kind: 'duplicate', statistic: 'RD', limit: '30' }],
    example: example(s, {
      header: { negControl: '0' },
      sample: { f1: '1', a1: '410', b1: '395', f2: '10', a2: '164', b2: '152', f3: '100', a3: '18', b3: '15' },
      duplicate: { f1: '1', a1: '388', b1: '402', f2: '10', a2: '149', b2: '158', f3: '100', a3: '16', b3: '17' },
      blank: { f1: '1', a1: '0', b1: '0', f2: '10', a2: '0', b2: '0', f3: '100', a3: '0', b3: '0' },
    }),
  }),
  // 15 tubes (5 × 10 mL, 5 × 1 mL, 5 × 0.1 mL of the dilution) → MPN/L × dilution.
  mpnTubes: (s) => ({
    header: [...commonHeader(), negativeControl],
    inputs: [
      tubes('p1', '10 mL阳性管数', 'Positive tubes, 10 mL', '5'),
      tubes('p2', '1 mL阳性管数', 'Positive tubes, 1 mL', '5'),
      tubes('p3', '0.1 mL阳性管数', 'Positive tubes, 0.1 mL', '5'),
      pos('D', '稀释倍数', 'Dilution factor', '', { default: '1', required: false }),
    ],
    computed: [],
    results: [
      mainResult(s, 'mpn(5, 10, p1, 5, 1, p2, 5, 0.1, p3) * 1000 * D', {
        rounding: { significant: 2 },
        mdlFormula: '20 * D',
        detectedWhen: 'p1 + p2 + p3 > 0',
        notation: '<MDL',
      }),
    ],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [negativeCheck],
    example: example(s, { header: { negControl: '0' }, sample: { p1: '5', p2: '3', p3: '1', D: '10' }, blank: { p1: '0', p2: '0', p3: '0', D: '1' } }),
  }),
  // Quanti-Tray/2000: 49 large wells (1.86 mL) + 48 small (0.186 mL) per 100 mL → MPN/L = λ × 1000 × 100 / V.
  mpnWells: (s) => ({
    header: [...commonHeader(), negativeControl],
    inputs: [
      tubes('large', '大孔阳性数', 'Positive large wells', '49'),
      tubes('small', '小孔阳性数', 'Positive small wells', '48'),
      pos('V', '取样量(定容至100 mL)', 'Sample volume (made up to 100 mL)', 'mL', { max: '100' }),
    ],
    computed: [comp('mpn100', 'MPN/100mL(稀释后)', 'MPN per 100 mL (as tested)', 'MPN/100mL', 'mpn(49, 1.86, large, 48, 0.186, small) * 100', 1)],
    results: [
      mainResult(s, 'mpn100 * 10 * 100 / V', { rounding: { significant: 2 }, mdlFormula: '10 * 100 / V', detectedWhen: 'large + small > 0', notation: '<MDL' }),
    ],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [negativeCheck],
    example: example(s, {
      header: { negControl: '0' },
      sample: { large: '32', small: '6', V: '10' },
      duplicate: { large: '30', small: '7', V: '10' },
      blank: { large: '0', small: '0', V: '100' },
    }),
  }),
};

export const micro = (spec: EntrySpec): FamilyParts => variantOf(VARIANTS, spec)(spec);
export const MICRO_VARIANTS = Object.keys(VARIANTS);
