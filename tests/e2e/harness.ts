// End-to-end harness: Debian's Chromium driven by playwright-core against the real server (in-process, port 0,
// a fresh seeded SQLite database) serving the production build of the UI (rebuilt when src/ is newer).
// In a vitest run the Chromium is the one tests/setup/browser.ts launched for the run (each file gets its own
// contexts), and the database a copy of the run's seeded template (tests/api/harness.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { freshSqliteFile } from '../api/harness.ts';
import { expect } from 'vitest';
import { proveMethods } from '../api/provedMethods.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

/** The WebSocket endpoint of the run's Chromium (tests/setup/browser.ts). */
export const BROWSER_ENV = 'LIMS_E2E_BROWSER_WS';

/**
 * Debian's chromium-headless-shell first: the same Blink without the full browser's compositor and GPU process. One
 * e2e file (orderSamples) on a quiet 2-core machine took 21.4 CPU-s with it against 27.5 with chromium (22 % less),
 * and the e2e files spend most of their time in Chromium. The full browser stays the fallback.
 */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const p of candidates.filter(Boolean) as string[]) {
    if (fs.existsSync(p)) return p;
  }
  return null;
}

/** Whether to run; prints the reason when skipping. In CI a missing Chromium is a failure, not a skip. */
export function e2eEnabled(): boolean {
  if (findChromium()) return true;
  if (process.env.CI) throw new Error('CI is set but no Chromium was found (apt-get install -y chromium)');
  console.warn('[e2e] skipped: no Chromium found at /usr/bin/chromium (install with `apt-get install -y chromium`, or set CHROMIUM_PATH)');
  return false;
}

function newest(dir: string): number {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

/**
 * The production build of the current sources, in a private directory (<tmp>/lims-e2e-ui/<stamp>/dist) so that
 * other people's builds of ./dist cannot change the files under a running test server. Returns the directory
 * that holds `dist` (the server serves `./dist` of its working directory).
 */
export function buildUi(): string {
  const stamp = Math.max(newest(path.join(ROOT, 'src')), newest(path.join(ROOT, 'schemas')), fs.statSync(path.join(ROOT, 'index.html')).mtimeMs);
  // keyed by checkout too: two worktrees checked out in the same second have the same newest mtime
  const tree = createHash('sha1').update(ROOT).digest('hex').slice(0, 8);
  const home = path.join(os.tmpdir(), 'lims-e2e-ui', `${tree}-${Math.floor(stamp)}`);
  const built = () => fs.existsSync(path.join(home, 'dist/index.html'));
  // test files run two at a time: the first to need this build makes it, the others wait for it (a lock directory;
  // one left by a killed run is taken over after 10 minutes) instead of building the same UI again
  const lock = `${home}.lock`;
  fs.mkdirSync(path.dirname(home), { recursive: true });
  for (;;) {
    if (built()) return home;
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > 600_000) fs.rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500); // buildUi is synchronous: block, don't spin
    }
  }
  try {
    if (built()) return home;
    // builds of older sources: removed once nobody can still be serving them
    for (const old of fs.readdirSync(path.dirname(home))) {
      const p = path.join(path.dirname(home), old);
      if (Date.now() - fs.statSync(p).mtimeMs > 3_600_000) fs.rmSync(p, { recursive: true, force: true });
    }
    // built beside and renamed into place: a server never serves half a build
    const building = `${home}.${process.pid}.tmp`;
    const r = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', path.join(building, 'dist'), '--emptyOutDir'],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    ); // vitest sets NODE_ENV=test
    if (r.status !== 0) throw new Error('vite build failed');
    fs.rmSync(home, { recursive: true, force: true }); // a half build a killed run left behind
    fs.renameSync(building, home);
    return home;
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Every context the tests open on `browser` gets a stylesheet that turns CSS transitions and animations off.
 *
 * Why: each menu, dialog, ripple and collapse otherwise paints its frames in software (the headless shell has no
 * GPU) and Playwright waits for a moving element to stop before it clicks. Measured 28 Nov at load ~9-13 (CPU of
 * the file's Chromium processes, each file passing both ways): labDay 110.2 → 89.1 CPU-s (wall 176 → 145 s), shell
 * 48.4 → 38.1 (renderer 34.1 → 27.5, GPU process 4.6 → 1.8), labels 34.8 → 31.2. What the tests check is unchanged:
 * MUI opens and closes its menus, dialogs and popovers on timers of their own (react-transition-group), not on
 * transitionend, so every element still comes and goes by the same code; only the in-between frames are not drawn.
 * No test checks an animation.
 */
const STILL = '*,*::before,*::after{transition:none!important;animation:none!important}';
function withoutMotion(browser: Browser): Browser {
  const open = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await open(options);
    await context.addInitScript((css: string) => {
      const put = () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.appendChild(style);
      };
      if (document.head) put();
      else document.addEventListener('DOMContentLoaded', put);
    }, STILL);
    return context;
  };
  return browser;
}

export interface E2E {
  base: string;
  app: App;
  browser: Browser;
  close(): Promise<void>;
}

export async function startE2E(): Promise<E2E> {
  const ui = buildUi();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-e2e-'));
  const config = loadConfig({
    DATABASE_URL: `file:${freshSqliteFile(dir, { DATA_DIR: dir })}`,
    DATA_DIR: dir,
    LOG_DIR: path.join(dir, 'logs'),
    CAPTCHA_TEST_CODE: '1234',
    LOG_LEVEL: 'warn',
  });
  const cwd = process.cwd();
  process.chdir(ui); // the server serves ./dist of its working directory: our private build
  let app: App;
  try {
    app = await buildApp(config);
  } finally {
    process.chdir(cwd);
  }
  const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
  // the run's Chromium when there is one (launching one per file cost ~1 s and a process tree each); closing a
  // connected browser closes this file's contexts and disconnects
  const shared = process.env[BROWSER_ENV];
  const browser = withoutMotion(shared ? await chromium.connect(shared) : await chromium.launch({ executablePath: findChromium()!, args: FLAGS }));
  return {
    base: address,
    app,
    browser,
    async close() {
      await browser.close();
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh page (own storage) that records page errors, so a test can assert the UI never crashed. */
export async function newPage(e: E2E, viewport = { width: 1366, height: 800 }): Promise<Page & { errors: string[] }> {
  const context = await e.browser.newContext({ viewport, locale: 'zh-CN' });
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (err) => page.errors.push(err.message));
  return page;
}

export async function fillLogin(page: Page, username: string, password = '123456', code = '1234'): Promise<void> {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#captchaCode').fill(code);
  await page.getByTestId('login-submit').click();
}

export async function login(e: E2E, page: Page, username = 'admin', path = '/dashboard'): Promise<void> {
  await page.goto(`${e.base}/#${path}`);
  await page.getByTestId('login-form').waitFor();
  await fillLogin(page, username);
  await page.waitForURL((u) => !u.hash.startsWith('#/login'));
}

export const shot = (page: Page, name: string) => page.screenshot({ path: path.join(os.tmpdir(), `lims-e2e-${name}.png`) });

/**
 * Opens a menu screen as a person does: its group in the sidebar (unless already open), then its link. The link is
 * waited for until visible, so a group still expanding is not clicked through (the throwaway file's text match
 * once clicked a collapsing item and waited 90 s for a navigation that never came, CI 28 Nov).
 */
export async function openMenu(page: Page, group: string, path: string): Promise<void> {
  const link = page.locator(`aside a[href="#${path}"]`);
  if (!(await link.isVisible())) await page.locator(`[data-group="${group}"] > .MuiListItemButton-root`).click();
  await link.waitFor({ state: 'visible' });
  await link.click();
  await page.waitForURL((u) => u.hash.split('?')[0] === `#${path}`);
}

/** The current hash route: '/business/trust-list?x=1'. */
export const route = (page: Page): string => new URL(page.url()).hash.replace(/^#/, '');

/** An answer of the HTTP API: status and parsed envelope. */
export type Answer = { status: number; body: any }; // any: envelopes of every shape

/**
 * The running server's HTTP API, for what a test sets up without walking it in the browser: JSON calls with a token,
 * and the real login route (one token per user, kept).
 */
export function apiOf(e: E2E) {
  const tokens: Record<string, string> = {};
  const call = async (method: string, url: string, o: { token?: string; body?: unknown } = {}): Promise<Answer> => {
    const res = await fetch(`${e.base}${url}`, {
      method,
      headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...(o.body ? { 'content-type': 'application/json' } : {}) },
      body: o.body ? JSON.stringify(o.body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  };
  const loginApi = async (username: string): Promise<string> => {
    if (tokens[username]) return tokens[username];
    const form = new FormData();
    // with the test captcha, as the UI always sends one: past 5 logins at once from one address the server asks for it
    for (const [k, v] of Object.entries({ username, password: '123456', type: 'web-admin', captchaCode: '1234' })) form.append(k, v);
    const body = await (await fetch(`${e.base}/admin/index/login`, { method: 'POST', body: form })).json();
    if (body.code !== '00000') throw new Error(`login ${username}: ${JSON.stringify(body)}`);
    return (tokens[username] = body.data.token as string);
  };
  return { call, loginApi };
}
export type Api = ReturnType<typeof apiOf>;

/** The demo lab's test items by code, and its first client: what a test's own order is made of. */
export async function demoIds(api: Api): Promise<{ p: Record<string, number>; clientId: number }> {
  const token = await api.loginApi('admin');
  const params = (await api.call('GET', '/admin/api/v1/parameters/page?pageSize=500', { token })).body.data.list as Array<{ code: string; id: number }>;
  const clientId = (await api.call('GET', '/admin/api/v1/clients/page?pageSize=1&sort=id&order=asc', { token })).body.data.list[0].id as number;
  return { p: Object.fromEntries(params.map((x) => [x.code, x.id])), clientId };
}

/** Calcium, iron and magnesium as the lab's HJ 776-2015 test items on a template: their ids, in that order. */
export async function hj776Elements(api: Api, token: string, templateId: string): Promise<number[]> {
  const ids: number[] = [];
  for (const [code, name, nameEn] of [
    ['W-CA', '钙', 'Calcium'],
    ['W-FE', '铁', 'Iron'],
    ['W-MG', '镁', 'Magnesium'],
  ]) {
    const body = { code, name, nameEn, matrix: 'water', unit: 'mg/L', methodNo: 'HJ 776-2015', mdl: '0.01', decimals: 3, templateId, holdingHours: 720 };
    const res = await api.call('POST', '/admin/api/v1/parameters', { token, body });
    if (res.status !== 201) throw new Error(`parameter ${code}: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.data.id);
  }
  // their method in the scope, so their sheets may be issued (server/methods/gate.ts)
  await proveMethods(api.call, token, ids);
  return ids;
}

/** A page in a browser context of its own, logged in through the form as `username` and on its dashboard. It records
 * its page errors and every 401/403 it is answered: a screen a role can open makes no refused request, which
 * `signOff` checks before it closes the context. */
export type RolePage = Page & { errors: string[]; refused: string[] };
export async function asRole(e: E2E, username: string, viewport = { width: 1440, height: 900 }): Promise<RolePage> {
  const context = await e.browser.newContext({ viewport, locale: 'zh-CN', acceptDownloads: true });
  const page = (await context.newPage()) as RolePage;
  page.errors = [];
  page.refused = [];
  page.on('pageerror', (err) => page.errors.push(err.message));
  page.on('response', (r) => {
    if (r.status() === 401 || r.status() === 403) page.refused.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${e.base}/`);
  await page.getByTestId('login-form').waitFor();
  await fillLogin(page, username);
  await page.getByTestId('inbox').waitFor();
  return page;
}
export async function signOff(page: RolePage): Promise<void> {
  expect(page.errors).toEqual([]);
  expect(page.refused).toEqual([]);
  await page.context().close();
}

/** Back to the dashboard through the sidebar. */
export const dashboard = (page: Page) => page.locator('nav [data-menu="/dashboard"]').click();
/** The item of an inbox section whose text holds `no` (or the newest one): one click to where its step is done. */
export async function fromInbox(page: Page, section: string, no?: string): Promise<void> {
  const items = page.locator(`[data-testid="inbox"] [data-item^="${section}:"]`);
  await items.first().waitFor();
  if (no) return items.filter({ hasText: no }).first().click();
  const ids = await items.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-item')!.split(':')[1])));
  await page.locator(`[data-testid="inbox"] [data-item="${section}:${Math.max(...ids)}"]`).click();
}
/** The ids an inbox section lists once the inbox has loaded (none when the section is absent). */
export async function inboxIds(page: Page, section: string): Promise<number[]> {
  await page.locator('[data-testid="inbox"] [data-item], [data-testid="inbox"] [data-empty]').first().waitFor();
  return page
    .locator(`[data-testid="inbox"] [data-item^="${section}:"]`)
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-item')!.split(':')[1])));
}
/** A workflow button of the visible screen, pressed; with `password`, signed in its dialog. */
export async function step(page: Page, name: string, password?: string): Promise<void> {
  await page.locator(`[data-step="${name}"]`).filter({ visible: true }).first().click();
  if (password) {
    await page.locator('input[name="password"]').fill(password);
    await page.getByTestId('step-confirm').click();
  }
}
/** Waits for the visible screen's state chip to read `value`. */
export const state = (page: Page, value: string) => page.locator(`[data-state="${value}"]`).filter({ visible: true }).first().waitFor();
/** A record's number: the first word of the visible panel title above its state chip. */
export async function numberOf(page: Page, testid: string): Promise<string> {
  const title = page.getByTestId(testid).filter({ visible: true }).first().locator('h6, .MuiTypography-subtitle1').first();
  await expect.poll(() => title.innerText()).toMatch(/^\S+\s/);
  return (await title.innerText()).split(/\s/)[0];
}

/** 确认接收 as the analyst does it: a demo sheet past its holding time asks for the reason first (issue 29), given here. */
export async function receiveSheet(page: Page): Promise<void> {
  await page.locator('[data-step="confirm"]').filter({ visible: true }).first().click();
  const editable = page.locator('[data-testid="raw-record"][data-editable="true"]');
  const asked = page.getByTestId('step-reason-hint');
  await editable.or(asked).first().waitFor();
  if (await asked.isVisible()) {
    await page.locator('[role="dialog"] textarea').first().fill('样品超出保存时限，经委托方同意继续分析');
    await page.getByTestId('step-confirm').click();
  }
  await editable.waitFor();
}

/** Declares that the demo's instrument `assetNo` also serves `parameterIds`, a test's own items: a record offers only an
 * instrument declared for its items (issue 29). Through the equipment resource's own update, as the equipment manager would. */
export async function serveOn(api: Api, assetNo: string, parameterIds: number[]): Promise<void> {
  const token = await api.loginApi('admin');
  const list = (await api.call('GET', '/admin/api/v1/equipment/page?pageSize=100', { token })).body.data.list as Array<{ id: number; assetNo: string }>;
  const id = list.find((x) => x.assetNo === assetNo)!.id;
  const eq = (await api.call('GET', `/admin/api/v1/equipment/${id}/form`, { token })).body.data as { version: number; parameterIds?: number[] };
  const put = await api.call('PUT', `/admin/api/v1/equipment/${id}`, {
    token,
    body: { version: eq.version, parameterIds: [...new Set([...(eq.parameterIds ?? []), ...parameterIds])] },
  });
  if (put.status !== 200) throw new Error(`serveOn ${assetNo}: ${JSON.stringify(put.body)}`);
}

/**
 * Fills a raw record's header as an analyst does: the instrument chosen from the picker, which must offer the usable
 * `asset` (the demo's EQ-001 unless the test brought its own instrument) and not EQ-006 (out of service, calibration
 * overdue); every other field typed where `values` has it.
 */
export async function fillRecordHeader(
  page: Page,
  fields: ReadonlyArray<{ key: string; kind?: string }>,
  values: Record<string, string>,
  asset = 'EQ-001',
): Promise<void> {
  for (const f of fields) {
    if (f.kind === 'equipment') {
      await page.getByTestId('record-header').getByRole('combobox').click();
      // offered: the options that can be chosen (the others are shown greyed out with the reason)
      const offered = await page.locator('[role="option"]:not([aria-disabled="true"])').evaluateAll((els) => els.map((el) => el.getAttribute('data-asset')));
      expect(offered).toContain(asset);
      expect(offered).not.toContain('EQ-006');
      await page.locator(`[role="option"][data-asset="${asset}"]`).click();
      await page.keyboard.press('Escape');
    } else if (values[f.key]) await page.locator(`input[name="header.${f.key}"]`).fill(values[f.key]);
  }
}
