// GB 16297-1996 大气污染物综合排放标准, 最高允许排放速率 (kg/h, by stack height and grade) of items 1–3 (二氧化硫,
// 氮氧化物, 颗粒物): 表1 现有污染源 一级/二级/三级 (printed page 5) and 表2 新污染源 二级/三级 (printed page 11; 表2 has no
// 一级 column). Read (issue 19) off the page images of the scanned official text in github.com/Fungwingwaa/cee,
// docs/.vuepress/public/static/pdf/P8/GB/GB-16297-1996.pdf (PDF pages 8 and 14). Appended to the edition by migration
// 019. A rate depends on the stack's height, so each row's condition names the height (and, for 颗粒物, the dust it
// applies to): a point states its stack as that condition ("排气筒 30 m").
import type { StandardRow } from '../../schemas/resources/standards.ts';
import { gb16297More } from './gb16297_more.ts';

const HEIGHTS = [15, 20, 30, 40, 50, 60, 70, 80, 90, 100];

/** [analyte, aliases, the dust it applies to ('' = every process / 其它), { class: rates by height from 15 m }] */
type Item = [analyte: string, aliases: string, process: string, rates: Record<string, string[]>];

const CARBON = '碳黑尘、染料尘';
const GLASS = '玻璃棉尘、石英粉尘、矿渣棉尘';

const ITEMS: Item[] = [
  // 表1 (一级 "禁排" for 碳黑尘/染料尘 and 玻璃棉尘…: no rate, left out)
  [
    '二氧化硫',
    'SO2、SO₂',
    '',
    {
      'existing-rate-1': ['1.6', '2.6', '8.8', '15', '23', '33', '47', '63', '82', '100'],
      'existing-rate-2': ['3.0', '5.1', '17', '30', '45', '64', '91', '120', '160', '200'],
      'existing-rate-3': ['4.1', '7.7', '26', '45', '69', '98', '140', '190', '240', '310'],
      'new-rate-2': ['2.6', '4.3', '15', '25', '39', '55', '77', '110', '130', '170'],
      'new-rate-3': ['3.5', '6.6', '22', '38', '58', '83', '120', '160', '200', '270'],
    },
  ],
  [
    '氮氧化物',
    'NOx',
    '',
    {
      'existing-rate-1': ['0.47', '0.77', '2.6', '4.6', '7.0', '9.9', '14', '19', '24', '31'],
      'existing-rate-2': ['0.91', '1.5', '5.1', '8.9', '14', '19', '27', '37', '47', '61'],
      'existing-rate-3': ['1.4', '2.3', '7.7', '14', '21', '29', '41', '56', '72', '92'],
      'new-rate-2': ['0.77', '1.3', '4.4', '7.5', '12', '16', '23', '31', '40', '52'],
      'new-rate-3': ['1.2', '2.0', '6.6', '11', '18', '25', '35', '47', '61', '78'],
    },
  ],
  [
    '颗粒物',
    '',
    CARBON,
    {
      'existing-rate-2': ['0.60', '1.0', '4.0', '6.8'],
      'existing-rate-3': ['0.87', '1.5', '5.9', '10'],
      'new-rate-2': ['0.51', '0.85', '3.4', '5.8'],
      'new-rate-3': ['0.74', '1.3', '5.0', '8.5'],
    },
  ],
  [
    '颗粒物',
    '',
    GLASS,
    {
      'existing-rate-2': ['2.2', '3.7', '14', '25'],
      'existing-rate-3': ['3.1', '5.3', '21', '37'],
      'new-rate-2': ['1.9', '3.1', '12', '21'],
      'new-rate-3': ['2.6', '4.5', '18', '31'],
    },
  ],
  [
    '颗粒物',
    '',
    '',
    {
      'existing-rate-1': ['2.1', '3.5', '14', '24', '36', '51'],
      'existing-rate-2': ['4.1', '6.9', '27', '46', '70', '100'],
      'existing-rate-3': ['5.9', '10', '40', '69', '110', '150'],
      'new-rate-2': ['3.5', '5.9', '23', '39', '60', '85'],
      'new-rate-3': ['5.0', '8.5', '34', '59', '94', '130'],
    },
  ],
];

/** How a point names its stack for a rate (the row's condition): "排气筒 30 m", or "排气筒 30 m；碳黑尘、染料尘". */
export const stackCondition = (height: number, process = '') => `排气筒 ${height} m${process ? `；${process}` : ''}`;

export const gb16297RateRows: StandardRow[] = ITEMS.flatMap(([analyte, aliases, process, rates]) =>
  Object.entries(rates).flatMap(([classCode, values]) =>
    values.map((v, i): StandardRow => ({
      table: classCode.startsWith('new') ? '表2' : '表1',
      analyte,
      ...(aliases ? { aliases } : {}),
      classCode,
      condition: stackCondition(HEIGHTS[i]!, process),
      limit: `≤${v}`,
      unit: 'kg/h',
      basis: process ? `最高允许排放速率；${process}` : '最高允许排放速率',
    })),
  ),
);

const RATE = '最高允许排放速率';

/** What migration 019 adds to the GB 16297-1996 edition: the rate classes, their rows, the new unread list and source. */
export const gb16297Rates = {
  standardNo: 'GB 16297-1996',
  edition: '1996',
  classes: [
    { code: 'existing-rate-1', label: `表1 现有污染源·${RATE}·一级`, labelEn: 'Table 1, existing sources: emission rate, grade 1' },
    { code: 'existing-rate-2', label: `表1 现有污染源·${RATE}·二级`, labelEn: 'Table 1, existing sources: emission rate, grade 2' },
    { code: 'existing-rate-3', label: `表1 现有污染源·${RATE}·三级`, labelEn: 'Table 1, existing sources: emission rate, grade 3' },
    { code: 'new-rate-2', label: `表2 新污染源·${RATE}·二级`, labelEn: 'Table 2, new sources: emission rate, grade 2' },
    { code: 'new-rate-3', label: `表2 新污染源·${RATE}·三级`, labelEn: 'Table 2, new sources: emission rate, grade 3' },
  ],
  rows: gb16297RateRows,
  unread: [
    '表1、表2 第4–33项的最高允许排放速率（kg/h）：未录入（逐格数值多，本次只逐格读录了第1–3项）；这些项目的排放速率不按本库判定。',
    '表1 第3项颗粒物（碳黑尘、染料尘；玻璃棉尘、石英粉尘、矿渣棉尘）一级“禁排”：不是数值限值，未录入。',
    '排气筒高度不在表列高度（15、20、30 … 100 m）上的速率（按标准附录B 内插或外推计算）与低于 15 m 排气筒“严格 50%”的要求：由计算得出，未录入；只能按表列高度判定。',
    ...gb16297More.unread.split('\n').filter((l) => !l.startsWith('表1、表2 最高允许排放速率')),
  ].join('\n'),
  source: [gb16297More.source, '表1、表2 第1–3项最高允许排放速率：按同一扫描件第5页（表1）与第11页（表2）逐格读图录入（迁移 019）。'].join('\n'),
};
