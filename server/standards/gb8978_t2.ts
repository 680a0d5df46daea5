// GB 8978-1996 污水综合排放标准, 表2 第二类污染物最高允许排放浓度（1997年12月31日之前建设的单位）, mg/L, by grade,
// with the rows the table gives for named industries. Read (issue 19) from the scanned official text in
// github.com/Fungwingwaa/cee, docs/.vuepress/public/static/pdf/P8/GB/GB-8978-1996.pdf, printed pages 274–275, each
// value read off the page image. Units built before 1998 are judged by 表1 and 表2, so the grades of 表2 are classes
// of their own (pre-1 … pre-3) and carry 表1's rows too (表1 applies to every unit, whatever its date). As in 表4
// (gb8978_t4.ts), an industry's row carries the industry as its condition and "其他排污单位" is the row without one.
// 表3 (maximum discharge volumes per product, 1997-12-31 前) is not a laboratory result: listed, not entered.
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';
import { gb8978_1996 } from './gb8978.ts';
import { gb8978Table4, gradeRows, type Item } from './gb8978_t4.ts';

const PRE = ['pre-1', 'pre-2', 'pre-3'] as const;

const OTHER = '其他排污单位';
const SS = ['悬浮物(SS)', '悬浮物'] as const;
const BOD = ['五日生化需氧量(BOD5)', '五日生化需氧量、生化需氧量'] as const;
const COD = ['化学需氧量(COD)', '化学需氧量'] as const;
const TOWN = '城镇二级污水处理厂';
const HOSPITAL = '医院、兽医院及医疗机构含病原体污水';
const INFECTIOUS = '传染病、结核病医院污水';

/** Names and aliases as migration 015 entered them in 表4, so one test item finds its row in either table. */
const ITEMS: Item[] = [
  [1, 'pH', ['6~9', '6~9', '6~9'], '无量纲', undefined, undefined, 'pH值'],
  [2, '色度(稀释倍数)', ['≤50', '≤180', null], '倍', '染料工业', undefined, '色度'],
  [2, '色度(稀释倍数)', ['≤50', '≤80', null], '倍', undefined, OTHER, '色度'],
  [3, SS[0], ['≤100', '≤300', null], 'mg/L', '采矿、选矿、选煤工业', undefined, SS[1]],
  [3, SS[0], ['≤100', '≤500', null], 'mg/L', '脉金选矿', undefined, SS[1]],
  [3, SS[0], ['≤100', '≤800', null], 'mg/L', '边远地区砂金选矿', undefined, SS[1]],
  [3, SS[0], ['≤20', '≤30', null], 'mg/L', TOWN, undefined, SS[1]],
  [3, SS[0], ['≤70', '≤200', '≤400'], 'mg/L', undefined, OTHER, SS[1]],
  [4, BOD[0], ['≤30', '≤100', '≤600'], 'mg/L', '甘蔗制糖、苎麻脱胶、湿法纤维板工业', undefined, BOD[1]],
  [4, BOD[0], ['≤30', '≤150', '≤600'], 'mg/L', '甜菜制糖、酒精、味精、皮革、化纤浆粕工业', undefined, BOD[1]],
  [4, BOD[0], ['≤20', '≤30', null], 'mg/L', TOWN, undefined, BOD[1]],
  [4, BOD[0], ['≤30', '≤60', '≤300'], 'mg/L', undefined, OTHER, BOD[1]],
  [5, COD[0], ['≤100', '≤200', '≤1000'], 'mg/L', '甜菜制糖、焦化、合成脂肪酸、湿法纤维板、染料、洗毛、有机磷农药工业', undefined, COD[1]],
  [5, COD[0], ['≤100', '≤300', '≤1000'], 'mg/L', '味精、酒精、医药原料药、生物制药、苎麻脱胶、皮革、化纤浆粕工业', undefined, COD[1]],
  [5, COD[0], ['≤100', '≤150', '≤500'], 'mg/L', '石油化工工业(包括石油炼制)', undefined, COD[1]],
  [5, COD[0], ['≤60', '≤120', null], 'mg/L', TOWN, undefined, COD[1]],
  [5, COD[0], ['≤100', '≤150', '≤500'], 'mg/L', undefined, OTHER, COD[1]],
  [6, '石油类', ['≤10', '≤10', '≤30']],
  [7, '动植物油', ['≤20', '≤20', '≤100']],
  [8, '挥发酚', ['≤0.5', '≤0.5', '≤2.0']],
  [9, '总氰化合物', ['≤0.5', '≤5.0', '≤5.0'], 'mg/L', '电影洗片(铁氰化合物)', undefined, '氰化物、总氰化物'],
  [9, '总氰化合物', ['≤0.5', '≤0.5', '≤1.0'], 'mg/L', undefined, OTHER, '氰化物、总氰化物'],
  [10, '硫化物', ['≤1.0', '≤1.0', '≤2.0']],
  [11, '氨氮', ['≤15', '≤50', null], 'mg/L', '医药原料药、染料、石油化工工业'],
  [11, '氨氮', ['≤15', '≤25', null], 'mg/L', undefined, OTHER],
  [12, '氟化物', ['≤10', '≤20', '≤20'], 'mg/L', '黄磷工业'],
  [12, '氟化物', ['≤10', '≤20', '≤30'], 'mg/L', '低氟地区(水体含氟量<0.5mg/L)'],
  [12, '氟化物', ['≤10', '≤10', '≤20'], 'mg/L', undefined, OTHER],
  [13, '磷酸盐(以P计)', ['≤0.5', '≤1.0', null], 'mg/L', undefined, undefined, '磷酸盐'],
  [14, '甲醛', ['≤1.0', '≤2.0', '≤5.0']],
  [15, '苯胺类', ['≤1.0', '≤2.0', '≤5.0']],
  [16, '硝基苯类', ['≤2.0', '≤3.0', '≤5.0']],
  [17, '阴离子表面活性剂(LAS)', ['≤5.0', '≤15', '≤20'], 'mg/L', '合成洗涤剂工业', undefined, '阴离子表面活性剂'],
  [17, '阴离子表面活性剂(LAS)', ['≤5.0', '≤10', '≤20'], 'mg/L', undefined, OTHER, '阴离子表面活性剂'],
  [18, '总铜', ['≤0.5', '≤1.0', '≤2.0'], 'mg/L', undefined, undefined, '铜'],
  [19, '总锌', ['≤2.0', '≤5.0', '≤5.0'], 'mg/L', undefined, undefined, '锌'],
  [20, '总锰', ['≤2.0', '≤5.0', '≤5.0'], 'mg/L', '合成脂肪酸工业', undefined, '锰'],
  [20, '总锰', ['≤2.0', '≤2.0', '≤5.0'], 'mg/L', undefined, OTHER, '锰'],
  [21, '彩色显影剂', ['≤2.0', '≤3.0', '≤5.0'], 'mg/L', '电影洗片'],
  [22, '显影剂及氧化物总量', ['≤3.0', '≤6.0', '≤6.0'], 'mg/L', '电影洗片'],
  [23, '元素磷', ['≤0.1', '≤0.3', '≤0.3']],
  [24, '有机磷农药(以P计)', ['ND', '≤0.5', '≤0.5'], 'mg/L', undefined, undefined, '有机磷农药'],
  [25, '粪大肠菌群数', ['≤500', '≤1000', '≤5000'], '个/L', HOSPITAL, '医院指50个床位以上的医院', '粪大肠菌群'],
  [25, '粪大肠菌群数', ['≤100', '≤500', '≤1000'], '个/L', INFECTIOUS, undefined, '粪大肠菌群'],
  // 一级 "<0.5" (加氯消毒后须进行脱氯处理); 二级, 三级 a minimum at a stated contact time
  [26, '总余氯(采用氯化消毒的医院污水)', ['<0.5', '>3', '>2'], 'mg/L', HOSPITAL, '二级、三级：接触时间≥1h', '总余氯'],
  [26, '总余氯(采用氯化消毒的医院污水)', ['<0.5', '>6.5', '>5'], 'mg/L', INFECTIOUS, '二级、三级：接触时间≥1.5h', '总余氯'],
];

export const gb8978Table2Rows: StandardRow[] = gradeRows('表2', PRE, ITEMS);

/** 表1 as migration 015 entered it for grades 1–3 (one value for every grade), for the grades of 表2. */
export const gb8978Table1PreRows: StandardRow[] = gb8978_1996.rows
  .filter((r) => r.table === '表1')
  .flatMap((r) => {
    const i = ['1', '2', '3'].indexOf(r.classCode);
    return i < 0 ? [] : [{ ...r, classCode: PRE[i]! }];
  });

/** What migration 019 adds to the GB 8978-1996 edition: 表2's grades, its rows and 表1's, the new unread and source. */
export const gb8978Table2 = {
  standardNo: gb8978_1996.standardNo,
  edition: gb8978_1996.edition,
  classes: [
    { code: 'pre-1', label: '一级标准（1997-12-31 前建设的单位，表1、表2）', labelEn: 'Grade 1 (units built before 1998-01-01, tables 1–2)' },
    { code: 'pre-2', label: '二级标准（1997-12-31 前建设的单位，表1、表2）', labelEn: 'Grade 2 (units built before 1998-01-01, tables 1–2)' },
    { code: 'pre-3', label: '三级标准（1997-12-31 前建设的单位，表1、表2）', labelEn: 'Grade 3 (units built before 1998-01-01, tables 1–2)' },
  ],
  rows: [...gb8978Table1PreRows, ...gb8978Table2Rows],
  unread: [
    '表3（1997-12-31 前建设的单位）与表5（1998-01-01 后建设的单位）部分行业最高允许排水量未录入：其限值按单位产品排水量（m³/t 矿石、原油、产品等）或水重复利用率给出，由生产数据计算而非实验室测得，本库的结果判定不适用。',
  ].join('\n'),
  source: [
    gb8978Table4.source,
    '表2 第1–26项及按行业列出的行：按 github.com/Fungwingwaa/cee 所存标准扫描件 GB-8978-1996.pdf 第274–275页逐格读图录入（迁移 019）；表1 适用于一切排污单位，按迁移 015 已录入之值同列于表2 的三个级别。',
  ].join('\n'),
};
