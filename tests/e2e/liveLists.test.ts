// Open lists follow the lab: a change committed by someone else (here: the equipment manager through the API) is
// announced on /topic/workflow and the list open in the admin's browser shows it without a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eEnabled, startE2E, newPage, login, type E2E } from './harness.ts';

const enabled = e2eEnabled();

async function apiLogin(base: string, username: string): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ username, password: '123456', type: 'web-admin' })) form.set(k, v);
  const res = await fetch(`${base}/admin/index/login`, { method: 'POST', body: form });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe.runIf(enabled)('open lists refresh on /topic/workflow', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => e?.close());

  it("shows another user's change in an open list without a reload", async () => {
    const page = await newPage(e);
    await login(e, page, 'admin', '/management/equipment');
    const scope = '[data-page="/management/equipment"]';
    const firstRow = page.locator(`${scope} table tbody tr`).first();
    await firstRow.waitFor();
    await page.waitForLoadState('networkidle');
    const navigations: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations.push(f.url());
    });

    const token = await apiLogin(e.base, 'equipment');
    const headers = { authorization: token, 'content-type': 'application/json' };
    const page1 = (await (await fetch(`${e.base}/admin/api/v1/equipment/page?pageNum=1&pageSize=25`, { headers })).json()) as {
      data: { list: Array<{ id: number; version: number; name: string }> };
    };
    const shown = await firstRow.innerText();
    const target = page1.data.list.find((r) => shown.includes(r.name)) ?? page1.data.list[0];
    const renamed = `实时刷新-${Date.now()}`;
    const put = await fetch(`${e.base}/admin/api/v1/equipment/${target.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ version: target.version, name: renamed }),
    });
    expect(put.status).toBe(200);

    await page.locator(`${scope} table tbody`, { hasText: renamed }).waitFor({ timeout: 10_000 });
    expect(navigations).toEqual([]); // the list fetched again; the page was not reloaded
    expect(page.errors).toEqual([]);
  });
});
