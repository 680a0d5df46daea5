// A token's user, roles and perms may be kept between requests (while their tables are unchanged; across instances on PostgreSQL: tests/ops/changeCache.test.ts): expiry
// still holds by the clock, and a role change or a logout takes effect on the next request.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, multipart, startTestApp, type TestApp } from './harness.ts';

describe.each(databaseTargets())('sessions on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });
  const me = (token: string) => t.call('GET', '/admin/api/v1/users/me', { token });

  it('refuses a token once its time is up, with nothing written in between', async () => {
    const token = await t.login('analyst');
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 13 * 3600_000); // the default lifetime is 12 h
    const late = await me(token);
    vi.useRealTimers();
    expect([late.status, late.body.code]).toEqual([401, 'A0230']);
  });

  it('applies a role change and a logout on the next request', async () => {
    const admin = await t.login('admin');
    const token = await t.login('clerk');
    expect((await t.call('GET', '/admin/api/v1/equipment/page', { token })).status).toBe(403);
    const clerk = await t.database.db.selectFrom('users').select(['id', 'roleIds', 'version']).where('username', '=', 'clerk').executeTakeFirstOrThrow();
    const equipmentRole = (await t.database.db.selectFrom('roles').select('id').where('code', '=', 'EQUIPMENT_MANAGER').executeTakeFirstOrThrow()).id;
    const roleIds = [...(typeof clerk.roleIds === 'string' ? JSON.parse(clerk.roleIds) : clerk.roleIds), equipmentRole];
    const put = await t.call('PUT', `/admin/api/v1/users/${clerk.id}`, { token: admin, body: { version: clerk.version, roleIds } });
    expect(put.status).toBe(200);
    expect((await t.call('GET', '/admin/api/v1/equipment/page', { token })).status).toBe(200);
    const m = multipart({ type: 'web-admin', user_id: String(clerk.id), username: 'clerk' });
    const out = await t.app.inject({
      method: 'POST',
      url: '/admin/index/logout',
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).status).toBe(401);
  });
});
