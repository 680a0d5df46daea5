import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { text, int, decimal, bool, date, enumOf, dict, ref, id, file, arrayOf } from '../core/fields.ts';
import { templateFamilies, templateMatrices } from '../catalogue/fit.ts';

export const matrices = ['water', 'wastewater', 'soil', 'solid_waste', 'ambient_air', 'stack_gas'] as const;

export const clients = defineResource({
  name: 'clients',
  route: 'business/client-list',
  table: 'clients',
  title: 'name',
  fields: {
    name: text(200).min(1).meta({ list: true, filter: 'q', unique: true }),
    creditCode: text(32).optional().meta({ list: true, filter: 'q' }),
    address: text(255).optional(),
    contact: text(64).optional().meta({ list: true }),
    phone: text(32).optional().meta({ list: true }),
    email: z.union([z.literal(''), z.email({ error: 'validation.email' })]).optional().meta({ kind: 'text' }),
  },
  access: { list: 'client:query', create: 'client:add', update: 'client:edit', delete: 'client:delete' },
});

/** 检测项目 with its test preservation rule (/management/detect). */
export const parameters = defineResource({
  name: 'parameters',
  route: 'management/detect',
  table: 'parameters',
  title: 'name',
  fields: {
    code: text(32).min(1).meta({ list: true, filter: 'q', unique: true }),
    name: text(64).min(1).meta({ list: true, filter: 'q' }),
    nameEn: text(128).optional(),
    matrix: dict('matrix').meta({ list: true, filter: true }),
    unit: text(16).min(1).meta({ list: true }),
    methodNo: text(64).min(1).meta({ list: true, filter: 'q' }),
    methodTitle: text(200).optional(),
    mdl: decimal().meta({ list: true }),
    decimals: int().min(0).max(6).default(2),
    templateId: text(64).optional().meta({ list: true, filter: true }),
    price: decimal().default('0').meta({ list: true }),
    container: dict('container').optional().meta({ list: true }),
    preservative: text(200).optional().meta({ list: true }),
    holdingHours: int().min(0).max(87600).meta({ list: true }),
    minVolumeMl: int().min(0).optional(),
    accredited: bool().default(true).meta({ list: true, filter: true }),
  },
  access: { list: 'testparms:query', create: 'testparms:add', update: 'testparms:edit', delete: 'testparms:delete', import: 'testparms:import', export: 'testparms:query' },
});

export const samplingMethods = defineResource({
  name: 'samplingMethods',
  route: 'management/sampling',
  table: 'sampling_methods',
  title: 'standardNo',
  fields: {
    standardNo: text(64).min(1).meta({ list: true, filter: 'q', unique: true }),
    title: text(200).min(1).meta({ list: true, filter: 'q' }),
    matrix: dict('matrix').meta({ list: true, filter: true }),
    validFrom: date().optional().meta({ list: true }),
    validTo: date().optional().meta({ list: true, filter: 'range' }),
  },
  access: { list: 'samplingbasis:query', create: 'samplingbasis:add', update: 'samplingbasis:edit', delete: 'samplingbasis:delete', import: 'samplingbasis:import', export: 'samplingbasis:query' },
});

export const equipment = defineResource({
  name: 'equipment',
  route: 'management/equipment',
  table: 'equipment',
  title: 'name',
  fields: {
    assetNo: text(64).min(1).meta({ list: true, filter: 'q', unique: true }),
    name: text(128).min(1).meta({ list: true, filter: 'q' }),
    model: text(64).optional().meta({ list: true }),
    serialNo: text(64).optional(),
    manufacturer: text(128).optional(),
    location: text(128).optional().meta({ list: true }),
    keeperId: ref('employees').nullable().optional().meta({ list: true, filter: true }),
    status: dict('equipment_status').default('in_service').meta({ list: true, filter: true }),
    calibratedOn: date().optional().meta({ list: true }),
    calibrationCycleMonths: int().min(1).max(120).default(12),
    nextCalibrationDue: date().optional().meta({ list: true, filter: 'range', readOnly: true, sortable: true }),
    certificateNo: text(64).optional(),
  },
  access: { list: 'device:query', create: 'device:add', update: 'device:edit', delete: 'device:delete', import: 'device:import', export: 'device:query' },
});

export const employees = defineResource({
  name: 'employees',
  route: 'employee/index',
  table: 'employees',
  title: 'name',
  fields: {
    employeeNo: text(32).min(1).meta({ list: true, filter: 'q', unique: true }),
    name: text(64).min(1).meta({ list: true, filter: 'q' }),
    deptId: ref('departments').nullable().optional().meta({ list: true, filter: true }),
    groupId: ref('employeeGroups').nullable().optional().meta({ list: true, filter: true }),
    title: text(64).optional().meta({ list: true }),
    phone: text(32).optional(),
    email: z.union([z.literal(''), z.email({ error: 'validation.email' })]).optional().meta({ kind: 'text' }),
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
  route: 'employee/grouping',
  table: 'employee_groups',
  title: 'name',
  fields: {
    name: text(64).min(1).meta({ list: true, filter: 'q', unique: true }),
    leaderId: ref('employees').nullable().optional().meta({ list: true }),
    remark: text(255).optional().meta({ list: true }),
  },
  access: { list: 'employee:query', create: 'employee:add', update: 'employee:edit', delete: 'employee:delete' },
});

/**
 * Registry of raw-record templates (/management/analform): one row per template of the manifest, written by the
 * server on start (server/catalogue/sync.ts), so only `active` is the lab's to change; a parameter chooses from it.
 */
export const analforms = defineResource({
  name: 'analforms',
  route: 'management/analform',
  table: 'analforms',
  title: 'name',
  defaultSort: { field: 'templateId', order: 'asc' },
  fields: {
    templateId: text(64).min(1).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    name: text(128).min(1).meta({ list: true, filter: 'q', readOnly: true }),
    nameEn: text(200).optional().meta({ filter: 'q', readOnly: true }),
    methodNo: text(64).optional().meta({ list: true, filter: 'q', readOnly: true }),
    matrix: enumOf(templateMatrices).meta({ list: true, filter: true, readOnly: true }),
    family: enumOf(templateFamilies).meta({ list: true, filter: true, readOnly: true }),
    /** The analytes the template reports (the manifest's parameters), in both languages. */
    parameters: arrayOf({ code: text(32), name: text(64), nameEn: text(128), unit: text(16) }, 100).default([]).meta({ list: true, readOnly: true }),
    templateVersion: text(16).default('1').meta({ list: true, readOnly: true }),
    active: bool().default(true).meta({ list: true, filter: true }),
  },
  access: { list: 'analform:query', create: false, update: 'analform:edit', delete: false },
});

