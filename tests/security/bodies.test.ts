import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, multipart, type TestApp } from '../api/harness.ts';
import { startIsolatedApp } from '../ops/isolatedApp.ts';
import { tableCounts, lastAuditHash } from './tables.ts';

// these tests start real apps (and processes) on a 2-core machine shared with other suites
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

// Oversized and malformed bodies: a 4xx with the envelope and a message, never a 500, nothing written.

describe.each(databaseTargets())('oversized and malformed bodies on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let before: Record<string, number>;
  let hash: string | undefined;
  beforeAll(async () => {
    t = await startIsolatedApp(target);
    admin = await t.login('admin');
    before = await tableCounts(t);
    hash = await lastAuditHash(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });
  const raw = async (url: string, payload: string | Buffer, headers: Record<string, string>, method = 'POST') => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en', ...headers },
    });
    let body: any = null;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* asserted below */
    }
    return { status: res.statusCode, body };
  };

  it('refuses a JSON body over the limit with 413 naming the limit', async () => {
    const big = JSON.stringify({ assetNo: 'BIG-1', name: 'x'.repeat(1_100_000) });
    const r = await raw('/admin/api/v1/equipment', big, { 'content-type': 'application/json' });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: 'A0413', data: null });
    expect(r.body.msg).toContain('1.0 MB');
    const put = await raw('/admin/api/v1/equipment/1', big, { 'content-type': 'application/json' }, 'PUT');
    expect(put.status).toBe(413);
  });

  it('refuses an uploaded file over the limit with 413', async () => {
    const m = multipart({ file: { filename: 'huge.pdf', content: Buffer.alloc(11 * 1024 * 1024, 0x25), contentType: 'application/pdf' } });
    const r = await raw('/admin/api/v1/files?purpose=upload', m.payload, m.headers);
    expect(r.status).toBe(413);
    expect(r.body.code).toBe('A0413');
    expect(r.body.msg).toContain('10.0 MB');
  });

  it('refuses malformed, empty, mistyped and hostile JSON with 4xx and the envelope', async () => {
    const cases: Array<[string, string | Buffer, Record<string, string>]> = [
      ['truncated', '{"assetNo": "X-1", "name": ', { 'content-type': 'application/json' }],
      ['not JSON', 'assetNo=X-1&name=y', { 'content-type': 'application/json' }],
      ['empty', '', { 'content-type': 'application/json' }],
      ['array', '[{"assetNo":"X-2","name":"y"}]', { 'content-type': 'application/json' }],
      ['string', '"hello"', { 'content-type': 'application/json' }],
      ['null', 'null', { 'content-type': 'application/json' }],
      ['prototype pollution', '{"assetNo":"X-3","name":"y","__proto__":{"isRoot":true}}', { 'content-type': 'application/json' }],
      ['constructor pollution', '{"assetNo":"X-4","name":"y","constructor":{"prototype":{"isRoot":true}}}', { 'content-type': 'application/json' }],
      ['deep nesting', `{"assetNo":"X-5","name":${'['.repeat(5000)}${']'.repeat(5000)}}`, { 'content-type': 'application/json' }],
      ['wrong types', '{"assetNo":12,"name":{"a":1},"calibrationCycleMonths":"many"}', { 'content-type': 'application/json' }],
      ['huge number', '{"assetNo":"X-7","name":"y","calibrationCycleMonths":1e400}', { 'content-type': 'application/json' }],
      ['unknown type', '<equipment/>', { 'content-type': 'application/xml' }],
      ['text body', 'hello', { 'content-type': 'text/plain' }],
      ['broken multipart', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', { 'content-type': 'multipart/form-data; boundary=x' }],
      ['multipart without boundary', 'whatever', { 'content-type': 'multipart/form-data' }],
    ];
    const problems: string[] = [];
    for (const [name, payload, headers] of cases) {
      const r = await raw('/admin/api/v1/equipment', payload, headers);
      if (r.status < 400 || r.status >= 500 || !r.body || typeof r.body.code !== 'string' || !r.body.msg)
        problems.push(`${name}: ${r.status} ${JSON.stringify(r.body)?.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).isRoot).toBeUndefined();
  });

  it('refuses invalid UTF-8 naming the field, never stores it altered (issue 35: bytes as sent)', async () => {
    const payload = Buffer.concat([Buffer.from('{"assetNo":"X-6","name":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    const r = await raw('/admin/api/v1/equipment', payload, { 'content-type': 'application/json' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('name');
  });

  it('refuses bad ids, a huge query string and too many parts', async () => {
    for (const url of [
      '/admin/api/v1/equipment/abc/form',
      '/admin/api/v1/equipment/-1/form',
      '/admin/api/v1/equipment/99999999999999999999/form',
      '/admin/api/v1/equipment/1.5/form',
    ]) {
      const r = await raw(url, '', {}, 'GET');
      expect([400, 404], url).toContain(r.status);
    }
    const long = await t.app.inject({
      method: 'GET',
      url: `/admin/api/v1/equipment/page?q=${'x'.repeat(200_000)}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(long.statusCode).toBeLessThan(500);
    const parts = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`f${i}`, 'v']));
    const m = multipart(parts);
    const many = await raw('/admin/api/v1/files', m.payload, m.headers);
    expect(many.status).toBeGreaterThanOrEqual(400);
    expect(many.status).toBeLessThan(500);
  });

  it('wrote nothing', async () => {
    expect(await tableCounts(t)).toEqual(before);
    expect(await lastAuditHash(t)).toBe(hash); // not even an audit entry: every body above was refused before any write
  });
});
