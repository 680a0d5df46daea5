// Route titles: menu.{group} and menu.{group}.{child} for every node of schemas/menu/tree.ts (flat keys, since a
// group's title and its children's share a prefix), plus the fixed routes. The groups' and the hand-written pages'
// titles are here; a resource's menu entries bring their own (`menu` of its declaration). The i18n test checks the
// tree is covered.
import type { Pair } from './pairs.ts';
import { menuTree } from '../menu/tree.ts';

const pages = (group: string, entries: Record<string, Pair>) => Object.fromEntries(Object.entries(entries).map(([k, v]) => [`${group}.${k}`, v]));

export const menuMessages: Record<string, Pair> = {
  dashboard: ['首页', 'Dashboard'],
  401: ['401', '401'],
  404: ['404', '404'],
  profile: ['个人中心', 'Personal center'],
  myNotice: ['我的通知', 'My notices'],
  untitled: ['未命名页面', 'Untitled'],

  business: ['业务管理', 'Business'],
  ...pages('business', {
    'trust-list': ['委托单', 'Entrusted orders'],
    'task-list': ['任务单', 'Task sheets'],
    'qc-list': ['质控单', 'QC sheets'],
    'trust-add-one': ['新增委托（委托信息）', 'New order: client and project'],
    'trust-add-two': ['新增委托（点位与项目）', 'New order: points and items'],
    'trust-add-three': ['新增委托（评审与报价）', 'New order: review and quote'],
    'trust-detail': ['委托详情', 'Order details'],
    'trust-edit': ['编辑委托', 'Edit order'],
    'trust-edit-two': ['编辑委托（点位与项目）', 'Edit order: points and items'],
    'task-create': ['新建任务单', 'New task sheet'],
    'task-edit': ['编辑任务单', 'Edit task sheet'],
    'task-detail': ['任务单详情', 'Task sheet details'],
    'qc-create': ['新建质控单', 'New QC sheet'],
    'qc-detail': ['质控单详情', 'QC sheet details'],
    'qc-edit': ['编辑质控单', 'Edit QC sheet'],
  }),
  analyse: ['分析室', 'Analysis room'],
  ...pages('analyse', {
    analyseIndex: ['分析单', 'Analysis sheets'],
    sample: ['样品分析', 'Sample analysis'],
    'analyse-details': ['分析单详情', 'Analysis sheet details'],
    'analyse-apportion': ['分配分析', 'Assign analysis'],
    'sample-analysis': ['样品分析详情', 'Sample analysis details'],
    'sample-taskReceiving': ['接收分析任务', 'Receive analysis task'],
  }),
  lecture: ['报告室', 'Report room'],
  ...pages('lecture', {
    lectureIndex: ['报告单', 'Report sheets'],
    'lecture-edit': ['编辑报告', 'Edit report'],
    'lecture-detail': ['报告详情', 'Report details'],
    'lecture-detect': ['检测报告', 'Test report'],
    'lecture-detectDetail': ['检测报告详情', 'Test report details'],
    'lecture-wastewater': ['废水报告', 'Wastewater report'],
    'lecture-wastewaterDetail': ['废水报告详情', 'Wastewater report details'],
    'lecture-exhaust': ['废气报告', 'Exhaust gas report'],
    'lecture-exhaustDetail': ['废气报告详情', 'Exhaust gas report details'],
    'lecture-field': ['现场报告', 'Field report'],
    'lecture-fieldDetail': ['现场报告详情', 'Field report details'],
    'lecture-quality': ['质控报告', 'Quality report'],
    'lecture-qualityDetail': ['质控报告详情', 'Quality report details'],
    'lecture-time': ['采样/分析审核时间明细', 'Sampling and analysis review times'],
  }),
  management: ['数据管理', 'Data management'],
  employee: ['员工管理', 'Employees'],
  permissions: ['权限管理', 'Permissions'],
  system: ['系统管理', 'System'],
  ...pages('system', { 'log-viewer': ['日志查看', 'Log viewer'], codegen: ['代码生成', 'Code generator'] }),
  demo: ['功能示例', 'Demos'],
  ...pages('demo', {
    'api-docs': ['接口文档', 'API docs'],
    crud: ['增删改查', 'CRUD'],
    dictionary: ['字典组件', 'Dictionary'],
    icons: ['图标', 'Icons'],
    upload: ['文件上传', 'Upload'],
    editor: ['富文本编辑器', 'Rich-text editor'],
    websocket: ['WebSocket', 'WebSocket'],
    signature: ['电子签名', 'Signature'],
    'multi-level': ['多级菜单', 'Multi-level menu'],
    'route-param': ['路由参数', 'Route params'],
  }),
  // the resources' own entries
  ...Object.fromEntries(menuTree.flatMap((g) => (g.children ?? []).filter((c) => c.title).map((c) => [`${g.name}.${c.name}`, c.title!]))),
};
