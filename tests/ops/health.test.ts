import { sql } from 'kysely';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, type TestApp } from '../api/harness.ts';
import { startIsolatedApp } from './isolatedApp.ts';
import { migrations } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/index.ts';
import { createHealth } from '../../server/ops/health.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

// /admin/health is what a proxy or orchestrator asks before sending traffic: 200 only when the database answers
// and every migration this code knows has run; 503 (with what is missing) otherwise, so an instance on an
// old or unreachable database is taken out of rotation instead of failing requests.

describe.each(databaseTargets())('/admin/health on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startIsolatedApp(target);
  });
  afterAll(async () => {
    await t.close();
  });
  const health = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/health' });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };

  it('answers 200 with no pending migration on a migrated database, without a token', async () => {
    expect(await health()).toEqual({
      status: 200,
      body: { code: '00000', msg: 'ok', data: { db: 'ok', dialect: target, pending: [], transactionRetries: 0 } },
    });
  });

  it('answers 503 naming the migration that has not run, and 200 again once it has', async () => {
    const last = Object.keys(migrations).sort().at(-1)!;
    const row = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration where name = ${last}`.execute(t.database.db);
    expect(row.rows.length).toBe(1);
    await sql`delete from kysely_migration where name = ${last}`.execute(t.database.db);
    await t.health.refreshMigrations(); // the state is read at start and after migrating, not on every probe
    try {
      const h = await health();
      expect(h.status).toBe(503);
      expect(h.body).toMatchObject({ code: 'B0001', msg: 'migrations pending', data: { db: 'ok', pending: [last] } });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.rows[0].name}, ${row.rows[0].timestamp})`.execute(t.database.db);
      await t.health.refreshMigrations();
    }
    expect((await health()).status).toBe(200);
  });

  it('answers 503 db down when the database does not answer', async () => {
    // a database nobody listens on stands in for the real one while the question is asked
    const gone = openDatabase('postgres://postgres@127.0.0.1:1/nowhere');
    const real = t.database.db;
    (t.database as { db: unknown }).db = gone.db;
    t.health.recheck(); // the database is asked at most once a second: this probe is the next one that asks
    try {
      const h = await health();
      expect(h.status).toBe(503);
      expect(h.body).toMatchObject({ code: 'B0001', msg: 'database unreachable', data: { db: 'down' } });
    } finally {
      (t.database as { db: unknown }).db = real;
      await gone.close();
      t.health.recheck();
    }
    expect((await health()).status).toBe(200);
  });

  it('answers 50 concurrent probes from memory: one database ping shared by all, none within the second after it', async () => {
    let pings = 0;
    const counted = {
      ...t.database,
      db: t.database.db.withPlugin({
        transformQuery: (a) => {
          pings++;
          return a.node;
        },
        transformResult: async (a) => a.result,
      }),
    };
    const h = await createHealth(counted as never, 1000);
    pings = 0;
    h.recheck();
    const answers = await Promise.all(Array.from({ length: 50 }, () => h.state()));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(pings).toBe(1);
    await Promise.all(Array.from({ length: 50 }, () => h.state()));
    expect(pings).toBe(1);
  });
});
