import type { Kysely } from 'kysely';
import { dialectOf, relaxNotNull } from '../columns.ts';

// Issue 31 item 2: a QC value lands on its chart when its QC sheet *or its raw record* is evaluated. A raw record's
// own QC (the continuing calibration check) has no QC sheet: a control point names its QC sheet or its raw record
// (raw_record_id, the submitted version it was read from), and the corrective action a record's run opens has no
// QC sheet either (its run key and held analysis sheets name it).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await relaxNotNull(db, 'control_points', ['qcSheetId']);
  await relaxNotNull(db, 'corrective_actions', ['qcSheetId']);
  await db.schema
    .alterTable('control_points')
    .addColumn('raw_record_id', 'integer', (c) => c.references('raw_records.id'))
    .execute();
  await db.schema.createIndex('control_points_raw_record_id_idx').on('control_points').column('raw_record_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('control_points_raw_record_id_idx').execute();
  // SQLite drops no column a foreign key names (it would take a rebuild): there the empty column stays. A record's
  // points and actions have no QC sheet, so the NOT NULLs cannot come back while they exist.
  if (dialectOf(db) === 'postgres') await db.schema.alterTable('control_points').dropColumn('raw_record_id').execute();
}
