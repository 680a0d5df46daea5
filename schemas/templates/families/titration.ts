// Titration: titrant concentration and the blank in the header, volumes per sample.
import {
  numericConstants,
  comp,
  commonHeader,
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
import type { QcRule } from '../types.ts';

const DEFAULT_QC: QcRule[] = [{ kind: 'blank' }, { kind: 'duplicate', statistic: 'RD', limit: '10' }, { kind: 'crm' }];

const VARIANTS: Record<string, (s: EntrySpec) => FamilyParts> = {
  // GB 7489-87 iodometric DO: ρ = M·V2·c·f1 / (4·V1), f1 = V0 / (V0 − V′); c in mmol/L, M = 32.
  do: (s) => ({
    header: [
      ...commonHeader(),
      // c in mmol/L: the standard solution is about 10 mmol/L (lims-practice.md, GB 7489 ≡ ISO 5813); a habit of
      // mol/L (0.0250) gives a DO 1000 times too low, so a value outside 1–100 mmol/L is warned (the product's
      // plausibility band, not a limit of the standard), never refused
      pos('c', '硫代硫酸钠浓度', 'Na2S2O3 concentration', 'mmol/L', {
        plausible: {
          min: '1',
          max: '100',
          hint: {
            zh: '单位是 mmol/L（标准溶液约 10 mmol/L）：这个数值像是按 mol/L 或其他单位填写的，请核对',
            en: 'The unit is mmol/L (the standard solution is about 10 mmol/L): this value looks entered in mol/L or another unit, please check',
          },
        },
      }),
      pos('Vfix', '固定剂体积', 'Fixing reagents volume', 'mL', { default: '3' }),
    ],
    inputs: [
      pos('V0', '溶解氧瓶容积', 'Bottle volume', 'mL'),
      pos('V1', '滴定取样体积', 'Aliquot titrated', 'mL'),
      nonneg('V2', '滴定消耗体积', 'Titrant volume', 'mL'),
    ],
    computed: [comp('f1', '校正系数f1', 'Factor f1', '', 'V0 / (V0 - Vfix)', 4)],
    results: [mainResult(s, 'M * V2 * c * f1 / (4 * V1)')],
    constants: { M: '32', ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'duplicate', statistic: 'absDiff', limit: '0.2' }],
    example: example(s, {
      header: { c: '10.05', Vfix: '3' },
      sample: { V0: '251.2', V1: '100', V2: '4.52' },
      duplicate: { V0: '250.6', V1: '100', V2: '4.55' },
    }),
  }),
  // Back titration against a blank (COD HJ 828: M = 8; iodometric sulfide: M = 16.03): ρ = c(V0 − V1)·M·1000 / V × f.
  backBlank: (s) => ({
    header: [...commonHeader(), pos('c', '滴定液浓度', 'Titrant concentration', 'mol/L'), nonneg('V0', '空白滴定体积', 'Blank titrant volume', 'mL')],
    inputs: [pos('V', '取样体积', 'Sample volume', 'mL'), nonneg('V1', '滴定消耗体积', 'Titrant volume', 'mL'), dilution()],
    computed: [comp('dV', '体积差', 'Volume difference', 'mL', 'V0 - V1', 2)],
    results: [mainResult(s, 'c * (V0 - V1) * M * 1000 / V * f')],
    constants: { M: '8', ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'blank' }, { kind: 'duplicate', statistic: 'RD', limit: '10' }, { kind: 'crm' }],
    // the blank is titrated like a sample (V1 = V0: below the MDL), as the blank QC rule needs; 98.4 and 100.4 mg/L
    example: example(s, {
      header: { c: '0.0502', V0: '24.85' },
      sample: { V: '10.0', V1: '22.40', f: '1' },
      duplicate: { V: '10.0', V1: '22.35', f: '1' },
      blank: { V: '10.0', V1: '24.85', f: '1' },
    }),
  }),
  // Direct titration (chloride GB 11896: M = 35.45; hardness GB 7477 as CaCO3: M = 100.09): (V2 − V1)·c·M·1000 / V × f.
  forward: (s) => ({
    header: [
      ...commonHeader(),
      pos('c', '滴定液浓度', 'Titrant concentration', 'mol/L'),
      nonneg('Vb', '空白滴定体积', 'Blank titrant volume', 'mL', { default: '0' }),
    ],
    inputs: [pos('V', '取样体积', 'Sample volume', 'mL'), nonneg('Vt', '滴定消耗体积', 'Titrant volume', 'mL'), dilution()],
    computed: [],
    results: [mainResult(s, '(Vt - Vb) * c * M * 1000 / V * f')],
    constants: { M: '35.45', ...numericConstants(s) },
    qc: s.qc ?? DEFAULT_QC,
    example: example(s, {
      header: { c: '0.0141', Vb: '0.20' },
      sample: { V: '50.0', Vt: '5.35', f: '1' },
      duplicate: { V: '50.0', Vt: '5.40', f: '1' },
      blank: { V: '50.0', Vt: '0.20', f: '1' },
    }),
  }),
  // Permanganate index GB 11892-89: I = [(10 + V1)·K − 10]·c·8·1000 / V, K = 10 / V2 (oxalate standardisation).
  permanganate: (s) => ({
    header: [
      ...commonHeader(),
      pos('c', '草酸钠浓度(1/2 Na2C2O4)', 'Oxalate concentration (1/2 Na2C2O4)', 'mol/L', { default: '0.0100' }),
      pos('V2', '标定消耗KMnO4体积', 'KMnO4 used in standardisation', 'mL'),
      // GB 11892-89 §7.2 (issue 30): a diluted sample subtracts the dilution water's own titration, in proportion
      nonneg('V0', '空白(稀释水)滴定消耗体积', 'Blank (dilution water) titrant volume', 'mL', { required: false }),
    ],
    inputs: [
      pos('V', '取样体积', 'Sample volume', 'mL', { default: '100' }),
      pos('Vt', '稀释后体积', 'Volume after dilution', 'mL', { default: '100', required: false }),
      nonneg('V1', '滴定消耗体积', 'Titrant volume', 'mL'),
    ],
    computed: [comp('K', '校正系数K', 'Factor K', '', '10 / V2', 4), comp('fw', '稀释水比值', 'Fraction of dilution water', '', '(Vt - V) / Vt', 2)],
    // §7.1 undiluted: [(10 + V1)K − 10]·c·8·1000/100; §7.2 diluted: {[(10 + V1)K − 10] − [(10 + V0)K − 10]·fw}·c·8·1000/V,
    // fw the fraction of dilution water (10.0 mL made up to 100 mL: 0.90). Undiluted (V = Vt) the blank term is 0.
    results: [mainResult(s, '((10 + V1) * K - 10 - if(V < Vt, ((10 + V0) * K - 10) * (Vt - V) / Vt, 0)) * c * 8 * 1000 / V')],
    constants: { ...numericConstants(s) },
    // National network SOP: RD ≤ 25 % below 2.0 mg/L, ≤ 20 % above (lims-practice §3.3).
    qc: s.qc ?? [{ kind: 'blank' }, { kind: 'duplicate', statistic: 'RD', limit: '20', tiers: [{ below: '2.0', limit: '25' }] }, { kind: 'crm' }],
    example: example(s, { header: { c: '0.0100', V2: '10.10', V0: '0.35' }, sample: { V: '100', V1: '4.20' }, duplicate: { V: '100', V1: '4.25' } }),
  }),
  // Soil organic matter, K2Cr2O7 oxidation (NY/T 1121.6): c(V0 − V)·0.003·1.724·1.10·1000 / (m·w_dm/100), g/kg.
  soilOxidation: (s) => ({
    header: [...commonHeader(), pos('c', '硫酸亚铁浓度', 'FeSO4 concentration', 'mol/L'), nonneg('V0', '空白滴定体积', 'Blank titrant volume', 'mL')],
    inputs: [pos('m', '称样量', 'Sample mass', 'g'), dryMatter(), nonneg('V', '滴定消耗体积', 'Titrant volume', 'mL')],
    computed: [],
    results: [mainResult(s, 'c * (V0 - V) * 0.003 * 1.724 * 1.10 * 1000 / (m * wdm / 100)')],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'duplicate', statistic: 'RD', limit: '10' }, { kind: 'crm' }],
    example: example(s, {
      header: { c: '0.2010', V0: '20.15' },
      sample: { m: '0.2503', wdm: '97.6', V: '14.30' },
      duplicate: { m: '0.2498', wdm: '97.6', V: '14.35' },
    }),
  }),
  // Kjeldahl nitrogen, soil (HJ 717-2014): (V1 − V0)·c·14.0·1000 / (m·w_dm/100), mg/kg.
  kjeldahl: (s) => ({
    header: [...commonHeader(), pos('c', '盐酸标准溶液浓度', 'HCl concentration', 'mol/L'), nonneg('V0', '空白滴定体积', 'Blank titrant volume', 'mL')],
    inputs: [pos('m', '称样量', 'Sample mass', 'g'), dryMatter(), nonneg('V1', '滴定消耗体积', 'Titrant volume', 'mL')],
    computed: [],
    results: [mainResult(s, '(V1 - V0) * c * 14.0 * 1000 / (m * wdm / 100)')],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'duplicate', statistic: 'RD', limit: '10' }, { kind: 'crm' }],
    example: example(s, {
      header: { c: '0.0100', V0: '0.10' },
      sample: { m: '1.0012', wdm: '97.8', V1: '8.65' },
      duplicate: { m: '1.0020', wdm: '97.8', V1: '8.80' },
    }),
  }),
};

export const titration = (spec: EntrySpec): FamilyParts => variantOf(VARIANTS, spec)(spec);
export const TITRATION_VARIANTS = Object.keys(VARIANTS);
