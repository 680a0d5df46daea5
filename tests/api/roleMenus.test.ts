// The demo roles fit the rules: each sees in its menu only screens it may open, reads the titles of what those
// screens reference, and the report path (draft → review → approve → issue) has one person per level.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { demoRoles } from '../../server/seed/access.ts';
import { menuTree } from '../../schemas/menu/tree.ts';
import { resourceByName, resources } from '../../schemas/resources/index.ts';
import { screens } from '../../src/routes/table.ts';
import { reportWorkflow } from '../../schemas/workflows/lab.ts';

vi.setConfig({ testTimeout: 30_000 });

const visible = new Set(menuTree.flatMap((g) => (g.children ?? []).filter((c) => !c.hidden).map((c) => `${g.name}/${c.name}`)));
const screenPerm = (menu: string) => screens[menu]?.perm ?? (screens[menu]?.resource ? resourceByName.get(screens[menu].resource!)?.access.list : undefined);

describe.each(databaseTargets().slice(0, 1))('demo roles on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it.each(demoRoles.filter((r) => r.code !== 'ROOT').map((r) => [r.code, r.user]))(
    "%s: every menu entry opens, and its references' titles are readable",
    async (_code, user) => {
      const token = await t.login(user);
      const me = (await t.call('GET', '/admin/api/v1/users/me', { token })).body.data as { perms: string[]; menus: string[]; timeZone: string };
      expect(me.timeZone).toBe('Asia/Shanghai');
      const entries = me.menus.filter((m) => visible.has(m));
      expect(entries.length).toBeGreaterThan(0);
      for (const menu of entries) {
        const perm = screenPerm(menu);
        if (perm) expect(me.perms, `${user} sees ${menu} without ${perm}`).toContain(perm);
        const r = resources.find((x) => x.route === menu && x.access.list === perm);
        if (!r) continue;
        expect((await t.call('GET', `/admin/api/v1/${r.name}/page?pageSize=1`, { token })).status, `${user} ${menu}`).toBe(200);
        for (const f of r.fieldList.filter((x) => x.reference)) {
          expect((await t.call('GET', `/admin/api/v1/${f.reference}/options?ids=1`, { token })).status, `${user} ${menu} → ${f.reference}`).toBe(200);
        }
      }
      // 系统配置 only for those who may read the configuration
      expect(me.menus.includes('system/config')).toBe(me.perms.includes('config:query'));
    },
  );

  it('walks a report from draft to issue with one person per level, as the README says', () => {
    const perms = (user: string) => demoRoles.find((r) => r.user === user)!.perms;
    const holds = (user: string, perm: string) => perms(user).includes(perm) || perms(user).includes(`*${perm.startsWith('report') ? 'lecture' : ''}`);
    expect(holds('writer', reportWorkflow.transitions.submit.perm)).toBe(true);
    expect(holds('labadmin', reportWorkflow.transitions.review.perm)).toBe(true);
    expect(holds('signatory', reportWorkflow.transitions.approve.perm) && holds('signatory', reportWorkflow.transitions.issue.perm)).toBe(true);
    // the signatory does not review: having reviewed, the same-person rule would stop them approving
    expect(holds('signatory', reportWorkflow.transitions.review.perm)).toBe(false);
    expect(reportWorkflow.transitions.approve.notBy).toEqual(['preparedBy', 'reviewedBy']);
  });
});
