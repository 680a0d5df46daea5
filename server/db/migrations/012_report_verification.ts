import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../columns.ts';

// Reports anyone can verify, and limits chosen once (issue 19):
// - every issued report gets a short verification code, printed with a QR code on its PDF; the public page
//   /verify/{code} finds the report by it. Unique: one code names one issued report. Reports issued before this
//   have none (their PDFs carry no code either), so nothing issued changes;
// - an issued report keeps the library limits it was judged against (standard, edition, record version, the limit of
//   every row) in `standards_used`, so a later edit of the library never changes it;
// - a stack-gas sample keeps the oxygen content measured at sampling, which its results are corrected by.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  await db.schema.alterTable('reports').addColumn('verify_code', 'text').execute();
  await db.schema.createIndex('reports_verify_code_idx').on('reports').column('verify_code').unique().execute();
  await db.schema
    .alterTable('reports')
    .addColumn('standards_used', sql.raw(pg ? 'jsonb' : 'text'))
    .execute();
  await db.schema
    .alterTable('samples')
    .addColumn('oxygen_measured', sql.raw(pg ? 'numeric' : 'text'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('samples').dropColumn('oxygen_measured').execute();
  await db.schema.alterTable('reports').dropColumn('standards_used').execute();
  await db.schema.dropIndex('reports_verify_code_idx').execute();
  await db.schema.alterTable('reports').dropColumn('verify_code').execute();
}
