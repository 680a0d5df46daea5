// Analysis sheets (分析单): one test item's samples for one analyst, their workflow data (assignment, split) and labels.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { text, datetime, enumOf, ref, refs, arrayOf } from '../core/fields.ts';
import { analysisWorkflow } from '../workflows/lab.ts';
import { idField, stepBody } from '../workflows/step.ts';
import { issueOverride } from '../methods/gate.ts';

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

/** report/draft: from an order's reviewed results; samples and parameters default to all of them. */
/** Assigning (issuing or reassigning) an analysis sheet: the analyst, who must be qualified (checked by the server). */
export const sheetAssignment = z.object({ analystId: z.coerce.number().int().positive() });

/** analysis/issued and oncemore_assign: the sheet's step with the analyst it goes to. */
export const sheetAssignBody = stepBody.extend({ analystId: idField });

/** analysis/issued: also the reason to issue a method neither verified nor in scope (method:decide only, server/methods/gate.ts). */
export const sheetIssueBody = sheetAssignBody.extend({ override: issueOverride.optional() });

/** Splitting parameters off an analysis sheet into a new one: some, not all, of its parameters (the server checks "not all"). */
export const sheetSplit = z.object({ parameterIds: z.array(z.coerce.number().int().positive()).min(1, { error: 'validation.noItems' }) });
