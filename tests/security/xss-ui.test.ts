import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eEnabled, startE2E, newPage, login, type E2E } from '../e2e/harness.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 400_000 });

// The other half of stored XSS (xss.test.ts stores payloads verbatim): the UI shows them as text. Records carrying
// script payloads are made through the API, then their list and detail screens are opened in Chromium; the payload
// text must be on the page, no injected element may exist, nothing may run (no dialog, no global set).

const enabled = e2eEnabled(); // prints why when it skips
const MARK = 'xss-probe';
const PAYLOADS = [
  `<img src=x onerror="window.__xss=(window.__xss||0)+1">${MARK}1`,
  `<script>window.__xss=(window.__xss||0)+1</script>${MARK}2`,
  `<svg onload="window.__xss=(window.__xss||0)+1">${MARK}3`,
];

describe.runIf(enabled)('stored XSS payloads in the UI', () => {
  let e: E2E;
  let page: Page & { errors: string[] };
  const dialogs: string[] = [];
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    e = await startE2E();
    const login1 = await e.app.app.inject({ method: 'POST', url: '/admin/index/login', payload: { username: 'admin', password: '123456' } });
    const token = JSON.parse(login1.body).data.token;
    const post = async (url: string, body: object) => {
      const r = await e.app.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${token}` } });
      if (r.statusCode !== 201) throw new Error(`${url}: ${r.body}`);
      return JSON.parse(r.body).data;
    };
    ids.equipment = (await post('/admin/api/v1/equipment', { assetNo: 'XSS-UI-1', name: PAYLOADS[0], location: PAYLOADS[1], model: PAYLOADS[2] })).id;
    ids.client = (await post('/admin/api/v1/clients', { name: PAYLOADS[1], address: PAYLOADS[0], contact: PAYLOADS[2] })).id;
    // rich text is stored sanitised and shown as HTML: the sharpest case
    const notice = await post('/admin/api/v1/notices', {
      title: PAYLOADS[0],
      content: `<p>${MARK}-rich</p>${PAYLOADS.join('')}<a href="javascript:window.__xss=1">link</a><iframe src="javascript:window.__xss=1"></iframe>`,
    });
    ids.notice = notice.id;
    await e.app.app.inject({ method: 'POST', url: `/admin/api/v1/notices/${notice.id}/publish`, payload: {}, headers: { authorization: `Bearer ${token}` } });
    // a draft notice opens in the rich-text editor, which loads the stored HTML into a contenteditable
    ids.draftNotice = (
      await post('/admin/api/v1/notices', { title: `${MARK}-draft`, content: `<p>${MARK}-edit</p>${PAYLOADS.join('')}<img src=x onerror="window.__xss=1">` })
    ).id;
    // a business record: the order list and detail (workflow screens, not generated views)
    ids.order = (await post('/admin/api/v1/orders', { clientId: 1, category: 'commissioned', projectName: PAYLOADS[0], projectAddress: PAYLOADS[2] })).id;
    page = await newPage(e);
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await login(e, page, 'admin');
  });
  afterAll(async () => e?.close());

  const assertInert = async (where: string, shownAsText = true) => {
    await page.waitForLoadState('networkidle');
    // the payload is in the page as text (keep-alive tabs may hold it hidden; truncation may cut its end)
    const text = await page.locator('body').textContent();
    if (shownAsText) expect(text, `${where}: the payload is shown as text`).toContain('window.__xss=(window.__xss||0)+1');
    const state = await page.evaluate(() => ({
      ran: (window as unknown as { __xss?: number }).__xss ?? 0,
      // an element carrying an event handler, an inline script, a javascript: link or frame
      injected: [...document.querySelectorAll('body *')].filter(
        (el) =>
          [...el.attributes].some((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)) ||
          (el.tagName === 'SCRIPT' && !el.getAttribute('src')) ||
          el.tagName === 'IFRAME',
      ).length,
    }));
    expect(state, where).toEqual({ ran: 0, injected: 0 });
    expect(dialogs, where).toEqual([]);
    expect(page.errors, where).toEqual([]);
  };

  it('shows the payloads as text in the equipment list and on its detail page', async () => {
    await page.goto(`${e.base}/#/management/equipment?filter=${encodeURIComponent(JSON.stringify({ q: 'XSS-UI' }))}`);
    await page.getByText(`${MARK}1`).first().waitFor({ state: 'attached' });
    await assertInert('equipment list');
    await page.goto(`${e.base}/#/management/equipment/${ids.equipment}/show`);
    await page.getByText(`${MARK}3`).first().waitFor({ state: 'attached' });
    await assertInert('equipment show');
  });

  it('shows a sanitised rich-text notice without anything that runs', async () => {
    await page.goto(`${e.base}/#/system/notice-detail/${ids.notice}`);
    await page.getByText(`${MARK}-rich`).first().waitFor({ state: 'attached' });
    await assertInert('notice detail');
  });

  it('shows the payloads as text in the client list and detail', async () => {
    await page.goto(`${e.base}/#/clients`);
    await page.getByText(`${MARK}2`).first().waitFor({ state: 'attached' });
    await assertInert('client list');
    await page.goto(`${e.base}/#/clients/${ids.client}/show`);
    await page.getByText(`${MARK}1`).first().waitFor({ state: 'attached' });
    await assertInert('client show');
  });

  it('shows the payloads as text in the order list and on the order screen', async () => {
    await page.goto(`${e.base}/#/business/trust-list`);
    await page.getByText(`${MARK}1`).first().waitFor({ state: 'attached' });
    await assertInert('order list');
    await page.goto(`${e.base}/#/business/trust-detail/${ids.order}`);
    await page.getByTestId('order-detail').waitFor();
    await page.getByText(`${MARK}3`).first().waitFor({ state: 'attached' });
    await assertInert('order detail');
  });

  it('loads a stored notice into the rich-text editor without anything that runs', async () => {
    await page.goto(`${e.base}/#/system/notice/${ids.draftNotice}`);
    await page.getByText(`${MARK}-edit`).first().waitFor({ state: 'attached' });
    await assertInert('notice editor', false);
  });
});
