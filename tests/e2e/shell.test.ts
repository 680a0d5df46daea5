// The shell in a real browser: tags view operations and kept-alive pages, settings that persist across a reload,
// the language switch, the dark theme with its palette, the watermark, the size switch, the mobile drawer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eEnabled, startE2E, newPage, login, shot, route, type E2E } from './harness.ts';

const enabled = e2eEnabled();
const tabs = (page: Page) => page.locator('[data-testid=tags-view] [role=tab]').evaluateAll((els) => els.map((el) => el.getAttribute('data-path')));
const tabMenu = async (page: Page, path: string, action: string) => {
  await page.locator(`[data-testid=tags-view] [data-path="${path}"]`).click({ button: 'right' });
  await page.locator(`[role=menu] [data-action=${action}]`).click();
};

describe.runIf(enabled)('shell', () => {
  let e: E2E;
  let page: Page & { errors: string[] };
  beforeAll(async () => {
    e = await startE2E();
    page = await newPage(e);
    await login(e, page, 'admin');
    await page.getByTestId('page-dashboard').waitFor();
  });
  afterAll(async () => e?.close());

  it('opens pages as tabs; close, close others, left, right, all; the dashboard stays pinned', async () => {
    for (const p of ['/system/dict', '/business/trust-list', '/business/task-list', '/business/qc-list']) {
      await page.goto(`${e.base}/#${p}`);
      await page.locator(`[data-testid=tags-view] [data-path="${p}"]`).waitFor();
    }
    expect(await tabs(page)).toEqual(['/dashboard', '/system/dict', '/business/trust-list', '/business/task-list', '/business/qc-list']);
    await shot(page, 'tags');
    await tabMenu(page, '/business/trust-list', 'closeLeft');
    expect(await tabs(page)).toEqual(['/dashboard', '/business/trust-list', '/business/task-list', '/business/qc-list']);
    await tabMenu(page, '/business/trust-list', 'closeRight'); // the active page (qc-list) closes: go to trust-list
    await page.waitForURL(/#\/business\/trust-list$/);
    expect(await tabs(page)).toEqual(['/dashboard', '/business/trust-list']);
    await page.goto(`${e.base}/#/business/task-list`);
    await page.locator('[data-path="/business/task-list"]').waitFor();
    await tabMenu(page, '/business/task-list', 'closeOthers');
    expect(await tabs(page)).toEqual(['/dashboard', '/business/task-list']);
    await page.locator('[data-path="/business/task-list"] .MuiChip-deleteIcon').click();
    await page.waitForURL(/#\/dashboard$/);
    expect(await tabs(page)).toEqual(['/dashboard']);
    await page.goto(`${e.base}/#/system/dict`);
    await page.locator('[data-path="/system/dict"]').waitFor();
    await tabMenu(page, '/dashboard', 'closeAll');
    await page.waitForURL(/#\/dashboard$/);
    expect(await tabs(page)).toEqual(['/dashboard']);
    // the pinned tab has no close button and its "close" item is disabled
    expect(await page.locator('[data-path="/dashboard"] .MuiChip-deleteIcon').count()).toBe(0);
  });

  it('keeps a page alive across tab switches, and refresh remounts it', async () => {
    await page.goto(`${e.base}/#/system/dict`);
    const search = page.locator('[data-page="/system/dict"] input[name=q]');
    await search.fill('matrix');
    // the tab follows the page's URL (filters included) once React has committed it
    await page.locator('[data-path="/system/dict"][data-full*="filter="]').waitFor();
    await page.locator('[data-path="/dashboard"]').click();
    await page.getByTestId('page-dashboard').waitFor();
    // the hidden page is still mounted, with what the user typed
    expect(await search.inputValue()).toBe('matrix');
    await page.locator('[data-path="/system/dict"]').click();
    await page.waitForURL(/system\/dict\?.*filter=/);
    expect(await search.inputValue()).toBe('matrix');
    const marker = await page.locator('[data-page="/system/dict"]').evaluate((el) => ((el as HTMLElement).dataset.mark = 'old'));
    expect(marker).toBe('old');
    await tabMenu(page, '/system/dict', 'refresh');
    await page.waitForURL(/#\/system\/dict/);
    await page.locator('[data-page="/system/dict"] table').waitFor();
    expect(await page.locator('[data-page="/system/dict"]').getAttribute('data-mark')).toBeNull();
  });

  it('a title in the query string overrides the tab title', async () => {
    await page.goto(`${e.base}/#/business/trust-detail/1?title=${encodeURIComponent('委托 WT-1')}`);
    await page.locator('[data-testid=tags-view] [data-path="/business/trust-detail/1"]').waitFor();
    expect(await page.locator('[data-path="/business/trust-detail/1"]').textContent()).toBe('委托 WT-1');
    await page.waitForFunction(() => document.title === '委托 WT-1 - 环境检测实验室信息管理系统');
  });

  it('persists the settings across a reload: dark theme, layout, tags view, watermark, colour', async () => {
    await page.goto(`${e.base}/#/dashboard`);
    await page.getByTestId('open-settings').click();
    const drawer = page.getByTestId('settings-drawer');
    await drawer.locator('[data-name=theme] [data-value=dark]').click();
    await drawer.locator('[data-color="#13C2C2"]').click();
    await drawer.locator('input[name=watermarkEnabled]').check();
    await drawer.locator('[data-name=layout] [data-value=top]').click();
    await drawer.locator('input[name=tagsView]').uncheck();
    await shot(page, 'settings-drawer');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByTestId('page-dashboard').waitFor();
    expect(await page.evaluate(() => ['theme', 'themeColor', 'watermarkEnabled', 'layout', 'tagsView'].map((k) => localStorage.getItem(k)))).toEqual([
      'dark',
      '#13C2C2',
      'true',
      'top',
      'false',
    ]);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const vars = await page.evaluate(() =>
      ['primary', 'primary-light-1', 'primary-light-9', 'primary-dark-2'].map((k) =>
        getComputedStyle(document.documentElement).getPropertyValue(`--el-color-${k}`),
      ),
    );
    // MUI's lighten/darken (which truncate each channel): the same shades as tests/ui/units.test.ts
    expect(vars).toEqual(['#13c2c2', '#2ac8c8', '#e7f8f8', '#0f9b9b']);
    expect(await page.getByTestId('tags-view').count()).toBe(0);
    expect(await page.getByTestId('top-menu').count()).toBe(1);
    const wm = await page
      .getByTestId('watermark')
      .evaluate((el) => ({ z: getComputedStyle(el).zIndex, color: el.getAttribute('data-color'), events: getComputedStyle(el).pointerEvents }));
    expect(wm).toEqual({ z: '9999', color: 'rgba(255, 255, 255, 0.15)', events: 'none' });
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).not.toBe('rgb(255, 255, 255)');
    await shot(page, 'dark-top-watermark');
    // back to light: dark text on light
    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-drawer').locator('[data-name=theme] [data-value=light]').click();
    expect(await page.getByTestId('watermark').getAttribute('data-color')).toBe('rgba(0, 0, 0, 0.15)');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByTestId('settings-drawer').locator('[data-name=layout] [data-value=left]').click();
    await page.getByTestId('settings-drawer').locator('input[name=tagsView]').check();
    await page.getByTestId('settings-drawer').locator('input[name=watermarkEnabled]').uncheck();
    await page.keyboard.press('Escape');
  });

  it('mix layout: groups on top, the chosen group in the sidebar under the logo; the top group follows the page', async () => {
    await page.goto(`${e.base}/#/dashboard`);
    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-drawer').locator('[data-name=layout] [data-value=mix]').click();
    await page.keyboard.press('Escape');
    const sideGroups = () => page.locator('aside nav [data-group]').evaluateAll((els) => els.map((el) => el.getAttribute('data-group')));
    await page.locator('[data-testid=top-menu] [data-top=management]').click();
    await page.waitForURL(/#\/management\/equipment/);
    await expect.poll(sideGroups).toEqual(['management']);
    expect(await page.locator('aside [data-testid=logo]').count()).toBe(1);
    await page.goto(`${e.base}/#/business/trust-list`);
    await expect.poll(sideGroups).toEqual(['business']);
    expect(await page.locator('[data-testid=top-menu] [data-top=business]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('activeTopMenuPath'))).toBe('business');
    await shot(page, 'mix-layout');
    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-drawer').locator('[data-name=layout] [data-value=left]').click();
    await page.keyboard.press('Escape');
    await tabMenu(page, '/dashboard', 'closeAll'); // the next tests start with the dashboard alone
    expect(page.errors).toEqual([]);
  });

  it('switches size and language with the seed messages; the language persists and the page keeps its state', async () => {
    await page.goto(`${e.base}/#/system/dict`);
    await page.locator('table tbody tr').first().waitFor();
    await page.getByTestId('size-picker').click();
    await page.locator('[role=menu] [data-value=large]').click();
    await page.getByText('切换布局大小成功！').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('size'))).toBe('large');
    await page.getByTestId('language-picker').click();
    await page.locator('[role=menu] [data-value=en]').click();
    await page.getByText('Switch Language Successful!').waitFor();
    await page.getByRole('columnheader', { name: 'Code' }).waitFor();
    await page.reload();
    await page.getByRole('columnheader', { name: 'Code' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('language'), document.documentElement.lang])).toEqual(['en', 'en']);
    await shot(page, 'english-list');
    await page.getByTestId('language-picker').click();
    await page.locator('[role=menu] [data-value=zh-cn]').click();
    await page.getByText('切换语言成功！').waitFor();
  });

  it('reloads the dict cache when the server announces a dict change on /topic/dict', async () => {
    const token = await page.evaluate(() => sessionStorage.getItem('admin-token') ?? localStorage.getItem('admin-token'));
    const api = async (url: string, init: RequestInit = {}) => {
      const res = await fetch(`${e.base}/admin/api/v1/${url}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
      return (await res.json()).data;
    };
    const sample = (await api('samples/page?pageSize=1')).list[0];
    const item = (await api(`dictItems/page?dictCode=matrix&pageSize=100`)).list.find((i: { value: string }) => i.value === sample.matrix);
    await page.goto(`${e.base}/#/analyse/sample`);
    const cell = page.locator('[data-page="/analyse/sample"] table tbody tr').first().locator('.column-matrix');
    await cell.getByText(item.label, { exact: true }).waitFor();
    const renamed = `${item.label}（改）`;
    await api(`dictItems/${item.id}`, { method: 'PUT', body: JSON.stringify({ label: renamed, version: item.version }) });
    await cell.getByText(renamed, { exact: true }).waitFor(); // no reload: the realtime message refreshed the cache
  });

  /** The API's count for a filter, asked with the page's own session. */
  const apiTotal = (p: Page, resource: string, params: Record<string, string>) =>
    p.evaluate(
      async ([r, q]) => {
        const token = sessionStorage.getItem('admin-token') ?? localStorage.getItem('admin-token');
        const res = await fetch(`/admin/api/v1/${r}/page?${new URLSearchParams({ ...q, pageSize: '1' })}`, { headers: { Authorization: `Bearer ${token}` } });
        return ((await res.json()) as { data: { total: number } }).data.total;
      },
      [resource, params] as const,
    );
  const months = () =>
    Array.from({ length: 6 }, (_, i) => {
      const now = new Date();
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5 + i, 1));
      const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
      return [d.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
    });

  it('dashboard: each figure is the API count, a line opens the list it counted, the chart counts per month', async () => {
    await page.goto(`${e.base}/#/dashboard`);
    const orders = page.locator('[data-testid=counts-orders]');
    await orders.locator('[data-state]').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid=counts-orders]')!.textContent!.includes('…'));
    for (const chip of await orders.locator('[data-state]').all()) {
      const n = Number((await chip.textContent())!.trim().split(/\s+/).at(-1));
      expect(n).toBe(await apiTotal(page, 'orders', { status: (await chip.getAttribute('data-state'))! }));
    }
    // the seed has an overdue instrument; the line's number is the row count of the list it opens
    const line = page.locator('[data-testid=due-work] [data-line=calibrationOverdue]');
    await page.waitForFunction(() => /\d/.test(document.querySelector('[data-line=calibrationOverdue] .MuiChip-label')?.textContent ?? ''));
    const n = Number(await line.locator('.MuiChip-label').textContent());
    expect(n).toBeGreaterThan(0);
    await line.click();
    await page.waitForURL(/management\/equipment\?filter=/);
    const rows = page.locator('[data-page="/management/equipment"] table tbody tr');
    await expect.poll(() => rows.count()).toBe(n);
    // the chart: orders by creation month, samples by sampling month, from the API at any volume
    await page.goto(`${e.base}/#/dashboard`);
    const chart = page.locator('[data-testid=monthly-chart][data-values]');
    await chart.waitFor();
    const expected = [
      await Promise.all(months().map(([from, to]) => apiTotal(page, 'orders', { createdAt_gte: from, createdAt_lte: to }))),
      await Promise.all(months().map(([from, to]) => apiTotal(page, 'samples', { sampledAt_gte: from, sampledAt_lte: to }))),
    ];
    expect(await chart.getAttribute('data-series')).toBe('orders,samples');
    expect(JSON.parse((await chart.getAttribute('data-values'))!)).toEqual(expected);
    expect(expected[0].at(-1)).toBeGreaterThan(0); // the demo orders were created this month
    expect(page.errors).toEqual([]);
  });

  it('dashboard of a restricted user: only the cards it may use, no empty grid cells, no refused requests', async () => {
    const clerk = await newPage(e);
    const refused: string[] = [];
    clerk.on('response', (r) => {
      if (r.status() === 401 || r.status() === 403) refused.push(`${r.status()} ${r.url()}`);
    });
    await login(e, clerk, 'clerk');
    await clerk.locator('[data-testid=monthly-chart][data-values]').waitFor();
    await clerk.getByTestId('inbox').waitFor();
    const cards = await clerk.locator('[data-testid=page-dashboard] [data-testid]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    expect(cards.filter((c) => c !== 'monthly-chart')).toEqual(['inbox', 'counts-orders']);
    expect(await clerk.locator('[data-testid=monthly-chart]').getAttribute('data-series')).toBe('orders'); // no samples list for a clerk
    const cells = await clerk
      .locator('[data-testid=page-dashboard] > .MuiGrid-container > *')
      .evaluateAll((els) => els.map((el) => !!el.querySelector('.MuiCard-root')));
    expect(cells).toEqual([true, true, true]);
    expect(refused).toEqual([]);
    await shot(clerk, 'dashboard-clerk');
    expect(clerk.errors).toEqual([]);
    await clerk.context().close();
  });

  it('the breadcrumb names the group and the page, hidden and fixed pages included', async () => {
    const crumbs = () => page.getByTestId('breadcrumb').locator('li.MuiBreadcrumbs-li').allInnerTexts();
    await page.goto(`${e.base}/#/management/equipment`);
    await expect.poll(crumbs).toEqual(['首页', '数据管理', '设备管理']);
    await page.goto(`${e.base}/#/business/trust-detail/1`);
    await expect.poll(crumbs).toEqual(['首页', '业务管理', '委托详情']);
    await page.goto(`${e.base}/#/profile`);
    await expect.poll(crumbs).toEqual(['首页', '个人中心']);
  });

  it('a failing list says so with a retry (no "no results"), toasts the seed text, and the shell stays usable', async () => {
    const url = '**/admin/api/v1/roles/page**';
    await page.route(url, (r) => r.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'B0001', msg: '数据库不可用' }) }));
    await page.goto(`${e.base}/#/permissions/role?perPage=10`);
    const error = page.locator('[data-page="/permissions/role"] [data-testid=list-error]');
    await error.waitFor();
    expect(await error.textContent()).toContain('数据库不可用');
    await page.locator('.MuiSnackbarContent-message, .MuiAlert-message', { hasText: '数据库不可用' }).first().waitFor();
    expect(await page.locator('[data-page="/permissions/role"] .MuiTablePagination-root').count()).toBe(0); // no made-up page count
    await page.unroute(url);
    await page.route(url, (r) => r.abort('connectionrefused'));
    await error.getByRole('button').click();
    await page.getByText('网络错误，请检查网络连接').first().waitFor();
    await page.unroute(url);
    await error.getByRole('button').click(); // retry once the server answers again
    await page.locator('[data-page="/permissions/role"] table tbody tr').first().waitFor();
    expect(await error.count()).toBe(0);
    await page.locator('nav [data-group]').first().waitFor(); // the layout was there all along
    expect(page.errors).toEqual([]);
  });

  it('collapses the sidebar (persisted) and turns it into a drawer on a phone', async () => {
    await page.goto(`${e.base}/#/dashboard`);
    await page.getByTestId('hamburger').click();
    await page.locator('nav[data-collapsed=true]').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sidebarStatus'))).toBe('closed');
    await page.reload();
    await page.locator('nav[data-collapsed=true]').waitFor();
    await page.getByTestId('hamburger').click();
    await page.locator('nav[data-collapsed=false]').waitFor();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.waitForFunction(() => localStorage.getItem('device') === 'mobile');
    await page.locator('nav[data-collapsed]').waitFor({ state: 'detached' }); // the drawer is closed
    await page.getByTestId('hamburger').click();
    await page.locator('.MuiDrawer-paper nav').waitFor();
    await shot(page, 'mobile-drawer');
    await page.locator('.MuiDrawer-paper [data-group=business]').getByRole('button').click();
    await page.locator('.MuiDrawer-paper [data-menu="/business/trust-list"]').click();
    await page.waitForURL(/trust-list/);
    await page.locator('.MuiDrawer-paper nav').waitFor({ state: 'detached' }); // closes on navigation
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.waitForFunction(() => localStorage.getItem('device') === 'desktop');
    expect(route(page)).toBe('/business/trust-list');
    expect(page.errors).toEqual([]);
  });
});
