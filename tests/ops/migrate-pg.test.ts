import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/index.ts';
import { verifyChain } from '../../server/audit/chain.ts';
import { migrateToPostgres } from '../../server/ops/migratePg.ts';
import { multipart } from '../api/harness.ts';
import { runScript } from './cli.ts';

// these tests start real apps (and processes) on a 2-core machine shared with other suites
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const PG = process.env.LIMS_TEST_PG_URL;
if (!PG) console.log('migrate:to-postgres tests skipped: set LIMS_TEST_PG_URL to a PostgreSQL server the tests may create databases on');

async function start(databaseUrl: string, dataDir: string): Promise<App> {
  const app = await buildApp(
    loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, CAPTCHA_TEST_CODE: '1234', LOG_DIR: path.join(os.tmpdir(), 'lims-test-logs') }),
  );
  await app.app.ready();
  return app;
}
async function login(a: App, username: string): Promise<string> {
  const m = multipart({ username, password: '123456', type: 'web-admin' });
  const res = await a.app.inject({ method: 'POST', url: '/admin/index/login', ...m });
  return JSON.parse(res.body).data.token;
}
async function call(a: App, method: string, url: string, token: string, body?: object) {
  const res = await a.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, payload: body });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
async function tableCounts(url: string): Promise<Record<string, number>> {
  const d = openDatabase(url);
  try {
    const names =
      d.dialect === 'sqlite'
        ? (
            await d.db
              .selectFrom('sqlite_master' as string)
              .select('name')
              .where('type', '=', 'table')
              .execute()
          ).map((r) => r.name as string)
        : (
            await d.db
              .selectFrom('information_schema.tables' as string)
              .select('tableName')
              .where('tableSchema', '=', 'public')
              .execute()
          ).map((r) => r.tableName as string);
    const out: Record<string, number> = {};
    for (const n of names.filter((x) => !x.startsWith('sqlite_') && !x.startsWith('kysely_') && x !== 'realtime_payload').sort()) {
      out[n] = Number(
        (
          await d.db
            .selectFrom(n)
            .select((eb) => eb.fn.countAll().as('c'))
            .executeTakeFirstOrThrow()
        ).c,
      );
    }
    return out;
  } finally {
    await d.close();
  }
}

/** The ids of every table that has an id column, in order: the copy must keep each row's id (gaps included). */
async function tableIds(url: string): Promise<Record<string, number[]>> {
  const d = openDatabase(url);
  try {
    const names =
      d.dialect === 'sqlite'
        ? (
            await d.db
              .selectFrom('sqlite_master' as string)
              .select('name')
              .where('type', '=', 'table')
              .execute()
          ).map((r) => r.name as string)
        : (
            await d.db
              .selectFrom('information_schema.tables' as string)
              .select('tableName')
              .where('tableSchema', '=', 'public')
              .execute()
          ).map((r) => r.tableName as string);
    const out: Record<string, number[]> = {};
    for (const n of names.filter((x) => !x.startsWith('sqlite_') && !x.startsWith('kysely_') && x !== 'realtime_payload').sort()) {
      const cols =
        d.dialect === 'sqlite'
          ? (await sql<{ name: string }>`select name from pragma_table_info(${n})`.execute(d.db)).rows.map((r) => r.name)
          : (
              await sql<{
                name: string;
              }>`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${n}`.execute(d.db)
            ).rows.map((r) => r.name);
      if (!cols.includes('id')) continue;
      out[n] = (await sql<{ id: number | string }>`select id from ${sql.table(n)} order by id`.execute(d.db)).rows.map((r) => Number(r.id));
    }
    return out;
  } finally {
    await d.close();
  }
}

describe.skipIf(!PG)('npm run migrate:to-postgres', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-migrate-'));
  const from = `file:${path.join(dir, 'lims.db')}`;
  const name = `lims_m_${crypto.randomBytes(5).toString('hex')}`;
  const to = (() => {
    const u = new URL(PG ?? 'postgres://x/y');
    u.pathname = `/${name}`;
    return u.toString();
  })();
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: PG });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  let source: App;
  let sourceAssetNos: string[] = [];
  let lastOrderNo = '';

  beforeAll(async () => {
    await admin(`create database ${name}`);
    source = await start(from, dir);
    const root = await login(source, 'admin');
    const clerk = await login(source, 'clerk');
    const made = [];
    for (const n of [1, 2, 3])
      made.push((await call(source, 'POST', '/admin/api/v1/equipment', root, { assetNo: `MG-${n}`, name: `迁移设备 ${n}` })).body.data);
    expect((await call(source, 'DELETE', `/admin/api/v1/equipment/${made[1].id}`, root)).status).toBe(200); // an id gap
    const order = (
      await call(source, 'POST', '/admin/api/v1/orders', clerk, {
        clientId: 1,
        projectName: '迁移项目',
        category: 'commissioned',
        points: [{ name: 'P1', matrix: 'wastewater', parameterIds: [1, 2] }],
      })
    ).body.data;
    expect((await call(source, 'POST', `/admin/api/v1/orders/${order.id}/transitions/submit`, clerk, { version: 1 })).status).toBe(200);
    lastOrderNo = order.orderNo;
    sourceAssetNos = (await call(source, 'GET', '/admin/api/v1/equipment/page?pageSize=100&sort=assetNo&order=asc', root)).body.data.list.map(
      (r: { assetNo: string }) => r.assetNo,
    );
  });
  afterAll(async () => {
    await source?.close().catch(() => undefined);
    await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('refuses while a server still writes to the source', async () => {
    await expect(migrateToPostgres({ from, to })).rejects.toThrow(/a server is running on the source/);
  }, 60_000);

  it('copies every table with its ids, continues sequences and keeps the audit chain', async () => {
    await source.close(); // graceful stop: the instance row is removed
    const expected = await tableCounts(from);
    const expectedIds = await tableIds(from);
    expect(Object.keys(expectedIds).length).toBeGreaterThan(20);
    const r = await runScript('migrate-to-postgres.ts', ['--from', from, '--to', to], {});
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.stdout).toMatch(/verified: row counts match, audit chain intact \(\d+ entries\)/);
    expect(await tableCounts(to)).toEqual(expected);
    expect(await tableIds(to)).toEqual(expectedIds);

    const target = await start(to, dir); // SEED_DEMO finds users and seeds nothing
    try {
      expect((await verifyChain(target.database.db)).ok).toBe(true);
      const root = await login(target, 'admin'); // password hashes came along
      const list = await call(target, 'GET', '/admin/api/v1/equipment/page?pageSize=100&sort=assetNo&order=asc', root);
      expect(list.body.data.list.map((r: { assetNo: string }) => r.assetNo)).toEqual(sourceAssetNos);
      const maxId = Math.max(...list.body.data.list.map((r: { id: number }) => r.id));
      const next = await call(target, 'POST', '/admin/api/v1/equipment', root, { assetNo: 'MG-9', name: '迁移后新增' });
      expect(next.status).toBe(201);
      expect(next.body.data.id).toBe(maxId + 1); // the id sequence continues after the copied rows
      const clerk = await login(target, 'clerk');
      const order = (await call(target, 'POST', '/admin/api/v1/orders', clerk, { clientId: 1, projectName: '迁移后委托', category: 'commissioned' })).body.data;
      expect(order.orderNo > lastOrderNo).toBe(true); // numbering continues, no duplicate order number
      expect((await verifyChain(target.database.db)).ok).toBe(true);
    } finally {
      await target.close();
    }
  }, 60_000);

  it('refuses a target that already holds rows unless --force', async () => {
    const again = await runScript('migrate-to-postgres.ts', ['--from', from, '--to', to], {});
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('the target database is not empty');
    const forced = await runScript('migrate-to-postgres.ts', ['--from', from, '--to', to, '--force'], {});
    expect(forced.code, forced.stderr).toBe(0);
    expect(await tableCounts(to)).toEqual(await tableCounts(from));
  }, 60_000);
});
