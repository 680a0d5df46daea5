// Test reports (检测报告) and their electronic signatures: the draft's limits and notes, the workflow to issue.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { text, longText, int, datetime, enumOf, dict, ref, refs, json } from '../core/fields.ts';
import { reportWorkflow } from '../workflows/lab.ts';
import { DECISION_RULES } from '../uncertainty/decision.ts';
import { parseLimit } from '../templates/limit.ts';
import type { Stored } from '../business/lab.ts';

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
      decisionRule: ['判定规则', 'Decision rule'],
      uncertaintyUsed: ['所用测量不确定度', 'Uncertainty used'],
      status: ['状态', 'Status'],
    },
    enums: {
      decisionRule: { simple: ['简单接受', 'Simple acceptance'], guarded: ['防护接受（w = U）', 'Guarded acceptance (w = U)'] },
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
    /** the order's decision rule as the issued report applied it (issue 33): kept, never re-read */
    decisionRule: enumOf(DECISION_RULES).nullable().optional().meta({ readOnly: true }),
    /** per result ('sampleId:parameterId'): the uncertainty record and version used, U and k, as printed; kept */
    uncertaintyUsed: json().nullable().optional().meta({ readOnly: true }),
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
