import { defineResource } from '../core/resource.ts';
import { definePage } from '../core/page.ts';
import { onOff } from '../core/labels.ts';
import { text, longText, int, enumOf, dict, refs, datetime, json, richText } from '../core/fields.ts';

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

export const configs = defineResource({
  name: 'configs',
  menu: [{ route: 'system/config', icon: 'setting', title: ['系统配置', 'System settings'], sort: 3 }],
  table: 'configs',
  labels: {
    name: ['系统配置 |||| 系统配置', 'Setting |||| Settings'],
    fields: { configKey: ['配置键', 'Key'], configName: ['配置名称', 'Name'], configValue: ['配置值', 'Value'], remark: ['备注', 'Remark'] },
  },
  title: 'configKey',
  fields: {
    configKey: text(64).min(1).meta({ list: true, filter: 'q', unique: true }),
    configName: text(64).min(1).meta({ list: true, filter: 'q', labelOf: 'settingName' }),
    configValue: longText(4000).meta({ list: true }),
    remark: text(255).optional(),
  },
  access: { list: 'config:query', create: 'config:add', update: 'config:edit', delete: 'config:delete' },
});

export const notices = defineResource({
  name: 'notices',
  menu: [
    { route: 'system/notice', icon: 'message', title: ['通知公告', 'Notices'], sort: 5, api: ['/admin/api/v1/outbox/'] },
    { route: 'system/notice-detail', title: ['通知详情', 'Notice details'], hidden: true, params: ':id', view: 'show' },
  ],
  table: 'notices',
  labels: {
    name: ['通知公告 |||| 通知公告', 'Notice |||| Notices'],
    fields: {
      title: ['标题', 'Title'],
      content: ['内容', 'Content'],
      level: ['级别', 'Level'],
      targetType: ['通知对象', 'Audience'],
      targetUserIds: ['指定用户', 'Users'],
      publishStatus: ['发布状态', 'Publication'],
      publishedAt: ['发布时间', 'Published at'],
      message: ['消息模板', 'Message template'],
    },
    enums: {
      level: { low: ['一般', 'Low'], medium: ['重要', 'Medium'], high: ['紧急', 'High'] },
      targetType: { all: ['全体', 'Everyone'], users: ['指定用户', 'Chosen users'] },
      publishStatus: { draft: ['草稿', 'Draft'], published: ['已发布', 'Published'], revoked: ['已撤回', 'Revoked'] },
    },
  },
  dicts: {
    notice_level: {
      name: ['通知级别', 'Notice level'],
      items: [
        ['low', '一般', 'Low', 'info'],
        ['medium', '重要', 'Medium', 'warning'],
        ['high', '紧急', 'High', 'error'],
      ],
    },
  },
  title: 'title',
  fields: {
    title: text(200).min(1).meta({ list: true, filter: 'q' }),
    content: richText(),
    level: enumOf(['low', 'medium', 'high']).default('low').meta({ list: true, filter: true }),
    targetType: enumOf(['all', 'users']).default('all').meta({ list: true }),
    targetUserIds: refs('users').default([]),
    publishStatus: enumOf(['draft', 'published', 'revoked']).default('draft').meta({ list: true, filter: true, readOnly: true }),
    publishedAt: datetime().optional().meta({ readOnly: true, list: true }),
    /** a notice the system writes (an assignment): its message key and params, rendered in the reader's language */
    message: json().nullable().optional().meta({ readOnly: true, hidden: true }),
  },
  access: { list: 'notice:query', create: 'notice:add', update: 'notice:edit', delete: 'notice:delete' },
  // server/system/notices/routes.ts: a notice to chosen users names them
  createRule: {
    if: { required: ['targetType'], properties: { targetType: { const: 'users' } } },
    then: { required: ['targetUserIds'], properties: { targetUserIds: { minItems: 1 } } },
  },
});

// The system area's own screens (src/pages/system).
export const systemPages = [
  definePage({
    name: 'log-viewer',
    group: 'system',
    icon: 'document',
    sort: 6,
    perms: ['log:server'],
    perm: 'log:server',
    title: ['日志查看', 'Log viewer'],
    screen: 'pages/system/logs/LogViewer',
    api: ['/admin/api/v1/logs/'],
  }),
  definePage({
    name: 'codegen',
    group: 'system',
    icon: 'code',
    sort: 7,
    perms: ['codegen:use'],
    perm: 'codegen:use',
    title: ['代码生成', 'Code generator'],
    screen: 'pages/system/Codegen',
    api: ['/admin/api/v1/codegen/'],
  }),
];
