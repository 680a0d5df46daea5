// Issue 31 in Chromium, by clicking from each role's screens in the demo lab: the seeded TP spike-recovery chart's last
// point broke 1-3s, and its open corrective action holds the demo's submitted TP sheet. The analyst sees the notice on
// the held sheet; the checker's 校核 is held, its reason naming the action and the chart; QA reaches the action from the
// inbox, sees the red point on the chart and signs the close (cause, action, justified release); the checker then
// checks; the chart shows the action closed and its PDF (downloaded from the chart page) shows the chart, 1-3s and
// the cause. Nothing is set up through the API: the demo seed holds the whole out-of-control state (only its ids are
// read from the database, to find the same rows on the screens).
// Screenshots go to /tmp/spc-shots/.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eEnabled, startE2E, asRole, signOff, openMenu, type E2E } from './harness.ts';
import { pdfText } from '../setup/pdfText.ts';

const enabled = e2eEnabled();
const SHOTS = '/tmp/spc-shots';
const PW = '123456';
// the in-control green and the reject red of src/controlCharts/chips.tsx (VERDICT_FILL; a UI module not loaded in node)
const GREEN = '#2e7d32';
const RED = '#d32f2f';
const CAUSE = '加标溶液放置过久，浓度下降';

describe.runIf(enabled)('statistical QC in the browser: a 1-3s reject holds the check until QA signs the corrective action', () => {
  let e: E2E;
  let held = { actionId: 0, actionNo: '', chartId: 0, chartNo: '', chartName: '', sheetId: 0, sheetNo: '' };
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    e = await startE2E();
    const db = e.app.database.db;
    const action = await db
      .selectFrom('correctiveActions')
      .innerJoin('controlCharts', 'controlCharts.id', 'correctiveActions.chartId')
      .select([
        'correctiveActions.id',
        'correctiveActions.actionNo',
        'correctiveActions.analysisSheetIds',
        'controlCharts.id as chartId',
        'controlCharts.chartNo',
        'controlCharts.name',
      ])
      .where('correctiveActions.status', '=', 'open')
      .executeTakeFirstOrThrow();
    const ids = typeof action.analysisSheetIds === 'string' ? (JSON.parse(action.analysisSheetIds) as number[]) : (action.analysisSheetIds as number[]);
    const sheet = await db.selectFrom('analysisSheets').select(['id', 'analysisNo', 'status']).where('id', '=', ids[0]).executeTakeFirstOrThrow();
    expect(sheet.status).toBe('submitted');
    held = {
      actionId: Number(action.id),
      actionNo: String(action.actionNo),
      chartId: Number(action.chartId),
      chartNo: String(action.chartNo),
      chartName: String(action.name),
      sheetId: Number(sheet.id),
      sheetNo: String(sheet.analysisNo),
    };
  }, 240_000);
  afterAll(async () => e?.close());

  const as = (username: string) => asRole(e, username, { width: 1366, height: 900 });
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const item = (page: Page, key: string) => page.locator(`[data-testid="inbox"] [data-item="${key}"]`).first();
  const state = (page: Page, value: string) => page.locator(`[data-state="${value}"]`).filter({ visible: true }).first().waitFor();
  const step = (page: Page, name: string) => page.locator(`[data-step="${name}"]`).filter({ visible: true }).first();

  it('holds the check with the reason, QA signs the corrective action, the check proceeds; the chart and its PDF show it', async () => {
    // ── analyst: the held sheet, reached from 分析单, says which corrective action holds it
    let page = await as('analyst');
    await openMenu(page, 'analyse', '/analyse/analyseIndex');
    await page.locator('table tbody tr').filter({ hasText: held.sheetNo }).first().click();
    await page.waitForURL((u) => u.hash === `#/analyse/analyse-details/${held.sheetId}`);
    expect(await page.getByTestId('held-notice').innerText()).toContain(held.actionNo);
    await shot(page, '1-analyst-held-notice');
    await signOff(page);

    // ── checker: 校核 of the held sheet is offered disabled, its reason naming the action and the chart (the server
    // refuses the step too: tests/api/controlCharts.flow.test.ts)
    page = await as('checker');
    await item(page, `toCheck:${held.sheetId}`).click();
    await page.getByTestId('held-notice').waitFor();
    const check = step(page, 'check');
    expect(await check.getAttribute('data-blocked')).toBe('true');
    expect(await check.isDisabled()).toBe(true);
    const why = (await check.getAttribute('aria-description')) ?? '';
    expect(why).toContain(held.actionNo);
    expect(why).toContain(held.chartNo);
    await check.hover({ force: true });
    await shot(page, '2-checker-held');
    await state(page, 'submitted');
    await signOff(page);

    // ── QA: the open action from the inbox; its chart shows the run's red (reject) point among the coloured ones
    page = await as('qa');
    await item(page, `correctiveActions:${held.actionId}`).click();
    await page.waitForURL((u) => u.hash.startsWith(`#/qualityControl/corrective-actions/${held.actionId}/show`));
    expect(await page.getByTestId('ca-rules').innerText()).toContain('1-3s');
    // the held sheet by its number (read through /options after the record): '#id' until it arrives
    await expect.poll(() => page.getByTestId('ca-held').innerText()).toContain(held.sheetNo);
    await shot(page, '3-qa-action-open');
    await page.getByTestId('ca-chart').click();
    await page.getByTestId('chart-view').waitFor();
    const fills = page.locator('svg.MuiChartsSurface-root path[fill]');
    await fills.first().waitFor();
    const drawn = new Set(await fills.evaluateAll((els) => els.map((el) => el.getAttribute('fill'))));
    expect(drawn.has(GREEN)).toBe(true);
    expect(drawn.has(RED)).toBe(true);
    await page.getByTestId('chart-actions').locator(`[data-action="${held.actionId}"] [data-state="open"]`).waitFor();
    await shot(page, '4-qa-chart-reject');

    // ── QA signs the close from the chart's action link: cause, action, a justified release, the password
    await page.getByTestId('chart-actions').getByRole('link', { name: held.actionNo }).click();
    await page.locator('[data-transition="close"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('原因分析').fill(CAUSE);
    await dialog.getByLabel('采取的措施').fill('重新配制加标溶液，复测同批次加标样');
    await dialog.getByLabel('处理结论').click();
    await page.getByRole('option', { name: '说明理由后放行' }).click();
    await dialog.getByLabel('放行理由').fill('复测加标回收率 98%，样品结果不受影响');
    await dialog.locator('input[name="password"]').fill(PW);
    await shot(page, '5-qa-close-dialog');
    await page.getByTestId('step-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await state(page, 'closed');
    await signOff(page);

    // ── checker: 校核 now signs; the sheet is checked and no notice holds it
    page = await as('checker');
    await item(page, `toCheck:${held.sheetId}`).click();
    await step(page, 'check').click();
    await page.locator('input[name="password"]').fill(PW);
    await page.getByTestId('step-confirm').click();
    await state(page, 'checked');
    expect(await page.getByTestId('held-notice').count()).toBe(0);
    await shot(page, '6-checker-checked');
    await signOff(page);

    // ── QA: the chart lists the action closed with its outcome; its PDF, downloaded from the page, says it all
    page = await as('qa');
    await openMenu(page, 'qualityControl', '/qualityControl/control-charts');
    await page.locator('table tbody tr').filter({ hasText: held.chartNo }).first().click();
    await page.getByTestId('chart-actions').locator(`[data-action="${held.actionId}"] [data-state="closed"]`).waitFor();
    expect(await page.getByTestId('chart-actions').innerText()).toContain('说明理由后放行');
    // the limits as the PDF prints them (GB/T 8170, one place past the points), not the stored full values
    expect(await page.getByTestId('chart-limits').innerText()).toContain('99.08');
    expect(await page.getByTestId('chart-limits').innerText()).not.toContain('99.0750000000');
    await page.locator('svg.MuiChartsSurface-root path[fill]').first().waitFor(); // the plot loads lazily
    await shot(page, '7-qa-chart-closed');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('chart-pdf').click()]);
    expect(pdf.suggestedFilename()).toBe(`${held.chartNo}.pdf`);
    const file = path.join(SHOTS, pdf.suggestedFilename());
    await pdf.saveAs(file);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(new Uint8Array(bytes));
    for (const s of [held.chartNo, '1-3s', held.actionNo, CAUSE]) expect(text, s).toContain(s);
    await signOff(page);
  }, 300_000);
});
