// Method verification records (issue 32 item 1, HJ 168-2020): per method standard × matrix × test item, the lab's
// detection-limit study, precision and accuracy, computed in decimal by schemas/methods/mdl.ts and studies.ts, kept in
// full beside the reported values, signed by the verifier and approved by the approver. The approved study's MDL is
// the lab's verified detection limit, which the raw record reads where one exists.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { text, longText, date, datetime, dict, enumOf, ref, refs, decimal } from '../core/fields.ts';
import { methodVerificationWorkflow } from './workflows.ts';
import { accuracyResult, mdlResult, precisionResult } from './results.ts';

/** a replicate as entered or read from an analysis sheet: decimal text, kept as given */
const replicate = decimal();
const replicates = z.array(replicate).max(100);

/** The detection-limit study's entries: n ≥ 7 replicates of a blank or of a sample spiked at a few times the estimated limit. */
export const mdlStudyInput = z.strictObject({
  /** the spiked concentration (none: a blank) */
  spikeLevel: decimal().optional(),
  values: replicates,
  /** the analysis sheets the replicates were picked from (none: entered) */
  analysisSheetIds: refs('analysisSheets').default([]),
});

/** Precision: the replicates at each level (e.g. low, middle and high of the range). */
export const precisionInput = z.strictObject({
  levels: z.array(z.strictObject({ level: z.string().trim().min(1).max(64), values: replicates })).max(6),
});

/** Accuracy: a certified reference material (its value and U) or spikes (the amount added), against the method's range. */
export const accuracyInput = z.strictObject({
  kind: z.enum(['crm', 'spike']),
  certifiedValue: decimal().optional(),
  certifiedU: decimal().optional(),
  /** per replicate for a spike: what was added; the measured values of the spiked and the unspiked sample */
  added: decimal().optional(),
  background: decimal().optional(),
  values: replicates,
  /** the method's acceptance range for a recovery (%) */
  acceptLow: decimal().optional(),
  acceptHigh: decimal().optional(),
});

export const VERIFICATION_VERDICTS = ['pass', 'redo', 'fail'] as const;

export const methodVerifications = defineResource({
  name: 'methodVerifications',
  menu: [
    {
      route: 'capability/verifications',
      icon: 'documentation',
      title: ['方法验证', 'Method verification'],
      sort: 1,
      api: ['/admin/methods/mdl-study/', '/admin/methods/verifications/'],
    },
  ],
  table: 'method_verifications',
  labels: {
    name: ['方法验证 |||| 方法验证', 'Method verification |||| Method verifications'],
    fields: {
      verificationNo: ['验证编号', 'Verification no.'],
      methodStandardId: ['方法标准', 'Method standard'],
      matrix: ['样品基质', 'Matrix'],
      parameterId: ['检测项目', 'Test item'],
      standardMdl: ['标准方法检出限', "Standard's detection limit"],
      mdlStudy: ['检出限试验', 'Detection-limit study'],
      mdlResult: ['检出限结果', 'Detection-limit result'],
      precision: ['精密度试验', 'Precision study'],
      precisionResult: ['精密度结果', 'Precision result'],
      accuracy: ['正确度试验', 'Accuracy study'],
      accuracyResult: ['正确度结果', 'Accuracy result'],
      verdict: ['结论', 'Verdict'],
      verifiedMdl: ['实验室检出限（报告用）', "Lab's detection limit (as reported)"],
      verifiedLoq: ['测定下限（4×检出限）', 'Lower limit of quantification (4 × MDL)'],
      conclusion: ['验证结论说明', 'Conclusion'],
      validUntil: ['有效期至', 'Valid until'],
      status: ['状态', 'Status'],
      submittedBy: ['验证人', 'Verified by'],
      submittedAt: ['验证时间', 'Verified at'],
      approvedBy: ['批准人', 'Approved by'],
      approvedAt: ['批准时间', 'Approved at'],
    },
    // the studies' entries (json fields): their inputs' labels and the field paths a refusal names
    subfields: {
      mdlStudy: { spikeLevel: ['加标浓度', 'Spike level'], values: ['平行测定值', 'Replicates'], analysisSheetIds: ['来源分析单', 'Analysis sheets'] },
      precision: { levels: ['浓度水平', 'Levels'] },
      levels: { level: ['浓度水平', 'Level'], values: ['测定值', 'Values'] },
      accuracy: {
        kind: ['正确度方法', 'Method'],
        certifiedValue: ['标准值', 'Certified value'],
        certifiedU: ['不确定度（±）', 'Uncertainty (±)'],
        added: ['加标量（浓度）', 'Amount added (as a concentration)'],
        background: ['未加标样品测定值', 'Unspiked sample'],
        values: ['测定值', 'Values'],
        acceptLow: ['回收率下限 %', 'Recovery from %'],
        acceptHigh: ['回收率上限 %', 'Recovery to %'],
      },
    },
    enums: {
      status: { draft: ['草稿', 'Draft'], submitted: ['待批准', 'Awaiting approval'], approved: ['已批准', 'Approved'] },
      verdict: { pass: ['满足要求', 'Pass'], redo: ['需重做', 'Redo'], fail: ['不满足要求', 'Fail'] },
      'accuracy.kind': { crm: ['有证标准物质', 'Certified reference material'], spike: ['加标回收', 'Spike recovery'] },
    },
    transitions: { submit: ['签署提交', 'Sign and submit'], approve: ['签署批准', 'Sign and approve'], return: ['退回', 'Return'] },
  },
  title: 'verificationNo',
  fields: {
    verificationNo: text(32).meta({ list: true, filter: 'q', unique: true, readOnly: true }),
    methodStandardId: ref('methodStandards').meta({ list: true, filter: true }),
    matrix: dict('matrix').meta({ list: true, filter: true }),
    /** one analyte of the method (a multi-analyte method has a record per analyte) */
    parameterId: ref('parameters').meta({ list: true, filter: true }),
    /** the standard's own MDL, which the lab's may not exceed (from the test item unless given) */
    standardMdl: decimal().optional().meta({ list: true }),
    mdlStudy: mdlStudyInput.optional().meta({ kind: 'json' }),
    precision: precisionInput.optional().meta({ kind: 'json' }),
    accuracy: accuracyInput.optional().meta({ kind: 'json' }),
    /** the server's computations (schemas/methods/mdl.ts, studies.ts) of the entries above, full and reported values */
    mdlResult: mdlResult.nullable().optional().meta({ kind: 'json', readOnly: true }),
    precisionResult: precisionResult.nullable().optional().meta({ kind: 'json', readOnly: true }),
    accuracyResult: accuracyResult.nullable().optional().meta({ kind: 'json', readOnly: true }),
    verdict: enumOf(VERIFICATION_VERDICTS).nullable().optional().meta({ list: true, filter: true, readOnly: true }),
    /**
     * The MDL the lab declares and reports, written as it will print ("0.007"): stated by the verifier, never computed,
     * because HJ 168-2020's rule for a detection limit's digits could not be read (schemas/methods/mdl.ts
     * MDL_REPORT_RULE); it may not be below the study's computed MDL (mdlResult keeps every digit of that), so the lab
     * never claims to detect less than it proved. The raw record and the report use it; the LOQ is 4 × it.
     */
    verifiedMdl: decimal().nullable().optional().meta({ list: true }),
    verifiedLoq: decimal().nullable().optional().meta({ readOnly: true }),
    conclusion: longText(2000).optional(),
    /** when the method is verified again (the lab's own period, e.g. the certificate's) */
    validUntil: date().optional().meta({ list: true }),
    status: enumOf(methodVerificationWorkflow.states).default('draft').meta({ list: true, filter: true }),
    submittedBy: text(64).nullable().optional().meta({ list: true, readOnly: true }),
    submittedAt: datetime().nullable().optional().meta({ readOnly: true }),
    approvedBy: text(64).nullable().optional().meta({ list: true, readOnly: true }),
    approvedAt: datetime().nullable().optional().meta({ list: true, readOnly: true, sortable: true }),
  },
  access: { list: 'method:query', create: 'method:add', update: 'method:edit', delete: false, export: 'method:query' },
  workflow: methodVerificationWorkflow,
  retention: 'archive',
  defaultSort: { field: 'id', order: 'desc' },
});
