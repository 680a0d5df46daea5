import type { Kysely } from 'kysely';
import { createIndex } from '../columns.ts';

// The equipment register is listed by status and sorted by asset number: with bound parameters SQLite otherwise
// picks the status index and sorts every matching row (16 ms at 50k matches) instead of walking one index.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await createIndex(db, 'equipment', 'status', 'assetNo');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('equipment_status_asset_no_idx').execute();
}
