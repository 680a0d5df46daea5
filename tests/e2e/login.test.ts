// Login: validation messages in both languages, wrong password, caps lock, the redirect parameter,
// the expired-session notice; a restricted demo user sees only their menus and gets /404 elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMenu, buildRoutes } from '../../src/routes/build.ts';
import { e2eEnabled, startE2E, newPage, fillLogin, login, shot, route, type E2E } from './harness.ts';

const enabled = e2eEnabled();

describe.runIf(enabled)('login', () => {
  let e: E2E;
  beforeAll(async () => void (e = await startE2E()));
  afterAll(async () => e?.close());

  it('shows the seed validation messages, in Chinese and in English', async () => {
    const page = await newPage(e);
    await page.goto(`${e.base}/#/login`);
    await page.getByTestId('login-submit').click();
    for (const text of ['请输入用户名', '请输入密码', '请输入验证码']) await page.getByText(text).waitFor();
    await page.locator('#password').fill('123');
    await page.getByTestId('login-submit').click();
    await page.getByText('密码不能少于6位').waitFor();
    await page.getByTestId('login-lang-en').click();
    await page.getByText('Switch Language Successful!').waitFor();
    for (const text of ['Please enter Username', 'The password can not be less than 6 digits', 'Please enter Verify Code'])
      await page.getByText(text).waitFor();
    await shot(page, 'login-validation-en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('loads the app behind the form while it waits, without touching the API (login goes straight to the page)', async () => {
    const page = await newPage(e);
    const api: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/admin/') && !r.url().includes('/auth/captcha')) api.push(r.url());
    });
    const shell = page.waitForRequest((r) => /\/assets\/Shell-[\w-]+\.js$/.test(r.url()));
    await page.goto(`${e.base}/#/login`);
    await page.getByTestId('login-form').waitFor();
    await shell; // nobody pressed "login"
    expect(api).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('refuses a wrong password with the server message, and a new captcha is fetched', async () => {
    const page = await newPage(e);
    await page.goto(`${e.base}/#/login`);
    const captcha = page.waitForResponse((r) => r.url().includes('/auth/captcha'));
    await fillLogin(page, 'admin', 'wrong-password');
    await page.getByText('用户名或密码错误').waitFor();
    await captcha;
    expect(await page.locator('#captchaCode').inputValue()).toBe('');
    expect(route(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
    await page.context().close();
  });

  it('warns when caps lock is on', async () => {
    const page = await newPage(e);
    await page.goto(`${e.base}/#/login`);
    await page.locator('#password').focus();
    await page.locator('#password').dispatchEvent('keyup', { key: 'A', modifierCapsLock: true });
    await page.getByTestId('caps-lock').waitFor();
    expect(await page.getByTestId('caps-lock').textContent()).toContain('大写锁定已打开');
    await page.locator('#password').dispatchEvent('keyup', { key: 'a', modifierCapsLock: false });
    await page.getByTestId('caps-lock').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('returns to the original path and query after login (redirect parameter)', async () => {
    const page = await newPage(e);
    await page.goto(`${e.base}/#/management/equipment?perPage=10`);
    await page.getByTestId('login-form').waitFor();
    expect(route(page)).toBe(`/login?redirect=${encodeURIComponent('/management/equipment?perPage=10')}`);
    await fillLogin(page, 'admin');
    await page.waitForURL(/#\/management\/equipment\?perPage=10$/);
    await page.locator('table tbody tr').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull(); // not remembered
    expect(await page.evaluate(() => sessionStorage.getItem('admin-token'))).toBeTruthy();
    await shot(page, 'redirected-list');
    await page.context().close();
  });

  it('filters the menu for a restricted user and sends other paths to /404', async () => {
    const page = await newPage(e);
    await login(e, page, 'clerk');
    await page.getByTestId('page-dashboard').waitFor();
    // the menu is exactly what the stored menu list permits, by the seed's rules, and far from everything
    const menus = (JSON.parse((await page.evaluate(() => sessionStorage.getItem('admin-router')))!) as { name: string }[]).map((m) => m.name);
    const expected = buildMenu(buildRoutes(menus));
    const groups = await page.locator('nav [data-group]').evaluateAll((els) => els.map((el) => el.getAttribute('data-group')));
    expect(groups).toEqual(expected.map((g) => g.name));
    expect(groups).toContain('business');
    expect(groups).not.toContain('permissions');
    await page.locator('[data-group=business]').getByRole('button').click();
    const links = await page.locator('nav [data-group=business] [data-menu]').evaluateAll((els) => els.map((el) => el.getAttribute('data-menu')));
    expect(links).toEqual(expected.find((g) => g.name === 'business')!.children.map((c) => c.base));
    expect(links).toContain('/business/trust-list');
    expect(links).not.toContain('/business/qc-list');
    await shot(page, 'clerk-menu');
    await page.goto(`${e.base}/#/permissions/role`);
    await page.getByTestId('page-404').waitFor();
    expect(route(page)).toBe('/404');
    await page.goto(`${e.base}/#/no/such/page`);
    await page.getByTestId('page-404').waitFor();
    // an unknown path is not a page: it leaves no tab behind
    const tabs = await page.locator('[data-testid=tags-view] [data-path]').evaluateAll((els) => els.map((el) => el.getAttribute('data-path')));
    expect(tabs).not.toContain('/no/such/page');
    expect(tabs).not.toContain('/permissions/role');
    await page.goto(`${e.base}/#/business/trust-detail/1`); // hidden children of a permitted group are kept
    await page.locator('[data-testid=tags-view] [data-path="/business/trust-detail/1"]').waitFor();
    expect(route(page)).toBe('/business/trust-detail/1');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('an invalid session (A0230): the Tip notice, the session cleared, a reload onto login with the redirect', async () => {
    const page = await newPage(e);
    await login(e, page, 'admin', '/system/dict');
    await page.locator('[data-page="/system/dict"] table tbody tr').first().waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem('admin-token'));
    // the token is revoked behind the UI's back (as by a logout elsewhere)
    const form = new FormData();
    form.set('type', 'web-admin');
    form.set('token', token!);
    await fetch(`${e.base}/admin/index/logout`, { method: 'POST', body: form });
    await page.locator('[data-path="/dashboard"]').click(); // the dashboard asks the server again
    await page.getByTestId('login-form').waitFor();
    await page.getByTestId('notice').getByText('您的会话已过期，请重新登录').waitFor();
    expect(await page.getByTestId('notice').innerText()).toContain('提示');
    expect(route(page)).toMatch(/^\/login\?redirect=%2F(dashboard|system%2Fdict)&expired=1$/);
    expect(
      await page.evaluate(() => ['admin-token', 'admin-userInfo', 'admin-router'].map((k) => sessionStorage.getItem(k) ?? localStorage.getItem(k))),
    ).toEqual([null, null, null]);
    await page.context().close();
  });

  it('logs out: the token is revoked and the page reloads on the login page', async () => {
    const page = await newPage(e);
    await login(e, page, 'admin');
    const token = await page.evaluate(() => sessionStorage.getItem('admin-token'));
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByRole('button', { name: '确认' }).click();
    await page.getByTestId('login-form').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('admin-token'))).toBeNull();
    const me = await fetch(`${e.base}/admin/api/v1/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await page.context().close();
  });
});
