// The analysis forms (分析表单): which raw-record template each test item's sheets are entered on.
import { defineResource } from '../core/resource.ts';
import { text, bool, enumOf, arrayOf } from '../core/fields.ts';
import { templateFamilies, templateMatrices } from '../catalogue/fit.ts';

/**
 * Registry of raw-record templates (/management/analform): one row per template of the manifest, written by the
 * server on start (server/catalogue/sync.ts), so only `active` is the lab's to change; a parameter chooses from it.
 */
export const analforms = defineResource({
  name: 'analforms',
  menu: [
    {
      route: 'management/analform',
      icon: 'table',
      title: ['原始分析单', 'Original analysis sheets'],
      sort: 1,
      api: ['/admin/analform', '/admin/api/v1/analforms/'],
    },
  ],
  table: 'analforms',
  labels: {
    name: ['原始分析单 |||| 原始分析单', 'Raw-record template |||| Raw-record templates'],
    fields: {
      templateId: ['模板编号', 'Template ID'],
      name: ['模板名称', 'Name'],
      nameEn: ['英文名称', 'English name'],
      matrix: ['适用介质', 'Matrix'],
      family: ['模板类别', 'Family'],
      methodNo: ['方法标准', 'Method standard'],
      parameters: ['检测项目', 'Test items'],
      templateVersion: ['模板版本', 'Version'],
      active: ['启用', 'Active'],
    },
    enums: {
      matrix: {
        water: ['水和废水', 'Water and wastewater'],
        soil: ['土壤和沉积物', 'Soil and sediment'],
        gufei: ['固体废物', 'Solid waste'],
        air: ['环境空气', 'Ambient air'],
        gas: ['废气', 'Stack gas'],
      },
      family: {
        'single-reading': ['直读法', 'Single reading'],
        titration: ['滴定法', 'Titration'],
        'spectro-curve': ['分光光度法/电极法（校准曲线）', 'Spectrophotometry / electrode with curve'],
        gravimetric: ['重量法', 'Gravimetric'],
        bod5: ['五日生化需氧量', 'BOD5'],
        'ir-oil': ['红外分光光度法（油类）', 'Infrared oils'],
        metals: ['原子吸收/原子荧光/ICP', 'AAS / AFS / ICP'],
        chromatography: ['色谱/质谱法', 'GC / GC-MS / LC / IC'],
        micro: ['微生物计数', 'Microbiology counts'],
        'soil-physical': ['土壤物理性质', 'Soil physical properties'],
        'solid-waste': ['固体废物特性', 'Solid waste characteristics'],
        pretreatment: ['前处理记录', 'Pretreatment record'],
      },
    },
    subfields: { parameters: { code: ['项目代码', 'Code'], name: ['项目名称', 'Name'], nameEn: ['英文名称', 'English name'], unit: ['单位', 'Unit'] } },
  },
  title: 'name',
  titleEn: 'nameEn',
  defaultSort: { field: 'templateId', order: 'asc' },
  fields: {
    templateId: text(64).min(1).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    name: text(128).min(1).meta({ list: true, filter: 'q', readOnly: true }),
    nameEn: text(200).optional().meta({ filter: 'q', readOnly: true }),
    methodNo: text(64).optional().meta({ list: true, filter: 'q', readOnly: true }),
    matrix: enumOf(templateMatrices).meta({ list: true, filter: true, readOnly: true }),
    family: enumOf(templateFamilies).meta({ list: true, filter: true, readOnly: true }),
    /** The analytes the template reports (the manifest's parameters), in both languages. */
    parameters: arrayOf({ code: text(32), name: text(64), nameEn: text(128), unit: text(16) }, 100)
      .default([])
      .meta({ list: true, readOnly: true }),
    templateVersion: text(16).default('1').meta({ list: true, readOnly: true }),
    active: bool().default(true).meta({ list: true, filter: true }),
  },
  access: { list: 'analform:query', create: false, update: 'analform:edit', delete: false },
});
