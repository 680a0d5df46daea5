import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { databaseTargets, startTestApp, multipart, type TestApp } from './harness.ts';

type Json = Record<string, any>;

// Issue 35: what a fuzzer found the document and the server disagreeing on, each now agreeing.
describe.each(databaseTargets())('the document is exact (%s)', (target) => {
  let t: TestApp;
  let admin: string;
  let doc: Json;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
    doc = (await t.call('GET', '/admin/api-docs/openapi.json')).body;
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) => t.call('GET', url, { token: admin, lang: 'en' });
  const fields = (r: { body: Json }) => (r.body.data?.errors ?? []).map((e: Json) => e.field);

  it('ids the pattern allows are found or not found, never refused as malformed', async () => {
    expect((await t.call('DELETE', '/admin/api/v1/clients/2147483648', { token: admin })).status).toBe(404);
    expect((await t.call('DELETE', '/admin/api/v1/clients/99999999999999999999,1', { token: admin })).status).toBe(404);
    expect((await get('/admin/api/v1/clients/2147483648/form')).status).toBe(404);
    const bad = await t.call('DELETE', '/admin/api/v1/clients/1,x', { token: admin, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0].message).toBe('Must be record ids (digits) separated by commas, at most 500');
  });

  it('marks a field nullable on update only where the server takes null, and its examples pass', async () => {
    const status = doc.components.schemas['equipment.update'].properties.status;
    expect(JSON.stringify(status)).not.toContain('"null"');
    expect((await t.call('PUT', '/admin/api/v1/equipment/1', { token: admin, body: { version: 1, status: null } })).status).toBe(400);
    const create = doc.components.schemas['orders.create'].properties;
    expect(create.discount.examples).toEqual(['0.5']);
    expect(create.dueDate.examples).toEqual(['2099-12-31']);
  });

  it('requires reason where the step does (an order cancel), in the document and on the server', async () => {
    const body = doc.paths['/admin/order/cancel'].post.requestBody.content['application/json'].schema;
    expect(body.required).toContain('reason');
    expect(doc.paths['/admin/order/submit'].post.requestBody.content['application/json'].schema.required).not.toContain('reason');
    const r = await t.call('POST', '/admin/order/cancel', { token: admin, body: { id: 1, version: 1 } });
    expect(r.status).toBe(400);
    expect(fields(r)).toEqual(['reason']);
  });

  it('refuses the query values the document forbids', async () => {
    expect(fields(await get('/admin/api/v1/orders/page?updatedAt_lte='))).toEqual(['updatedAt_lte']);
    expect(fields(await get(`/admin/api/v1/orders/page?q=${'a'.repeat(201)}`))).toEqual(['q']);
    expect((await get(`/admin/api/v1/orders/page?q=${'a'.repeat(200)}`)).status).toBe(200);
    expect(fields(await get('/admin/api/v1/notices/my-page?foo=1'))).toEqual(['foo']);
    expect(fields(await get('/admin/api/v1/outbox/page?foo=1'))).toEqual(['foo']);
    expect(fields(await get('/admin/api/v1/adminLogs/page?userId=2147483648'))).toEqual(['userId']);
    expect(fields(await get('/admin/api/v1/adminLogs/page?id=-1'))).toEqual(['id']);
    // an empty equality filter is no filter, as before
    expect((await get('/admin/api/v1/orders/page?status=')).status).toBe(200);
  });

  it('answers an unknown method 405 with Allow, and multipart refusals with true, documented statuses', async () => {
    const q = await t.app.inject({ method: 'QUERY' as 'GET', url: '/admin/health' });
    expect(q.statusCode).toBe(405);
    expect(q.headers.allow).toBe('GET, HEAD');
    const headers = { authorization: `Bearer ${admin}`, 'accept-language': 'en' };
    const six = multipart(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}`, { filename: `${i}.txt`, content: Buffer.from('x') }])));
    const many = await t.app.inject({ method: 'POST', url: '/admin/api/v1/files', payload: six.payload, headers: { ...six.headers, ...headers } });
    expect(many.statusCode).toBe(413);
    expect(JSON.parse(many.body).msg).toBe('Too many parts in the form (at most 5 files, 200 fields, 300 parts in all)');
    const m = multipart({ username: 'x', password: '123456' });
    const jsonPart = Buffer.from(
      m.payload
        .toString('latin1')
        .replace('name="username"\r\n', 'name="username"\r\nContent-Type: application/json\r\n')
        .replace('\r\n\r\nx\r\n', '\r\n\r\n{bad\r\n'),
      'latin1',
    );
    const malformed = await t.app.inject({ method: 'POST', url: '/admin/index/login', payload: jsonPart, headers: { ...m.headers, ...headers } });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(malformed.body).msg).toBe('A form field declared as JSON is not valid JSON');
    expect(Object.keys(doc.paths['/admin/api/v1/files'].post.responses)).toEqual(expect.arrayContaining(['400', '413', '503']));
  });
});
