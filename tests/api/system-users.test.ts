import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { connectStomp, waitFor } from '../realtime/helpers.ts';
import { subscribed } from './system-helpers.ts';
import ExcelJS from 'exceljs';

// a loaded two-core machine and argon2 hashing make single steps slow at times
vi.setConfig({ testTimeout: 30_000 });

const U = '/admin/api/v1/users';

async function readXlsx(buf: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

describe.each(databaseTargets())('users API of the seed on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let wsUrl: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    wsUrl = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/ws`;
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const createUser = async (username: string, extra: Record<string, unknown> = {}) => {
    const r = await t.call('POST', U, { token: admin, body: { username, nickname: username, password: 'secret1', ...extra } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.data as { id: number; version: number };
  };
  const permRuleIds = async (perms: string[]) => {
    const rows = await t.database.db.selectFrom('menus').select(['id', 'perm']).where('perm', 'in', perms).execute();
    return rows.map((r) => r.id as number);
  };

  it('pages by department list, shows a form without the hash and creates a user who can log in', async () => {
    const depts = await t.database.db.selectFrom('departments').select(['id', 'code']).execute();
    const chem = depts.find((d) => d.code === 'CHEM')!.id;
    const qa = depts.find((d) => d.code === 'QA')!.id;
    const page = await t.call('GET', `${U}/page?deptId=${chem}&deptId=${qa}&pageSize=50`, { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBeGreaterThan(3);
    for (const u of page.body.data.list) expect([chem, qa]).toContain(u.deptId);
    expect(JSON.stringify(page.body)).not.toMatch(/passwordHash|argon2/);
    const created = await createUser('newbie', { deptId: chem, mobile: '13800000001' });
    const form = await t.call('GET', `${U}/${created.id}/form`, { token: admin });
    expect(form.body.data).toMatchObject({ username: 'newbie', deptId: chem, status: 'enabled' });
    expect(form.body.data).not.toHaveProperty('password');
    expect(await t.login('newbie', 'secret1')).toBeTruthy();
    const options = await t.call('GET', `${U}/options?q=newbie`, { token: admin });
    expect(options.body.data).toContainEqual({ value: created.id, label: 'newbie' });
  });

  it('answers me, the template and the filtered export as files, and deletes a list of ids at once', async () => {
    const me = await t.call('GET', `${U}/me`, { token: admin });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ username: 'admin', roles: ['ROOT'] });
    expect(me.body.data.perms.length).toBeGreaterThan(0);
    const file = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh-CN' } });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(String(res.headers['content-disposition'])).toContain('.xlsx');
      return res.rawPayload;
    };
    const template = await readXlsx(await file(`${U}/template`));
    expect(template[0]).toEqual(expect.arrayContaining(['用户名*', '姓名*', '角色']));
    const qa = (await t.database.db.selectFrom('departments').select('id').where('code', '=', 'QA').executeTakeFirstOrThrow()).id;
    const exported = await file(`${U}/export?deptId=${qa}`);
    const rows = await readXlsx(exported);
    const inQa = (await t.call('GET', `${U}/page?deptId=${qa}`, { token: admin })).body.data.total;
    expect(rows.length - 1).toBe(inQa);
    expect(rows[0]).toContain('用户名');
    expect(rows[0]).toEqual(['ID', '用户名', '姓名', '部门', '角色', '手机号码', '邮箱', '状态', '最后登录']);
    const equipment = rows.find((r) => r[1] === 'equipment')!;
    expect(equipment.slice(3, 5)).toEqual(['质量管理室', '设备管理员']); // department and role names, not ids
    expect(equipment[7]).toBe('启用');
    expect(exported.toString('latin1')).not.toMatch(/argon2/);
    const a = await createUser('batch.a');
    const b = await createUser('batch.b');
    const del = await t.call('DELETE', `${U}/${a.id},${b.id}`, { token: admin });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await t.database.db.selectFrom('users').select('id').where('id', 'in', [a.id, b.id]).execute()).toEqual([]);
  });

  it('disabling a user revokes their tokens and closes their sockets', async () => {
    const u = await createUser('leaver');
    const token = await t.login('leaver', 'secret1');
    expect((await t.call('GET', `${U}/me`, { token })).status).toBe(200);
    const client = await connectStomp(wsUrl, token);
    let closed = false;
    client.onWebSocketClose = () => {
      closed = true;
    };
    // the login stamped the account (a versioned change): the administrator's form is read after it
    const { version } = (await t.call('GET', `${U}/${u.id}/form`, { token: admin })).body.data;
    const r = await t.call('PUT', `${U}/${u.id}`, { token: admin, body: { version, status: 'disabled' } });
    expect(r.status).toBe(200);
    expect((await t.call('GET', `${U}/me`, { token })).status).toBe(401);
    await waitFor(() => closed, 5000, 'socket closed');
    const live = await t.database.db.selectFrom('authTokens').select('id').where('userId', '=', u.id).where('revokedAt', 'is', null).execute();
    expect(live).toEqual([]);
    // re-enabling does not bring the old session back
    await t.call('PUT', `${U}/${u.id}`, { token: admin, body: { version: version + 1, status: 'enabled' } });
    expect((await t.call('GET', `${U}/me`, { token })).status).toBe(401);
    await client.deactivate();
  });

  it('resets a password by query param: sessions end, the new password works, the audit URL hides it', async () => {
    const u = await createUser('forgetful');
    const token = await t.login('forgetful', 'secret1');
    const short = await t.call('PUT', `${U}/${u.id}/password/reset?password=123`, { token: admin, lang: 'en' });
    expect(short.status).toBe(400);
    expect(short.body.data.errors[0]).toMatchObject({ field: 'password', message: 'The password can not be less than 6 digits' });
    const r = await t.call('PUT', `${U}/${u.id}/password/reset?password=brand-new-1`, { token: admin });
    expect(r.status).toBe(200);
    expect((await t.call('GET', `${U}/me`, { token })).status).toBe(401);
    expect(await t.login('forgetful', 'brand-new-1')).toBeTruthy();
    const log = await t.database.db
      .selectFrom('adminLogs')
      .select(['url', 'action', 'after'])
      .where('action', '=', 'password-reset')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.url).toContain('password=[redacted]');
    expect(JSON.stringify(log)).not.toContain('brand-new-1');
  });

  it('keeps ROOT accounts to ROOT: a user administrator cannot reset, edit or promote to ROOT', async () => {
    const rootRole = await t.database.db.selectFrom('roles').select('id').where('code', '=', 'ROOT').executeTakeFirstOrThrow();
    const role = await t.call('POST', '/admin/api/v1/roles', {
      token: admin,
      body: { code: 'USER_ADMIN', name: '账号管理员', ruleIds: await permRuleIds(['user:query', 'user:add', 'user:edit', 'user:delete']) },
    });
    expect(role.status).toBe(201);
    const ua = await createUser('useradmin', { roleIds: [role.body.data.id] });
    const token = await t.login('useradmin', 'secret1');
    const adminRow = await t.call('GET', `${U}/1/form`, { token });
    expect(adminRow.status).toBe(200);
    expect((await t.call('PUT', `${U}/1/password/reset?password=hijack123`, { token })).status).toBe(403);
    expect((await t.call('PUT', `${U}/1`, { token, body: { version: adminRow.body.data.version, nickname: 'x' } })).status).toBe(403);
    expect((await t.call('POST', U, { token, body: { username: 'sneaky', nickname: 's', password: 'secret1', roleIds: [rootRole.id] } })).status).toBe(403);
    expect((await t.call('PUT', `${U}/${ua.id}`, { token, body: { version: ua.version, roleIds: [rootRole.id] } })).status).toBe(403);
    expect((await t.call('PUT', `${U}/${ua.id}`, { token, body: { version: ua.version, status: 'disabled' } })).status).toBe(400);
    expect((await t.call('DELETE', `${U}/${ua.id}`, { token })).status).toBe(400);
    expect(await t.login('admin')).toBeTruthy();
  });

  it('deletes a user together with their sessions', async () => {
    const u = await createUser('temp');
    await t.login('temp', 'secret1');
    const r = await t.call('DELETE', `${U}/${u.id}`, { token: admin });
    expect(r.status).toBe(200);
    expect(await t.database.db.selectFrom('users').select('id').where('id', '=', u.id).executeTakeFirst()).toBeUndefined();
  });

  it('shows and edits my profile, refusing fields outside it', async () => {
    const token = await t.login('analyst');
    const p = await t.call('GET', `${U}/profile`, { token });
    expect(p.body.data).toMatchObject({ username: 'analyst', roles: ['ANALYST'], roleNames: ['分析员'], deptName: '理化分析室' });
    const ok = await t.call('PUT', `${U}/profile`, { token, body: { nickname: '张三丰', gender: 'male' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ nickname: '张三丰', gender: 'male' });
    const bad = await t.call('PUT', `${U}/profile`, { token, lang: 'en', body: { roleIds: [1], status: 'disabled' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['roleIds', 'status']);
    const badGender = await t.call('PUT', `${U}/profile`, { token, body: { gender: 'robot' } });
    expect(badGender.status).toBe(400);
  });

  it('changes my password with the old one; my other sessions end, this one stays', async () => {
    await createUser('changer');
    const a = await t.login('changer', 'secret1');
    const b = await t.login('changer', 'secret1');
    const wrong = await t.call('PUT', `${U}/password`, { token: a, lang: 'en', body: { oldPassword: 'nope-nope', newPassword: 'better-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('The current password is wrong');
    const mismatch = await t.call('PUT', `${U}/password`, { token: a, body: { oldPassword: 'secret1', newPassword: 'better-1', confirmPassword: 'better-2' } });
    expect(mismatch.status).toBe(400);
    const ok = await t.call('PUT', `${U}/password`, { token: a, body: { oldPassword: 'secret1', newPassword: 'better-1', confirmPassword: 'better-1' } });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', `${U}/me`, { token: a })).status).toBe(200);
    expect((await t.call('GET', `${U}/me`, { token: b })).status).toBe(401);
    expect(await t.login('changer', 'better-1')).toBeTruthy();
  });

  it('binds a mobile number with a code from the outbox: hashed, throttled, limited tries, expiring', async () => {
    const me = await createUser('binder');
    const token = await t.login('binder', 'secret1');
    const badContact = await t.call('GET', `${U}/send-verification-code?contact=abc&contactType=MOBILE`, { token });
    expect(badContact.status).toBe(400);
    const sent = await t.call('GET', `${U}/send-verification-code?contact=13912345678&contactType=MOBILE`, { token });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ contactType: 'MOBILE', expiresInSeconds: 600 });
    expect(JSON.stringify(sent.body)).not.toMatch(/\b\d{6}\b/);
    const again = await t.call('GET', `${U}/send-verification-code?contact=13912345678&contactType=MOBILE`, { token, lang: 'en' });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/try again in \d+ s/);

    expect((await t.call('GET', '/admin/api/v1/outbox/page', { token })).status).toBe(403);
    const outbox = await t.call('GET', '/admin/api/v1/outbox/page?recipient=13912345678', { token: admin });
    expect(outbox.body.data.total).toBe(1);
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(outbox.body.data.list[0].body)![1];
    const stored = await t.database.db.selectFrom('verificationCodes').selectAll().where('userId', '=', me.id).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const w1 = await t.call('PUT', `${U}/mobile`, { token, lang: 'en', body: { mobile: '13912345678', code: wrongCode } });
    expect(w1.status).toBe(400);
    expect(w1.body.msg).toBe('Wrong verification code; 4 tries left');
    const other = await t.call('PUT', `${U}/mobile`, { token, body: { mobile: '13900000000', code } });
    expect(other.status).toBe(400); // a code binds only the number it was sent to
    const ok = await t.call('PUT', `${U}/mobile`, { token, body: { mobile: '13912345678', code } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.mobile).toBe('13912345678');
    const reuse = await t.call('PUT', `${U}/mobile`, { token, body: { mobile: '13912345678', code } });
    expect(reuse.status).toBe(400);

    // five wrong tries use the code up; an expired code is refused
    await t.database.db.deleteFrom('verificationCodes').where('userId', '=', me.id).execute();
    const sentMail = await t.call('GET', `${U}/send-verification-code?contact=Binder@Example.com&contactType=email`, { token });
    expect(sentMail.status).toBe(200);
    const mail = await t.call('GET', '/admin/api/v1/outbox/page?recipient=binder@example.com', { token: admin });
    const mailCode = /(?<!\d)(\d{6})(?!\d)/.exec(mail.body.data.list[0].body)![1];
    const wrongMail = mailCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await t.call('PUT', `${U}/email`, { token, body: { email: 'binder@example.com', code: wrongMail } })).status).toBe(400);
    const exhausted = await t.call('PUT', `${U}/email`, { token, lang: 'en', body: { email: 'binder@example.com', code: mailCode } });
    expect(exhausted.body.msg).toBe('Too many wrong codes; request a new one');
    await t.database.db
      .updateTable('verificationCodes')
      .set({ tries: 0, expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', me.id)
      .execute();
    const expired = await t.call('PUT', `${U}/email`, { token, lang: 'en', body: { email: 'binder@example.com', code: mailCode } });
    expect(expired.body.msg).toBe('The verification code has expired; request a new one');
    // a number bound to someone else cannot be claimed
    await t.database.db.deleteFrom('verificationCodes').where('userId', '=', me.id).execute();
    const taken = await t.call('GET', `${U}/send-verification-code?contact=13800000001&contactType=MOBILE`, { token });
    expect(taken.status).toBe(409);
  });
});

describe.each(databaseTargets())('dict API on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let wsUrl: string;
  const D = '/admin/api/v1/dict';
  const I = '/admin/api/v1/dictItems';
  beforeAll(async () => {
    t = await startTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    wsUrl = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/ws`;
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('creates a dict with items, lists it by code, renames it with its items and announces on /topic/dict', async () => {
    const client = await connectStomp(wsUrl, admin);
    const messages = await subscribed(client, '/topic/dict');
    const d = await t.call('POST', D, { token: admin, body: { dictCode: 'weather', name: '天气' } });
    expect(d.status).toBe(201);
    await waitFor(() => messages.length >= 1, 3000, 'dict announcement');
    for (const [value, label, sort] of [
      ['sunny', '晴', 0],
      ['rain', '雨', 1],
    ] as const) {
      expect((await t.call('POST', I, { token: admin, body: { dictCode: 'weather', value, label, sort } })).status).toBe(201);
    }
    const dup = await t.call('POST', I, { token: admin, lang: 'en', body: { dictCode: 'weather', value: 'rain', label: '又是雨' } });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('Dictionary "weather" already has the value "rain"');
    const orphan = await t.call('POST', I, { token: admin, body: { dictCode: 'nowhere', value: 'x', label: 'x' } });
    expect(orphan.status).toBe(400);
    const items = await t.call('GET', `${I}/page?dictCode=weather&sort=sort&order=asc`, { token: admin });
    expect(items.body.data.list.map((i: { label: string }) => i.label)).toEqual(['晴', '雨']);
    const edit = await t.call('PUT', `${I}/${items.body.data.list[1].id}`, { token: admin, body: { version: 1, label: '小雨', tagType: 'info' } });
    expect(edit.body.data).toMatchObject({ label: '小雨', tagType: 'info' });

    const renamed = await t.call('PUT', `${D}/${d.body.data.id}`, { token: admin, body: { version: 1, dictCode: 'weather_kind' } });
    expect(renamed.status).toBe(200);
    const list = await t.call('GET', `${D}/list`, { token: await t.login('analyst') });
    const weather = list.body.data.find((x: { dictCode: string }) => x.dictCode === 'weather_kind');
    expect(weather.dictDataList.map((i: { value: string }) => i.value)).toEqual(['sunny', 'rain']);
    await waitFor(() => messages.length >= 5, 3000, 'every change announced');

    expect((await t.call('DELETE', `${D}/${d.body.data.id}`, { token: admin })).status).toBe(200);
    expect(await t.database.db.selectFrom('dictItems').select('id').where('dictCode', '=', 'weather_kind').execute()).toEqual([]);
    await client.deactivate();
  });

  it('pages dicts by code and name and shows one in a form', async () => {
    const page = await t.call('GET', `${D}/page?q=matrix&pageSize=10`, { token: admin });
    expect(page.status).toBe(200);
    const matrix = page.body.data.list.find((d: { dictCode: string }) => d.dictCode === 'matrix');
    expect(matrix).toBeTruthy();
    const form = await t.call('GET', `${D}/${matrix.id}/form`, { token: admin });
    expect(form.status).toBe(200);
    expect(form.body.data).toMatchObject({ id: matrix.id, dictCode: 'matrix', version: expect.any(Number) });
    expect((await t.call('GET', `${D}/page`, { token: await t.login('analyst') })).status).toBe(403);
  });

  it('protects dicts the schemas use', async () => {
    const matrix = await t.database.db.selectFrom('dicts').select(['id', 'version']).where('dictCode', '=', 'matrix').executeTakeFirstOrThrow();
    const del = await t.call('DELETE', `${D}/${matrix.id}`, { token: admin, lang: 'en' });
    expect(del.status).toBe(409);
    expect(del.body.msg).toContain('parameters.matrix');
    expect((await t.call('PUT', `${D}/${matrix.id}`, { token: admin, body: { version: matrix.version, dictCode: 'matrix2' } })).status).toBe(409);
    expect((await t.call('PUT', `${D}/${matrix.id}`, { token: admin, body: { version: matrix.version, name: '基质' } })).status).toBe(200);
  });
});
