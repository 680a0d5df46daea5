// Infrared oils (HJ 637-2018 water, HJ 1051-2019 soil, GB 18483-2001 cooking fume):
//   ρ = [X·A2930 + Y·A2960 + Z·(A3030 − A2930/F)] · V0·D / Vw − ρ0; animal/vegetable oils = total − petroleum.
import {
  numericConstants,
  comp,
  commonHeader,
  dryMatter,
  example,
  mainResult,
  nonneg,
  num,
  pos,
  L,
  type EntrySpec,
  type FamilyParts,
  variantOf,
} from './common.ts';
import type { FieldDef, QcRule } from '../types.ts';

const coefficients: FieldDef[] = [
  num('X', '校正系数X', 'Coefficient X', 'mg/L'),
  num('Y', '校正系数Y', 'Coefficient Y', 'mg/L'),
  num('Z', '校正系数Z', 'Coefficient Z', 'mg/L'),
  pos('F', '校正因子F', 'Factor F', ''),
];
const abs = (p: string, zh: string, en: string): FieldDef[] => ['2930', '2960', '3030'].map((w) => nonneg(`${p}${w}`, `${zh}A${w}`, `${en} A${w}`, ''));
const irExpr = (p: string): string => `(X * ${p}2930 + Y * ${p}2960 + Z * (${p}3030 - ${p}2930 / F))`;
const COEF = { X: '39.4', Y: '41.2', Z: '28.5', F: '54.6' };
const irQc = (dup = true): QcRule[] => [
  { kind: 'blank' },
  ...(dup ? [{ kind: 'duplicate', statistic: 'RD', limit: '20' } as QcRule] : []),
  { kind: 'spike', form: 'plain', min: '70', max: '120' },
  { kind: 'crm' },
];

const VARIANTS: Record<string, (s: EntrySpec) => FamilyParts> = {
  water: (s) => ({
    header: [
      ...commonHeader(),
      ...coefficients,
      nonneg('blankTotal', '空白(总油)', 'Blank (total oil)', 'mg/L', { default: '0' }),
      nonneg('blankPet', '空白(石油类)', 'Blank (petroleum)', 'mg/L', { default: '0' }),
    ],
    inputs: [
      pos('Vw', '水样体积', 'Sample volume', 'mL'),
      pos('V0', '萃取液体积', 'Extract volume', 'mL'),
      pos('D', '萃取液稀释倍数', 'Extract dilution', '', { default: '1', required: false }),
      ...abs('A', '总萃取液', 'Total extract'),
      ...abs('B', '吸附后萃取液', 'Adsorbed extract'),
    ],
    computed: [
      comp('total', '总油', 'Total oil', 'mg/L', `${irExpr('A')} * V0 * D / Vw - blankTotal`, 3),
      comp('pet', '石油类', 'Petroleum', 'mg/L', `${irExpr('B')} * V0 * D / Vw - blankPet`, 3),
    ],
    results: [
      mainResult(s, 'pet', { parameter: s.params[0].code }),
      {
        key: 'animalVeg',
        label: L('动植物油类', 'Animal and vegetable oils'),
        parameter: s.params[1]?.code,
        unit: s.params[0].unit,
        formula: 'total - pet',
        rounding: s.rounding ?? { significant: 3 },
        roundingTiers: s.roundingTiers,
        mdl: s.params[1]?.mdl ?? s.params[0].mdl,
      },
      {
        key: 'totalOil',
        label: L('总油', 'Total oil'),
        unit: s.params[0].unit,
        formula: 'total',
        rounding: s.rounding ?? { significant: 3 },
        roundingTiers: s.roundingTiers,
        mdl: s.params[0].mdl,
      },
    ],
    constants: { ...numericConstants(s) },
    // §3.3: oil cannot be split, so no laboratory duplicates.
    qc: s.qc ?? irQc(false),
    example: example(s, {
      header: { ...COEF, blankTotal: '0.02', blankPet: '0.01' },
      sample: { Vw: '500', V0: '50.0', D: '1', A2930: '0.125', A2960: '0.062', A3030: '0.021', B2930: '0.068', B2960: '0.035', B3030: '0.010' },
      perRowParameter: false,
      blank: { Vw: '500', V0: '50.0', D: '1', A2930: '0.003', A2960: '0.001', A3030: '0.001', B2930: '0.002', B2960: '0.001', B3030: '0.000' },
    }),
  }),
  // HJ 1051-2019 soil petroleum: w = [..adsorbed extract..] · V0·D / (m·w_dm/100), mg/kg.
  soil: (s) => ({
    header: [...commonHeader(), ...coefficients, nonneg('blank', '空白', 'Blank', 'mg/kg', { default: '0' })],
    inputs: [
      pos('m', '称样量', 'Sample mass', 'g'),
      dryMatter(),
      pos('V0', '萃取液体积', 'Extract volume', 'mL'),
      pos('D', '萃取液稀释倍数', 'Extract dilution', '', { default: '1', required: false }),
      ...abs('B', '吸附后萃取液', 'Adsorbed extract'),
    ],
    computed: [],
    results: [mainResult(s, `${irExpr('B')} * V0 * D / (m * wdm / 100) - blank`)],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? irQc(),
    example: example(s, {
      header: { ...COEF, blank: '0' },
      sample: { m: '10.05', wdm: '88.2', V0: '25.0', D: '1', B2930: '0.210', B2960: '0.105', B3030: '0.032' },
      duplicate: { m: '10.02', wdm: '88.2', V0: '25.0', D: '1', B2930: '0.215', B2960: '0.108', B3030: '0.033' },
    }),
  }),
  // GB 18483-2001 cooking fume: ρ (mg/m³) = c (extract, mg/L) × V (mL) / 1000 / Vnd (m³).
  fume: (s) => ({
    header: commonHeader(),
    inputs: [
      nonneg('c', '萃取液浓度', 'Extract concentration', 'mg/L'),
      pos('V', '萃取液体积', 'Extract volume', 'mL'),
      pos('Vnd', '标准状态采样体积', 'Sampled volume (standard)', 'm³'),
    ],
    computed: [],
    results: [mainResult(s, 'c * V / 1000 / Vnd')],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'blank' }],
    example: example(s, { sample: { c: '12.4', V: '25.0', Vnd: '0.412' }, blank: { c: '0.05', V: '25.0', Vnd: '0.412' } }),
  }),
};

export const irOil = (spec: EntrySpec): FamilyParts => variantOf(VARIANTS, spec)(spec);
export const OIL_VARIANTS = Object.keys(VARIANTS);
