// Issue 29's gates in Chromium, clicked from each role's inbox: the analyst receives a pH sheet past its holding time
// (确认接收 asks why) and its record's instrument picker offers the portable pH meter, not the dissolved-oxygen
// meter (shown greyed out: not for this method) nor the overdue bench meter; the lab admin's 开始分析 on a task with
// no QC plan says so and asks for the reason; the equipment manager finds the overdue instruments in the inbox, opens
// one, sees its calibration history and records a new certificate, after which it is no longer overdue. The API sets
// up only the orders (runFlow); screenshots go to /tmp/gates-shots/.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eEnabled, startE2E, apiOf, demoIds, asRole, signOff, type E2E, type Api } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';

const enabled = e2eEnabled();
const SHOTS = '/tmp/gates-shots';

describe.runIf(enabled)("the day's gates, clicked", () => {
  let e: E2E;
  let api: Api;
  let p: Record<string, number>;
  let clientId: number;
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    e = await startE2E();
    api = apiOf(e);
    ({ p, clientId } = await demoIds(api));
  }, 240_000);
  afterAll(async () => e?.close());

  const flow = (o: Partial<Parameters<typeof runFlow>[2]> & Pick<Parameters<typeof runFlow>[2], 'until'>, code: string) =>
    runFlow(api.call, api.loginApi, { clientId, points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p[code]], timesPerDay: 1 }], ...o });

  /** A role's own browser context, signed in through the login form, on its dashboard; no 401/403, no page error. */
  const as = (username: string) => asRole(e, username);
  const done = signOff;
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const inboxItem = (page: Page, section: string, text: string) =>
    page.locator(`[data-testid="inbox"] [data-item^="${section}:"]`).filter({ hasText: text }).first();

  it('the analyst gives the reason to receive a late pH sheet, and its record offers only the pH meter in date', async () => {
    const f = await flow({ until: 'assigned', sampledHoursAgo: 30 }, 'W-PH');
    const admin = await api.loginApi('admin');
    const sheet = (await api.call('GET', `/admin/api/v1/analysisSheets/${f.sheetIds[0]}/form`, { token: admin })).body.data;
    const page = await as('analyst');
    await inboxItem(page, 'toReceive', sheet.analysisNo).click();
    await page.getByTestId('overdue').waitFor();
    await page.locator('[data-step="confirm"]').filter({ visible: true }).first().click();
    await expect.poll(() => page.getByTestId('step-reason-hint').innerText()).toContain('保存时限');
    expect(await page.getByTestId('step-confirm').isDisabled()).toBe(true); // no reason, no receipt
    await shot(page, 'analyst-confirm-reason');
    await page.locator('[role="dialog"] textarea').first().fill('样品次日送达，委托方要求继续分析');
    await page.getByTestId('step-confirm').click();
    await page.locator('[data-state="received"]').filter({ visible: true }).first().waitFor();

    const picker = page.getByTestId('instrument-select').getByRole('combobox');
    await picker.click();
    const option = (asset: string) => page.locator(`[role="option"][data-asset="${asset}"]`);
    await option('EQ-007').waitFor();
    expect(await option('EQ-007').getAttribute('aria-disabled')).not.toBe('true');
    expect(await option('EQ-005').getAttribute('aria-disabled')).toBe('true'); // the DO meter
    expect(await option('EQ-005').innerText()).toContain('不适用于本方法');
    expect(await option('EQ-003').innerText()).toContain('检定/校准已超期'); // the bench pH meter
    expect(await option('EQ-004').innerText()).toContain('维修中');
    await shot(page, 'analyst-ph-instruments');
    await option('EQ-007').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => picker.innerText()).toBe('EQ-007');
    const stored = (await api.call('GET', `/admin/api/v1/analysisSheets/${sheet.id}/form`, { token: admin })).body.data;
    expect(stored.holdingReasons).toEqual([expect.objectContaining({ step: 'confirm', reason: '样品次日送达，委托方要求继续分析', by: '张分析' })]);
    await done(page);
  });

  it('the lab admin is asked for the reason to start analysing a task with no QC plan', async () => {
    const f = await flow({ until: 'received', planQc: false }, 'W-SS');
    const admin = await api.loginApi('admin');
    const task = (await api.call('GET', `/admin/api/v1/tasks/${f.taskId}/form`, { token: admin })).body.data;
    const page = await as('labadmin');
    await inboxItem(page, 'tasksToAnalyse', task.taskNo).click();
    await page.locator('[data-step="startAnalysis"]').filter({ visible: true }).first().click();
    await expect.poll(() => page.getByTestId('step-reason-hint').innerText()).toContain('尚无质控计划');
    expect(await page.getByTestId('step-confirm').isDisabled()).toBe(true);
    await shot(page, 'labadmin-start-without-qc');
    await page.locator('[role="dialog"] textarea').first().fill('委托方书面确认本批不做质控');
    await page.getByTestId('step-confirm').click();
    await page.locator('[data-state="in_analysis"]').filter({ visible: true }).first().waitFor();
    const sheets = (await api.call('GET', `/admin/api/v1/analysisSheets/page?taskId=${task.id}`, { token: admin })).body.data;
    expect(sheets.total).toBe(1);
    await done(page);
  });

  it('the equipment manager finds the overdue instruments in the inbox and records a calibration', async () => {
    const page = await as('equipment');
    const overdue = page.locator('[data-section="calibrationOverdue"]');
    await overdue.waitFor();
    expect(await overdue.innerText()).toContain('EQ-003 pH计');
    expect(await overdue.innerText()).toContain('EQ-006 生化培养箱');
    await shot(page, 'equipment-inbox');
    await inboxItem(page, 'calibrationOverdue', 'EQ-003').click();
    const history = page.getByTestId('calibration-history');
    await history.locator('[data-certificate="JZ-EQ-003"]').waitFor();
    await page.getByTestId('record-calibration').click();
    const dialog = page.locator('[role="dialog"]');
    await dialog.locator('input[name="calibratedOn"]').click();
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
    await page.keyboard.type(today.replaceAll('-', ''));
    await dialog.locator('input[name="certificateNo"]').fill('JZ-2026-1128');
    await dialog.locator('input[name="agency"]').fill('江苏省计量科学研究院');
    await dialog.locator('[aria-haspopup="listbox"]').click();
    await page.locator('[role="option"][data-value="pass"]').click();
    await shot(page, 'equipment-record-calibration');
    await page.getByTestId('calibration-save').click();
    await history.locator('[data-certificate="JZ-2026-1128"]').waitFor();
    expect(await history.locator('[data-certificate="JZ-2026-1128"]').innerText()).toContain('冯设备');
    await shot(page, 'equipment-calibration-history');
    await page.locator('nav [data-menu="/dashboard"]').click();
    // the dashboard shows its cached inbox at once and refetches on mount: wait for the fresh one
    await expect.poll(() => page.locator('[data-section="calibrationOverdue"]').innerText()).not.toContain('EQ-003');
    await done(page);
  });
});
