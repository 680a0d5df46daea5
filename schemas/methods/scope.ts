// The accredited scope as data (issue 32 item 2): the 能力附表 a lab hands an assessor, one line per method standard ×
// matrix with the test items it covers, the certificate that lists it and the line's state. A report prints the CMA
// mark and certificate number only for results whose line is in scope (server/methods decides, src/methods shows).
import { defineResource } from '../core/resource.ts';
import { z } from 'zod';
import { text, date, dict, enumOf, ref, id, int } from '../core/fields.ts';
import { scopeLineWorkflow } from './workflows.ts';

/** What happened to a scope line's standard: the cascade of its supersede / withdraw step marks the line. */
export const STANDARD_FLAGS = ['superseded', 'withdrawn'] as const;

export const scopeLines = defineResource({
  name: 'scopeLines',
  menu: [{ route: 'capability/scope', icon: 'table', title: ['能力范围', 'Accredited scope'], sort: 0, api: ['/admin/methods/scope'] }],
  table: 'scope_lines',
  labels: {
    name: ['能力范围条目 |||| 能力范围', 'Scope line |||| Accredited scope'],
    fields: {
      lineNo: ['序号', 'No.'],
      methodStandardId: ['方法标准', 'Method standard'],
      matrix: ['类别（产品/项目/参数）', 'Matrix'],
      parameterIds: ['检测项目', 'Test items'],
      certificateNo: ['资质认定证书编号', 'Certificate no.'],
      certifiedOn: ['批准日期', 'Approved on'],
      validUntil: ['有效期至', 'Valid until'],
      limitation: ['限制范围', 'Limitation'],
      status: ['状态', 'Status'],
      standardFlag: ['标准变更', 'Standard changed'],
    },
    enums: {
      status: {
        verifying: ['方法验证中', 'Verifying'],
        verified: ['已验证', 'Verified'],
        in_scope: ['在认可范围内', 'In scope'],
        suspended: ['暂停', 'Suspended'],
        withdrawn: ['已撤销', 'Withdrawn'],
      },
      standardFlag: { superseded: ['标准已被替代', 'Standard superseded'], withdrawn: ['标准已废止', 'Standard withdrawn'] },
    },
    transitions: {
      verify: ['确认已验证', 'Mark verified'],
      admit: ['纳入认可范围', 'Admit to scope'],
      suspend: ['暂停', 'Suspend'],
      reinstate: ['恢复', 'Reinstate'],
      withdraw: ['撤销', 'Withdraw'],
    },
  },
  title: 'lineNo',
  fields: {
    lineNo: int().min(1).max(100000).meta({ list: true, sortable: true }),
    methodStandardId: ref('methodStandards').meta({ list: true, filter: true }),
    matrix: dict('matrix').meta({ list: true, filter: true }),
    /** the test items of the method this line covers (a multi-analyte method lists each) */
    parameterIds: z.array(id()).min(1, { error: 'validation.required' }).max(1000).meta({ kind: 'json', reference: 'parameters', list: true }),
    certificateNo: text(64).optional().meta({ list: true, filter: 'q' }),
    certifiedOn: date().optional(),
    validUntil: date().optional().meta({ list: true }),
    limitation: text(500).optional().meta({ list: true }),
    status: enumOf(scopeLineWorkflow.states).default('verifying').meta({ list: true, filter: true }),
    standardFlag: enumOf(STANDARD_FLAGS).nullable().optional().meta({ list: true, filter: true, readOnly: true }),
  },
  access: { list: 'method:query', create: 'method:add', update: 'method:edit', delete: false, export: 'method:query' },
  workflow: scopeLineWorkflow,
  retention: 'archive',
  defaultSort: { field: 'lineNo', order: 'asc' },
});
