// GB 8978-1996 污水综合排放标准, 表4 第二类污染物最高允许排放浓度（1998年1月1日后建设的单位）, by grade: items
// 21–56, and the rows of items 3–5, 11, 12, 20 and 56 that the table gives for named industries. Read (issue 19) from
// the scanned official text in github.com/Fungwingwaa/cee, docs/.vuepress/public/static/pdf/P8/GB/GB-8978-1996.pdf,
// printed pages 277–279, each value read off the page image; those pages also show items 1–20's "其他排污单位" and
// "一切排污单位" rows exactly as migration 015 entered them. Appended to the edition by migration 017. An industry's
// row carries the industry as its condition, so a point that names it is judged by it and every other point by the
// row without condition ("其他排污单位").
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';

const GRADES = ['1', '2', '3'] as const;

/** [序号, 污染物, 一级/二级/三级 as printed ('ND' = 不得检出, null = "—"), unit, condition, basis, aliases] */
export type Item = [no: number, analyte: string, values: Array<string | null>, unit?: string, condition?: string, basis?: string, aliases?: string];

const ITEMS: Item[] = [
  [21, '彩色显影剂', ['≤1.0', '≤2.0', '≤3.0'], 'mg/L', '电影洗片'],
  [22, '显影剂及氧化物总量', ['≤3.0', '≤3.0', '≤6.0'], 'mg/L', '电影洗片'],
  [23, '元素磷', ['≤0.1', '≤0.1', '≤0.3']],
  [24, '有机磷农药(以P计)', ['ND', '≤0.5', '≤0.5'], 'mg/L', undefined, undefined, '有机磷农药'],
  [25, '乐果', ['ND', '≤1.0', '≤2.0']],
  [26, '对硫磷', ['ND', '≤1.0', '≤2.0']],
  [27, '甲基对硫磷', ['ND', '≤1.0', '≤2.0']],
  [28, '马拉硫磷', ['ND', '≤5.0', '≤10']],
  [29, '五氯酚及五氯酚钠(以五氯酚计)', ['≤5.0', '≤8.0', '≤10'], 'mg/L', undefined, undefined, '五氯酚、五氯酚钠'],
  [30, '可吸附有机卤化物(AOX)(以Cl计)', ['≤1.0', '≤5.0', '≤8.0'], 'mg/L', undefined, undefined, '可吸附有机卤化物、AOX'],
  [31, '三氯甲烷', ['≤0.3', '≤0.6', '≤1.0']],
  [32, '四氯化碳', ['≤0.03', '≤0.06', '≤0.5']],
  [33, '三氯乙烯', ['≤0.3', '≤0.6', '≤1.0']],
  [34, '四氯乙烯', ['≤0.1', '≤0.2', '≤0.5']],
  [35, '苯', ['≤0.1', '≤0.2', '≤0.5']],
  [36, '甲苯', ['≤0.1', '≤0.2', '≤0.5']],
  [37, '乙苯', ['≤0.4', '≤0.6', '≤1.0']],
  [38, '邻-二甲苯', ['≤0.4', '≤0.6', '≤1.0'], 'mg/L', undefined, undefined, '邻二甲苯'],
  [39, '对-二甲苯', ['≤0.4', '≤0.6', '≤1.0'], 'mg/L', undefined, undefined, '对二甲苯'],
  [40, '间-二甲苯', ['≤0.4', '≤0.6', '≤1.0'], 'mg/L', undefined, undefined, '间二甲苯'],
  [41, '氯苯', ['≤0.2', '≤0.4', '≤1.0']],
  [42, '邻-二氯苯', ['≤0.4', '≤0.6', '≤1.0'], 'mg/L', undefined, undefined, '邻二氯苯、1,2-二氯苯'],
  [43, '对-二氯苯', ['≤0.4', '≤0.6', '≤1.0'], 'mg/L', undefined, undefined, '对二氯苯、1,4-二氯苯'],
  [44, '对-硝基氯苯', ['≤0.5', '≤1.0', '≤5.0'], 'mg/L', undefined, undefined, '对硝基氯苯'],
  [45, '2,4-二硝基氯苯', ['≤0.5', '≤1.0', '≤5.0']],
  [46, '苯酚', ['≤0.3', '≤0.4', '≤1.0']],
  [47, '间-甲酚', ['≤0.1', '≤0.2', '≤0.5'], 'mg/L', undefined, undefined, '间甲酚'],
  [48, '2,4-二氯酚', ['≤0.6', '≤0.8', '≤1.0']],
  [49, '2,4,6-三氯酚', ['≤0.6', '≤0.8', '≤1.0']],
  [50, '邻苯二甲酸二丁酯', ['≤0.2', '≤0.4', '≤2.0']],
  [51, '邻苯二甲酸二辛酯', ['≤0.3', '≤0.6', '≤2.0']],
  [52, '丙烯腈', ['≤2.0', '≤5.0', '≤5.0']],
  [53, '总硒', ['≤0.1', '≤0.2', '≤0.5'], 'mg/L', undefined, undefined, '硒'],
  [54, '粪大肠菌群数', ['≤500', '≤1000', '≤5000'], '个/L', '医院、兽医院及医疗机构含病原体污水', '医院指50个床位以上的医院', '粪大肠菌群'],
  [54, '粪大肠菌群数', ['≤100', '≤500', '≤1000'], '个/L', '传染病、结核病医院污水', undefined, '粪大肠菌群'],
  // 一级 "<0.5" (加氯消毒后须进行脱氯处理); 二级, 三级 a minimum at a stated contact time
  [55, '总余氯(采用氯化消毒的医院污水)', ['<0.5', '>3', '>2'], 'mg/L', '医院、兽医院及医疗机构含病原体污水', '二级、三级：接触时间≥1h', '总余氯'],
  [55, '总余氯(采用氯化消毒的医院污水)', ['<0.5', '>6.5', '>5'], 'mg/L', '传染病、结核病医院污水', '二级、三级：接触时间≥1.5h', '总余氯'],
  [56, '总有机碳(TOC)', ['≤20', '≤30', null], 'mg/L', undefined, '其他排污单位', '总有机碳、TOC'],
];

const SS = '悬浮物(SS)';
const BOD = '五日生化需氧量(BOD5)';
const COD = '化学需氧量(COD)';
const TOWN = '城镇二级污水处理厂';

/** The industries' own rows of items 1–20 and 56 (the "其他排污单位" rows are 015's, or ITEMS' for 56). */
const INDUSTRY: Item[] = [
  [3, SS, ['≤70', '≤300', null], 'mg/L', '采矿、选矿、选煤工业', undefined, '悬浮物'],
  [3, SS, ['≤70', '≤400', null], 'mg/L', '脉金选矿', undefined, '悬浮物'],
  [3, SS, ['≤70', '≤800', null], 'mg/L', '边远地区砂金选矿', undefined, '悬浮物'],
  [3, SS, ['≤20', '≤30', null], 'mg/L', TOWN, undefined, '悬浮物'],
  [4, BOD, ['≤20', '≤60', '≤600'], 'mg/L', '甘蔗制糖、苎麻脱胶、湿法纤维板、染料、洗毛工业', undefined, '五日生化需氧量、生化需氧量'],
  [4, BOD, ['≤20', '≤100', '≤600'], 'mg/L', '甜菜制糖、酒精、味精、皮革、化纤浆粕工业', undefined, '五日生化需氧量、生化需氧量'],
  [4, BOD, ['≤20', '≤30', null], 'mg/L', TOWN, undefined, '五日生化需氧量、生化需氧量'],
  [5, COD, ['≤100', '≤200', '≤1000'], 'mg/L', '甜菜制糖、合成脂肪酸、湿法纤维板、染料、洗毛、有机磷农药工业', undefined, '化学需氧量'],
  [5, COD, ['≤100', '≤300', '≤1000'], 'mg/L', '味精、酒精、医药原料药、生物制药、苎麻脱胶、皮革、化纤浆粕工业', undefined, '化学需氧量'],
  [5, COD, ['≤60', '≤120', '≤500'], 'mg/L', '石油化工工业(包括石油炼制)', undefined, '化学需氧量'],
  [5, COD, ['≤60', '≤120', null], 'mg/L', TOWN, undefined, '化学需氧量'],
  [11, '氨氮', ['≤15', '≤50', null], 'mg/L', '医药原料药、染料、石油化工工业'],
  [12, '氟化物', ['≤10', '≤15', '≤20'], 'mg/L', '黄磷工业'],
  [12, '氟化物', ['≤10', '≤20', '≤30'], 'mg/L', '低氟地区(水体含氟量<0.5mg/L)'],
  [20, '总锰', ['≤2.0', '≤5.0', '≤5.0'], 'mg/L', '合成脂肪酸工业', undefined, '锰'],
  [56, '总有机碳(TOC)', ['≤20', '≤40', null], 'mg/L', '合成脂肪酸工业', undefined, '总有机碳、TOC'],
  [56, '总有机碳(TOC)', ['≤20', '≤60', null], 'mg/L', '苎麻脱胶工业', undefined, '总有机碳、TOC'],
];

/** A table's items as library rows, one per printed grade ("—" leaves none), in the grades' classes. */
export const gradeRows = (table: string, grades: readonly string[], items: Item[]): StandardRow[] =>
  items.flatMap(([, analyte, values, unit, condition, basis, aliases]) =>
    values.flatMap((limit, i): StandardRow[] =>
      limit === null
        ? []
        : [
            {
              table,
              analyte,
              ...(aliases ? { aliases } : {}),
              classCode: grades[i]!,
              ...(condition ? { condition } : {}),
              limit,
              unit: unit ?? 'mg/L',
              ...(basis ? { basis } : {}),
            },
          ],
    ),
  );

export const gb8978Table4Rows: StandardRow[] = gradeRows('表4', GRADES, [...ITEMS, ...INDUSTRY]);

/** What migration 017 adds to the GB 8978-1996 edition: the rows above and the edition's new unread list and source. */
export const gb8978Table4 = {
  standardNo: 'GB 8978-1996',
  edition: '1996',
  classes: [],
  rows: gb8978Table4Rows,
  unread: [
    '表2、表3（1997-12-31 前建设的单位）未录入。',
    '表5 部分行业最高允许排水量（1998-01-01 后建设的单位）未录入：其限值按单位产品排水量（m³/t 矿石、原油、产品等）或水重复利用率给出，由生产数据计算而非实验室测得，本库的结果判定不适用。',
  ].join('\n'),
  source: [
    '表1 按 true-witness.com/st173403/article_598790.html 录入；表4 第1–20项按 m.lovfp.com/wenku/rrves/nZKY0wd3eJ 录入；实施日期见 mympts2.com 所载正文。',
    '表4 第21–56项及第3–5、11、12、20、56项按行业列出的行：按 github.com/Fungwingwaa/cee 所存标准扫描件 GB-8978-1996.pdf 第277–279页逐格读图录入（迁移 017）；该件第1–20项“其他排污单位”“一切排污单位”行与已录入值一致。',
  ].join('\n'),
};
