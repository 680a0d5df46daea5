import type { Kysely } from 'kysely';
import { createTable } from '../columns.ts';
import { gb3838_2002 } from '../../standards/gb3838.ts';
import { gb13223_2011 } from '../../standards/gb13223.ts';
import { gb3095_2012 } from '../../standards/gb3095.ts';
import { gb18918_2002 } from '../../standards/gb18918.ts';
import { insertEditions } from '../../standards/load.ts';

// The library of limit standards (issue 19): one row per edition of a standard, its classes and its cited limits as
// JSON (schemas/standards/limitStandards.ts). The shipped editions are loaded here, once; later edits go through the
// write path (validated, versioned, audited), and a report copies what it used, so no edit changes an issued report.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'limit_standards', {
    standardNo: 'text!',
    edition: 'text!',
    title: 'text!',
    titleEn: 'text',
    kind: 'text!',
    matrix: 'text!',
    effectiveFrom: 'date!',
    effectiveTo: 'date',
    classes: 'json!',
    rows: 'json!',
    unread: 'text',
    source: 'text',
  });
  await db.schema.createIndex('limit_standards_standard_no_edition_idx').on('limit_standards').columns(['standard_no', 'edition']).unique().execute();
  await insertEditions(db, [gb3838_2002, gb13223_2011, gb3095_2012, gb18918_2002]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('limit_standards').execute();
}
