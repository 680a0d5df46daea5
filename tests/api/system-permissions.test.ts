import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';

// a loaded two-core machine and argon2 hashing make single steps slow at times
vi.setConfig({ testTimeout: 30_000 });

const R = '/admin/api/v1/roles';
const M = '/admin/api/v1/menus';

interface Node {
  id: number;
  name: string | null;
  type: string;
  perm: string | null;
  children: Node[];
}

describe.each(databaseTargets())('role groups, menu rules and admin logs on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let tree: Node[];
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
    tree = (await t.call('GET', `${M}/tree`, { token: admin })).body.data;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const find = (name: string, nodes: Node[] = tree): Node | undefined => {
    for (const n of nodes) {
      if (n.name === name) return n;
      const c = find(name, n.children);
      if (c) return c;
    }
    return undefined;
  };

  it("answers the whole rule tree: catalogs, their menus and the menus' buttons", async () => {
    expect(tree.map((n) => n.name)).toEqual(expect.arrayContaining(['business', 'management', 'permissions', 'system']));
    const equipment = find('management/equipment')!;
    expect(equipment.type).toBe('menu');
    expect(equipment.children.map((b) => b.perm)).toEqual(expect.arrayContaining(['device:query', 'device:import']));
    expect((await t.call('GET', `${M}/tree`, { token: await t.login('analyst') })).status).toBe(403);
  });

  it('keeps half-checked parents: a role with one menu and its buttons reaches the menu and its group only', async () => {
    const equipment = find('management/equipment')!;
    const checked = [equipment.id, ...equipment.children.filter((b) => b.perm === 'device:query').map((b) => b.id)];
    const role = await t.call('POST', R, { token: admin, body: { code: 'EQ_VIEWER', name: '设备查看', ruleIds: checked, halfCheckedIds: [] } });
    expect(role.status).toBe(201);
    expect(role.body.data.halfCheckedIds).toEqual([find('management')!.id]);
    const user = await t.call('POST', '/admin/api/v1/users', {
      token: admin,
      body: { username: 'viewer', nickname: '查看员', password: 'secret1', roleIds: [role.body.data.id] },
    });
    expect(user.status).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/admin/index/login', payload: { username: 'viewer', password: 'secret1' } });
    const menus = JSON.parse(login.body)
      .data.menulist.map((m: { name: string }) => m.name)
      .sort();
    expect(menus).toEqual(['management', 'management/equipment']);
    const token = JSON.parse(login.body).data.token;
    expect((await t.call('GET', '/admin/api/v1/equipment/page', { token })).status).toBe(200);
    expect((await t.call('POST', '/admin/api/v1/equipment', { token, body: { assetNo: 'V-1', name: 'x' } })).status).toBe(403);

    // widening the role shows at the next call (perms) and the next login (menus)
    const sampling = find('management/sampling')!;
    const upd = await t.call('PUT', `${R}/${role.body.data.id}`, { token: admin, body: { version: 1, ruleIds: [...checked, sampling.id] } });
    expect(upd.status).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/admin/index/login', payload: { username: 'viewer', password: 'secret1' } });
    expect(
      JSON.parse(again.body)
        .data.menulist.map((m: { name: string }) => m.name)
        .sort(),
    ).toEqual(['management', 'management/equipment', 'management/sampling']);
    const bad = await t.call('PUT', `${R}/${role.body.data.id}`, { token: admin, lang: 'en', body: { version: 2, ruleIds: [999999] } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('No such menu rules: 999999');
  });

  it('protects the ROOT role and roles still in use', async () => {
    const roles = (await t.call('GET', `${R}/page?pageSize=50`, { token: admin })).body.data.list as Array<{ id: number; code: string; version: number }>;
    const root = roles.find((r) => r.code === 'ROOT')!;
    expect((await t.call('DELETE', `${R}/${root.id}`, { token: admin })).status).toBe(409);
    expect((await t.call('PUT', `${R}/${root.id}`, { token: admin, body: { version: root.version, code: 'NOT_ROOT' } })).status).toBe(409);
    expect((await t.call('PUT', `${R}/${root.id}`, { token: admin, body: { version: root.version, status: 'disabled' } })).status).toBe(409);
    const clerk = roles.find((r) => r.code === 'CLERK')!;
    const inUse = await t.call('DELETE', `${R}/${clerk.id}`, { token: admin, lang: 'en' });
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toBe('The role is still given to 1 accounts and cannot be deleted');
    const spare = await t.call('POST', R, { token: admin, body: { code: 'SPARE', name: '备用' } });
    expect((await t.call('DELETE', `${R}/${spare.body.data.id}`, { token: admin })).status).toBe(200);
  });

  it('checks menu rules: buttons need perms, links need URLs, no cycles, no orphaned children; deleting strips roles', async () => {
    const en = { token: admin, lang: 'en' };
    expect((await t.call('POST', M, { ...en, body: { type: 'button', title: '无权限' } })).body.msg).toBe('A button needs a perm string');
    expect((await t.call('POST', M, { ...en, body: { type: 'link', title: '外链', path: 'javascript:alert(1)' } })).body.msg).toBe(
      'An external link must start with http:// or https://',
    );
    expect((await t.call('POST', M, { ...en, body: { type: 'menu', title: '无名' } })).status).toBe(400);
    const cat = await t.call('POST', M, { token: admin, body: { type: 'catalog', name: 'lab-extra', title: '扩展', icon: 'tree', sort: 99 } });
    const child = await t.call('POST', M, {
      token: admin,
      body: { type: 'menu', name: 'lab-extra/page', title: '页面', parentId: cat.body.data.id, hidden: true, keepAlive: true },
    });
    const btn = await t.call('POST', M, { token: admin, body: { type: 'button', title: '导出', perm: 'extra:export', parentId: child.body.data.id } });
    expect(btn.status).toBe(201);
    const link = await t.call('POST', M, { token: admin, body: { type: 'link', title: '标准网', path: 'https://www.mee.gov.cn', parentId: cat.body.data.id } });
    expect(link.status).toBe(201);
    const cycle = await t.call('PUT', `${M}/${cat.body.data.id}`, { ...en, body: { version: 1, parentId: child.body.data.id } });
    expect(cycle.body.msg).toBe('A rule cannot be its own parent or the parent of its ancestors');
    expect((await t.call('DELETE', `${M}/${cat.body.data.id}`, { token: admin })).status).toBe(409);

    const role = await t.call('POST', R, { token: admin, body: { code: 'EXTRA', name: '扩展角色', ruleIds: [child.body.data.id, btn.body.data.id] } });
    expect(role.body.data.halfCheckedIds).toEqual([cat.body.data.id]);
    expect((await t.call('DELETE', `${M}/${btn.body.data.id}`, { token: admin })).status).toBe(200);
    const after = await t.call('GET', `${R}/${role.body.data.id}/form`, { token: admin });
    expect(after.body.data).toMatchObject({ ruleIds: [child.body.data.id], version: 2 });
  });

  it('keeps admin logs searchable, read-only, with before and after, and verifies their chain', async () => {
    const page = await t.call('GET', '/admin/api/v1/adminLogs/page?entity=roles&action=update&username=admin&pageSize=5', { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBeGreaterThan(0);
    const entry = page.body.data.list[0];
    const form = await t.call('GET', `/admin/api/v1/adminLogs/${entry.id}/form`, { token: admin });
    expect(form.body.data.before).toBeTruthy();
    expect(form.body.data.after).toBeTruthy();
    const q = await t.call('GET', `/admin/api/v1/adminLogs/page?q=${encodeURIComponent('/admin/api/v1/roles')}&at_gte=2000-01-01`, { token: admin });
    expect(q.body.data.total).toBeGreaterThan(0);
    expect((await t.call('POST', '/admin/api/v1/adminLogs', { token: admin, body: { action: 'x' } })).status).toBe(404);
    expect((await t.call('PUT', `/admin/api/v1/adminLogs/${entry.id}`, { token: admin, body: { version: 1, action: 'x' } })).status).toBe(405); // a known path (DELETE {ids}) with a method it does not take
    expect((await t.call('DELETE', `/admin/api/v1/adminLogs/${entry.id}`, { token: admin })).status).toBe(409);
    const verify = await t.call('GET', '/admin/api/v1/adminLogs/verify', { token: admin });
    expect(verify.body.data).toMatchObject({ ok: true });
    expect(verify.body.data.checked).toBeGreaterThan(10);
  });
});
