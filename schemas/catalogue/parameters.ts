// The catalogue: test items (检测项目, each a parameter with its method, MDL, unit and price) and sampling methods.
import { defineResource } from '../core/resource.ts';
import { text, int, decimal, bool, date, dict } from '../core/fields.ts';

export const matrices = ['water', 'wastewater', 'soil', 'solid_waste', 'ambient_air', 'stack_gas'] as const;

/** 检测项目 with its test preservation rule (/management/detect). */
export const parameters = defineResource({
  name: 'parameters',
  menu: [{ route: 'management/detect', icon: 'dict', title: ['检测保存', 'Test preservation'], sort: 3, api: ['/admin/testparms/'] }],
  table: 'parameters',
  labels: {
    name: ['检测项目 |||| 检测项目', 'Test item |||| Test items'],
    fields: {
      code: ['项目编码', 'Code'],
      name: ['检测项目', 'Parameter'],
      nameEn: ['英文名称', 'English name'],
      matrix: ['基质', 'Matrix'],
      unit: ['单位', 'Unit'],
      methodNo: ['方法标准号', 'Method no.'],
      methodTitle: ['方法名称', 'Method title'],
      mdl: ['检出限', 'MDL'],
      decimals: ['小数位数', 'Decimals'],
      templateId: ['原始记录模板', 'Raw-record template'],
      price: ['单价（元）', 'Price (CNY)'],
      container: ['采样容器', 'Container'],
      preservative: ['保存剂', 'Preservative'],
      holdingHours: ['保存时限（小时）', 'Holding time (h)'],
      minVolumeMl: ['最少采样量（mL）', 'Minimum volume (mL)'],
      accredited: ['CMA 认可', 'CMA accredited'],
    },
  },
  dicts: {
    matrix: {
      name: ['样品基质', 'Sample matrix'],
      items: [
        ['water', '地表水/地下水', 'Water', 'primary'],
        ['wastewater', '废水', 'Wastewater', 'warning'],
        ['soil', '土壤', 'Soil', 'success'],
        ['solid_waste', '固体废物', 'Solid waste', 'error'],
        ['ambient_air', '环境空气', 'Ambient air', 'info'],
        ['stack_gas', '废气', 'Stack gas', 'default'],
      ],
    },
    container: {
      name: ['采样容器', 'Sampling container'],
      items: [
        ['glass', '玻璃瓶', 'Glass bottle'],
        ['pe', '聚乙烯瓶', 'PE bottle'],
        ['brown_glass', '棕色玻璃瓶', 'Amber glass'],
        ['bag', '采样袋', 'Sampling bag'],
        ['filter', '滤膜', 'Filter'],
        ['vial', '顶空瓶', 'Headspace vial'],
      ],
    },
  },
  title: 'name',
  titleEn: 'nameEn',
  fields: {
    code: text(32).min(1).meta({ list: true, filter: 'q', unique: true }),
    name: text(64).min(1).meta({ list: true, filter: 'q' }),
    nameEn: text(128).optional(),
    matrix: dict('matrix').meta({ list: true, filter: true }),
    unit: text(16).min(1).meta({ list: true }),
    methodNo: text(64).min(1).meta({ list: true, filter: 'q' }),
    methodTitle: text(200).optional(),
    mdl: decimal().meta({ list: true }),
    decimals: int().min(0).max(6).default(2),
    templateId: text(64).optional().meta({ list: true, filter: true, labelOf: 'template' }),
    price: decimal().default('0').meta({ list: true }),
    container: dict('container').optional().meta({ list: true }),
    preservative: text(200).optional().meta({ list: true }),
    holdingHours: int().min(0).max(87600).meta({ list: true }),
    minVolumeMl: int().min(0).optional(),
    accredited: bool().default(true).meta({ list: true, filter: true }),
  },
  access: {
    list: 'testparms:query',
    create: 'testparms:add',
    update: 'testparms:edit',
    delete: 'testparms:delete',
    import: 'testparms:import',
    export: 'testparms:query',
  },
});

export const samplingMethods = defineResource({
  name: 'samplingMethods',
  menu: [{ route: 'management/sampling', icon: 'tree', title: ['采样方法', 'Sampling methods'], sort: 2, api: ['/admin/samplingbasis/'] }],
  table: 'sampling_methods',
  labels: {
    name: ['采样方法 |||| 采样方法', 'Sampling method |||| Sampling methods'],
    fields: {
      standardNo: ['标准编号', 'Standard no.'],
      title: ['标准名称', 'Title'],
      matrix: ['基质', 'Matrix'],
      validFrom: ['实施日期', 'Valid from'],
      validTo: ['废止日期', 'Valid to'],
    },
  },
  title: 'standardNo',
  fields: {
    standardNo: text(64).min(1).meta({ list: true, filter: 'q', unique: true }),
    title: text(200).min(1).meta({ list: true, filter: 'q' }),
    matrix: dict('matrix').meta({ list: true, filter: true }),
    validFrom: date().optional().meta({ list: true }),
    validTo: date().optional().meta({ list: true, filter: 'range' }),
  },
  access: {
    list: 'samplingbasis:query',
    create: 'samplingbasis:add',
    update: 'samplingbasis:edit',
    delete: 'samplingbasis:delete',
    import: 'samplingbasis:import',
    export: 'samplingbasis:query',
  },
});
