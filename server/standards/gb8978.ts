// GB 8978-1996 污水综合排放标准, mg/L: 表1 第一类污染物最高允许排放浓度 (every grade, sampled at the workshop outlet)
// and 表4 第二类污染物最高允许排放浓度（1998年1月1日后建设的单位）, 一级/二级/三级. Read (issue 19): 表1 from
// true-witness.com/st173403/article_598790.html; 表4 items 1–20 from m.lovfp.com/wenku/rrves/nZKY0wd3eJ (headed
// "1998年1月1日后建设的单位"). Implemented 1998-01-01 (mympts2.com copy of the text: 1996-10-04 发布, 1998-01-01 实施).
// Where 表4 names industries, only the "其他排污单位" row is entered, as the row without condition.
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';

const GRADES = ['1', '2', '3'] as const;

/** 表1: one value for all grades. */
const FIRST: Array<[analyte: string, limit: string, unit?: string, aliases?: string[]]> = [
  ['总汞', '≤0.05', 'mg/L', ['汞']],
  ['烷基汞', 'ND'],
  ['总镉', '≤0.1', 'mg/L', ['镉']],
  ['总铬', '≤1.5', 'mg/L', ['铬']],
  ['六价铬', '≤0.5', 'mg/L', ['铬(六价)']],
  ['总砷', '≤0.5', 'mg/L', ['砷']],
  ['总铅', '≤1.0', 'mg/L', ['铅']],
  ['总镍', '≤1.0', 'mg/L', ['镍']],
  ['苯并(a)芘', '≤0.00003', 'mg/L', ['苯并[a]芘']],
  ['总铍', '≤0.005', 'mg/L', ['铍']],
  ['总银', '≤0.5', 'mg/L', ['银']],
  ['总α放射性', '≤1', 'Bq/L'],
  ['总β放射性', '≤10', 'Bq/L'],
];

/** 表4 (一切排污单位 unless the basis says 其他排污单位): 一级, 二级, 三级; null where the table prints "—". */
const SECOND: Array<[analyte: string, values: Array<string | null>, unit: string, aliases?: string[], basis?: string]> = [
  ['pH', ['6~9', '6~9', '6~9'], '无量纲', ['pH值']],
  ['色度(稀释倍数)', ['50', '80', null], '倍', ['色度'], '一切排污单位'],
  ['悬浮物(SS)', ['70', '150', '400'], 'mg/L', ['悬浮物'], '其他排污单位'],
  ['五日生化需氧量(BOD5)', ['20', '30', '300'], 'mg/L', ['五日生化需氧量', '生化需氧量'], '其他排污单位'],
  ['化学需氧量(COD)', ['100', '150', '500'], 'mg/L', ['化学需氧量'], '其他排污单位'],
  ['石油类', ['5', '10', '20'], 'mg/L'],
  ['动植物油', ['10', '15', '100'], 'mg/L'],
  ['挥发酚', ['0.5', '0.5', '2.0'], 'mg/L'],
  ['总氰化合物', ['0.5', '0.5', '1.0'], 'mg/L', ['氰化物', '总氰化物']],
  ['硫化物', ['1.0', '1.0', '1.0'], 'mg/L'],
  ['氨氮', ['15', '25', null], 'mg/L', [], '其他排污单位'],
  ['氟化物', ['10', '10', '20'], 'mg/L', [], '其他排污单位'],
  ['磷酸盐(以P计)', ['0.5', '1.0', null], 'mg/L', ['磷酸盐']],
  ['甲醛', ['1.0', '2.0', '5.0'], 'mg/L'],
  ['苯胺类', ['1.0', '2.0', '5.0'], 'mg/L'],
  ['硝基苯类', ['2.0', '3.0', '5.0'], 'mg/L'],
  ['阴离子表面活性剂(LAS)', ['5.0', '10', '20'], 'mg/L', ['阴离子表面活性剂']],
  ['总铜', ['0.5', '1.0', '2.0'], 'mg/L', ['铜']],
  ['总锌', ['2.0', '5.0', '5.0'], 'mg/L', ['锌']],
  ['总锰', ['2.0', '2.0', '5.0'], 'mg/L', ['锰'], '其他排污单位'],
];

export const gb8978_1996 = {
  standardNo: 'GB 8978-1996',
  edition: '1996',
  title: '污水综合排放标准',
  titleEn: 'Integrated wastewater discharge standard',
  kind: 'discharge',
  matrix: 'wastewater',
  effectiveFrom: '1998-01-01',
  classes: [
    { code: '1', label: '一级标准（1998-01-01 后建设的单位）', labelEn: 'Grade 1 (units built after 1998-01-01)' },
    { code: '2', label: '二级标准（1998-01-01 后建设的单位）', labelEn: 'Grade 2 (units built after 1998-01-01)' },
    { code: '3', label: '三级标准（1998-01-01 后建设的单位）', labelEn: 'Grade 3 (units built after 1998-01-01)' },
  ],
  rows: [
    ...FIRST.flatMap(([analyte, limit, unit, aliases]) =>
      GRADES.map((classCode): StandardRow => ({
        table: '表1',
        analyte,
        ...(aliases ? { aliases: aliases.join('、') } : {}),
        classCode,
        limit,
        unit: unit ?? 'mg/L',
        basis: '车间或车间处理设施排放口',
      })),
    ),
    ...SECOND.flatMap(([analyte, values, unit, aliases, basis]) =>
      values.flatMap((v, i): StandardRow[] =>
        v === null
          ? []
          : [
              {
                table: '表4',
                analyte,
                ...(aliases?.length ? { aliases: aliases.join('、') } : {}),
                classCode: GRADES[i]!,
                limit: v.includes('~') ? v : `≤${v}`,
                unit,
                ...(basis ? { basis } : {}),
              },
            ],
      ),
    ),
  ],
  unread: [
    '表4 各行业的专门限值（色度、悬浮物、BOD5、COD、氨氮、氟化物、总锰中按行业列出的行）未录入：只录入“其他排污单位”一行，列明行业的排污单位不得按此行判定。',
    '表4 第21项及以后（彩色显影剂……总有机碳等）：所读文本在第21项处截断，未录入。',
    '表2、表3（1997-12-31 前建设的单位）与表5、表6（最高允许排水量）未录入。',
  ].join('\n'),
  source:
    '表1 按 true-witness.com/st173403/article_598790.html 录入；表4 第1–20项按 m.lovfp.com/wenku/rrves/nZKY0wd3eJ 录入；实施日期见 mympts2.com 所载正文。',
};
