// GB 3838-2002 地表水环境质量标准, 表2 集中式生活饮用水地表水源地补充项目 and 表3 特定项目 (mg/L), read (issue 33)
// from the scanned standard stored in github.com/Fungwingwaa/cee (docs/.vuepress/public/static/pdf/P8/GB/GB-3838-2002.pdf,
// PDF pages 6–7, printed 3–4, read as page images). 表2 and 表3 items 1–19 and 21–39 agree with
// tezngx.com/yggc/43955.htm; 表2 also with the limits printed by hbj.cbs.gov.cn/xxfb/shjzl/202408/t20240827_820632.html.
// 表3 items 20 and 40–80 rest on the scan alone. The same scan's 表1 agrees with the rows migration 013 shipped.
// Appended by migration 031.
//
// §5.3 and the foreword: a 集中式生活饮用水地表水源地 is judged by 表1 (its class) plus 表2 and the 表3 items the
// authorities select; 表2/表3 apply to the source's protection zones, not to a class. So their rows carry the condition
// 集中式生活饮用水地表水源地 under every class: a point that is such a source names it and gets 表2/表3 beside its
// class's 表1 rows (which have no condition). A source in a lake or reservoir needs 表1's 湖、库 rows as well, and a
// point names one condition (server/standards/judge.ts rowFor): "集中式生活饮用水地表水源地（湖、库）" carries 表2/表3
// and 表1's 湖、库 rows (总磷, 总氮) again. 表3's 10⁻ⁿ values are written out as decimals (2.8×10⁻⁶ = 0.0000028).
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';
import { gb3838_2002 } from './gb3838.ts';

const CLASSES = ['I', 'II', 'III', 'IV', 'V'] as const;
export const DRINKING_SOURCE = '集中式生活饮用水地表水源地';
export const DRINKING_LAKE = `${DRINKING_SOURCE}（湖、库）`;

type Item = [analyte: string, limit: string, aliases?: string, basis?: string];

const TABLE2: Item[] = [
  ['硫酸盐(以SO4²⁻计)', '≤250', '硫酸盐', '以SO₄²⁻计'],
  ['氯化物(以Cl⁻计)', '≤250', '氯化物', '以Cl⁻计'],
  ['硝酸盐(以N计)', '≤10', '硝酸盐、硝酸盐氮', '以N计'],
  ['铁', '≤0.3'],
  ['锰', '≤0.1'],
];

const TABLE3: Item[] = [
  ['三氯甲烷', '≤0.06', '氯仿'],
  ['四氯化碳', '≤0.002'],
  ['三溴甲烷', '≤0.1', '溴仿'],
  ['二氯甲烷', '≤0.02'],
  ['1,2-二氯乙烷', '≤0.03'],
  ['环氧氯丙烷', '≤0.02'],
  ['氯乙烯', '≤0.005'],
  ['1,1-二氯乙烯', '≤0.03'],
  ['1,2-二氯乙烯', '≤0.05'],
  ['三氯乙烯', '≤0.07'],
  ['四氯乙烯', '≤0.04'],
  ['氯丁二烯', '≤0.002'],
  ['六氯丁二烯', '≤0.0006'],
  ['苯乙烯', '≤0.02'],
  ['甲醛', '≤0.9'],
  ['乙醛', '≤0.05'],
  ['丙烯醛', '≤0.1'],
  ['三氯乙醛', '≤0.01'],
  ['苯', '≤0.01'],
  ['甲苯', '≤0.7'],
  ['乙苯', '≤0.3'],
  ['二甲苯', '≤0.5', undefined, '注①：对-、间-、邻-二甲苯'],
  ['异丙苯', '≤0.25'],
  ['氯苯', '≤0.3'],
  ['1,2-二氯苯', '≤1.0'],
  ['1,4-二氯苯', '≤0.3'],
  ['三氯苯', '≤0.02', undefined, '注②：1,2,3-、1,2,4-、1,3,5-三氯苯'],
  ['四氯苯', '≤0.02', undefined, '注③：1,2,3,4-、1,2,3,5-、1,2,4,5-四氯苯'],
  ['六氯苯', '≤0.05'],
  ['硝基苯', '≤0.017'],
  ['二硝基苯', '≤0.5', undefined, '注④：对-、间-、邻-二硝基苯'],
  ['2,4-二硝基甲苯', '≤0.0003'],
  ['2,4,6-三硝基甲苯', '≤0.5'],
  ['硝基氯苯', '≤0.05', undefined, '注⑤：对-、间-、邻-硝基氯苯'],
  ['2,4-二硝基氯苯', '≤0.5'],
  ['2,4-二氯苯酚', '≤0.093'],
  ['2,4,6-三氯苯酚', '≤0.2'],
  ['五氯酚', '≤0.009'],
  ['苯胺', '≤0.1'],
  ['联苯胺', '≤0.0002'],
  ['丙烯酰胺', '≤0.0005'],
  ['丙烯腈', '≤0.1'],
  ['邻苯二甲酸二丁酯', '≤0.003'],
  ['邻苯二甲酸二(2-乙基己基)酯', '≤0.008', 'DEHP'],
  ['水合肼', '≤0.01'],
  ['四乙基铅', '≤0.0001'],
  ['吡啶', '≤0.2'],
  ['松节油', '≤0.2'],
  ['苦味酸', '≤0.5'],
  ['丁基黄原酸', '≤0.005'],
  ['活性氯', '≤0.01'],
  ['滴滴涕', '≤0.001', 'DDT'],
  ['林丹', '≤0.002'],
  ['环氧七氯', '≤0.0002'],
  ['对硫磷', '≤0.003'],
  ['甲基对硫磷', '≤0.002'],
  ['马拉硫磷', '≤0.05'],
  ['乐果', '≤0.08'],
  ['敌敌畏', '≤0.05'],
  ['敌百虫', '≤0.05'],
  ['内吸磷', '≤0.03'],
  ['百菌清', '≤0.01'],
  ['甲萘威', '≤0.05'],
  ['溴氰菊酯', '≤0.02'],
  ['阿特拉津', '≤0.003'],
  // 2.8×10⁻⁶, 1.0×10⁻⁶, 2.0×10⁻⁵
  ['苯并(a)芘', '≤0.0000028', '苯并[a]芘'],
  ['甲基汞', '≤0.0000010'],
  ['多氯联苯', '≤0.000020', 'PCBs', '注⑥：PCB-1016、1221、1232、1242、1248、1254、1260'],
  ['微囊藻毒素-LR', '≤0.001'],
  ['黄磷', '≤0.003'],
  ['钼', '≤0.07'],
  ['钴', '≤1.0'],
  ['铍', '≤0.002'],
  ['硼', '≤0.5'],
  ['锑', '≤0.005'],
  ['镍', '≤0.02'],
  ['钡', '≤0.7'],
  ['钒', '≤0.05'],
  ['钛', '≤0.1'],
  ['铊', '≤0.0001'],
];

const rows = (table: string, items: Item[], condition: string): StandardRow[] =>
  items.flatMap(([analyte, limit, aliases, basis]) =>
    CLASSES.map((classCode) => ({
      table,
      analyte,
      ...(aliases ? { aliases } : {}),
      classCode,
      condition,
      limit,
      unit: 'mg/L',
      ...(basis ? { basis } : {}),
    })),
  );

export const gb3838Table23Rows: StandardRow[] = [
  ...[DRINKING_SOURCE, DRINKING_LAKE].flatMap((c) => [...rows('表2', TABLE2, c), ...rows('表3', TABLE3, c)]),
  // 表1's 湖、库 rows (总磷, 总氮) again, for a source in a lake or reservoir
  ...gb3838_2002.rows.filter((r) => r.condition === '湖、库').map((r) => ({ ...r, condition: DRINKING_LAKE })),
];

/** What migration 031 adds to the GB 3838-2002 edition: the rows above, the new unread list and source. */
export const gb3838Table23 = {
  standardNo: gb3838_2002.standardNo,
  edition: gb3838_2002.edition,
  classes: [],
  rows: gb3838Table23Rows,
  unread: [
    '表1 第1项 水温：限值为人为造成的周平均最大温升≤1 ℃、温降≤2 ℃，是相对变化而非单个结果的限值，未录入。',
    '表3 特定项目由县级以上人民政府环境保护行政主管部门从表3 中选择确定（§5.3）：本库列出全部80项，是否适用于某水源地由委托方提供的选择确定为准。',
  ].join('\n'),
  source: [
    gb3838_2002.source,
    '表2、表3：按 github.com/Fungwingwaa/cee 所存标准扫描件 GB-3838-2002.pdf（PDF 第6–7页，印刷页码 3–4）逐格读图录入（迁移 031）；表2 与表3 第1–19、21–39项与 tezngx.com/yggc/43955.htm 一致，表2 与 hbj.cbs.gov.cn/xxfb/shjzl/202408/t20240827_820632.html 所列标准值一致；表3 第20、40–80项只据扫描件；该件表1 与已录入值一致。适用条件“集中式生活饮用水地表水源地”见标准前言与§5.3。',
  ].join('\n'),
};
