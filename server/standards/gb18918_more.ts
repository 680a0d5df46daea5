// GB 18918-2002 城镇污水处理厂污染物排放标准: the rest of 表1 (基本控制项目), all of 表2 (部分一类污染物) and 表3
// (选择控制项目), mg/L unless the row says otherwise, read (issue 33) from the standard's own electronic text as the
// Ministry published it (GB-18918-2002.pdf, 12 pages, "本电子版内容如与中国环境出版社出版的标准文本有出入，以中国环境
// 出版社出版的文本为准"), stored in github.com/Fungwingwaa/cee at docs/.vuepress/public/static/pdf/P8/GB/; its text layer
// and its page images (PDF pages 6–7, printed 5–6) read the same. Its 表1 items 1–6 and 总氮 一级A agree with the rows
// migration 013 shipped from two web copies (gb18918.ts). Appended by migration 031 to the edition 013 loaded.
//
// Two items of 表1 depend on more than the grade: 氨氮 "5（8）" — 表1 注②, the value outside the brackets applies at a
// water temperature above 12 ℃, the one inside at 12 ℃ or below — and 总磷 by the plant's construction date (built by
// 2005-12-31, or from 2006-01-01). An order point names one condition within its class (server/standards/judge.ts
// rowFor), so each of these rows carries both parts, "水温>12℃，2006年1月1日起建设": the point picks the one that
// describes it, and both items are judged by it. The value of 氨氮 does not depend on the date nor 总磷's on the
// temperature: both are repeated under each combination as the table states them. Every other row has no condition.
// Where the table prints "-" (总氮 二级/三级, 氨氮 三级, 粪大肠菌群数 三级) the standard sets no limit: no row.
// 表2 and 表3 are not graded (§4.1.2: "一类重金属污染物和选择控制项目不分级"): their one value is listed under each grade.
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';
import { gb18918_2002 } from './gb18918.ts';

const GRADES = ['1A', '1B', '2', '3'] as const;
const TEMPS = ['水温>12℃', '水温≤12℃'] as const;
const BUILT = ['2005年12月31日前建设', '2006年1月1日起建设'] as const;

type Opt = { aliases?: string; basis?: string; unit?: string; condition?: string; analyteEn?: string };
const row = (table: string, analyte: string, classCode: string, limit: string, o: Opt = {}): StandardRow => ({
  table,
  analyte,
  ...(o.analyteEn ? { analyteEn: o.analyteEn } : {}),
  ...(o.aliases ? { aliases: o.aliases } : {}),
  classCode,
  ...(o.condition ? { condition: o.condition } : {}),
  limit,
  unit: o.unit ?? 'mg/L',
  ...(o.basis ? { basis: o.basis } : {}),
});

/** 表1 rows per grade (1A, 1B, 2, 3); null where the table prints "-". */
const graded = (analyte: string, values: Array<string | null>, o: Opt = {}) =>
  GRADES.flatMap((g, i) => (values[i] === null ? [] : [row('表1', analyte, g, values[i]!, o)]));

/** 氨氮 "x（y）": x above 12 ℃, y at 12 ℃ or below; 一级A 5（8）, 一级B 8（15）, 二级 25（30）, 三级 "-". */
const AMMONIA: Array<[string, string] | null> = [['5', '8'], ['8', '15'], ['25', '30'], null];
/** 总磷: [built by 2005-12-31, built from 2006-01-01] per grade. */
const PHOSPHORUS: Array<[string, string]> = [
  ['1', '0.5'],
  ['1.5', '1'],
  ['3', '3'],
  ['5', '5'],
];
const conditioned = GRADES.flatMap((g, gi) =>
  TEMPS.flatMap((temp, ti) =>
    BUILT.flatMap((built, bi) => {
      const condition = `${temp}，${built}`;
      const nh3 = AMMONIA[gi];
      return [
        ...(nh3
          ? [row('表1', '氨氮(以N计)', g, `≤${nh3[ti]}`, { analyteEn: 'Ammonia nitrogen (as N)', aliases: '氨氮、NH3-N', basis: '以N计；表1注②', condition })]
          : []),
        row('表1', '总磷(以P计)', g, `≤${PHOSPHORUS[gi]![bi]}`, { analyteEn: 'Total phosphorus (as P)', aliases: '总磷', basis: '以P计', condition }),
      ];
    }),
  ),
);

const TABLE1: StandardRow[] = [
  // 一级A (15) was shipped by 013; 二级 and 三级 print "-"
  ...graded('总氮(以N计)', [null, '≤20', null, null], { analyteEn: 'Total nitrogen (as N)', aliases: '总氮', basis: '以N计' }),
  ...conditioned,
  ...graded('色度(稀释倍数)', ['≤30', '≤30', '≤40', '≤50'], { analyteEn: 'Colour (dilution ratio)', aliases: '色度', unit: '倍' }),
  // "6-9", one cell across the four grades
  ...graded('pH', ['6~9', '6~9', '6~9', '6~9'], { aliases: 'pH值', unit: '无量纲' }),
  // 10³, 10⁴, 10⁴, "-"
  ...graded('粪大肠菌群数', ['≤1000', '≤10000', '≤10000', null], { analyteEn: 'Faecal coliforms', aliases: '粪大肠菌群', unit: '个/L' }),
];

/** 表2 部分一类污染物最高允许排放浓度（日均值）. */
const TABLE2: Array<[analyte: string, limit: string, aliases?: string]> = [
  ['总汞', '≤0.001', '汞'],
  ['烷基汞', 'ND'],
  ['总镉', '≤0.01', '镉'],
  ['总铬', '≤0.1', '铬'],
  ['六价铬', '≤0.05', '铬(六价)'],
  ['总砷', '≤0.1', '砷'],
  ['总铅', '≤0.1', '铅'],
];

/** 表3 选择控制项目最高允许排放浓度（日均值）, items 1–43 in order. The table prints 四氯乙稀 and 丙烯晴: the analyte
 * is the substance's name, the printed spelling an alias. */
const TABLE3: Array<[analyte: string, limit: string, aliases?: string, basis?: string]> = [
  ['总镍', '≤0.05', '镍'],
  ['总铍', '≤0.002', '铍'],
  ['总银', '≤0.1', '银'],
  ['总铜', '≤0.5', '铜'],
  ['总锌', '≤1.0', '锌'],
  ['总锰', '≤2.0', '锰'],
  ['总硒', '≤0.1', '硒'],
  ['苯并(a)芘', '≤0.00003', '苯并[a]芘'],
  ['挥发酚', '≤0.5'],
  ['总氰化物', '≤0.5', '氰化物'],
  ['硫化物', '≤1.0'],
  ['甲醛', '≤1.0'],
  ['苯胺类', '≤0.5'],
  ['总硝基化合物', '≤2.0', '硝基化合物'],
  ['有机磷农药(以P计)', '≤0.5', '有机磷农药', '以P计'],
  ['马拉硫磷', '≤1.0'],
  ['乐果', '≤0.5'],
  ['对硫磷', '≤0.05'],
  ['甲基对硫磷', '≤0.2'],
  ['五氯酚', '≤0.5'],
  ['三氯甲烷', '≤0.3', '氯仿'],
  ['四氯化碳', '≤0.03'],
  ['三氯乙烯', '≤0.3'],
  ['四氯乙烯', '≤0.1', '四氯乙稀'],
  ['苯', '≤0.1'],
  ['甲苯', '≤0.1'],
  ['邻-二甲苯', '≤0.4', '邻二甲苯'],
  ['对-二甲苯', '≤0.4', '对二甲苯'],
  ['间-二甲苯', '≤0.4', '间二甲苯'],
  ['乙苯', '≤0.4'],
  ['氯苯', '≤0.3'],
  ['1,4-二氯苯', '≤0.4'],
  ['1,2-二氯苯', '≤1.0'],
  ['对硝基氯苯', '≤0.5'],
  ['2,4-二硝基氯苯', '≤0.5'],
  ['苯酚', '≤0.3'],
  ['间-甲酚', '≤0.1', '间甲酚'],
  ['2,4-二氯酚', '≤0.6'],
  ['2,4,6-三氯酚', '≤0.6'],
  ['邻苯二甲酸二丁酯', '≤0.1'],
  ['邻苯二甲酸二辛酯', '≤0.1'],
  ['丙烯腈', '≤2.0', '丙烯晴'],
  ['可吸附有机卤化物(AOX以Cl计)', '≤1.0', '可吸附有机卤化物、AOX', '以Cl计'],
];

const ungraded = (table: string, items: Array<[string, string, string?, string?]>) =>
  items.flatMap(([analyte, limit, aliases, basis]) => GRADES.map((g) => row(table, analyte, g, limit, { aliases, basis })));

export const gb18918Rows: StandardRow[] = [...TABLE1, ...ungraded('表2', TABLE2), ...ungraded('表3', TABLE3)];

/** What migration 031 adds to the GB 18918-2002 edition: the rows above, the new unread list and source. */
export const gb18918More = {
  standardNo: gb18918_2002.standardNo,
  edition: gb18918_2002.edition,
  classes: [],
  rows: gb18918Rows,
  unread: [
    '表1 注①（进水 COD 大于 350mg/L 时去除率应大于 60%，BOD 大于 160mg/L 时去除率应大于 50%）：去除率由进、出水计算，不是单个结果的限值，未录入为限值；COD、BOD5 三级行的基准注明“三级限值见表注①”。',
    '表4（厂界废气）、表5（污泥稳定化）、表6 及以后（污泥农用）：不属表1–表3，未录入。',
    '2026-03-01 起实施的修改单未录入。',
  ].join('\n'),
  source: [
    gb18918_2002.source,
    '表1 其余各项（总氮一级B、氨氮、总磷、色度、pH、粪大肠菌群数）、表2、表3：按原国家环境保护总局发布的标准电子版 GB-18918-2002.pdf（github.com/Fungwingwaa/cee 所存，PDF 第6–7页，印刷页码 5–6）逐格录入，文字层与页面图像一致（迁移 031）；该件表1 第1–6项与总氮一级A 与已录入值一致。',
    '氨氮、总磷按“水温、建设时间”两项组合为适用条件（表1注②：括号外为水温>12℃、括号内为水温≤12℃的控制指标）：监测点选择符合其情况的组合。',
  ].join('\n'),
};
