// Issue 29 (7): people read labels and names, in Chromium, clicked from the dashboard as the role that reads them,
// in zh-CN and en at 1440 px. The analyst's to-dos name a sheet's test items and samples, the 分析单 list names its
// template, test items and analyst (no template code, no login); receiving the assigned sheet clears its notice, and
// the dissolved-oxygen record warns on a concentration typed in mol/L; the writer's report names its preparer; the
// administrator's audit log words its actions; dictionary and setting names and counts read as English in English;
// the holding clock is on screen at 1440 px and the dashboard's bars stay on their months when the sidebar collapses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eEnabled, startE2E, newPage, login, shot, apiOf, type E2E, type Api, receiveSheet, openMenu } from './harness.ts';

const enabled = e2eEnabled();
const WIDE = { width: 1440, height: 900 };
const LANGS = ['zh-CN', 'en'] as const;

describe.runIf(enabled)('labels and names, not codes and logins', () => {
  let e: E2E;
  let api: Api;
  const page = async (lang: (typeof LANGS)[number], who: string) => {
    const p = await newPage(e, WIDE);
    if (lang === 'en') await p.addInitScript(() => localStorage.setItem('language', 'en'));
    await login(e, p, who);
    return p;
  };
  const users = async () =>
    new Map((await e.app.database.db.selectFrom('users').select(['id', 'username', 'nickname']).execute()).map((u) => [Number(u.id), u]));

  beforeAll(async () => {
    e = await startE2E();
    api = apiOf(e);
  }, 300_000);
  afterAll(async () => {
    await e?.close();
  });

  for (const lang of LANGS) {
    it(`the analyst's to-dos and 分析单 list name test items, templates and people (${lang})`, { timeout: 180_000 }, async () => {
      const p = await page(lang, 'analyst');
      const inbox = p.locator('[data-testid="inbox"] [data-section="toReceive"] [data-item]').first();
      await inbox.waitFor();
      // 'FX… · 溶解氧 · GB 7489-87 · 3 个样品': the sheet's test item, method and samples, not its number alone
      expect(await inbox.textContent()).toMatch(
        lang === 'en' ? /FX\d+ · Dissolved oxygen · GB 7489-87 · \d+ samples?/ : /FX\d+ · 溶解氧 · GB 7489-87 · \d+ 个样品/,
      );
      await shot(p, `names-inbox-${lang}`);
      await openMenu(p, 'analyse', '/analyse/analyseIndex');
      const cells = p.locator('table tbody td.column-templateId');
      await cells.first().waitFor();
      await expect.poll(() => p.locator('table tbody td.column-analystId').first().textContent(), { timeout: 15_000 }).not.toBe('');
      const headers = await p.locator('table thead th').allTextContents();
      expect(headers).toContain(lang === 'en' ? 'Test items' : '检测项目');
      for (const text of await cells.allTextContents()) expect(text).not.toMatch(/^(water|air|soil|gas|method)[-:]/);
      expect(await cells.allTextContents()).toContain(lang === 'en' ? 'Dissolved oxygen GB 7489-87' : '溶解氧 GB 7489-87');
      const analysts = (await p.locator('table tbody td.column-analystId').allTextContents()).filter(Boolean);
      expect(analysts.length).toBeGreaterThan(0);
      for (const a of analysts) expect(a).toBe('张分析');
      expect((await p.locator('table tbody td.column-parameterIds').allTextContents()).join('')).toContain(lang === 'en' ? 'Dissolved oxygen' : '溶解氧');
      await shot(p, `names-sheets-${lang}`);
      expect(p.errors).toEqual([]);
      await p.context().close();
    });
  }

  it('an assignment leaves the analyst a notice that receiving the sheet clears', { timeout: 180_000 }, async () => {
    const db = e.app.database.db;
    const sheet = await db.selectFrom('analysisSheets').select(['id', 'analysisNo']).where('status', '=', 'pending').orderBy('id').executeTakeFirstOrThrow();
    // the lab administrator assigns the waiting sheet from their to-dos
    const lead = await page('zh-CN', 'labadmin');
    await lead.locator(`[data-testid="inbox"] [data-item="toAssign:${sheet.id}"]`).click();
    await lead.getByTestId('apportion').getByRole('combobox').first().click();
    await lead.getByRole('option', { name: /张分析/ }).click();
    await lead.getByTestId('issue').click();
    await lead.waitForURL((u) => u.hash.startsWith('#/analyse/analyseIndex'));
    await lead.context().close();
    const token = await api.loginApi('analyst');
    const notices = async () =>
      (await api.call('GET', '/admin/api/v1/notices/my-page?pageSize=100', { token })).body.data as {
        unreadCount: number;
        list: Array<{ title: string; isRead: boolean }>;
      };
    const before = await notices();
    const mine = before.list.find((n) => n.title.includes(String(sheet.analysisNo)));
    expect(mine?.isRead).toBe(false);
    expect(mine?.title).toMatch(/（.+，.+，\d+ 个样品）$/); // what the sheet is about, not its number alone
    // the analyst receives it from their to-dos: the notice's work is done
    const p = await page('zh-CN', 'analyst');
    await p.locator(`[data-testid="inbox"] [data-item="toReceive:${sheet.id}"]`).click();
    await receiveSheet(p);
    const after = await notices();
    expect(after.list.find((n) => n.title.includes(String(sheet.analysisNo)))?.isRead).toBe(true);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect(p.errors).toEqual([]);
    await p.context().close();
  });

  it('the dissolved-oxygen record warns on a thiosulfate concentration typed in mol/L, and keeps it', { timeout: 180_000 }, async () => {
    const p = await page('zh-CN', 'analyst');
    const item = p.locator('[data-testid="inbox"] [data-section="toReceive"] [data-item]', { hasText: '溶解氧' }).first();
    await item.click();
    await receiveSheet(p);
    const c = p.locator('input[name="header.c"]');
    await c.fill('0.0250');
    const field = p.locator('[data-plausibility="warn"]');
    await field.waitFor();
    expect(await field.textContent()).toContain('mmol/L');
    expect(await c.inputValue()).toBe('0.0250');
    await field.scrollIntoViewIfNeeded();
    await shot(p, 'names-do-warning');
    await c.fill('10.05');
    await expect.poll(() => p.locator('[data-plausibility="warn"]').count()).toBe(0);
    expect(p.errors).toEqual([]);
    await p.context().close();
  });

  for (const lang of LANGS) {
    it(`the writer's report names its preparer, not their login (${lang})`, { timeout: 180_000 }, async () => {
      const p = await page(lang, 'writer');
      const item = p.locator('[data-testid="inbox"] [data-section="reportsToDraft"] [data-item]').first();
      await item.click();
      const report = await e.app.database.db
        .selectFrom('reports')
        .select(['preparedBy'])
        .where('status', '=', 'drafting')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const who = (await users()).get(Number(report.preparedBy))!;
      // 编制人 on the report screen, then in the report list
      await expect.poll(() => p.getByTestId('prepared-by').textContent(), { timeout: 20_000 }).toBe(String(who.nickname));
      await openMenu(p, 'lecture', '/lecture/lectureIndex');
      const listed = p.locator('table tbody td.column-preparedBy');
      await expect.poll(async () => (await listed.allTextContents()).filter(Boolean).length, { timeout: 15_000 }).toBeGreaterThan(0);
      for (const name of (await listed.allTextContents()).filter(Boolean)) expect(name).toBe(String(who.nickname));
      await shot(p, `names-report-${lang}`);
      expect(p.errors).toEqual([]);
      await p.context().close();
    });

    it(`the audit log words its actions and names people (${lang})`, { timeout: 180_000 }, async () => {
      const codes = new Set((await e.app.database.db.selectFrom('adminLogs').select('action').distinct().execute()).map((r) => String(r.action)));
      const p = await page(lang, 'admin');
      await openMenu(p, 'permissions', '/permissions/logs');
      const actions = p.locator('table tbody td.column-action');
      await actions.first().waitFor();
      await expect.poll(async () => (await actions.allTextContents()).every(Boolean), { timeout: 15_000 }).toBe(true);
      for (const text of await actions.allTextContents()) expect(codes.has(text.trim()), text).toBe(false);
      const names = new Set([...(await users()).values()].map((u) => String(u.nickname)));
      const people = (await p.locator('table tbody td.column-userId').allTextContents()).filter(Boolean);
      expect(people.length).toBeGreaterThan(0);
      for (const name of people) expect(names.has(name), name).toBe(true);
      await shot(p, `names-audit-${lang}`);
      expect(p.errors).toEqual([]);
      await p.context().close();
    });
  }

  it('dictionary and setting names, and counts, read as English in English', { timeout: 180_000 }, async () => {
    const p = await page('en', 'admin');
    await openMenu(p, 'system', '/system/dict');
    const dictNames = p.locator('table tbody td.column-name');
    await dictNames.first().waitFor();
    for (const text of await dictNames.allTextContents()) expect(text, text).not.toMatch(/[\u4e00-\u9fff]/);
    await shot(p, 'names-dicts-en');
    await openMenu(p, 'system', '/system/config');
    const settings = p.locator('table tbody td.column-configName');
    await settings.first().waitFor();
    expect(await settings.allTextContents()).toContain('Laboratory name');
    for (const text of await settings.allTextContents()) expect(text, text).not.toMatch(/[\u4e00-\u9fff]/);
    await shot(p, 'names-settings-en');
    // the calibration banner: one instrument "is due", never "1 are due"
    await openMenu(p, 'management', '/management/equipment');
    const banner = p.getByTestId('calibration-banner');
    await banner.waitFor();
    expect(await banner.textContent()).not.toMatch(/\b1 (are|instruments are)\b/);
    expect(p.errors).toEqual([]);
    await p.context().close();
  });

  it('the holding clock is on screen at 1440 px while the sampler receives', { timeout: 180_000 }, async () => {
    const task = await e.app.database.db.selectFrom('tasks').select(['id']).where('status', '=', 'sampling').orderBy('id').executeTakeFirstOrThrow();
    const p = await page('zh-CN', 'sampler');
    await p.locator(`[data-testid="inbox"] [data-item="tasksToReceive:${task.id}"]`).click();
    const clock = p.locator('[data-testid^="clock-"]').first();
    await clock.waitFor();
    const box = (await clock.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(WIDE.width);
    await shot(p, 'names-clock-1440');
    expect(p.errors).toEqual([]);
    await p.context().close();
  });

  it("the dashboard's bars stay on their months when the sidebar collapses", { timeout: 180_000 }, async () => {
    const p = await page('zh-CN', 'labadmin');
    const chart = p.getByTestId('monthly-chart');
    await chart.waitFor();
    await expect.poll(() => chart.getAttribute('data-values'), { timeout: 15_000 }).not.toBeNull();
    // the centre of the last month's bars against the centre of its tick label
    const offset = () =>
      chart.evaluate((el) => {
        const bars = [...el.querySelectorAll('rect')].filter(
          (r) => Number(r.getAttribute('height')) > 0 && Number(r.getAttribute('width')) > 0 && Number(r.getAttribute('width')) < 200,
        );
        const labels = [...el.querySelectorAll('text')].filter((t) => /^\d{4}-\d{2}$/.test(t.textContent ?? ''));
        const last = labels.at(-1)!.getBoundingClientRect();
        const mine = bars.map((b) => b.getBoundingClientRect()).filter((b) => b.x > last.x - 200);
        const centre = (mine[0].x + mine.at(-1)!.x + mine.at(-1)!.width) / 2;
        return Math.abs(centre - (last.x + last.width / 2));
      });
    expect(await offset()).toBeLessThan(8);
    await p.getByTestId('hamburger').click();
    // measured once, as soon as the sidebar has its collapsed width: animated bars trailed the axis by ~0.3 s
    const aside = p.locator('aside').first();
    await expect.poll(() => aside.evaluate((el) => el.getBoundingClientRect().width), { timeout: 5_000, interval: 20 }).toBeLessThan(100);
    await p.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))); // the resize observer's frame
    expect(await offset()).toBeLessThan(8);
    await chart.scrollIntoViewIfNeeded();
    await shot(p, 'names-chart-collapsed');
    expect(p.errors).toEqual([]);
    await p.context().close();
  });
});
