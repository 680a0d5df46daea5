// GB 3838-2002 地表水环境质量标准, 表1 基本项目标准限值 (classes Ⅰ–Ⅴ). Read (issue 19) from two public copies of the
// table that agree row by row (g230.com/9327769.html and qqmaoyi.com/tech_news/detail-396824.html; the latter prints
// total nitrogen Ⅳ as "105", a typo the former reads as 1.5). Effective 2002-06-01 (公告, published 2002-04-28).
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';

const CLASSES = ['I', 'II', 'III', 'IV', 'V'] as const;
const T1 = '表1';

/** One analyte's five class limits, ≤ unless the operator says otherwise. */
function item(
  analyte: string,
  analyteEn: string,
  values: readonly string[],
  o: { op?: string; unit?: string; aliases?: string[]; condition?: string; basis?: string } = {},
): StandardRow[] {
  return CLASSES.map((c, i) => ({
    table: T1,
    analyte,
    analyteEn,
    ...(o.aliases ? { aliases: o.aliases.join('、') } : {}),
    classCode: c,
    limit: values[i]!.includes('~') ? values[i]! : `${o.op ?? '≤'}${values[i]}`,
    unit: o.unit ?? 'mg/L',
    ...(o.condition ? { condition: o.condition } : {}),
    ...(o.basis ? { basis: o.basis } : {}),
  }));
}

export const gb3838_2002 = {
  standardNo: 'GB 3838-2002',
  edition: '2002',
  title: '地表水环境质量标准',
  titleEn: 'Environmental quality standards for surface water',
  kind: 'quality',
  matrix: 'water',
  effectiveFrom: '2002-06-01',
  classes: [
    { code: 'I', label: 'Ⅰ类', labelEn: 'Class I' },
    { code: 'II', label: 'Ⅱ类', labelEn: 'Class II' },
    { code: 'III', label: 'Ⅲ类', labelEn: 'Class III' },
    { code: 'IV', label: 'Ⅳ类', labelEn: 'Class IV' },
    { code: 'V', label: 'Ⅴ类', labelEn: 'Class V' },
  ],
  rows: [
    ...item('pH值', 'pH', ['6~9', '6~9', '6~9', '6~9', '6~9'], { unit: '无量纲', aliases: ['pH'] }),
    // Ⅰ类: 饱和率 90%（或 7.5）— the 7.5 mg/L alternative is the one a concentration is judged against
    ...item('溶解氧', 'Dissolved oxygen', ['7.5', '6', '5', '3', '2'], { op: '≥' }),
    ...item('高锰酸盐指数', 'Permanganate index', ['2', '4', '6', '10', '15']),
    ...item('化学需氧量(COD)', 'COD', ['15', '15', '20', '30', '40'], { aliases: ['化学需氧量'] }),
    ...item('五日生化需氧量(BOD5)', 'BOD5', ['3', '3', '4', '6', '10'], { aliases: ['五日生化需氧量'] }),
    ...item('氨氮(NH3-N)', 'Ammonia nitrogen', ['0.15', '0.5', '1.0', '1.5', '2.0'], { aliases: ['氨氮'] }),
    ...item('总磷(以P计)', 'Total phosphorus (as P)', ['0.02', '0.1', '0.2', '0.3', '0.4'], { aliases: ['总磷'], basis: '以P计' }),
    ...item('总磷(以P计)', 'Total phosphorus (as P)', ['0.01', '0.025', '0.05', '0.1', '0.2'], { aliases: ['总磷'], basis: '以P计', condition: '湖、库' }),
    ...item('总氮(湖、库,以N计)', 'Total nitrogen (lakes, reservoirs, as N)', ['0.2', '0.5', '1.0', '1.5', '2.0'], {
      aliases: ['总氮'],
      basis: '以N计',
      condition: '湖、库',
    }),
    ...item('铜', 'Copper', ['0.01', '1.0', '1.0', '1.0', '1.0']),
    ...item('锌', 'Zinc', ['0.05', '1.0', '1.0', '2.0', '2.0']),
    ...item('氟化物(以F-计)', 'Fluoride (as F-)', ['1.0', '1.0', '1.0', '1.5', '1.5'], { aliases: ['氟化物'], basis: '以F⁻计' }),
    ...item('硒', 'Selenium', ['0.01', '0.01', '0.01', '0.02', '0.02']),
    ...item('砷', 'Arsenic', ['0.05', '0.05', '0.05', '0.1', '0.1']),
    ...item('汞', 'Mercury', ['0.00005', '0.00005', '0.0001', '0.001', '0.001']),
    ...item('镉', 'Cadmium', ['0.001', '0.005', '0.005', '0.005', '0.01']),
    ...item('铬(六价)', 'Chromium (VI)', ['0.01', '0.05', '0.05', '0.05', '0.1'], { aliases: ['六价铬'] }),
    ...item('铅', 'Lead', ['0.01', '0.01', '0.05', '0.05', '0.1']),
    ...item('氰化物', 'Cyanide', ['0.005', '0.05', '0.2', '0.2', '0.2']),
    ...item('挥发酚', 'Volatile phenols', ['0.002', '0.002', '0.005', '0.01', '0.1']),
    ...item('石油类', 'Petroleum', ['0.05', '0.05', '0.05', '0.5', '1.0']),
    ...item('阴离子表面活性剂', 'Anionic surfactants', ['0.2', '0.2', '0.2', '0.3', '0.3']),
    ...item('硫化物', 'Sulfide', ['0.05', '0.1', '0.2', '0.5', '1.0']),
    ...item('粪大肠菌群', 'Faecal coliforms', ['200', '2000', '10000', '20000', '40000'], { unit: '个/L' }),
  ],
  unread:
    '表1 第1项 水温：限值为人为造成的周平均最大温升≤1 ℃、温降≤2 ℃，是相对变化而非单个结果的限值，未录入。' +
    '表2（集中式生活饮用水地表水源地补充项目）、表3（特定项目）未录入。',
  source: '表1 按两份公开文本逐行核对录入（g230.com/9327769.html；qqmaoyi.com/tech_news/detail-396824.html）。',
};
