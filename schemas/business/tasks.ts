// Task sheets (任务单) and their samples: made from an accepted order, sampled and received (样品交接) with their conditions.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { matrixSub, paramIds } from '../core/labels.ts';
import { text, decimal, decimalText, bool, date, datetime, enumOf, dict, ref, refs, arrayOf, id as recordId } from '../core/fields.ts';
import { taskWorkflow } from '../workflows/lab.ts';
import type { Stored } from './lab.ts';

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
