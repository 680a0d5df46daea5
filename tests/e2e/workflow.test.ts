// The laboratory workflow in the browser: a new order walked to an issued report PDF, each step done by the demo
// user whose role does it (clerk, sampler, QA, lab admin, analyst, checker, reviewer, writer, signatory); the PDF
// is opened from the report screen and its text extracted and checked.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { templateById } from '../../schemas/templates/index.ts';
import type { RecordInput } from '../../schemas/templates/types.ts';
import { recordFor } from '../../server/workflow/apiFlow.ts';
import { e2eEnabled, startE2E, newPage, login, shot, route, type E2E } from './harness.ts';

const enabled = e2eEnabled();

describe.runIf(enabled)('workflow: order → issued report PDF, as each role', () => {
  let e: E2E;
  beforeAll(async () => void (e = await startE2E()), 120_000);
  afterAll(async () => e?.close());

  const as = async (username: string, path: string): Promise<Page & { errors: string[] }> => {
    const page = await newPage(e);
    current = page;
    await login(e, page, username, path);
    return page;
  };
  const step = async (page: Page, name: string, password?: string, reason?: string) => {
    await page.locator(`[data-step="${name}"]`).click();
    if (password || reason) {
      if (reason) await page.locator('textarea[name="reason"]').fill(reason);
      if (password) await page.locator('input[name="password"]').fill(password);
      await page.getByTestId('step-confirm').click();
    }
  };
  // kept-alive (hidden) list pages carry state chips too: only a visible one counts
  const state = (page: Page, value: string) => page.locator(`[data-state="${value}"]`).filter({ visible: true }).first().waitFor();
  const pick = async (page: Page, label: string, option: string) => {
    await page.getByLabel(label, { exact: true }).click();
    await page.getByRole('option', { name: option }).first().click();
  };
  const done = async (page: Page & { errors: string[] }) => {
    expect(page.errors).toEqual([]);
    await page.context().close();
  };

  let current: Page | undefined;
  it('walks a demo order from creation to an issued PDF', async () => {
    try { await walk(); } catch (err) {
      if (current && !current.isClosed()) await shot(current, 'workflow-failed');
      throw err;
    }
  }, 420_000); // two more role pages than before (the QC gate seen by the reviewer): generous on a loaded 2-core machine

  async function walk() {
    // clerk: the three-step wizard, saved as a draft at each step, then contract review and acceptance
    let page = await as('clerk', '/business/trust-add-one');
    // the wizard's selects are react-admin's: found by the field's name
    await page.locator('div[role="combobox"]:has(+ input[name="clientId"])').click();
    await page.getByRole('option', { name: '江南化工有限公司' }).first().click();
    await page.locator('input[name="projectName"]').fill('浏览器端到端委托');
    await page.getByTestId('next').click();
    await page.waitForURL(/trust-add-two\/\d+/);
    const orderId = Number(/trust-add-two\/(\d+)/.exec(route(page))![1]);
    await page.getByTestId('add-point').click();
    await page.locator('input[name="points.0.name"]').fill('总排口');
    await page.locator('input[name="points.0.parameterIds"]').fill('化学需氧量');
    await page.getByRole('option', { name: '化学需氧量' }).first().click();
    await page.getByTestId('next').click();
    await page.waitForURL(/trust-add-three/);
    await expect.poll(() => page.getByTestId('quote').innerText()).toContain('80.00'); // the quote, live, before any save
    await page.getByTestId('submit-order').click();
    await page.waitForURL(/trust-detail/);
    await state(page, 'submitted');
    await page.getByTestId('save-review').click();
    await page.getByText('评审记录').first().waitFor();
    await step(page, 'accept');
    await state(page, 'accepted');
    await done(page);

    // sampler: task from the order, sampling, receipt with condition and temperature
    page = await as('sampler', `/business/trust-detail/${orderId}`);
    await step(page, 'task');
    await page.getByTestId('create-task').click();
    await page.waitForURL(/task-detail\/\d+/);
    const taskId = Number(/task-detail\/(\d+)/.exec(route(page))![1]);
    await step(page, 'sampling');
    await state(page, 'sampling');
    await step(page, 'receive');
    await state(page, 'received');
    await done(page);

    // QA: the QC plan (blank, duplicate, spike) with its rule check; the spike's amount per parameter, typed in the
    // form: text is refused under the field, a number is taken
    page = await as('qa', `/business/task-detail/${taskId}`);
    await step(page, 'qc');
    await page.getByTestId('qc-save').waitFor();
    if (await page.getByTestId('qc-fill-rows').count()) {
      // a spike in the plan: its amount per parameter (the spiked sample below reads 40 + 20 mg/L)
      await page.getByTestId('qc-fill-rows').click();
      const amount = page.locator('input[name$=".spikes.0.amount"]').first();
      await amount.fill('abc');
      await page.getByTestId('qc-save').click();
      await page.getByText('应为数值（如 12.5）').first().waitFor();
      await amount.fill('20');
    }
    await shot(page, 'qc-plan-zh');
    await page.getByTestId('qc-save').click();
    await page.waitForURL(/qc-detail\/\d+/);
    const qcId = Number(/qc-detail\/(\d+)/.exec(route(page))![1]);
    await done(page);

    // lab admin: analysis starts, the sheet goes to a qualified analyst
    page = await as('labadmin', `/business/task-detail/${taskId}`);
    await step(page, 'startAnalysis');
    await state(page, 'in_analysis');
    const sheetId = await page.evaluate(async (t) => {
      const token = localStorage.getItem('admin-token') ?? sessionStorage.getItem('admin-token');
      const r = await fetch(`/admin/api/v1/analysisSheets/page?taskId=${t}`, { headers: { Authorization: `Bearer ${token}` } });
      return (await r.json()).data.list[0].id as number;
    }, taskId);
    await page.goto(`${e.base}/#/analyse/analyse-apportion/${sheetId}`);
    await pick(page, '分析员', '张分析 · 有效上岗资格');
    await page.getByTestId('issue').click();
    await page.waitForURL(/analyseIndex/);
    await done(page);

    // analyst: receipt, the raw record typed in (blank 0, others 40 mg/L), electronic signature on submit
    page = await as('analyst', `/analyse/sample-taskReceiving/${sheetId}`);
    await step(page, 'confirm');
    await page.waitForURL(/analyse-details/);
    // the sheet screen embeds the raw-record editor, open for entry once received
    await page.locator('[data-testid="raw-record"][data-editable="true"]').waitFor();
    const { shown, items } = await page.evaluate(async ([q, s]) => {
      const token = localStorage.getItem('admin-token') ?? sessionStorage.getItem('admin-token');
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const form = await (await fetch(`/admin/api/v1/qcSheets/${q}/form`, { headers })).json();
      const sheet = await (await fetch('/admin/analysis/show_cgorder', { method: 'POST', headers, body: JSON.stringify({ analysisSheetId: s }) })).json();
      return { shown: sheet.data, items: form.data.items };
    }, [qcId, sheetId] as const);
    // COD (HJ 828) judges a blank, duplicates and a CRM, no matrix spike: the default plan has none
    expect((items as Array<{ type: string }>).map((i) => i.type)).toEqual(['lab_blank', 'lab_duplicate']);
    // the template's own inputs, typed cell by cell (the record a lab would enter for these samples)
    const template = templateById(shown.template.id)!;
    expect(template.method.standard).toBe('HJ 828-2017');
    const record = recordFor(shown, items) as RecordInput;
    for (const f of template.header) {
      const v = record.header?.[f.key] ?? '';
      if (f.kind === 'equipment') {
        await page.getByTestId('record-header').getByRole('combobox').click();
        await page.locator('[role="option"][data-asset="EQ-001"]').click();
        await page.keyboard.press('Escape');
      } else if (v !== '') await page.locator(`input[name="header.${f.key}"]`).fill(v);
    }
    for (const [i, p] of (record.curve?.points ?? []).entries()) {
      await page.locator(`[data-testid="curve-grid"] input[data-cell="${i}.x"]`).fill(p.x);
      await page.locator(`[data-testid="curve-grid"] input[data-cell="${i}.y"]`).fill(p.y);
    }
    for (const [i, row] of record.rows.entries()) {
      for (const f of template.inputs) {
        const v = row.inputs[f.key];
        if (v !== undefined && v !== '') await page.locator(`[data-testid="sample-grid"] input[data-cell="${i}.${f.key}"]`).fill(v);
      }
    }
    await page.locator('[data-testid="error-count"][data-count="0"]').waitFor();
    await page.getByTestId('submit-record').click();
    await page.locator('input[name="password"]').fill('123456');
    await page.getByTestId('submit-confirm').click();
    await state(page, 'submitted');
    await done(page);

    // the checker signs; the reviewer is told the QC is not evaluated yet and offered no review
    page = await as('checker', `/analyse/analyse-details/${sheetId}`);
    await step(page, 'check', '123456');
    await state(page, 'checked');
    await done(page);
    page = await as('reviewer', `/analyse/analyse-details/${sheetId}`);
    await page.getByTestId('qc-gate').filter({ hasText: '尚未评价' }).waitFor();
    expect(await page.locator('[data-step="review"]').count()).toBe(0);
    await done(page);
    // QA evaluates the QC sheet: blank and duplicate judged against the method's limits
    page = await as('qa', `/business/qc-detail/${qcId}`);
    await step(page, 'evaluate');
    await state(page, 'passed');
    await page.locator('[data-testid="qc-evaluation"] [data-verdict="pass"]').first().waitFor();
    expect(await page.locator('[data-testid="qc-evaluation"] [data-verdict="fail"]').count()).toBe(0);
    await shot(page, 'qc-evaluation-zh');
    await done(page);
    // the reviewer signs the review, then the lock (confirmed and signed like the other levels)
    page = await as('reviewer', `/analyse/analyse-details/${sheetId}`);
    await step(page, 'review', '123456');
    await state(page, 'reviewed');
    await page.locator('[data-step="lock"]').click();
    await expect.poll(() => page.getByTestId('signature-statement').innerText()).toMatch(/钱审核.*锁定.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await page.locator('input[name="password"]').fill('123456');
    await page.getByTestId('step-confirm').click();
    await state(page, 'locked');
    await done(page);

    // writer drafts the report from the reviewed results; lab admin reviews; the signatory approves and issues
    page = await as('writer', `/lecture/lectureIndex?orderId=${orderId}`);
    await page.locator('input[name="limitStandard"]').fill('GB 8978-1996 表4 一级');
    // the reviewed samples and items of the order are offered, all chosen
    await page.getByTestId('report-choose').waitFor();
    expect(await page.locator('[data-testid="report-choose"] input[name^="sample."]:checked').count()).toBeGreaterThan(0);
    await page.getByTestId('draft-report').click();
    // a detect report is drafted on its variant's edit screen (lecture-detect), read on lecture-detectDetail
    await page.waitForURL(/lecture-detect\/\d+/);
    const reportId = Number(/lecture-detect\/(\d+)/.exec(route(page))![1]);
    expect(await page.getByTestId('report-detail').getAttribute('data-mode')).toBe('edit');
    await page.locator('input[name^="limits."]').first().fill('≤100');
    await page.getByTestId('save-limits').click();
    await page.getByText('已保存').first().waitFor();
    await page.getByText('符合', { exact: true }).first().waitFor(); // the judgement against the limit
    // with the decision rule it used and its clause, as the PDF prints it (ISO/IEC 17025 §7.8.6)
    await page.getByTestId('decision-rules').filter({ hasText: '判定规则：GB/T 8170-2008 §4.3.1（全数值比较法' }).waitFor();
    await page.locator('textarea[name="notes"]').fill('端到端测试：样品由本实验室采集。');
    await page.getByTestId('save-notes').click();
    await page.getByText('已保存').first().waitFor();
    await step(page, 'submit');
    await state(page, 'in_review');
    await done(page);
    page = await as('labadmin', `/lecture/lecture-detectDetail/${reportId}`);
    expect(await page.getByTestId('report-detail').getAttribute('data-mode')).toBe('detail');
    await page.getByTestId('notes-text').filter({ hasText: '端到端测试' }).waitFor();
    // the electronic signature: the password again, and the statement of signer, meaning and time
    await page.locator('[data-step="review"]').click();
    await expect.poll(() => page.getByTestId('signature-statement').innerText()).toMatch(/周主任.*审核.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await page.locator('input[name="password"]').fill('123456');
    await page.getByTestId('step-confirm').click();
    await state(page, 'reviewed');
    await done(page);
    page = await as('signatory', `/lecture/lecture-detectDetail/${reportId}`);
    await step(page, 'approve', '123456');
    await state(page, 'approved');
    await step(page, 'issue', '123456');
    await state(page, 'issued');
    await page.getByTestId('hash').waitFor();
    await page.getByTestId('signed-issue').filter({ hasText: '吴签字' }).waitFor();

    // the PDF is fetched from the report screen (the stored file, hash-checked by the server) and read back
    const downloading = page.waitForEvent('download');
    await page.getByTestId('open-pdf').click();
    const file = await downloading;
    const bytes = fs.readFileSync((await file.path())!);
    expect(file.suggestedFilename()).toMatch(/^BG\d{8}\.pdf$/);
    const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
    let text = '';
    for (let i = 1; i <= doc.numPages; i++) text += (await (await doc.getPage(i)).getTextContent()).items.map((x) => ('str' in x ? x.str : '')).join('') + '\n';
    const reportNo = await page.evaluate(async (id) => {
      const token = localStorage.getItem('admin-token') ?? sessionStorage.getItem('admin-token');
      return (await (await fetch(`/admin/api/v1/reports/${id}/form`, { headers: { Authorization: `Bearer ${token}` } })).json()).data.reportNo as string;
    }, reportId);
    expect(text).toContain(`报告编号：${reportNo}`);
    expect(text).toContain('浏览器端到端委托');
    expect(text).toContain('化学需氧量');
    expect(text).toContain('≤100');
    expect(text).toContain('符合');
    expect(text).toContain(`第 1 页 共 ${doc.numPages} 页`);
    for (const name of ['孙编制', '周主任', '吴签字']) expect(text).toContain(name);
    expect(text).toContain('端到端测试：样品由本实验室采集。');
    await shot(page, 'workflow-issued');

    // every lecture variant opens the report: the *Detail screens read it; the edit screens, once it is issued, say it
    // can no longer be edited; lecture-time lists sampled / received / analysed against the holding times
    for (const v of ['detect', 'wastewater', 'exhaust', 'field', 'quality']) {
      for (const [route_, mode] of [[`lecture-${v}Detail`, 'detail'], [`lecture-${v}`, 'edit']] as const) {
        await page.goto(`${e.base}/#/lecture/${route_}/${reportId}`);
        const screen = page.getByTestId('report-detail').filter({ visible: true }).first();
        await screen.getByText(reportNo).first().waitFor();
        expect(await screen.getAttribute('data-mode')).toBe('detail');
        if (mode === 'edit') await page.getByTestId('not-editable').filter({ visible: true }).first().waitFor();
      }
    }
    await page.goto(`${e.base}/#/lecture/lecture-time/${reportId}`);
    await page.getByTestId('time-rows').filter({ visible: true }).first().getByText('化学需氧量').first().waitFor();
    await done(page);
  }
});
