// The start-up upgrade (server/seed/registry.ts): a database made by an older version — here one whose equipment
// menu, one of its buttons, a dictionary and a dictionary item were never written — gets them back on the next start,
// through the crud service with audit entries; ROOT sees the menu and a role can be granted its buttons. A second
// start writes nothing.
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

describe.each(databaseTargets())('start-up upgrade of menus, perms and dictionaries on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const restart = async (): Promise<App> => {
    const app = await buildApp(
      loadConfig({ DATABASE_URL: t.databaseUrl, CAPTCHA_TEST_CODE: '1234', LOG_DIR: path.join(os.tmpdir(), 'lims-test-logs'), SEED_DEMO: 'false' }),
    );
    await app.app.ready();
    return app;
  };
  const count = async (db: App['database']['db'], table: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const fingerprint = async (db: App['database']['db']) => Promise.all(['menus', 'dicts', 'dictItems', 'adminLogs', 'roles'].map((x) => count(db, x)));

  it('adds what an older version lacked, audited, and a second start writes nothing', async () => {
    const admin = await t.login('admin');
    const { db } = t.database;
    const menu = await db.selectFrom('menus').select('id').where('name', '=', 'management/equipment').executeTakeFirstOrThrow();
    const buttons = await db.selectFrom('menus').select(['id', 'perm']).where('parentId', '=', menu.id).execute();
    expect(buttons.map((b) => b.perm).sort()).toEqual(['device:add', 'device:delete', 'device:edit', 'device:import', 'device:query']);
    const orderButtons = await db
      .selectFrom('menus as m')
      .innerJoin('menus as p', 'p.id', 'm.parentId')
      .select('m.id')
      .where('p.name', '=', 'business/trust-list')
      .where('m.perm', '=', 'order:cancel')
      .execute();
    // the older version: no equipment menu (nor its buttons), no order:cancel button, no notice_level dictionary,
    // no 'email' way of delivering a report — removed the way a lab would, through the API
    const del = async (url: string) => expect((await t.call('DELETE', url, { token: admin })).status, url).toBe(200);
    await del(`/admin/api/v1/menus/${buttons.map((b) => b.id).join(',')}`);
    await del(`/admin/api/v1/menus/${menu.id}`);
    await del(`/admin/api/v1/menus/${orderButtons.map((b) => b.id).join(',')}`);
    const item = await db.selectFrom('dictItems').select('id').where('dictCode', '=', 'report_delivery').where('value', '=', 'email').executeTakeFirstOrThrow();
    await del(`/admin/api/v1/dictItems/${item.id}`);
    await db.deleteFrom('dictItems').where('dictCode', '=', 'notice_level').execute();
    await db.deleteFrom('dicts').where('dictCode', '=', 'notice_level').execute();
    const auditBefore = await count(db, 'adminLogs');

    const second = await restart();
    try {
      const sdb = second.database.db;
      const back = await sdb.selectFrom('menus').selectAll().where('name', '=', 'management/equipment').executeTakeFirstOrThrow();
      const parent = await sdb
        .selectFrom('menus')
        .select('name')
        .where('id', '=', back.parentId as number)
        .executeTakeFirstOrThrow();
      expect([back.type, back.title, parent.name]).toEqual(['menu', 'menu.management.equipment', 'management']);
      const newButtons = await sdb
        .selectFrom('menus')
        .select(['id', 'perm'])
        .where('parentId', '=', back.id as number)
        .execute();
      expect(newButtons.map((b) => b.perm).sort()).toEqual(['device:add', 'device:delete', 'device:edit', 'device:import', 'device:query']);
      expect(
        await sdb
          .selectFrom('menus as m')
          .innerJoin('menus as p', 'p.id', 'm.parentId')
          .select('m.id')
          .where('p.name', '=', 'business/trust-list')
          .where('m.perm', '=', 'order:cancel')
          .execute(),
      ).toHaveLength(1);
      expect((await sdb.selectFrom('dictItems').select('value').where('dictCode', '=', 'notice_level').orderBy('sort').execute()).map((i) => i.value)).toEqual([
        'low',
        'medium',
        'high',
      ]);
      expect(await sdb.selectFrom('dicts').select('name').where('dictCode', '=', 'notice_level').executeTakeFirst()).toEqual({ name: '通知级别' });
      expect(
        await sdb
          .selectFrom('dictItems')
          .select(['label', 'labelEn'])
          .where('dictCode', '=', 'report_delivery')
          .where('value', '=', 'email')
          .executeTakeFirst(),
      ).toEqual({ label: '电子邮件', labelEn: 'E-mail' });
      // each added row has its audit entry, by the system, as an upgrade
      const audit = await sdb.selectFrom('adminLogs').select(['entity', 'action', 'username']).orderBy('id').offset(auditBefore).limit(100).execute();
      expect(
        audit
          .filter((a) => a.action === 'upgrade')
          .map((a) => a.entity)
          .sort(),
      ).toEqual([...Array(1).fill('dict'), ...Array(4).fill('dictItems'), ...Array(7).fill('menus'), ...Array(5).fill('roles')]);
      // the demo roles a fresh seed gives the added rules get them (server/seed/registry.ts grantAdded): the equipment
      // menu's buttons to the lab administrator, the sampler, the analyst and the equipment manager, order:cancel to the clerk
      const granted = await sdb.selectFrom('adminLogs').select('entityId').where('entity', '=', 'roles').where('action', '=', 'upgrade').execute();
      const codes = await sdb
        .selectFrom('roles')
        .select('code')
        .where(
          'id',
          'in',
          granted.map((g) => Number(g.entityId)),
        )
        .execute();
      expect(codes.map((c) => c.code).sort()).toEqual(['ANALYST', 'CLERK', 'EQUIPMENT_MANAGER', 'LAB_ADMIN', 'SAMPLER']);
      expect(new Set(audit.map((a) => a.username))).toEqual(new Set(['system']));

      // ROOT sees the menu again; a role granted its query button may open it
      const login = async (u: string, p = '123456') => {
        const form = `--b\r\nContent-Disposition: form-data; name="username"\r\n\r\n${u}\r\n--b\r\nContent-Disposition: form-data; name="password"\r\n\r\n${p}\r\n--b--\r\n`;
        const res = await second.app.inject({
          method: 'POST',
          url: '/admin/index/login',
          headers: { 'content-type': 'multipart/form-data; boundary=b' },
          payload: form,
        });
        return JSON.parse(res.body).data.token as string;
      };
      const call = async (method: string, url: string, token: string, body?: object) => {
        const res = await second.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, payload: body });
        return { status: res.statusCode, body: JSON.parse(res.body) };
      };
      const root = await login('admin');
      expect((await call('GET', '/admin/api/v1/users/me', root)).body.data.menus).toContain('management/equipment');
      const query = newButtons.find((b) => b.perm === 'device:query')!;
      const role = await call('POST', '/admin/api/v1/roles', root, { code: 'DEVICE_READER', name: '设备查看', ruleIds: [query.id] });
      expect(role.status, JSON.stringify(role.body)).toBe(201);
      expect(
        await call('POST', '/admin/api/v1/users', root, { username: 'devreader', nickname: '查看员', password: 'secret1', roleIds: [role.body.data.id] }),
      ).toMatchObject({ status: 201 });
      const reader = await login('devreader', 'secret1');
      const me = (await call('GET', '/admin/api/v1/users/me', reader)).body.data;
      expect(me.menus).toEqual(expect.arrayContaining(['management', 'management/equipment']));
      expect(me.perms).toContain('device:query');
      expect((await call('GET', '/admin/api/v1/equipment/page?pageSize=1', reader)).status).toBe(200);

      const before = await fingerprint(sdb);
      const third = await restart();
      try {
        expect(await fingerprint(third.database.db)).toEqual(before);
      } finally {
        await third.close();
      }
    } finally {
      await second.close();
    }
  });
});
