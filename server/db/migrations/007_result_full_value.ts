import type { Kysely } from 'kysely';

// A result keeps its full (unrounded) value beside the reported one, so a report judges against a limit by the
// full-value comparison (GB/T 8170-2008 §4.3.1) as the raw record did (issue 14). Text, not NUMERIC: the engine's
// 34 significant digits exactly as computed. Results stored before this have none; the report then compares the
// reported value and says so in its rule (see schemas/templates/limit.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('results').addColumn('full_value', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('results').dropColumn('full_value').execute();
}
