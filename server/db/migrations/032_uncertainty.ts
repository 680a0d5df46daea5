import type { Kysely } from 'kysely';
import { addColumns, createTable } from '../columns.ts';

// Issue 33 (measurement uncertainty and decision rules): the lab's uncertainty records (schemas/uncertainty/records.ts),
// the decision rule an order agrees at contract review and whether its report gives U, and what an issued report
// used (the rule, and per result the uncertainty version and U) so that it never changes afterwards.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'uncertainty_records', {
    recordNo: 'text!u',
    parameterId: 'ref!:parameters',
    methodStandardId: 'ref:method_standards',
    matrix: 'text!',
    rangeLow: 'decimal',
    rangeHigh: 'decimal',
    unit: 'text!',
    level: 'decimal!',
    approach: 'text!',
    components: 'json',
    topDown: 'json',
    k: 'decimal!',
    result: 'json',
    expandedRelative: 'text',
    alwaysReport: 'bool!',
    conclusion: 'text',
    validFrom: 'date',
    supersedesId: 'ref:uncertainty_records',
    status: 'text!',
    submittedBy: 'text',
    submittedAt: 'datetime',
    approvedBy: 'text',
    approvedAt: 'datetime',
  });
  await addColumns(db, 'orders', { decisionRule: 'text', uncertaintyOnReport: 'bool' });
  await addColumns(db, 'reports', { decisionRule: 'text', uncertaintyUsed: 'json' });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reports').dropColumn('uncertainty_used').execute();
  await db.schema.alterTable('reports').dropColumn('decision_rule').execute();
  await db.schema.alterTable('orders').dropColumn('uncertainty_on_report').execute();
  await db.schema.alterTable('orders').dropColumn('decision_rule').execute();
  await db.schema.dropTable('uncertainty_records').execute();
}
