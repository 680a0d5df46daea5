// List totals are exact after every kind of change, also where the server reuses a total (SQLite: while the
// database is unchanged, see server/crud/countCache.ts).
import Database from 'better-sqlite3';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';

const E = '/admin/api/v1/equipment';

describe.each(databaseTargets())('list totals on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });
  const total = async (query = 'status=maintenance') => (await t.call('GET', `${E}/page?${query}&pageSize=1`, { token: admin })).body.data.total as number;
  const stored = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('equipment')
          .where('status', '=', 'maintenance')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('follows creates, updates and deletes through the API', async () => {
    const start = await total();
    expect(start).toBe(await stored());
    expect(await total()).toBe(start); // asked again, unchanged
    const made = await t.call('POST', E, { token: admin, body: { assetNo: 'TOT-1', name: '计数', status: 'maintenance', calibrationCycleMonths: 12 } });
    expect(made.status).toBe(201);
    expect(await total()).toBe(start + 1);
    await t.call('PUT', `${E}/${made.body.data.id}`, { token: admin, body: { version: made.body.data.version, status: 'in_service' } });
    expect(await total()).toBe(start);
    expect(await total('status=in_service&q=TOT')).toBe(1);
    await t.call('DELETE', `${E}/${made.body.data.id}`, { token: admin });
    expect(await total('status=in_service&q=TOT')).toBe(0);
  });

  it('follows writes that bypass the API, and ignores a rolled-back one', async () => {
    const start = await total();
    const now = new Date().toISOString();
    const row = { version: 1, createdAt: now, updatedAt: now, assetNo: 'TOT-2', name: '直写', status: 'maintenance', calibrationCycleMonths: 12 };
    await t.database.db.insertInto('equipment').values(row).execute();
    expect(await total()).toBe(start + 1);
    await t.database.db
      .transaction()
      .execute(async (tx) => {
        await tx
          .insertInto('equipment')
          .values({ ...row, assetNo: 'TOT-3' })
          .execute();
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await total()).toBe(start + 1);
    await t.database.db.deleteFrom('equipment').where('assetNo', '=', 'TOT-2').execute();
    expect(await total()).toBe(start);
  });

  // another connection to the same file is a SQLite case; other PostgreSQL instances: tests/ops/changeCache.test.ts
  if (target === 'sqlite')
    it('follows a commit made by another connection to the same file', async () => {
      const start = await total();
      const other = new Database(t.database.url.replace(/^file:/, ''));
      try {
        const now = new Date().toISOString();
        other
          .prepare(
            `insert into equipment (version, created_at, updated_at, asset_no, name, status, calibration_cycle_months)
        values (1, ?, ?, 'TOT-4', '他处', 'maintenance', 12)`,
          )
          .run(now, now);
      } finally {
        other.close();
      }
      expect(await total()).toBe(start + 1);
    });
});
