import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'kysely';
import { resources } from '../../schemas/resources/index.ts';
import { snake } from '../../server/db/columns.ts';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';

// Which stored column types can hold each field kind without loss, per engine.
const COMPATIBLE: Record<string, { sqlite: string[]; postgres: string[] }> = {
  text: { sqlite: ['TEXT'], postgres: ['text'] },
  password: { sqlite: ['TEXT'], postgres: ['text'] },
  richtext: { sqlite: ['TEXT'], postgres: ['text'] },
  file: { sqlite: ['TEXT'], postgres: ['text'] },
  enum: { sqlite: ['TEXT'], postgres: ['text'] },
  dict: { sqlite: ['TEXT'], postgres: ['text'] },
  int: { sqlite: ['INTEGER'], postgres: ['integer', 'bigint'] },
  ref: { sqlite: ['INTEGER'], postgres: ['integer', 'bigint'] },
  decimal: { sqlite: ['TEXT'], postgres: ['numeric'] },
  bool: { sqlite: ['INTEGER'], postgres: ['boolean'] },
  date: { sqlite: ['TEXT'], postgres: ['date'] },
  datetime: { sqlite: ['TEXT'], postgres: ['timestamp with time zone'] },
  json: { sqlite: ['TEXT'], postgres: ['jsonb'] },
  array: { sqlite: ['TEXT'], postgres: ['jsonb'] },
};

describe.each(databaseTargets())('every stored schema field has a compatible column on %s', (target) => {
  let t: TestApp;
  const columns = new Map<string, Map<string, { type: string; notNull: boolean }>>();
  beforeAll(async () => {
    t = await startTestApp(target, { SEED_DEMO: 'false' });
    for (const r of resources) {
      const cols = new Map<string, { type: string; notNull: boolean }>();
      if (target === 'sqlite') {
        const rows = await sql<{ name: string; type: string; notnull: number }>`select name, type, "notnull" from pragma_table_info(${r.table})`.execute(
          t.database.db,
        );
        for (const c of rows.rows) cols.set(c.name, { type: c.type.toUpperCase(), notNull: c.notnull === 1 });
      } else {
        // CamelCasePlugin maps the result keys too
        const rows = await sql<{
          columnName: string;
          dataType: string;
          isNullable: string;
        }>`select column_name, data_type, is_nullable from information_schema.columns where table_name = ${r.table}`.execute(t.database.db);
        for (const c of rows.rows) cols.set(c.columnName, { type: c.dataType, notNull: c.isNullable === 'NO' });
      }
      columns.set(r.table, cols);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  for (const r of resources) {
    it(`${r.name} (${r.table})`, () => {
      const cols = columns.get(r.table)!;
      expect(cols.size, `table ${r.table} exists`).toBeGreaterThan(0);
      for (const sys of ['id', 'version', 'created_at', 'updated_at']) expect(cols.has(sys), `${r.table}.${sys}`).toBe(true);
      for (const f of r.stored) {
        const col = cols.get(snake(f.name));
        expect(col, `${r.table}.${snake(f.name)} for field ${f.name}`).toBeDefined();
        expect(COMPATIBLE[f.kind][target], `${r.table}.${f.name}: ${f.kind} in ${col!.type}`).toContain(col!.type);
        // a field the schema requires must not be nullable in the table (and vice versa is allowed: defaults fill it)
        if (f.required && !f.readOnly) expect(col!.notNull, `${r.table}.${f.name} should be NOT NULL`).toBe(true);
      }
    });
  }
});
