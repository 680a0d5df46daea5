// GB 36600-2018 表2 建设用地土壤污染风险筛选值和管制值（其他项目）, mg/kg: the 40 other items' screening and
// intervention values for first- and second-category land. Read (issue 19) from the transcription of 表2 in
// github.com/lensis22414017/SRS (data/standards/gb36600_2018_official.csv, commit 82050c3, "transcribed from official
// scan; double-read", printed pages 4–5 of the MEE PDF). No second copy of 表2 was found to check it against (the
// copy of 表1 on m.boteman.cn stops before 表2): the edition says so. Appended to the edition 015 loaded by
// migration 019. The transcription writes every value with a decimal (20.0 for 20), so a printed trailing zero
// cannot be told from it: values are entered without one (the same number under full-value comparison).
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';
import { gb36600_2018 } from './gb36600.ts';

const CLASSES = ['screen-1', 'screen-2', 'intervene-1', 'intervene-2'] as const;
type Cls = (typeof CLASSES)[number];

/** ① of 表2: a content above the screening value but not above the local background is not managed as contaminated. */
const BACKGROUND = '见表注①（背景值）';

/**
 * [序号, 污染物项目, 筛选值 第一类/第二类, 管制值 第一类/第二类 as printed, aliases, basis, the classes the basis
 * marks (all four when absent)].
 */
type Item = [no: number, analyte: string, values: [string, string, string, string], aliases?: string, basis?: string, marked?: Cls[]];

const ITEMS: Item[] = [
  // 重金属和无机物
  [1, '锑', ['20', '180', '40', '360']],
  [2, '铍', ['15', '29', '98', '290']],
  [3, '钴', ['20', '70', '190', '350'], undefined, BACKGROUND, ['screen-1', 'screen-2']],
  [4, '甲基汞', ['5', '45', '10', '120']],
  [5, '钒', ['165', '752', '330', '1500'], undefined, BACKGROUND, ['screen-1']],
  [6, '氰化物', ['22', '135', '44', '270']],
  // 挥发性有机物
  [7, '一溴二氯甲烷', ['0.29', '1.2', '2.9', '12'], '溴二氯甲烷'],
  [8, '溴仿', ['32', '103', '320', '1030'], '三溴甲烷'],
  [9, '二溴氯甲烷', ['9.3', '33', '93', '330'], '一氯二溴甲烷'],
  [10, '1,2-二溴乙烷', ['0.07', '0.24', '0.7', '2.4']],
  // 半挥发性有机物
  [11, '六氯环戊二烯', ['1.1', '5.2', '2.3', '10']],
  [12, '2,4-二硝基甲苯', ['1.8', '5.2', '18', '52']],
  [13, '2,4-二氯酚', ['117', '843', '234', '1690']],
  [14, '2,4,6-三氯酚', ['39', '137', '78', '560']],
  [15, '2,4-二硝基酚', ['78', '562', '156', '1130']],
  [16, '五氯酚', ['1.1', '2.7', '12', '27']],
  [17, '邻苯二甲酸二(2-乙基己基)酯', ['42', '121', '420', '1210'], 'DEHP'],
  [18, '邻苯二甲酸丁基苄酯', ['312', '900', '3120', '9000'], 'BBP'],
  [19, '邻苯二甲酸二正辛酯', ['390', '2812', '800', '5700'], 'DnOP'],
  [20, "3,3'-二氯联苯胺", ['1.3', '3.6', '13', '36']],
  // 有机农药类; b, c, d: the sum of two isomers
  [21, '阿特拉津', ['2.6', '7.4', '26', '74']],
  [22, '氯丹', ['2', '6.2', '20', '62'], undefined, '表注：α-氯丹与γ-氯丹之和'],
  [23, "p,p'-滴滴滴", ['2.5', '7.1', '25', '71'], "p,p'-DDD"],
  [24, "p,p'-滴滴伊", ['2', '7', '20', '70'], "p,p'-DDE"],
  [25, '滴滴涕', ['2', '6.7', '21', '67'], 'DDT', "表注：o,p'-滴滴涕与p,p'-滴滴涕之和"],
  [26, '敌敌畏', ['1.8', '5', '18', '50']],
  [27, '乐果', ['86', '619', '170', '1240']],
  [28, '硫丹', ['234', '1687', '470', '3400'], undefined, '表注：α-硫丹与β-硫丹之和'],
  [29, '七氯', ['0.13', '0.37', '1.3', '3.7']],
  [30, 'α-六六六', ['0.09', '0.3', '0.9', '3']],
  [31, 'β-六六六', ['0.32', '0.92', '3.2', '9.2']],
  [32, 'γ-六六六', ['0.62', '1.9', '6.2', '19'], '林丹'],
  [33, '六氯苯', ['0.33', '1', '3.3', '10']],
  [34, '灭蚁灵', ['0.03', '0.09', '0.3', '0.9']],
  // 多氯联苯、多溴联苯和二噁英类 (printed as ×10⁻⁵ … ×10⁻³ mg/kg for items 36–38)
  [35, '多氯联苯(总量)', ['0.14', '0.38', '1.4', '3.8'], '多氯联苯', '表注：12 种多氯联苯之和'],
  [36, "3,3',4,4',5-五氯联苯(PCB 126)", ['0.00004', '0.0001', '0.0004', '0.001'], 'PCB 126、PCB126'],
  [37, "3,3',4,4',5,5'-六氯联苯(PCB 169)", ['0.0001', '0.0004', '0.001', '0.004'], 'PCB 169、PCB169'],
  [39, '多溴联苯(总量)', ['0.02', '0.06', '0.2', '0.6'], '多溴联苯'],
  // 石油烃类
  [40, '石油烃(C10-C40)', ['826', '4500', '5000', '9000'], '石油烃、石油烃（C10-C40）'],
];

/**
 * Item 38 二噁英类(总毒性当量), printed 1×10⁻⁵, 4×10⁻⁵, 1×10⁻⁴, 4×10⁻⁴ mg/kg: entered in ng-TEQ/kg, the unit a lab
 * reports it in (HJ 77.4), so a result is compared without a unit the judgement cannot convert; 1×10⁻⁵ mg/kg is
 * exactly 10 ng/kg. The basis keeps the printed value.
 */
const DIOXIN: Array<[Cls, string, string]> = [
  ['screen-1', '10', '1×10⁻⁵'],
  ['screen-2', '40', '4×10⁻⁵'],
  ['intervene-1', '100', '1×10⁻⁴'],
  ['intervene-2', '400', '4×10⁻⁴'],
];

export const gb36600Table2Rows: StandardRow[] = [
  ...ITEMS.flatMap(([, analyte, values, aliases, basis, marked]) =>
    values.map((v, i): StandardRow => {
      const classCode = CLASSES[i]!;
      const b = basis && (!marked || marked.includes(classCode)) ? basis : undefined;
      return { table: '表2', analyte, ...(aliases ? { aliases } : {}), classCode, limit: `≤${v}`, unit: 'mg/kg', ...(b ? { basis: b } : {}) };
    }),
  ),
  ...DIOXIN.map(([classCode, v, printed]): StandardRow => ({
    table: '表2',
    analyte: '二噁英类(总毒性当量)',
    aliases: '二噁英类、二噁英',
    classCode,
    limit: `≤${v}`,
    unit: 'ng-TEQ/kg',
    basis: `总毒性当量；表中为 ${printed} mg/kg`,
  })),
];

/** What migration 019 adds to the GB 36600-2018 edition: 表2's rows and the edition's new unread list and source. */
export const gb36600Table2 = {
  standardNo: gb36600_2018.standardNo,
  edition: gb36600_2018.edition,
  classes: [],
  rows: gb36600Table2Rows,
  unread: [
    '表1 注①、表2 注①（砷、钴、钒等超过筛选值但不高于背景值的情形）只以“基准”注明，背景值本身不在本标准内，未录入。',
    '表1 第35–45项（半挥发性有机物）只有一份转录文本可读，未能与第二份文本核对。',
    '表2 全部 40 项只有一份转录文本可读（github.com/lensis22414017/SRS），未能与第二份文本核对。',
  ].join('\n'),
  source: [
    gb36600_2018.source,
    '表2 按 github.com/lensis22414017/SRS（data/standards/gb36600_2018_official.csv，commit 82050c3，据生态环境部发布的标准扫描件转录）录入（迁移 019）；第38项二噁英类按表中 mg/kg 值换算为 ng-TEQ/kg 录入，原值见各行“基准”。',
  ].join('\n'),
};
