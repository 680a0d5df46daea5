import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { text, longText, int, bool, enumOf, dict, ref, refs, file, datetime, json, richText, password } from '../core/fields.ts';

/** One account table serves /permissions/caretakers and the system user screen. */
export const users = defineResource({
  name: 'users',
  route: 'permissions/caretakers',
  table: 'users',
  title: 'username',
  fields: {
    username: text(64).min(2).regex(/^[A-Za-z0-9_.@-]+$/, { error: 'validation.username' }).meta({ list: true, filter: 'q', unique: true }),
    nickname: text(64).min(1).meta({ list: true, filter: 'q' }),
    password: password().optional().meta({ virtual: true }),
    passwordHash: text(255).optional().meta({ hidden: true, readOnly: true }),
    deptId: ref('departments').nullable().optional().meta({ list: true, filter: true }),
    roleIds: refs('roles').default([]).meta({ list: true }),
    gender: dict('gender').optional(),
    mobile: text(32).regex(/^[0-9+\- ]*$/, { error: 'validation.mobile' }).optional().meta({ list: true, filter: 'q' }),
    email: z.union([z.literal(''), z.email({ error: 'validation.email' })]).optional().meta({ kind: 'text', list: true, filter: 'q' }),
    avatar: file().optional(),
    status: enumOf(['enabled', 'disabled']).default('enabled').meta({ list: true, filter: true }),
    lastLoginAt: datetime().optional().meta({ readOnly: true, list: true }),
  },
  // who prepared, reviewed or signed a record is part of the record: any signed-in user may read staff names
  access: { list: 'user:query', create: 'user:add', update: 'user:edit', delete: 'user:delete', export: 'user:export', import: 'user:import', options: 'login' },
});

export const departments = defineResource({
  name: 'departments',
  route: 'system/dept',
  table: 'departments',
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
  route: 'permissions/role',
  table: 'roles',
  title: 'name',
  fields: {
    code: text(32).min(1).regex(/^[A-Z0-9_]+$/, { error: 'validation.roleCode' }).meta({ list: true, filter: 'q', unique: true }),
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
  route: 'permissions/rule',
  table: 'menus',
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
  route: 'system/dict',
  table: 'dicts',
  title: 'name',
  fields: {
    dictCode: text(64).min(1).regex(/^[a-z0-9_]+$/, { error: 'validation.dictCode' }).meta({ list: true, filter: 'q', unique: true }),
    name: text(64).min(1).meta({ list: true, filter: 'q' }),
    status: enumOf(['enabled', 'disabled']).default('enabled').meta({ list: true, filter: true }),
    remark: text(255).optional(),
  },
  access: { list: 'dict:query', create: 'dict:add', update: 'dict:edit', delete: 'dict:delete' },
});

export const dictItems = defineResource({
  name: 'dictItems',
  route: 'system/dict',
  table: 'dict_items',
  title: 'label',
  fields: {
    dictCode: text(64).min(1).meta({ list: true, filter: true }),
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
  route: 'system/config',
  table: 'configs',
  title: 'configKey',
  fields: {
    configKey: text(64).min(1).meta({ list: true, filter: 'q', unique: true }),
    configName: text(64).min(1).meta({ list: true, filter: 'q' }),
    configValue: longText(4000).meta({ list: true }),
    remark: text(255).optional(),
  },
  access: { list: 'config:query', create: 'config:add', update: 'config:edit', delete: 'config:delete' },
});

export const notices = defineResource({
  name: 'notices',
  route: 'system/notice',
  table: 'notices',
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
});

/** Append-only, hash-chained; written only by the server in the same transaction as each change. */
export const adminLogs = defineResource({
  name: 'adminLogs',
  route: 'permissions/logs',
  table: 'admin_logs',
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
