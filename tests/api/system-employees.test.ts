import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { isQualified, qualificationOf, assertQualified } from '../../server/employees/qualification.ts';
import { databaseTargets, startTestApp, multipart, type TestApp } from './harness.ts';
import { PNG } from './system-helpers.ts';

// a loaded two-core machine and argon2 hashing make single steps slow at times
vi.setConfig({ testTimeout: 30_000 });

const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);

describe.each(databaseTargets())('employees, signatures, files and qualifications on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-files-'));
    t = await startTestApp(target, { DATA_DIR: dataDir });
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (url: string, token: string, content: Buffer, extra: Record<string, string> = {}) => {
    const m = multipart({ ...extra, file: { filename: 'x.png', content } });
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const fetchFile = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const userId = async (username: string) =>
    (await t.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id as number;
  const param = async (code: string) =>
    (await t.database.db.selectFrom('parameters').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id as number;
  const employee = async (no: string) => (await t.call('GET', `/admin/api/v1/employees/page?q=${no}`, { token: admin })).body.data.list[0];

  it("stores an employee's own signature and serves it only to those who may see it", async () => {
    const analyst = await t.login('analyst');
    const e = await employee('E001');
    const other = await upload(`/admin/api/v1/employees/${e.id}/signature`, await t.login('checker'), PNG);
    expect(other.status).toBe(403);
    const r = await upload(`/admin/api/v1/employees/${e.id}/signature`, analyst, PNG);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const url = r.body.data.signature as string;
    expect(url).toMatch(/^\/admin\/api\/v1\/files\/[0-9a-f-]{36}\.png$/);
    expect(r.body.data.version).toBe(e.version + 1);
    const stored = fs.readdirSync(path.join(dataDir, 'files'));
    expect(stored).toContain(url.split('/').pop());
    const own = await fetchFile(url, analyst);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect((await fetchFile(url, await t.login('writer'))).statusCode).toBe(200);
    expect((await fetchFile(url, await t.login('clerk'))).statusCode).toBe(403);
    expect((await fetchFile('/admin/api/v1/files/..%2F..%2Fetc%2Fpasswd', admin)).statusCode).toBe(400);
    expect((await fetchFile('/admin/api/v1/files/00000000-0000-0000-0000-000000000000.png', admin)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('adminLogs')
      .select('action')
      .where('entity', '=', 'employees')
      .where('entityId', '=', String(e.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('signature');
  });

  it('refuses signatures of the wrong type or beyond 1 MB (413)', async () => {
    const e = await employee('E003');
    const pdf = await upload(`/admin/api/v1/employees/${e.id}/signature`, admin, Buffer.from('%PDF-1.4 fake'));
    expect(pdf.status).toBe(400);
    expect(pdf.body.msg).toBe('File type not allowed (allowed: png, jpg)');
    const big = await upload(`/admin/api/v1/employees/${e.id}/signature`, admin, Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe('The file exceeds the 1.0 MB limit');
  });

  it('uploads avatars for everyone to see and private files for their owner', async () => {
    const clerk = await t.login('clerk');
    const avatar = await upload('/admin/api/v1/files?purpose=avatar', clerk, PNG);
    expect(avatar.status).toBe(200);
    expect(avatar.body.src).toBe(avatar.body.data.url);
    const me = await t.call('PUT', '/admin/api/v1/users/profile', { token: clerk, body: { avatar: avatar.body.data.url } });
    expect(me.body.data.avatar).toBe(avatar.body.data.url);
    expect((await fetchFile(avatar.body.data.url, await t.login('sampler'))).statusCode).toBe(200);
    const text = await upload('/admin/api/v1/files?purpose=upload', clerk, Buffer.from('采样记录 2026-11-23\n'), { filename: '记录.txt' });
    expect(text.status).toBe(200);
    const own = await fetchFile(text.body.data.url, clerk);
    expect(own.headers['content-disposition']).toContain(encodeURIComponent('记录.txt'));
    expect((await fetchFile(text.body.data.url, await t.login('sampler'))).statusCode).toBe(403);
    expect((await upload('/admin/api/v1/files?purpose=avatar', clerk, Buffer.from('<svg onload="alert(1)"/>'))).status).toBe(400);
    expect((await upload('/admin/api/v1/files?purpose=signature', clerk, PNG)).status).toBe(400);
  });

  it('decides qualification by parameter, validity date, method and employment', async () => {
    const db = t.database.db;
    const [analyst, checker, reviewer, clerk] = await Promise.all(['analyst', 'checker', 'reviewer', 'clerk'].map(userId));
    const cod = await param('W-COD');
    const nh3n = await param('W-NH3N');
    expect(await isQualified(db, analyst, cod, day(0))).toBe(true);
    expect(await isQualified(db, analyst, cod, day(400))).toBe(false);
    expect(await qualificationOf(db, checker, cod)).toMatchObject({ state: 'expired', validUntil: day(-10) });
    expect(await isQualified(db, checker, cod, day(-20))).toBe(true);
    expect((await qualificationOf(db, reviewer, cod)).state).toBe('none');
    expect((await qualificationOf(db, clerk, cod)).state).toBe('noEmployee');

    const e = await employee('E001');
    const quals = e.qualifications.map((q: { parameterId: number }) => (q.parameterId === nh3n ? { ...q, methodNo: 'HJ 535-2009' } : q));
    const put = await t.call('PUT', `/admin/api/v1/employees/${e.id}`, { token: admin, body: { version: e.version, qualifications: quals } });
    expect(put.status).toBe(200);
    expect(await isQualified(db, analyst, nh3n)).toBe(true);
    await db.updateTable('parameters').set({ methodNo: 'HJ 536-2009' }).where('id', '=', nh3n).execute();
    expect((await qualificationOf(db, analyst, nh3n)).state).toBe('methodChanged');
    await expect(assertQualified(db, 'en', analyst, [cod, nh3n])).rejects.toMatchObject({ status: 400, key: 'qualification.missing' });
    await db.updateTable('parameters').set({ methodNo: 'HJ 535-2009' }).where('id', '=', nh3n).execute();

    const qualified = await t.call('GET', `/admin/api/v1/employees/qualified?parameterIds=${cod},${nh3n}`, { token: admin });
    expect(qualified.body.data.map((u: { userId: number }) => u.userId)).toEqual([analyst]);
    const state = await t.call('GET', `/admin/api/v1/employees/qualification?userId=${checker}&parameterId=${cod}`, { token: admin });
    expect(state.body.data.state).toBe('expired');

    await t.call('PUT', `/admin/api/v1/employees/${e.id}`, { token: admin, body: { version: e.version + 1, status: 'left' } });
    expect((await qualificationOf(db, analyst, cod)).state).toBe('inactive');
  });

  it('refuses qualifications naming unknown parameters', async () => {
    const r = await t.call('POST', '/admin/api/v1/employees', {
      token: admin,
      lang: 'en',
      body: {
        employeeNo: 'E100',
        name: '新人',
        qualifications: [
          { parameterId: await param('W-PH'), validUntil: day(100) },
          { parameterId: 99999, validUntil: day(100) },
        ],
      },
    });
    expect(r.status).toBe(400);
    expect(r.body.data.errors[0]).toMatchObject({ field: 'qualifications.1.parameterId', message: 'No such parameter: 99999' });
  });
});
