// User accounts and departments.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { onOff } from '../core/labels.ts';
import { text, int, enumOf, dict, ref, refs, file, datetime, password } from '../core/fields.ts';

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
