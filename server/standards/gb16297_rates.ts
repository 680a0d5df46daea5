// GB 16297-1996 大气污染物综合排放标准, 最高允许排放速率 (kg/h, by stack height and grade): 表2 新污染源 items 1–33,
// 二级/三级 (printed pages 11–17; 表2 has no 一级 column), and 表1 现有污染源 items 1–3, 一级/二级/三级 (printed page 5).
// Read (issue 19) off the page images of the scanned official text in github.com/Fungwingwaa/cee,
// docs/.vuepress/public/static/pdf/P8/GB/GB-16297-1996.pdf (PDF pages 8 and 14–20), each cell at 200 dpi. Appended to
// the edition by migration 019. A rate depends on the stack's height, so each row's condition names the height (and,
// where the table gives the item for named dusts or processes only, that process): a point states its stack as that
// condition ("排气筒 30 m"); a point that names none is not judged by a rate. Values printed as "×10⁻³" are entered
// as decimals in kg/h, the printed form kept in the basis.
import { Dec } from '../../schemas/calc/decimal.ts';
import type { StandardRow } from '../../schemas/resources/standards.ts';
import { gb16297More } from './gb16297_more.ts';

const STACKS = [15, 20, 30, 40, 50, 60, 70, 80, 90, 100];
/** The heights the table prints for an item: from `low` (15 or 25 m) up to `high`. */
const span = (low: number, high: number) => [...(low === 25 ? [25] : []), ...STACKS.filter((h) => h >= low && h <= high)];

/**
 * [analyte, aliases, process ('' = every process or 其它), lowest and highest height, { class: the rates from the
 * lowest height up, space-separated, '-' where a cell is not entered }, printed ×10⁻³]
 */
type Item = [analyte: string, aliases: string, process: string, heights: [number, number], rates: Record<string, string>, milli?: boolean];

const CARBON = '碳黑尘、染料尘';
const GLASS = '玻璃棉尘、石英粉尘、矿渣棉尘';
const E1 = 'existing-rate-1',
  E2 = 'existing-rate-2',
  E3 = 'existing-rate-3',
  N2 = 'new-rate-2',
  N3 = 'new-rate-3';

const ITEMS: Item[] = [
  // 1–3: 表1 and 表2 (表1 一级 of 碳黑尘/染料尘 and 玻璃棉尘… prints "禁排": not entered)
  [
    '二氧化硫',
    'SO2、SO₂',
    '',
    [15, 100],
    {
      [E1]: '1.6 2.6 8.8 15 23 33 47 63 82 100',
      [E2]: '3.0 5.1 17 30 45 64 91 120 160 200',
      [E3]: '4.1 7.7 26 45 69 98 140 190 240 310',
      [N2]: '2.6 4.3 15 25 39 55 77 110 130 170',
      [N3]: '3.5 6.6 22 38 58 83 120 160 200 270',
    },
  ],
  [
    '氮氧化物',
    'NOx',
    '',
    [15, 100],
    {
      [E1]: '0.47 0.77 2.6 4.6 7.0 9.9 14 19 24 31',
      [E2]: '0.91 1.5 5.1 8.9 14 19 27 37 47 61',
      [E3]: '1.4 2.3 7.7 14 21 29 41 56 72 92',
      [N2]: '0.77 1.3 4.4 7.5 12 16 23 31 40 52',
      [N3]: '1.2 2.0 6.6 11 18 25 35 47 61 78',
    },
  ],
  ['颗粒物', '', CARBON, [15, 40], { [E2]: '0.60 1.0 4.0 6.8', [E3]: '0.87 1.5 5.9 10', [N2]: '0.51 0.85 3.4 5.8', [N3]: '0.74 1.3 5.0 8.5' }],
  ['颗粒物', '', GLASS, [15, 40], { [E2]: '2.2 3.7 14 25', [E3]: '3.1 5.3 21 37', [N2]: '1.9 3.1 12 21', [N3]: '2.6 4.5 18 31' }],
  [
    '颗粒物',
    '',
    '',
    [15, 60],
    { [E1]: '2.1 3.5 14 24 36 51', [E2]: '4.1 6.9 27 46 70 100', [E3]: '5.9 10 40 69 110 150', [N2]: '3.5 5.9 23 39 60 85', [N3]: '5.0 8.5 34 59 94 130' },
  ],
  // 4–33: 表2 only
  ['氯化氢', 'HCl', '', [15, 80], { [N2]: '0.26 0.43 1.4 2.6 3.8 5.4 7.7 10', [N3]: '0.39 0.65 2.2 3.8 5.9 8.3 12 16' }],
  ['铬酸雾', '', '', [15, 60], { [N2]: '0.008 0.013 0.043 0.076 0.12 0.16', [N3]: '0.012 0.020 0.066 0.12 0.18 0.25' }],
  ['硫酸雾', '', '', [15, 80], { [N2]: '1.5 2.6 8.8 15 23 33 46 63', [N3]: '2.4 3.9 13 23 35 50 70 95' }],
  ['氟化物', '', '', [15, 80], { [N2]: '0.10 0.17 0.59 1.0 1.5 2.2 3.1 4.2', [N3]: '0.15 0.26 0.88 1.5 2.3 3.3 4.7 6.3' }],
  // 8 氯气, 23 氰化氢, 30 光气: "排放…的排气筒不得低于 25 m"
  ['氯气', '', '', [25, 80], { [N2]: '0.52 0.87 2.9 5.0 7.7 11 15', [N3]: '0.78 1.3 4.4 7.6 12 17 23' }],
  [
    '铅及其化合物',
    '铅',
    '',
    [15, 100],
    { [N2]: '0.004 0.006 0.027 0.047 0.072 0.10 0.15 0.20 0.26 0.33', [N3]: '0.006 0.009 0.041 0.071 0.11 0.15 0.22 0.30 0.40 0.51' },
  ],
  ['汞及其化合物', '汞', '', [15, 60], { [N2]: '1.5 2.6 7.8 15 23 33', [N3]: '2.4 3.9 13 23 35 50' }, true],
  // 二级 at 50 m: the scan has lost the figure's leading digits ("·77"): not entered
  ['镉及其化合物', '镉', '', [15, 80], { [N2]: '0.050 0.090 0.29 0.50 - 1.1 1.5 2.1', [N3]: '0.080 0.13 0.44 0.77 1.2 1.7 2.3 3.2' }],
  ['铍及其化合物', '铍', '', [15, 80], { [N2]: '1.1 1.8 6.2 11 16 23 33 44', [N3]: '1.7 2.8 9.4 16 25 35 50 67' }, true],
  ['镍及其化合物', '镍', '', [15, 80], { [N2]: '0.15 0.26 0.88 1.5 2.3 3.3 4.6 6.3', [N3]: '0.24 0.34 1.3 2.3 3.5 5.0 7.0 10' }],
  ['锡及其化合物', '锡', '', [15, 80], { [N2]: '0.31 0.52 1.8 3.0 4.6 6.6 9.3 13', [N3]: '0.47 0.79 2.7 4.6 7.0 10 14 19' }],
  ['苯', '', '', [15, 40], { [N2]: '0.50 0.90 2.9 5.6', [N3]: '0.80 1.3 4.4 7.6' }],
  ['甲苯', '', '', [15, 40], { [N2]: '3.1 5.2 18 30', [N3]: '4.7 7.9 27 46' }],
  ['二甲苯', '', '', [15, 40], { [N2]: '1.0 1.7 5.9 10', [N3]: '1.5 2.6 8.8 15' }],
  ['酚类', '', '', [15, 60], { [N2]: '0.10 0.17 0.58 1.0 1.5 2.2', [N3]: '0.15 0.26 0.88 1.5 2.3 3.3' }],
  ['甲醛', '', '', [15, 60], { [N2]: '0.26 0.43 1.4 2.6 3.8 5.4', [N3]: '0.39 0.65 2.2 3.8 5.9 8.3' }],
  ['乙醛', '', '', [15, 60], { [N2]: '0.050 0.090 0.29 0.50 0.77 1.1', [N3]: '0.080 0.13 0.44 0.77 1.2 1.6' }],
  ['丙烯腈', '', '', [15, 60], { [N2]: '0.77 1.3 4.4 7.5 12 16', [N3]: '1.2 2.0 6.6 11 18 25' }],
  ['丙烯醛', '', '', [15, 60], { [N2]: '0.52 0.87 2.9 5.0 7.7 11', [N3]: '0.78 1.3 4.4 7.6 12 17' }],
  ['氰化氢', '', '', [25, 80], { [N2]: '0.15 0.26 0.88 1.5 2.3 3.3 4.6', [N3]: '0.24 0.39 1.3 2.3 3.5 5.0 7.0' }],
  ['甲醇', '', '', [15, 60], { [N2]: '5.1 8.6 29 50 77 100', [N3]: '7.8 13 44 70 120 170' }],
  ['苯胺类', '', '', [15, 60], { [N2]: '0.52 0.87 2.9 5.0 7.7 11', [N3]: '0.78 1.3 4.4 7.6 12 17' }],
  ['氯苯类', '', '', [15, 100], { [N2]: '0.52 0.87 2.5 4.3 6.6 9.3 13 18 23 29', [N3]: '0.78 1.3 3.8 6.5 9.9 14 20 27 35 44' }],
  ['硝基苯类', '', '', [15, 60], { [N2]: '0.050 0.090 0.29 0.50 0.77 1.1', [N3]: '0.080 0.13 0.44 0.77 1.2 1.7' }],
  ['氯乙烯', '', '', [15, 60], { [N2]: '0.77 1.3 4.4 7.5 12 16', [N3]: '1.2 2.0 6.6 11 18 25' }],
  ['苯并[a]芘', '苯并(a)芘', '沥青及碳素制品生产和加工', [15, 60], { [N2]: '0.050 0.085 0.29 0.50 0.77 1.1', [N3]: '0.080 0.13 0.43 0.76 1.2 1.7' }, true],
  ['光气', '', '', [25, 50], { [N2]: '0.10 0.17 0.59 1.0', [N3]: '0.15 0.26 0.88 1.5' }],
  // 31 沥青烟: one rate column for its three processes
  ['沥青烟', '', '', [15, 80], { [N2]: '0.18 0.30 1.3 2.3 3.6 5.6 7.4 10', [N3]: '0.27 0.45 2.0 3.5 5.4 7.5 11 15' }],
  ['石棉尘', '', '', [15, 50], { [N2]: '0.55 0.93 3.6 6.2 9.4', [N3]: '0.83 1.4 5.4 9.3 14' }],
  ['非甲烷总烃', '', '使用溶剂汽油或其它混合烃类物质', [15, 40], { [N2]: '10 17 53 100', [N3]: '16 27 83 150' }],
];

/** How a point names its stack for a rate (the row's condition): "排气筒 30 m", or "排气筒 30 m；碳黑尘、染料尘". */
export const stackCondition = (height: number, process = '') => `排气筒 ${height} m${process ? `；${process}` : ''}`;

const RATE = '最高允许排放速率';

export const gb16297RateRows: StandardRow[] = ITEMS.flatMap(([analyte, aliases, process, [low, high], rates, milli]) => {
  const heights = span(low, high);
  return Object.entries(rates).flatMap(([classCode, line]) => {
    const values = line.split(' ');
    if (values.length !== heights.length) throw new Error(`GB 16297 ${analyte} ${classCode}: ${values.length} rates for ${heights.length} heights`);
    return values.flatMap((v, i): StandardRow[] =>
      v === '-'
        ? []
        : [
            {
              table: classCode.startsWith('new') ? '表2' : '表1',
              analyte,
              ...(aliases ? { aliases } : {}),
              classCode,
              condition: stackCondition(heights[i]!, process),
              limit: `≤${milli ? new Dec(v).div(1000).toString() : v}`,
              unit: 'kg/h',
              basis: [RATE, process, milli ? `表中为 ${v}×10⁻³` : ''].filter(Boolean).join('；'),
            },
          ],
    );
  });
});

/** What migration 019 adds to the GB 16297-1996 edition: the rate classes, their rows, the new unread list and source. */
export const gb16297Rates = {
  standardNo: 'GB 16297-1996',
  edition: '1996',
  classes: [
    { code: E1, label: `表1 现有污染源·${RATE}·一级`, labelEn: 'Table 1, existing sources: emission rate, grade 1' },
    { code: E2, label: `表1 现有污染源·${RATE}·二级`, labelEn: 'Table 1, existing sources: emission rate, grade 2' },
    { code: E3, label: `表1 现有污染源·${RATE}·三级`, labelEn: 'Table 1, existing sources: emission rate, grade 3' },
    { code: N2, label: `表2 新污染源·${RATE}·二级`, labelEn: 'Table 2, new sources: emission rate, grade 2' },
    { code: N3, label: `表2 新污染源·${RATE}·三级`, labelEn: 'Table 2, new sources: emission rate, grade 3' },
  ],
  rows: gb16297RateRows,
  unread: [
    `表1 现有污染源 第4–33项的${RATE}（kg/h）：未录入（本次逐格读录了表2 全部与表1 第1–3项）；现有污染源这些项目的排放速率不按本库判定。`,
    '表2 第11项镉及其化合物 二级 50 m：扫描件该格前部残缺（只见“77”），未录入。',
    '表1 第3项颗粒物（碳黑尘、染料尘；玻璃棉尘、石英粉尘、矿渣棉尘）一级“禁排”：不是数值限值，未录入。',
    '排气筒高度不在表列高度上的速率（按标准附录B 内插或外推计算）与低于 15 m 排气筒“严格 50%”的要求：由计算得出，未录入；只能按表列高度判定。',
    ...gb16297More.unread.split('\n').filter((l) => !l.startsWith(`表1、表2 ${RATE}`)),
  ].join('\n'),
  source: [gb16297More.source, `${RATE}：表2 第1–33项按同一扫描件第11–17页、表1 第1–3项按第5页逐格读图录入（迁移 019）。`].join('\n'),
};
