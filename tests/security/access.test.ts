import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, type TestApp } from '../api/harness.ts';
import { startIsolatedApp } from '../ops/isolatedApp.ts';
import { issueToken } from '../../server/auth/tokens.ts';
import { adminRoutes, concreteUrl, isPublicByDesign, type RouteInfo } from './routeTable.ts';
import { permWord } from '../../server/i18n/labels.ts';

// these tests start real apps (and processes) on a 2-core machine shared with other suites
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

vi.mock('fastify', () => import('./routeTable.ts').then((m) => m.fastifyWithRouteTable()));

// Every /admin/ route of Fastify's own route table: refused without a valid token, refused (403) to every
// role that lacks its perm, refused to everyone but ROOT when it declares no perm. Nothing is written on the way.

const DEMO_USERS = ['labadmin', 'clerk', 'sampler', 'analyst', 'checker', 'reviewer', 'writer', 'signatory', 'qa', 'equipment'];
const label = (r: RouteInfo) => `${r.method} ${r.url}`;
const isPublic = (r: RouteInfo) => r.access === 'public' || r.url.startsWith('/admin/api-docs');
const permsOf = (access: unknown): string[] | null =>
  typeof access === 'string' && access !== 'login' && access !== 'public' ? [access] : Array.isArray(access) ? (access as string[]) : null;

describe.each(databaseTargets())('access control over the whole route table on %s', (target) => {
  let t: TestApp;
  let routes: RouteInfo[];
  const auditCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('adminLogs')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const send = (r: RouteInfo, headers: Record<string, string>) =>
    t.app.inject({
      method: r.method as 'GET',
      url: concreteUrl(r.url),
      headers: { 'accept-language': 'en', ...headers },
      ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
    });

  beforeAll(async () => {
    t = await startIsolatedApp(target);
    routes = adminRoutes();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sees the whole table, and only login, logout, captcha, health and the API docs are public', () => {
    expect(routes.length).toBeGreaterThan(150);
    for (const prefix of ['/admin/api/v1/orders', '/admin/api/v1/users', '/admin/analysis/', '/admin/report/', '/admin/api/v1/ops/']) {
      expect(
        routes.some((r) => r.url.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    const publicRoutes = routes.filter(isPublic);
    expect(publicRoutes.filter((r) => !isPublicByDesign(r)).map(label)).toEqual([]);
    expect(publicRoutes.length).toBeGreaterThanOrEqual(5);
  });

  it('answers 401 A0230 on every other route without a token, or with a malformed, unknown, expired or revoked one', async () => {
    const admin = await t.login('admin');
    const revoked = await t.login('admin');
    expect((await t.call('POST', '/admin/index/logout', { token: revoked })).status).toBe(200);
    const adminId = (await t.call('GET', '/admin/api/v1/users/me', { token: admin })).body.data.userId;
    const expired = await issueToken(t.database.db, adminId, -1, {});
    const before = await auditCount();
    const variants: Array<[string, Record<string, string>]> = [
      ['no token', {}],
      ['empty bearer', { authorization: 'Bearer ' }],
      ['malformed', { authorization: 'Bearer not a token at all' }],
      ['unknown', { authorization: `Bearer ${'A'.repeat(43)}` }],
      ['unknown syc-token', { 'syc-token': 'x'.repeat(43) }],
      ['expired', { authorization: `Bearer ${expired}` }],
      ['revoked', { authorization: `Bearer ${revoked}` }],
    ];
    const wrong: string[] = [];
    for (const r of routes.filter((x) => !isPublic(x))) {
      for (const [name, headers] of variants) {
        const res = await send(r, headers);
        const body = JSON.parse(res.body);
        if (res.statusCode !== 401 || body.code !== 'A0230') wrong.push(`${label(r)} ${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await auditCount()).toBe(before);
    // the same token header works where it is valid: the refusals above were about the token only
    expect((await t.call('GET', '/admin/api/v1/users/me', { token: admin })).status).toBe(200);
  });

  it("answers 403 A0301 to every demo role that lacks a route's perm, and to everyone but ROOT where none is declared", async () => {
    const users: Array<{ name: string; token: string; perms: Set<string> }> = [];
    for (const name of DEMO_USERS) {
      const token = await t.login(name);
      const me = (await t.call('GET', '/admin/api/v1/users/me', { token })).body.data;
      users.push({ name, token, perms: new Set(me.perms) });
    }
    const before = await auditCount();
    const wrong: string[] = [];
    let refusals = 0;
    for (const r of routes.filter((x) => !isPublic(x) && x.access !== 'login')) {
      const perms = permsOf(r.access);
      for (const u of users) {
        const lacks = perms ? !perms.some((p) => u.perms.has(p)) : true; // no perm declared: ROOT only
        if (!lacks) continue;
        const res = await send(r, { authorization: `Bearer ${u.token}` });
        refusals++;
        const body = JSON.parse(res.body);
        if (res.statusCode !== 403 || body.code !== 'A0301') wrong.push(`${label(r)} as ${u.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        // the perm it needs, in words (issue 13: no codes in messages)
        else if (perms && !perms.some((p) => [permWord(p, 'en'), permWord(p, 'zh-CN')].some((w) => body.msg.includes(w))))
          wrong.push(`${label(r)} as ${u.name}: message does not name the perm: ${body.msg}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(refusals).toBeGreaterThan(500);
    expect(await auditCount()).toBe(before);
  });

  it('lets a user without any rule reach only the routes that need a login', async () => {
    const admin = await t.login('admin');
    const role = await t.call('POST', '/admin/api/v1/roles', { token: admin, body: { code: 'NOTHING', name: '无权限角色' } });
    expect(role.status).toBe(201);
    const user = await t.call('POST', '/admin/api/v1/users', {
      token: admin,
      body: { username: 'nobody', nickname: '无权限', password: 'nobody-pass', roleIds: [role.body.data.id] },
    });
    expect(user.status).toBe(201);
    const token = await t.login('nobody', 'nobody-pass');
    const wrong: string[] = [];
    for (const r of routes.filter((x) => !isPublic(x) && x.access !== 'login')) {
      const res = await send(r, { authorization: `Bearer ${token}` });
      if (res.statusCode !== 403) wrong.push(`${label(r)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    const me = await t.call('GET', '/admin/api/v1/users/me', { token });
    expect(me.body.data).toMatchObject({ username: 'nobody', perms: [], menus: [] });
  });
});
