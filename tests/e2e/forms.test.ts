// The workflow forms in Chromium, in Chinese and English: an empty step refused inline under each field, the
// server's reason for a test item outside the point's matrix under the items, the quote following the discount as it
// is typed, and the task and report forms refusing empty and malformed values the same way. Screenshots:
// <tmp>/lims-e2e-forms-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { e2eEnabled, startE2E, newPage, login, shot, type E2E } from './harness.ts';

const enabled = e2eEnabled();

const TEXT = {
  'zh-cn': {
    required: '必填',
    soil: '土壤',
    wastewater: '废水',
    discount: '折扣应在 0 到 1 之间（如 0.8 即八折）',
    outside: '检测项目“化学需氧量”（废水）不适用于土壤点位',
    limit: '应为限值，如 ≤50、<0.5、≥6、6~9 或 2.0<pH<12.5',
  },
  en: {
    required: 'Required',
    soil: 'Soil',
    wastewater: 'Wastewater',
    discount: 'The discount must be between 0 and 1 (0.8 = 20 % off)',
    outside: 'The test item "化学需氧量" (Wastewater) does not apply to a Soil point',
    limit: 'Must be a limit such as ≤50, <0.5, ≥6, 6~9 or 2.0<pH<12.5',
  },
} as const;

describe.runIf(enabled)('workflow forms in the browser', () => {
  let e: E2E;
  beforeAll(async () => void (e = await startE2E()), 180_000);
  afterAll(async () => e?.close());

  const open = async (username: string, path: string, lang: keyof typeof TEXT) => {
    const page = await newPage(e);
    if (lang === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await login(e, page, username, path);
    return page;
  };
  /** the helper line under an input: where its error is written */
  const helper = (input: Locator) =>
    input.locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]//p[contains(@class,"MuiFormHelperText-root")]');
  /** a react-admin select, found by its input's name (its label is tied to the hidden native input) */
  const pick = async (page: Page, name: string, option: string) => {
    await page.locator(`div[role="combobox"]:has(+ input[name="${name}"])`).click();
    await page.getByRole('option', { name: option, exact: true }).first().click();
  };

  for (const lang of ['zh-cn', 'en'] as const) {
    it(`the order wizard refuses inline and quotes live (${lang})`, async () => {
      const t = TEXT[lang];
      const page = await open('clerk', '/business/trust-add-one', lang);
      await page.getByTestId('next').click();
      await expect.poll(() => helper(page.locator('input[name="projectName"]')).innerText()).toBe(t.required);
      expect(await helper(page.locator('input[name="clientId"]')).innerText()).toBe(t.required);
      await shot(page, `forms-${lang}-wizard-empty`);
      await pick(page, 'clientId', '江南化工有限公司');
      await page.locator('input[name="projectName"]').fill(`表单检查 ${lang}`);
      await page.getByTestId('next').click();
      await page.waitForURL(/trust-add-two\/\d+/);

      await page.getByTestId('add-point').click();
      await page.locator('input[name="points.0.name"]').fill('总排口');
      await page.locator('input[name="points.0.timesPerDay"]').fill('2');
      await page.locator('input[name="points.0.parameterIds"]').fill('化学需氧量');
      await page
        .getByRole('option', { name: /化学需氧量/ })
        .first()
        .click();
      await expect.poll(() => page.getByTestId('quote').innerText()).toContain('160.00');
      // a wastewater item on a soil point: the server's reason, under the items, in the user's language
      await pick(page, 'points.0.matrix', t.soil);
      await page.getByTestId('next').click();
      await expect.poll(() => helper(page.locator('input[name="points.0.parameterIds"]')).innerText()).toBe(t.outside);
      await shot(page, `forms-${lang}-wizard-matrix`);
      await pick(page, 'points.0.matrix', t.wastewater);
      await page.getByTestId('next').click();
      await page.waitForURL(/trust-add-three/);

      const discount = page.locator('input[name="discount"]');
      // the step's form is filled from the order first (no discount: 160.00); a value typed before that is replaced
      await expect.poll(() => page.getByTestId('quote').innerText()).toContain('160.00');
      await discount.fill('0.5');
      await expect.poll(() => page.getByTestId('quote').innerText()).toContain('80.00');
      await discount.fill('-1');
      await page.getByTestId('submit-order').click();
      await expect.poll(() => helper(discount).innerText()).toBe(t.discount);
      await shot(page, `forms-${lang}-wizard-quote`);
      await discount.fill('0.9');
      await expect.poll(() => page.getByTestId('quote').innerText()).toContain('144.00');
      await page.getByTestId('submit-order').click();
      await page.waitForURL(/trust-detail\/\d+/);
      await shot(page, `forms-${lang}-order-detail`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }, 180_000);

    it(`the task and report forms refuse inline (${lang})`, async () => {
      const t = TEXT[lang];
      let page = await open('sampler', '/business/task-create', lang);
      await page.getByTestId('create-task').click();
      await expect.poll(() => helper(page.locator('input[name="orderId"]')).innerText()).toBe(t.required);
      await shot(page, `forms-${lang}-task-create`);
      await page.context().close();

      page = await open('writer', '/lecture/lectureIndex', lang);
      await page.getByTestId('draft-report').click();
      await expect.poll(() => helper(page.locator('input[name="orderId"]')).innerText()).toBe(t.required);
      await shot(page, `forms-${lang}-report-draft`);
      // the seeded draft report: a limit that is not a limit is refused under its parameter
      const row = page.locator('[data-state="drafting"]').first();
      await row.click();
      await page.waitForURL(/lecture-[a-z]+\/\d+/);
      const limit = page.locator('input[name^="limits."]').first();
      await limit.fill('abc');
      await page.getByTestId('save-limits').click();
      await expect.poll(() => helper(limit).innerText()).toBe(t.limit);
      await shot(page, `forms-${lang}-report-limits`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }, 180_000);
  }
});
