import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, type TestApp } from '../api/harness.ts';
import { startIsolatedApp } from './isolatedApp.ts';
import { crossedMoment, parseDaily, startBackupScheduler } from '../../server/ops/scheduler.ts';
import { checkBackup } from '../../server/ops/restore.ts';

// these tests start real apps (and processes) on a 2-core machine shared with other suites
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const local = (s: string) => new Date(s); // 'YYYY-MM-DDTHH:MM:SS' without zone is local time

describe('daily schedule arithmetic', () => {
  it('parses HH:MM and nothing else', () => {
    expect(parseDaily('02:00')).toEqual({ hour: 2, minute: 0 });
    expect(parseDaily(' 23:59 ')).toEqual({ hour: 23, minute: 59 });
    for (const bad of ['', 'off', '24:00', '2:5', '02:60', '0 2 * * *', null, undefined, 3]) expect(parseDaily(bad)).toBeNull();
  });

  it('finds the moment between two ticks exactly once, and not at start-up after it', () => {
    const d = { hour: 2, minute: 0 };
    expect(crossedMoment(d, local('2030-01-01T01:59:30'), local('2030-01-01T02:00:00'))).toBe('2030-01-01 02:00');
    expect(crossedMoment(d, local('2030-01-01T02:00:00'), local('2030-01-01T02:00:30'))).toBeNull();
    expect(crossedMoment(d, local('2030-01-01T01:00:00'), local('2030-01-01T01:59:59'))).toBeNull();
    expect(crossedMoment(d, local('2030-01-01T15:00:00'), local('2030-01-01T15:00:30'))).toBeNull(); // started in the afternoon
    expect(crossedMoment(d, local('2030-01-01T23:59:50'), local('2030-01-02T02:00:10'))).toBe('2030-01-02 02:00'); // a late tick
    expect(crossedMoment({ hour: 0, minute: 0 }, local('2030-01-01T23:59:50'), local('2030-01-02T00:00:10'))).toBe('2030-01-02 00:00');
  });
});

describe.each(databaseTargets())('scheduled backup inside the server on %s', (target) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-sched-'));
    t = await startIsolatedApp(target);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const setConfig = async (key: string, value: string) => {
    const found = await t.database.db.selectFrom('configs').select('id').where('configKey', '=', key).executeTakeFirst();
    if (found) await t.database.db.updateTable('configs').set({ configValue: value }).where('configKey', '=', key).execute();
    else
      await t.database.db
        .insertInto('configs')
        .values({ configKey: key, configName: key, configValue: value, version: 1, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() })
        .execute();
  };

  it('reads backup.cron from the configs table, backs up once a day, and one instance of several takes the run', async () => {
    expect((await t.database.db.selectFrom('configs').select('configValue').where('configKey', '=', 'backup.cron').executeTakeFirstOrThrow()).configValue).toBe(
      '02:00',
    );
    await setConfig('backup.cron', '02:00');
    await setConfig('backup.keep', '1');
    const since = local('2030-01-01T01:59:00');
    const a = startBackupScheduler(t.database, { dir, instanceId: 'a', log: t.app.log, timer: false, since });
    const b = startBackupScheduler(t.database, { dir, instanceId: 'b', log: t.app.log, timer: false, since });
    try {
      expect(await a.tick(local('2030-01-01T01:59:30'))).toBeNull();
      const first = await a.tick(local('2030-01-01T02:00:05'));
      expect(first).not.toBeNull();
      expect((await checkBackup(first!.file)).kind).toBe(target);
      expect(await b.tick(local('2030-01-01T02:00:07'))).toBeNull(); // the other instance finds the run claimed
      expect(await a.tick(local('2030-01-01T02:30:00'))).toBeNull();

      const runs = await t.database.db.selectFrom('backupRuns').selectAll().orderBy('id').execute();
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ runKey: 'scheduled 2030-01-01 02:00', trigger: 'scheduled', status: 'ok', instanceId: 'a', sha256: first!.sha256 });
      expect(Number(runs[0].bytes)).toBe(first!.bytes);

      // next day: a new backup; backup.keep = 1 prunes the first
      const second = await b.tick(local('2030-01-02T02:00:02'));
      expect(second).not.toBeNull();
      expect(await a.tick(local('2030-01-02T02:00:03'))).toBeNull();
      expect(fs.existsSync(first!.file)).toBe(false);
      expect(fs.existsSync(`${first!.file}.sha256`)).toBe(false);
      expect(fs.existsSync(second!.file)).toBe(true);

      // a changed time is read on the next tick; 'off' disables the schedule
      await setConfig('backup.cron', '03:15');
      expect(await a.tick(local('2030-01-02T03:15:01'))).not.toBeNull();
      await setConfig('backup.cron', 'off');
      expect(await a.tick(local('2030-01-03T03:15:01'))).toBeNull();
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('offers a ROOT-only backup now and lists runs through the API', async () => {
    const admin = await t.login('admin');
    const clerk = await t.login('clerk');
    expect((await t.call('POST', '/admin/api/v1/ops/backups', { token: clerk })).status).toBe(403);
    const made = await t.call('POST', '/admin/api/v1/ops/backups', { token: admin });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.sha256).toMatch(/^[0-9a-f]{64}$/);
    fs.rmSync(made.body.data.file, { force: true });
    fs.rmSync(`${made.body.data.file}.sha256`, { force: true });
    const list = await t.call('GET', '/admin/api/v1/ops/backups', { token: admin });
    expect(list.body.data[0]).toMatchObject({ trigger: 'manual', status: 'ok' });
    const instances = await t.call('GET', '/admin/api/v1/ops/instances', { token: admin });
    expect(instances.body.data.map((i: { pid: number }) => i.pid)).toContain(process.pid);
  });
});
