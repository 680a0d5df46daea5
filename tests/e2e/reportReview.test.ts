// Review that sees (issue 29), clicked in Chromium on the demo lab from each role's dashboard: the checker returns a
// sheet with a reason and the trail keeps it; the lab admin (report reviewer) and the signatory open the raw record,
// the QC sheet and the order behind a report (no 401/403); the signatory is warned that the lab's public address is
// unset, sends a reviewed report back with a reason (the trail keeps it) and is asked before archiving; the
// administrator sets the address in 系统配置 (a typo refused at the field), and the PDF issued then points its QR code
// there. Screenshots and the issued PDF's pages go to /tmp/review-shots/.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfText } from '../setup/pdfText.ts';
import { e2eEnabled, startE2E, asRole, signOff, state, type E2E } from './harness.ts';

const enabled = e2eEnabled();
const SHOTS = '/tmp/review-shots';

describe.runIf(enabled)('review that sees, clicked from each role’s dashboard', () => {
  let e: E2E;
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    e = await startE2E();
  }, 180_000);
  afterAll(async () => e?.close());

  const as = (username: string) => asRole(e, username);
  const done = signOff;
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const fromInbox = async (page: Page, section: string) => {
    const item = page.locator(`[data-testid="inbox"] [data-item^="${section}:"]`).first();
    await item.waitFor();
    await item.click();
  };
  const visible = (page: Page, testid: string) => page.getByTestId(testid).filter({ visible: true }).first();
  /** A step with a reason: the dialog's reason typed, then confirmed. */
  const withReason = async (page: Page, step: string, reason: string) => {
    await page.locator(`[data-step="${step}"]`).filter({ visible: true }).first().click();
    await page.locator('textarea[name="reason"]').fill(reason);
    await page.getByTestId('step-confirm').click();
  };
  /** Opens a link of the report screen, waits for `ready`, and comes back to the report. */
  const openAndBack = async (page: Page, link: string, ready: string, name: string) => {
    await visible(page, link).click();
    await visible(page, ready).waitFor();
    await shot(page, name);
    await page.goBack();
    await visible(page, 'report-detail').waitFor();
  };

  it('keeps returns in the trail, shows the signatory what a report stands on, sends back, confirms archive, prints the set address', async () => {
    // ── checker: a submitted sheet returned with a reason; the sheet's trail shows the return and why
    let page = await as('checker');
    await fromInbox(page, 'toCheck');
    const why = '校准曲线相关系数低于 0.999，请重新绘制';
    await withReason(page, 'return', why);
    await state(page, 'in_entry');
    const back = visible(page, 'sheet-signatures').locator('li[data-step="return"]').last();
    await expect.poll(() => back.innerText()).toContain(why);
    expect(await back.innerText()).toContain('赵校核');
    await shot(page, 'checker-returned');
    await done(page);

    // ── lab admin (report reviewer): the raw record, QC sheet and order behind the report, read without a refusal
    page = await as('labadmin');
    await fromInbox(page, 'reportsToReview');
    await visible(page, 'report-sources').waitFor();
    expect(await page.locator('[data-step="sendBack"]').count()).toBe(0); // the reviewer's own 退回 only
    await openAndBack(page, 'source-record', 'raw-record-detail', 'labadmin-record');
    await openAndBack(page, 'report-order', 'order-detail', 'labadmin-order');
    await done(page);

    // ── signatory: warned about the QR address, sees the standard, opens everything behind the report, sends it back
    page = await as('signatory');
    await fromInbox(page, 'reportsToApprove');
    await visible(page, 'public-url-unset').waitFor();
    expect(await visible(page, 'report-standard').innerText()).not.toBe('—');
    await shot(page, 'signatory-report');
    await openAndBack(page, 'source-record', 'raw-record-detail', 'signatory-record');
    // the signed record's trail, in order, with the sign-off of its levels
    await expect.poll(() => visible(page, 'trail').locator('li').count()).toBeGreaterThan(0);
    await openAndBack(page, 'source-qc', 'qc-detail', 'signatory-qc');
    await openAndBack(page, 'report-order', 'order-detail', 'signatory-order');
    const reason = '结论未写明执行标准的类别，请补充后重新提交';
    await withReason(page, 'sendBack', reason);
    await state(page, 'drafting');
    const sent = visible(page, 'trail').locator('li[data-step="sendBack"]');
    await expect.poll(() => sent.innerText()).toContain(reason);
    expect(await sent.innerText()).toContain('吴签字');
    // the review signature of the round sent back is no longer shown as the report's
    expect(await visible(page, 'signed-review').count()).toBe(0);
    await shot(page, 'signatory-sent-back');
    await done(page);

    // ── administrator: the lab's public address in 系统配置, a typo refused at the field
    page = await as('admin');
    await page.locator('nav [data-group="system"] > div[role="button"]').first().click();
    await page.locator('nav [data-menu="/system/config"]').click();
    await page.getByText('实验室对外地址（报告二维码）').first().click();
    await page.getByText('编辑', { exact: true }).first().click();
    const value = page.locator('[name="configValue"]').first();
    await value.fill('lims.example.cn');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('实验室对外地址须为 http:// 或 https:// 开头的网址').first().waitFor();
    await value.fill('https://lims.example.cn');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('https://lims.example.cn', { exact: true }).filter({ visible: true }).first().waitFor();
    await done(page);

    // ── signatory: the approved report issued (QR to the set address), the issued one archived after a question
    page = await as('signatory');
    await fromInbox(page, 'reportsToIssue');
    expect(await page.getByTestId('public-url-unset').count()).toBe(0);
    await page.locator('[data-step="issue"]').filter({ visible: true }).first().click();
    await page.locator('input[name="password"]').fill('123456');
    await page.getByTestId('step-confirm').click();
    await state(page, 'issued');
    const downloading = page.waitForEvent('download');
    await visible(page, 'open-pdf').click();
    const pdf = path.join(SHOTS, 'issued.pdf');
    await (await downloading).saveAs(pdf);
    const text = await pdfText(fs.readFileSync(pdf));
    expect(text).toMatch(/https:\/\/lims\.example\.cn\/verify\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    expect(text).not.toContain('localhost');
    spawnSync('pdftoppm', ['-png', '-r', '80', pdf, path.join(SHOTS, 'issued')]);
    await page.locator('[data-step="archive"]').filter({ visible: true }).first().click();
    await visible(page, 'step-question').waitFor();
    expect(await visible(page, 'step-question').innerText()).toContain('归档');
    await shot(page, 'signatory-archive-asks');
    await page.getByTestId('step-confirm').click();
    await state(page, 'archived');
    await done(page);
  }, 600_000);
});
