// The analysis room's hand-written pages (src/analysis): the sheets list and details, assigning analysis, sample analysis and receiving.
import { definePage } from '../core/page.ts';

export const analysisPages = [
  definePage({
    name: 'analyseIndex',
    group: 'analyse',
    icon: 'table',
    perms: ['analysis:return', 'analysis:import'],
    title: ['分析单', 'Analysis sheets'],
    resource: 'analysisSheets',
    view: 'list',
    screen: 'analysis/AnalyseScreens#AnalyseIndex',
    api: ['/admin/analysis/'],
  }),
  definePage({ name: 'sample', group: 'analyse', icon: 'client', perms: ['sample:receive'], title: ['样品分析', 'Sample analysis'], resource: 'samples' }),
  definePage({
    name: 'analyse-details',
    group: 'analyse',
    hidden: true,
    params: ':id',
    title: ['分析单详情', 'Analysis sheet details'],
    resource: 'analysisSheets',
    screen: 'analysis/SheetDetail',
  }),
  definePage({
    name: 'analyse-apportion',
    group: 'analyse',
    hidden: true,
    params: ':id',
    title: ['分配分析', 'Assign analysis'],
    resource: 'analysisSheets',
    screen: 'analysis/AnalyseScreens#Apportion',
  }),
  definePage({
    name: 'sample-analysis',
    group: 'analyse',
    hidden: true,
    params: ':id',
    title: ['样品分析详情', 'Sample analysis details'],
    resource: 'samples',
    view: 'show',
  }),
  definePage({
    name: 'sample-taskReceiving',
    group: 'analyse',
    hidden: true,
    params: ':id',
    title: ['接收分析任务', 'Receive analysis task'],
    resource: 'analysisSheets',
    screen: 'analysis/AnalyseScreens#TaskReceiving',
  }),
];
