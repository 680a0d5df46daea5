// GB 18918-2002 城镇污水处理厂污染物排放标准, 表1 基本控制项目最高允许排放浓度（日均值）, mg/L. Read (issue 19) from
// wanglu.net/thread/t12-303798-1.html (items 1–6 complete; the excerpt ends inside item 7); 一级 A/B of COD, BOD5, SS
// and 总氮 一级A agree with ryyc.cn/wenku/rdaac/Q2KN6reGmX. Effective 2003-07-01 (gaoyou.gov.cn copy of the text).
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';

const GRADES = ['1A', '1B', '2', '3'] as const;
type Item = [analyte: string, analyteEn: string, aliases: string[], values: Array<string | null>, basis?: string];

const ITEMS: Item[] = [
  // ① on the 三级 values of COD and BOD5: the standard's note on removal rates applies in the cases it names
  ['化学需氧量(COD)', 'COD', ['化学需氧量'], ['50', '60', '100', '120'], '三级限值见表注①'],
  ['生化需氧量(BOD5)', 'BOD5', ['五日生化需氧量', '生化需氧量'], ['10', '20', '30', '60'], '三级限值见表注①'],
  ['悬浮物(SS)', 'Suspended solids', ['悬浮物'], ['10', '20', '30', '50']],
  ['动植物油', 'Animal and vegetable oils', [], ['1', '3', '5', '20']],
  ['石油类', 'Petroleum', [], ['1', '3', '5', '15']],
  ['阴离子表面活性剂', 'Anionic surfactants', [], ['0.5', '1', '2', '5']],
  // only 一级A could be read for 总氮 (the excerpt ends there)
  ['总氮(以N计)', 'Total nitrogen (as N)', ['总氮'], ['15', null, null, null], '以N计'],
];

export const gb18918_2002 = {
  standardNo: 'GB 18918-2002',
  edition: '2002',
  title: '城镇污水处理厂污染物排放标准',
  titleEn: 'Discharge standard of pollutants for municipal wastewater treatment plant',
  kind: 'discharge',
  matrix: 'wastewater',
  effectiveFrom: '2003-07-01',
  classes: [
    { code: '1A', label: '一级标准 A 标准', labelEn: 'Grade 1 A' },
    { code: '1B', label: '一级标准 B 标准', labelEn: 'Grade 1 B' },
    { code: '2', label: '二级标准', labelEn: 'Grade 2' },
    { code: '3', label: '三级标准', labelEn: 'Grade 3' },
  ],
  rows: ITEMS.flatMap(([analyte, analyteEn, aliases, values, basis]) =>
    values.flatMap((v, i): StandardRow[] =>
      v === null
        ? []
        : [
            {
              table: '表1',
              analyte,
              analyteEn,
              ...(aliases.length ? { aliases: aliases.join('、') } : {}),
              classCode: GRADES[i]!,
              limit: `≤${v}`,
              unit: 'mg/L',
              ...(basis ? { basis } : {}),
            },
          ],
    ),
  ),
  unread: [
    '表1 总氮 一级B、二级、三级：所读文本在此处截断，未录入。',
    '表1 氨氮、总磷（分建设时间）、色度、pH、粪大肠菌群数：所读文本缺失或错乱，未录入。',
    '表1 注①（去除率要求）的内容未录入；表2（一类污染物）、表3（选择控制项目）未录入。',
    '2026-03-01 起实施的修改单未录入。',
  ].join('\n'),
  source:
    '表1 第1–6项及总氮一级A 按 wanglu.net/thread/t12-303798-1.html 录入，一级A/B 的 COD、BOD5、SS 与 ryyc.cn/wenku/rdaac/Q2KN6reGmX 一致；实施日期见 gaoyou.gov.cn 所载正文。',
};
