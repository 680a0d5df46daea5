import { sql } from 'kysely';
import type { LimsDatabase } from '../../db/index.ts';

export interface ColumnInfo {
  /** column name as stored (snake_case) */
  column: string;
  /** field name (camelCase) */
  field: string;
  /** the engine's type name */
  type: string;
  nullable: boolean;
  primaryKey: boolean;
  unique: boolean;
  /** referenced table of a foreign key */
  references?: string;
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const HIDDEN = /^(kysely_|sqlite_)/;

/** Tables of the database (without the migrator's and the engine's own). */
export async function listTables(database: LimsDatabase): Promise<string[]> {
  const { db, dialect } = database;
  const rows =
    dialect === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
            db,
          )
        ).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(db)).rows;
  return rows.map((r) => r.name).filter((n) => !HIDDEN.test(n));
}

/** Columns of one table with their keys, read from the engine's catalogue. */
export async function tableColumns(database: LimsDatabase, table: string): Promise<ColumnInfo[] | null> {
  if (!(await listTables(database)).includes(table)) return null;
  const { db, dialect } = database;
  if (dialect === 'sqlite') {
    const cols = (
      await sql<{ name: string; type: string; notnull: number; pk: number }>`select name, type, "notnull", pk from pragma_table_info(${table})`.execute(db)
    ).rows;
    const fks = (await sql<{ from: string; table: string }>`select "from", "table" from pragma_foreign_key_list(${table})`.execute(db)).rows;
    const uniques = new Set<string>();
    for (const idx of (await sql<{ name: string; unique: number }>`select name, "unique" from pragma_index_list(${table})`.execute(db)).rows) {
      if (!idx.unique) continue;
      const parts = (await sql<{ name: string }>`select name from pragma_index_info(${idx.name})`.execute(db)).rows;
      if (parts.length === 1) uniques.add(parts[0].name);
    }
    return cols.map((c) => ({
      column: c.name,
      field: camel(c.name),
      type: c.type.toUpperCase(),
      nullable: !c.notnull && !c.pk,
      primaryKey: c.pk > 0,
      unique: uniques.has(c.name),
      references: fks.find((f) => f.from === c.name)?.table,
    }));
  }
  // CamelCasePlugin also renames result keys: alias to single words
  const cols = (
    await sql<{ col: string; typ: string; len: number | null; nul: string }>`
    select column_name as col, data_type as typ, character_maximum_length as len, is_nullable as nul
    from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db)
  ).rows;
  const keys = (
    await sql<{ col: string; kind: string; ref: string | null }>`
    select kcu.column_name as col, tc.constraint_type as kind, ccu.table_name as ref,
      (select count(*) from information_schema.key_column_usage k2 where k2.constraint_name = tc.constraint_name and k2.table_schema = tc.table_schema) as parts
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    left join information_schema.constraint_column_usage ccu on tc.constraint_type = 'FOREIGN KEY' and ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.table_schema = current_schema() and tc.table_name = ${table}`.execute(db)
  ).rows as Array<{ col: string; kind: string; ref: string | null; parts: number }>;
  return cols.map((c) => ({
    column: c.col,
    field: camel(c.col),
    type: c.len ? `${c.typ}(${c.len})` : c.typ,
    nullable: c.nul === 'YES',
    primaryKey: keys.some((k) => k.col === c.col && k.kind === 'PRIMARY KEY'),
    unique: keys.some((k) => k.col === c.col && k.kind === 'UNIQUE' && Number(k.parts) === 1),
    references: keys.find((k) => k.col === c.col && k.kind === 'FOREIGN KEY')?.ref ?? undefined,
  }));
}
