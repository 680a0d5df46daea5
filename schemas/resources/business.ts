import { z } from 'zod';
import { defineResource, type Pair } from '../core/resource.ts';
import { definePage } from '../core/page.ts';
import { text, longText, int, decimal, bool, datetime, enumOf, dict, ref, refs, arrayOf, json } from '../core/fields.ts';
import { analysisWorkflow, reportWorkflow } from '../workflows/lab.ts';
import { parseLimit } from '../templates/limit.ts';
import type { Stored } from '../business/lab.ts';

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
