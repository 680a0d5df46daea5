// Staff authorisation (上岗, issue 32 item 3), grown from the employees' qualifications: who may do which method in
// which role, from when to when, on what basis, granted and signed by a permitted person; and the proficiency-testing
// results that keep it (|z| ≤ 2 satisfactory, 2 < |z| < 3 questionable, |z| ≥ 3 unsatisfactory: ISO 13528:2022 §9.4,
// CNAS-GL002). An unsatisfactory result suspends the person's authorisations for the method until its corrective
// action is signed (ptResultWorkflow). Sheet assignment and the check, review and sign steps read these.
import { z } from 'zod';
import { defineResource } from '../core/resource.ts';
import { text, longText, date, datetime, decimal, decimalText, enumOf, ref, refs } from '../core/fields.ts';
import { ptResultWorkflow, staffAuthorisationWorkflow } from './workflows.ts';

export const AUTHORISED_ROLES = ['analyst', 'checker', 'reviewer', 'signatory'] as const;
export type AuthorisedRole = (typeof AUTHORISED_ROLES)[number];
export const AUTHORISATION_BASES = ['training', 'assessment', 'proficiency'] as const;
/** z in full: a quotient has more digits than any measurement (34 significant, schemas/calc/decimal.ts) */
const Z_RE = /^-?\d{1,15}(\.\d{1,34})?$/;
export const PT_VERDICTS = ['satisfactory', 'questionable', 'unsatisfactory'] as const;

export const staffAuthorisations = defineResource({
  name: 'staffAuthorisations',
  menu: [{ route: 'capability/authorisations', icon: 'user', title: ['上岗授权', 'Staff authorisation'], sort: 3, api: ['/admin/methods/authorisations'] }],
  table: 'staff_authorisations',
  labels: {
    name: ['上岗授权 |||| 上岗授权', 'Authorisation |||| Authorisations'],
    fields: {
      employeeId: ['人员', 'Person'],
      methodStandardId: ['方法标准', 'Method standard'],
      parameterIds: ['检测项目', 'Test items'],
      role: ['授权岗位', 'Role'],
      validFrom: ['授权日期', 'Valid from'],
      validUntil: ['有效期至', 'Valid until'],
      basis: ['授权依据', 'Basis'],
      evidence: ['依据说明', 'Evidence'],
      status: ['状态', 'Status'],
      grantedBy: ['授权人', 'Granted by'],
      grantedAt: ['授权时间', 'Granted at'],
      suspendedBy: ['暂停原因（能力验证）', 'Suspended by (PT result)'],
    },
    enums: {
      role: { analyst: ['检测', 'Analysis'], checker: ['校核', 'Check'], reviewer: ['审核', 'Review'], signatory: ['授权签字', 'Signing'] },
      basis: { training: ['培训考核', 'Training'], assessment: ['能力确认', 'Assessment'], proficiency: ['能力验证', 'Proficiency testing'] },
      status: { draft: ['草稿', 'Draft'], granted: ['有效', 'Granted'], suspended: ['暂停', 'Suspended'], revoked: ['已撤销', 'Revoked'] },
    },
    transitions: {
      grant: ['签署授权', 'Sign the authorisation'],
      suspend: ['暂停', 'Suspend'],
      reinstate: ['签署恢复', 'Sign the reinstatement'],
      revoke: ['撤销', 'Revoke'],
      ptSuspend: ['能力验证不满意暂停', 'Suspended by a PT result'],
      ptReinstate: ['纠正措施后恢复', 'Reinstated after the corrective action'],
    },
  },
  fields: {
    employeeId: ref('employees').meta({ list: true, filter: true }),
    methodStandardId: ref('methodStandards').meta({ list: true, filter: true }),
    /** the test items of the method it covers; none: all of them */
    parameterIds: refs('parameters').default([]).meta({ list: true }),
    role: enumOf(AUTHORISED_ROLES).meta({ list: true, filter: true }),
    validFrom: date().meta({ list: true }),
    /** on or after validFrom (refused otherwise, naming validUntil) */
    validUntil: date().meta({ list: true, sortable: true }),
    basis: enumOf(AUTHORISATION_BASES).meta({ list: true, filter: true }),
    evidence: text(500).optional(),
    status: enumOf(staffAuthorisationWorkflow.states).default('draft').meta({ list: true, filter: true }),
    grantedBy: text(64).nullable().optional().meta({ list: true, readOnly: true }),
    grantedAt: datetime().nullable().optional().meta({ readOnly: true }),
    /** the proficiency-test result whose corrective action it waits for */
    suspendedBy: ref('ptResults').nullable().optional().meta({ readOnly: true }),
  },
  access: { list: 'staffauth:query', create: 'staffauth:add', update: 'staffauth:edit', delete: false, export: 'staffauth:query' },
  workflow: staffAuthorisationWorkflow,
  retention: 'archive',
  defaultSort: { field: 'validUntil', order: 'asc' },
});

/** The close step's data: the cause of the unsatisfactory result and what was done (signed). */
export const ptCloseRequest = z.strictObject({
  cause: z.string().trim().min(1).max(1000),
  action: z.string().trim().min(1).max(1000),
});
export type PtCloseRequest = z.infer<typeof ptCloseRequest>;

export const ptResults = defineResource({
  name: 'ptResults',
  menu: [{ route: 'capability/proficiency', icon: 'monitor', title: ['能力验证', 'Proficiency testing'], sort: 4 }],
  table: 'pt_results',
  labels: {
    name: ['能力验证结果 |||| 能力验证', 'PT result |||| Proficiency testing'],
    fields: {
      employeeId: ['人员', 'Person'],
      methodStandardId: ['方法标准', 'Method standard'],
      parameterId: ['检测项目', 'Test item'],
      provider: ['组织方', 'Provider'],
      scheme: ['计划名称', 'Scheme'],
      round: ['轮次', 'Round'],
      reportedOn: ['结果日期', 'Reported on'],
      result: ['实验室结果', "Lab's result"],
      assignedValue: ['指定值', 'Assigned value'],
      sdpa: ['能力评定标准差', 'SD for proficiency assessment'],
      zScore: ['z 比分数', 'z-score'],
      verdict: ['评价', 'Verdict'],
      cause: ['原因分析', 'Cause'],
      action: ['纠正措施', 'Corrective action'],
      status: ['状态', 'Status'],
      closedBy: ['处理人', 'Closed by'],
      closedAt: ['处理时间', 'Closed at'],
    },
    enums: {
      verdict: { satisfactory: ['满意', 'Satisfactory'], questionable: ['可疑', 'Questionable'], unsatisfactory: ['不满意', 'Unsatisfactory'] },
      status: { recorded: ['已登记', 'Recorded'], action_required: ['待纠正', 'Action required'], action_closed: ['已纠正', 'Action closed'] },
    },
    transitions: { raise: ['要求纠正措施', 'Require a corrective action'], close: ['签署纠正措施', 'Sign the corrective action'] },
  },
  title: 'round',
  fields: {
    employeeId: ref('employees').meta({ list: true, filter: true }),
    methodStandardId: ref('methodStandards').meta({ list: true, filter: true }),
    parameterId: ref('parameters').meta({ list: true, filter: true }),
    provider: text(200).min(1).meta({ list: true }),
    scheme: text(200).min(1).meta({ list: true, filter: 'q' }),
    round: text(64).min(1).meta({ list: true }),
    reportedOn: date().meta({ list: true, sortable: true }),
    result: decimal().meta({ list: true }),
    assignedValue: decimal().meta({ list: true }),
    /** σ_pt of the scheme's report: z = (x − X) / σ_pt (ISO 13528:2022 §9.4) */
    sdpa: decimal(),
    /** computed by the server in full from the three above (34 significant digits: wider than a measurement's 10 decimals) */
    zScore: decimalText(Z_RE).meta({ kind: 'decimal', pattern: Z_RE.source }).nullable().optional().meta({ list: true, readOnly: true }),
    verdict: enumOf(PT_VERDICTS).nullable().optional().meta({ list: true, filter: true, readOnly: true }),
    cause: longText(1000).nullable().optional().meta({ readOnly: true }),
    action: longText(1000).nullable().optional().meta({ readOnly: true }),
    status: enumOf(ptResultWorkflow.states).default('recorded').meta({ list: true, filter: true }),
    closedBy: text(64).nullable().optional().meta({ readOnly: true }),
    closedAt: datetime().nullable().optional().meta({ readOnly: true }),
  },
  access: { list: 'staffauth:query', create: 'staffauth:add', update: 'staffauth:edit', delete: false, export: 'staffauth:query' },
  workflow: ptResultWorkflow,
  retention: 'archive',
  defaultSort: { field: 'reportedOn', order: 'desc' },
});
