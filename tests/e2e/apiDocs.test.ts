// The API reference page (/admin/api-docs, swagger-ui over the served document) in Chromium: the lab's title, not
// the framework's bar; the menu groups in both languages; a feature route with its typed body and a real refusal
// example; and "try it out" with the raw token from login, as the security scheme documents it.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eEnabled, findChromium, FLAGS, BROWSER_ENV } from './harness.ts';
import { startTestApp, type TestApp } from '../api/harness.ts';

describe.runIf(e2eEnabled())('API reference page in Chromium', () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const shared = process.env[BROWSER_ENV];
    browser = shared ? await chromium.connect(shared) : await chromium.launch({ executablePath: findChromium()!, args: FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('shows the groups in both languages, typed bodies, and runs a call with the raw token', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // deep link: the analysis group opens at the assignment route (swagger-ui writes a tag's spaces as %20 in the
    // link and as _ in element ids)
    await page.goto(`${base}/admin/api-docs#/${encodeURIComponent('分析室 · Analysis room')}/postAnalysisIssued`);
    await page.locator('.opblock-tag').first().waitFor({ timeout: 120_000 });
    expect(await page.title()).toContain('LIMS');
    expect(await page.locator('.topbar').count()).toBe(0); // no framework bar with its own logo and URL box
    // the groups are named in words, both languages, each with the screens it serves
    for (const group of ['业务管理 · Business', '分析室 · Analysis room', '报告室 · Report room', '登录与会话 · Sign-in and sessions']) {
      await page.locator('.opblock-tag').getByText(group, { exact: true }).waitFor();
    }
    await page
      .getByText(/委托单 Entrusted orders/)
      .first()
      .waitFor();
    const issued = page.locator('[id="operations-分析室_·_Analysis_room-postAnalysisIssued"]');
    await issued.getByText('分析单').first().waitFor(); // the seed's screen in Chinese beside the English summary
    const example = await issued.locator('.body-param__example, .example').first().innerText();
    expect(example).toContain('"analystId": 1');
    await issued.getByText('"A0400"').first().waitFor(); // a real refusal: the code, the message in Chinese, the field
    await issued.getByText('"应为整数"').waitFor();

    // Authorize with the token exactly as login answers it, then try GET /admin/api/v1/users/me
    const token = await t.login('analyst');
    await page.locator('button.authorize').first().click();
    const schemes = page.locator('.modal-ux .auth-container');
    await schemes.nth(0).getByText('Authorization', { exact: true }).waitFor();
    await schemes.nth(1).getByText('syc-token', { exact: true }).waitFor();
    await schemes.nth(0).locator('input').fill(token);
    await schemes.nth(0).locator('button.authorize').click();
    await page.locator('.modal-ux button.btn-done').first().click();
    await page.locator('[id="operations-tag-登录与会话_·_Sign-in_and_sessions"]').click();
    const me = page.locator('[id="operations-登录与会话_·_Sign-in_and_sessions-getUsersMe"]');
    await me.locator('.opblock-summary').click();
    await me.locator('button.try-out__btn').click();
    await me.locator('button.execute').click();
    const live = me.locator('.live-responses-table');
    await live.waitFor();
    await expect.poll(() => live.locator('tbody .response-col_status').first().innerText()).toBe('200');
    expect(await live.innerText()).toContain('"username": "analyst"');
    expect(errors).toEqual([]);
  }, 240_000);
});
