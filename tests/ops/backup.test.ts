import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../api/harness.ts';
import { openDatabase } from '../../server/db/index.ts';
import { verifyChain } from '../../server/audit/chain.ts';
import { checkBackup } from '../../server/ops/restore.ts';
import { runScript } from './cli.ts';

// these tests start real apps (and processes) on a 2-core machine shared with other suites
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const E = '/admin/api/v1/equipment';

/** A second, empty PostgreSQL database beside the test app's (dropped in afterAll). */
async function scratchPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.LIMS_TEST_PG_URL!;
  const name = `lims_r_${crypto.randomBytes(5).toString('hex')}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await run(`create database ${name}`);
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function countIn(url: string, table: string): Promise<number> {
  const d = openDatabase(url);
  try {
    return Number(
      (
        await d.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  } finally {
    await d.close();
  }
}

describe.each(databaseTargets())('backup and restore on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let dataDir: string;
  let env: Record<string, string>;
  let backupFile = '';
  let atBackup = 0;
  const cleanups: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-backup-'));
    t = await startTestApp(target, { DATA_DIR: dataDir });
    admin = await t.login('admin');
    env = { DATABASE_URL: t.database.url, DATA_DIR: dataDir };
  });
  afterAll(async () => {
    await t.close();
    for (const c of cleanups) await c();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const create = (n: number) => t.call('POST', E, { token: admin, body: { assetNo: `BK-${n}`, name: `备份测试 ${n}` } });

  it('backs up online while writes continue, into a timestamped file with a checksum', async () => {
    for (let i = 0; i < 5; i++) expect((await create(i)).status).toBe(201);
    const before = await countIn(t.database.url, 'equipment');
    const writes = Promise.all(Array.from({ length: 20 }, (_, i) => create(100 + i)));
    const r = await runScript('backup.ts', [], env);
    await writes;
    expect(r.code, r.stderr).toBe(0);
    const m = /backup written: (.+)/.exec(r.stdout);
    backupFile = m![1].trim();
    const ext = target === 'sqlite' ? 'db' : 'dump';
    expect(path.basename(backupFile)).toMatch(new RegExp(`^lims-\\d{8}-\\d{6}(-\\d+)?\\.${ext}$`));
    expect(path.dirname(path.resolve(backupFile))).toBe(path.join(dataDir, 'backups'));
    // sha256sum's own format: the standard tool checks it
    execFileSync('sha256sum', ['-c', `${path.basename(backupFile)}.sha256`], { cwd: path.dirname(backupFile) });
    const checked = await checkBackup(backupFile);
    expect(checked.kind).toBe(target);
    if (target === 'sqlite') {
      const copy = new Database(backupFile, { readonly: true });
      atBackup = copy.prepare('select count(*) from equipment').pluck().get() as number;
      copy.close();
      expect(atBackup).toBeGreaterThanOrEqual(before);
      expect(atBackup).toBeLessThanOrEqual(before + 20);
      expect(checked.auditEntries).toBeGreaterThan(0);
    }
  }, 60_000);

  it('refuses a corrupt file, a file that is not a database and a file without checksum', async () => {
    const dir = path.join(dataDir, 'bad');
    fs.mkdirSync(dir, { recursive: true });
    const flipped = path.join(dir, path.basename(backupFile));
    const bytes = fs.readFileSync(backupFile);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(flipped, bytes);
    fs.copyFileSync(`${backupFile}.sha256`, `${flipped}.sha256`);
    const corrupt = await runScript('restore.ts', [flipped], { ...env, DATABASE_URL: target === 'sqlite' ? `file:${path.join(dir, 'x.db')}` : t.database.url });
    expect(corrupt.code).toBe(1);
    expect(corrupt.stderr).toContain('checksum mismatch');

    const text = path.join(dir, 'notes.db');
    fs.writeFileSync(text, 'this is not a database\n'.repeat(100));
    fs.writeFileSync(`${text}.sha256`, `${crypto.createHash('sha256').update(fs.readFileSync(text)).digest('hex')}  notes.db\n`);
    const notDb = await runScript('restore.ts', [text], { ...env, DATABASE_URL: `file:${path.join(dir, 'x.db')}` });
    expect(notDb.code).toBe(1);
    expect(notDb.stderr).toContain('is not a database backup');

    const foreign = path.join(dir, 'other.db');
    const o = new Database(foreign);
    o.exec('create table t (x int); insert into t values (1);');
    o.close();
    fs.writeFileSync(`${foreign}.sha256`, `${crypto.createHash('sha256').update(fs.readFileSync(foreign)).digest('hex')}  other.db\n`);
    const other = await runScript('restore.ts', [foreign], { ...env, DATABASE_URL: `file:${path.join(dir, 'x.db')}` });
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('not a LIMS database');

    const bare = path.join(dir, 'bare.db');
    fs.copyFileSync(backupFile, bare);
    const noSum = await runScript('restore.ts', [bare], { ...env, DATABASE_URL: `file:${path.join(dir, 'x.db')}` });
    expect(noSum.code).toBe(1);
    expect(noSum.stderr).toContain('no checksum file');
    expect(fs.existsSync(path.join(dir, 'x.db'))).toBe(false);
  }, 60_000);

  it('restores into a fresh database with the audit chain intact', async () => {
    let url: string;
    if (target === 'sqlite') {
      url = `file:${path.join(dataDir, 'fresh', 'lims.db')}`;
    } else {
      const scratch = await scratchPgDatabase();
      cleanups.push(scratch.drop);
      url = scratch.url;
    }
    const r = await runScript('restore.ts', [backupFile], { ...env, DATABASE_URL: url });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/audit chain verified \(\d+ entries\)/);
    const restored = openDatabase(url);
    try {
      const n = Number(
        (
          await restored.db
            .selectFrom('equipment')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(n).toBeGreaterThanOrEqual(6 + 5);
      if (target === 'sqlite') expect(n).toBe(atBackup);
      expect((await verifyChain(restored.db)).ok).toBe(true);
      expect(await restored.db.selectFrom('users').select('username').where('username', '=', 'admin').executeTakeFirst()).toBeTruthy();
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('refuses to overwrite the database of a running server without --force, and with --force keeps a safety copy', async () => {
    const live = await runScript('restore.ts', [backupFile], env);
    expect(live.code).toBe(1);
    expect(live.stderr).toContain('a server is running on this database');
    expect(live.stderr).toContain(`pid ${process.pid}`);
    // the running database is untouched
    expect((await t.call('GET', `${E}/page?pageSize=1`, { token: admin })).status).toBe(200);

    expect((await create(900)).status).toBe(201); // a change after the backup
    const forced = await runScript('restore.ts', [backupFile, '--force'], env);
    expect(forced.code, forced.stderr).toBe(0);
    const safety = /previous database saved as (.+)/.exec(forced.stdout)![1].trim();
    expect(path.basename(safety)).toMatch(/^pre-restore-\d{8}-\d{6}/);
    expect(fs.existsSync(`${safety}.sha256`)).toBe(true);
    const safetyCheck = await checkBackup(safety);
    expect(safetyCheck.kind).toBe(target);
    if (target === 'postgres') {
      // the live database itself was replaced: the change made after the backup is gone
      const rows = await t.database.db.selectFrom('equipment').select('assetNo').where('assetNo', '=', 'BK-900').execute();
      expect(rows).toEqual([]);
      expect((await verifyChain(t.database.db)).ok).toBe(true);
    }
  }, 60_000);
});
