// GB 13223-2011 火电厂大气污染物排放标准, 表1 (mg/m³, 烟囱或烟道). Read (issue 19) from the one public copy of the
// table found (m.taodocs.com/p-407926987.html), whose text lost some cells: only the values it shows are entered;
// the rest are listed in `unread`, never guessed. New units apply table 1 from 2012-01-01 (clause quoted there).
// The reference oxygen content (§5.2) was not read from the standard itself: coal-fired boilers' 6 % rests on a public
// secondary source (cited in `source`), added to databases seeded before by migration 021; gas-fired ones stay unread.
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';

/** Coal-fired boilers: concentrations are corrected to 6 % O₂ (secondary source, see `source`). */
export const COAL_OXYGEN_REF = '6';
const coal = (classCode: string) => classCode.startsWith('coal-');

const row = (classCode: string, analyte: 'so2' | 'nox', limit: string): StandardRow => ({
  ...(analyte === 'so2'
    ? { table: '表1', analyte: '二氧化硫', analyteEn: 'Sulphur dioxide', aliases: 'SO2、SO₂', classCode, limit, unit: 'mg/m³' }
    : {
        table: '表1',
        analyte: '氮氧化物(以NO2计)',
        analyteEn: 'Nitrogen oxides (as NO2)',
        aliases: '氮氧化物、NOx',
        classCode,
        limit,
        unit: 'mg/m³',
        basis: '以NO₂计',
      }),
  ...(coal(classCode) ? { oxygenRef: COAL_OXYGEN_REF } : {}),
});

const TABLE1_SOURCE = '表1 按 m.taodocs.com/p-407926987.html 所载文本录入（该文本部分单元格缺失，见“未录入的限值”）。';
const UNREAD_TABLE1 = [
  '表1 烟尘（各类锅炉及燃气轮机组）：所见文本缺失该格，未录入。',
  '表1 燃油锅炉或燃气轮机组的全部限值：所见文本缺失，未录入。',
  '表1 汞及其化合物、烟气黑度：所见文本缺失限值，未录入。',
  '表1 注释所列的替代限值（燃煤锅炉二氧化硫位于特定地区的限值；W 型火焰炉膛、现有循环流化床及 2003-12-31 前建成锅炉的氮氧化物限值）：数值在所见文本中无法与注释对应，未录入。',
];

/** The edition's lists as migration 013 shipped them before migration 021 (no reference oxygen at all). */
export const gb13223Before021 = {
  unread: [...UNREAD_TABLE1, '5.2 基准氧含量（折算用）：未读到原文，未录入；录入前不按基准氧含量折算，报告注明。', '表2 大气污染物特别排放限值：未录入。'].join(
    '\n',
  ),
  source: TABLE1_SOURCE,
};

export const gb13223_2011 = {
  standardNo: 'GB 13223-2011',
  edition: '2011',
  title: '火电厂大气污染物排放标准',
  titleEn: 'Emission standard of air pollutants for thermal power plants',
  kind: 'discharge',
  matrix: 'stack_gas',
  effectiveFrom: '2012-01-01',
  classes: [
    { code: 'coal-new', label: '燃煤锅炉（新建锅炉）', labelEn: 'Coal-fired boiler (new)' },
    { code: 'coal-existing', label: '燃煤锅炉（现有锅炉）', labelEn: 'Coal-fired boiler (existing)' },
    { code: 'gas-ng-boiler', label: '天然气锅炉', labelEn: 'Natural-gas boiler' },
    { code: 'gas-ng-turbine', label: '天然气燃气轮机组', labelEn: 'Natural-gas turbine' },
    { code: 'gas-other-boiler', label: '其他气体燃料锅炉', labelEn: 'Other gaseous-fuel boiler' },
    { code: 'gas-other-turbine', label: '其他气体燃料燃气轮机组', labelEn: 'Other gaseous-fuel turbine' },
  ],
  rows: [
    row('coal-new', 'so2', '≤100'),
    row('coal-existing', 'so2', '≤200'),
    // 氮氧化物 of coal-fired boilers: "全部" (all of them) 100
    row('coal-new', 'nox', '≤100'),
    row('coal-existing', 'nox', '≤100'),
    row('gas-ng-boiler', 'so2', '≤35'),
    row('gas-ng-turbine', 'so2', '≤35'),
    row('gas-other-boiler', 'so2', '≤100'),
    row('gas-other-turbine', 'so2', '≤100'),
    row('gas-ng-boiler', 'nox', '≤100'),
    row('gas-other-boiler', 'nox', '≤200'),
    row('gas-ng-turbine', 'nox', '≤50'),
    row('gas-other-turbine', 'nox', '≤120'),
  ],
  unread: [
    ...UNREAD_TABLE1,
    '5.2 基准氧含量：标准原文未读到。燃气锅炉、燃气轮机组的基准氧含量未找到可引用的来源，未录入，这些行不按基准氧含量折算；燃煤锅炉的 6% 取自二手资料（见“来源”）。',
    '表2 大气污染物特别排放限值：未录入。',
  ].join('\n'),
  source: `${TABLE1_SOURCE}\n燃煤锅炉二氧化硫、氮氧化物行的基准氧含量 6%：GB 13223-2011 第5.2条原文未读到，取自二手资料——《广东科技》2019年第1期第69–73页论文摘要（http://218.28.6.71:81/Qikan/Article/Detail?id=7001147949）述及燃煤发电机组烟气中烟尘、SO2、氮氧化物的排放浓度“在基准氧含量6%条件下”。`,
};
