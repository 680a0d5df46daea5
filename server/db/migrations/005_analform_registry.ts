import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../columns.ts';

// The template registry keeps each template's English name and its own analytes (code, names, unit) from the
// manifest; the list of the
// lab's parameter ids it had never had a writer and duplicated parameters.templateId, so it goes.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  const json = dialectOf(db) === 'postgres' ? 'jsonb' : 'text';
  await db.schema.alterTable('analforms').addColumn('name_en', 'text').execute();
  await db.schema
    .alterTable('analforms')
    .addColumn('parameters', sql.raw(json), (c) => c.notNull().defaultTo(sql.lit('[]')))
    .execute();
  await db.schema.alterTable('analforms').dropColumn('parameter_ids').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(db: Kysely<any>): Promise<void> {
  const json = dialectOf(db) === 'postgres' ? 'jsonb' : 'text';
  await db.schema
    .alterTable('analforms')
    .addColumn('parameter_ids', sql.raw(json), (c) => c.notNull().defaultTo(sql.lit('[]')))
    .execute();
  await db.schema.alterTable('analforms').dropColumn('parameters').execute();
  await db.schema.alterTable('analforms').dropColumn('name_en').execute();
}
