import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { databaseTargets, startTestApp, multipart, type TestApp } from './harness.ts';

// every password check the login route makes, counted (the real argon2 check still runs)
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/auth/passwords.ts', async (original) => {
  const real = await original<typeof import('../../server/auth/passwords.ts')>();
  return {
    ...real,
    verifyPassword: (stored: string | null | undefined, password: string) => {
      checks.count++;
      return real.verifyPassword(stored, password);
    },
  };
});

describe.each(databaseTargets())('login throttle under parallel requests on %s', (target) => {
  let t: TestApp;
  let other: App; // a second instance on the same database, as behind a proxy
  beforeAll(async () => {
    t = await startTestApp(target);
    other = await buildApp(loadConfig({ DATABASE_URL: t.databaseUrl, CAPTCHA_TEST_CODE: '1234', SEED_DEMO: 'false' }));
    await other.app.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const login = (app: App, fields: Record<string, string>, remoteAddress = '10.0.0.1') => {
    const m = multipart({ type: 'web-admin', ...fields });
    return app.app
      .inject({ method: 'POST', url: '/admin/index/login', payload: m.payload, headers: { ...m.headers, 'accept-language': 'en' }, remoteAddress })
      .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body), retryAfter: r.headers['retry-after'] }));
  };

  it('checks no more than 5 of 50 parallel wrong passwords from one address, across two instances', async () => {
    checks.count = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(i % 2 ? t : other, { username: 'sampler', password: `guess-${i}` })));
    expect(checks.count).toBeLessThanOrEqual(5);
    expect(checks.count).toBeGreaterThan(0);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(checks.count);
    // the rest never reached the check: the address is slowed (429) or asked for a captcha
    expect(statuses.every((s) => s === 401 || s === 429 || s === 400)).toBe(true);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.msg === 'Please enter Verify Code')).toBe(true);
    // once the failures are in, the address is slowed, even for the right password with a captcha
    const slowed = await login(t, { username: 'sampler', password: '123456', captchaCode: '1234' });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.retryAfter)).toBeGreaterThan(0);
  });

  it('a stranger failing from 50 addresses at once gets 5 checks, and cannot lock the user out of their own account', async () => {
    checks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(i % 2 ? t : other, { username: 'analyst', password: `guess-${i}` }, `192.0.2.${i + 1}`)),
    );
    expect(checks.count).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(checks.count);
    // the account is captcha-gated, not blocked: from the user's own address, no 429
    const noCaptcha = await login(t, { username: 'analyst', password: '123456' }, '10.9.9.9');
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.msg).toBe('Please enter Verify Code');
    checks.count = 0;
    const withCaptcha = await login(other, { username: 'analyst', password: '123456', captchaCode: '1234' }, '10.9.9.9');
    expect(withCaptcha.body.code).toBe('00000');
    expect(checks.count).toBe(1);
    // and the right password forgets the account's failures
    expect((await login(t, { username: 'analyst', password: '123456' }, '10.9.9.9')).body.code).toBe('00000');
  });

  it('gives the free checks back on success: a lab behind one address logs in all day', async () => {
    checks.count = 0;
    const users = ['clerk', 'checker', 'reviewer', 'writer', 'qa', 'equipment', 'labadmin', 'signatory'];
    for (const username of users) expect((await login(t, { username, password: '123456' }, '10.1.1.1')).body.code, username).toBe('00000');
    expect(checks.count).toBe(users.length);
  });
});
