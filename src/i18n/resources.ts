// Labels of every schema resource (schemas/resources): resources.{name}.name, .fields.{field}, .enums.{field}.{value},
// .subfields.{array}.{field} (rows of an array field) and .transitions.{name} (workflow buttons). Workflow states are
// the enum labels of the status field. tests/ui/i18n.test.ts checks every field, option and transition has both.
import type { PairTree } from './pairs.ts';

const onOff = { enabled: ['启用', 'Enabled'], disabled: ['停用', 'Disabled'] } as const;
const matrixSub = ['介质', 'Matrix'] as const;
const paramIds = ['检测项目', 'Test items'] as const;

export const common: PairTree = {
  id: ['编号', 'ID'],
  version: ['版本', 'Version'],
  createdAt: ['创建时间', 'Created at'],
  updatedAt: ['更新时间', 'Updated at'],
  createdBy: ['创建人', 'Created by'],
  updatedBy: ['更新人', 'Updated by'],
};

export const resourceLabels: Record<string, PairTree> = {
  users: {
    name: ['用户 |||| 用户', 'User |||| Users'],
    fields: {
      username: ['用户名', 'Username'], nickname: ['昵称', 'Nickname'], password: ['密码', 'Password'], passwordHash: ['密码摘要', 'Password hash'],
      deptId: ['部门', 'Department'], roleIds: ['角色', 'Roles'], gender: ['性别', 'Gender'], mobile: ['手机号', 'Mobile'], email: ['邮箱', 'Email'],
      avatar: ['头像', 'Avatar'], status: ['状态', 'Status'], lastLoginAt: ['最后登录', 'Last login'],
    },
    enums: { status: onOff },
  },
  departments: {
    name: ['部门 |||| 部门', 'Department |||| Departments'],
    fields: { name: ['部门名称', 'Name'], code: ['部门编码', 'Code'], parentId: ['上级部门', 'Parent'], sort: ['排序', 'Order'], status: ['状态', 'Status'] },
    enums: { status: onOff },
  },
  roles: {
    name: ['角色组 |||| 角色组', 'Role group |||| Role groups'],
    fields: {
      code: ['角色编码', 'Code'], name: ['角色名称', 'Name'], parentId: ['上级角色', 'Parent'], ruleIds: ['菜单规则', 'Menu rules'],
      halfCheckedIds: ['半选规则', 'Half-checked rules'], dataScope: ['数据范围', 'Data scope'], sort: ['排序', 'Order'], status: ['状态', 'Status'], remark: ['备注', 'Remark'],
    },
    enums: { status: onOff, dataScope: { all: ['全部数据', 'All data'], dept: ['本部门数据', 'Own department'], self: ['本人数据', 'Own records'] } },
  },
  menus: {
    name: ['菜单规则 |||| 菜单规则', 'Menu rule |||| Menu rules'],
    fields: {
      parentId: ['上级菜单', 'Parent'], type: ['类型', 'Type'], name: ['菜单名', 'Menu name'], title: ['标题', 'Title'], path: ['路由路径', 'Path'],
      icon: ['图标', 'Icon'], perm: ['权限标识', 'Permission'], sort: ['排序', 'Order'], hidden: ['隐藏', 'Hidden'], keepAlive: ['缓存页面', 'Keep alive'], status: ['状态', 'Status'],
    },
    enums: { status: onOff, type: { catalog: ['目录', 'Catalog'], menu: ['菜单', 'Menu'], button: ['按钮', 'Button'], link: ['外链', 'Link'] } },
  },
  dict: {
    name: ['字典 |||| 字典', 'Dictionary |||| Dictionaries'],
    fields: { dictCode: ['字典编码', 'Code'], name: ['字典名称', 'Name'], status: ['状态', 'Status'], remark: ['备注', 'Remark'] },
    enums: { status: onOff },
  },
  dictItems: {
    name: ['字典项 |||| 字典项', 'Dictionary item |||| Dictionary items'],
    fields: {
      dictCode: ['字典编码', 'Dictionary'], value: ['值', 'Value'], label: ['标签', 'Label'], labelEn: ['英文标签', 'English label'],
      tagType: ['标签样式', 'Tag style'], sort: ['排序', 'Order'], status: ['状态', 'Status'],
    },
    enums: {
      status: onOff,
      tagType: { default: ['默认', 'Default'], primary: ['主要', 'Primary'], success: ['成功', 'Success'], warning: ['警告', 'Warning'], error: ['错误', 'Error'], info: ['信息', 'Info'] },
    },
  },
  configs: {
    name: ['系统配置 |||| 系统配置', 'Setting |||| Settings'],
    fields: { configKey: ['配置键', 'Key'], configName: ['配置名称', 'Name'], configValue: ['配置值', 'Value'], remark: ['备注', 'Remark'] },
  },
  notices: {
    name: ['通知公告 |||| 通知公告', 'Notice |||| Notices'],
    fields: {
      title: ['标题', 'Title'], content: ['内容', 'Content'], level: ['级别', 'Level'], targetType: ['通知对象', 'Audience'], targetUserIds: ['指定用户', 'Users'],
      publishStatus: ['发布状态', 'Publication'], publishedAt: ['发布时间', 'Published at'], message: ['消息模板', 'Message template'],
    },
    enums: {
      level: { low: ['一般', 'Low'], medium: ['重要', 'Medium'], high: ['紧急', 'High'] },
      targetType: { all: ['全体', 'Everyone'], users: ['指定用户', 'Chosen users'] },
      publishStatus: { draft: ['草稿', 'Draft'], published: ['已发布', 'Published'], revoked: ['已撤回', 'Revoked'] },
    },
  },
  adminLogs: {
    name: ['管理员日志 |||| 管理员日志', 'Administrator log |||| Administrator logs'],
    fields: {
      userId: ['用户', 'User'], username: ['用户名', 'Username'], at: ['时间', 'Time'], ip: ['IP 地址', 'IP address'], userAgent: ['浏览器', 'User agent'],
      method: ['请求方法', 'Method'], url: ['请求地址', 'URL'], entity: ['对象', 'Entity'], entityId: ['对象编号', 'Entity ID'], action: ['操作', 'Action'],
      reason: ['原因', 'Reason'], before: ['变更前', 'Before'], after: ['变更后', 'After'], prevHash: ['前一哈希', 'Previous hash'], hash: ['哈希', 'Hash'],
    },
  },
  clients: {
    name: ['委托单位 |||| 委托单位', 'Client |||| Clients'],
    fields: {
      name: ['单位名称', 'Name'], creditCode: ['统一社会信用代码', 'Credit code'], address: ['地址', 'Address'], contact: ['联系人', 'Contact'],
      phone: ['电话', 'Phone'], email: ['邮箱', 'Email'],
    },
  },
  parameters: {
    name: ['检测项目 |||| 检测项目', 'Test item |||| Test items'],
    fields: {
      code: ['项目编码', 'Code'], name: ['项目名称', 'Name'], nameEn: ['英文名称', 'English name'], matrix: ['介质', 'Matrix'], unit: ['单位', 'Unit'],
      methodNo: ['方法标准号', 'Method no.'], methodTitle: ['方法名称', 'Method title'], mdl: ['检出限', 'MDL'], decimals: ['小数位数', 'Decimals'],
      templateId: ['原始记录模板', 'Raw-record template'], price: ['单价', 'Price'], container: ['容器', 'Container'], preservative: ['保存剂', 'Preservative'],
      holdingHours: ['保存时限（小时）', 'Holding time (h)'], minVolumeMl: ['最少采样量（mL）', 'Minimum volume (mL)'], accredited: ['CMA 资质', 'Accredited (CMA)'],
    },
  },
  samplingMethods: {
    name: ['采样方法 |||| 采样方法', 'Sampling method |||| Sampling methods'],
    fields: { standardNo: ['标准号', 'Standard no.'], title: ['标准名称', 'Title'], matrix: ['介质', 'Matrix'], validFrom: ['实施日期', 'Valid from'], validTo: ['废止日期', 'Valid to'] },
  },
  equipment: {
    name: ['设备 |||| 设备', 'Equipment |||| Equipment'],
    fields: {
      assetNo: ['设备编号', 'Asset no.'], name: ['设备名称', 'Name'], model: ['型号', 'Model'], serialNo: ['出厂编号', 'Serial no.'], manufacturer: ['生产厂家', 'Manufacturer'],
      location: ['存放位置', 'Location'], keeperId: ['保管人', 'Keeper'], status: ['状态', 'Status'], calibratedOn: ['检定/校准日期', 'Calibrated on'],
      calibrationCycleMonths: ['检定周期（月）', 'Calibration cycle (months)'], nextCalibrationDue: ['下次检定日期', 'Next calibration due'], certificateNo: ['证书编号', 'Certificate no.'],
    },
  },
  employees: {
    name: ['员工 |||| 员工', 'Employee |||| Employees'],
    fields: {
      employeeNo: ['工号', 'Employee no.'], name: ['姓名', 'Name'], deptId: ['部门', 'Department'], groupId: ['分组', 'Group'], title: ['职务', 'Title'],
      phone: ['电话', 'Phone'], email: ['邮箱', 'Email'], status: ['状态', 'Status'], userId: ['登录账号', 'Login account'], signature: ['签名图片', 'Signature'],
      authorisedSignatory: ['授权签字人', 'Authorised signatory'], signatoryScope: ['签字范围', 'Signatory scope'], qualifications: ['上岗资质', 'Qualifications'],
    },
    enums: { status: { active: ['在职', 'Active'], left: ['离职', 'Left'] } },
    subfields: {
      qualifications: { parameterId: ['检测项目', 'Test item'], methodNo: ['方法标准号', 'Method no.'], certificateNo: ['证书编号', 'Certificate no.'], validUntil: ['有效期至', 'Valid until'] },
    },
  },
  employeeGroups: {
    name: ['员工分组 |||| 员工分组', 'Employee group |||| Employee groups'],
    fields: { name: ['分组名称', 'Name'], leaderId: ['组长', 'Leader'], remark: ['备注', 'Remark'] },
  },
  analforms: {
    name: ['原始分析单 |||| 原始分析单', 'Raw-record template |||| Raw-record templates'],
    fields: {
      templateId: ['模板编号', 'Template ID'], name: ['模板名称', 'Name'], nameEn: ['英文名称', 'English name'], matrix: ['适用介质', 'Matrix'], family: ['模板类别', 'Family'], methodNo: ['方法标准', 'Method standard'],
      parameters: ['检测项目', 'Test items'], templateVersion: ['模板版本', 'Version'], active: ['启用', 'Active'],
    },
    enums: {
      matrix: { water: ['水和废水', 'Water and wastewater'], soil: ['土壤和沉积物', 'Soil and sediment'], gufei: ['固体废物', 'Solid waste'], air: ['环境空气', 'Ambient air'], gas: ['废气', 'Stack gas'] },
      family: {
        'single-reading': ['直读法', 'Single reading'], titration: ['滴定法', 'Titration'], 'spectro-curve': ['分光光度法/电极法（校准曲线）', 'Spectrophotometry / electrode with curve'],
        gravimetric: ['重量法', 'Gravimetric'], bod5: ['五日生化需氧量', 'BOD5'], 'ir-oil': ['红外分光光度法（油类）', 'Infrared oils'],
        metals: ['原子吸收/原子荧光/ICP', 'AAS / AFS / ICP'], chromatography: ['色谱/质谱法', 'GC / GC-MS / LC / IC'], micro: ['微生物计数', 'Microbiology counts'],
        'soil-physical': ['土壤物理性质', 'Soil physical properties'], 'solid-waste': ['固体废物特性', 'Solid waste characteristics'], pretreatment: ['前处理记录', 'Pretreatment record'],
      },
    },
    subfields: { parameters: { code: ['项目代码', 'Code'], name: ['项目名称', 'Name'], nameEn: ['英文名称', 'English name'], unit: ['单位', 'Unit'] } },
  },

  orders: {
    name: ['委托单 |||| 委托单', 'Order |||| Orders'],
    fields: {
      orderNo: ['委托单号', 'Order no.'], clientId: ['委托单位', 'Client'], projectName: ['项目名称', 'Project'], projectAddress: ['项目地址', 'Project address'],
      category: ['检测类别', 'Test category'], samplingBy: ['采样方', 'Sampling by'], purpose: ['检测目的', 'Purpose'], matrices: ['检测介质', 'Matrices'],
      dueDate: ['要求完成日期', 'Due date'], urgent: ['加急', 'Urgent'], reportCopies: ['报告份数', 'Report copies'], reportDelivery: ['报告领取方式', 'Report delivery'],
      points: ['采样点位', 'Sampling points'], discount: ['折扣', 'Discount'], quoteTotal: ['报价合计', 'Quote total'], review: ['合同评审', 'Contract review'],
      remarks: ['备注', 'Remarks'], status: ['状态', 'Status'],
    },
    enums: {
      samplingBy: { lab: ['本实验室采样', 'Laboratory'], client: ['委托方送样', 'Client'] },
      status: {
        draft: ['草稿', 'Draft'], submitted: ['已提交', 'Submitted'], accepted: ['已受理', 'Accepted'], rejected: ['已退回', 'Rejected'], in_progress: ['检测中', 'In progress'],
        reported: ['已出报告', 'Reported'], closed: ['已完结', 'Closed'], cancelled: ['已取消', 'Cancelled'],
      },
    },
    subfields: {
      points: {
        name: ['点位名称', 'Point'], matrix: matrixSub, longitude: ['经度', 'Longitude'], latitude: ['纬度', 'Latitude'], days: ['采样天数', 'Days'],
        timesPerDay: ['每天频次', 'Times per day'], parameterIds: paramIds,
      },
    },
    transitions: {
      submit: ['提交', 'Submit'], accept: ['受理', 'Accept'], reject: ['退回', 'Reject'], start: ['开始检测', 'Start'], report: ['出具报告', 'Report'],
      close: ['完结', 'Close'], cancel: ['取消', 'Cancel'],
    },
  },
  tasks: {
    name: ['任务单 |||| 任务单', 'Task sheet |||| Task sheets'],
    fields: {
      taskNo: ['任务单号', 'Task no.'], orderId: ['委托单', 'Order'], kind: ['任务类型', 'Kind'], plannedFrom: ['计划采样开始', 'Planned from'], plannedTo: ['计划采样结束', 'Planned to'],
      teamUserIds: ['采样人员', 'Team'], vehicles: ['车辆', 'Vehicles'], fieldEquipmentIds: ['现场设备', 'Field equipment'], points: ['采样点位', 'Sampling points'],
      weather: ['天气', 'Weather'], airTemperature: ['气温（℃）', 'Air temperature (℃)'], airPressureKpa: ['气压（kPa）', 'Air pressure (kPa)'], status: ['状态', 'Status'],
    },
    enums: {
      kind: { sampling_analysis: ['采样+分析', 'Sampling and analysis'], analysis_only: ['仅分析', 'Analysis only'] },
      status: {
        issued: ['已下达', 'Issued'], sampling: ['采样中', 'Sampling'], received: ['已接收', 'Received'], in_analysis: ['分析中', 'In analysis'],
        analysed: ['分析完成', 'Analysed'], closed: ['已完结', 'Closed'],
      },
    },
    subfields: { points: { name: ['点位名称', 'Point'], matrix: matrixSub, parameterIds: paramIds } },
    transitions: {
      startSampling: ['开始采样', 'Start sampling'], receive: ['样品接收', 'Receive samples'], startAnalysis: ['开始分析', 'Start analysis'],
      finishAnalysis: ['分析完成', 'Finish analysis'], close: ['完结', 'Close'],
    },
  },
  samples: {
    name: ['样品 |||| 样品', 'Sample |||| Samples'],
    fields: {
      sampleNo: ['样品编号', 'Sample no.'], taskId: ['任务单', 'Task sheet'], pointName: ['点位名称', 'Point'], matrix: ['介质', 'Matrix'], parameterIds: ['检测项目', 'Test items'],
      qcType: ['质控类型', 'QC type'], sampledAt: ['采样时间', 'Sampled at'], samplerId: ['采样人', 'Sampler'], container: ['容器', 'Container'], preservative: ['保存剂', 'Preservative'],
      condition: ['样品状态', 'Condition'], preservationOk: ['保存合格', 'Preservation OK'], receiptTemperature: ['接收温度（℃）', 'Receipt temperature (℃)'],
      receivedAt: ['接收时间', 'Received at'], receivedBy: ['接收人', 'Received by'], retentionUntil: ['留样期至', 'Retained until'], status: ['状态', 'Status'],
    },
    enums: {
      status: {
        registered: ['已登记', 'Registered'], sampled: ['已采样', 'Sampled'], received: ['已接收', 'Received'], in_analysis: ['分析中', 'In analysis'],
        reported: ['已报告', 'Reported'], disposed: ['已处置', 'Disposed'], rejected: ['已拒收', 'Rejected'],
      },
    },
  },
  qcSheets: {
    name: ['质控单 |||| 质控单', 'QC sheet |||| QC sheets'],
    fields: {
      qcNo: ['质控单号', 'QC no.'], taskId: ['任务单', 'Task sheet'], orderId: ['委托单', 'Order'], items: ['质控样品', 'QC samples'], evaluation: ['评价结果', 'Evaluation'],
      nonConformance: ['不符合说明', 'Non-conformance'], status: ['状态', 'Status'],
    },
    enums: {
      status: { planned: ['已计划', 'Planned'], executed: ['已执行', 'Executed'], passed: ['合格', 'Passed'], failed: ['不合格', 'Failed'], accepted: ['已确认', 'Accepted'] },
      'items.type': {
        field_blank: ['全程序空白', 'Field blank'], transport_blank: ['运输空白', 'Transport blank'], field_duplicate: ['现场平行', 'Field duplicate'],
        lab_blank: ['实验室空白', 'Lab blank'], lab_duplicate: ['实验室平行', 'Lab duplicate'], matrix_spike: ['加标回收', 'Matrix spike'], crm: ['有证标准物质', 'Certified reference material'],
      },
    },
    subfields: {
      items: {
        type: ['质控类型', 'Type'], pairedSampleId: ['对应样品', 'Paired sample'], parameterIds: paramIds,
        spikes: ['各项目加标量', 'Spike per parameter'], crms: ['各项目标准物质', 'Reference material per parameter'], qcSampleId: ['质控样', 'QC sample'],
      },
    },
    transitions: { execute: ['执行', 'Execute'], pass: ['评为合格', 'Pass'], fail: ['评为不合格', 'Fail'], accept: ['确认', 'Accept'], acceptNonConformance: ['接受不符合项', 'Accept non-conformance'] },
  },
  analysisSheets: {
    name: ['分析单 |||| 分析单', 'Analysis sheet |||| Analysis sheets'],
    fields: {
      analysisNo: ['分析单号', 'Analysis no.'], taskId: ['任务单', 'Task sheet'], templateId: ['原始记录模板', 'Raw-record template'], methodNo: ['方法标准号', 'Method no.'],
      parameterIds: ['检测项目', 'Test items'], sampleIds: ['样品', 'Samples'], analystId: ['分析人', 'Analyst'], checkerId: ['校核人', 'Checker'], reviewerId: ['审核人', 'Reviewer'],
      assignedBy: ['分配人', 'Assigned by'], assignedAt: ['分配时间', 'Assigned at'], dueBy: ['最迟分析时间', 'Due by'], returnReason: ['退回原因', 'Return reason'], status: ['状态', 'Status'],
    },
    enums: {
      status: {
        pending: ['待分配', 'Pending'], issued: ['已下达', 'Issued'], received: ['已接收', 'Received'], in_entry: ['录入中', 'In entry'], submitted: ['已提交', 'Submitted'],
        checked: ['已校核', 'Checked'], reviewed: ['已审核', 'Reviewed'], locked: ['已锁定', 'Locked'],
      },
    },
    transitions: {
      issue: ['下达', 'Issue'], reassign: ['重新分配', 'Reassign'], confirm: ['确认接收', 'Confirm receipt'], startEntry: ['开始录入', 'Start entry'], submit: ['提交', 'Submit'],
      check: ['校核', 'Check'], review: ['审核', 'Review'], return: ['退回', 'Return'], lock: ['锁定', 'Lock'],
    },
  },
  rawRecords: {
    name: ['原始记录 |||| 原始记录', 'Raw record |||| Raw records'],
    fields: {
      analysisSheetId: ['分析单', 'Analysis sheet'], templateId: ['模板', 'Template'], formulaVersion: ['公式版本', 'Formula version'], recordVersion: ['记录版本', 'Record version'],
      header: ['表头', 'Header'], rows: ['数据行', 'Rows'], computed: ['计算结果', 'Computed'], equipmentIds: ['使用设备', 'Equipment'], draft: ['草稿', 'Draft'],
    },
  },
  results: {
    name: ['检测结果 |||| 检测结果', 'Result |||| Results'],
    fields: {
      sampleId: ['样品', 'Sample'], parameterId: ['检测项目', 'Test item'], analysisSheetId: ['分析单', 'Analysis sheet'], value: ['数值', 'Value'], display: ['报告值', 'Reported value'],
      unit: ['单位', 'Unit'], belowMdl: ['低于检出限', 'Below MDL'], mdl: ['检出限', 'MDL'], analysedAt: ['分析时间', 'Analysed at'], status: ['状态', 'Status'],
      fullValue: ['未修约值', 'Unrounded value'],
    },
    enums: { status: { entered: ['已录入', 'Entered'], submitted: ['已提交', 'Submitted'], checked: ['已校核', 'Checked'], reviewed: ['已审核', 'Reviewed'] } },
  },
  reports: {
    name: ['报告单 |||| 报告单', 'Report |||| Reports'],
    fields: {
      reportNo: ['报告编号', 'Report no.'], orderId: ['委托单', 'Order'], type: ['报告类型', 'Type'], title: ['报告标题', 'Title'], sampleIds: ['样品', 'Samples'],
      parameterIds: ['检测项目', 'Test items'], limitStandard: ['评价标准', 'Limit standard'], limits: ['限值', 'Limits'], belowMdlNotation: ['未检出表示', 'Below-MDL notation'],
      conclusion: ['结论', 'Conclusion'], notes: ['说明', 'Notes'], replacesReportId: ['替代报告', 'Replaces report'], preparedBy: ['编制人', 'Prepared by'],
      reviewedBy: ['审核人', 'Reviewed by'], approvedBy: ['签发人', 'Approved by'], issuedAt: ['签发日期', 'Issued at'], pdfPath: ['PDF 文件', 'PDF file'],
      contentHash: ['内容哈希', 'Content hash'], status: ['状态', 'Status'],
    },
    enums: {
      belowMdlNotation: { L: ['检出限+L', 'MDL + L'], ND: ['ND', 'ND'], '<MDL': ['<检出限', '<MDL'] },
      status: {
        drafting: ['编制中', 'Drafting'], in_review: ['审核中', 'In review'], reviewed: ['已审核', 'Reviewed'], approved: ['已批准', 'Approved'], issued: ['已签发', 'Issued'],
        archived: ['已归档', 'Archived'], withdrawn: ['已撤回', 'Withdrawn'],
      },
    },
    transitions: {
      submit: ['提交审核', 'Submit for review'], review: ['审核', 'Review'], approve: ['批准', 'Approve'], return: ['退回', 'Return'], issue: ['签发', 'Issue'],
      withdraw: ['撤回', 'Withdraw'], archive: ['归档', 'Archive'],
    },
  },
  signatures: {
    name: ['电子签名 |||| 电子签名', 'Signature |||| Signatures'],
    fields: { entity: ['对象', 'Entity'], entityId: ['对象编号', 'Entity ID'], userId: ['签名人', 'Signer'], signerName: ['签名人姓名', 'Signer name'], meaning: ['签名含义', 'Meaning'], signedAt: ['签名时间', 'Signed at'] },
  },
};
