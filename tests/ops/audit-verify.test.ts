import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { sql } from 'kysely';
import { databaseTargets, type TestApp } from '../api/harness.ts';
import { startIsolatedApp } from './isolatedApp.ts';
import { runScript } from './cli.ts';

// these tests start real apps (and processes) on a 2-core machine shared with other suites
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

describe.each(databaseTargets())('npm run audit:verify on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startIsolatedApp(target);
    const admin = await t.login('admin');
    const r = await t.call('POST', '/admin/api/v1/equipment', { token: admin, body: { assetNo: 'AV-1', name: '校验用设备' } });
    expect(r.status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it('passes on an intact chain and names the first tampered entry', async () => {
    const ok = await runScript('audit-verify.ts', [], { DATABASE_URL: t.database.url });
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/audit chain OK: \d+ entries/);

    // someone edits history directly in the database: the entry's content no longer matches its hash
    const victim = await t.database.db
      .selectFrom('adminLogs')
      .select(['id'])
      .where('entity', '=', 'equipment')
      .where('action', '=', 'create')
      .executeTakeFirstOrThrow();
    await sql`update admin_logs set reason = 'edited' where id = ${victim.id}`.execute(t.database.db);
    const broken = await runScript('audit-verify.ts', [], { DATABASE_URL: t.database.url });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`BROKEN at entry id=${victim.id}`);
    expect(broken.stderr).toContain('content does not match its hash');
    expect(broken.stderr).toContain('entity=equipment');
  }, 60_000);

  it('reports a deleted entry as a broken link', async () => {
    const rows = await t.database.db.selectFrom('adminLogs').select('id').orderBy('id').execute();
    const gap = rows[1].id;
    await sql`delete from admin_logs where id = ${gap}`.execute(t.database.db);
    const r = await runScript('audit-verify.ts', [], { DATABASE_URL: t.database.url });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`BROKEN at entry id=${rows[2].id}: prevHash does not link`);
  }, 60_000);

  it('exits 2 when the database cannot be read', async () => {
    const r = await runScript('audit-verify.ts', [], { DATABASE_URL: 'file:/tmp/lims-no-such-dir/x/lims.db' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no database file');
  }, 60_000);
});
