import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { databaseTargets, startTestApp, multipart, type TestApp } from './harness.ts';

// Bytes as sent: text that is not UTF-8, or holds a lone surrogate, is refused with the field named, never stored as U+FFFD.
describe.each(databaseTargets())('text stored as sent or refused on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const raw = (method: 'POST' | 'GET', url: string, payload?: Buffer, headers: Record<string, string> = {}) =>
    t.app
      .inject({ method, url, payload, headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en', ...headers } })
      .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) }));
  const clients = () => t.database.db.selectFrom('clients').select('name').execute();
  const json = { 'content-type': 'application/json' };
  const encodingError = (field: string) => ({ field, message: 'Not valid UTF-8 text (bytes that are not text, or a lone surrogate); nothing was saved' });

  it('refuses invalid UTF-8 and a lone surrogate in a JSON body, naming the field, and stores nothing', async () => {
    const before = await clients();
    const bytes = Buffer.concat([Buffer.from('{"name":"bad'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const bad = await raw('POST', '/admin/api/v1/clients', bytes, json);
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toMatchObject([encodingError('name')]);
    const lone = await raw('POST', '/admin/api/v1/clients', Buffer.from('{"name":"bad\\ud800","contact":"x"}'), json);
    expect(lone.status).toBe(400);
    expect(lone.body.data.errors).toMatchObject([encodingError('name')]);
    // an encoded surrogate (ED A0 80) is not UTF-8 either; a broken byte in the syntax names the body
    const encoded = await raw('POST', '/admin/api/v1/clients', Buffer.from([...Buffer.from('{"name":"'), 0xed, 0xa0, 0x80, ...Buffer.from('"}')]), json);
    expect(encoded.body.data.errors).toMatchObject([encodingError('name')]);
    const syntax = await raw('POST', '/admin/api/v1/clients', Buffer.from([...Buffer.from('{"name":"a"'), 0xff, ...Buffer.from('}')]), json);
    expect(syntax.status).toBe(400);
    expect(await clients()).toEqual(before);
  });

  it('stores valid text exactly as sent, a surrogate pair and U+FFFD in JSON included', async () => {
    const name = '客户 😀 \uFFFD ok';
    const made = await raw('POST', '/admin/api/v1/clients', Buffer.from(JSON.stringify({ name }), 'utf8'), json);
    expect(made.status).toBe(201);
    expect((await clients()).map((c) => c.name)).toContain(name);
  });

  it('refuses a query value or name that is not UTF-8 once percent-decoded', async () => {
    const bad = await raw('GET', '/admin/api/v1/clients/page?q=%FF%FE');
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toMatchObject([encodingError('q')]);
    expect((await raw('GET', '/admin/api/v1/clients/page?q=%ED%A0%80')).status).toBe(400);
    expect((await raw('GET', '/admin/api/v1/clients/page?q=%E5%AE%A2')).status).toBe(200);
  });

  it('refuses a multipart field with bytes that are not UTF-8, naming it', async () => {
    const m = multipart({ username: 'x', password: '123456' });
    const payload = Buffer.from(m.payload.toString('latin1').replace('name="username"\r\n\r\nx', 'name="username"\r\n\r\nx\xff\xfe'), 'latin1');
    const bad = await t.app.inject({ method: 'POST', url: '/admin/index/login', payload, headers: { ...m.headers, 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).data.errors).toMatchObject([encodingError('username')]);
    const before = await clients();
    const form = multipart({ name: 'x' });
    const formBytes = Buffer.from(form.payload.toString('latin1').replace('\r\n\r\nx', '\r\n\r\nx\xc3'), 'latin1');
    const create = await raw('POST', '/admin/api/v1/clients', formBytes, form.headers);
    expect(create.status).toBe(400);
    expect(create.body.data.errors).toMatchObject([encodingError('name')]);
    expect(await clients()).toEqual(before);
  });
});
