// What the lab received (issue 34 item 1): a lot of a catalogue item with its certificate (a CRM's certified value, its
// expanded uncertainty and k; a reagent's purity), and the containers (bottles, ampoules) it came in, each with its own
// label and opened date. A lot is accepted (signed) before anything is made from it; a recalled lot is followed forwards
// to every solution, record and report that used it (server/reagents/trace.ts).
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { date, datetime, decimal, enumOf, file, int, longText, ref, text } from '../core/fields.ts';
import { materialContainerWorkflow, materialLotWorkflow } from './workflows.ts';
import { CONCENTRATION_UNITS } from './units.ts';

export const materialLots = defineResource({
  name: 'materialLots',
  menu: [{ route: 'reagents/lots', icon: 'list', title: ['入库批次与证书', 'Lots and certificates'], sort: 1, api: ['/admin/reagents/lots/'] }],
  table: 'material_lots',
  labels: {
    name: ['批次 |||| 批次', 'Lot |||| Lots'],
    fields: {
      lotNo: ['批号', 'Lot no.'],
      materialId: ['试剂/标准物质', 'Material'],
      certificateNo: ['证书编号', 'Certificate no.'],
      certificateFile: ['证书文件', 'Certificate file'],
      certifiedValue: ['标准值', 'Certified value'],
      certifiedU: ['扩展不确定度 U', 'Expanded uncertainty U'],
      certifiedK: ['包含因子 k', 'Coverage factor k'],
      certifiedUnit: ['单位', 'Unit'],
      purity: ['纯度（质量分数）', 'Purity (mass fraction)'],
      purityTolerance: ['纯度允差（±）', 'Purity tolerance (±)'],
      receivedOn: ['入库日期', 'Received on'],
      expiresOn: ['有效期至', 'Expires on'],
      containers: ['数量（瓶/件）', 'Containers'],
      containerSize: ['每瓶规格', 'Size of each container'],
      supplier: ['供应商', 'Supplier'],
      remarks: ['备注', 'Remarks'],
      status: ['状态', 'Status'],
      acceptedBy: ['验收人', 'Accepted by'],
      acceptedAt: ['验收时间', 'Accepted at'],
    },
    enums: {
      status: {
        received: ['待验收', 'Awaiting acceptance'],
        accepted: ['已验收', 'Accepted'],
        rejected: ['验收不合格', 'Rejected'],
        recalled: ['已召回', 'Recalled'],
      },
      certifiedUnit: Object.fromEntries(CONCENTRATION_UNITS.map((u) => [u, [u, u] as const])),
    },
    transitions: {
      accept: ['签署验收', 'Sign acceptance'],
      reject: ['验收不合格', 'Reject'],
      recall: ['召回', 'Recall'],
    },
  },
  title: 'lotNo',
  fields: {
    lotNo: text(64).min(1).meta({ list: true, filter: 'q' }),
    materialId: ref('materials').meta({ list: true, filter: true }),
    certificateNo: text(64).optional().meta({ list: true }),
    /** attached through POST …/materialLots/{id}/certificate (server/reagents/inventory/feature.ts), kept once attached */
    certificateFile: file().optional().meta({ readOnly: true }),
    /**
     * A CRM's certified value and its expanded uncertainty with k, as the certificate states them (kept as written; a
     * CRM lot without U is refused by field: server hook). A solid reagent has a purity instead.
     */
    certifiedValue: decimal()
      .optional()
      .meta({
        list: true,
        'x-check': 'a certificate is stated whole (value, U, k and unit together; always for a lot of a CRM); greater than 0',
        examples: ['500', '1000'],
      }),
    certifiedU: decimal()
      .optional()
      .meta({ 'x-check': 'a certificate is stated whole (value, U, k and unit together; always for a lot of a CRM); greater than 0', examples: ['5', '0.8'] }),
    certifiedK: decimal()
      .optional()
      .meta({ 'x-check': 'a certificate is stated whole (value, U, k and unit together; always for a lot of a CRM); at least 1', examples: ['2', '3'] }),
    certifiedUnit: enumOf(CONCENTRATION_UNITS)
      .optional()
      .meta({ 'x-check': 'a certificate is stated whole (value, U, k and unit together; always for a lot of a CRM)' }),
    /** mass fraction as a decimal fraction (0.9999), with its ± tolerance (a rectangular distribution: QUAM A1) */
    purity: decimal()
      .optional()
      .meta({ 'x-check': 'a mass fraction: greater than 0, at most 1', examples: ['0.9999', '0.995'] }),
    purityTolerance: decimal()
      .optional()
      .meta({ 'x-check': 'not negative', examples: ['0.0001', '0.005'] }),
    receivedOn: date().meta({ list: true }),
    expiresOn: date().meta({ list: true, filter: 'range', sortable: true, 'x-check': 'not before receivedOn' }),
    containers: int().min(1).max(10000).default(1),
    containerSize: text(32).optional(),
    supplier: text(128).optional(),
    remarks: longText(2000).optional(),
    status: enumOf(materialLotWorkflow.states).default('received').meta({ list: true, filter: true }),
    acceptedBy: text(64).nullable().optional().meta({ readOnly: true }),
    acceptedAt: datetime().nullable().optional().meta({ readOnly: true }),
  },
  access: { list: 'reagent:query', create: 'reagent:add', update: 'reagent:edit', delete: false, export: 'reagent:query' },
  workflow: materialLotWorkflow,
  retention: 'archive',
  defaultSort: { field: 'id', order: 'desc' },
});
export type MaterialLot = z.output<z.ZodObject<typeof materialLots.fields>> & { id: number; version: number };

export const materialContainers = defineResource({
  name: 'materialContainers',
  route: 'reagents/lots',
  table: 'material_containers',
  labels: {
    name: ['容器（瓶） |||| 容器（瓶）', 'Container |||| Containers'],
    fields: {
      containerNo: ['瓶号（标签）', 'Container no. (label)'],
      lotId: ['批次', 'Lot'],
      openedOn: ['开封日期', 'Opened on'],
      expiresOn: ['使用期限', 'Use by'],
      location: ['存放位置', 'Location'],
      status: ['状态', 'Status'],
    },
    enums: {
      status: { unopened: ['未开封', 'Unopened'], opened: ['已开封', 'Opened'], empty: ['已用完', 'Empty'], discarded: ['已废弃', 'Discarded'] },
    },
    transitions: { open: ['开封', 'Open'], finish: ['用完', 'Used up'], discard: ['废弃', 'Discard'] },
  },
  title: 'containerNo',
  fields: {
    /** printed on the container's label as text and QR code (server/reagents/labels.ts) */
    containerNo: text(40).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    lotId: ref('materialLots').meta({ list: true, filter: true }),
    openedOn: date().nullable().optional().meta({ list: true, readOnly: true }),
    /** the lot's expiry, or the opened date + the material's shelf life once opened if earlier (server, on open) */
    expiresOn: date().nullable().optional().meta({ list: true, readOnly: true, sortable: true }),
    location: text(64).optional(),
    status: enumOf(materialContainerWorkflow.states).default('unopened').meta({ list: true, filter: true }),
  },
  access: { list: 'reagent:query', create: 'reagent:add', update: 'reagent:edit', delete: false, export: 'reagent:query' },
  workflow: materialContainerWorkflow,
  retention: 'archive',
});
