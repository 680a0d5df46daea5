import ExcelJS from 'exceljs';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, multipart, type TestApp } from '../api/harness.ts';
import { startIsolatedApp } from '../ops/isolatedApp.ts';
import { adminRoutes, concreteUrl } from './routeTable.ts';

// these tests start real apps (and processes) on a 2-core machine shared with other suites
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

vi.mock('fastify', () => import('./routeTable.ts').then((m) => m.fastifyWithRouteTable()));

async function tryLogin(t: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const m = multipart({ type: 'web-admin', ...fields });
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/index/login',
    payload: m.payload,
    headers: { ...m.headers, 'accept-language': 'en', ...headers },
  });
  return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
}

/** Every key at any depth of a JSON value, and every string in it. */
function walk(value: unknown, keys: string[] = [], strings: string[] = []) {
  if (Array.isArray(value)) value.forEach((v) => walk(v, keys, strings));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      keys.push(k);
      walk(v, keys, strings);
    }
  else if (typeof value === 'string') strings.push(value);
  return { keys, strings };
}

describe.each(databaseTargets())('login brute force on %s (no test captcha code)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startIsolatedApp(target, { CAPTCHA_TEST_CODE: '' });
  });
  afterAll(async () => {
    await t.close();
  });
  const reset = () => t.database.db.deleteFrom('loginFailures').execute();

  it('throttles guessing one password: after 5 failures even the right password is refused until the back-off and a captcha', async () => {
    await reset();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await tryLogin(t, { username: 'signatory', password: `guess-${i}` }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    const lucky = await tryLogin(t, { username: 'signatory', password: '123456' });
    expect(lucky.status).toBe(429);
    expect(lucky.body.code).toBe('A0429');
    expect(Number(lucky.headers['retry-after'])).toBeGreaterThan(0);
    expect(lucky.body.data).toBeNull(); // no token
    // back-off over (its clock moved, not waited for): a captcha is required, and a wrong one does not pass
    await t.database.db
      .updateTable('loginFailures')
      .set({ lastAt: new Date(Date.now() - 60_000).toISOString() })
      .execute();
    expect((await tryLogin(t, { username: 'signatory', password: '123456' })).body.code).toBe('A0240');
    const cap = (await t.call('GET', '/admin/api/v1/auth/captcha')).body.data;
    const wrongCode = await tryLogin(t, { username: 'signatory', password: '123456', captchaKey: cap.captchaKey, captchaCode: 'zzzz' });
    expect(wrongCode.body.code).toBe('A0240');
    expect(wrongCode.body.data).toBeNull();
    // the test code is not accepted on a server that was not started with it
    expect((await tryLogin(t, { username: 'signatory', password: '123456', captchaCode: '1234' })).body.code).toBe('A0240');
  });

  it('throttles a password spray across users from one address, and a forged X-Forwarded-For does not reset it', async () => {
    await reset();
    for (const u of ['clerk', 'sampler', 'analyst', 'checker', 'reviewer'])
      expect((await tryLogin(t, { username: u, password: 'Spring2026!' })).status).toBe(401);
    const next = await tryLogin(t, { username: 'writer', password: 'Spring2026!' });
    expect(next.status).toBe(429);
    const forged = await tryLogin(t, { username: 'qa', password: 'Spring2026!' }, { 'x-forwarded-for': '203.0.113.7' });
    expect(forged.status).toBe(429);
  });

  it('answers an unknown user exactly like a wrong password (no account enumeration)', async () => {
    await reset();
    const unknown = await tryLogin(t, { username: 'no-such-user', password: 'whatever1' });
    const wrong = await tryLogin(t, { username: 'qa', password: 'whatever1' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    await reset();
  });
});

describe.each(databaseTargets())('sessions, secrets and headers on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startIsolatedApp(target);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a token after logout, in both token headers, while the user's other session lives on", async () => {
    const a = await t.login('clerk');
    const b = await t.login('clerk');
    const m = multipart({ type: 'web-admin', user_id: '3', username: 'clerk' });
    const out = await t.app.inject({ method: 'POST', url: '/admin/index/logout', payload: m.payload, headers: { ...m.headers, 'syc-token': a } });
    expect(out.statusCode).toBe(200);
    expect((await t.call('GET', '/admin/api/v1/orders/page', { token: a })).status).toBe(401);
    expect((await t.call('GET', '/admin/api/v1/orders/page', { headers: { 'syc-token': a } })).body.code).toBe('A0230');
    expect((await t.call('GET', '/admin/api/v1/orders/page', { token: b })).status).toBe(200);
    // the raw token is never stored: the database holds only its hash
    const stored = await t.database.db.selectFrom('authTokens').select('tokenHash').execute();
    expect(stored.map((s) => s.tokenHash)).not.toContain(a);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it('never answers a password or its hash, on any GET route, in exports, or after writes', async () => {
    const created = await t.call('POST', '/admin/api/v1/users', { token: admin, body: { username: 'secretive', nickname: '保密', password: 'Top-Secret-9' } });
    expect(created.status).toBe(201);
    const updated = await t.call('PUT', `/admin/api/v1/users/${created.body.data.id}`, { token: admin, body: { version: 1, password: 'Other-Secret-9' } });
    expect(updated.status).toBe(200);
    const answers: Array<[string, unknown]> = [
      ['create', created.body],
      ['update', updated.body],
    ];
    const exports: Array<[string, Buffer]> = [];
    for (const r of adminRoutes().filter((x) => x.method === 'GET' && !x.url.startsWith('/admin/api-docs'))) {
      const urls = [concreteUrl(r.url)];
      if (r.url.endsWith('/page')) urls.push(`${r.url}?pageSize=500`);
      if (r.url.includes(':id')) urls.push(concreteUrl(r.url, { id: String(created.body.data.id) }));
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        const type = String(res.headers['content-type'] ?? '');
        if (type.includes('json')) answers.push([url, JSON.parse(res.body)]);
        else if (type.includes('spreadsheetml')) exports.push([url, res.rawPayload]);
        else expect(res.body, url).not.toMatch(/\$argon2/);
      }
    }
    expect(answers.length).toBeGreaterThan(100);
    for (const [url, body] of answers) {
      const { keys, strings } = walk(body);
      expect(
        keys.filter((k) => /^password|passwordHash|password_hash/i.test(k)),
        url,
      ).toEqual([]);
      expect(
        strings.filter((s) => s.includes('$argon2') || s.includes('Top-Secret-9') || s.includes('Other-Secret-9')),
        url,
      ).toEqual([]);
    }
    expect(exports.length).toBeGreaterThan(5);
    for (const [url, bytes] of exports) {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
      const cells: string[] = [];
      wb.eachSheet((ws) =>
        ws.eachRow((row) =>
          row.eachCell((c) => {
            cells.push(String(c.text));
          }),
        ),
      );
      expect(
        cells.filter((c) => /\$argon2|password/i.test(c)),
        url,
      ).toEqual([]);
    }
    // and the audit log keeps only a redaction of it
    const log = await t.database.db
      .selectFrom('adminLogs')
      .select(['before', 'after'])
      .where('entity', '=', 'users')
      .where('entityId', '=', String(created.body.data.id))
      .execute();
    expect(JSON.stringify(log)).not.toMatch(/\$argon2|Top-Secret|Other-Secret/);
  });

  it('sends CSP, frame and sniffing headers on the UI, the API, errors and the API docs', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['/', {}],
      ['/admin/api/v1/users/me', { authorization: `Bearer ${admin}` }],
      ['/admin/api/v1/users/me', {}],
      ['/admin/api/v1/no-such-route', {}],
      ['/admin/health', {}],
      ['/admin/api-docs/openapi.json', {}],
      ['/admin/api-docs', {}],
      ['/no-such-page', {}],
    ];
    for (const [url, headers] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toMatch(/default-src 'self'/);
      if (!url.startsWith('/admin/api-docs')) expect(csp, url).not.toContain("'unsafe-eval'");
    }
    const api = await t.app.inject({ method: 'GET', url: '/admin/api/v1/users/me', headers: { authorization: `Bearer ${admin}` } });
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });
});
