/** Demo dictionaries: value, zh label, en label, tag type. */
export const demoDicts: Array<{ dictCode: string; name: string; items: Array<[string, string, string, string?]> }> = [
  { dictCode: 'gender', name: '性别', items: [['male', '男', 'Male'], ['female', '女', 'Female'], ['unknown', '未知', 'Unknown']] },
  { dictCode: 'matrix', name: '样品基质', items: [['water', '地表水/地下水', 'Water', 'primary'], ['wastewater', '废水', 'Wastewater', 'warning'], ['soil', '土壤', 'Soil', 'success'], ['solid_waste', '固体废物', 'Solid waste', 'error'], ['ambient_air', '环境空气', 'Ambient air', 'info'], ['stack_gas', '废气', 'Stack gas', 'default']] },
  { dictCode: 'equipment_status', name: '设备状态', items: [['in_service', '在用', 'In service', 'success'], ['maintenance', '维修', 'Maintenance', 'warning'], ['out_of_service', '停用', 'Out of service', 'error'], ['retired', '报废', 'Retired', 'default']] },
  { dictCode: 'test_category', name: '检测类别', items: [['commissioned', '委托检测', 'Commissioned'], ['delivered', '送样检测', 'Samples delivered'], ['supervision', '监督检测', 'Supervision'], ['acceptance', '验收监测', 'Acceptance monitoring']] },
  { dictCode: 'report_delivery', name: '报告领取方式', items: [['pickup', '自取', 'Pick up'], ['mail', '邮寄', 'Mail'], ['email', '电子邮件', 'E-mail']] },
  { dictCode: 'container', name: '采样容器', items: [['glass', '玻璃瓶', 'Glass bottle'], ['pe', '聚乙烯瓶', 'PE bottle'], ['brown_glass', '棕色玻璃瓶', 'Amber glass'], ['bag', '采样袋', 'Sampling bag'], ['filter', '滤膜', 'Filter'], ['vial', '顶空瓶', 'Headspace vial']] },
  { dictCode: 'qc_type', name: '质控类型', items: [['field_blank', '全程序空白', 'Field blank'], ['transport_blank', '运输空白', 'Transport blank'], ['field_duplicate', '现场平行', 'Field duplicate'], ['lab_blank', '实验室空白', 'Lab blank'], ['lab_duplicate', '实验室平行', 'Lab duplicate'], ['matrix_spike', '加标回收', 'Matrix spike'], ['crm', '有证标准物质', 'CRM']] },
  { dictCode: 'report_type', name: '报告类型', items: [['detect', '检测报告', 'Test report'], ['wastewater', '废水检测报告', 'Wastewater report'], ['exhaust', '废气检测报告', 'Exhaust report'], ['field', '现场检测报告', 'Field report'], ['quality', '质控报告', 'QC report'], ['time', '时效审核', 'Time review']] },
  { dictCode: 'notice_level', name: '通知级别', items: [['low', '一般', 'Low', 'info'], ['medium', '重要', 'Medium', 'warning'], ['high', '紧急', 'High', 'error']] },
];
