import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';

// Issue 15's side effect: a login stamped users.lastLoginAt with a version bump, so an administrator's open edit of
// that account answered 409. A login is not an edit: the stamp keeps the version, and the 'login' audit entry stays.
describe.each(databaseTargets())('login stamp on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('lets an edit read before the user logged in save (200, not 409); the login is audited and shown', async () => {
    const id = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'sampler').executeTakeFirstOrThrow()).id;
    const form = (await t.call('GET', `/admin/api/v1/users/${id}/form`, { token: admin })).body.data as Record<string, unknown>;
    const auditBefore = await t.database.db
      .selectFrom('adminLogs')
      .select('id')
      .where('entity', '=', 'users')
      .where('entityId', '=', String(id))
      .where('action', '=', 'login')
      .execute();

    await t.login('sampler');

    // the whole form comes back, its stale lastLoginAt included, as the edit screen sends it
    const saved = await t.call('PUT', `/admin/api/v1/users/${id}`, { token: admin, body: { ...form, nickname: '采样员（改）' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ nickname: '采样员（改）', version: (form.version as number) + 1 });

    const logins = await t.database.db
      .selectFrom('adminLogs')
      .select(['userId', 'after'])
      .where('entity', '=', 'users')
      .where('entityId', '=', String(id))
      .where('action', '=', 'login')
      .orderBy('id')
      .execute();
    expect(logins.length).toBe(auditBefore.length + 1);
    expect(logins.at(-1)!.userId).toBe(id);
    const after = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;
    const stamp = after(logins.at(-1)!.after).lastLoginAt as string;
    expect(Number.isNaN(Date.parse(stamp))).toBe(false);

    // the users list and show still carry the last login, and the admin's save did not overwrite it
    const shown = (await t.call('GET', `/admin/api/v1/users/${id}/form`, { token: admin })).body.data as Record<string, unknown>;
    expect(new Date(String(shown.lastLoginAt)).toISOString()).toBe(stamp);
    const list = await t.call('GET', '/admin/api/v1/users/page?q=sampler', { token: admin });
    const row = list.body.data.list as Array<Record<string, unknown>>;
    expect(new Date(String(row.find((r) => r.id === id)!.lastLoginAt)).toISOString()).toBe(stamp);
  });
});
