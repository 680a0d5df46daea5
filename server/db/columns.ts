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
