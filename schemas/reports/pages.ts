// The report room's hand-written pages (src/reports): the report list, its steps' screens and the review-times table.
import type { Pair } from '../core/resource.ts';
import { definePage } from '../core/page.ts';

/** A report's variants share one screen, each with its own title. */
const REPORT_VARIANTS: Array<[string, Pair]> = [
  ['edit', ['编辑报告', 'Edit report']],
  ['detail', ['报告详情', 'Report details']],
  ['detect', ['检测报告', 'Test report']],
  ['detectDetail', ['检测报告详情', 'Test report details']],
  ['wastewater', ['废水报告', 'Wastewater report']],
  ['wastewaterDetail', ['废水报告详情', 'Wastewater report details']],
  ['exhaust', ['废气报告', 'Exhaust gas report']],
  ['exhaustDetail', ['废气报告详情', 'Exhaust gas report details']],
  ['field', ['现场报告', 'Field report']],
  ['fieldDetail', ['现场报告详情', 'Field report details']],
  ['quality', ['质控报告', 'Quality report']],
  ['qualityDetail', ['质控报告详情', 'Quality report details']],
];

export const reportPages = [
  definePage({
    name: 'lectureIndex',
    group: 'lecture',
    icon: 'document',
    title: ['报告单', 'Report sheets'],
    resource: 'reports',
    view: 'list',
    screen: 'reports/LectureScreens#LectureIndex',
    api: ['/admin/report/'],
  }),
  ...REPORT_VARIANTS.map(([n, title]) =>
    definePage({
      name: `lecture-${n}`,
      group: 'lecture',
      hidden: true,
      params: ':id',
      title,
      resource: 'reports',
      screen: 'reports/LectureScreens#LectureDetail',
    }),
  ),
  definePage({
    name: 'lecture-time',
    group: 'lecture',
    hidden: true,
    params: ':id',
    title: ['采样/分析审核时间明细', 'Sampling and analysis review times'],
    resource: 'reports',
    screen: 'reports/LectureScreens#LectureTime',
    api: ['/admin/lecture/time'],
  }),
];
