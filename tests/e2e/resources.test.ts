// The generated resource screens against the real server: every generated list, create form and show page opens
// without errors or untranslated keys; the server's field errors appear under their fields; export downloads the
// server's .xlsx under its file name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eEnabled, startE2E, newPage, login, shot, route, type E2E } from './harness.ts';
import { buildRoutes, type AppRoute } from '../../src/routes/build.ts';
import { menuNames } from '../../schemas/menu/tree.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import { overrides } from '../../src/resources/overrides.ts';

const enabled = e2eEnabled();
const generated: AppRoute[] = buildRoutes(menuNames()).filter((r) => r.spec.resource && !r.spec.screen && (!r.spec.view || r.spec.view === 'list'));
const UNTRANSLATED = /\b(resources|app|menu|ra)\.[a-zA-Z_]+\.[a-zA-Z_.]+/;

async function settle(page: Page & { errors: string[] }, scope: string) {
  await page.locator(`${scope} table, ${scope} form, ${scope} .RaEmpty-message, ${scope} .RaShow-main, ${scope} [class*=RaShow]`).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.getByTestId('page-error').count()).toBe(0);
  const text = await page.locator(scope).innerText();
  expect(text, `untranslated key on ${route(page)}`).not.toMatch(UNTRANSLATED);
  expect(page.errors).toEqual([]);
}

describe.runIf(enabled)('generated resources', () => {
  let e: E2E;
  let page: Page & { errors: string[] };
  beforeAll(async () => {
    e = await startE2E();
    page = await newPage(e);
    await login(e, page, 'admin');
  });
  afterAll(async () => e?.close());

  it('mounts a generated resource on each menu route without its own screen', () => {
    expect(generated.map((r) => r.menuName)).toEqual(
      expect.arrayContaining(['management/equipment', 'management/analform', 'employee/grouping', 'system/dict']),
    );
  });

  it('shows menu rule titles (stored as i18n keys) in the user language', async () => {
    await page.goto(`${e.base}/#/permissions/role`);
    const scope = '[data-page="/permissions/role"]';
    await page.locator(`${scope} table tbody tr`).first().waitFor();
    await page.goto(`${e.base}/#/permissions/role/2/show`);
    await page.locator('[data-page="/permissions/role/2/show"] .ra-field-ruleIds .MuiChip-root').first().waitFor();
    const chips = await page.locator('[data-page="/permissions/role/2/show"] .ra-field-ruleIds .MuiChip-root').allInnerTexts();
    expect(
      chips.some((c) => c.includes(' · ')),
      chips.join('|'),
    ).toBe(true); // a perm: "{resource} · {action}"
    expect(chips.join('|')).not.toMatch(/\b(menu|perm)\./);
  });

  // views replaced by a per-resource override (src/resources/{name}/index.ts) are other people's screens
  const own = (r: AppRoute, view: 'list' | 'show' | 'create') => !overrides[r.spec.resource!]?.[view];

  it.each(generated.map((r) => [r.menuName, r] as const))('%s: generated list, show and create open cleanly', async (_name, r) => {
    const scope = `[data-page="${r.base}"]`;
    if (own(r, 'list')) {
      await page.goto(`${e.base}/#${r.base}`);
      await settle(page, scope);
      const firstRow = page.locator(`${scope} table tbody tr`).first();
      if (own(r, 'show') && (await firstRow.count())) {
        await firstRow.click();
        await page.waitForURL((u) => u.hash.startsWith(`#${r.base}/`));
        await settle(page, `[data-page="${route(page).split('?')[0]}"]`);
      }
    }
    if (own(r, 'create') && resourceByName.get(r.spec.resource!)!.access.create !== false) {
      await page.goto(`${e.base}/#${r.base}/create`);
      await settle(page, `[data-page="${r.base}/create"]`);
    }
  });

  it('shows the server field errors under their fields', async () => {
    await page.goto(`${e.base}/#/management/equipment/create`);
    const form = page.locator('[data-page="/management/equipment/create"] form');
    await form.locator('input[name=assetNo]').fill('EQ-001');
    await form.locator('input[name=name]').fill('重复编号的设备');
    await form.getByRole('button', { name: '保存' }).click();
    await form.locator('.ra-input-assetNo .MuiFormHelperText-root').getByText('已存在').waitFor();
    await shot(page, 'field-error');
    expect(route(page)).toBe('/management/equipment/create');
  });

  it('validates in the browser with the schema before sending', async () => {
    await page.goto(`${e.base}/#/management/equipment/create`);
    const form = page.locator('[data-page="/management/equipment/create"] form');
    await form.locator('input[name=assetNo]').fill('EQ-900');
    await form.locator('input[name=name]').fill('新天平');
    await form.locator('input[name=calibrationCycleMonths]').fill('500');
    const posted: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posted.push(r.url()));
    await form.getByRole('button', { name: '保存' }).click();
    await form.locator('.ra-input-calibrationCycleMonths .MuiFormHelperText-root').getByText('不能大于 120').waitFor();
    expect(posted).toEqual([]);
    await form.locator('input[name=calibrationCycleMonths]').fill('12');
    await form.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/#\/management\/equipment\/\d+\/show$/);
    await page.getByText('新天平').first().waitFor();
  });

  it('exports the filtered list as the server names it', async () => {
    const base = '/system/dict';
    await page.goto(`${e.base}/#${base}`);
    await page.locator(`[data-page="${base}"] table tbody tr`).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`[data-page="${base}"]`).getByTestId('export').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  });
});
