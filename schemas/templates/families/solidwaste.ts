// Solid waste: leaching records (HJ 557-2010, HJ/T 299-2007, HJ/T 300-2007), flash point with the pressure
// correction (GB/T 261-2008, criterion GB 5085.4-2007) and corrosivity (GB 5085.1-2007). lims-practice §4.25–27.
import {
  fullValueRule,
  numericConstants,
  comp,
  commonHeader,
  example,
  flagResult,
  mainResult,
  nonneg,
  num,
  pos,
  L,
  type EntrySpec,
  type FamilyParts,
  variantOf,
} from './common.ts';

const VARIANTS: Record<string, (s: EntrySpec) => FamilyParts> = {
  // Leachant to add = L/S × m_dry − water already in the sample (1 g water ≈ 1 mL); L/S = 10 (HJ 557, HJ/T 299)
  // or 20 (HJ/T 300). The leachant pH window is the method's (HJ/T 299: 3.20 ± 0.05).
  leaching: (s) => ({
    header: [
      ...commonHeader(),
      num('leachantPH', '浸提剂pH', 'Leachant pH', '', { min: s.constants?.pHmin ?? '0', max: s.constants?.pHmax ?? '14' }),
      num('speed', '振荡/翻转速度', 'Shaking / rotation speed', 'r/min', { required: false }),
      num('duration', '浸提时间', 'Leaching time', 'h', { required: false }),
    ],
    inputs: [
      pos('m', '样品湿重', 'Sample mass (as received)', 'g'),
      pos('wdm', '干物质含量', 'Dry matter', '%', { max: '100' }),
      nonneg('Vf', '浸出液体积', 'Leachate volume recovered', 'mL', { required: false }),
      nonneg('pHf', '浸出液pH', 'Leachate pH', '', { max: '14', required: false }),
    ],
    computed: [comp('mDry', '干基质量', 'Dry mass', 'g', 'm * wdm / 100', 2), comp('water', '样品含水量', 'Water in sample', 'g', 'm - m * wdm / 100', 2)],
    results: [mainResult(s, 'LS * mDry - water', { min: '0' })],
    constants: { LS: '10', ...numericConstants(s) },
    qc: s.qc ?? [
      {
        kind: 'check',
        key: 'leachantPH',
        label: L('浸提剂pH', 'Leachant pH'),
        formula: 'leachantPH',
        min: s.constants?.pHmin ?? '0',
        max: s.constants?.pHmax ?? '14',
      },
    ],
    example: example(s, {
      header: { leachantPH: s.constants?.pHexample ?? '7.00', speed: '30', duration: '18' },
      sample: { m: '120.5', wdm: '83.0', Vf: '980', pHf: '6.85' },
      duplicate: { m: '121.0', wdm: '83.0', Vf: '985', pHf: '6.88' },
    }),
  }),
  // T = t0 + 0.25 × (101.3 − p), reported to 0.5 °C; ignitable (liquid) below 60 °C (GB 5085.4-2007), judged on the
  // full corrected value: GB 5085.4 names no rounded-value comparison, so GB/T 8170 §4.3.1 applies.
  flashPoint: (s) => ({
    header: [...commonHeader(), pos('p', '大气压', 'Barometric pressure', 'kPa', { min: '80', max: '110' })],
    inputs: [num('t0', '观察闪点', 'Observed flash point', '℃', { min: '-30', max: '400' })],
    computed: [],
    results: [
      mainResult(s, 't0 + 0.25 * (101.3 - p)', { rounding: { increment: '0.5' } }),
      flagResult(
        'ignitable',
        '易燃性(闭口闪点<60℃)',
        'Ignitable (closed cup < 60 °C)',
        'result < 60',
        'calc.flag.hazardous',
        'calc.flag.notHazardous',
        fullValueRule('GB 5085.4-2007 §4.1（闪点 < 60 ℃）', 'GB 5085.4-2007 §4.1 (flash point < 60 °C)'),
      ),
    ],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'duplicate', statistic: 'absDiff', limit: '2' }, { kind: 'crm' }],
    example: example(s, { header: { p: '99.8' }, sample: { t0: '55.4' }, duplicate: { t0: '56.5' } }),
  }),
  // Leachate pH (GB/T 15555.12): corrosive if ≥ 12.5 or ≤ 2.0 (GB 5085.1-2007 §4.1), on the full reading.
  corrosivityPH: (s) => ({
    header: commonHeader(),
    inputs: [nonneg('reading', 'pH测定值', 'pH reading', '', { max: '14' }), num('t', '测定温度', 'Temperature', '℃', { required: false })],
    computed: [],
    results: [
      mainResult(s, 'reading', { rounding: s.rounding ?? { decimals: 2 } }),
      flagResult(
        'corrosive',
        '腐蚀性',
        'Corrosive',
        'result >= 12.5 || result <= 2.0',
        'calc.flag.hazardous',
        'calc.flag.notHazardous',
        fullValueRule('GB 5085.1-2007 §4.1（pH ≥ 12.5 或 ≤ 2.0）', 'GB 5085.1-2007 §4.1 (pH ≥ 12.5 or ≤ 2.0)'),
      ),
    ],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'duplicate', statistic: 'absDiff', limit: '0.1' }],
    example: example(s, { sample: { reading: '12.62', t: '24.8' }, duplicate: { reading: '12.58', t: '24.8' } }),
  }),
  // 20# steel coupon at 55 °C: CR (mm/a) = 8.76×10⁴ × W / (A × T × D); corrosive if ≥ 6.35 mm/a (GB 5085.1-2007
  // §4.2), on the full value: 6.3468 mm/a, which rounds to 6.35, is NOT corrosive.
  corrosionRate: (s) => ({
    header: [...commonHeader(), pos('D', '钢材密度', 'Steel density', 'g/cm³', { default: '7.86' })],
    inputs: [nonneg('W', '质量损失', 'Mass loss', 'g'), pos('A', '试片面积', 'Coupon area', 'cm²'), pos('T', '试验时间', 'Exposure time', 'h')],
    computed: [],
    results: [
      mainResult(s, '87600 * W / (A * T * D)'),
      flagResult(
        'corrosive',
        '腐蚀性',
        'Corrosive',
        'result >= 6.35',
        'calc.flag.hazardous',
        'calc.flag.notHazardous',
        fullValueRule('GB 5085.1-2007 §4.2（≥ 6.35 mm/a）', 'GB 5085.1-2007 §4.2 (≥ 6.35 mm/a)'),
      ),
    ],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'duplicate', statistic: 'RD', limit: '20' }],
    example: example(s, { header: { D: '7.86' }, sample: { W: '0.1250', A: '28.0', T: '168' }, duplicate: { W: '0.1310', A: '28.0', T: '168' } }),
  }),
};

export const solidWaste = (spec: EntrySpec): FamilyParts => variantOf(VARIANTS, spec)(spec);
export const SOLIDWASTE_VARIANTS = Object.keys(VARIANTS);
