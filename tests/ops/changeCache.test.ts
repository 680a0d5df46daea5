// Two server processes on one PostgreSQL keep sessions and list totals in memory (server/db/changes.ts): every
// change — through either instance, by direct SQL, a logout, a disabled account, a role change — is seen by the other
// instance's next request, also while and after its notification connection is killed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { api, kill, loginHttp, startServer, type ServerProcess } from './serverProcess.ts';
import { TEMPLATE_ENV, copyTemplateData, pgUrlOf, seededTemplate } from '../api/harness.ts';
import { APPLICATION_NAME } from '../../server/db/changes.ts';
import { migrateToLatest, migrations } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/index.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

const PG = process.env.LIMS_TEST_PG_URL;
if (!PG) console.log('change cache test skipped: it needs PostgreSQL (set LIMS_TEST_PG_URL)');

const E = '/admin/api/v1/equipment';

describe.skipIf(!PG)('sessions and totals kept in memory by two instances on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let dir: string;
  let name: string;
  let sqlc: pg.Client; // direct SQL, as an operator or another program would write
  let admin: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-changes-'));
    name = `lims_c_${crypto.randomBytes(5).toString('hex')}`;
    const template = seededTemplate('postgres');
    const root = new pg.Client({ connectionString: PG });
    await root.connect();
    await root.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await root.end();
    if (template) copyTemplateData('postgres', dir);
    else console.log(`no seeded template (${TEMPLATE_ENV.postgres}): the first instance seeds`);
    const env = { DATABASE_URL: pgUrlOf(PG!, name), DATA_DIR: dir };
    a = await startServer(env);
    b = await startServer(env);
    sqlc = new pg.Client({ connectionString: env.DATABASE_URL });
    await sqlc.connect();
    admin = await loginHttp(a.base, 'admin');
  });
  afterAll(async () => {
    await sqlc?.end();
    if (a) await kill(a, 'SIGTERM');
    if (b) await kill(b, 'SIGTERM');
    const root = new pg.Client({ connectionString: PG });
    await root.connect();
    await root.query(`drop database if exists ${name} with (force)`);
    await root.end();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const total = async (server: ServerProcess, query = 'status=maintenance') => {
    const res = await api(server.base, 'GET', `${E}/page?${query}&pageSize=1`, admin);
    expect(res.status).toBe(200);
    return res.body.data.total as number;
  };
  const stored = async () => Number((await sqlc.query(`select count(*) as n from equipment where status = 'maintenance'`)).rows[0].n);
  let n = 0;
  const insertSql = () =>
    sqlc.query(
      `insert into equipment (version, created_at, updated_at, asset_no, name, status, calibration_cycle_months)
    values (1, now(), now(), $1, '直写', 'maintenance', 12)`,
      [`CHG-SQL-${++n}`],
    );
  const listeners = async () =>
    (await sqlc.query(`select pid from pg_stat_activity where datname = $1 and application_name = $2`, [name, APPLICATION_NAME])).rows.map(
      (r) => r.pid as number,
    );

  it('keeps a total on PostgreSQL: a write that announces nothing is not seen (the cache is really used)', async () => {
    // each instance opens its listening connection at its first request that may use a kept value
    await Promise.all([total(a), total(b)]);
    await expect.poll(async () => (await listeners()).length, { timeout: 20_000 }).toBe(2);
    const before = await total(b);
    expect(await total(b)).toBe(before);
    // with the trigger off, PostgreSQL announces nothing: an instance that recounted every time would see the row
    await sqlc.query('alter table equipment disable trigger lims_changes');
    try {
      await insertSql();
      expect(await total(b)).toBe(before);
    } finally {
      await sqlc.query('alter table equipment enable trigger lims_changes');
    }
    await insertSql();
    expect(await total(b)).toBe(before + 2);
    expect(await total(a)).toBe(before + 2);
  });

  it('follows writes through either instance and by direct SQL on the next request of the other', async () => {
    for (let i = 0; i < 12; i++) {
      const [writer, reader] = i % 2 ? [a, b] : [b, a];
      await total(reader); // warm: the next answer would come from memory if nothing were announced
      if (i % 3 === 2) {
        await insertSql();
      } else {
        const made = await api(writer.base, 'POST', E, admin, { assetNo: `CHG-API-${i}`, name: '两实例', status: 'maintenance', calibrationCycleMonths: 12 });
        expect(made.status).toBe(201);
      }
      expect(await total(reader)).toBe(await stored());
    }
    const one = await api(a.base, 'GET', `${E}/page?q=CHG-API-4&pageSize=5`, admin);
    await sqlc.query(`update equipment set status = 'in_service' where asset_no = 'CHG-API-4'`);
    expect((await api(b.base, 'GET', `${E}/page?q=CHG-API-4&status=maintenance&pageSize=5`, admin)).body.data.total).toBe(0);
    expect(one.body.data.total).toBe(1);
    await sqlc.query(`delete from equipment where asset_no like 'CHG-SQL-%'`);
    expect(await total(b)).toBe(await stored());
  });

  it('ends a session on B at its next request after a logout, a role change or a disabled account on A', async () => {
    // logout on A
    const t1 = await loginHttp(b.base, 'clerk');
    expect((await api(b.base, 'GET', '/admin/api/v1/users/me', t1)).status).toBe(200);
    // B keeps the session: a revocation that announces nothing (trigger off) is not seen, an announced one is
    await sqlc.query('alter table auth_tokens disable trigger lims_changes');
    try {
      await sqlc.query(`update auth_tokens set revoked_at = now() where revoked_at is null and user_id = (select id from users where username = 'clerk')`);
      expect((await api(b.base, 'GET', '/admin/api/v1/users/me', t1)).status).toBe(200);
    } finally {
      await sqlc.query('alter table auth_tokens enable trigger lims_changes');
    }
    await sqlc.query(`update auth_tokens set revoked_at = null where user_id = (select id from users where username = 'clerk')`);
    expect((await api(b.base, 'GET', '/admin/api/v1/users/me', t1)).status).toBe(200);
    const form = new FormData();
    form.set('type', 'web-admin');
    expect((await fetch(`${a.base}/admin/index/logout`, { method: 'POST', body: form, headers: { authorization: `Bearer ${t1}` } })).status).toBe(200);
    expect((await api(b.base, 'GET', '/admin/api/v1/users/me', t1)).status).toBe(401);

    // role change on A: the clerk gains, then loses, the equipment manager's role
    const clerk = await loginHttp(a.base, 'clerk');
    expect((await api(b.base, 'GET', `${E}/page`, clerk)).status).toBe(403);
    const user = (await sqlc.query(`select id, role_ids, version from users where username = 'clerk'`)).rows[0];
    const baseRoles = (typeof user.role_ids === 'string' ? JSON.parse(user.role_ids) : user.role_ids) as number[];
    const equipmentRole = (await sqlc.query(`select id from roles where code = 'EQUIPMENT_MANAGER'`)).rows[0].id as number;
    const granted = await api(a.base, 'PUT', `/admin/api/v1/users/${user.id}`, admin, { version: user.version, roleIds: [...baseRoles, equipmentRole] });
    expect(granted.status).toBe(200);
    expect((await api(b.base, 'GET', `${E}/page`, clerk)).status).toBe(200);
    const revoked = await api(a.base, 'PUT', `/admin/api/v1/users/${user.id}`, admin, { version: granted.body.data.version, roleIds: baseRoles });
    expect(revoked.status).toBe(200);
    expect((await api(b.base, 'GET', `${E}/page`, clerk)).status).toBe(403);

    // disabled by direct SQL, enabled again, then disabled through A (which also revokes the account's tokens)
    await sqlc.query(`update users set status = 'disabled' where id = $1`, [user.id]);
    expect((await api(b.base, 'GET', '/admin/api/v1/users/me', clerk)).status).toBe(401);
    await sqlc.query(`update users set status = 'enabled' where id = $1`, [user.id]);
    expect((await api(b.base, 'GET', '/admin/api/v1/users/me', clerk)).status).toBe(200);
    const disabled = await api(a.base, 'PUT', `/admin/api/v1/users/${user.id}`, admin, { version: revoked.body.data.version, status: 'disabled' });
    expect(disabled.status).toBe(200);
    expect((await api(b.base, 'GET', '/admin/api/v1/users/me', clerk)).status).toBe(401);
  });

  it('answers exactly while its notification connection is killed, and keeps values again once it listens anew', async () => {
    const before = await listeners();
    expect(before.length).toBe(2);
    const reads = [b, a];
    let killed = false;
    for (let i = 0; i < 16; i++) {
      const reader = reads[i % 2];
      await total(reader);
      if (i === 5) {
        // mid-run: both instances lose their listening connection
        await sqlc.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2', [name, APPLICATION_NAME]);
        killed = true;
      }
      await insertSql();
      expect(await total(reader)).toBe(await stored());
      if (i === 6) {
        // both listen again (new backends), and the answers stayed exact in between
        await expect.poll(async () => (await listeners()).filter((p) => !before.includes(p)).length, { timeout: 20_000 }).toBe(2);
      }
    }
    expect(killed).toBe(true);
    // after the reconnect values are kept again: a silent write (trigger off) is not seen, an announced one is
    await total(b);
    const kept = await total(b);
    await sqlc.query('alter table equipment disable trigger lims_changes');
    try {
      await insertSql();
      expect(await total(b)).toBe(kept);
    } finally {
      await sqlc.query('alter table equipment enable trigger lims_changes');
    }
    await insertSql();
    expect(await total(b)).toBe(await stored());
  });

  // last: it replaces the equipment table
  it('drops what it keeps when another process runs a migration (a schema change fires no row trigger)', async () => {
    await total(b);
    const kept = await total(b);
    expect(kept).toBeGreaterThan(0);
    // a migration that replaces the table by an empty copy: DDL only, so no row trigger announces it
    const swap = {
      async up(db: Parameters<typeof migrateToLatest>[0]) {
        await sql`ALTER TABLE equipment RENAME TO equipment_before_swap`.execute(db);
        await sql`CREATE TABLE equipment (LIKE equipment_before_swap INCLUDING ALL)`.execute(db);
      },
    };
    const other = openDatabase(pgUrlOf(PG!, name));
    try {
      await migrateToLatest(other.db, { getMigrations: async () => ({ ...migrations, '999_test_swap_equipment': swap }) });
    } finally {
      await other.close();
    }
    expect(await stored()).toBe(0);
    expect(await total(b)).toBe(0);
    expect(await total(a)).toBe(0);
  });
});
