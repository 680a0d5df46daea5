// The control charts' perms of the demo roles (issue 31): in a fresh demo lab every role that reads the charts
// (qcchart:query) sees both of their menus, the charts and the corrective actions, and QA holds all four perms. A lab
// seeded before the charts gets their menus from the start-up upgrade after its migrations ran (a migration finds no
// menu to grant under), so the upgrade grants its demo roles what a fresh seed gives them (server/seed/registry.ts);
// a lab seeded at 027 gets the actions' read from migration 029. Other roles' menus do not change.
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, roleRules, startTestApp, type TestApp } from './harness.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { migrations } from '../../server/db/migrate.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 180_000 });

const QC = ['qualityControl/control-charts', 'qualityControl/corrective-actions'];
const READERS = ['analyst', 'checker', 'reviewer', 'signatory', 'qa'];
const OTHERS = ['labadmin', 'clerk', 'sampler', 'writer', 'equipment'];
const CODES = ['ANALYST', 'CHECKER', 'REVIEWER', 'SIGNATORY', 'QA', 'LAB_ADMIN', 'CLERK', 'SAMPLER', 'REPORT_WRITER', 'EQUIPMENT_MANAGER'];

describe.each(databaseTargets())('the control charts’ perms of the demo roles on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const me = async (user: string) =>
    (await t.call('GET', '/admin/api/v1/users/me', { token: await t.login(user) })).body.data as { menus: string[]; perms: string[] };
  const qcMenus = async (user: string) => (await me(user)).menus.filter((m) => m.startsWith('qualityControl/')).sort();
  /** a role's checked rules by name (a menu's name, a button as menu:perm): ids change when rules are written again */
  const named = async (code: string) => {
    const { ruleIds } = await roleRules(t, code);
    const rows = await db().selectFrom('menus').select(['id', 'parentId', 'type', 'name', 'perm']).execute();
    const byId = new Map(rows.map((r) => [r.id as number, r]));
    return ruleIds
      .map((id) => byId.get(id))
      .filter((r) => !!r)
      .map((r) => (r!.type === 'button' ? `${byId.get(r!.parentId as number)?.name}:${r!.perm}` : String(r!.name)))
      .sort();
  };
  const qcNamed = async (code: string) => (await named(code)).filter((n) => n.startsWith('qualityControl'));

  it('a fresh demo lab: every role reading the charts sees both menus, QA holds all four perms, others none', async () => {
    for (const u of READERS) expect(await qcMenus(u), u).toEqual(QC);
    for (const u of OTHERS) expect(await qcMenus(u), u).toEqual([]);
    expect((await me('qa')).perms.filter((p) => p.startsWith('qcchart:')).sort()).toEqual(['qcchart:add', 'qcchart:decide', 'qcchart:edit', 'qcchart:query']);
    expect((await me('checker')).perms.filter((p) => p.startsWith('qcchart:'))).toEqual(['qcchart:query']);
    expect(await qcNamed('CHECKER')).toEqual(['qualityControl/control-charts:qcchart:query', 'qualityControl/corrective-actions:qcchart:query']);
  });

  it('a lab seeded before the control charts: the next start adds their menus and gives its demo roles the fresh perms', async () => {
    const fresh = Object.fromEntries(await Promise.all(CODES.map(async (c) => [c, await named(c)])));
    // the older version: no quality-control group — removed the way a lab would, through the API (its roles let go)
    const rules = await db().selectFrom('menus').select(['id', 'parentId', 'type', 'name']).execute();
    const group = rules.find((r) => r.name === 'qualityControl')!;
    const menus = rules.filter((r) => r.parentId === group.id);
    const buttons = rules.filter((r) => menus.some((m) => m.id === r.parentId));
    for (const ids of [buttons, menus, [group]].map((rs) => rs.map((r) => r.id).join(',')))
      expect((await t.call('DELETE', `/admin/api/v1/menus/${ids}`, { token: admin })).status).toBe(200);
    for (const c of CODES) expect(await qcNamed(c), c).toEqual([]);
    expect(await qcMenus('checker')).toEqual([]);

    const restart = () =>
      buildApp(loadConfig({ DATABASE_URL: t.databaseUrl, CAPTCHA_TEST_CODE: '1234', LOG_DIR: path.join(os.tmpdir(), 'lims-test-logs'), SEED_DEMO: 'false' }));
    const second = await restart();
    try {
      for (const c of CODES) expect(await named(c), c).toEqual(fresh[c]);
      for (const u of READERS) expect(await qcMenus(u), u).toEqual(QC);
      const qa = await me('qa');
      expect(qa.perms.filter((p) => p.startsWith('qcchart:')).sort()).toEqual(['qcchart:add', 'qcchart:decide', 'qcchart:edit', 'qcchart:query']);
      expect((await t.call('GET', '/admin/api/v1/correctiveActions/page', { token: await t.login('checker') })).status).toBe(200);
      // each grant is an audited update by the system
      const audit = await db()
        .selectFrom('adminLogs')
        .select(['entity', 'action', 'username'])
        .where('entity', '=', 'roles')
        .where('action', '=', 'upgrade')
        .execute();
      expect(audit.length).toBe(READERS.length);
      expect(new Set(audit.map((a) => a.username))).toEqual(new Set(['system']));
      // a second start grants nothing
      const versions = await Promise.all(CODES.map(async (c) => (await roleRules(t, c)).version));
      const third = await restart();
      await third.close();
      expect(await Promise.all(CODES.map(async (c) => (await roleRules(t, c)).version))).toEqual(versions);
    } finally {
      await second.close();
    }
  });

  it('migration 029: a role seeded at 027 reading the charts gets the actions too; one without the charts read is left', async () => {
    const button = async (menu: string) =>
      (
        await db()
          .selectFrom('menus as b')
          .innerJoin('menus as m', 'm.id', 'b.parentId')
          .select('b.id')
          .where('m.name', '=', menu)
          .where('b.perm', '=', 'qcchart:query')
          .executeTakeFirstOrThrow()
      ).id as number;
    const [charts, actions] = [await button(QC[0]), await button(QC[1])];
    // through the roles screen's write (the half-checked parents follow)
    const set = async (code: string, ruleIds: number[]) => {
      const role = await roleRules(t, code);
      const r = await t.call('PUT', `/admin/api/v1/roles/${role.id}`, { token: admin, body: { version: role.version, ruleIds } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    // 027's seed: the checker read the charts only; the reviewer's read was taken away by the lab
    const checker = await roleRules(t, 'CHECKER');
    const reviewer = await roleRules(t, 'REVIEWER');
    await set(
      'CHECKER',
      checker.ruleIds.filter((id) => id !== actions),
    );
    await set(
      'REVIEWER',
      reviewer.ruleIds.filter((id) => id !== actions && id !== charts),
    );
    expect(await qcMenus('checker')).toEqual([QC[0]]);
    expect(await qcMenus('reviewer')).toEqual([]);
    const rerun = () =>
      db()
        .transaction()
        .execute((trx) => migrations['029_qcchart_readers'].up(trx));
    await rerun();
    expect((await roleRules(t, 'CHECKER')).ruleIds).toEqual([...checker.ruleIds.filter((id) => id !== actions), actions]);
    expect(await qcMenus('checker')).toEqual(QC);
    expect((await roleRules(t, 'REVIEWER')).ruleIds).not.toContain(actions);
    expect(await qcMenus('reviewer')).toEqual([]);
    // idempotent
    const now = await Promise.all(CODES.map((c) => roleRules(t, c)));
    await rerun();
    expect(await Promise.all(CODES.map((c) => roleRules(t, c)))).toEqual(now);
  });
});
