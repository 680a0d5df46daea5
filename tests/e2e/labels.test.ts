// Labels, not codes, on the screens issue 13 named (item 9): the accounts list's 角色 column shows role names (as
// admin and as lab admin), an employee's qualifications show once, by parameter name; each looked at in zh-CN and en.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eEnabled, startE2E, newPage, login, shot, type E2E } from './harness.ts';

const enabled = e2eEnabled();

describe.skipIf(!enabled)('labels on the accounts and employee screens', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  }, 300_000);
  afterAll(async () => {
    await e?.close();
  });

  for (const lang of ['zh-CN', 'en'] as const) {
    it(`shows role names in the accounts list as admin and lab admin (${lang})`, { timeout: 180_000 }, async () => {
      const roles = (await e.app.database.db.selectFrom('roles').select(['name']).execute()).map((r) => String(r.name));
      // the lab admin holds no permissions menu (server/seed/access.ts): the list is not offered to them at all
      const lab = await newPage(e);
      await login(e, lab, 'labadmin');
      await lab.locator('nav, aside').first().waitFor();
      expect(await lab.locator('a[href="#/permissions/caretakers"]').count()).toBe(0);
      await lab.context().close();
      for (const who of ['admin']) {
        const page = await newPage(e);
        if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'));
        await login(e, page, who, '/permissions/caretakers');
        const row = page.locator('table tbody tr:visible', { hasText: 'analyst' }).first();
        await row.waitFor();
        const header = await page.locator('table thead th:visible').allTextContents();
        const col = header.findIndex((h) => h.trim() === (lang === 'en' ? 'Roles' : '角色'));
        expect(col, header.join('|')).toBeGreaterThanOrEqual(0);
        const cell = row.locator('td').nth(col);
        await expect.poll(() => cell.textContent(), { timeout: 15_000 }).not.toBe('');
        const text = (await cell.textContent())!;
        expect(
          roles.some((r) => text.includes(r)),
          text,
        ).toBe(true);
        await shot(page, `users-roles-${who}-${lang}`);
        expect(page.errors).toEqual([]);
        await page.context().close();
      }
    });

    it(`shows each qualification once, by parameter name (${lang})`, { timeout: 180_000 }, async () => {
      const page = await newPage(e);
      if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'));
      await login(e, page, 'admin', '/employee/index');
      const emp = await e.app.database.db.selectFrom('employees').select(['id', 'qualifications']).where('employeeNo', '=', 'E001').executeTakeFirstOrThrow();
      const quals = (typeof emp.qualifications === 'string' ? JSON.parse(emp.qualifications) : emp.qualifications) as Array<{ parameterId: number }>;
      const names = new Map((await e.app.database.db.selectFrom('parameters').select(['id', 'name']).execute()).map((p) => [p.id, String(p.name)]));
      await page.goto(`${e.base}/#/employee/index/${emp.id}/show`);
      const box = page.getByTestId('qualifications');
      await box.locator('[data-state]').first().waitFor();
      await expect.poll(() => box.textContent(), { timeout: 10_000 }).toContain(names.get(quals[0].parameterId)!);
      // counted in the qualifications' own box: the page also lists the person's authorisations and PT results (issue
      // 32), which name a test item again in their own rows
      const listed = (await box.textContent())!;
      for (const q of quals) expect(listed.split(names.get(q.parameterId)!).length - 1, names.get(q.parameterId)).toBe(1);
      expect(await box.locator('[data-state]').count()).toBe(quals.length);
      expect((await page.locator('main').textContent())!).not.toMatch(/parameterId|#\d+/);
      await shot(page, `employee-quals-${lang}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });

    it(`assigns an analysis sheet on a form: required mark, the refusal under the picker (${lang})`, { timeout: 180_000 }, async () => {
      const sheet = await e.app.database.db.selectFrom('analysisSheets').select('id').where('status', '=', 'pending').orderBy('id').executeTakeFirstOrThrow();
      const page = await newPage(e);
      if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'));
      await login(e, page, 'labadmin', `/analyse/analyse-apportion/${sheet.id}`);
      await page.getByTestId('issue').click();
      const field = page.locator('.ra-input-analystId');
      await expect.poll(() => field.textContent(), { timeout: 10_000 }).toContain(lang === 'en' ? 'Required' : '必填');
      expect(await field.locator('label').textContent()).toMatch(/\*/);
      await shot(page, `apportion-${lang}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
  it('issues a sheet on the form in Chinese; the analyst reads its notice in English, in the bell and in my notices', { timeout: 240_000 }, async () => {
    const sheet = await e.app.database.db
      .selectFrom('analysisSheets')
      .select(['id', 'analysisNo'])
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const lab = await newPage(e);
    await login(e, lab, 'labadmin', `/analyse/analyse-apportion/${sheet.id}`);
    await lab.locator('.ra-input-analystId [role=combobox]').click();
    await lab
      .getByRole('option', { name: /张分析/ })
      .first()
      .click();
    await lab.getByTestId('issue').click();
    await lab.waitForURL(/analyseIndex/);
    expect(lab.errors).toEqual([]);
    await lab.context().close();
    const reader = await newPage(e);
    await reader.addInitScript(() => localStorage.setItem('language', 'en'));
    await login(e, reader, 'analyst', '/myNotice');
    // the title names what the sheet is about after its number (issue 29): items, method, samples
    const title = `New analysis sheet to receive: ${sheet.analysisNo} (`;
    await reader.locator(`[data-notice^="${title}"]`).click();
    await expect.poll(async () => ((await reader.getByTestId('notice-title').textContent()) ?? '').startsWith(title), { timeout: 15_000 }).toBe(true);
    expect(await reader.getByTestId('notice-title').textContent()).toMatch(/ \(.+, .+, \d+ samples?\)$/);
    await shot(reader, 'notice-en');
    await reader.getByTestId('notice-bell').click();
    await shot(reader, 'notice-bell-en');
    expect(reader.errors).toEqual([]);
    await reader.context().close();
    const zh = await newPage(e);
    await login(e, zh, 'analyst', '/myNotice');
    await zh.locator(`[data-notice^="新分析单待接收：${sheet.analysisNo}（"]`).waitFor();
    await shot(zh, 'notice-zh-CN');
    await zh.context().close();
  });
});
