// Roles and the menu rules they are granted (菜单与按钮权限).
import { defineResource } from '../core/resource.ts';
import { onOff } from '../core/labels.ts';
import { text, int, bool, enumOf, ref, refs } from '../core/fields.ts';

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
