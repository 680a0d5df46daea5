// GB 36600-2018 土壤环境质量 建设用地土壤污染风险管控标准（试行）, 表1 建设用地土壤污染风险筛选值和管制值（基本项目）,
// mg/kg: screening and intervention values for first- and second-category land. Read (issue 19) from the
// transcription of 表1 in github.com/lensis22414017/SRS (data/standards/gb36600_2018_official.csv, commit 82050c3,
// "transcribed from official scan; double-read"); items 1–34 agree with the text of 表1 on m.boteman.cn/paper/
// 239121497.html (its digits run together; split in the table's column order they give the same values).
// Effective 2018-08-01 (bzfyw.com record of the standard: approved 2018-05-17, implemented 2018-08-01).
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';

const CLASSES = ['screen-1', 'screen-2', 'intervene-1', 'intervene-2'] as const;
type Item = [no: number, analyte: string, values: [string, string, string, string], aliases?: string[], basis?: string];

/** 表1 in its order: 筛选值 第一类用地, 第二类用地, 管制值 第一类用地, 第二类用地. */
const ITEMS: Item[] = [
  // 重金属和无机物; ① on arsenic: a content above the screening value but not above the local background is not managed as contaminated
  [1, '砷', ['20', '60', '120', '140'], [], '见表注①（背景值）'],
  [2, '镉', ['20', '65', '47', '172']],
  [3, '铬（六价）', ['3.0', '5.7', '30', '78'], ['六价铬', '铬(六价)']],
  [4, '铜', ['2000', '18000', '8000', '36000']],
  [5, '铅', ['400', '800', '800', '2500']],
  [6, '汞', ['8', '38', '33', '82']],
  [7, '镍', ['150', '900', '600', '2000']],
  // 挥发性有机物
  [8, '四氯化碳', ['0.9', '2.8', '9', '36']],
  [9, '氯仿', ['0.3', '0.9', '5', '10'], ['三氯甲烷']],
  [10, '氯甲烷', ['12', '37', '21', '120']],
  [11, '1,1-二氯乙烷', ['3', '9', '20', '100']],
  [12, '1,2-二氯乙烷', ['0.52', '5', '6', '21']],
  [13, '1,1-二氯乙烯', ['12', '66', '40', '200']],
  [14, '顺-1,2-二氯乙烯', ['66', '596', '200', '2000']],
  [15, '反-1,2-二氯乙烯', ['10', '54', '31', '163']],
  [16, '二氯甲烷', ['94', '616', '300', '2000']],
  [17, '1,2-二氯丙烷', ['1', '5', '5', '47']],
  [18, '1,1,1,2-四氯乙烷', ['2.6', '10', '26', '100']],
  [19, '1,1,2,2-四氯乙烷', ['1.6', '6.8', '14', '50']],
  [20, '四氯乙烯', ['11', '53', '34', '183']],
  [21, '1,1,1-三氯乙烷', ['701', '840', '840', '840']],
  [22, '1,1,2-三氯乙烷', ['0.6', '2.8', '5', '15']],
  [23, '三氯乙烯', ['0.7', '2.8', '7', '20']],
  [24, '1,2,3-三氯丙烷', ['0.05', '0.5', '0.5', '5']],
  [25, '氯乙烯', ['0.12', '0.43', '1.2', '4.3']],
  [26, '苯', ['1', '4', '10', '40']],
  [27, '氯苯', ['68', '270', '200', '1000']],
  [28, '1,2-二氯苯', ['560', '560', '560', '560']],
  [29, '1,4-二氯苯', ['5.6', '20', '56', '200']],
  [30, '乙苯', ['7.2', '28', '72', '280']],
  [31, '苯乙烯', ['1290', '1290', '1290', '1290']],
  [32, '甲苯', ['1200', '1200', '1200', '1200']],
  [33, '间二甲苯+对二甲苯', ['163', '570', '500', '570']],
  [34, '邻二甲苯', ['222', '640', '640', '640']],
  // 半挥发性有机物 (items 35–45: the SRS transcription only)
  [35, '硝基苯', ['34', '76', '190', '760']],
  [36, '苯胺', ['92', '260', '211', '663']],
  [37, '2-氯酚', ['250', '2256', '500', '4500']],
  [38, '苯并[a]蒽', ['5.5', '15', '55', '151']],
  [39, '苯并[a]芘', ['0.55', '1.5', '5.5', '15']],
  [40, '苯并[b]荧蒽', ['5.5', '15', '55', '151']],
  [41, '苯并[k]荧蒽', ['55', '151', '550', '1500']],
  [42, '䓛', ['490', '1293', '4900', '12900']],
  [43, '二苯并[a,h]蒽', ['0.55', '1.5', '5.5', '15']],
  [44, '茚并[1,2,3-cd]芘', ['5.5', '15', '55', '151']],
  [45, '萘', ['25', '70', '255', '700']],
];

export const gb36600_2018 = {
  standardNo: 'GB 36600-2018',
  edition: '2018',
  title: '土壤环境质量 建设用地土壤污染风险管控标准（试行）',
  titleEn: 'Soil environmental quality — Risk control standard for soil contamination of development land',
  kind: 'quality',
  matrix: 'soil',
  effectiveFrom: '2018-08-01',
  classes: [
    { code: 'screen-1', label: '风险筛选值·第一类用地', labelEn: 'Screening value, category 1 land' },
    { code: 'screen-2', label: '风险筛选值·第二类用地', labelEn: 'Screening value, category 2 land' },
    { code: 'intervene-1', label: '风险管制值·第一类用地', labelEn: 'Intervention value, category 1 land' },
    { code: 'intervene-2', label: '风险管制值·第二类用地', labelEn: 'Intervention value, category 2 land' },
  ],
  rows: ITEMS.flatMap(([, analyte, values, aliases, basis]) =>
    values.map((v, i): StandardRow => ({
      table: '表1',
      analyte,
      ...(aliases?.length ? { aliases: aliases.join('、') } : {}),
      classCode: CLASSES[i]!,
      limit: `≤${v}`,
      unit: 'mg/kg',
      ...(basis ? { basis } : {}),
    })),
  ),
  unread: [
    '表2（其他项目，40 项）未录入。',
    '表1 注①（砷等超过筛选值但不高于背景值的情形）只以“基准”注明，背景值本身不在本标准内，未录入。',
    '表1 第35–45项（半挥发性有机物）只有一份转录文本可读，未能与第二份文本核对。',
  ].join('\n'),
  source:
    '表1 按 github.com/lensis22414017/SRS（data/standards/gb36600_2018_official.csv，commit 82050c3）录入；第1–34项与 m.boteman.cn/paper/239121497.html 所载表1 文本一致；实施日期见 bzfyw.com 所载标准信息。',
};
