import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../columns.ts';

// 样品交接 states whether each bottle arrived intact (issue 29): a receipt check of its own beside the preservation check
// and the temperature. Samples received before this have none (the receipt did not ask).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('samples')
    .addColumn('container_intact', sql.raw(dialectOf(db) === 'postgres' ? 'boolean' : 'integer'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('samples').dropColumn('container_intact').execute();
}
