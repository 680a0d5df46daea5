import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { definePage } from '../core/page.ts';
import { onOff } from '../core/labels.ts';
import { text, longText, int, bool, enumOf, dict, ref, refs, file, datetime, json, richText, password } from '../core/fields.ts';

/** One account table serves /permissions/caretakers and the system user screen. */
export const users = defineResource({
  name: 'users',
  menu: [
    { route: 'permissions/caretakers', icon: 'user', title: ['管理员', 'Administrators'], sort: 0 },
    {
      route: 'system/user',
      icon: 'user',
      title: ['用户管理', 'Users'],
      sort: 0,
      api: ['profile', 'password', 'mobile', 'email', 'send-verification-code'].map((p) => `/admin/api/v1/users/${p}`).concat('/admin/api/v1/files'),
    },
  ],
  table: 'users',
  labels: {
    name: ['用户 |||| 用户', 'User |||| Users'],
    fields: {
      username: ['用户名', 'Username'],
      nickname: ['姓名', 'Name'],
      password: ['密码', 'Password'],
      passwordHash: ['密码摘要', 'Password hash'],
      deptId: ['部门', 'Department'],
      roleIds: ['角色', 'Roles'],
      gender: ['性别', 'Gender'],
      mobile: ['手机号码', 'Mobile'],
      email: ['邮箱', 'Email'],
      avatar: ['头像', 'Avatar'],
      status: ['状态', 'Status'],
      lastLoginAt: ['最后登录', 'Last login'],
    },
    enums: { status: onOff },
  },
  dicts: {
    gender: {
      name: ['性别', 'Gender'],
      items: [
        ['male', '男', 'Male'],
        ['female', '女', 'Female'],
        ['unknown', '未知', 'Unknown'],
      ],
    },
  },
  // people read a person's name, never their login: references to a user (分析人, 编制人, pickers, exports) show it
  title: 'nickname',
  fields: {
    username: text(64)
      .min(2)
      .regex(/^[A-Za-z0-9_.@-]+$/, { error: 'validation.username' })
      .meta({ list: true, filter: 'q', unique: true }),
    nickname: text(64).min(1).meta({ list: true, filter: 'q' }),
    password: password().optional().meta({ virtual: true }),
    passwordHash: text(255).optional().meta({ hidden: true, readOnly: true }),
    deptId: ref('departments').nullable().optional().meta({ list: true, filter: true }),
    roleIds: refs('roles').default([]).meta({ list: true }),
    gender: dict('gender').optional(),
    mobile: text(32)
      .regex(/^[0-9+\- ]*$/, { error: 'validation.mobile' })
      .optional()
      .meta({ list: true, filter: 'q' }),
    email: z
      .union([z.literal(''), z.email({ error: 'validation.email' })])
      .optional()
      .meta({ kind: 'text', list: true, filter: 'q' }),
    avatar: file().optional(),
    status: enumOf(['enabled', 'disabled']).default('enabled').meta({ list: true, filter: true }),
    // a login is not an edit of the account: stamped without a version bump (issue 15), still audited as 'login'
    lastLoginAt: datetime().optional().meta({ readOnly: true, list: true, unversioned: true }),
  },
  // who prepared, reviewed or signed a record is part of the record: any signed-in user may read staff names
  access: {
    list: 'user:query',
    create: 'user:add',
    update: 'user:edit',
    delete: 'user:delete',
    export: 'user:export',
    import: 'user:import',
    options: 'login',
  },
});

export const departments = defineResource({
  name: 'departments',
  menu: [{ route: 'system/dept', icon: 'tree', title: ['部门管理', 'Departments'], sort: 1 }],
  table: 'departments',
  labels: {
    name: ['部门 |||| 部门', 'Department |||| Departments'],
    fields: { name: ['部门名称', 'Name'], code: ['部门编码', 'Code'], parentId: ['上级部门', 'Parent'], sort: ['排序', 'Order'], status: ['状态', 'Status'] },
    enums: { status: onOff },
  },
  title: 'name',
  fields: {
    name: text(64).min(1).meta({ list: true, filter: 'q' }),
    code: text(32).min(1).meta({ list: true, unique: true }),
    parentId: ref('departments').nullable().optional().meta({ list: true, filter: true }),
    sort: int().default(0).meta({ list: true }),
    status: enumOf(['enabled', 'disabled']).default('enabled').meta({ list: true, filter: true }),
  },
  access: { list: 'dept:query', create: 'dept:add', update: 'dept:edit', delete: 'dept:delete', options: 'login' },
  defaultSort: { field: 'sort', order: 'asc' },
});

export const roles = defineResource({
  name: 'roles',
  menu: [{ route: 'permissions/role', icon: 'role', title: ['角色组', 'Role groups'], sort: 2 }],
  table: 'roles',
  labels: {
    name: ['角色组 |||| 角色组', 'Role group |||| Role groups'],
    fields: {
      code: ['角色编码', 'Code'],
      name: ['角色名称', 'Name'],
      parentId: ['上级角色', 'Parent'],
      ruleIds: ['菜单规则', 'Menu rules'],
      halfCheckedIds: ['半选规则', 'Half-checked rules'],
      dataScope: ['数据范围', 'Data scope'],
      sort: ['排序', 'Order'],
      status: ['状态', 'Status'],
      remark: ['备注', 'Remark'],
    },
    enums: { status: onOff, dataScope: { all: ['全部数据', 'All data'], dept: ['本部门数据', 'Own department'], self: ['本人数据', 'Own records'] } },
  },
  title: 'name',
  fields: {
    code: text(32)
      .min(1)
      .regex(/^[A-Z0-9_]+$/, { error: 'validation.roleCode' })
      .meta({ list: true, filter: 'q', unique: true }),
    name: text(64).min(1).meta({ list: true, filter: 'q' }),
    parentId: ref('roles').nullable().optional(),
    /** menu rule ids: checked ones and half-checked parents */
    ruleIds: refs('menus').default([]),
    halfCheckedIds: refs('menus').default([]),
    /** data scope: what records the role sees */
    dataScope: enumOf(['all', 'dept', 'self']).default('all').meta({ list: true }),
    sort: int().default(0).meta({ list: true }),
    status: enumOf(['enabled', 'disabled']).default('enabled').meta({ list: true, filter: true }),
    remark: text(255).optional(),
  },
  access: { list: 'role:query', create: 'role:add', update: 'role:edit', delete: 'role:delete' },
});

/** One rule tree serves role permissions and the menus: catalog, menu, button (perm string), external link. */
export const menus = defineResource({
  name: 'menus',
  menu: [
    { route: 'permissions/rule', icon: 'menu', title: ['菜单规则', 'Menu rules'], sort: 3 },
    { route: 'system/menu', icon: 'menu', title: ['菜单管理', 'Menus'], sort: 4, api: ['/admin/api/v1/menus/'] },
  ],
  table: 'menus',
  labels: {
    name: ['菜单规则 |||| 菜单规则', 'Menu rule |||| Menu rules'],
    fields: {
      parentId: ['上级菜单', 'Parent'],
      type: ['类型', 'Type'],
      name: ['菜单名', 'Menu name'],
      title: ['标题', 'Title'],
      path: ['路由路径', 'Path'],
      icon: ['图标', 'Icon'],
      perm: ['权限标识', 'Permission'],
      sort: ['排序', 'Order'],
      hidden: ['隐藏', 'Hidden'],
      keepAlive: ['缓存页面', 'Keep alive'],
      status: ['状态', 'Status'],
    },
    enums: { status: onOff, type: { catalog: ['目录', 'Catalog'], menu: ['菜单', 'Menu'], button: ['按钮', 'Button'], link: ['外链', 'Link'] } },
  },
  title: 'title',
  fields: {
    parentId: ref('menus').nullable().optional().meta({ list: true, filter: true }),
    type: enumOf(['catalog', 'menu', 'button', 'link']).meta({ list: true, filter: true }),
    /** permitted-menu name: 'business' or 'business/trust-list' */
    name: text(128).optional().meta({ list: true, filter: 'q' }),
    title: text(64).min(1).meta({ list: true, filter: 'q' }),
    path: text(255).optional(),
    icon: text(64).optional().meta({ list: true }),
    perm: text(64).optional().meta({ list: true, filter: 'q' }),
    sort: int().default(0).meta({ list: true }),
    hidden: bool().default(false).meta({ list: true }),
    keepAlive: bool().default(false),
    status: enumOf(['enabled', 'disabled']).default('enabled').meta({ list: true, filter: true }),
  },
  access: { list: 'menu:query', create: 'menu:add', update: 'menu:edit', delete: 'menu:delete' },
  defaultSort: { field: 'sort', order: 'asc' },
});

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

/** Append-only, hash-chained; written only by the server in the same transaction as each change. */
export const adminLogs = defineResource({
  name: 'adminLogs',
  menu: [{ route: 'permissions/logs', icon: 'document', title: ['管理员日志', 'Administrator logs'], sort: 1, api: ['/admin/api/v1/adminLogs/'] }],
  table: 'admin_logs',
  labels: {
    name: ['管理员日志 |||| 管理员日志', 'Administrator log |||| Administrator logs'],
    fields: {
      userId: ['用户', 'User'],
      username: ['用户名', 'Username'],
      at: ['时间', 'Time'],
      ip: ['IP 地址', 'IP address'],
      userAgent: ['浏览器', 'User agent'],
      method: ['请求方法', 'Method'],
      url: ['请求地址', 'URL'],
      entity: ['对象', 'Entity'],
      entityId: ['对象编号', 'Entity ID'],
      action: ['操作', 'Action'],
      reason: ['原因', 'Reason'],
      before: ['变更前', 'Before'],
      after: ['变更后', 'After'],
      prevHash: ['前一哈希', 'Previous hash'],
      hash: ['哈希', 'Hash'],
    },
  },
  title: 'action',
  fields: {
    userId: ref('users').nullable().optional().meta({ list: true, filter: true, readOnly: true }),
    username: text(64).optional().meta({ list: true, filter: 'q', readOnly: true }),
    at: datetime().meta({ list: true, filter: 'range', readOnly: true, sortable: true }),
    ip: text(64).optional().meta({ list: true, readOnly: true }),
    userAgent: text(500).optional().meta({ readOnly: true }),
    method: text(10).meta({ list: true, filter: true, readOnly: true }),
    url: text(500).meta({ list: true, filter: 'q', readOnly: true }),
    entity: text(64).meta({ list: true, filter: true, readOnly: true }),
    entityId: text(64).optional().meta({ list: true, filter: true, readOnly: true }),
    action: text(64).meta({ list: true, filter: true, readOnly: true }),
    reason: text(500).optional().meta({ readOnly: true }),
    before: json().nullable().optional().meta({ readOnly: true }),
    after: json().nullable().optional().meta({ readOnly: true }),
    prevHash: text(64).meta({ readOnly: true }),
    hash: text(64).meta({ readOnly: true }),
  },
  access: { list: 'log:query', create: false, update: false, delete: false },
  defaultSort: { field: 'id', order: 'desc' },
  retention: 'archive',
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
