import type { Kysely } from 'kysely';

// Reports anyone can verify (issue 19): every issued report gets a short verification code, printed with a QR code
// on its PDF; the public page /verify/{code} finds the report by it. Unique: one code names one issued report.
// Reports issued before this have none (their PDFs carry no code either), so nothing issued changes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('verify_code', 'text').execute();
  await db.schema.createIndex('reports_verify_code_idx').on('reports').column('verify_code').unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reports_verify_code_idx').execute();
  await db.schema.alterTable('reports').dropColumn('verify_code').execute();
}
