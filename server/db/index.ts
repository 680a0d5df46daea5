import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect, PostgresDialect, CamelCasePlugin, type SqliteDatabase, type Transaction } from 'kysely';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createChangeWatch, type ChangeWatch } from './changes.ts';
import { PreparingClient, namedStatements } from './prepared.ts';
import { retryingTransactions } from './retry.ts';

// Rows are dynamic (one generic service for every resource), so the database type is open.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are dynamic (one generic service for every resource)
export type DB = Record<string, any>;
export type Dialect = 'sqlite' | 'postgres';
export type Tx = Transaction<DB>;

export interface Database_ {
  db: Kysely<DB>;
  dialect: Dialect;
  url: string;
  /**
   * Changes whenever the rows of `tables` (snake_case) may have changed, by this process, another instance or direct
   * SQL; undefined when that cannot be known right now (keep nothing). See server/db/unchanged.ts.
   * SQLite: the file's change stamp (any table). PostgreSQL: change notifications (server/db/changes.ts).
   */
  stampOf(tables: readonly string[], since?: number): string | undefined | Promise<string | undefined>;
  close(): Promise<void>;
}
export type { Database_ as LimsDatabase };

// The thin normalising layer: counts as numbers, timestamps and numerics as strings, on both engines.
pg.types.setTypeParser(20, (v) => Number(v)); // int8 (count(*), bigserial)
pg.types.setTypeParser(1700, (v) => v); // numeric stays a decimal string
pg.types.setTypeParser(1082, (v) => v); // date as YYYY-MM-DD
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString()); // timestamptz
pg.types.setTypeParser(1114, (v) => new Date(v + 'Z').toISOString()); // timestamp

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(url: string): Database_ {
  const plugins = [new CamelCasePlugin()];
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.PG_POOL_MAX ?? 10),
      // statements that come back are parsed and planned once per connection (server/db/prepared.ts)
      ...(namedStatements() ? { Client: PreparingClient } : {}),
    });
    // An idle client whose connection ends (server restart, admin shutdown 57P01) is replaced by the pool;
    // without a listener the pool's 'error' event would crash the process.
    pool.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.warn('[db pool] idle client error:', err.message);
    });
    // a transaction refused for a deadlock or a serialization failure runs again (server/db/retry.ts)
    const db = retryingTransactions(new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins }));
    // the listening connection opens on first use: scripts that only migrate or copy never open it
    let watch: ChangeWatch | undefined;
    const stampOf = (tables: readonly string[], since?: number) => (watch ??= createChangeWatch(url)).stamp(tables, since);
    return {
      db,
      dialect: 'postgres',
      url,
      stampOf,
      close: async () => {
        await watch?.close();
        await db.destroy();
      },
    };
  }
  const file = url.replace(/^file:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL'); // an acknowledged write survives a power cut, not only a crash
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins });
  const changes = sqlite.prepare('select total_changes()').pluck();
  const version = sqlite.prepare('pragma data_version').pluck();
  const stampOf = () => `${version.get()}:${changes.get()}`;
  return { db, dialect: 'sqlite', url, stampOf, close: () => db.destroy() };
}

const STATEMENTS = 500;

/**
 * Kysely prepares every query anew, and parsing the SQL was a tenth of a list request's CPU. Statements are kept by
 * their text; the driver runs one query at a time on the connection, and a statement still busy (an unfinished
 * iteration) is never handed out again.
 */
function withStatementCache(sqlite: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement || statement.busy) {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENTS) statements.clear();
        statements.set(text, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}
