// GB 16297-1996 大气污染物综合排放标准, 表2 新污染源大气污染物排放限值 (sources set up from 1997-01-01): every item's
// 最高允许排放浓度 (mg/m³) and its 无组织排放监控浓度限值 at the 周界外浓度最高点. Read (issue 19) from the scanned
// official text in github.com/Fungwingwaa/cee, docs/.vuepress/public/static/pdf/P8/GB/GB-16297-1996.pdf, pages 11–17
// (printed page numbers), each value read off the page image. Appended to the edition migration 015 loaded by
// migration 017. The process a concentration applies to is the row's condition; the "其它" row has none.
import type { StandardRow } from '../../schemas/resources/standards.ts';

/** [序号, 污染物, 最高允许排放浓度 by process (condition → limit; '' = 其它 / no condition), fence-line limit, its unit] */
type Item = [no: number, analyte: string, aliases: string, conc: Array<[condition: string, limit: string]>, fence: string | null, fenceUnit?: string];

const ITEMS: Item[] = [
  [
    1,
    '二氧化硫',
    'SO2、SO₂',
    [
      ['硫、二氧化硫、硫酸和其它含硫化合物生产', '≤960'],
      ['硫、二氧化硫、硫酸和其它含硫化合物使用', '≤550'],
    ],
    '≤0.40',
  ],
  [
    2,
    '氮氧化物',
    'NOx',
    [
      ['硝酸、氮肥和火炸药生产', '≤1400'],
      ['', '≤240'],
    ],
    '≤0.12',
  ],
  [
    3,
    '颗粒物',
    '',
    [
      ['碳黑尘、染料尘', '≤18'],
      ['玻璃棉尘、石英粉尘、矿渣棉尘', '≤60'],
      ['', '≤120'],
    ],
    null,
  ],
  [4, '氯化氢', 'HCl', [['', '≤100']], '≤0.20'],
  [5, '铬酸雾', '', [['', '≤0.070']], '≤0.0060'],
  [
    6,
    '硫酸雾',
    '',
    [
      ['火炸药厂', '≤430'],
      ['', '≤45'],
    ],
    '≤1.2',
  ],
  [
    7,
    '氟化物',
    '',
    [
      ['普钙工业', '≤90'],
      ['', '≤9.0'],
    ],
    '≤20',
    'μg/m³',
  ],
  [8, '氯气', '', [['', '≤65']], '≤0.40'],
  [9, '铅及其化合物', '铅', [['', '≤0.70']], '≤0.0060'],
  [10, '汞及其化合物', '汞', [['', '≤0.012']], '≤0.0012'],
  [11, '镉及其化合物', '镉', [['', '≤0.85']], '≤0.040'],
  [12, '铍及其化合物', '铍', [['', '≤0.012']], '≤0.0008'],
  [13, '镍及其化合物', '镍', [['', '≤4.3']], '≤0.040'],
  [14, '锡及其化合物', '锡', [['', '≤8.5']], '≤0.24'],
  [15, '苯', '', [['', '≤12']], '≤0.40'],
  [16, '甲苯', '', [['', '≤40']], '≤2.4'],
  [17, '二甲苯', '', [['', '≤70']], '≤1.2'],
  [18, '酚类', '', [['', '≤100']], '≤0.080'],
  [19, '甲醛', '', [['', '≤25']], '≤0.20'],
  [20, '乙醛', '', [['', '≤125']], '≤0.040'],
  [21, '丙烯腈', '', [['', '≤22']], '≤0.60'],
  [22, '丙烯醛', '', [['', '≤16']], '≤0.40'],
  [23, '氰化氢', '', [['', '≤1.9']], '≤0.024'],
  [24, '甲醇', '', [['', '≤190']], '≤12'],
  [25, '苯胺类', '', [['', '≤20']], '≤0.40'],
  [26, '氯苯类', '', [['', '≤60']], '≤0.40'],
  [27, '硝基苯类', '', [['', '≤16']], '≤0.040'],
  [28, '氯乙烯', '', [['', '≤36']], '≤0.60'],
  // 0.30×10⁻³ mg/m³, for 沥青及碳素制品生产和加工 (the only process the table gives)
  [29, '苯并[a]芘', '苯并(a)芘', [['沥青及碳素制品生产和加工', '≤0.00030']], '≤0.008', 'μg/m³'],
  [30, '光气', '', [['', '≤3.0']], '≤0.080'],
  [
    31,
    '沥青烟',
    '',
    [
      ['吹制沥青', '≤140'],
      ['熔炼、浸涂', '≤40'],
      ['建筑搅拌', '≤75'],
    ],
    null,
  ],
  // "1根(纤维)/cm³ 或 10 mg/m³": the mass limit only (fibre counts are not a unit of this matrix)
  [32, '石棉尘', '', [['', '≤10']], null],
  [33, '非甲烷总烃', '', [['使用溶剂汽油或其它混合烃类物质', '≤120']], '≤4.0'],
];

/** 颗粒物 item 3: the fence-line value differs by process (碳黑尘、染料尘: 肉眼不可见, words, not entered). */
const PM_FENCE: Array<[condition: string, limit: string]> = [
  ['玻璃棉尘、石英粉尘、矿渣棉尘', '≤1.0'],
  ['', '≤1.0'],
];

const rowOf = (analyte: string, aliases: string, classCode: string, condition: string, limit: string, unit: string, basis?: string): StandardRow => ({
  table: '表2',
  analyte,
  ...(aliases ? { aliases } : {}),
  classCode,
  ...(condition ? { condition } : {}),
  limit,
  unit,
  ...(basis ? { basis } : {}),
});

const FENCE_BASIS = '周界外浓度最高点';

export const gb16297Table2Rows: StandardRow[] = [
  ...ITEMS.flatMap(([, analyte, aliases, conc]) =>
    conc.map(([condition, limit]) => rowOf(analyte, aliases, 'new', condition, limit, 'mg/m³', condition ? undefined : conc.length > 1 ? '其它' : undefined)),
  ),
  ...ITEMS.filter((i) => i[4] !== null).map(([, analyte, aliases, , fence, unit]) =>
    rowOf(analyte, aliases, 'new-fence', '', fence!, unit ?? 'mg/m³', FENCE_BASIS),
  ),
  ...PM_FENCE.map(([condition, limit]) => rowOf('颗粒物', '', 'new-fence', condition, limit, 'mg/m³', condition ? FENCE_BASIS : `${FENCE_BASIS}；其它`)),
];

/** What migration 017 adds to the GB 16297-1996 edition: two classes, the rows above, and the new unread and source. */
export const gb16297Table2 = {
  standardNo: 'GB 16297-1996',
  edition: '1996',
  classes: [
    { code: 'new', label: '表2 新污染源（1997-01-01 起设立）', labelEn: 'Table 2, new sources (set up from 1997-01-01)' },
    {
      code: 'new-fence',
      label: '表2 新污染源 无组织排放监控浓度限值（周界外浓度最高点）',
      labelEn: 'Table 2, new sources: fugitive-emission monitoring limit (highest point outside the boundary)',
    },
  ],
  rows: gb16297Table2Rows,
  unread: [
    '表1 第4项及以后各项污染物的最高允许排放浓度：所读文本数字相连、无法逐格对应，未录入。',
    '表1、表2 最高允许排放速率（kg/h，按排气筒高度与级别）：未录入（逐格数值多，本次未逐一核对录入）。',
    '表1 无组织排放监控浓度限值（现有污染源，多为监控点与参照点浓度差值）：未录入。',
    '表2 第3项颗粒物（碳黑尘、染料尘）周界外浓度“肉眼不可见”，第31项沥青烟、第32项石棉尘“生产设备不得有明显的无组织排放存在”：为文字要求，未录入为限值。',
    '表2 第32项石棉尘“1根(纤维)/cm³”：纤维数浓度单位不属于本介质，仅录入 10 mg/m³。',
  ].join('\n'),
  source: [
    '表1 第1–3项按 m.docduoduo.com/p-8501131.html 所载文本录入；实施日期见 gjbzw.asia/guobiao/465726 所载前言。',
    '表2（浓度与无组织排放监控浓度限值）按 github.com/Fungwingwaa/cee 所存标准扫描件 GB-16297-1996.pdf 第11–17页逐格读图录入（迁移 017）。',
  ].join('\n'),
};
