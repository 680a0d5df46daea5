// GB 5085.1-2007 危险废物鉴别标准 腐蚀性鉴别 and GB 5085.4-2007 危险废物鉴别标准 易燃性鉴别 (issue 19): the
// numeric criteria a laboratory result is judged by. These standards name what makes a waste hazardous (pH ≤ 2.0,
// flash point < 60 ℃, ...); the library states the other side, the condition a result must meet for the waste NOT
// to have that characteristic, so "符合" on a report reads "does not show this hazardous characteristic". Loaded as
// new editions by migration 019. GB 5085.3-2007 表1 (浸出毒性) could not be read from any source: no edition.
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';
import type { ShippedEdition } from './load.ts';

const NOT_HAZARDOUS = '（不具该危险特性的条件）';

/** GB 5085.4-2007 §4.1: liquid waste with a closed-cup flash point below 60 ℃ is an ignitable hazardous waste. */
export const gb5085_4_2007: ShippedEdition = {
  standardNo: 'GB 5085.4-2007',
  edition: '2007',
  title: '危险废物鉴别标准 易燃性鉴别',
  titleEn: 'Identification standards for hazardous wastes — Identification for ignitability',
  kind: 'identification',
  matrix: 'solid_waste',
  effectiveFrom: '2007-10-01',
  classes: [{ code: 'liquid', label: `液态易燃性危险废物鉴别${NOT_HAZARDOUS}`, labelEn: 'Liquid ignitability (condition for not being hazardous)' }],
  rows: [
    {
      table: '4.1',
      analyte: '闪点',
      analyteEn: 'Flash point',
      aliases: '闪点（闭口杯法）、闭口闪点',
      classCode: 'liquid',
      limit: '≥60',
      unit: '℃',
      basis: '闭杯试验；低于60℃属易燃性危险废物',
    } satisfies StandardRow,
  ],
  unread: [
    '4.2 固态易燃性危险废物（摩擦或自发性燃烧而起火）：定性判据，无可比较的数值，未录入。',
    '4.3 气态易燃性危险废物（易燃下限≤13%，或易燃范围≥12个百分点）：只读到一份转述文本（lvshoufg.com），未能与第二份核对，未录入。',
  ].join('\n'),
  source:
    '4.1 按 hfquan.cn/h-nd-5730.html 所载标准正文录入，与 lvshoufg.com/solution/environment/2019/0418/485847.html 所载鉴别标准一致；实施日期 2007-10-01 见 m.bzxz.net/bzxz/113708.html 所载标准信息。',
};

/**
 * GB 5085.1-2007 §4.1: a waste whose leachate (GB/T 15555.12) has pH ≥ 12.5 or ≤ 2.0, and §4.2: one corroding
 * GB/T 699 No. 20 steel at ≥ 6.35 mm/a at 55 ℃, is a corrosive hazardous waste. Not hazardous by §4.1 is the range
 * with both ends excluded, 2.0<pH<12.5 (a pH of exactly 2.0 or 12.5 is hazardous).
 */
export const gb5085_1_2007: ShippedEdition = {
  standardNo: 'GB 5085.1-2007',
  edition: '2007',
  title: '危险废物鉴别标准 腐蚀性鉴别',
  titleEn: 'Identification standards for hazardous wastes — Identification for corrosivity',
  kind: 'identification',
  matrix: 'solid_waste',
  effectiveFrom: '2007-10-01',
  classes: [{ code: 'corrosivity', label: `腐蚀性危险废物鉴别${NOT_HAZARDOUS}`, labelEn: 'Corrosivity (condition for not being hazardous)' }],
  rows: [
    {
      table: '4.1',
      analyte: '浸出液pH',
      analyteEn: 'Leachate pH',
      aliases: 'pH值、pH、浸出液pH值',
      classCode: 'corrosivity',
      limit: '2.0<pH<12.5',
      unit: '无量纲',
      basis: '浸出液，GB/T 15555.12 测定；≥12.5或≤2.0属腐蚀性危险废物',
    } satisfies StandardRow,
    {
      table: '4.2',
      analyte: '钢材腐蚀速率',
      analyteEn: 'Corrosion rate of steel',
      aliases: '腐蚀速率',
      classCode: 'corrosivity',
      limit: '<6.35',
      unit: 'mm/a',
      basis: '55℃，GB/T 699 20号钢；≥6.35属腐蚀性危险废物',
    } satisfies StandardRow,
  ],
  unread: [
    '4.1 浸出液 pH 与 4.2 钢材腐蚀速率只读到转述文本（m.duqu8.com/p/1744/egkjbmo.html；4.1 另见 bbs.mala.cn/thread-16798700-1-1.html，两者一致），未能与标准正文核对。',
  ].join('\n'),
  source:
    '4.1、4.2 按 m.duqu8.com/p/1744/egkjbmo.html 所载 GB 5085.1-2007 鉴别条件（pH≥12.5 或 ≤2.0；20号钢腐蚀速率≥6.35mm/a）录入，4.1 与 bbs.mala.cn/thread-16798700-1-1.html 所载（pH≤2 或 ≥12.5）一致；实施日期 2007-10-01 见 shingvip.com/news/show-999.html 所载标准前言。',
};

export const gb5085Editions = [gb5085_1_2007, gb5085_4_2007];
