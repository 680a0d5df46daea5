// The template registry and a test item's template picker in a real browser: management/analform lists the
// manifest's templates with labels (not codes), their analytes and a try button that opens the template's entry
// screen; the parameter form picks its template from the registry, filtered by matrix and method.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eEnabled, startE2E, newPage, login, shot, route, type E2E } from './harness.ts';
import { templateManifest } from '../../schemas/templates/index.ts';

const enabled = e2eEnabled();
const LIST = '[data-page="/management/analform"]';

describe.runIf(enabled)('template registry and template picker', () => {
  let e: E2E;
  let page: Page & { errors: string[] };
  beforeAll(async () => {
    e = await startE2E();
    page = await newPage(e);
    await login(e, page, 'labadmin');
  }, 300_000);
  afterAll(async () => e?.close());

  it("lists every template with method, matrix label, analytes and the lab's items, in zh-CN and en", async () => {
    await page.goto(`${e.base}/#/management/analform`);
    await page.locator(`${LIST} table tbody tr`).first().waitFor();
    await page.waitForLoadState('networkidle');
    const text = await page.locator(LIST).innerText();
    expect(text).not.toContain('暂无原始分析单');
    expect(text).toContain(String(templateManifest.length)); // the pagination total
    await page.locator(`${LIST} input[name="q"]`).fill('HJ 535');
    await page.locator(`${LIST} [data-testid="try-water-tmpl47"]`).waitFor();
    const row = page.locator(`${LIST} tr`, { has: page.locator('[data-testid="try-water-tmpl47"]') });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('W-NH3N 氨氮');
    const cells = await row.innerText();
    expect(cells).toContain('氨氮 HJ 535-2009');
    expect(cells).toContain('水和废水');
    expect(cells).toContain('分光光度法/电极法（校准曲线）');
    expect(cells).toContain('氨氮 (mg/L)');
    expect(cells).toContain('W-NH3N 氨氮'); // the demo item wired to it
    expect(cells.split('\t')).not.toContain('water'); // the matrix as a label, not its code
    expect(cells).not.toContain('spectro-curve');
    await shot(page, 'catalogue-analform-zh');

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.locator(`${LIST} [data-testid="try-water-tmpl47"]`).waitFor();
    const enRow = page.locator(`${LIST} tr`, { has: page.locator('[data-testid="try-water-tmpl47"]') });
    // the lab's items are a second request: the row is drawn before they arrive (under CI's load, seconds before)
    await expect.poll(() => enRow.innerText(), { timeout: 15_000 }).toContain('W-NH3N Ammonia nitrogen');
    const en = await enRow.innerText();
    expect(en).toContain('Ammonia nitrogen HJ 535-2009');
    expect(en).toContain('Water and wastewater');
    expect(en).toContain('Ammonia nitrogen (mg/L)');
    expect(en).toContain('W-NH3N Ammonia nitrogen');
    await shot(page, 'catalogue-analform-en');
    await page.evaluate(() => localStorage.setItem('language', 'zh-cn'));
    await page.reload();

    // try: the template's own entry screen, without a sheet
    await page.locator(`${LIST} [data-testid="try-water-tmpl47"]`).click();
    await page.waitForURL((u) => u.hash.startsWith('#/analyse/water-tmpl47'));
    expect(route(page)).toBe('/analyse/water-tmpl47');
    expect(page.errors).toEqual([]);
  });

  it("picks a test item's template from the registry, filtered by matrix with its method first", async () => {
    const id = (await e.app.database.db.selectFrom('parameters').select('id').where('code', '=', 'W-NH3N').executeTakeFirstOrThrow()).id;
    await page.goto(`${e.base}/#/management/detect/${id}`);
    const form = page.locator(`[data-page="/management/detect/${id}"] form`);
    const input = form.getByRole('combobox', { name: '原始记录模板' });
    await input.waitFor();
    await expect.poll(() => input.inputValue(), { timeout: 10_000 }).toBe('氨氮 HJ 535-2009'); // by its name, once the choices arrive
    await input.click();
    await input.fill('');
    await page.getByTestId('template-option-water-tmpl47').waitFor();
    const options = await page
      .locator('[role="listbox"] [data-testid^="template-option-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    expect(options[0]).toBe('template-option-water-tmpl47'); // the one citing HJ 535-2009 comes first
    expect(options).toContain('template-option-water-tmpl44');
    expect(options.some((o) => /soil-|gufei-|air-/.test(o ?? ''))).toBe(false);
    await shot(page, 'catalogue-picker-zh');
    // choosing a template of another method is refused by the server under the field
    await input.fill('water-tmpl44');
    await page.getByTestId('template-option-water-tmpl44').click();
    await form.getByRole('button', { name: /保存/ }).click();
    await expect.poll(() => form.innerText(), { timeout: 10_000 }).toContain('与检测项目的方法标准 HJ 535-2009 不一致');
    await shot(page, 'catalogue-picker-refused-zh');
    expect(page.errors).toEqual([]);
  });
});
