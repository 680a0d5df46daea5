// GB 16297-1996 大气污染物综合排放标准, 最高允许排放速率 (kg/h, by stack height and grade) of all 33 items: 表1 现有污染源
// 一级/二级/三级 (printed pages 5–10) and 表2 新污染源 二级/三级 (printed pages 11–17; 表2 has no 一级 column).
// Read (issue 19) off the page images of the scanned official text in github.com/Fungwingwaa/cee,
// docs/.vuepress/public/static/pdf/P8/GB/GB-16297-1996.pdf (PDF pages 8–20), each cell at 200 dpi. Appended to
// the edition by migration 019. A rate depends on the stack's height, so each row's condition names the height (and,
// where the table gives the item for named dusts or processes only, that process): a point states its stack as that
// condition ("排气筒 30 m"); a point that names none is not judged by a rate. Values printed as "×10⁻³" are entered
// as decimals in kg/h, the printed form kept in the basis.
import { Dec } from '../../schemas/calc/decimal.ts';
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';
import { gb16297More } from './gb16297_more.ts';
import { E1, E2, E3, ITEMS, N2, N3 } from './gb16297_rates_data.ts';

const STACKS = [15, 20, 30, 40, 50, 60, 70, 80, 90, 100];
/** The heights the table prints for an item: from `low` (15 or 25 m) up to `high`. */
const span = (low: number, high: number) => [...(low === 25 ? [25] : []), ...STACKS.filter((h) => h >= low && h <= high)];

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
    '表2 第11项镉及其化合物 二级 50 m：扫描件该格前部残缺（只见“77”），未录入。',
    '表1 一级“禁排”（第3项颗粒物之碳黑尘、染料尘与玻璃棉尘等，第4–30、32项）：不是数值限值，未录入。',
    '排气筒高度不在表列高度上的速率（按标准附录B 内插或外推计算）与低于 15 m 排气筒“严格 50%”的要求：由计算得出，未录入；只能按表列高度判定。',
    ...gb16297More.unread.split('\n').filter((l) => !l.startsWith(`表1、表2 ${RATE}`)),
  ].join('\n'),
  source: [gb16297More.source, `${RATE}：表1 第1–33项按同一扫描件第5–10页、表2 第1–33项按第11–17页逐格读图录入（迁移 019）。`].join('\n'),
};
