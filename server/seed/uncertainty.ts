// The demo lab's uncertainty records (issue 33 item 6), written through the one write path so the server computes every
// result (server/uncertainty/uncertaintyRecords.resource.ts) and signed and approved by QA as the screens do.
// COD (HJ 828-2017, wastewater): a bottom-up budget whose relative expanded uncertainty is 3.94 % (k = 2), so a result
// of 152 mg/L is given U = 5.99 mg/L, printed 6 mg/L; an earlier version (5 %) is approved first and superseded by it.
// Ammonia nitrogen: a top-down estimate from its CRM control chart (s 2 %) and a CRM bias; lead: a bottom-up budget;
// total phosphorus: a draft still being evaluated.
// The figures are the demo lab's, illustrative: no standard prescribes them.
import { cascade, findBy, insert, type Unit } from '../workflow/store.ts';

const COD_COMPONENTS = [
  { name: '重复性', relative: '0.015', source: '11 次平行测定的相对标准偏差' },
  { name: '邻苯二甲酸氢钾标准溶液', relative: '0.010', source: '标准物质证书 U = 2 %，k = 2' },
  { name: '滴定体积', relative: '0.008', source: '滴定管允差 ÷ √3' },
];

async function approved(qa: Unit, data: Record<string, unknown>): Promise<number> {
  const rec = await insert(qa, 'uncertaintyRecords', data);
  await cascade(qa, 'uncertaintyRecords', Number(rec.id), 'submit', { by: 'person' });
  await cascade(qa, 'uncertaintyRecords', Number(rec.id), 'approve', { by: 'person' });
  return Number(rec.id);
}

/** the method standard of the catalogue's seed, when it wrote it (the record names it; it is optional) */
async function standard(u: Unit, standardNo: string): Promise<{ methodStandardId?: number }> {
  const [found] = await findBy(u, 'methodStandards', 'standardNo', standardNo);
  return found ? { methodStandardId: Number(found.id) } : {};
}

/** QA's records; the steps are QA's own (signed: the hooks stamp who and when and supersede the older COD version). */
export async function seedUncertainty(qa: Unit, params: Record<string, number>): Promise<void> {
  const cod = {
    ...(await standard(qa, 'HJ 828-2017')),
    parameterId: params['W-COD'],
    matrix: 'wastewater',
    rangeLow: '30',
    rangeHigh: '700',
    unit: 'mg/L',
    level: '150',
  };
  await approved(qa, {
    ...cod,
    approach: 'bottom_up',
    components: [{ name: '重复性', relative: '0.020', source: '7 次平行测定的相对标准偏差' }, COD_COMPONENTS[1]],
    k: '2',
    validFrom: '2025-06-01',
    conclusion: '初版评定',
  });
  await approved(qa, {
    ...cod,
    approach: 'bottom_up',
    components: COD_COMPONENTS,
    k: '2',
    validFrom: '2026-03-01',
    conclusion: '按 2026 年重复性数据重新评定',
  });
  await approved(qa, {
    ...(await standard(qa, 'HJ 535-2009')),
    parameterId: params['W-NH3N'],
    matrix: 'water',
    rangeLow: '0.10',
    rangeHigh: '2.0',
    unit: 'mg/L',
    level: '1.00',
    approach: 'top_down',
    topDown: {
      charts: [{ label: '氨氮 有证标准样品 1.00 mg/L', s: '0.020', n: 20 }],
      biases: [{ kind: 'crm', label: '有证标准样品 GSB 07-3164', bias: '0.010', uCref: '0.010' }],
    },
    k: '2',
    validFrom: '2026-03-01',
    conclusion: '按 ISO 11352 由质控数据评定',
  });
  await approved(qa, {
    ...(await standard(qa, 'HJ 700-2014')),
    parameterId: params['W-PB'],
    matrix: 'wastewater',
    unit: 'μg/L',
    level: '50',
    approach: 'bottom_up',
    components: [
      { name: '校准曲线', relative: '0.025', source: '标准曲线拟合残差' },
      { name: '重复性', relative: '0.030', source: '平行样相对偏差' },
      { name: '消解回收', relative: '0.020', source: '加标回收率 95 %–105 % ÷ √3' },
    ],
    k: '2',
    validFrom: '2026-03-01',
  });
  // one still being evaluated: a draft QA has not signed yet
  await insert(qa, 'uncertaintyRecords', {
    parameterId: params['W-TP'],
    matrix: 'water',
    unit: 'mg/L',
    level: '0.20',
    approach: 'bottom_up',
    components: [
      { name: '重复性', relative: '0.025', source: '平行样相对标准偏差' },
      { name: '校准曲线', relative: '0.015', source: '标准曲线拟合残差' },
    ],
    k: '2',
    conclusion: '评定中：待补充消解步骤的分量',
  });
}
