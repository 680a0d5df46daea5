import { sql, type Kysely } from 'kysely';
import { createTable, dialectOf } from '../columns.ts';

// Issue 29 (the day's gates): an instrument declares the test items it serves (equipment.parameter_ids), its
// calibrations are kept one row per certificate (equipment_calibrations), and a sheet analysed past its holding time
// keeps why (analysis_sheets.holding_reasons). An instrument of a lab seeded before serves what its raw records
// already used it for (every parameter of each sheet whose record names it): the equipment manager narrows that on
// the equipment screen; without it every record of that lab would refuse its instruments on the next save.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const emptyList = pg ? sql`'[]'::jsonb` : sql`'[]'`;
  await db.schema
    .alterTable('equipment')
    .addColumn('parameter_ids', sql.raw(pg ? 'jsonb' : 'text'), (c) => c.notNull().defaultTo(emptyList))
    .execute();
  await db.schema
    .alterTable('analysis_sheets')
    .addColumn('holding_reasons', sql.raw(pg ? 'jsonb' : 'text'), (c) => c.notNull().defaultTo(emptyList))
    .execute();
  await createTable(db, 'equipment_calibrations', {
    equipmentId: 'ref!:equipment',
    calibratedOn: 'date!',
    certificateNo: 'text!',
    agency: 'text!',
    result: 'text!',
    conclusion: 'text',
    nextDue: 'date',
    recordedBy: 'text',
  });

  const json = (v: unknown): unknown[] => (typeof v === 'string' ? JSON.parse(v) : (v ?? [])) as unknown[];
  const used = await db
    .selectFrom('raw_records')
    .innerJoin('analysis_sheets', 'analysis_sheets.id', 'raw_records.analysis_sheet_id')
    .select(['raw_records.equipment_ids as equipmentIds', 'analysis_sheets.parameter_ids as parameterIds'])
    .execute();
  const serves = new Map<number, Set<number>>();
  for (const r of used)
    for (const e of json(r.equipmentIds).map(Number)) {
      const set = serves.get(e) ?? new Set<number>();
      for (const p of json(r.parameterIds).map(Number)) set.add(p);
      serves.set(e, set);
    }
  for (const [id, set] of serves) {
    const list = JSON.stringify([...set].sort((a, b) => a - b));
    await db
      .updateTable('equipment')
      .set({ parameter_ids: pg ? sql`${list}::jsonb` : list })
      .where('id', '=', id)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('equipment_calibrations').execute();
  await db.schema.alterTable('analysis_sheets').dropColumn('holding_reasons').execute();
  await db.schema.alterTable('equipment').dropColumn('parameter_ids').execute();
}
