// Gravimetric: masses before and after (constant weight), a volume or mass → concentration or content.
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

const g = (key: string, zh: string, en: string): ReturnType<typeof pos> => pos(key, zh, en, 'g', { decimals: 4 });

const VARIANTS: Record<string, (s: EntrySpec) => FamilyParts> = {
  // GB 11901-89 suspended solids (and dissolved solids): C = (A − B) × 10⁶ / V, mg/L. Not duplicated (§3.3).
  waterResidue: (s) => ({
    header: [...commonHeader(), num('dryingTemp', '烘干温度', 'Drying temperature', '℃', { default: '104', required: false })],
    inputs: [
      pos('V', '取样体积', 'Sample volume', 'mL'),
      g('B', '滤膜+称量瓶质量', 'Filter + bottle mass'),
      g('A', '滤膜+称量瓶+残渣质量', 'Filter + bottle + residue mass'),
    ],
    computed: [comp('dm', '残渣质量', 'Residue mass', 'g', 'A - B', 4)],
    results: [mainResult(s, '(A - B) * 1000000 / V')],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'blank' }],
    example: example(s, { sample: { V: '100', B: '15.2316', A: '15.2398' }, blank: { V: '100', B: '15.1020', A: '15.1021' } }),
  }),
  // HJ 618-2011 / HJ 1263-2022 ambient PM: ρ = (w2 − w1) × 1000 / V, w in mg, V in m³ → μg/m³. V at the ambient
  // temperature and pressure of sampling: GB 3095-2012 as amended 2018 (manifest/airState.ts), not a reference state.
  ambientPM: (s) => ({
    header: commonHeader(),
    inputs: [
      pos('w1', '空白滤膜质量', 'Blank filter mass', 'mg', { decimals: 2 }),
      pos('w2', '采样后滤膜质量', 'Filter mass after sampling', 'mg', { decimals: 2 }),
      pos('V', '实况采样体积(监测时温度和压力)', 'Sampled volume at ambient conditions', 'm³'),
    ],
    computed: [comp('dw', '颗粒物质量', 'Particulate mass', 'mg', 'w2 - w1', 2)],
    results: [mainResult(s, '(w2 - w1) * 1000 / V')],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'blank', max: '10' }],
    example: example(s, { sample: { w1: '375.21', w2: '376.85', V: '23.04' }, duplicate: { w1: '374.90', w2: '376.50', V: '23.00' } }),
  }),
  // GB/T 16157-1996 / HJ 836-2017 stack particulates: V_nd = V_m·273/(273 + t_m)·(B_a + P_m)/101325; ρ = Δm·10⁶ / V_nd.
  stack: (s) => ({
    header: [...commonHeader(), num('Ba', '大气压', 'Barometric pressure', 'Pa', { min: '50000', max: '110000' })],
    inputs: [
      g('m1', '采样前滤筒质量', 'Filter mass before'),
      g('m2', '采样后滤筒质量', 'Filter mass after'),
      pos('Vm', '采样体积(工况)', 'Sampled volume (meter)', 'L'),
      num('tm', '计前温度', 'Meter temperature', '℃', { min: '-40', max: '200' }),
      num('Pm', '计前压力', 'Meter gauge pressure', 'Pa'),
      nonneg('O2', '实测含氧量', 'Measured O₂', '%', { max: '20.9', required: false, decimals: 1 }),
      nonneg('O2ref', '基准含氧量', 'Reference O₂', '%', { max: '20.9', required: false, decimals: 1 }),
    ],
    computed: [comp('Vnd', '标准状态干烟气采样体积', 'Sampled volume (standard, dry)', 'L', 'Vm * 273 / (273 + tm) * (Ba + Pm) / 101325', 1)],
    // 折算浓度 (issue 30): the emission standard judges the concentration converted to its reference O₂,
    // ρ = ρ′ × (21 − O₂ref)/(21 − O₂); O₂ref is the judged standard's (GB 13223-2011 coal-fired boilers 6 %, as
    // server/standards/gb13223.ts cites it) or entered. Both optional: a stack judged at actual O₂ leaves them empty.
    results: [
      mainResult(s, '(m2 - m1) * 1000000 / Vnd'),
      {
        ...mainResult(s, '(m2 - m1) * 1000000 / Vnd * (21 - O2ref) / (21 - O2)'),
        key: 'corrected',
        label: L('折算浓度(基准含氧量)', 'Concentration at reference O₂'),
        parameter: undefined,
        outOfRange: undefined,
        whenGiven: ['O2', 'O2ref'],
        reportingBasis: `${s.method}: ρ′ × (21 − O₂ref)/(21 − O₂), O₂ref from the judged emission standard or entered; rounded as the measured concentration`,
      },
    ],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'blank' }],
    example: example(s, {
      header: { Ba: '101200' },
      // O₂ measured 9.0 %, converted to 6 % (GB 13223-2011 coal-fired boilers, as server/standards cites it)
      sample: { m1: '1.23456', m2: '1.23812', Vm: '850.0', tm: '25.3', Pm: '-1250', O2: '9.0', O2ref: '6' },
      blank: { m1: '1.22010', m2: '1.22013', Vm: '850.0', tm: '25.0', Pm: '-1200' },
    }),
  }),
  // HJ 613-2011 dry matter and water content: w_dm = (m2 − m0)/(m1 − m0)·100; w_H2O = (m1 − m2)/(m2 − m0)·100.
  dryMatter: (s) => ({
    header: [...commonHeader(), num('dryingTemp', '烘干温度', 'Drying temperature', '℃', { default: '105', required: false })],
    inputs: [
      g('m0', '容器质量', 'Container mass'),
      g('m1', '容器+样品质量', 'Container + sample mass'),
      g('m2', '容器+烘干样品质量', 'Container + dried sample mass'),
    ],
    computed: [],
    results: [
      mainResult(s, '(m2 - m0) / (m1 - m0) * 100', { parameter: s.params[0].code }),
      // HJ 613-2011 (soil) gives the water content on the dry mass; HJ 1222-2021 §3.1 (solid waste) on the wet mass.
      s.constants?.waterBasis === 'wet'
        ? {
            key: 'water',
            label: L('水分(湿基)', 'Water content (wet basis)'),
            ...(s.params[1] ? { parameter: s.params[1].code } : {}),
            unit: '%',
            formula: '(m1 - m2) / (m1 - m0) * 100',
            rounding: s.rounding ?? { decimals: 1 },
          }
        : {
            key: 'water',
            label: L('水分', 'Water content (dry basis)'),
            ...(s.params[1] ? { parameter: s.params[1].code } : {}),
            unit: '%',
            formula: '(m1 - m2) / (m2 - m0) * 100',
            rounding: s.rounding ?? { decimals: 1 },
          },
    ],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'duplicate', statistic: 'absDiff', limit: '0.5' }],
    example: example(s, {
      perRowParameter: false,
      sample: { m0: '32.1015', m1: '52.3350', m2: '49.6012' },
      duplicate: { m0: '31.8820', m1: '51.9012', m2: '49.2010' },
    }),
  }),
  // Loss on ignition (HJ 1024-2019 热灼减率, soil LOI): (m1 − m2)/(m1 − m0)·100.
  ignitionLoss: (s) => ({
    header: [...commonHeader(), num('ignitionTemp', '灼烧温度', 'Ignition temperature', '℃', { default: '600', required: false })],
    inputs: [
      g('m0', '坩埚质量', 'Crucible mass'),
      g('m1', '坩埚+干样质量', 'Crucible + dry sample'),
      g('m2', '坩埚+灼烧后质量', 'Crucible + residue after ignition'),
    ],
    computed: [],
    results: [mainResult(s, '(m1 - m2) / (m1 - m0) * 100')],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [{ kind: 'duplicate', statistic: 'absDiff', limit: '0.5' }],
    example: example(s, { sample: { m0: '25.4402', m1: '30.4410', m2: '30.1102' }, duplicate: { m0: '24.9810', m1: '29.9850', m2: '29.6531' } }),
  }),
  // Blank filter conditioning (标准滤膜): two weighings after equilibration; constant weight when they differ ≤ tol.
  filterBlank: (s) => ({
    header: [...commonHeader(), num('tol', '恒重允许差', 'Constant-weight tolerance', 'mg', { default: '0.04' })],
    inputs: [nonneg('wa', '第一次称量', 'First weighing', 'mg', { decimals: 2 }), nonneg('wb', '第二次称量', 'Second weighing', 'mg', { decimals: 2 })],
    computed: [comp('diff', '两次称量差', 'Difference', 'mg', 'abs(wa - wb)', 2)],
    results: [
      mainResult(s, '(wa + wb) / 2'),
      flagResult(
        'constant',
        '是否恒重',
        'Constant weight',
        'abs(wa - wb) <= tol',
        'calc.flag.yes',
        'calc.flag.no',
        fullValueRule(`${s.method} 恒重允许差`, `${s.method} constant-weight tolerance`),
      ),
    ],
    constants: { ...numericConstants(s) },
    qc: s.qc ?? [],
    example: example(s, { header: { tol: '0.04' }, sample: { wa: '375.21', wb: '375.24' }, duplicate: { wa: '374.90', wb: '374.92' } }),
  }),
};

export const gravimetric = (spec: EntrySpec): FamilyParts => variantOf(VARIANTS, spec)(spec);
export const GRAVIMETRIC_VARIANTS = Object.keys(VARIANTS);
