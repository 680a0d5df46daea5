// GB 16297-1996 大气污染物综合排放标准, 表1 现有污染源（1997年1月1日前设立）最高允许排放浓度, mg/m³: the three
// common items whose concentrations could be read. Read (issue 19) from m.docduoduo.com/p-8501131.html (headed
// "1997 年 1 月 1 日前设立的污染源"); in force from 1997-01-01 (foreword, gjbzw.asia/guobiao/465726). The process
// each concentration applies to is the row's condition; "其它" rows are entered without condition.
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';

const row = (analyte: string, aliases: string | undefined, limit: string, condition?: string, basis?: string): StandardRow => ({
  table: '表1',
  analyte,
  ...(aliases ? { aliases } : {}),
  classCode: 'existing',
  limit,
  unit: 'mg/m³',
  ...(condition ? { condition } : {}),
  ...(basis ? { basis } : {}),
});

export const gb16297_1996 = {
  standardNo: 'GB 16297-1996',
  edition: '1996',
  title: '大气污染物综合排放标准',
  titleEn: 'Integrated emission standard of air pollutants',
  kind: 'discharge',
  matrix: 'stack_gas',
  effectiveFrom: '1997-01-01',
  classes: [{ code: 'existing', label: '表1 现有污染源（1997-01-01 前设立）', labelEn: 'Table 1, existing sources (set up before 1997-01-01)' }],
  rows: [
    row('二氧化硫', 'SO2、SO₂', '≤1200', '硫、二氧化硫、硫酸和其它含硫化合物生产'),
    row('二氧化硫', 'SO2、SO₂', '≤700', '硫、二氧化硫、硫酸和其它含硫化合物使用'),
    row('氮氧化物', 'NOx', '≤1700', '硝酸、氮肥和火炸药生产'),
    row('氮氧化物', 'NOx', '≤420', undefined, '硝酸使用和其它'),
    row('颗粒物', undefined, '≤22', '碳黑尘、染料尘'),
    row('颗粒物', undefined, '≤80', '玻璃棉尘、石英粉尘、矿渣棉尘'),
    row('颗粒物', undefined, '≤150', undefined, '其它'),
  ],
  unread: [
    '表2 新污染源（1997-01-01 起设立）的全部限值：未读到可核对的文本，未录入；新污染源不得按表1 判定。',
    '表1 第4项及以后各项污染物的最高允许排放浓度：所读文本数字相连、无法逐格对应，未录入。',
    '最高允许排放速率（kg/h，按排气筒高度）与无组织排放监控浓度限值（周界外浓度最高点）未录入。',
  ].join('\n'),
  source: '表1 第1–3项按 m.docduoduo.com/p-8501131.html 所载文本录入；实施日期见 gjbzw.asia/guobiao/465726 所载前言。',
};
