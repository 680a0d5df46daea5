import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { verifyChain } from '../../server/audit/chain.ts';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';

const E = '/admin/api/v1/equipment';

describe.each(databaseTargets())('generic CRUD on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });
  const count = async (table: string) =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('pages, sorts, filters and counts', async () => {
    const all = await t.call('GET', `${E}/page?pageNum=1&pageSize=4&sort=assetNo&order=desc`, { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(10);
    expect(all.body.data.list.map((r: { assetNo: string }) => r.assetNo)).toEqual(['EQ-010', 'EQ-009', 'EQ-008', 'EQ-007']);
    const page3 = await t.call('GET', `${E}/page?pageNum=3&pageSize=4&sort=assetNo&order=desc`, { token: admin });
    expect(page3.body.data.list.map((r: { assetNo: string }) => r.assetNo)).toEqual(['EQ-002', 'EQ-001']);
    const eq = await t.call('GET', `${E}/page?status=maintenance`, { token: admin });
    expect(eq.body.data.list.map((r: { assetNo: string }) => r.assetNo)).toEqual(['EQ-004']);
    const inList = await t.call('GET', `${E}/page?status=maintenance&status=out_of_service`, { token: admin });
    expect(inList.body.data.total).toBe(2);
    const q = await t.call('GET', `${E}/page?q=${encodeURIComponent('天平')}`, { token: admin });
    expect(q.body.data.list.map((r: { name: string }) => r.name)).toEqual(['电子天平']);
    const until = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
    const due = await t.call('GET', `${E}/page?nextCalibrationDue_lte=${until}&sort=nextCalibrationDue&order=asc`, { token: admin });
    for (const r of due.body.data.list) expect(r.nextCalibrationDue <= until).toBe(true);
    expect(due.body.data.total).toBeGreaterThan(0);
    // the system timestamps are range filters on every resource (the dashboard's orders per month)
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86400_000).toISOString().slice(0, 10);
    const created = await t.call('GET', `${E}/page?createdAt_gte=${yesterday}&createdAt_lte=${today}&pageSize=1`, { token: admin });
    expect(created.body.data.total).toBe(10);
    const before = await t.call('GET', `${E}/page?createdAt_lte=${yesterday}&pageSize=1`, { token: admin });
    expect(before.body.data.total).toBe(0);
    expect((await t.call('GET', `${E}/page?createdAt_gte=soon`, { token: admin })).status).toBe(400);
    expect((await t.call('GET', `${E}/page?createdAt=${today}`, { token: admin })).status).toBe(400);
  });

  it('refuses unknown sort and filter fields, bad paging and injection-looking strings with 400', async () => {
    for (const url of [
      `${E}/page?sort=name;drop table equipment`,
      `${E}/page?sort=passwordHash`,
      `${E}/page?bogus=1`,
      `${E}/page?pageSize=-1`,
      `${E}/page?pageSize=100000`,
      `${E}/page?order=sideways`,
      `${E}/page?keeperId=1%20or%201=1`,
      `${E}/page?nextCalibrationDue_gte=yesterday`,
      `/admin/api/v1/users/page?passwordHash=x`,
    ]) {
      const r = await t.call('GET', url, { token: admin, lang: 'en' });
      expect(r.status, url).toBe(400);
      expect(r.body.code).toBe('A0400');
      expect(r.body.msg.length).toBeGreaterThan(3);
    }
    const q = await t.call('GET', `${E}/page?q=${encodeURIComponent("' or 1=1 --")}`, { token: admin });
    expect(q.body.data.total).toBe(0);
    expect(await count('equipment')).toBe(10);
  });

  it('validates a create with messages that name the field, in the asked language, and writes nothing', async () => {
    const before = await count('equipment');
    const en = await t.call('POST', E, { token: admin, lang: 'en', body: { assetNo: '', name: 42, calibratedOn: '2026-13-45x', bogus: 1 } });
    expect(en.status).toBe(400);
    const fields = en.body.data.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['assetNo', 'name', 'calibratedOn', 'bogus']));
    expect(en.body.data.errors.find((e: { field: string }) => e.field === 'name').message).toBe('Wrong type (expected text)'); // the type in words, not zod's 'string'
    expect(en.body.data.errors.find((e: { field: string }) => e.field === 'bogus').message).toBe('Field not allowed');
    const zh = await t.call('POST', E, { token: admin, body: { assetNo: 'X-1', name: 'x', status: 'flying' } });
    expect(zh.status).toBe(400);
    expect(zh.body.data.errors[0]).toMatchObject({ field: 'status' });
    // the value refused, in words; the dictionary's code is not a word for the user (issue 13)
    expect(zh.body.data.errors[0]).toMatchObject({ message: '“flying”不是有效的选项', label: '设备状态' });
    const dup = await t.call('POST', E, { token: admin, lang: 'en', body: { assetNo: 'EQ-001', name: 'dup' } });
    expect(dup.status).toBe(409);
    expect(dup.body.data.errors[0].field).toBe('assetNo');
    const badRef = await t.call('POST', E, { token: admin, body: { assetNo: 'X-2', name: 'x', keeperId: 99999 } });
    expect(badRef.status).toBe(400);
    expect(await count('equipment')).toBe(before);
  });

  it('creates, derives, updates with optimistic locking and deletes, each with an audit entry', async () => {
    const created = await t.call('POST', E, {
      token: admin,
      body: { assetNo: 'EQ-100', name: '浊度仪', calibratedOn: '2026-01-31', calibrationCycleMonths: 1 },
    });
    expect(created.status).toBe(201);
    const rec = created.body.data;
    expect(rec).toMatchObject({ version: 1, status: 'in_service', nextCalibrationDue: '2026-02-28' }); // calendar months clamp to the month's end
    const upd = await t.call('PUT', `${E}/${rec.id}`, { token: admin, body: { version: 1, location: '仪器室' } });
    expect(upd.body.data).toMatchObject({ version: 2, location: '仪器室' });
    const stale = await t.call('PUT', `${E}/${rec.id}`, { token: admin, body: { version: 1, location: '别处' } });
    expect(stale.status).toBe(409);
    expect((await t.call('GET', `${E}/${rec.id}/form`, { token: admin })).body.data.location).toBe('仪器室');
    const logs = await t.database.db
      .selectFrom('adminLogs')
      .selectAll()
      .where('entity', '=', 'equipment')
      .where('entityId', '=', String(rec.id))
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.action)).toEqual(['create', 'update']);
    const del = await t.call('DELETE', `${E}/${rec.id}`, { token: admin });
    expect(del.body.data).toEqual({ deleted: 1 });
    expect((await t.call('GET', `${E}/${rec.id}/form`, { token: admin })).status).toBe(404);
    expect((await verifyChain(t.database.db)).ok).toBe(true);
  });

  it('refuses to delete referenced master data and retained records', async () => {
    const client = await t.call('DELETE', '/admin/api/v1/clients/1', { token: admin, lang: 'en' });
    expect(client.status).toBe(409);
    expect(client.body.msg).toMatch(/referenced/);
    expect((await t.call('GET', '/admin/api/v1/clients/1/form', { token: admin })).status).toBe(200);
    const log = await t.call('DELETE', '/admin/api/v1/adminLogs/1', { token: admin, lang: 'en' });
    expect(log.status).toBe(409);
    expect(log.body.msg).toMatch(/archived/);
    expect((await t.call('DELETE', '/admin/api/v1/equipment/1,abc', { token: admin })).status).toBe(400);
    expect((await t.call('DELETE', '/admin/api/v1/equipment/424242', { token: admin })).status).toBe(404);
    // the documented 500 ids of up to 10 digits reach the handler (the router's default 100-character parameter
    // answered 414 from about 20 ids, a bulk delete of one list page); 501 are refused by the handler, naming ids
    const many = (n: number) => Array.from({ length: n }, (_, i) => 1_000_000_000 + i).join(',');
    expect((await t.call('DELETE', `/admin/api/v1/equipment/${many(500)}`, { token: admin })).status).toBe(404);
    const tooMany = await t.call('DELETE', `/admin/api/v1/equipment/${many(501)}`, { token: admin, lang: 'en' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.errors[0].field).toBe('ids');
  });

  it('enforces perms: a role without device:add gets 403 and nothing is written', async () => {
    const analyst = await t.login('analyst');
    const r = await t.call('POST', E, { token: analyst, lang: 'en', body: { assetNo: 'EQ-200', name: 'x' } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('A0301');
    expect(r.body.msg).toContain('Equipment · Add');
    expect(r.body.msg).not.toContain('device:add'); // the perm in words, never its code
    expect((await t.call('GET', `${E}/page`, { token: analyst })).status).toBe(200);
  });

  it('lets any signed-in user read staff names by id, but not the user list', async () => {
    const analyst = await t.login('analyst');
    expect((await t.call('GET', '/admin/api/v1/users/page', { token: analyst })).status).toBe(403);
    const names = await t.call('GET', '/admin/api/v1/users/options?ids=1,2', { token: analyst });
    expect(names.status).toBe(200);
    expect(names.body.data.map((o: { value: number }) => o.value).sort()).toEqual([1, 2]);
    expect(names.body.data.every((o: { label: string }) => typeof o.label === 'string' && o.label !== '')).toBe(true);
    expect(Object.keys(names.body.data[0]).sort()).toEqual(['label', 'value']); // titles only, nothing else of a user
    expect((await t.call('GET', '/admin/api/v1/users/options?ids=1')).status).toBe(401);
    // other resources keep their own perm for titles
    expect((await t.call('GET', '/admin/api/v1/roles/options?ids=1', { token: analyst })).status).toBe(403);
  });

  it('runs workflow transitions with state guards, perms, reasons and e-signatures', async () => {
    const clerk = await t.login('clerk');
    const order = (
      await t.call('POST', '/admin/api/v1/orders', {
        token: clerk,
        body: {
          clientId: 1,
          projectName: '测试项目',
          category: 'commissioned',
          points: [{ name: 'P1', matrix: 'wastewater', parameterIds: [1, 2] }],
          status: 'closed',
        },
      })
    ).body;
    expect(order.code, JSON.stringify(order)).toBe('A0400'); // status is the workflow's, never the client's
    const created = (
      await t.call('POST', '/admin/api/v1/orders', {
        token: clerk,
        body: {
          clientId: 1,
          projectName: '测试项目',
          category: 'commissioned',
          discount: '0.9',
          points: [{ name: 'P1', matrix: 'wastewater', days: 2, parameterIds: [1, 2] }],
        },
      })
    ).body.data;
    expect(created.orderNo).toMatch(/^WT\d{8}\d{3}$/);
    expect(created.status).toBe('draft');
    expect(created.quoteTotal).toBe('108.00'); // (20 + 40) × 2 samples × 0.9
    const wrongState = await t.call('POST', `/admin/api/v1/orders/${created.id}/transitions/accept`, { token: clerk, body: { version: 1 } });
    expect(wrongState.status).toBe(409);
    const submitted = await t.call('POST', `/admin/api/v1/orders/${created.id}/transitions/submit`, { token: clerk, body: { version: 1 } });
    expect(submitted.body.data).toMatchObject({ status: 'submitted', version: 2 });
    const noReason = await t.call('POST', `/admin/api/v1/orders/${created.id}/transitions/reject`, { token: clerk, body: { version: 2 } });
    expect(noReason.status).toBe(400);
    const analyst = await t.login('analyst');
    const noPerm = await t.call('POST', `/admin/api/v1/orders/${created.id}/transitions/cancel`, { token: analyst, body: { version: 2, reason: 'x' } });
    expect(noPerm.status).toBe(403);
    const cancelled = await t.call('POST', `/admin/api/v1/orders/${created.id}/transitions/cancel`, { token: clerk, body: { version: 2, reason: '客户撤回' } });
    expect(cancelled.body.data.status).toBe('cancelled');
    const log = await t.database.db
      .selectFrom('adminLogs')
      .selectAll()
      .where('entity', '=', 'orders')
      .where('action', '=', 'transition:cancel')
      .executeTakeFirstOrThrow();
    expect(log.reason).toBe('客户撤回');
  });

  it('numbers orders uniquely under concurrent creates', async () => {
    const clerk = await t.login('clerk');
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', '/admin/api/v1/orders', {
          token: clerk,
          body: {
            clientId: 1,
            projectName: `并发 ${i}`,
            category: 'commissioned',
          },
        }),
      ),
    );
    const numbers = made.map((m) => m.body.data.orderNo);
    expect(new Set(numbers).size).toBe(20);
  });
});
