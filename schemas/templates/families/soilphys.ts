// Physical properties of soil: particle size by the pipette method, saturated hydraulic conductivity (constant
// head, ring), bulk density and total porosity (ring). Formulas lims-practice §4.22–24 [RECALL].
import { numericConstants, comp, commonHeader, example, mainResult, num, pos, nonneg, L, type EntrySpec, type FamilyParts, variantOf } from './common.ts';

const pct = (key: string, zh: string, en: string, formula: string, parameter?: string) => ({
  key,
  label: L(zh, en),
  ...(parameter ? { parameter } : {}),
  unit: '%',
  formula,
  rounding: { decimals: 1 } as const,
});

const VARIANTS: Record<string, (s: EntrySpec) => FamilyParts> = {
  // Fraction (%) = (m_i − m_blank) × (Vt/Vp) / m × 100; international system (<0.002, 0.002–0.02, 0.02–2 mm).
  particleSize: (s) => ({
    header: [
      ...commonHeader(),
      pos('Vt', '悬液总体积', 'Suspension volume', 'mL', { default: '1000' }),
      pos('Vp', '吸管容积', 'Pipette volume', 'mL', { default: '25' }),
      nonneg('mBlank', '分散剂空白质量', 'Dispersant blank mass', 'g', { default: '0' }),
      num('T', '悬液温度', 'Suspension temperature', '℃', { required: false }),
    ],
    inputs: [
      pos('m', '烘干土质量', 'Oven-dry soil mass', 'g'),
      nonneg('mClay', '<0.002 mm吸液烘干质量', 'Pipetted <0.002 mm mass', 'g'),
      nonneg('mFine', '<0.02 mm吸液烘干质量', 'Pipetted <0.02 mm mass', 'g'),
    ],
    computed: [comp('fineTotal', '<0.02 mm含量', '<0.02 mm fraction', '%', '(mFine - mBlank) * (Vt / Vp) / m * 100', 1)],
    results: [
      { ...mainResult(s, '(mClay - mBlank) * (Vt / Vp) / m * 100', { parameter: s.params[0].code }), rounding: s.rounding ?? { decimals: 1 } },
      pct('silt', '粉粒(0.002–0.02 mm)', 'Silt (0.002–0.02 mm)', 'fineTotal - (mClay - mBlank) * (Vt / Vp) / m * 100', s.params[1]?.code),
      pct('sand', '砂粒(0.02–2 mm)', 'Sand (0.02–2 mm)', '100 - fineTotal', s.params[2]?.code),
    ],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'duplicate', statistic: 'absDiff', limit: '3' }],
    example: example(s, {
      perRowParameter: false,
      header: { Vt: '1000', Vp: '25', mBlank: '0.0025', T: '22.0' },
      sample: { m: '10.00', mClay: '0.0652', mFine: '0.1420' },
      duplicate: { m: '10.00', mClay: '0.0640', mFine: '0.1405' },
    }),
  }),
  // K_t (mm/min) = 10·Q·L / (S·t·h); K_10 = K_t / (0.7 + 0.03·T).
  hydraulic: (s) => ({
    header: commonHeader(),
    inputs: [
      pos('Q', '渗出水量', 'Outflow', 'mL'),
      pos('Lh', '土层厚度', 'Soil layer height', 'cm'),
      pos('S', '环刀横截面积', 'Ring cross-section', 'cm²'),
      pos('t', '渗透时间', 'Time', 'min'),
      pos('h', '水层厚度', 'Water head', 'cm'),
      num('T', '水温', 'Water temperature', '℃', { min: '0', max: '40' }),
    ],
    computed: [comp('Kt', '温度T时渗透系数', 'K at T', 'mm/min', '10 * Q * Lh / (S * t * h)', 4)],
    results: [mainResult(s, 'Kt / (0.7 + 0.03 * T)')],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'duplicate', statistic: 'RD', limit: '20' }],
    example: example(s, {
      sample: { Q: '86.5', Lh: '5.0', S: '20.0', t: '10', h: '5.0', T: '18.5' },
      duplicate: { Q: '82.0', Lh: '5.0', S: '20.0', t: '10', h: '5.0', T: '18.5' },
    }),
  }),
  // ρb = (m_total − m_ring) / V_ring, g/cm³.
  bulkDensity: (s) => ({
    header: commonHeader(),
    inputs: [
      pos('mRing', '环刀质量', 'Ring mass', 'g'),
      pos('mTotal', '环刀+烘干土质量', 'Ring + oven-dry soil mass', 'g'),
      pos('V', '环刀容积', 'Ring volume', 'cm³', { default: '100' }),
    ],
    computed: [],
    results: [mainResult(s, '(mTotal - mRing) / V', { min: '0' })],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'duplicate', statistic: 'absDiff', limit: '0.02' }],
    example: example(s, { sample: { mRing: '98.52', mTotal: '231.40', V: '100' }, duplicate: { mRing: '97.90', mTotal: '230.10', V: '100' } }),
  }),
  // P (%) = (1 − ρb/ρs) × 100, ρs = 2.65 g/cm³ unless measured.
  porosity: (s) => ({
    header: [...commonHeader(), pos('rhoS', '土粒密度', 'Particle density', 'g/cm³', { default: '2.65' })],
    inputs: [
      pos('mRing', '环刀质量', 'Ring mass', 'g'),
      pos('mTotal', '环刀+烘干土质量', 'Ring + oven-dry soil mass', 'g'),
      pos('V', '环刀容积', 'Ring volume', 'cm³', { default: '100' }),
    ],
    computed: [comp('rhoB', '容重', 'Bulk density', 'g/cm³', '(mTotal - mRing) / V', 2)],
    results: [mainResult(s, '(1 - rhoB / rhoS) * 100')],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'duplicate', statistic: 'absDiff', limit: '1' }],
    example: example(s, {
      header: { rhoS: '2.65' },
      sample: { mRing: '98.52', mTotal: '231.40', V: '100' },
      duplicate: { mRing: '97.90', mTotal: '230.10', V: '100' },
    }),
  }),
};

export const soilPhysical = (spec: EntrySpec): FamilyParts => variantOf(VARIANTS, spec)(spec);
export const SOILPHYS_VARIANTS = Object.keys(VARIANTS);
