import type { Kysely } from 'kysely';

// Issue 29: a calibration record keeps its certificate as a file (a PDF or a scan), stored under DATA_DIR/files like
// an employee's signature and referred to by its address (POST /admin/api/v1/equipmentCalibrations/{id}/certificate).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('equipment_calibrations').addColumn('certificate_file', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('equipment_calibrations').dropColumn('certificate_file').execute();
}
