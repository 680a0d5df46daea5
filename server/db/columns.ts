import { sql, type Kysely, type CreateTableBuilder } from 'kysely';

/**
 * Column spec used by migrations: `type[!][u]` or `ref[!]:table`.
 * `!` = not null, `u` = unique. Types: text int decimal bool date datetime json.
 * Measurements (decimal) are TEXT on SQLite so trailing zeros survive (1.050 stays 1.050), NUMERIC on PostgreSQL.
 */
export type ColumnSpec = string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations call these helpers with their own untyped Kysely
type AnyDb = Kysely<any>;

export function dialectOf(db: AnyDb): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

const TYPES: Record<string, { sqlite: string; postgres: string }> = {
  text: { sqlite: 'text', postgres: 'text' },
  int: { sqlite: 'integer', postgres: 'integer' },
  bigint: { sqlite: 'integer', postgres: 'bigint' },
  decimal: { sqlite: 'text', postgres: 'numeric' },
  bool: { sqlite: 'integer', postgres: 'boolean' },
  date: { sqlite: 'text', postgres: 'date' },
  datetime: { sqlite: 'text', postgres: 'timestamptz' },
  json: { sqlite: 'text', postgres: 'jsonb' },
};

export function parseSpec(spec: ColumnSpec) {
  const [head, ref] = spec.split(':');
  const notNull = head.includes('!');
  const unique = /u$/.test(head.replace('!', '')) && !head.startsWith('u');
  const type = ref ? 'int' : head.replace(/[!]/g, '').replace(/u$/, '');
  return { type, notNull, unique, ref };
}

/** Creates a resource table with the system columns every row has (id, version, audit stamps). */
export async function createTable(db: AnyDb, table: string, columns: Record<string, ColumnSpec>, opts: { system?: boolean } = {}) {
  const dialect = dialectOf(db);
  let t: CreateTableBuilder<string, string> = db.schema.createTable(table);
  t = dialect === 'postgres' ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  if (opts.system !== false) {
    t = t
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', sql.raw(TYPES.datetime[dialect]), (c) => c.notNull())
      .addColumn('updated_at', sql.raw(TYPES.datetime[dialect]), (c) => c.notNull())
      .addColumn('created_by', 'integer')
      .addColumn('updated_by', 'integer');
  }
  for (const [name, spec] of Object.entries(columns)) {
    const { type, notNull, unique, ref } = parseSpec(spec);
    const typeName = TYPES[type]?.[dialect];
    if (!typeName) throw new Error(`unknown column type ${spec}`);
    t = t.addColumn(snake(name), sql.raw(typeName), (c) => {
      let col = c;
      if (notNull) col = col.notNull();
      if (unique) col = col.unique();
      if (ref) col = col.references(`${ref}.id`);
      return col;
    });
  }
  await t.execute();
  for (const [name, spec] of Object.entries(columns)) {
    if (parseSpec(spec).ref)
      await db.schema
        .createIndex(`${table}_${snake(name)}_idx`)
        .on(table)
        .column(snake(name))
        .execute();
  }
}

/** Adds columns of the same specs to an existing table (nullable unless a default is given by the caller's schema). */
export async function addColumns(db: AnyDb, table: string, columns: Record<string, ColumnSpec>) {
  const dialect = dialectOf(db);
  for (const [name, spec] of Object.entries(columns)) {
    const { type, ref } = parseSpec(spec);
    const typeName = TYPES[type]?.[dialect];
    if (!typeName) throw new Error(`unknown column type ${spec}`);
    await db.schema
      .alterTable(table)
      .addColumn(snake(name), sql.raw(typeName), (c) => (ref ? c.references(`${ref}.id`) : c))
      .execute();
  }
}

export async function createIndex(db: AnyDb, table: string, ...columns: string[]) {
  await db.schema
    .createIndex(`${table}_${columns.map(snake).join('_')}_idx`)
    .on(table)
    .columns(columns.map(snake))
    .execute();
}

export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
}

/**
 * Lets `columns` of `table` hold NULL. PostgreSQL alters them in place; SQLite cannot drop a NOT NULL constraint, so
 * the table is rebuilt the documented way (https://www.sqlite.org/lang_altertable.html §7): the same CREATE TABLE
 * without those NOT NULLs under a new name, every row copied with its id, the old table dropped, the new one renamed
 * (SQLite carries the AUTOINCREMENT counter along) and its indexes made again. Run inside the migration's transaction;
 * no other table may reference `table` (dropping it would check their foreign keys).
 */
export async function relaxNotNull(db: AnyDb, table: string, columns: string[]) {
  if (dialectOf(db) === 'postgres') {
    for (const c of columns) await sql`alter table ${sql.id(table)} alter column ${sql.id(snake(c))} drop not null`.execute(db);
    return;
  }
  const schema = await sql<{ type: string; sql: string | null }>`select type, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  let create = schema.rows.find((r) => r.type === 'table')?.sql;
  if (!create) throw new Error(`relaxNotNull: no table ${table}`);
  for (const c of columns) {
    const re = new RegExp(`("${snake(c)}" \\w+) not null`, 'i');
    if (!re.test(create)) throw new Error(`relaxNotNull: ${table}.${snake(c)} is not NOT NULL`);
    create = create.replace(re, '$1');
  }
  const temp = `${table}__relaxed`;
  await sql.raw(create.replace(/^CREATE TABLE "[^"]+"/i, `CREATE TABLE "${temp}"`)).execute(db);
  await sql`insert into ${sql.id(temp)} select * from ${sql.id(table)}`.execute(db);
  await sql`drop table ${sql.id(table)}`.execute(db);
  await sql`alter table ${sql.id(temp)} rename to ${sql.id(table)}`.execute(db);
  for (const r of schema.rows) if (r.type === 'index' && r.sql) await sql.raw(r.sql).execute(db);
}
