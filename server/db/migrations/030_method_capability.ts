import type { Kysely } from 'kysely';
import { createTable } from '../columns.ts';

// Issue 32 (method capability): the method standards and subcontractors, the accredited scope's lines, the HJ 168
// verification records, the staff authorisations and the proficiency-testing results (declared in schemas/methods/).
// Authorisations are read by person, method and role on every assignment and signed step; scope lines by method.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'method_standards', {
    standardNo: 'text!u',
    title: 'text!',
    titleEn: 'text',
    issuedOn: 'date',
    effectiveOn: 'date',
    status: 'text!',
    supersededBy: 'text',
    remark: 'text',
  });
  await createTable(db, 'subcontractors', {
    name: 'text!u',
    certificateNo: 'text!',
    validUntil: 'date!',
    scope: 'text',
    contact: 'text',
    phone: 'text',
    active: 'bool!',
  });
  await createTable(db, 'scope_lines', {
    lineNo: 'int!',
    methodStandardId: 'ref!:method_standards',
    matrix: 'text!',
    parameterIds: 'json!',
    certificateNo: 'text',
    certifiedOn: 'date',
    validUntil: 'date',
    limitation: 'text',
    status: 'text!',
    standardFlag: 'text',
  });
  await db.schema.createIndex('scope_lines_method_idx').on('scope_lines').column('method_standard_id').execute();
  await createTable(db, 'method_verifications', {
    verificationNo: 'text!u',
    methodStandardId: 'ref!:method_standards',
    matrix: 'text!',
    parameterId: 'ref!:parameters',
    standardMdl: 'decimal',
    mdlStudy: 'json',
    precision: 'json',
    accuracy: 'json',
    mdlResult: 'json',
    precisionResult: 'json',
    accuracyResult: 'json',
    verdict: 'text',
    verifiedMdl: 'decimal',
    verifiedLoq: 'decimal',
    conclusion: 'text',
    validUntil: 'date',
    status: 'text!',
    submittedBy: 'text',
    submittedAt: 'datetime',
    approvedBy: 'text',
    approvedAt: 'datetime',
  });
  await db.schema.createIndex('method_verifications_param_idx').on('method_verifications').columns(['parameter_id', 'status']).execute();
  await createTable(db, 'pt_results', {
    employeeId: 'ref!:employees',
    methodStandardId: 'ref!:method_standards',
    parameterId: 'ref!:parameters',
    provider: 'text!',
    scheme: 'text!',
    round: 'text!',
    reportedOn: 'date!',
    result: 'decimal!',
    assignedValue: 'decimal!',
    sdpa: 'decimal!',
    zScore: 'decimal',
    verdict: 'text',
    cause: 'text',
    action: 'text',
    status: 'text!',
    closedBy: 'text',
    closedAt: 'datetime',
  });
  await createTable(db, 'staff_authorisations', {
    employeeId: 'ref!:employees',
    methodStandardId: 'ref!:method_standards',
    parameterIds: 'json!',
    role: 'text!',
    validFrom: 'date!',
    validUntil: 'date!',
    basis: 'text!',
    evidence: 'text',
    status: 'text!',
    grantedBy: 'text',
    grantedAt: 'datetime',
    suspendedBy: 'ref:pt_results',
  });
  await db.schema.createIndex('staff_authorisations_who_idx').on('staff_authorisations').columns(['employee_id', 'method_standard_id', 'role']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['staff_authorisations', 'pt_results', 'method_verifications', 'scope_lines', 'subcontractors', 'method_standards'])
    await db.schema.dropTable(t).execute();
}
