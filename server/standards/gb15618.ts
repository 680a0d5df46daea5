// GB 15618-2018 土壤环境质量 农用地土壤污染风险管控标准（试行）, mg/kg: 表1 风险筛选值（基本项目）and 表2（其他项目）
// by soil pH band, 表3 风险管制值 by pH band. Read (issue 19) from the transcription of the three tables in
// github.com/lensis22414017/SRS (data/standards/gb15618_2018_official.csv, commit 82050c3, from the MEE PDF of the
// standard). Effective 2018-08-01 (gcs66.com copy of the foreword: approved 2018-05-17, implemented 2018-08-01).
// A class is a value type and pH band; the land use is the point's condition: 表1 prints 水田 / 其他 for Cd, Hg,
// As, Pb, Cr and 果园 / 其他 for Cu — "其他" is every other land use, so it is entered as the row without condition,
// and a point whose condition is 水田 (or 果园) finds its own row first.
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';

const BANDS = ['pH≤5.5', '5.5<pH≤6.5', '6.5<pH≤7.5', 'pH>7.5'] as const;
const BANDS_EN = ['pH ≤ 5.5', '5.5 < pH ≤ 6.5', '6.5 < pH ≤ 7.5', 'pH > 7.5'];
type Item = [
  table: string,
  kind: 'screen' | 'intervene',
  analyte: string,
  condition: string | null,
  values: [string, string, string, string],
  aliases?: string[],
];

const ITEMS: Item[] = [
  ['表1', 'screen', '镉', '水田', ['0.3', '0.4', '0.6', '0.8']],
  ['表1', 'screen', '镉', null, ['0.3', '0.3', '0.3', '0.6']],
  ['表1', 'screen', '汞', '水田', ['0.5', '0.5', '0.6', '1.0']],
  ['表1', 'screen', '汞', null, ['1.3', '1.8', '2.4', '3.4']],
  ['表1', 'screen', '砷', '水田', ['30', '30', '25', '20']],
  ['表1', 'screen', '砷', null, ['40', '40', '30', '25']],
  ['表1', 'screen', '铅', '水田', ['80', '100', '140', '240']],
  ['表1', 'screen', '铅', null, ['70', '90', '120', '170']],
  ['表1', 'screen', '铬', '水田', ['250', '250', '300', '350']],
  ['表1', 'screen', '铬', null, ['150', '150', '200', '250']],
  ['表1', 'screen', '铜', '果园', ['150', '150', '200', '200']],
  ['表1', 'screen', '铜', null, ['50', '50', '100', '100']],
  ['表1', 'screen', '镍', null, ['60', '70', '100', '190']],
  ['表1', 'screen', '锌', null, ['200', '200', '250', '300']],
  // 表2 其他项目: one value for every pH band; totals as the table's notes define them
  ['表2', 'screen', '六六六总量', null, ['0.10', '0.10', '0.10', '0.10'], ['六六六']],
  ['表2', 'screen', '滴滴涕总量', null, ['0.10', '0.10', '0.10', '0.10'], ['滴滴涕']],
  ['表2', 'screen', '苯并[a]芘', null, ['0.55', '0.55', '0.55', '0.55']],
  ['表3', 'intervene', '镉', null, ['1.5', '2.0', '3.0', '4.0']],
  ['表3', 'intervene', '汞', null, ['2.0', '2.5', '4.0', '6.0']],
  ['表3', 'intervene', '砷', null, ['200', '150', '120', '100']],
  ['表3', 'intervene', '铅', null, ['400', '500', '700', '1000']],
  ['表3', 'intervene', '铬', null, ['800', '850', '1000', '1300']],
];

const code = (kind: string, i: number) => `${kind}-ph${i + 1}`;

export const gb15618_2018 = {
  standardNo: 'GB 15618-2018',
  edition: '2018',
  title: '土壤环境质量 农用地土壤污染风险管控标准（试行）',
  titleEn: 'Soil environmental quality — Risk control standard for soil contamination of agricultural land',
  kind: 'quality',
  matrix: 'soil',
  effectiveFrom: '2018-08-01',
  classes: [
    ...BANDS.map((b, i) => ({ code: code('screen', i), label: `风险筛选值 ${b}`, labelEn: `Screening value, ${BANDS_EN[i]}` })),
    ...BANDS.map((b, i) => ({ code: code('intervene', i), label: `风险管制值 ${b}`, labelEn: `Intervention value, ${BANDS_EN[i]}` })),
  ],
  rows: ITEMS.flatMap(([table, kind, analyte, condition, values, aliases]) =>
    values.map((v, i): StandardRow => ({
      table,
      analyte,
      ...(aliases ? { aliases: aliases.join('、') } : {}),
      classCode: code(kind, i),
      ...(condition ? { condition } : {}),
      limit: `≤${v}`,
      unit: 'mg/kg',
      ...(condition || table !== '表1' || ['镍', '锌'].includes(analyte) ? {} : { basis: '其他（水田、果园以外）' }),
    })),
  ),
  unread: [
    '表1 注（重金属和类金属砷均按元素总量计；水旱轮作地按其中较严格的风险筛选值执行）只以说明形式保留，未作为限值录入。',
    '表2 注（六六六、滴滴涕总量的组成）未作为单独限值录入。',
    '园地、牧草地参照执行的规定未录入为单独类别。',
  ].join('\n'),
  source: '表1–表3 按 github.com/lensis22414017/SRS（data/standards/gb15618_2018_official.csv，commit 82050c3）录入；实施日期见 gcs66.com 所载前言。',
};
