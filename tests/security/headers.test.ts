import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestApp, multipart, type TestApp } from '../api/harness.ts';

// The security headers come from @fastify/helmet (server/http/plugin.ts); this pins the policies it is given, so a
// helmet upgrade that changes a default (upgrade-insecure-requests breaks plain-http LAN installs) shows here.
describe('security headers by helmet', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const csp = (h: Record<string, unknown>) =>
    String(h['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .sort();

  it('gives the app its policy, no inline script and no upgrade to https, with frame, referrer and sniffing headers', async () => {
    for (const url of ['/', '/admin/api/v1/users/me', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(csp(res.headers), url).toEqual([
        "base-uri 'self'",
        "connect-src 'self' ws: wss:",
        "default-src 'self'",
        "font-src 'self' data:",
        "frame-ancestors 'none'",
        "img-src 'self' data: blob:",
        "object-src 'none'",
        "style-src 'self' 'unsafe-inline'",
      ]);
      expect([res.headers['x-frame-options'], res.headers['referrer-policy'], res.headers['x-content-type-options']], url).toEqual([
        'DENY',
        'same-origin',
        'nosniff',
      ]);
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  it("lets the API docs run swagger-ui's inline script, and nothing else", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api-docs' });
    expect(res.statusCode).toBe(200);
    expect(csp(res.headers)).toEqual([
      "default-src 'self'",
      "frame-ancestors 'none'",
      "img-src 'self' data:",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
    ]);
  });

  it("keeps a stored file's own sandboxing policy over helmet's", async () => {
    const m = multipart({ file: { filename: 'note.txt', content: Buffer.from('采样记录\n'), contentType: 'text/plain' } });
    const up = await t.app.inject({
      method: 'POST',
      url: '/admin/api/v1/files?purpose=upload',
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${admin}` },
    });
    expect(up.statusCode, up.body).toBe(200);
    const url = String(JSON.parse(up.body).data.url ?? `/admin/api/v1/files/${JSON.parse(up.body).data.storedName}`);
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(csp(res.headers)).toEqual(["default-src 'none'", "img-src 'self'", 'sandbox', "style-src 'unsafe-inline'"]);
  });
});
