import { z } from 'zod';
import { defineResource, type Pair } from '../core/resource.ts';
import { definePage } from '../core/page.ts';
import { matrixSub, paramIds } from '../core/labels.ts';
import { text, longText, int, decimal, decimalText, bool, date, datetime, enumOf, dict, ref, refs, arrayOf, json, id as recordId } from '../core/fields.ts';
import Decimal from 'decimal.js';
import { labDay } from '../core/dates.ts';
import { orderWorkflow, taskWorkflow, analysisWorkflow, qcWorkflow, reportWorkflow } from '../workflows/lab.ts';
import { parseLimit } from '../templates/limit.ts';

/** The columns every stored record has besides its schema fields. */
export interface Stored {
  id: number;
  version: number;
  createdAt?: string;
  updatedAt?: string;
}

// ---- order rules: the wizard (UI) and order_add_cg (server) validate with these same schemas ----

/** The lab's time zone (default Asia/Shanghai): "today" for a requested due date is the lab's calendar day. */
export const LAB_TIME_ZONE = 'Asia/Shanghai';
export const labToday = (now = new Date(), timeZone = LAB_TIME_ZONE) => labDay(now, timeZone);

/** Matrices whose methods serve each other: 水质 methods apply to surface/ground water and wastewater alike. */
const MATRIX_FAMILIES: ReadonlyArray<readonly string[]> = [['water', 'wastewater']];
/** May a parameter of matrix `param` be tested on a point of matrix `point`? (a soil pH on a wastewater point: no) */
export const matrixAccepts = (point: string, param: string) => point === param || MATRIX_FAMILIES.some((f) => f.includes(point) && f.includes(param));

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
      points: ['采样点位', 'Sampling points'],
      discount: ['折扣', 'Discount'],
      quoteTotal: ['报价合计', 'Quote total'],
      review: ['合同评审', 'Contract review'],
      remarks: ['备注', 'Remarks'],
      status: ['状态', 'Status'],
    },
    enums: {
      samplingBy: { lab: ['本实验室采样', 'Laboratory'], client: ['委托方送样', 'Client'] },
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

// ---- task rules: task-create, sampling and receipt (UI forms and server routes) ----

/** task/create_from_order: the task copies the order's points (all, or those named by index). */
export const taskFromOrder = z.object({
  orderId: z.coerce.number().int().positive(),
  kind: z.enum(['sampling_analysis', 'analysis_only']).optional(),
  plannedFrom: date().optional(),
  plannedTo: date().optional(),
  teamUserIds: z.array(z.coerce.number().int().positive()).optional(),
  vehicles: z.string().max(200).optional(),
  fieldEquipmentIds: z.array(z.coerce.number().int().positive()).optional(),
  /** which of the order's points this task covers (by index); default all */
  pointIndexes: z.array(z.coerce.number().int().min(0)).optional(),
});

/**
 * A temperature or pressure as read on site: a decimal numeral with at most two places, as text (like every measurement:
 * a JSON number is refused, schemas/core/fields `decimalText`); the pattern bounds it.
 */
const reading = (re: RegExp) => decimalText(re).meta({ pattern: re.source, description: 'A numeral with at most two decimals, as text ("12.5")' });
export const temperature = () => reading(/^-?\d{1,3}(\.\d{1,2})?$/);

/** task/sampling: per sample its sampling time, container and preservative; the day's field record on the task. */
export const taskSampling = z.object({
  taskId: z.coerce.number().int().positive(),
  samples: z
    .array(
      z.object({
        id: z.coerce.number().int().positive(),
        sampledAt: datetime(),
        container: z.string().max(64).optional(),
        preservative: z.string().max(128).optional(),
        /** stack gas: the oxygen content (%, dry) measured with the sample; results are corrected to the standard's reference */
        oxygenMeasured: reading(/^\d{1,2}(\.\d{1,2})?$/).optional(),
      }),
    )
    .min(1)
    .max(2000),
  weather: z.string().trim().max(64).optional(),
  airTemperature: temperature().optional(),
  airPressureKpa: reading(/^\d{1,3}(\.\d{1,2})?$/).optional(),
});

/**
 * task/receive (样品交接): every sample's condition, container, preservation check and temperature, each stated by the
 * person receiving (none has a default: a check left out is refused, never taken as passed).
 */
export const sampleReceipt = z.object({
  id: z.coerce.number().int().positive(),
  condition: z.string().trim().min(1).max(200),
  containerIntact: bool(),
  preservationOk: bool(),
  receiptTemperature: temperature(),
  receivedAt: datetime().optional(),
  /** delivered samples (送样): the client's sampling time is written at receipt */
  sampledAt: datetime().optional(),
  rejected: bool().optional(),
});
export const receiptList = z.array(sampleReceipt).min(1).max(2000);

/** An order as stored and answered by the API (the schema's output plus the stored columns). */
export type OrderRecord = z.output<z.ZodObject<typeof orders.fields>> & Stored;

export const tasks = defineResource({
  name: 'tasks',
  route: 'business/task-list',
  table: 'tasks',
  labels: {
    name: ['任务单 |||| 任务单', 'Task sheet |||| Task sheets'],
    fields: {
      taskNo: ['任务单号', 'Task no.'],
      orderId: ['委托单', 'Order'],
      kind: ['任务类型', 'Kind'],
      plannedFrom: ['计划采样开始', 'Planned from'],
      plannedTo: ['计划采样结束', 'Planned to'],
      teamUserIds: ['采样人员', 'Team'],
      vehicles: ['车辆', 'Vehicles'],
      fieldEquipmentIds: ['现场设备', 'Field equipment'],
      points: ['采样点位', 'Sampling points'],
      weather: ['天气', 'Weather'],
      airTemperature: ['气温（℃）', 'Air temperature (℃)'],
      airPressureKpa: ['气压（kPa）', 'Air pressure (kPa)'],
      status: ['状态', 'Status'],
    },
    enums: {
      kind: { sampling_analysis: ['采样+分析', 'Sampling and analysis'], analysis_only: ['仅分析', 'Analysis only'] },
      status: {
        issued: ['已下达', 'Issued'],
        sampling: ['采样中', 'Sampling'],
        received: ['已接收', 'Received'],
        in_analysis: ['分析中', 'In analysis'],
        analysed: ['分析完成', 'Analysed'],
        closed: ['已完结', 'Closed'],
      },
    },
    subfields: { points: { name: ['点位名称', 'Point'], matrix: matrixSub, parameterIds: paramIds } },
    transitions: {
      startSampling: ['开始采样', 'Start sampling'],
      receive: ['样品接收', 'Receive samples'],
      startAnalysis: ['开始分析', 'Start analysis'],
      finishAnalysis: ['分析完成', 'Finish analysis'],
      close: ['完结', 'Close'],
    },
  },
  title: 'taskNo',
  fields: {
    taskNo: text(32).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    orderId: ref('orders').meta({ list: true, filter: true }),
    kind: enumOf(['sampling_analysis', 'analysis_only']).default('sampling_analysis').meta({ list: true, filter: true }),
    plannedFrom: date().optional().meta({ list: true, filter: 'range' }),
    plannedTo: date().optional(),
    teamUserIds: refs('users').default([]),
    vehicles: text(200).optional(),
    fieldEquipmentIds: refs('equipment').default([]),
    points: arrayOf({
      name: z.string().min(1).max(128),
      matrix: z.string().max(32),
      parameterIds: z.array(recordId()).max(200).default([]),
    }).default([]),
    weather: text(64).optional(),
    airTemperature: decimal().optional(),
    airPressureKpa: decimal().optional(),
    status: enumOf(taskWorkflow.states).default('issued').meta({ list: true, filter: true }),
  },
  access: { list: 'task:query', create: 'task:add', update: 'task:edit', delete: 'task:delete' },
  workflow: taskWorkflow,
  defaultSort: { field: 'id', order: 'desc' },
});

/** A task sheet as stored and answered by the API. */
export type TaskRecord = z.output<z.ZodObject<typeof tasks.fields>> & Stored;

export const samples = defineResource({
  name: 'samples',
  route: 'analyse/sample',
  table: 'samples',
  labels: {
    name: ['样品 |||| 样品', 'Sample |||| Samples'],
    fields: {
      sampleNo: ['样品编号', 'Sample no.'],
      taskId: ['任务单', 'Task sheet'],
      pointName: ['点位名称', 'Point'],
      matrix: ['介质', 'Matrix'],
      parameterIds: ['检测项目', 'Test items'],
      qcType: ['质控类型', 'QC type'],
      sampledAt: ['采样时间', 'Sampled at'],
      samplerId: ['采样人', 'Sampler'],
      container: ['容器', 'Container'],
      preservative: ['保存剂', 'Preservative'],
      condition: ['样品状态', 'Condition'],
      preservationOk: ['保存合格', 'Preservation OK'],
      containerIntact: ['容器完好', 'Container intact'],
      receiptTemperature: ['接收温度（℃）', 'Receipt temperature (℃)'],
      receivedAt: ['接收时间', 'Received at'],
      receivedBy: ['接收人', 'Received by'],
      retentionUntil: ['留样期至', 'Retained until'],
      status: ['状态', 'Status'],
      oxygenMeasured: ['实测含氧量（%）', 'Measured O₂ (%)'],
    },
    enums: {
      status: {
        registered: ['已登记', 'Registered'],
        sampled: ['已采样', 'Sampled'],
        received: ['已接收', 'Received'],
        in_analysis: ['分析中', 'In analysis'],
        reported: ['已报告', 'Reported'],
        disposed: ['已处置', 'Disposed'],
        rejected: ['已拒收', 'Rejected'],
      },
    },
  },
  dicts: {
    qc_type: {
      name: ['质控类型', 'QC type'],
      items: [
        ['field_blank', '全程序空白', 'Field blank'],
        ['transport_blank', '运输空白', 'Transport blank'],
        ['field_duplicate', '现场平行', 'Field duplicate'],
        ['lab_blank', '实验室空白', 'Lab blank'],
        ['lab_duplicate', '实验室平行', 'Lab duplicate'],
        ['matrix_spike', '加标回收', 'Matrix spike'],
        ['crm', '有证标准物质', 'CRM'],
      ],
    },
  },
  title: 'sampleNo',
  fields: {
    sampleNo: text(40).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    taskId: ref('tasks').meta({ list: true, filter: true }),
    pointName: text(128).min(1).meta({ list: true, filter: 'q' }),
    matrix: dict('matrix').meta({ list: true, filter: true }),
    parameterIds: refs('parameters').default([]),
    qcType: dict('qc_type').optional().meta({ list: true, filter: true }),
    sampledAt: datetime().optional().meta({ list: true, filter: 'range' }),
    samplerId: ref('users').nullable().optional(),
    // copied from the test item's container (a dict value), editable as free text by the sampler: shown as its label
    container: text(64).optional().meta({ dictCode: 'container' }),
    preservative: text(128).optional(),
    condition: text(200).optional().meta({ list: true }),
    oxygenMeasured: decimal().optional(),
    preservationOk: bool().optional(),
    containerIntact: bool().optional(),
    receiptTemperature: decimal().optional(),
    receivedAt: datetime().optional().meta({ list: true, filter: 'range' }),
    receivedBy: ref('users').nullable().optional(),
    retentionUntil: date().optional(),
    status: enumOf(['registered', 'sampled', 'received', 'in_analysis', 'reported', 'disposed', 'rejected'])
      .default('registered')
      .meta({ list: true, filter: true }),
  },
  access: { list: 'sample:query', create: 'sample:add', update: 'sample:edit', delete: 'sample:delete' },
  defaultSort: { field: 'id', order: 'desc' },
});

/** The QC sheet's sample types. */
export const QC_TYPES = ['field_blank', 'transport_blank', 'field_duplicate', 'lab_blank', 'lab_duplicate', 'matrix_spike', 'crm'] as const;
export type QcType = (typeof QC_TYPES)[number];

/** Concentration units a spike or a certified value is given in: mass per volume, per mass or per air volume. */
export const CONC_UNITS = ['mg/L', 'μg/L', 'ng/L', 'mg/kg', 'μg/kg', 'mg/m³', 'μg/m³'] as const;
const MASS: Record<string, number> = { g: 0, mg: -3, μg: -6, µg: -6, ug: -6, ng: -9 };
const BASE: Record<string, [string, number]> = { L: ['L', 0], mL: ['L', -3], kg: ['kg', 0], g: ['kg', -3], 'm³': ['m3', 0], m3: ['m3', 0] };

/** A concentration in `from` expressed in `to` (both mass / base), as a plain decimal string; null when they do
 *  not measure the same thing (mg/L against mg/kg, or a unit that is no concentration, e.g. 无量纲). Powers of ten
 *  only, so the string arithmetic is exact. */
export function convertConcentration(amount: string, from: string, to: string): string | null {
  const parse = (u: string) => {
    const [m, b] = u.trim().split('/');
    return m !== undefined && b !== undefined && m in MASS && b in BASE ? { exp: MASS[m] - BASE[b][1], base: BASE[b][0] } : null;
  };
  const a = parse(from),
    b = parse(to);
  if (!a || !b || a.base !== b.base || !/^-?\d+(\.\d+)?$/.test(amount)) return null;
  const shift = a.exp - b.exp;
  if (shift === 0) return amount;
  const neg = amount.startsWith('-');
  const [int, frac = ''] = amount.replace('-', '').split('.');
  const digits = int + frac;
  const point = int.length + shift;
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.length < point ? digits + '0'.repeat(point - digits.length) : digits;
  const at = Math.max(point, 1);
  const out = `${padded.slice(0, at).replace(/^0+(?=\d)/, '')}.${padded.slice(at)}`.replace(/\.?0*$/, '') || '0';
  return neg ? `-${out}` : out;
}

// a value that is no number at all gets only the decimal message
const positive = () => decimal().refine((v) => !/^-?\d/.test(v) || (!v.startsWith('-') && /[1-9]/.test(v)), { error: 'validation.positive' });
const parameterId = z.coerce.number().int().positive();
/** A spike of one parameter: the concentration it adds to the sample. */
export const qcSpike = z.strictObject({ parameterId, amount: positive(), unit: z.enum(CONC_UNITS) });
/** A certified reference material of one parameter: lot, certified value ± half range. */
export const qcCrm = z.strictObject({
  parameterId,
  lot: z.string().trim().min(1).max(64),
  certifiedValue: positive(),
  halfRange: positive(),
  unit: z.enum(CONC_UNITS),
});

/** One QC sample of the plan. Spikes and CRMs are given per parameter, each with its unit: one amount for every
 *  parameter of a sheet made recoveries of 5 % and 950 % out of a good batch (issue 13). */
// strict: a field of the old shape (one spikeAmount for every parameter) is refused, never silently dropped
export const qcItem = z
  .strictObject({
    type: z.enum(QC_TYPES),
    pairedSampleId: z.coerce.number().int().positive().optional(),
    parameterIds: z.array(parameterId).max(200).default([]),
    spikes: z.array(qcSpike).max(200).default([]),
    crms: z.array(qcCrm).max(200).default([]),
    /** the registered QC sample (set by the server) */
    qcSampleId: z.coerce.number().int().positive().optional(),
  })
  .superRefine((item, ctx) => {
    const check = (list: Array<{ parameterId: number }>, key: 'spikes' | 'crms', allowed: boolean) => {
      const seen = new Set<number>();
      list.forEach((x, n) => {
        if (!allowed) ctx.addIssue({ code: 'custom', path: [key, n, 'parameterId'], message: 'validation.qcNotThisType' });
        else if (!item.parameterIds.includes(x.parameterId))
          ctx.addIssue({ code: 'custom', path: [key, n, 'parameterId'], message: 'validation.qcParameterNotCovered' });
        else if (seen.has(x.parameterId)) ctx.addIssue({ code: 'custom', path: [key, n, 'parameterId'], message: 'validation.qcParameterTwice' });
        seen.add(x.parameterId);
      });
    };
    check(item.spikes, 'spikes', item.type === 'matrix_spike');
    check(item.crms, 'crms', item.type === 'crm');
    if ((item.type.endsWith('duplicate') || item.type === 'matrix_spike') && !item.pairedSampleId)
      ctx.addIssue({ code: 'custom', path: ['pairedSampleId'], message: 'validation.qcPairRequired' });
  });
export type QcItem = z.output<typeof qcItem>;

export const qcSheets = defineResource({
  name: 'qcSheets',
  route: 'business/qc-list',
  table: 'qc_sheets',
  labels: {
    name: ['质控单 |||| 质控单', 'QC sheet |||| QC sheets'],
    fields: {
      qcNo: ['质控单号', 'QC no.'],
      taskId: ['任务单', 'Task sheet'],
      orderId: ['委托单', 'Order'],
      items: ['质控样品', 'QC samples'],
      evaluation: ['评价结果', 'Evaluation'],
      nonConformance: ['不符合说明', 'Non-conformance'],
      status: ['状态', 'Status'],
    },
    enums: {
      status: {
        planned: ['已计划', 'Planned'],
        executed: ['已执行', 'Executed'],
        passed: ['合格', 'Passed'],
        failed: ['不合格', 'Failed'],
        accepted: ['已确认', 'Accepted'],
      },
      'items.type': {
        field_blank: ['全程序空白', 'Field blank'],
        transport_blank: ['运输空白', 'Transport blank'],
        field_duplicate: ['现场平行', 'Field duplicate'],
        lab_blank: ['实验室空白', 'Lab blank'],
        lab_duplicate: ['实验室平行', 'Lab duplicate'],
        matrix_spike: ['加标回收', 'Matrix spike'],
        crm: ['有证标准物质', 'Certified reference material'],
      },
    },
    subfields: {
      items: {
        type: ['质控类型', 'Type'],
        pairedSampleId: ['对应样品', 'Paired sample'],
        parameterIds: paramIds,
        spikes: ['各项目加标量', 'Spike per parameter'],
        crms: ['各项目标准物质', 'Reference material per parameter'],
        qcSampleId: ['质控样', 'QC sample'],
      },
    },
    transitions: {
      execute: ['执行', 'Execute'],
      pass: ['评为合格', 'Pass'],
      fail: ['评为不合格', 'Fail'],
      accept: ['确认', 'Accept'],
      acceptNonConformance: ['不符合项：放行', 'Nonconformity: release'],
      reanalyse: ['不符合项：复测', 'Nonconformity: re-analyse'],
      reopen: ['质控评价重新打开（所覆盖分析单的结果已更改）', 'QC evaluation reopened (results of a covered sheet changed)'],
    },
  },
  title: 'qcNo',
  fields: {
    qcNo: text(32).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    taskId: ref('tasks').meta({ list: true, filter: true }),
    orderId: ref('orders').meta({ list: true, filter: true }),
    items: z.array(qcItem).max(200).default([]).meta({ kind: 'array' }),
    evaluation: json().nullable().optional().meta({ readOnly: true }),
    // set by the signed nonconformity decision only (qcWorkflow acceptNonConformance), never typed
    nonConformance: text(1000).optional().meta({ readOnly: true }),
    status: enumOf(qcWorkflow.states).default('planned').meta({ list: true, filter: true }),
  },
  access: { list: 'qc:query', create: 'qc:add', update: 'qc:edit', delete: 'qc:delete' },
  workflow: qcWorkflow,
  defaultSort: { field: 'id', order: 'desc' },
});

export const analysisSheets = defineResource({
  name: 'analysisSheets',
  route: 'analyse/analyseIndex',
  table: 'analysis_sheets',
  labels: {
    name: ['分析单 |||| 分析单', 'Analysis sheet |||| Analysis sheets'],
    fields: {
      analysisNo: ['分析单号', 'Analysis no.'],
      taskId: ['任务单', 'Task sheet'],
      templateId: ['原始记录模板', 'Raw-record template'],
      methodNo: ['方法标准号', 'Method no.'],
      parameterIds: ['检测项目', 'Test items'],
      sampleIds: ['样品', 'Samples'],
      analystId: ['分析人', 'Analyst'],
      checkerId: ['校核人', 'Checker'],
      reviewerId: ['审核人', 'Reviewer'],
      assignedBy: ['分配人', 'Assigned by'],
      assignedAt: ['分配时间', 'Assigned at'],
      dueBy: ['最迟分析时间', 'Due by'],
      returnReason: ['退回原因', 'Return reason'],
      holdingReasons: ['超出保存时限的理由', 'Reasons past the holding time'],
      status: ['状态', 'Status'],
    },
    subfields: {
      holdingReasons: { step: ['步骤', 'Step'], reason: ['理由', 'Reason'], at: ['时间', 'At'], by: ['填写人', 'By'] },
    },
    enums: {
      'holdingReasons.step': { confirm: ['确认接收', 'Confirm receipt'], submit: ['提交', 'Submit'] },
      status: {
        pending: ['待分配', 'Pending'],
        issued: ['已下达', 'Issued'],
        received: ['已接收', 'Received'],
        in_entry: ['录入中', 'In entry'],
        submitted: ['已提交', 'Submitted'],
        checked: ['已校核', 'Checked'],
        reviewed: ['已审核', 'Reviewed'],
        locked: ['已锁定', 'Locked'],
      },
    },
    transitions: {
      issue: ['下达', 'Issue'],
      reassign: ['重新分配', 'Reassign'],
      confirm: ['确认接收', 'Confirm receipt'],
      startEntry: ['开始录入', 'Start entry'],
      submit: ['提交', 'Submit'],
      check: ['校核', 'Check'],
      review: ['审核', 'Review'],
      return: ['退回', 'Return'],
      lock: ['锁定', 'Lock'],
    },
  },
  title: 'analysisNo',
  fields: {
    analysisNo: text(32).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    taskId: ref('tasks').meta({ list: true, filter: true }),
    templateId: text(64).meta({ list: true, filter: true, labelOf: 'template' }),
    methodNo: text(64).optional().meta({ list: true }),
    parameterIds: refs('parameters').default([]).meta({ list: true }),
    sampleIds: refs('samples').default([]),
    analystId: ref('users').nullable().optional().meta({ list: true, filter: true }),
    checkerId: ref('users').nullable().optional().meta({ readOnly: true }),
    reviewerId: ref('users').nullable().optional().meta({ readOnly: true }),
    assignedBy: ref('users').nullable().optional().meta({ readOnly: true }),
    assignedAt: datetime().optional().meta({ readOnly: true }),
    dueBy: datetime().optional().meta({ list: true, filter: 'range', readOnly: true, sortable: true }),
    returnReason: text(500).optional().meta({ readOnly: true }),
    /** why the analyst received or submitted the sheet past its holding time (dueBy), one entry per such step */
    holdingReasons: arrayOf({ step: z.enum(['confirm', 'submit']), reason: z.string().trim().min(1).max(1000), at: datetime(), by: text(64) }, 20)
      .default([])
      .meta({ readOnly: true }),
    status: enumOf(analysisWorkflow.states).default('pending').meta({ list: true, filter: true }),
  },
  access: { list: 'analysis:query', create: 'analysis:add', update: 'analysis:edit', delete: 'analysis:delete' },
  workflow: analysisWorkflow,
  defaultSort: { field: 'id', order: 'desc' },
});

/**
 * Rows one raw record may hold: one per sample × parameter, so an instrument run of 500 samples × 25 elements (issue
 * 20's ICP-MS size) is 12,500 rows. 20,000 leaves room above that and still bounds one record's JSON (~2.3 MB at
 * 11,250 imported rows with their sources); bench/instrumentsImport.bench.ts measured the commit of 11,250 rows
 * through saveDraft at 1.4 s (SQLite) and 2.1 s (PostgreSQL) on the shared 2-core machine.
 */
export const MAX_RECORD_ROWS = 20_000;

/** 原始记录: versioned; a locked record is never changed in place. */
export const rawRecords = defineResource({
  name: 'rawRecords',
  route: 'analyse/analyseIndex',
  table: 'raw_records',
  labels: {
    name: ['原始记录 |||| 原始记录', 'Raw record |||| Raw records'],
    fields: {
      analysisSheetId: ['分析单', 'Analysis sheet'],
      templateId: ['模板', 'Template'],
      formulaVersion: ['公式版本', 'Formula version'],
      recordVersion: ['记录版本', 'Record version'],
      header: ['表头', 'Header'],
      rows: ['数据行', 'Rows'],
      computed: ['计算结果', 'Computed'],
      equipmentIds: ['使用设备', 'Equipment'],
      draft: ['草稿', 'Draft'],
    },
  },
  title: 'templateId',
  fields: {
    analysisSheetId: ref('analysisSheets').meta({ list: true, filter: true }),
    templateId: text(64).meta({ list: true, filter: true, labelOf: 'template' }),
    formulaVersion: text(16).default('1'),
    recordVersion: int().default(1).meta({ list: true, readOnly: true }),
    header: json().default({}),
    rows: z.array(z.record(z.string(), z.unknown())).max(MAX_RECORD_ROWS).default([]).meta({ kind: 'json' }),
    computed: json().nullable().optional().meta({ readOnly: true }),
    equipmentIds: refs('equipment').default([]),
    draft: bool().default(true).meta({ list: true, readOnly: true }),
  },
  // written only through the analysis routes (draft save, submit): the generic PUT would change a locked record in place
  access: { list: 'analysis:query', create: false, update: false, delete: false },
  retention: 'archive',
});

export const results = defineResource({
  name: 'results',
  route: 'analyse/analyseIndex',
  table: 'results',
  labels: {
    name: ['检测结果 |||| 检测结果', 'Result |||| Results'],
    fields: {
      sampleId: ['样品', 'Sample'],
      parameterId: ['检测项目', 'Test item'],
      analysisSheetId: ['分析单', 'Analysis sheet'],
      value: ['数值', 'Value'],
      display: ['报告值', 'Reported value'],
      unit: ['单位', 'Unit'],
      belowMdl: ['低于检出限', 'Below MDL'],
      mdl: ['检出限', 'MDL'],
      analysedAt: ['分析时间', 'Analysed at'],
      status: ['状态', 'Status'],
      fullValue: ['未修约值', 'Unrounded value'],
    },
    enums: { status: { entered: ['已录入', 'Entered'], submitted: ['已提交', 'Submitted'], checked: ['已校核', 'Checked'], reviewed: ['已审核', 'Reviewed'] } },
  },
  title: 'display',
  fields: {
    sampleId: ref('samples').meta({ list: true, filter: true }),
    parameterId: ref('parameters').meta({ list: true, filter: true }),
    analysisSheetId: ref('analysisSheets').meta({ list: true, filter: true }),
    value: decimal().optional().meta({ list: true }),
    /** The full value the engine computed (34 digits, text): limits are judged on it (GB/T 8170-2008 §4.3.1). */
    fullValue: text(80).optional(),
    display: text(64).meta({ list: true }),
    unit: text(16).meta({ list: true }),
    belowMdl: bool().default(false).meta({ list: true, filter: true }),
    mdl: decimal().optional(),
    analysedAt: datetime().optional().meta({ list: true, filter: 'range' }),
    status: enumOf(['entered', 'submitted', 'checked', 'reviewed']).default('entered').meta({ list: true, filter: true }),
  },
  access: { list: 'analysis:query', create: false, update: false, delete: false },
  retention: 'archive',
});

// ---- report rules: drafting and the draft's fields (lecture screens and report routes) ----

/**
 * A limit typed on a report, in any form the judgement reads (parseLimit, schemas/templates/limit.ts): ≤50, <0.5, ≥6,
 * >6, a range 6~9, or one with an excluded end, 2.0<pH<12.5 — one reader, so what is accepted is what is judged.
 */
export const limitText = z
  .string()
  .trim()
  .max(32)
  .refine((v) => parseLimit(v) !== undefined, { error: 'validation.limit' });
/** Limits by parameter id. */
export const reportLimits = z.record(z.string().regex(/^\d+$/), limitText);

/** report/draft: from an order's reviewed results; samples and parameters default to all of them. */
/** Assigning (issuing or reassigning) an analysis sheet: the analyst, who must be qualified (checked by the server). */
export const sheetAssignment = z.object({ analystId: z.coerce.number().int().positive() });
/** Splitting parameters off an analysis sheet into a new one: some, not all, of its parameters (the server checks "not all"). */
export const sheetSplit = z.object({ parameterIds: z.array(z.coerce.number().int().positive()).min(1, { error: 'validation.noItems' }) });

export const reportDraft = z.object({
  orderId: z.coerce.number().int().positive(),
  type: z.string().max(32).default('detect'),
  title: z.string().max(200).optional(),
  sampleIds: z.array(z.coerce.number().int().positive()).min(1).max(5000).optional(),
  parameterIds: z.array(z.coerce.number().int().positive()).min(1).max(500).optional(),
  limitStandard: z.string().trim().max(128).optional(),
  limits: reportLimits.optional(),
  belowMdlNotation: z.enum(['L', 'ND', '<MDL']).optional(),
  conclusion: z.string().max(5000).optional(),
});
/** report/save_draft: the drafting fields of a draft. */
export const reportDraftEdit = reportDraft.omit({ orderId: true, type: true }).extend({
  id: z.coerce.number().int().positive(),
  version: z.coerce.number().int().min(1).optional(),
});
/** report/update_notes */
export const reportNotes = z.object({
  id: z.coerce.number().int().positive(),
  notes: z.string().max(5000).default(''),
  version: z.coerce.number().int().min(1).optional(),
});

export const reports = defineResource({
  name: 'reports',
  route: 'lecture/lectureIndex',
  table: 'reports',
  labels: {
    name: ['报告单 |||| 报告单', 'Report |||| Reports'],
    fields: {
      reportNo: ['报告编号', 'Report no.'],
      orderId: ['委托单', 'Order'],
      type: ['报告类型', 'Type'],
      title: ['报告标题', 'Title'],
      sampleIds: ['样品', 'Samples'],
      parameterIds: ['检测项目', 'Test items'],
      limitStandard: ['评价标准', 'Limit standard'],
      limits: ['限值', 'Limits'],
      belowMdlNotation: ['未检出表示', 'Below-MDL notation'],
      conclusion: ['结论', 'Conclusion'],
      notes: ['说明', 'Notes'],
      replacesReportId: ['替代报告', 'Replaces report'],
      preparedBy: ['编制人', 'Prepared by'],
      reviewedBy: ['审核人', 'Reviewed by'],
      approvedBy: ['签发人', 'Approved by'],
      issuedAt: ['签发日期', 'Issued at'],
      pdfPath: ['PDF 文件', 'PDF file'],
      contentHash: ['内容哈希', 'Content hash'],
      verifyCode: ['验证码', 'Verification code'],
      standardsUsed: ['所用限值标准', 'Standards used'],
      status: ['状态', 'Status'],
    },
    enums: {
      belowMdlNotation: { L: ['检出限+L', 'MDL + L'], ND: ['ND', 'ND'], '<MDL': ['<检出限', '<MDL'] },
      status: {
        drafting: ['编制中', 'Drafting'],
        in_review: ['审核中', 'In review'],
        reviewed: ['已审核', 'Reviewed'],
        approved: ['已批准', 'Approved'],
        issued: ['已签发', 'Issued'],
        archived: ['已归档', 'Archived'],
        withdrawn: ['已撤回', 'Withdrawn'],
      },
    },
    transitions: {
      submit: ['提交审核', 'Submit for review'],
      review: ['审核', 'Review'],
      approve: ['批准', 'Approve'],
      return: ['退回', 'Return'],
      sendBack: ['退回', 'Send back'],
      issue: ['签发', 'Issue'],
      withdraw: ['撤回', 'Withdraw'],
      archive: ['归档', 'Archive'],
    },
  },
  dicts: {
    report_type: {
      name: ['报告类型', 'Report type'],
      items: [
        ['detect', '检测报告', 'Test report'],
        ['wastewater', '废水检测报告', 'Wastewater report'],
        ['exhaust', '废气检测报告', 'Exhaust report'],
        ['field', '现场检测报告', 'Field report'],
        ['quality', '质控报告', 'QC report'],
        ['time', '时效审核', 'Time review'],
      ],
    },
  },
  title: 'reportNo',
  fields: {
    reportNo: text(32).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    orderId: ref('orders').meta({ list: true, filter: true }),
    type: dict('report_type').meta({ list: true, filter: true }),
    title: text(200).min(1).meta({ list: true, filter: 'q' }),
    sampleIds: refs('samples').default([]),
    parameterIds: refs('parameters').default([]),
    limitStandard: text(128).optional().meta({ list: true }),
    limits: reportLimits.default({}).meta({ kind: 'json' }),
    belowMdlNotation: enumOf(['L', 'ND', '<MDL']).default('L'),
    conclusion: longText(5000).optional(),
    notes: longText(5000).optional(),
    replacesReportId: ref('reports').nullable().optional().meta({ list: true }),
    preparedBy: ref('users').nullable().optional().meta({ readOnly: true, list: true }),
    reviewedBy: ref('users').nullable().optional().meta({ readOnly: true }),
    approvedBy: ref('users').nullable().optional().meta({ readOnly: true }),
    issuedAt: datetime().optional().meta({ readOnly: true, list: true, filter: 'range' }),
    pdfPath: text(255).optional().meta({ readOnly: true }),
    contentHash: text(64).optional().meta({ readOnly: true }),
    /** printed with a QR code on the issued PDF; /verify/{code} finds the report by it (server/verify) */
    verifyCode: text(16).optional().meta({ readOnly: true, list: true }),
    /** the library limits the issued report was judged by (server/standards/judge.ts): kept, never re-read */
    standardsUsed: json().nullable().optional().meta({ readOnly: true }),
    status: enumOf(reportWorkflow.states).default('drafting').meta({ list: true, filter: true }),
  },
  access: { list: 'report:query', create: 'report:add', update: 'report:edit', delete: 'report:delete' },
  workflow: reportWorkflow,
  retention: 'archive',
  defaultSort: { field: 'id', order: 'desc' },
});

/** A report as stored and answered by the API. */
export type ReportRecord = z.output<z.ZodObject<typeof reports.fields>> & Stored;

/** Electronic signatures on check, review, approval and issue (name, time, meaning). */
export const signatures = defineResource({
  name: 'signatures',
  table: 'signatures',
  labels: {
    name: ['电子签名 |||| 电子签名', 'Signature |||| Signatures'],
    fields: {
      entity: ['对象', 'Entity'],
      entityId: ['对象编号', 'Entity ID'],
      userId: ['签名人', 'Signer'],
      signerName: ['签名人姓名', 'Signer name'],
      meaning: ['签名含义', 'Meaning'],
      signedAt: ['签名时间', 'Signed at'],
    },
  },
  title: 'meaning',
  fields: {
    entity: text(64).meta({ list: true, filter: true, readOnly: true }),
    entityId: int().meta({ list: true, filter: true, readOnly: true }),
    userId: ref('users').meta({ list: true, filter: true, readOnly: true }),
    signerName: text(64).meta({ list: true, readOnly: true }),
    meaning: text(64).meta({ list: true, readOnly: true }),
    signedAt: datetime().meta({ list: true, readOnly: true }),
  },
  access: { list: 'analysis:query', create: false, update: false, delete: false },
  retention: 'archive',
});

// The hand-written pages of the business, analysis and report rooms (src/pages/business, analyse, lecture).
const orderWizard = (name: string, params: string, title: Pair) =>
  definePage({ name, group: 'business', hidden: true, params, title, resource: 'orders', screen: 'pages/business/OrderWizard' });

export const businessPages = [
  definePage({
    name: 'trust-list',
    group: 'business',
    icon: 'document',
    title: ['委托单', 'Entrusted orders'],
    resource: 'orders',
    view: 'list',
    screen: 'pages/business/OrderDetail#OrderList',
    api: ['/admin/order/'],
  }),
  definePage({
    name: 'task-list',
    group: 'business',
    icon: 'todo',
    perms: ['task:sample'],
    title: ['任务单', 'Task sheets'],
    resource: 'tasks',
    view: 'list',
    screen: 'pages/business/TaskScreens#TaskList',
    api: ['/admin/task/'],
  }),
  definePage({
    name: 'qc-list',
    group: 'business',
    icon: 'monitor',
    title: ['质控单', 'QC sheets'],
    resource: 'qcSheets',
    view: 'list',
    screen: 'pages/business/QcScreens#QcList',
    api: ['/admin/qc/'],
  }),
  orderWizard('trust-add-one', ':id?', ['新增委托（委托信息）', 'New order: client and project']),
  orderWizard('trust-add-two', ':id?', ['新增委托（点位与项目）', 'New order: points and items']),
  orderWizard('trust-add-three', ':id?', ['新增委托（评审与报价）', 'New order: review and quote']),
  definePage({
    name: 'trust-detail',
    group: 'business',
    hidden: true,
    params: ':id?',
    title: ['委托详情', 'Order details'],
    resource: 'orders',
    screen: 'pages/business/OrderDetail',
  }),
  orderWizard('trust-edit', ':id', ['编辑委托', 'Edit order']),
  orderWizard('trust-edit-two', ':id', ['编辑委托（点位与项目）', 'Edit order: points and items']),
  definePage({
    name: 'task-create',
    group: 'business',
    hidden: true,
    params: ':orderId?',
    title: ['新建任务单', 'New task sheet'],
    resource: 'tasks',
    screen: 'pages/business/TaskScreens#TaskCreate',
  }),
  definePage({ name: 'task-edit', group: 'business', hidden: true, params: ':id', title: ['编辑任务单', 'Edit task sheet'], resource: 'tasks', view: 'edit' }),
  definePage({
    name: 'task-detail',
    group: 'business',
    hidden: true,
    params: ':id',
    title: ['任务单详情', 'Task sheet details'],
    resource: 'tasks',
    screen: 'pages/business/TaskScreens#TaskDetail',
  }),
  definePage({
    name: 'qc-create',
    group: 'business',
    hidden: true,
    params: ':taskId/:orderId',
    title: ['新建质控单', 'New QC sheet'],
    resource: 'qcSheets',
    screen: 'pages/business/QcScreens#QcCreate',
  }),
  definePage({
    name: 'qc-detail',
    group: 'business',
    hidden: true,
    params: ':id',
    title: ['质控单详情', 'QC sheet details'],
    resource: 'qcSheets',
    screen: 'pages/business/QcScreens#QcDetail',
  }),
  definePage({
    name: 'qc-edit',
    group: 'business',
    hidden: true,
    params: ':id/:taskId/:orderId',
    title: ['编辑质控单', 'Edit QC sheet'],
    resource: 'qcSheets',
    screen: 'pages/business/QcScreens#QcDetail',
  }),
];

export const analysisPages = [
  definePage({
    name: 'analyseIndex',
    group: 'analyse',
    icon: 'table',
    perms: ['analysis:return', 'analysis:import'],
    title: ['分析单', 'Analysis sheets'],
    resource: 'analysisSheets',
    view: 'list',
    screen: 'pages/analyse/AnalyseScreens#AnalyseIndex',
    api: ['/admin/analysis/'],
  }),
  definePage({ name: 'sample', group: 'analyse', icon: 'client', perms: ['sample:receive'], title: ['样品分析', 'Sample analysis'], resource: 'samples' }),
  definePage({
    name: 'analyse-details',
    group: 'analyse',
    hidden: true,
    params: ':id',
    title: ['分析单详情', 'Analysis sheet details'],
    resource: 'analysisSheets',
    screen: 'pages/analyse/SheetDetail',
  }),
  definePage({
    name: 'analyse-apportion',
    group: 'analyse',
    hidden: true,
    params: ':id',
    title: ['分配分析', 'Assign analysis'],
    resource: 'analysisSheets',
    screen: 'pages/analyse/AnalyseScreens#Apportion',
  }),
  definePage({
    name: 'sample-analysis',
    group: 'analyse',
    hidden: true,
    params: ':id',
    title: ['样品分析详情', 'Sample analysis details'],
    resource: 'samples',
    view: 'show',
  }),
  definePage({
    name: 'sample-taskReceiving',
    group: 'analyse',
    hidden: true,
    params: ':id',
    title: ['接收分析任务', 'Receive analysis task'],
    resource: 'analysisSheets',
    screen: 'pages/analyse/AnalyseScreens#TaskReceiving',
  }),
];

/** A report's variants share one screen, each with its own title. */
const REPORT_VARIANTS: Array<[string, Pair]> = [
  ['edit', ['编辑报告', 'Edit report']],
  ['detail', ['报告详情', 'Report details']],
  ['detect', ['检测报告', 'Test report']],
  ['detectDetail', ['检测报告详情', 'Test report details']],
  ['wastewater', ['废水报告', 'Wastewater report']],
  ['wastewaterDetail', ['废水报告详情', 'Wastewater report details']],
  ['exhaust', ['废气报告', 'Exhaust gas report']],
  ['exhaustDetail', ['废气报告详情', 'Exhaust gas report details']],
  ['field', ['现场报告', 'Field report']],
  ['fieldDetail', ['现场报告详情', 'Field report details']],
  ['quality', ['质控报告', 'Quality report']],
  ['qualityDetail', ['质控报告详情', 'Quality report details']],
];

export const reportPages = [
  definePage({
    name: 'lectureIndex',
    group: 'lecture',
    icon: 'document',
    title: ['报告单', 'Report sheets'],
    resource: 'reports',
    view: 'list',
    screen: 'pages/lecture/LectureScreens#LectureIndex',
    api: ['/admin/report/'],
  }),
  ...REPORT_VARIANTS.map(([n, title]) =>
    definePage({
      name: `lecture-${n}`,
      group: 'lecture',
      hidden: true,
      params: ':id',
      title,
      resource: 'reports',
      screen: 'pages/lecture/LectureScreens#LectureDetail',
    }),
  ),
  definePage({
    name: 'lecture-time',
    group: 'lecture',
    hidden: true,
    params: ':id',
    title: ['采样/分析审核时间明细', 'Sampling and analysis review times'],
    resource: 'reports',
    screen: 'pages/lecture/LectureScreens#LectureTime',
    api: ['/admin/lecture/time'],
  }),
];
