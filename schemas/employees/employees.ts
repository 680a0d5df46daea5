// Employees (员工) and their groups: qualifications, signatures and who may sign what.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { text, phone, bool, date, enumOf, ref, id, file, arrayOf } from '../core/fields.ts';

export const employees = defineResource({
  name: 'employees',
  menu: [{ route: 'employee/index', icon: 'user', title: ['员工管理', 'Employees'], sort: 0 }],
  table: 'employees',
  labels: {
    name: ['员工 |||| 员工', 'Employee |||| Employees'],
    fields: {
      employeeNo: ['工号', 'Employee no.'],
      name: ['姓名', 'Name'],
      deptId: ['部门', 'Department'],
      groupId: ['分组', 'Group'],
      title: ['职务', 'Title'],
      phone: ['电话', 'Phone'],
      email: ['邮箱', 'Email'],
      status: ['状态', 'Status'],
      userId: ['登录账号', 'Login account'],
      signature: ['签名图片', 'Signature'],
      authorisedSignatory: ['授权签字人', 'Authorised signatory'],
      signatoryScope: ['签字范围', 'Signatory scope'],
      qualifications: ['上岗资质', 'Qualifications'],
    },
    enums: { status: { active: ['在职', 'Active'], left: ['离职', 'Left'] } },
    subfields: {
      qualifications: {
        parameterId: ['检测项目', 'Test item'],
        methodNo: ['方法标准号', 'Method no.'],
        certificateNo: ['证书编号', 'Certificate no.'],
        validUntil: ['有效期至', 'Valid until'],
      },
    },
  },
  title: 'name',
  fields: {
    employeeNo: text(32).min(1).meta({ list: true, filter: 'q', unique: true }),
    name: text(64).min(1).meta({ list: true, filter: 'q' }),
    deptId: ref('departments').nullable().optional().meta({ list: true, filter: true }),
    groupId: ref('employeeGroups').nullable().optional().meta({ list: true, filter: true }),
    title: text(64).optional().meta({ list: true }),
    phone: phone().optional(),
    email: z
      .union([z.literal(''), z.email({ error: 'validation.email' })])
      .optional()
      .meta({ kind: 'text' }),
    status: enumOf(['active', 'left']).default('active').meta({ list: true, filter: true }),
    userId: ref('users').nullable().optional().meta({ list: true }),
    signature: file().optional(),
    authorisedSignatory: bool().default(false).meta({ list: true, filter: true }),
    /** scope of an authorised signatory: matrices they may sign for */
    signatoryScope: z.array(z.string().max(32)).max(20).default([]).meta({ kind: 'json' }),
    qualifications: arrayOf({
      parameterId: id(),
      methodNo: z.string().max(64).optional(),
      certificateNo: z.string().max(64).optional(),
      validUntil: date(),
    }).default([]),
  },
  access: { list: 'employee:query', create: 'employee:add', update: 'employee:edit', delete: 'employee:delete' },
});

export const employeeGroups = defineResource({
  name: 'employeeGroups',
  menu: [{ route: 'employee/grouping', icon: 'tree', title: ['员工分组', 'Employee groups'], sort: 1 }],
  table: 'employee_groups',
  labels: {
    name: ['员工分组 |||| 员工分组', 'Employee group |||| Employee groups'],
    fields: { name: ['分组名称', 'Name'], leaderId: ['组长', 'Leader'], remark: ['备注', 'Remark'] },
  },
  title: 'name',
  fields: {
    name: text(64).min(1).meta({ list: true, filter: 'q', unique: true }),
    leaderId: ref('employees').nullable().optional().meta({ list: true }),
    remark: text(255).optional().meta({ list: true }),
  },
  access: { list: 'employee:query', create: 'employee:add', update: 'employee:edit', delete: 'employee:delete' },
});
