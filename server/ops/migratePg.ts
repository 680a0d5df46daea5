import fs from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Kysely, SqliteDialect, CamelCasePlugin } from 'kysely';
import { openDatabase, isPostgresUrl, type DB } from '../db/index.ts';
import { migrateToLatest, pendingMigrations } from '../db/migrate.ts';
import { verifyChain } from '../audit/chain.ts';
import { sqliteFileOf } from './database.ts';
import { runningInstances } from './instances.ts';

// Copies the records as they are, audit chain included: no write goes through the crud service, the rows are moved,
// not written anew (a documented exception, tests/unit/directWrites.test.ts).
/** Tables whose rows a migration loads (server/db/migrations/013_limit_standards.ts). */
const LOADED_BY_MIGRATIONS = new Set(['limit_standards']);

export class MigrationRefused extends Error {}

export interface CopyReport {
  tables: Array<{ table: string; rows: number }>;
  auditEntries: number;
  ms: number;
}

const SKIP = new Set(['kysely_migration', 'kysely_migration_lock']);

/** Tables in an order where every referenced table comes first (self references are filled in afterwards). */
export function copyOrder(tables: string[], refs: Map<string, Set<string>>): string[] {
  const out: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (t: string, path: string[]) => {
    if (state.get(t) === 'done') return;
    if (state.get(t) === 'visiting') throw new Error(`foreign keys form a cycle: ${[...path, t].join(' → ')}`);
    state.set(t, 'visiting');
    for (const dep of refs.get(t) ?? []) if (dep !== t && tables.includes(dep)) visit(dep, [...path, t]);
    state.set(t, 'done');
    out.push(t);
  };
  for (const t of [...tables].sort()) visit(t, []);
  return out;
}

type PgType = 'boolean' | 'jsonb' | 'other';

function convert(value: unknown, type: PgType): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return value === 1 || value === '1' || value === true || value === 'true';
  if (type === 'jsonb') return typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof value === 'bigint') return value.toString();
  return value;
}

export interface MigrateOptions {
  /** file:… of the embedded database to copy */
  from: string;
  /** postgres://… of the target database (must exist; empty unless force) */
  to: string;
  /** copy although the target holds rows (they are deleted) or a server still runs on the source */
  force?: boolean;
  log?: (line: string) => void;
}

/**
 * Copies an embedded database into PostgreSQL: the target is migrated to the same schema, every table is
 * copied with its ids in one transaction (all or nothing), sequences continue after the highest id, and the
 * copy is verified: row counts per table, and the audit chain recomputed on PostgreSQL ending in the same hash.
 */
export async function migrateToPostgres(opts: MigrateOptions): Promise<CopyReport> {
  const log = opts.log ?? (() => undefined);
  const started = Date.now();
  if (isPostgresUrl(opts.from)) throw new MigrationRefused('the source must be an embedded (file:) database');
  if (!isPostgresUrl(opts.to)) throw new MigrationRefused('the target must be a postgres:// URL');
  const file = sqliteFileOf(opts.from);
  if (!fs.existsSync(file)) throw new MigrationRefused(`no database file at ${file}`);

  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  const source = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  const target = openDatabase(opts.to);
  const client = new pg.Client({ connectionString: opts.to });
  sqlite.exec('begin'); // one read snapshot of the source for checks, copy and verification
  try {
    const pending = await pendingMigrations(source);
    if (pending.length)
      throw new MigrationRefused(`the source database is not at the current schema (pending: ${pending.join(', ')}); start the server on it once first`);
    const live = await runningInstances(source);
    if (live.length && !opts.force)
      throw new MigrationRefused(
        `a server is running on the source (${live.map((i) => `${i.host} pid ${i.pid}`).join(', ')}): stop it first so no write is left behind, or pass --force`,
      );
    const sourceChain = await verifyChain(source);
    if (!sourceChain.ok) throw new MigrationRefused(`the source audit chain is broken at entry ${sourceChain.brokenAt}; run npm run audit:verify`);
    const lastHash = (await source.selectFrom('adminLogs').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst())?.hash as string | undefined;

    await migrateToLatest(target.db);
    await client.connect();

    const tables = (sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").pluck().all() as string[]).filter(
      (t) => !SKIP.has(t),
    );
    const refs = new Map<string, Set<string>>();
    const selfRefs = new Map<string, string[]>();
    for (const t of tables) {
      const fks = sqlite.prepare(`select "table", "from" from pragma_foreign_key_list(?)`).all(t) as Array<{ table: string; from: string }>;
      refs.set(t, new Set(fks.map((f) => f.table)));
      selfRefs.set(
        t,
        fks.filter((f) => f.table === t).map((f) => f.from),
      );
    }
    const order = copyOrder(tables, refs);

    const { rows: columnRows } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
      `select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema()`,
    );
    const targetColumns = new Map<string, Map<string, PgType>>();
    for (const r of columnRows) {
      if (!targetColumns.has(r.table_name)) targetColumns.set(r.table_name, new Map());
      targetColumns.get(r.table_name)!.set(r.column_name, r.data_type === 'boolean' ? 'boolean' : r.data_type === 'jsonb' ? 'jsonb' : 'other');
    }
    for (const t of order) {
      const cols = targetColumns.get(t);
      if (!cols) throw new MigrationRefused(`table ${t} has no counterpart in PostgreSQL`);
      const missing = (sqlite.prepare('select name from pragma_table_info(?)').pluck().all(t) as string[]).filter((c) => !cols.has(c));
      if (missing.length) throw new MigrationRefused(`columns ${missing.join(', ')} of ${t} have no counterpart in PostgreSQL`);
    }

    const counts = new Map<string, number>();
    for (const t of order) counts.set(t, Number((await client.query(`select count(*) as n from ${pg.escapeIdentifier(t)}`)).rows[0].n));
    // rows a migration itself loads (013: the shipped limit standards) are in any migrated target; the source holds
    // them too (with the lab's edits), so they do not make the target "not empty" and are replaced like the rest
    const occupied = order.filter((t) => (counts.get(t) ?? 0) > 0 && !LOADED_BY_MIGRATIONS.has(t));
    const replace = order.some((t) => (counts.get(t) ?? 0) > 0);
    if (occupied.length && !opts.force)
      throw new MigrationRefused(`the target database is not empty (${occupied.join(', ')}): use an empty database, or pass --force to replace its rows`);

    const report: CopyReport['tables'] = [];
    await client.query('begin');
    try {
      if (replace) await client.query(`truncate ${order.map((t) => pg.escapeIdentifier(t)).join(', ')} restart identity cascade`);
      for (const t of order) {
        const rows = await copyTable(sqlite, client, t, targetColumns.get(t)!, selfRefs.get(t) ?? []);
        report.push({ table: t, rows });
        log(`  ${t}: ${rows} rows`);
      }
      for (const t of order) {
        if (!targetColumns.get(t)!.has('id')) continue;
        await client.query(
          `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${pg.escapeIdentifier(t)}), 1), (select count(*) > 0 from ${pg.escapeIdentifier(t)}))`,
          [t],
        );
      }
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    }

    // verification on what PostgreSQL now holds
    for (const { table, rows } of report) {
      const n = Number((await client.query(`select count(*) as n from ${pg.escapeIdentifier(table)}`)).rows[0].n);
      if (n !== rows) throw new Error(`verification failed: ${table} has ${n} rows in PostgreSQL, ${rows} were copied`);
    }
    const chain = await verifyChain(target.db);
    if (!chain.ok) throw new Error(`verification failed: the audit chain breaks at entry ${chain.brokenAt} in PostgreSQL (${chain.reason})`);
    const targetLast = (await target.db.selectFrom('adminLogs').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst())?.hash;
    if (targetLast !== lastHash || chain.checked !== sourceChain.checked)
      throw new Error('verification failed: the audit chain in PostgreSQL does not end where the source ends');
    return { tables: report, auditEntries: chain.checked, ms: Date.now() - started };
  } finally {
    sqlite.exec('commit');
    await client.end().catch(() => undefined);
    await target.close();
    await source.destroy();
  }
}

/** Copies one table in id order with multi-row inserts; self references are set once all rows exist. */
async function copyTable(sqlite: Database.Database, client: pg.Client, table: string, types: Map<string, PgType>, selfRefCols: string[]): Promise<number> {
  const columns = sqlite.prepare('select name from pragma_table_info(?) order by cid').pluck().all(table) as string[];
  const colTypes = columns.map((c) => types.get(c)!);
  const quoted = columns.map((c) => pg.escapeIdentifier(c)).join(', ');
  const batchRows = Math.max(1, Math.min(1000, Math.floor(30_000 / columns.length)));
  const hasId = columns.includes('id');
  const stmt = sqlite.prepare(`select * from "${table.replace(/"/g, '""')}"${hasId ? ' order by id' : ''}`).raw(true);
  const deferred: Array<{ id: unknown; col: string; value: unknown }> = [];
  const selfIdx = selfRefCols.map((c) => columns.indexOf(c));
  let batch: unknown[][] = [];
  let copied = 0;
  const flush = async () => {
    if (!batch.length) return;
    const params: unknown[] = [];
    const tuples = batch.map(
      (row) =>
        `(${row
          .map((v, i) => {
            params.push(convert(v, colTypes[i]));
            return `$${params.length}`;
          })
          .join(', ')})`,
    );
    try {
      await client.query(`insert into ${pg.escapeIdentifier(table)} (${quoted}) values ${tuples.join(', ')}`, params);
    } catch (err) {
      throw new Error(`copying ${table} (rows from id ${String(batch[0][columns.indexOf('id')])}) failed: ${(err as Error).message}`);
    }
    copied += batch.length;
    batch = [];
  };
  for (const raw of stmt.iterate() as IterableIterator<unknown[]>) {
    const row = [...raw];
    for (const i of selfIdx) {
      if (row[i] !== null) {
        deferred.push({ id: row[columns.indexOf('id')], col: columns[i], value: row[i] });
        row[i] = null;
      }
    }
    batch.push(row);
    if (batch.length >= batchRows) await flush();
  }
  await flush();
  for (const d of deferred) {
    await client.query(`update ${pg.escapeIdentifier(table)} set ${pg.escapeIdentifier(d.col)} = $1 where id = $2`, [d.value, d.id]);
  }
  return copied;
}
