// Orders (委托单): points, items, the price quote and the contract review, declared with their labels and workflow.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { matrixSub, paramIds } from '../core/labels.ts';
import { text, longText, int, decimal, bool, date, enumOf, dict, ref, id as recordId } from '../core/fields.ts';
import Decimal from 'decimal.js';
import { orderWorkflow } from '../workflows/lab.ts';
import { DECISION_RULES } from '../uncertainty/decision.ts';
import { type Stored, labToday } from './lab.ts';

/** A sampling point of an order: its matrix, frequency (days × times per day) and test items. */
export const orderPoint = z.object({
  name: z.string().trim().min(1).max(128),
  matrix: z.string().min(1).max(32),
  longitude: z.string().max(32).optional(),
  latitude: z.string().max(32).optional(),
  // numbers as JSON numbers, as every int field (a text form is decoded only at the top of a multipart body)
  days: int().min(1).max(366).default(1),
  timesPerDay: int().min(1).max(48).default(1),
  parameterIds: z.array(recordId()).min(1, { error: 'validation.noItems' }).max(200),
  /** the client's applicable standard (limitStandards) and its class, chosen once: the report judges by them */
  limitStandardId: recordId().optional(),
  limitClass: z.string().trim().max(32).optional(),
  /** a narrower applicability the standard names within the class (湖、库) */
  limitCondition: z.string().trim().max(64).optional(),
  /** items of the point the lab sends to a subcontractor (issue 32): one of the point's test items and who tests it */
  subcontracted: z
    .array(z.strictObject({ parameterId: recordId(), subcontractorId: recordId() }))
    .max(200)
    .optional(),
});

export type OrderPoint = z.output<typeof orderPoint>;

const NUMERAL = /^-?\d+(\.\d+)?$/;

/**
 * 0 ≤ d ≤ 1 (a discount) as a decimal's text: 0…0.9999999999 with leading zeros, 1 with zero decimals, or a negative
 * zero. A pattern rather than a comparison so that the document states the range exactly (a decimal travels as text,
 * where JSON Schema's minimum/maximum do not apply); a malformed numeral is the decimal check's to report.
 */
const UNIT_RANGE = /^(0{1,15}(\.\d{1,10})?|0{0,14}1(\.0{1,10})?|-0{1,15}(\.0{1,10})?)$/;

/** Samples a point yields: days × times per day. */
export const samplesOf = (p: Pick<OrderPoint, 'days' | 'timesPerDay'>) => Math.max(1, Number(p.days) || 1) * Math.max(1, Number(p.timesPerDay) || 1);

/**
 * The quote (报价): Σ item price × samples of its point, × discount, to the fen; in decimal, never binary floats.
 * `priceOf` answers a parameter's unit price (a decimal string; unknown → 0).
 */
export function quoteOf(
  points: ReadonlyArray<Pick<OrderPoint, 'days' | 'timesPerDay' | 'parameterIds'>>,
  priceOf: (id: number) => string | undefined,
  discount: string | number = '1',
) {
  let gross = new Decimal(0);
  for (const p of points) for (const id of p.parameterIds ?? []) gross = gross.add(new Decimal(priceOf(id) ?? '0').mul(samplesOf(p)));
  const d = NUMERAL.test(String(discount).trim()) ? new Decimal(String(discount).trim()) : new Decimal(1);
  return { gross: gross.toFixed(2), total: gross.mul(d).toFixed(2) };
}

/** The contract review record (合同评审) that accepting an order needs. */
export const contractReview = z.object({
  capability: bool(),
  method: bool(),
  subcontract: bool().default(false),
  clientConsent: bool().default(false),
  turnaroundDays: int().min(1).max(365),
  outcome: z.enum(['pass', 'fail']),
  /** the decision rule agreed with the client at this review (written to the order's decisionRule) */
  decisionRule: z.enum(DECISION_RULES).optional(),
  remark: z.string().max(500).optional(),
});

/** 委托单: lines are sampling points, each with its test items. */
export const orders = defineResource({
  name: 'orders',
  route: 'business/trust-list',
  table: 'orders',
  labels: {
    name: ['委托单 |||| 委托单', 'Order |||| Orders'],
    fields: {
      orderNo: ['委托单号', 'Order no.'],
      clientId: ['委托单位', 'Client'],
      projectName: ['项目名称', 'Project'],
      projectAddress: ['项目地址', 'Project address'],
      category: ['检测类别', 'Test category'],
      samplingBy: ['采样方', 'Sampling by'],
      purpose: ['检测目的', 'Purpose'],
      matrices: ['检测介质', 'Matrices'],
      dueDate: ['要求完成日期', 'Due date'],
      urgent: ['加急', 'Urgent'],
      reportCopies: ['报告份数', 'Report copies'],
      reportDelivery: ['报告领取方式', 'Report delivery'],
      decisionRule: ['判定规则', 'Decision rule'],
      uncertaintyOnReport: ['报告给出测量不确定度', 'Uncertainty on the report'],
      points: ['采样点位', 'Sampling points'],
      discount: ['折扣', 'Discount'],
      quoteTotal: ['报价合计', 'Quote total'],
      review: ['合同评审', 'Contract review'],
      remarks: ['备注', 'Remarks'],
      status: ['状态', 'Status'],
    },
    enums: {
      samplingBy: { lab: ['本实验室采样', 'Laboratory'], client: ['委托方送样', 'Client'] },
      decisionRule: {
        simple: ['简单接受（测得值与限值直接比较）', 'Simple acceptance (the value against the limit)'],
        guarded: ['防护接受（防护带 w = U）', 'Guarded acceptance (guard band w = U)'],
      },
      status: {
        draft: ['草稿', 'Draft'],
        submitted: ['已提交', 'Submitted'],
        accepted: ['已受理', 'Accepted'],
        rejected: ['已退回', 'Rejected'],
        in_progress: ['检测中', 'In progress'],
        reported: ['已出报告', 'Reported'],
        closed: ['已完结', 'Closed'],
        cancelled: ['已取消', 'Cancelled'],
      },
    },
    subfields: {
      points: {
        name: ['点位名称', 'Point'],
        matrix: matrixSub,
        longitude: ['经度', 'Longitude'],
        latitude: ['纬度', 'Latitude'],
        days: ['采样天数', 'Days'],
        timesPerDay: ['每天频次', 'Times per day'],
        parameterIds: paramIds,
        limitStandardId: ['执行标准', 'Applicable standard'],
        limitClass: ['标准类别', 'Standard class'],
        limitCondition: ['适用条件', 'Condition'],
        subcontracted: ['分包项目', 'Subcontracted items'],
      },
    },
    transitions: {
      submit: ['提交', 'Submit'],
      accept: ['受理', 'Accept'],
      reject: ['退回', 'Reject'],
      start: ['开始检测', 'Start'],
      report: ['出具报告', 'Report'],
      close: ['完结', 'Close'],
      cancel: ['取消', 'Cancel'],
    },
  },
  dicts: {
    test_category: {
      name: ['检测类别', 'Test category'],
      items: [
        ['commissioned', '委托检测', 'Commissioned'],
        ['delivered', '送样检测', 'Samples delivered'],
        ['supervision', '监督检测', 'Supervision'],
        ['acceptance', '验收监测', 'Acceptance monitoring'],
      ],
    },
    report_delivery: {
      name: ['报告领取方式', 'Report delivery'],
      items: [
        ['pickup', '自取', 'Pick up'],
        ['mail', '邮寄', 'Mail'],
        ['email', '电子邮件', 'E-mail'],
      ],
    },
  },
  title: 'orderNo',
  fields: {
    orderNo: text(32).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    clientId: ref('clients').meta({ list: true, filter: true }),
    projectName: text(200).min(1).meta({ list: true, filter: 'q' }),
    projectAddress: text(255).optional(),
    category: dict('test_category').meta({ list: true, filter: true }),
    samplingBy: enumOf(['lab', 'client']).default('lab').meta({ list: true }),
    purpose: text(500).optional(),
    matrices: z.array(z.string().max(32)).max(10).default([]).meta({ kind: 'json' }),
    dueDate: date()
      .refine((d) => d >= labToday(), { error: 'validation.dueDatePast' })
      .optional()
      .meta({ list: true, filter: 'range', 'x-check': "not before today in the lab's time zone" }),
    urgent: bool().default(false).meta({ list: true, filter: true }),
    reportCopies: int().min(1).max(20).default(1),
    reportDelivery: dict('report_delivery').optional(),
    /**
     * The decision rule agreed with the client (ISO/IEC 17025 §7.1.3, ILAC-G8:09/2019): chosen in the order and
     * confirmed at contract review; a limit judgement uses it and the report states it (issue 33 item 3). None: not
     * agreed yet — a judgement against a limit then waits for it.
     */
    decisionRule: enumOf(DECISION_RULES).nullable().optional(),
    /** the client asks for U beside each result (else U is printed where the method requires it or |result − limit| ≤ U) */
    uncertaintyOnReport: bool().default(false),
    points: z.array(orderPoint).max(500).default([]).meta({ kind: 'array' }),
    discount: decimal()
      .refine((d) => UNIT_RANGE.test(d), { error: 'validation.discount' })
      .meta({ pattern: UNIT_RANGE.source })
      .default('1'),
    quoteTotal: decimal().optional().meta({ list: true, readOnly: true }),
    review: z
      .object({
        capability: z.boolean(),
        method: z.boolean(),
        subcontract: z.boolean(),
        clientConsent: z.boolean().default(false),
        turnaroundDays: int().min(1).max(365),
        outcome: z.enum(['pass', 'fail']),
        decisionRule: z.enum(DECISION_RULES).optional(),
        reviewer: z.string().max(64).optional(),
        reviewedAt: z.string().max(32).optional(),
        remark: z.string().max(500).optional(),
      })
      .nullable()
      .optional()
      .meta({ kind: 'json', readOnly: true }),
    remarks: longText(2000).optional(),
    status: enumOf(orderWorkflow.states).default('draft').meta({ list: true, filter: true }),
  },
  access: { list: 'order:query', create: 'order:add', update: 'order:edit', delete: 'order:delete' },
  workflow: orderWorkflow,
  defaultSort: { field: 'id', order: 'desc' },
});

/** An order as stored and answered by the API (the schema's output plus the stored columns). */
export type OrderRecord = z.output<z.ZodObject<typeof orders.fields>> & Stored;
