// Dictionaries (数据字典) and their items: the labels of dict() fields.
import { defineResource } from '../core/resource.ts';
import { onOff } from '../core/labels.ts';
import { text, int, enumOf } from '../core/fields.ts';

export const dicts = defineResource({
  name: 'dict',
  menu: [{ route: 'system/dict', icon: 'dict', title: ['字典管理', 'Dictionaries'], sort: 2, api: ['/admin/api/v1/dict/'] }],
  table: 'dicts',
  labels: {
    name: ['字典 |||| 字典', 'Dictionary |||| Dictionaries'],
    fields: { dictCode: ['字典编码', 'Code'], name: ['字典名称', 'Name'], status: ['状态', 'Status'], remark: ['备注', 'Remark'] },
    enums: { status: onOff },
  },
  title: 'name',
  fields: {
    dictCode: text(64)
      .min(1)
      .regex(/^[a-z0-9_]+$/, { error: 'validation.dictCode' })
      .meta({ list: true, filter: 'q', unique: true }),
    name: text(64).min(1).meta({ list: true, filter: 'q', labelOf: 'dictName' }),
    status: enumOf(['enabled', 'disabled']).default('enabled').meta({ list: true, filter: true }),
    remark: text(255).optional(),
  },
  access: { list: 'dict:query', create: 'dict:add', update: 'dict:edit', delete: 'dict:delete' },
});

export const dictItems = defineResource({
  name: 'dictItems',
  route: 'system/dict',
  table: 'dict_items',
  labels: {
    name: ['字典项 |||| 字典项', 'Dictionary item |||| Dictionary items'],
    fields: {
      dictCode: ['字典编码', 'Dictionary'],
      value: ['值', 'Value'],
      label: ['标签', 'Label'],
      labelEn: ['英文标签', 'English label'],
      tagType: ['标签样式', 'Tag style'],
      sort: ['排序', 'Order'],
      status: ['状态', 'Status'],
    },
    enums: {
      status: onOff,
      tagType: {
        default: ['默认', 'Default'],
        primary: ['主要', 'Primary'],
        success: ['成功', 'Success'],
        warning: ['警告', 'Warning'],
        error: ['错误', 'Error'],
        info: ['信息', 'Info'],
      },
    },
  },
  title: 'label',
  fields: {
    dictCode: text(64).min(1).meta({ list: true, filter: true, labelOf: 'dict' }),
    value: text(64).min(1).meta({ list: true, filter: 'q' }),
    label: text(64).min(1).meta({ list: true, filter: 'q' }),
    labelEn: text(64).optional().meta({ list: true }),
    tagType: enumOf(['default', 'primary', 'success', 'warning', 'error', 'info']).default('default'),
    sort: int().default(0).meta({ list: true }),
    status: enumOf(['enabled', 'disabled']).default('enabled').meta({ list: true, filter: true }),
  },
  access: { list: 'dict:query', create: 'dict:add', update: 'dict:edit', delete: 'dict:delete' },
  defaultSort: { field: 'sort', order: 'asc' },
});
