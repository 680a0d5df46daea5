import { setLabelCatalog } from '../i18n/labels.ts';

// Field labels of the master-data and platform resources for server-made files (Excel headers and templates).
// [zh-CN, en] per field; the import reads either language back, so an exported sheet re-imports as it is.
const FIELDS: Record<string, Record<string, [string, string]>> = {
  equipment: {
    assetNo: ['资产编号', 'Asset no.'], name: ['设备名称', 'Name'], model: ['型号', 'Model'], serialNo: ['出厂编号', 'Serial no.'],
    manufacturer: ['生产厂家', 'Manufacturer'], location: ['放置地点', 'Location'], keeperId: ['保管人', 'Keeper'],
    status: ['设备状态', 'Status'], calibratedOn: ['上次检定/校准日期', 'Last calibrated on'],
    calibrationCycleMonths: ['检定/校准周期（月）', 'Calibration cycle (months)'], nextCalibrationDue: ['下次检定/校准日期', 'Next calibration due'],
    certificateNo: ['证书编号', 'Certificate no.'], calibrationFlag: ['检定/校准状态', 'Calibration state'],
  },
  samplingMethods: {
    standardNo: ['标准编号', 'Standard no.'], title: ['标准名称', 'Title'], matrix: ['基质', 'Matrix'],
    validFrom: ['实施日期', 'Valid from'], validTo: ['废止日期', 'Valid to'],
  },
  parameters: {
    code: ['项目编码', 'Code'], name: ['检测项目', 'Parameter'], nameEn: ['英文名称', 'English name'], matrix: ['基质', 'Matrix'],
    unit: ['单位', 'Unit'], methodNo: ['方法标准号', 'Method no.'], methodTitle: ['方法名称', 'Method title'], mdl: ['检出限', 'MDL'],
    decimals: ['小数位数', 'Decimals'], templateId: ['原始记录模板', 'Raw-record template'], price: ['单价（元）', 'Price (CNY)'],
    container: ['采样容器', 'Container'], preservative: ['保存剂', 'Preservative'], holdingHours: ['保存时限（小时）', 'Holding time (h)'],
    minVolumeMl: ['最少采样量（mL）', 'Minimum volume (mL)'], accredited: ['CMA 认可', 'CMA accredited'],
  },
  users: {
    username: ['用户名', 'Username'], nickname: ['姓名', 'Name'], password: ['初始密码', 'Initial password'], deptId: ['部门', 'Department'],
    roleIds: ['角色', 'Roles'], gender: ['性别', 'Gender'], mobile: ['手机号码', 'Mobile'], email: ['邮箱', 'E-mail'], avatar: ['头像', 'Avatar'],
    status: ['状态', 'Status'], lastLoginAt: ['最后登录', 'Last login'],
  },
  departments: { name: ['部门名称', 'Name'], code: ['部门编码', 'Code'], parentId: ['上级部门', 'Parent'], sort: ['排序', 'Order'], status: ['状态', 'Status'] },
  roles: {
    code: ['角色编码', 'Code'], name: ['角色名称', 'Name'], parentId: ['上级角色', 'Parent'], ruleIds: ['菜单规则', 'Menu rules'],
    halfCheckedIds: ['半选规则', 'Half-checked rules'], dataScope: ['数据范围', 'Data scope'], sort: ['排序', 'Order'], status: ['状态', 'Status'], remark: ['备注', 'Remark'],
  },
  menus: {
    parentId: ['上级', 'Parent'], type: ['类型', 'Type'], name: ['路由名称', 'Route name'], title: ['标题', 'Title'], path: ['路径', 'Path'],
    icon: ['图标', 'Icon'], perm: ['权限标识', 'Perm'], sort: ['排序', 'Order'], hidden: ['隐藏', 'Hidden'], keepAlive: ['缓存', 'Keep alive'], status: ['状态', 'Status'],
  },
  dict: { dictCode: ['字典编码', 'Code'], name: ['字典名称', 'Name'], status: ['状态', 'Status'], remark: ['备注', 'Remark'] },
  dictItems: {
    dictCode: ['字典编码', 'Dict code'], value: ['字典值', 'Value'], label: ['字典标签', 'Label'], labelEn: ['英文标签', 'English label'],
    tagType: ['标签样式', 'Tag style'], sort: ['排序', 'Order'], status: ['状态', 'Status'],
  },
  configs: { configKey: ['参数键', 'Key'], configName: ['参数名称', 'Name'], configValue: ['参数值', 'Value'], remark: ['备注', 'Remark'] },
  notices: {
    title: ['标题', 'Title'], content: ['内容', 'Content'], level: ['级别', 'Level'], targetType: ['发送范围', 'Audience'],
    targetUserIds: ['接收人', 'Recipients'], publishStatus: ['发布状态', 'Status'], publishedAt: ['发布时间', 'Published at'],
  },
  adminLogs: {
    userId: ['用户ID', 'User id'], username: ['用户', 'User'], at: ['时间', 'Time'], ip: ['IP', 'IP'], userAgent: ['客户端', 'User agent'],
    method: ['请求方法', 'Method'], url: ['地址', 'URL'], entity: ['对象', 'Entity'], entityId: ['对象ID', 'Entity id'], action: ['操作', 'Action'],
    reason: ['原因', 'Reason'], before: ['修改前', 'Before'], after: ['修改后', 'After'], prevHash: ['前序哈希', 'Previous hash'], hash: ['哈希', 'Hash'],
  },
  employees: {
    employeeNo: ['工号', 'Employee no.'], name: ['姓名', 'Name'], deptId: ['部门', 'Department'], groupId: ['班组', 'Group'], title: ['职称', 'Title'],
    phone: ['电话', 'Phone'], email: ['邮箱', 'E-mail'], status: ['状态', 'Status'], userId: ['登录账号', 'Login account'], signature: ['签名', 'Signature'],
    authorisedSignatory: ['授权签字人', 'Authorised signatory'], signatoryScope: ['签字范围', 'Signatory scope'], qualifications: ['上岗资质', 'Qualifications'],
  },
  employeeGroups: { name: ['班组名称', 'Name'], leaderId: ['组长', 'Leader'], remark: ['备注', 'Remark'] },
  analforms: {
    templateId: ['模板编号', 'Template id'], name: ['模板名称', 'Name'], matrix: ['基质', 'Matrix'], family: ['模板类别', 'Family'],
    methodNo: ['方法标准号', 'Method no.'], parameterIds: ['检测项目', 'Parameters'], templateVersion: ['版本', 'Version'], active: ['启用', 'Active'],
  },
};

/** Words for enum values and booleans in exported cells. */
export const VALUE_WORDS: Record<'zh-CN' | 'en', Record<string, string>> = {
  'zh-CN': { enabled: '启用', disabled: '停用', active: '在职', left: '离职', true: '是', false: '否', overdue: '已超期', due: '30 天内到期', ok: '有效', none: '未校准' },
  en: { enabled: 'Enabled', disabled: 'Disabled', active: 'Active', left: 'Left', true: 'Yes', false: 'No', overdue: 'Overdue', due: 'Due within 30 days', ok: 'Valid', none: 'Not calibrated' },
};

export function labelCatalog() {
  const zh: Record<string, string> = {};
  const en: Record<string, string> = {};
  for (const [r, fields] of Object.entries(FIELDS)) {
    for (const [f, [z, e]] of Object.entries(fields)) {
      zh[`resources.${r}.fields.${f}`] = z;
      en[`resources.${r}.fields.${f}`] = e;
    }
  }
  return { 'zh-CN': zh, en };
}

export function installLabels() {
  setLabelCatalog(labelCatalog());
}
