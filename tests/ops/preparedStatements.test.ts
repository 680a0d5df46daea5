// The pool's statements that come back run as named prepared statements on PostgreSQL (server/db/prepared.ts): parsed
// once per connection, still correct after another process changed a table under them (a migration adding a column
// to a `select *`), and not at all with PG_NAMED_STATEMENTS=off.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { freshDatabase } from './serverProcess.ts';
import { openDatabase, type LimsDatabase } from '../../server/db/index.ts';
import { transactionRetries } from '../../server/db/retry.ts';

const PG = process.env.LIMS_TEST_PG_URL;
if (!PG) console.log('prepared statements test skipped: it needs PostgreSQL (set LIMS_TEST_PG_URL)');

/** one connection, so that what it prepared is what pg_prepared_statements shows */
function openOne(url: string, env: Record<string, string> = {}): LimsDatabase {
  const saved = { PG_POOL_MAX: process.env.PG_POOL_MAX, PG_NAMED_STATEMENTS: process.env.PG_NAMED_STATEMENTS };
  Object.assign(process.env, { PG_POOL_MAX: '1', ...env });
  try {
    return openDatabase(url);
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe.skipIf(!PG)('named prepared statements on PostgreSQL', () => {
  let dir: string;
  let target: { url: string; drop(): Promise<void> };
  let database: LimsDatabase;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-prepared-'));
    target = await freshDatabase('postgres', dir);
    database = openOne(target.url);
    await sql`create table gauges (id int primary key, label text)`.execute(database.db);
    await sql`insert into gauges values (1, 'a'), (2, 'b')`.execute(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await target?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const read = (id: number) => database.db.selectFrom('gauges').selectAll().where('id', '=', id).executeTakeFirst();
  const prepared = async (db: LimsDatabase) =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements where not from_sql`.execute(db.db)).rows.map((r) => r.statement);

  it('prepares a statement the second time it comes, once per connection', async () => {
    expect(await read(1)).toEqual({ id: 1, label: 'a' });
    expect(await prepared(database)).toEqual([]);
    expect(await read(2)).toEqual({ id: 2, label: 'b' });
    expect(await read(1)).toEqual({ id: 1, label: 'a' });
    expect(await prepared(database)).toEqual(['select * from "gauges" where "id" = $1']);
  });

  it('reads on after another process added a column under a prepared select *, and sees the column', async () => {
    const other = openOne(target.url);
    try {
      await sql`alter table gauges add column grade int default 7`.execute(other.db);
    } finally {
      await other.close();
    }
    // PostgreSQL refuses the prepared statement (0A000, its result type changed): run alone, it is run again
    expect(await read(1)).toEqual({ id: 1, label: 'a', grade: 7 });
    expect(await read(2)).toEqual({ id: 2, label: 'b', grade: 7 });
    expect(await read(2)).toEqual({ id: 2, label: 'b', grade: 7 });
  });

  it('in a transaction the refusal ends the attempt, and the transaction is run again whole (server/db/retry.ts) with the statement prepared anew', async () => {
    await sql`alter table gauges add column note text`.execute(database.db);
    const before = transactionRetries();
    expect(await database.db.transaction().execute((tx) => tx.selectFrom('gauges').selectAll().where('id', '=', 1).execute())).toEqual([
      { id: 1, label: 'a', grade: 7, note: null },
    ]);
    expect(transactionRetries()).toBe(before + 1);
    expect(await read(1)).toEqual({ id: 1, label: 'a', grade: 7, note: null });
  });

  it('prepares nothing with PG_NAMED_STATEMENTS=off', async () => {
    const off = openOne(target.url, { PG_NAMED_STATEMENTS: 'off' });
    try {
      for (let i = 0; i < 3; i++) await off.db.selectFrom('gauges').select('label').where('id', '=', 1).execute();
      expect(await prepared(off)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
