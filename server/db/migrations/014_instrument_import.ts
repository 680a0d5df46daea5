import type { Kysely } from 'kysely';
import { createTable } from '../columns.ts';

// Instrument data capture (issue 20, schemas/instruments/resources.ts): the mappings saved per instrument and one row
// per import (its file's SHA-256: the bytes themselves are stored content-addressed under DATA_DIR/instruments/files).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'instrument_mappings', {
    equipmentId: 'ref!:equipment',
    name: 'text!',
    parserId: 'text',
    columns: 'json',
    aliases: 'json!',
    readingInput: 'text',
    isDefault: 'bool!',
  });
  await db.schema.createIndex('instrument_mappings_equipment_idx').on('instrument_mappings').column('equipment_id').execute();
  await createTable(db, 'instrument_imports', {
    analysisSheetId: 'ref!:analysis_sheets',
    rawRecordId: 'ref!:raw_records',
    recordVersion: 'int!',
    equipmentId: 'ref!:equipment',
    mappingId: 'ref:instrument_mappings',
    sha256: 'text!',
    fileName: 'text!',
    size: 'int!',
    parser: 'text!',
    encoding: 'text',
    matched: 'int!',
    discarded: 'int!',
  });
  await db.schema.createIndex('instrument_imports_sheet_idx').on('instrument_imports').column('analysis_sheet_id').execute();
  await db.schema.createIndex('instrument_imports_sha256_idx').on('instrument_imports').column('sha256').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('instrument_imports').execute();
  await db.schema.dropTable('instrument_mappings').execute();
}
