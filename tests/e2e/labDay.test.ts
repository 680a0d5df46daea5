// A lab's day in Chromium, by clicking only (issue 13's "done when"): each demo role signs in through the login form
// and starts from its dashboard inbox; after the login no URL is typed and no API is called by the test. The clerk
// registers a client and an order (ammonia nitrogen, HJ 535, on a wastewater outfall) with the wizard and reviews the
// contract; the sampler makes the task, samples and receives; QA plans the QC with a spike amount; the lab admin
// starts the analysis and issues the sheet; the analyst receives it and pastes the calibration series and the sample
// rows from the clipboard; checker, QA (evaluation), reviewer (review, lock), writer, lab admin and signatory take it
// to an issued report whose PDF is downloaded and read. Screenshots (zh-CN and en, switched through the navbar) of
// each role's dashboard, the sheet editor with its curve, the QC evaluation, the issued report and the PDF go to
// /tmp/day-shots/ (the PDF is the lab's Chinese report whatever the UI language: the English download is the same file).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfPages } from '../setup/pdfText.ts';
import { templateById } from '../../schemas/templates/index.ts';
import { e2eEnabled, startE2E, fillLogin, type E2E, fillRecordHeader, dashboard, fromInbox, inboxIds, step, state, numberOf } from './harness.ts';

const enabled = e2eEnabled();
const SHOTS = '/tmp/day-shots';
const TEMPLATE = templateById('water-tmpl47')!; // 氨氮 HJ 535: calibration curve, blank, duplicate, spike
const PW = '123456';
const CLIENT = '东湖电镀有限公司';
const PROJECT = '东湖电镀 2026 年废水监督性监测';
const POINT = '总排口';
const SPIKE = '0.4'; // mg/L: the concentration the spike adds, as the template's worked example (c3 = 0.400)

type P = Page & { errors: string[]; refused: string[] };

describe.runIf(enabled)("a lab's day, clicked through from each role's inbox", () => {
  let e: E2E;
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    e = await startE2E();
  }, 180_000);
  afterAll(async () => e?.close());

  let current: P | undefined;
  const shotDashboards = new Set<string>();
  /** A role's own browser context, signed in through the login form, on its dashboard. */
  const as = async (username: string): Promise<P> => {
    const context = await e.browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
    if (username === 'analyst') await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e.base });
    const page = (await context.newPage()) as P;
    page.errors = [];
    page.refused = [];
    page.on('pageerror', (err) => page.errors.push(err.message));
    page.on('response', (r) => {
      if (r.status() === 401 || r.status() === 403) page.refused.push(`${r.status()} ${r.url()}`);
    });
    current = page;
    await page.goto(`${e.base}/`);
    await page.getByTestId('login-form').waitFor();
    await fillLogin(page, username, PW);
    await page.getByTestId('inbox').waitFor();
    if (!shotDashboards.has(username)) await shotBoth(page, `dashboard-${username}`, page.getByTestId('inbox').locator('[data-section], [data-empty]').first());
    shotDashboards.add(username);
    return page;
  };
  const done = async (page: P) => {
    expect(page.errors).toEqual([]);
    expect(page.refused).toEqual([]);
    await page.context().close();
  };

  const shot = async (page: Page, name: string) => {
    // a step's or the language switch's toast would cover the screen for 3 s: hidden for the picture (nothing else changes)
    await page.locator('.MuiSnackbar-root').evaluateAll((els) =>
      els.forEach((el) => {
        (el as HTMLElement).style.visibility = 'hidden';
      }),
    );
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  };
  /** The language through the navbar's picker. */
  const language = async (page: Page, lang: 'en' | 'zh-cn') => {
    await page.getByTestId('language-picker').click();
    await page.locator(`[role="menuitem"][data-value="${lang}"]`).click();
  };
  /** A screenshot in zh-CN, then in English (switched in the navbar), then back to zh-CN; `words` shows each language is on. */
  const shotBoth = async (page: Page, name: string, ready: ReturnType<Page['locator']>, words: [string, string] = ['我的待办', 'My inbox']) => {
    await ready.waitFor();
    await page.getByText(words[0]).first().waitFor();
    await shot(page, `${name}-zh`);
    await language(page, 'en');
    await page.getByText(words[1]).first().waitFor();
    await shot(page, `${name}-en`);
    await language(page, 'zh-cn');
    await page.getByText(words[0]).first().waitFor();
  };

  /** A menu entry of the sidebar, its group opened first. */
  const menu = async (page: Page, to: string) => {
    const link = page.locator(`nav [data-menu="${to}"]`);
    const group = page.locator(`nav [data-group="${to.split('/')[1]}"] > div[role="button"]`).first();
    await group.waitFor(); // the menu is drawn: a link not shown now is in a closed group
    if (!(await link.isVisible())) await group.click();
    // Under CI load a click right after the dashboard drew was seen to leave the route unchanged (twice in 4 runs, the
    // clerk's first click; cause not found yet, noted on issue 13): click again until the route is the entry's, for up to 20 s.
    await expect
      .poll(
        async () => {
          if (!new URL(page.url()).hash.startsWith(`#${to}`)) await link.click();
          return new URL(page.url()).hash;
        },
        { timeout: 20_000, interval: 3_000 },
      )
      .toMatch(new RegExp(`^#${to}`));
  };

  it('walks order → contract review → task and samples → QC plan → sheet → raw record → check, QC, review, lock → report → issued PDF', async () => {
    try {
      await walk();
    } catch (err) {
      if (current && !current.isClosed()) await shot(current, 'failed');
      throw err;
    }
  }, 900_000); // ~6 min at load 20 on 2 cores; generous for a loaded machine

  async function walk() {
    const t0 = Date.now();
    const lap = (what: string) => console.log(`[labDay] ${what} ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    // ── clerk: a new client (委托单位), the order through the wizard, then the contract review from the inbox
    let page = await as('clerk');
    await page.getByText('每月委托单数').waitFor(); // the chart is titled by what the clerk may list: orders, no samples
    await menu(page, '/business/client-list');
    await page
      .getByRole('link', { name: '新增' })
      .or(page.getByRole('button', { name: '新增' }))
      .first()
      .click();
    await page.locator('input[name="name"]').fill(CLIENT);
    await page.locator('input[name="contact"]').fill('吴工');
    await page.locator('input[name="phone"]').fill('027-8888 0303');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText(CLIENT).filter({ visible: true }).first().waitFor(); // its show page (kept-alive pages hide copies)
    await menu(page, '/business/trust-list');
    await page.getByTestId('new-order').click();
    await page.locator('div[role="combobox"]:has(+ input[name="clientId"])').click();
    await page.getByRole('option', { name: CLIENT }).click();
    await page.locator('input[name="projectName"]').fill(PROJECT);
    await page.getByTestId('next').click();
    await page.getByTestId('add-point').click();
    await page.locator('input[name="points.0.name"]').fill(POINT);
    await page.locator('input[name="points.0.parameterIds"]').fill('氨氮');
    await page.getByRole('option', { name: '氨氮' }).first().click();
    await page.getByTestId('next').click();
    await expect.poll(() => page.getByTestId('quote').innerText()).toContain('60.00'); // 1 sample × 氨氮 60.00, live
    await page.getByTestId('submit-order').click();
    await state(page, 'submitted');
    const orderNo = await numberOf(page, 'order-detail');
    await dashboard(page);
    await fromInbox(page, 'ordersToAccept', orderNo);
    // the review starts empty (issue 29): each point stated before saving
    await page.locator('input[name="capability"]').check();
    await page.locator('input[name="method"]').check();
    await page.locator('input[name="turnaroundDays"]').fill('10');
    await page.locator('div[role="combobox"]:has(+ input[name="outcome"])').click();
    await page.getByRole('option', { name: '通过', exact: true }).click();
    await page.getByTestId('save-review').click();
    await page.getByText('评审记录').first().waitFor();
    await step(page, 'accept');
    await state(page, 'accepted');
    await done(page);
    lap('clerk');

    // ── sampler: the accepted order waits for its task; sampling, then the receipt of the samples
    page = await as('sampler');
    await fromInbox(page, 'ordersToTask', orderNo);
    await page.getByTestId('create-task').click();
    await page.getByTestId('task-detail').waitFor();
    const taskNo = await numberOf(page, 'task-detail');
    await step(page, 'sampling');
    await state(page, 'sampling');
    // the receipt checks are stated by the receiver (issue 29): nothing is prefilled as passed
    await page.locator('input[name="samples.0.condition"]').fill('完好');
    await page.locator('input[name="samples.0.receiptTemperature"]').fill('4.0');
    for (const check of ['containerIntact', 'preservationOk']) {
      await page.locator(`div[role="combobox"]:has(+ input[name="samples.0.${check}"])`).click();
      await page.getByRole('option', { name: '是', exact: true }).click();
    }
    await step(page, 'receive');
    await state(page, 'received');
    await done(page);
    lap('sampler');

    // ── QA: the QC plan of the received task, the spike's amount per parameter (text refused under the field)
    page = await as('qa');
    await fromInbox(page, 'qcToPlan', taskNo);
    await page.getByTestId('qc-save').waitFor();
    await page.getByTestId('qc-fill-rows').click();
    const amount = page.locator('input[name$=".spikes.0.amount"]').first();
    await amount.fill('abc');
    await page.getByTestId('qc-save').click();
    await page.getByText('应为数值（如 12.5）').first().waitFor();
    await amount.fill(SPIKE);
    await page.getByTestId('qc-save').click();
    await page.getByTestId('qc-detail').waitFor();
    const qcNo = await numberOf(page, 'qc-detail');
    await done(page);
    lap('qa plan');

    // ── lab admin: analysis starts; the new sheet goes to a qualified analyst
    page = await as('labadmin');
    const waiting = await inboxIds(page, 'toAssign'); // the demo's own pending sheets
    await fromInbox(page, 'tasksToAnalyse', taskNo);
    await step(page, 'startAnalysis');
    await state(page, 'in_analysis');
    await dashboard(page);
    // the kept-alive dashboard reloads its inbox when shown again: wait for the new sheet before choosing it
    await expect.poll(async () => (await inboxIds(page, 'toAssign')).some((id) => !waiting.includes(id))).toBe(true);
    await fromInbox(page, 'toAssign');
    await page.getByTestId('apportion').waitFor();
    const sheetNo = await numberOf(page, 'apportion');
    await page.getByTestId('apportion').getByRole('combobox').first().click(); // 分析员 * (required)
    await page.getByRole('option', { name: '张分析 · 有效上岗资格' }).click();
    await page.getByTestId('issue').click();
    await page.waitForURL(/analyseIndex/);
    await done(page);
    lap('labadmin assign');

    // ── analyst: receive from the inbox, the record pasted as blocks from the clipboard, saved and signed
    page = await as('analyst');
    await fromInbox(page, 'toReceive', sheetNo);
    await page.locator('[data-testid="raw-record"][data-editable="false"]').waitFor();
    await step(page, 'confirm');
    await page.locator('[data-testid="raw-record"][data-editable="true"]').waitFor();
    expect(await page.getByTestId('raw-record').getAttribute('data-template')).toBe(TEMPLATE.id);
    // one source for every QC number (issue 29): the QC plan's spike amount, read-only in the record
    const planned = page.locator('input[name="qc.spikes.0.added"]');
    await expect.poll(() => planned.inputValue()).toBe(SPIKE);
    expect(await planned.isDisabled()).toBe(true);
    await page.getByText(`来自质控计划 ${qcNo}`).first().waitFor();
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const header: Record<string, string> = { ...TEMPLATE.example.header, analysisDate: today };
    await fillRecordHeader(page, TEMPLATE.header, header);
    const paste = async (selector: string, rows: string[][]) => {
      await page.evaluate((t) => navigator.clipboard.writeText(t), rows.map((r) => r.join('\t')).join('\r\n') + '\r\n');
      await page.locator(selector).click();
      await page.keyboard.press('Control+V');
    };
    await paste(
      '[data-testid="curve-grid"] input[data-cell="0.x"]',
      TEMPLATE.example.curve!.points!.map((p) => [p.x, p.y]),
    );
    // each row as the worked example's row of the same QC role (the row's label names it)
    const labels = await page.locator('[data-testid="sample-grid"] tr[data-row] td.rr-label').allInnerTexts();
    const roleOf = (label: string) => (/空白/.test(label) ? 'BLK' : /平行/.test(label) ? 'S1-D' : /加标/.test(label) ? 'S1-SP' : 'S1');
    expect(labels.map(roleOf).sort()).toEqual(['BLK', 'S1', 'S1-D', 'S1-SP']);
    const keys = TEMPLATE.inputs.map((f) => f.key);
    const rows = labels.map((l) => keys.map((k) => TEMPLATE.example.rows.find((r) => r.sampleId === roleOf(l))!.inputs[k] ?? ''));
    await paste(`[data-testid="sample-grid"] input[data-cell="0.${keys[0]}"]`, rows);
    expect(await page.locator(`[data-testid="sample-grid"] input[data-cell="${rows.length - 1}.${keys.at(-1)}"]`).inputValue()).toBe(rows.at(-1)!.at(-1));
    await page.locator('[data-testid="error-count"][data-count="0"]').waitFor();
    expect(await page.locator('[data-stat="r"]').textContent()).toMatch(/^0\.99\d+$/);
    const routine = labels.findIndex((l) => roleOf(l) === 'S1');
    const result = (await page.locator(`[data-testid="sample-grid"] td[data-value^="${routine}."]`).last().textContent())!.trim(); // the 氨氮 column
    expect(result).toMatch(/^\d+\.\d{3}$/);
    await page.getByTestId('save-record').click();
    await page.locator('[data-testid="save-state"][data-save="saved"]').waitFor();
    await page.getByTestId('curve-panel').scrollIntoViewIfNeeded();
    await shotBoth(page, 'sheet-curve', page.getByTestId('curve-panel'), ['校准曲线', 'Calibration curve']);
    await page.getByTestId('submit-record').click();
    await page.locator('input[name="password"]').fill(PW);
    await page.getByTestId('submit-confirm').click();
    await state(page, 'submitted');
    await done(page);
    lap('analyst');

    // ── checker signs; the reviewer is told the QC is not evaluated yet and offered no review
    page = await as('checker');
    await fromInbox(page, 'toCheck', sheetNo);
    await step(page, 'check', PW);
    await state(page, 'checked');
    await done(page);
    page = await as('reviewer');
    await fromInbox(page, 'toReview', sheetNo);
    await page.getByTestId('qc-gate').filter({ hasText: '尚未评价' }).waitFor();
    expect(await page.locator('[data-step="review"]').count()).toBe(0);
    await done(page);
    lap('checker');

    // ── QA evaluates: blank, duplicate and spike judged against the method's limits
    page = await as('qa');
    await fromInbox(page, 'qcToEvaluate', qcNo);
    await step(page, 'evaluate');
    await state(page, 'passed');
    const verdicts = page.locator('[data-testid="qc-evaluation"] [data-verdict]');
    await verdicts.first().waitFor();
    expect(await page.locator('[data-testid="qc-evaluation"] [data-verdict="fail"]').count()).toBe(0);
    expect(await page.locator('[data-testid="qc-evaluation"] [data-verdict="pass"]').count()).toBeGreaterThanOrEqual(2);
    await shotBoth(page, 'qc-evaluation', page.getByTestId('qc-evaluation'), ['评价结果', 'Evaluation']);
    await done(page);
    lap('qa evaluate');

    // ── reviewer: review, then the lock, confirmed and signed like the other levels
    page = await as('reviewer');
    await fromInbox(page, 'toReview', sheetNo);
    await step(page, 'review', PW);
    await state(page, 'reviewed');
    await page.locator('[data-step="lock"]').click();
    await expect.poll(() => page.getByTestId('signature-statement').innerText()).toMatch(/钱审核.*锁定.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await page.locator('input[name="password"]').fill(PW);
    await page.getByTestId('step-confirm').click();
    await state(page, 'locked');
    await done(page);
    lap('reviewer');

    // ── writer drafts the report from the reviewed results and submits it
    page = await as('writer');
    await fromInbox(page, 'reportsToStart', orderNo);
    await page.locator('input[name="limitStandard"]').fill('GB 8978-1996 表4 一级');
    await page.getByTestId('report-choose').waitFor();
    expect(await page.locator('[data-testid="report-choose"] input[name^="sample."]:checked').count()).toBeGreaterThan(0);
    await page.getByTestId('draft-report').click();
    await page.waitForURL(/lecture-detect\/\d+/);
    expect(await page.getByTestId('report-detail').getAttribute('data-mode')).toBe('edit');
    await page.locator('input[name^="limits."]').first().fill('≤15');
    await page.getByTestId('save-limits').click();
    await page.getByText('已保存').first().waitFor();
    await page.getByText('符合', { exact: true }).first().waitFor();
    // with the decision rule it used and its clause, as the PDF prints it (ISO/IEC 17025 §7.8.6)
    await page.getByTestId('decision-rules').filter({ hasText: '判定规则：GB/T 8170-2008 §4.3.1（全数值比较法' }).waitFor();
    await page.locator('textarea[name="notes"]').fill('样品由本实验室采集；一日流程端到端测试。');
    await page.getByTestId('save-notes').click();
    await page.getByText('已保存').first().waitFor();
    const reportNo = await numberOf(page, 'report-detail');
    await step(page, 'submit');
    await state(page, 'in_review');
    await done(page);
    lap('writer');

    // ── lab admin reviews (signed), the signatory approves and issues, then downloads the PDF
    page = await as('labadmin');
    await fromInbox(page, 'reportsToReview', reportNo);
    await page.getByTestId('notes-text').filter({ hasText: '一日流程' }).waitFor();
    await page.locator('[data-step="review"]').click();
    await expect.poll(() => page.getByTestId('signature-statement').innerText()).toMatch(/周主任.*审核.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await page.locator('input[name="password"]').fill(PW);
    await page.getByTestId('step-confirm').click();
    await state(page, 'reviewed');
    await done(page);
    page = await as('signatory');
    await fromInbox(page, 'reportsToApprove', reportNo);
    await step(page, 'approve', PW);
    await state(page, 'approved');
    // what the signature stands on (issue 29): the QC verdicts behind the results, and the raw record opened from the report
    await page.getByTestId('qc-verdicts').filter({ visible: true }).first().locator('[data-verdict="pass"]').first().waitFor();
    await page.getByTestId('source-record').filter({ visible: true }).first().click();
    await page.getByTestId('raw-record-detail').filter({ visible: true }).first().waitFor();
    await page.goBack();
    await page.getByTestId('report-detail').filter({ visible: true }).first().waitFor();
    await step(page, 'issue', PW);
    await state(page, 'issued');
    await page.getByTestId('signed-issue').filter({ hasText: '吴签字' }).waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('open-pdf').click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`${reportNo}.pdf`);
    const pdf = path.join(SHOTS, 'report.pdf');
    await file.saveAs(pdf);
    // the report's holding times: sampled, received and analysed against the method's limit
    await step(page, 'time');
    await page.getByTestId('time-rows').filter({ visible: true }).first().getByText('氨氮').first().waitFor();
    // back on the report, in English: the screen reads in English, and the PDF is the same stored, signed document
    await page.getByTestId('back-to-report').filter({ visible: true }).click();
    await shotBoth(page, 'report-issued', page.getByTestId('signed-issue'), ['电子签名', 'Electronic signatures']);
    await language(page, 'en');
    await page.getByText('Electronic signatures').first().waitFor();
    const again = page.waitForEvent('download');
    await page.getByTestId('open-pdf').filter({ visible: true }).click();
    const pdfEn = path.join(SHOTS, 'report-en.pdf');
    await (await again).saveAs(pdfEn);
    expect(fs.readFileSync(pdfEn).equals(fs.readFileSync(pdf))).toBe(true);
    await done(page);
    lap('report issued');

    const pages = await pdfPages(fs.readFileSync(pdf));
    const text = pages.join('\n');
    for (const s of [
      `报告编号：${reportNo}`,
      orderNo,
      CLIENT,
      PROJECT,
      POINT,
      '氨氮',
      'HJ 535-2009',
      'mg/L',
      result,
      '≤15',
      '符合',
      '全数值比较法',
      '孙编制',
      '周主任',
      '吴签字',
      today,
    ])
      expect(text, s).toContain(s);
    expect(text).toContain(`第 1 页 共 ${pages.length} 页`);
    spawnSync('pdftoppm', ['-png', '-r', '60', pdf, path.join(SHOTS, 'report-zh')]);
    spawnSync('pdftoppm', ['-png', '-r', '60', pdfEn, path.join(SHOTS, 'report-en')]);
    lap('pdf read');
  }
});
