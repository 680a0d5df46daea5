// BOD5, dilution and seeding (HJ 505-2009): one row per dilution.
//   BOD5 = [(ρ1 − ρ2) − (ρ3 − ρ4)·f1] / f2, f2 = sample fraction, f1 = 1 − f2 (dilution-water fraction).
// Undiluted: f2 = 1 → ρ1 − ρ2. A dilution is valid when DO depletion ≥ 2 mg/L and residual DO ≥ 2 mg/L;
// the sample's BOD5 is the mean of its valid dilutions (rows sharing a sampleId).
import {
  fullValueRule,
  numericConstants,
  comp,
  commonHeader,
  example,
  flagResult,
  mainResult,
  nonneg,
  pos,
  L,
  type EntrySpec,
  type FamilyParts,
} from './common.ts';

export function bod5(s: EntrySpec): FamilyParts {
  const ex = example(s, {
    header: { rho3: '8.95', rho4: '8.62' },
    sample: { Vs: '50', Vt: '1000', rho1: '8.90', rho2: '4.15' },
    duplicate: { Vs: '50', Vt: '1000', rho1: '8.88', rho2: '4.05' },
    blank: { Vs: '1000', Vt: '1000', rho1: '8.95', rho2: '8.62' },
  });
  // A second dilution of S1 (averaged with the first when both are valid).
  ex.rows.splice(1, 0, { sampleId: 'S1', inputs: { Vs: '30', Vt: '1000', rho1: '8.85', rho2: '5.90' } });
  return {
    header: [
      ...commonHeader(),
      nonneg('rho3', '稀释水(接种稀释水)培养前溶解氧', 'Dilution water DO before incubation', 'mg/L'),
      nonneg('rho4', '稀释水(接种稀释水)培养后溶解氧', 'Dilution water DO after incubation', 'mg/L'),
      { key: 'incubatorTemp', label: L('培养箱温度', 'Incubator temperature'), unit: '℃', required: false, min: '19', max: '21' },
      { key: 'seed', label: L('接种液来源及用量', 'Seed source and amount'), kind: 'text', required: false },
    ],
    inputs: [
      pos('Vs', '水样体积', 'Sample volume in dilution', 'mL'),
      pos('Vt', '稀释后总体积', 'Total volume after dilution', 'mL'),
      nonneg('rho1', '培养前溶解氧ρ1', 'DO before incubation ρ1', 'mg/L'),
      nonneg('rho2', '培养后溶解氧ρ2', 'DO after 5 d ρ2', 'mg/L'),
    ],
    computed: [
      comp('f2', '水样比例f2', 'Sample fraction f2', '', 'Vs / Vt', 4),
      comp('f1', '稀释水比例f1', 'Dilution-water fraction f1', '', '1 - Vs / Vt', 4),
      comp('depletion', '溶解氧消耗量', 'DO depletion', 'mg/L', 'rho1 - rho2', 2),
      comp('valid', '稀释有效', 'Dilution valid', '', '(rho1 - rho2 >= 2 && rho2 >= 2) || Vs == Vt'),
    ],
    results: [
      mainResult(s, '((rho1 - rho2) - (rho3 - rho4) * f1) / f2'),
      flagResult(
        'validFlag',
        '稀释是否有效',
        'Dilution valid',
        'valid',
        'calc.flag.valid',
        'calc.flag.invalid',
        fullValueRule(
          'HJ 505-2009 §9（溶解氧消耗量 ≥ 2 mg/L，剩余溶解氧 ≥ 2 mg/L；条文原文未读到）',
          'HJ 505-2009 §9 (depletion ≥ 2 mg/L, residual ≥ 2 mg/L; clause text not read)',
        ),
      ),
    ],
    constants: { ...numericConstants(s) },
    aggregate: { validFlag: 'valid' },
    qc: s.qc ?? [
      {
        kind: 'check',
        key: 'dilutionWaterBlank',
        label: L('稀释水空白溶解氧消耗', 'Dilution-water blank depletion'),
        formula: 'rho3 - rho4',
        max: '0.5',
        unit: 'mg/L',
      },
      { kind: 'duplicate', statistic: 'RD', limit: '20' },
      { kind: 'crm' },
    ],
    example: ex,
  };
}
