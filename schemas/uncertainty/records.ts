// Uncertainty records (issue 33 item 1): the lab's evaluated measurement uncertainty per test item × matrix ×
// concentration range, either a bottom-up budget (components, combined by combine.ts) or a top-down estimate from the
// lab's own control charts and CRM / proficiency-testing results (ISO 11352, Nordtest TR 537). The server computes
// `result` from the entries on every write (nothing computed comes from the client); a record is signed by its author,
// approved (signed) by a permitted person, and superseded — never edited — when a newer version of the same test item,
// matrix and range is approved, so an issued report's uncertainty version stays readable.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { bool, date, datetime, decimal, dict, enumOf, int, longText, ref, text } from '../core/fields.ts';
import { uncertaintyRecordWorkflow } from './workflows.ts';

const name = z.string().trim().min(1).max(100);
/** a decimal entry, kept as written */
const entry = decimal();

/**
 * A budget's component: a relative standard uncertainty, or an absolute one (in the result's unit; with `of`, in the
 * unit of the input quantity whose value `of` is, for a product or quotient: schemas/uncertainty/combine.ts), with where
 * it comes from (a certificate, a tolerance ÷ √3, a repeatability study).
 */
export const budgetComponent = z.union([
  z.strictObject({ name, relative: entry, source: text(200).optional() }),
  z.strictObject({ name, u: entry, of: entry.optional(), source: text(200).optional() }),
]);

/** The top-down entries: the control charts' spreads (u(Rw)) and the CRM / PT biases (u(bias)), all relative. */
export const topDownInput = z.strictObject({
  charts: z
    .array(
      z.strictObject({
        /** the chart read (its s and n copied at the time of the estimate; the chart keeps growing) */
        controlChartId: ref('controlCharts').optional(),
        label: name,
        /** relative standard deviation of the chart's results, as a fraction (0.025 for 2.5 %) */
        s: entry,
        n: int().min(2).max(100000),
      }),
    )
    .min(1)
    .max(20),
  biases: z
    .array(
      z.strictObject({
        kind: z.enum(['crm', 'pt']),
        label: name,
        /** the lab's relative bias (result − reference) / reference, as a fraction */
        bias: decimal(),
        /** the reference value's relative standard uncertainty, as a fraction */
        uCref: entry,
        ptResultId: ref('ptResults').optional(),
      }),
    )
    .min(1)
    .max(50),
});

/** What the server computed, full values (decimal strings): at the record's level, and each component's share. */
export const uncertaintyResult = z.strictObject({
  uc: z.string(),
  ucRelative: z.string(),
  U: z.string(),
  URelative: z.string(),
  k: z.string(),
  contributions: z.array(z.strictObject({ name: z.string(), u: z.string(), share: z.string() })),
});
export type UncertaintyResult = z.output<typeof uncertaintyResult>;

export const UNCERTAINTY_APPROACHES = ['bottom_up', 'top_down'] as const;

export const uncertaintyRecords = defineResource({
  name: 'uncertaintyRecords',
  menu: [
    {
      route: 'capability/uncertainty',
      icon: 'monitor',
      title: ['测量不确定度', 'Measurement uncertainty'],
      sort: 6,
      api: ['/admin/uncertainty/'],
    },
  ],
  table: 'uncertainty_records',
  labels: {
    name: ['测量不确定度评定 |||| 测量不确定度评定', 'Uncertainty evaluation |||| Uncertainty evaluations'],
    fields: {
      recordNo: ['评定编号', 'Evaluation no.'],
      parameterId: ['检测项目', 'Test item'],
      methodStandardId: ['方法标准', 'Method standard'],
      matrix: ['样品基质', 'Matrix'],
      rangeLow: ['适用浓度下限', 'Range from'],
      rangeHigh: ['适用浓度上限', 'Range to'],
      unit: ['单位', 'Unit'],
      level: ['评定浓度水平', 'Level evaluated at'],
      approach: ['评定方法', 'Approach'],
      components: ['不确定度分量', 'Components'],
      topDown: ['质控数据（自上而下）', 'QC data (top-down)'],
      k: ['包含因子 k', 'Coverage factor k'],
      result: ['评定结果', 'Result'],
      expandedRelative: ['相对扩展不确定度', 'Relative expanded uncertainty'],
      alwaysReport: ['报告中总是给出', 'Always on the report'],
      conclusion: ['评定说明', 'Remarks'],
      validFrom: ['启用日期', 'In use from'],
      supersedesId: ['替代的版本', 'Supersedes'],
      status: ['状态', 'Status'],
      submittedBy: ['评定人', 'Evaluated by'],
      submittedAt: ['评定时间', 'Evaluated at'],
      approvedBy: ['批准人', 'Approved by'],
      approvedAt: ['批准时间', 'Approved at'],
    },
    enums: {
      approach: { bottom_up: ['自下而上（分量评定）', 'Bottom-up (budget)'], top_down: ['自上而下（质控数据）', 'Top-down (QC data)'] },
      status: {
        draft: ['草稿', 'Draft'],
        submitted: ['待批准', 'Awaiting approval'],
        approved: ['已批准', 'Approved'],
        superseded: ['已被替代', 'Superseded'],
      },
      'topDown.biases.kind': { crm: ['有证标准物质', 'Certified reference material'], pt: ['能力验证', 'Proficiency testing'] },
    },
    subfields: {
      components: {
        name: ['分量', 'Component'],
        relative: ['相对标准不确定度', 'Relative standard uncertainty'],
        u: ['标准不确定度', 'Standard uncertainty'],
        of: ['输入量的值', 'Value of the input'],
        source: ['来源', 'Source'],
      },
    },
    transitions: {
      submit: ['签署提交', 'Sign and submit'],
      approve: ['签署批准', 'Sign and approve'],
      return: ['退回', 'Return'],
      supersede: ['由新版本替代', 'Superseded by a newer version'],
    },
  },
  title: 'recordNo',
  fields: {
    recordNo: text(32).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    parameterId: ref('parameters').meta({ list: true, filter: true }),
    methodStandardId: ref('methodStandards').optional().meta({ list: true, filter: true }),
    matrix: dict('matrix').meta({ list: true, filter: true }),
    /** the concentration range the estimate applies to (none: the method's whole range) */
    rangeLow: decimal().optional().meta({ list: true }),
    rangeHigh: decimal().optional().meta({ list: true }),
    unit: text(24).min(1).meta({ list: true }),
    /** the concentration the budget is evaluated at: U there, and U / level applied to a result in the range */
    level: decimal(),
    approach: enumOf(UNCERTAINTY_APPROACHES).meta({ list: true, filter: true }),
    components: z.array(budgetComponent).max(30).optional().meta({ kind: 'json' }),
    topDown: topDownInput.optional().meta({ kind: 'json' }),
    k: decimal().default('2'),
    result: uncertaintyResult.nullable().optional().meta({ kind: 'json', readOnly: true }),
    /** U / level, the full value (34 digits: more than a decimal column's 10 places): U = this × |result| */
    expandedRelative: text(64).nullable().optional().meta({ readOnly: true }),
    /** the method asks for U on every report of this item (CNAS-CL01-G003; a standard that says so) */
    alwaysReport: bool().default(false).meta({ list: true }),
    conclusion: longText(2000).optional(),
    validFrom: date().optional().meta({ list: true }),
    /** the earlier version this one replaces once approved (then marked superseded) */
    supersedesId: ref('uncertaintyRecords').nullable().optional().meta({ readOnly: true }),
    status: enumOf(uncertaintyRecordWorkflow.states).default('draft').meta({ list: true, filter: true }),
    submittedBy: text(64).nullable().optional().meta({ list: true, readOnly: true }),
    submittedAt: datetime().nullable().optional().meta({ readOnly: true }),
    approvedBy: text(64).nullable().optional().meta({ list: true, readOnly: true }),
    approvedAt: datetime().nullable().optional().meta({ list: true, readOnly: true, sortable: true }),
  },
  access: { list: 'uncertainty:query', create: 'uncertainty:add', update: 'uncertainty:edit', delete: false, export: 'uncertainty:query' },
  workflow: uncertaintyRecordWorkflow,
  retention: 'archive',
  defaultSort: { field: 'id', order: 'desc' },
});
export type UncertaintyRecord = z.output<z.ZodObject<typeof uncertaintyRecords.fields>> & { id: number; version: number };
