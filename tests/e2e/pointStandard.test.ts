// Issue 19 on the screens: in the order wizard the clerk picks a sampling point's applicable standard, class and
// condition (the standards offered are those of the point's matrix, the classes those of the chosen edition, the
// conditions those its rows give in that class), and the draft keeps them; on the task sheet the sampler enters the oxygen content measured with each stack-gas sample.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eEnabled, startE2E, newPage, login, shot, apiOf, type E2E } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';

const enabled = e2eEnabled();

describe.skipIf(!enabled)('the applicable standard of a sampling point', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  }, 300_000);
  afterAll(async () => {
    await e?.close();
  });

  const pick = async (page: Page, name: string, option: string | RegExp) => {
    await page.locator(`div[role="combobox"]:has(+ input[name="${name}"])`).click();
    await page.getByRole('option', { name: option }).first().click();
  };

  it('is chosen per point in the wizard and saved with the draft', { timeout: 180_000 }, async () => {
    const { call, loginApi } = apiOf(e);
    const clerk = await loginApi('clerk');
    const clientId = (await e.app.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const draft = (
      await call('POST', '/admin/order/order_add_cg', { token: clerk, body: { clientId, projectName: '地表水断面监测', category: 'commissioned' } })
    ).body.data;
    const page = await newPage(e);
    await login(e, page, 'clerk', `/business/trust-add-two/${draft.id}`);
    await page.getByTestId('add-point').click();
    await page.locator('input[name="points.0.name"]').fill('断面一');
    await pick(page, 'points.0.matrix', '地表水/地下水');
    await page.locator('input[name="points.0.parameterIds"]').fill('氨氮');
    await page.getByRole('option', { name: /氨氮/ }).first().click();
    // a water point is offered the water standards only (GB 13223 is for stack gas)
    await page.locator('div[role="combobox"]:has(+ input[name="points.0.limitStandardId"])').click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered.some((o) => o.startsWith('GB 3838-2002'))).toBe(true);
    expect(offered.some((o) => o.startsWith('GB 13223-2011'))).toBe(false);
    await page.getByRole('option', { name: /^GB 3838-2002/ }).click();
    await pick(page, 'points.0.limitClass', 'Ⅲ类');
    // the conditions offered are the chosen class's own (GB 3838 class III: 总磷 of lakes and reservoirs; a drinking-water
    // source, whose 表2/表3 rows migration 031 added, in a river or in a lake or reservoir)
    await page.locator('div[role="combobox"]:has(+ input[name="points.0.limitCondition"])').click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      '一般限值（不限行业、排气筒高度等）',
      '湖、库',
      '集中式生活饮用水地表水源地',
      '集中式生活饮用水地表水源地（湖、库）',
    ]);
    await page.getByRole('option', { name: '湖、库', exact: true }).click();
    await shot(page, 'order-point-standard');
    await page.getByTestId('save-draft').click();
    const std = await e.app.database.db.selectFrom('limitStandards').select('id').where('standardNo', '=', 'GB 3838-2002').executeTakeFirstOrThrow();
    await expect
      .poll(async () => (await call('GET', `/admin/api/v1/orders/${draft.id}/form`, { token: clerk })).body.data.points?.[0], { timeout: 15_000 })
      .toMatchObject({ name: '断面一', matrix: 'water', limitStandardId: std.id, limitClass: 'III', limitCondition: '湖、库' });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('takes the measured oxygen of stack-gas samples at sampling', { timeout: 180_000 }, async () => {
    const { call, loginApi } = apiOf(e);
    const db = e.app.database.db;
    const pm = (await db.selectFrom('parameters').select('id').where('code', '=', 'G-PM').executeTakeFirstOrThrow()).id;
    const clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const f = await runFlow(call, loginApi, { clientId, until: 'accepted', points: [{ name: '1# 锅炉烟囱', matrix: 'stack_gas', parameterIds: [pm] }] });
    const sampler = await loginApi('sampler');
    const { task } = (await call('POST', '/admin/task/create_from_order', { token: sampler, body: { orderId: f.orderId } })).body.data;
    const page = await newPage(e);
    await login(e, page, 'sampler', `/business/task-detail/${task.id}`);
    await page.getByTestId('task-detail').waitFor();
    await page.locator('input[name="samples.0.oxygenMeasured"]').fill('9.5');
    await page.locator('[data-step="sampling"]').click();
    await expect
      .poll(async () => (await db.selectFrom('samples').select('oxygenMeasured').where('taskId', '=', task.id).executeTakeFirstOrThrow()).oxygenMeasured, {
        timeout: 15_000,
      })
      .toMatch(/^9\.50?$/);
    await shot(page, 'task-oxygen');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
