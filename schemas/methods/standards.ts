// The method standards the lab works to (HJ, GB, GB/T …) and the subcontractors it sends work to (issue 32 items 2
// and 4). A standard superseded by a new edition or withdrawn flags every scope line, template and open order that
// cites it (server/methods); the CMA rules forbid the mark on a result measured by a withdrawn standard.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { text, date, enumOf } from '../core/fields.ts';
import { methodStandardWorkflow } from './workflows.ts';

export const methodStandards = defineResource({
  name: 'methodStandards',
  menu: [{ route: 'capability/method-standards', icon: 'documentation', title: ['方法标准', 'Method standards'], sort: 2, api: ['/admin/methods/'] }],
  table: 'method_standards',
  labels: {
    name: ['方法标准 |||| 方法标准', 'Method standard |||| Method standards'],
    fields: {
      standardNo: ['标准编号', 'Standard no.'],
      title: ['标准名称', 'Title'],
      titleEn: ['英文名称', 'English title'],
      issuedOn: ['发布日期', 'Issued on'],
      effectiveOn: ['实施日期', 'In force from'],
      status: ['状态', 'Status'],
      supersededBy: ['替代标准', 'Superseded by'],
      remark: ['备注', 'Remark'],
    },
    enums: {
      status: { current: ['现行有效', 'Current'], superseded: ['已被替代', 'Superseded'], withdrawn: ['已废止', 'Withdrawn'] },
    },
    transitions: { supersede: ['标记为已被替代', 'Mark superseded'], withdraw: ['标记为废止', 'Mark withdrawn'] },
  },
  title: 'standardNo',
  fields: {
    /** as the standard prints it, e.g. "HJ 535-2009"; matched to test items and templates by its normalised form */
    standardNo: text(64).min(1).meta({ list: true, filter: 'q', unique: true }),
    title: text(200).min(1).meta({ list: true, filter: 'q' }),
    titleEn: text(300).optional(),
    issuedOn: date().optional().meta({ list: true }),
    effectiveOn: date().optional(),
    status: enumOf(methodStandardWorkflow.states).default('current').meta({ list: true, filter: true }),
    /** the new edition's number, given by the supersede step */
    supersededBy: text(64).nullable().optional().meta({ list: true, readOnly: true }),
    remark: text(500).optional(),
  },
  access: { list: 'method:query', create: 'method:add', update: 'method:edit', delete: false, export: 'method:query' },
  workflow: methodStandardWorkflow,
  retention: 'archive',
  defaultSort: { field: 'standardNo', order: 'asc' },
});

/** The supersede step's data: the edition that replaces the standard. */
export const supersedeRequest = z.strictObject({ supersededBy: z.string().trim().min(1).max(64) });
export type SupersedeRequest = z.infer<typeof supersedeRequest>;

/** A lab that takes the items the lab does not do itself: its CMA certificate must be valid on the day it is named. */
export const subcontractors = defineResource({
  name: 'subcontractors',
  menu: [{ route: 'capability/subcontractors', icon: 'peoples', title: ['分包方', 'Subcontractors'], sort: 5 }],
  table: 'subcontractors',
  labels: {
    name: ['分包方 |||| 分包方', 'Subcontractor |||| Subcontractors'],
    fields: {
      name: ['单位名称', 'Name'],
      certificateNo: ['资质认定证书编号', 'CMA certificate no.'],
      validUntil: ['证书有效期至', 'Certificate valid until'],
      scope: ['分包能力范围', 'Scope taken'],
      contact: ['联系人', 'Contact'],
      phone: ['电话', 'Phone'],
      active: ['启用', 'Active'],
    },
  },
  title: 'name',
  fields: {
    name: text(128).min(1).meta({ list: true, filter: 'q', unique: true }),
    certificateNo: text(64).min(1).meta({ list: true, filter: 'q' }),
    validUntil: date().meta({ list: true }),
    scope: text(1000).optional(),
    contact: text(64).optional(),
    phone: text(32).optional(),
    active: z.boolean().default(true).meta({ kind: 'bool', list: true, filter: true }),
  },
  access: { list: 'method:query', create: 'method:add', update: 'method:edit', delete: false, export: 'method:query' },
  retention: 'archive',
});
