// The lab's reagent catalogue (issue 34 item 1): what it buys — reagents, certified reference materials (GBW/GBW(E)),
// other reference materials and consumables — with how each is stored, how long it keeps once opened and the stock
// below which the dashboard warns. What was received (lots, with their certificates) and each bottle (containers) are
// in lots.ts; what the lab makes from them is in solutions.ts.
import { defineResource } from '../core/resource.ts';
import { enumOf, int, longText, ref, refs, text } from '../core/fields.ts';

export const MATERIAL_KINDS = ['reagent', 'crm', 'rm', 'consumable'] as const;

export const materials = defineResource({
  name: 'materials',
  menu: [{ route: 'reagents/materials', icon: 'list', title: ['试剂与标准物质目录', 'Reagent catalogue'], sort: 0, api: ['/admin/reagents/'] }],
  table: 'materials',
  labels: {
    name: ['试剂/标准物质 |||| 试剂与标准物质', 'Reagent or reference material |||| Reagents and reference materials'],
    fields: {
      code: ['编号', 'Code'],
      name: ['名称', 'Name'],
      kind: ['类别', 'Kind'],
      referenceNo: ['标准物质编号', 'Reference material no.'],
      grade: ['规格/纯度等级', 'Grade'],
      casNo: ['CAS 号', 'CAS no.'],
      producer: ['生产单位', 'Producer'],
      parameterIds: ['用于检测项目', 'Used for test items'],
      storage: ['储存条件', 'Storage conditions'],
      shelfLifeOpenedDays: ['开封后有效期（天）', 'Shelf life once opened (days)'],
      minStock: ['最低库存（瓶/件）', 'Minimum stock (containers)'],
      remarks: ['备注', 'Remarks'],
      keeperId: ['管理人', 'Keeper'],
    },
    enums: {
      kind: {
        reagent: ['试剂', 'Reagent'],
        crm: ['有证标准物质', 'Certified reference material'],
        rm: ['标准物质（无证书）', 'Reference material'],
        consumable: ['耗材', 'Consumable'],
      },
    },
  },
  title: 'name',
  fields: {
    code: text(32).min(1).meta({ list: true, filter: 'q', unique: true }),
    name: text(128).min(1).meta({ list: true, filter: 'q' }),
    kind: enumOf(MATERIAL_KINDS).meta({ list: true, filter: true }),
    /** a CRM's national number, e.g. GBW(E)080xxx or GSB 07-xxxx (required for kind crm: server hook) */
    referenceNo: text(64).optional().meta({ list: true, filter: 'q' }),
    grade: text(64).optional(),
    casNo: text(32).optional(),
    producer: text(128).optional().meta({ list: true }),
    parameterIds: refs('parameters').default([]),
    storage: text(128).optional(),
    /** once a container is opened it keeps this many days (and never past its lot's expiry) */
    shelfLifeOpenedDays: int().min(1).max(3650).optional(),
    /** fewer containers in stock (unopened or opened) than this: the dashboard warns */
    minStock: int().min(0).max(100000).default(0),
    remarks: longText(2000).optional(),
    /** the lab's analysts prepare solutions from these; QA or the reagent keeper maintain the catalogue */
    keeperId: ref('employees').nullable().optional(),
  },
  access: { list: 'reagent:query', create: 'reagent:add', update: 'reagent:edit', delete: false, export: 'reagent:query', import: 'reagent:add' },
  retention: 'archive',
});
