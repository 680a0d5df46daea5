// Issue 30: the analyst opens a stack-gas sheet from the dashboard inbox and receives it; the reference O₂ of the
// sample whose point is judged against GB 13223-2011 (coal-fired boiler) stands in the grid as 6, not typeable, and
// says where it came from; the gas-turbine point's (a value the standard as read does not give) is typed, with a
// note saying why. zh-CN and en, no request refused. Screenshots: lims-e2e-stack-oxygen-{zh,en}.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { e2eEnabled, startE2E, asRole, signOff, receiveSheet, shot, apiOf, type E2E, type Api } from './harness.ts';

describe.runIf(e2eEnabled())("analyst: a stack record's reference O₂ from the point's standard", () => {
  let e: E2E;
  let api: Api;
  let sheetId = 0;

  beforeAll(async () => {
    e = await startE2E();
    api = apiOf(e);
    const db = e.app.database.db;
    const pm = (await db.selectFrom('parameters').select('id').where('code', '=', 'G-PM').executeTakeFirstOrThrow()).id;
    const std = (await db.selectFrom('limitStandards').select('id').where('standardNo', '=', 'GB 13223-2011').executeTakeFirstOrThrow()).id;
    const clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const point = (name: string, limitClass: string) => ({ name, matrix: 'stack_gas', parameterIds: [pm], limitStandardId: std, limitClass });
    const flow = await runFlow((m, u, o) => api.call(m, u, o), api.loginApi, {
      clientId,
      until: 'assigned',
      points: [point('1# 燃煤锅炉烟囱', 'coal-new'), point('2# 燃气轮机烟囱', 'gas-ng-turbine')],
    });
    sheetId = flow.sheetIds[0];
  }, 240_000);
  afterAll(async () => e?.close());

  it('shows the coal-fired sample’s 6 % read-only with its source and leaves the turbine’s to be typed', async () => {
    const page = await asRole(e, 'analyst');
    const item = page.locator(`[data-testid="inbox"] [data-item="toReceive:${sheetId}"]`);
    await item.click();
    await page.waitForURL(/analyse-details/);
    await receiveSheet(page);
    const grid = page.getByTestId('sample-grid');
    const coal = grid.locator('input[data-cell="0.O2ref"]');
    const gas = grid.locator('input[data-cell="1.O2ref"]');
    expect(await coal.inputValue()).toBe('6');
    expect(await coal.isDisabled()).toBe(true);
    expect(await grid.locator('[data-note="0.O2ref"]').textContent()).toBe('取自 GB 13223-2011 燃煤锅炉（新建锅炉），在委托单的采样点中修改');
    expect(await gas.isDisabled()).toBe(false);
    expect(await grid.locator('[data-note="1.O2ref"]').textContent()).toBe('采样点执行的标准未给出基准含氧量：由分析人员录入');
    await gas.fill('15');
    await grid.locator('input[data-cell="0.O2"]').fill('9.0');
    await page.getByTestId('save-record').click();
    await page.locator('[data-testid="save-state"][data-save="saved"]').waitFor({ timeout: 15_000 });
    await grid.locator('input[data-cell="0.O2ref"]').scrollIntoViewIfNeeded();
    await shot(page, 'stack-oxygen-zh');
    await signOff(page);
  });

  it('says the same in English', async () => {
    const page = await asRole(e, 'analyst');
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto(`${e.base}/#/analyse/analyse-details/${sheetId}`);
    await page.reload(); // a change of the hash alone does not load the page again, nor run the init script
    const note = page.locator('[data-testid="sample-grid"] [data-note="0.O2ref"]');
    await note.waitFor();
    expect(await note.textContent()).toBe("From GB 13223-2011 Coal-fired boiler (new); changed on the order's point");
    await shot(page, 'stack-oxygen-en');
    await signOff(page);
  });
});
