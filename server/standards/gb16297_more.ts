// GB 16297-1996 大气污染物综合排放标准, read (issue 19) from the scanned official text in github.com/Fungwingwaa/cee,
// docs/.vuepress/public/static/pdf/P8/GB/GB-16297-1996.pdf, each value read off the page image:
// - 表1 现有污染源 (printed pages 5–10): items 4–33's 最高允许排放浓度 (items 1–3 were entered by migration 015 from
//   another copy and agree with this one) and every item's 无组织排放监控浓度限值;
// - 表2 新污染源 (printed pages 11–17): every item's 最高允许排放浓度 and 无组织排放监控浓度限值.
// Appended to the edition 015 loaded by migration 017. The process a concentration applies to is the row's
// condition; the "其它" row has none. A fence-line limit's basis says where it is measured (周界外浓度最高点) or
// that it is the difference between the downwind monitoring point and the upwind reference point.
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';
import { gb16297_1996 } from './gb16297.ts';

const TOP = '周界外浓度最高点';
const DIFF = '监控点与参照点浓度差值（上风向参照点、下风向监控点）';

/** A fence-line limit as printed: value, unit (mg/m³ unless stated), basis, and the process it applies to if any. */
type Fence = [limit: string, unit?: string, basis?: string, condition?: string];
/** [污染物, aliases, 最高允许排放浓度 by process (condition → limit; '' = 其它 or no process), fence-line limits] */
type Item = [analyte: string, aliases: string, conc: Array<[condition: string, limit: string]>, fence: Fence[]];

const PM_GLASS = '玻璃棉尘、石英粉尘、矿渣棉尘';

/** 表1 items 1–33; items 1–3 carry no concentration here (015 has them). Fence-lines in words are left out. */
const TABLE1: Item[] = [
  ['二氧化硫', 'SO2、SO₂', [], [['≤0.50', 'mg/m³', DIFF]]],
  ['氮氧化物', 'NOx', [], [['≤0.15', 'mg/m³', DIFF]]],
  // 碳黑尘、染料尘: 肉眼不可见 (words)
  [
    '颗粒物',
    '',
    [],
    [
      ['≤2.0', 'mg/m³', DIFF, PM_GLASS],
      ['≤5.0', 'mg/m³', `${DIFF}；其它`],
    ],
  ],
  ['氯化氢', 'HCl', [['', '≤150']], [['≤0.25']]],
  ['铬酸雾', '', [['', '≤0.080']], [['≤0.0075']]],
  [
    '硫酸雾',
    '',
    [
      ['火炸药厂', '≤1000'],
      ['', '≤70'],
    ],
    [['≤1.5']],
  ],
  [
    '氟化物',
    '',
    [
      ['普钙工业', '≤100'],
      ['', '≤11'],
    ],
    [['≤20', 'μg/m³', DIFF]],
  ],
  ['氯气', '', [['', '≤85']], [['≤0.50']]],
  ['铅及其化合物', '铅', [['', '≤0.90']], [['≤0.0075']]],
  ['汞及其化合物', '汞', [['', '≤0.015']], [['≤0.0015']]],
  ['镉及其化合物', '镉', [['', '≤1.0']], [['≤0.050']]],
  ['铍及其化合物', '铍', [['', '≤0.015']], [['≤0.0010']]],
  ['镍及其化合物', '镍', [['', '≤5.0']], [['≤0.050']]],
  ['锡及其化合物', '锡', [['', '≤10']], [['≤0.30']]],
  ['苯', '', [['', '≤17']], [['≤0.50']]],
  ['甲苯', '', [['', '≤60']], [['≤3.0']]],
  ['二甲苯', '', [['', '≤90']], [['≤1.5']]],
  ['酚类', '', [['', '≤115']], [['≤0.10']]],
  ['甲醛', '', [['', '≤30']], [['≤0.25']]],
  ['乙醛', '', [['', '≤150']], [['≤0.050']]],
  ['丙烯腈', '', [['', '≤26']], [['≤0.75']]],
  ['丙烯醛', '', [['', '≤20']], [['≤0.50']]],
  ['氰化氢', '', [['', '≤2.3']], [['≤0.030']]],
  ['甲醇', '', [['', '≤220']], [['≤15']]],
  ['苯胺类', '', [['', '≤25']], [['≤0.50']]],
  ['氯苯类', '', [['', '≤85']], [['≤0.50']]],
  ['硝基苯类', '', [['', '≤20']], [['≤0.050']]],
  ['氯乙烯', '', [['', '≤65']], [['≤0.75']]],
  // 0.50×10⁻³ mg/m³, for 沥青、碳素制品生产和加工 (the only process the table gives)
  ['苯并[a]芘', '苯并(a)芘', [['沥青、碳素制品生产和加工', '≤0.00050']], [['≤0.01', 'μg/m³']]],
  ['光气', '', [['', '≤5.0']], [['≤0.10']]],
  // fence-line of 沥青烟 and 石棉尘: "生产设备不得有明显的无组织排放存在" (words)
  [
    '沥青烟',
    '',
    [
      ['吹制沥青', '≤280'],
      ['熔炼、浸涂', '≤80'],
      ['建筑搅拌', '≤150'],
    ],
    [],
  ],
  // "2根(纤维)/cm³ 或 20 mg/m³": the mass limit only (fibre counts are not a unit of this matrix)
  ['石棉尘', '', [['', '≤20']], []],
  ['非甲烷总烃', '', [['使用溶剂汽油或其他混合烃类物质', '≤150']], [['≤5.0']]],
];

/** 表2 items 1–33, every fence-line at the 周界外浓度最高点. */
const TABLE2: Item[] = [
  [
    '二氧化硫',
    'SO2、SO₂',
    [
      ['硫、二氧化硫、硫酸和其它含硫化合物生产', '≤960'],
      ['硫、二氧化硫、硫酸和其它含硫化合物使用', '≤550'],
    ],
    [['≤0.40']],
  ],
  [
    '氮氧化物',
    'NOx',
    [
      ['硝酸、氮肥和火炸药生产', '≤1400'],
      ['', '≤240'],
    ],
    [['≤0.12']],
  ],
  // 碳黑尘、染料尘: 肉眼不可见 (words)
  [
    '颗粒物',
    '',
    [
      ['碳黑尘、染料尘', '≤18'],
      [PM_GLASS, '≤60'],
      ['', '≤120'],
    ],
    [
      ['≤1.0', 'mg/m³', TOP, PM_GLASS],
      ['≤1.0', 'mg/m³', `${TOP}；其它`],
    ],
  ],
  ['氯化氢', 'HCl', [['', '≤100']], [['≤0.20']]],
  ['铬酸雾', '', [['', '≤0.070']], [['≤0.0060']]],
  [
    '硫酸雾',
    '',
    [
      ['火炸药厂', '≤430'],
      ['', '≤45'],
    ],
    [['≤1.2']],
  ],
  [
    '氟化物',
    '',
    [
      ['普钙工业', '≤90'],
      ['', '≤9.0'],
    ],
    [['≤20', 'μg/m³']],
  ],
  ['氯气', '', [['', '≤65']], [['≤0.40']]],
  ['铅及其化合物', '铅', [['', '≤0.70']], [['≤0.0060']]],
  ['汞及其化合物', '汞', [['', '≤0.012']], [['≤0.0012']]],
  ['镉及其化合物', '镉', [['', '≤0.85']], [['≤0.040']]],
  ['铍及其化合物', '铍', [['', '≤0.012']], [['≤0.0008']]],
  ['镍及其化合物', '镍', [['', '≤4.3']], [['≤0.040']]],
  ['锡及其化合物', '锡', [['', '≤8.5']], [['≤0.24']]],
  ['苯', '', [['', '≤12']], [['≤0.40']]],
  ['甲苯', '', [['', '≤40']], [['≤2.4']]],
  ['二甲苯', '', [['', '≤70']], [['≤1.2']]],
  ['酚类', '', [['', '≤100']], [['≤0.080']]],
  ['甲醛', '', [['', '≤25']], [['≤0.20']]],
  ['乙醛', '', [['', '≤125']], [['≤0.040']]],
  ['丙烯腈', '', [['', '≤22']], [['≤0.60']]],
  ['丙烯醛', '', [['', '≤16']], [['≤0.40']]],
  ['氰化氢', '', [['', '≤1.9']], [['≤0.024']]],
  ['甲醇', '', [['', '≤190']], [['≤12']]],
  ['苯胺类', '', [['', '≤20']], [['≤0.40']]],
  ['氯苯类', '', [['', '≤60']], [['≤0.40']]],
  ['硝基苯类', '', [['', '≤16']], [['≤0.040']]],
  ['氯乙烯', '', [['', '≤36']], [['≤0.60']]],
  // 0.30×10⁻³ mg/m³, for 沥青及碳素制品生产和加工 (the only process the table gives)
  ['苯并[a]芘', '苯并(a)芘', [['沥青及碳素制品生产和加工', '≤0.00030']], [['≤0.008', 'μg/m³']]],
  ['光气', '', [['', '≤3.0']], [['≤0.080']]],
  // fence-line of 沥青烟 and 石棉尘: "生产设备不得有明显的无组织排放存在" (words)
  [
    '沥青烟',
    '',
    [
      ['吹制沥青', '≤140'],
      ['熔炼、浸涂', '≤40'],
      ['建筑搅拌', '≤75'],
    ],
    [],
  ],
  // "1根(纤维)/cm³ 或 10 mg/m³": the mass limit only
  ['石棉尘', '', [['', '≤10']], []],
  ['非甲烷总烃', '', [['使用溶剂汽油或其它混合烃类物质', '≤120']], [['≤4.0']]],
];

function rowsOf(table: string, items: Item[], concClass: string, fenceClass: string): StandardRow[] {
  const row = (
    analyte: string,
    aliases: string,
    classCode: string,
    condition: string | undefined,
    limit: string,
    unit: string,
    basis?: string,
  ): StandardRow => ({
    table,
    analyte,
    ...(aliases ? { aliases } : {}),
    classCode,
    ...(condition ? { condition } : {}),
    limit,
    unit,
    ...(basis ? { basis } : {}),
  });
  return [
    ...items.flatMap(([analyte, aliases, conc]) =>
      conc.map(([condition, limit]) => row(analyte, aliases, concClass, condition, limit, 'mg/m³', !condition && conc.length > 1 ? '其它' : undefined)),
    ),
    ...items.flatMap(([analyte, aliases, , fence]) =>
      fence.map(([limit, unit, basis, condition]) => row(analyte, aliases, fenceClass, condition, limit, unit ?? 'mg/m³', basis ?? TOP)),
    ),
  ];
}

export const gb16297Table1Rows = rowsOf('表1', TABLE1, 'existing', 'existing-fence');
export const gb16297Table2Rows = rowsOf('表2', TABLE2, 'new', 'new-fence');

/** What migration 017 adds to the GB 16297-1996 edition: three classes, the rows above, the new unread and source. */
export const gb16297More = {
  standardNo: gb16297_1996.standardNo,
  edition: gb16297_1996.edition,
  classes: [
    {
      code: 'existing-fence',
      label: '表1 现有污染源 无组织排放监控浓度限值',
      labelEn: 'Table 1, existing sources: fugitive-emission monitoring limit',
    },
    { code: 'new', label: '表2 新污染源（1997-01-01 起设立）', labelEn: 'Table 2, new sources (set up from 1997-01-01)' },
    {
      code: 'new-fence',
      label: '表2 新污染源 无组织排放监控浓度限值（周界外浓度最高点）',
      labelEn: 'Table 2, new sources: fugitive-emission monitoring limit (highest point outside the boundary)',
    },
  ],
  rows: [...gb16297Table1Rows, ...gb16297Table2Rows],
  unread: [
    '表1、表2 最高允许排放速率（kg/h，按排气筒高度与级别）：未录入（逐格数值多，本次未逐一核对录入）；排放速率不按本库判定。',
    '表1、表2 第3项颗粒物（碳黑尘、染料尘）无组织排放“肉眼不可见”，第31项沥青烟、第32项石棉尘“生产设备不得有明显的无组织排放存在”：为文字要求，未录入为限值。',
    '表1、表2 第32项石棉尘的纤维数浓度（根(纤维)/cm³）：该单位不属于本介质，仅录入质量浓度 mg/m³。',
  ].join('\n'),
  source: [
    gb16297_1996.source,
    '表1 第4–33项浓度、表1 各项无组织排放监控浓度限值与表2 全部浓度及无组织排放监控浓度限值：按 github.com/Fungwingwaa/cee 所存标准扫描件 GB-16297-1996.pdf（第5–17页）逐格读图录入（迁移 017）；该件表1 第1–3项与已录入值一致。',
  ].join('\n'),
};
