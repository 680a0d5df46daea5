import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../columns.ts';

// A notice the system writes (the analyst's assignment) keeps its message key and params, so each reader sees it in
// their own language; notices written before keep their stored title and text (message stays null).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notices')
    .addColumn('message', sql.raw(dialectOf(db) === 'postgres' ? 'jsonb' : 'text'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notices').dropColumn('message').execute();
}
