// GB 3095-2012 环境空气质量标准, 表1 (basic items) and 表2 (other items), 一级/二级 concentration limits by averaging
// time (the row's condition). Read (issue 19) from a public copy of both tables (onxelh.cn/417/990/1193087; the PM10
// values agree with xzjbrh.com/shenghuo/92004.html). In force nationwide from 2016-01-01 (公告 2012 年第 7 号,
// as quoted in the published text's excerpt on the same search).
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';

type Item = [
  table: string,
  analyte: string,
  analyteEn: string,
  aliases: string[],
  unit: string,
  periods: Array<[period: string, first: string, second: string]>,
];

const ITEMS: Item[] = [
  [
    '表1',
    '二氧化硫(SO2)',
    'Sulphur dioxide',
    ['二氧化硫', 'SO2'],
    'μg/m³',
    [
      ['年平均', '20', '60'],
      ['24小时平均', '50', '150'],
      ['1小时平均', '150', '500'],
    ],
  ],
  [
    '表1',
    '二氧化氮(NO2)',
    'Nitrogen dioxide',
    ['二氧化氮', 'NO2'],
    'μg/m³',
    [
      ['年平均', '40', '40'],
      ['24小时平均', '80', '80'],
      ['1小时平均', '200', '200'],
    ],
  ],
  [
    '表1',
    '一氧化碳(CO)',
    'Carbon monoxide',
    ['一氧化碳', 'CO'],
    'mg/m³',
    [
      ['24小时平均', '4', '4'],
      ['1小时平均', '10', '10'],
    ],
  ],
  [
    '表1',
    '臭氧(O3)',
    'Ozone',
    ['臭氧', 'O3'],
    'μg/m³',
    [
      ['日最大8小时平均', '100', '160'],
      ['1小时平均', '160', '200'],
    ],
  ],
  [
    '表1',
    '颗粒物(粒径小于等于10μm)',
    'PM10',
    ['PM10', '可吸入颗粒物'],
    'μg/m³',
    [
      ['年平均', '40', '70'],
      ['24小时平均', '50', '150'],
    ],
  ],
  [
    '表1',
    '颗粒物(粒径小于等于2.5μm)',
    'PM2.5',
    ['PM2.5', '细颗粒物'],
    'μg/m³',
    [
      ['年平均', '15', '35'],
      ['24小时平均', '35', '75'],
    ],
  ],
  [
    '表2',
    '总悬浮颗粒物(TSP)',
    'Total suspended particulates',
    ['总悬浮颗粒物', 'TSP'],
    'μg/m³',
    [
      ['年平均', '80', '200'],
      ['24小时平均', '120', '300'],
    ],
  ],
  [
    '表2',
    '氮氧化物(NOx)',
    'Nitrogen oxides',
    ['氮氧化物', 'NOx'],
    'μg/m³',
    [
      ['年平均', '50', '50'],
      ['24小时平均', '100', '100'],
      ['1小时平均', '250', '250'],
    ],
  ],
  [
    '表2',
    '铅(Pb)',
    'Lead',
    ['铅'],
    'μg/m³',
    [
      ['年平均', '0.5', '0.5'],
      ['季平均', '1', '1'],
    ],
  ],
  [
    '表2',
    '苯并[a]芘(BaP)',
    'Benzo[a]pyrene',
    ['苯并[a]芘', 'BaP'],
    'μg/m³',
    [
      ['年平均', '0.001', '0.001'],
      ['24小时平均', '0.0025', '0.0025'],
    ],
  ],
];

export const gb3095_2012 = {
  standardNo: 'GB 3095-2012',
  edition: '2012',
  title: '环境空气质量标准',
  titleEn: 'Ambient air quality standards',
  kind: 'quality',
  matrix: 'ambient_air',
  effectiveFrom: '2016-01-01',
  classes: [
    { code: '1', label: '一级（一类区）', labelEn: 'Grade 1 (class 1 area)' },
    { code: '2', label: '二级（二类区）', labelEn: 'Grade 2 (class 2 area)' },
  ],
  rows: ITEMS.flatMap(([table, analyte, analyteEn, aliases, unit, periods]) =>
    periods.flatMap(([period, first, second]) =>
      (
        [
          ['1', first],
          ['2', second],
        ] as const
      ).map(([classCode, v]): StandardRow => ({ table, analyte, analyteEn, aliases: aliases.join('、'), classCode, condition: period, limit: `≤${v}`, unit })),
    ),
  ),
  unread: '表3（污染物浓度数据有效性的最低要求）、表4 起的其他内容未录入；平均时间按点位所选“适用条件”取用（如 1小时平均）。',
  source: '表1、表2 按 onxelh.cn/417/990/1193087 所载文本录入；PM10 限值与 xzjbrh.com/shenghuo/92004.html 一致。',
};
