// Issue 29 in Chromium, clicked from each role's dashboard: the clerk's client is refused with a bad credit code and
// phone (the fields named), the wizard's quote refuses −1 days, the order detail names the client and the items, the
// contract review starts empty and 受理 says why it waits, the wizard of a submitted order is read-only, and the
// quotation PDF prints the items; the sampler's task registers ammonia nitrogen (H₂SO₄) and lead (HNO₃) in two
// bottles with their container's label, and the receipt asks for each check. Screenshots and PDFs: /tmp/order-shots/.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pdfText } from '../setup/pdfText.ts';
import { e2eEnabled, startE2E, asRole, signOff, state, type E2E } from './harness.ts';

const enabled = e2eEnabled();
const SHOTS = '/tmp/order-shots';
const CLIENT = '西湖精密铸造有限公司';

describe.runIf(enabled)('orders and samples by preservation, clicked through', () => {
  let e: E2E;
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    e = await startE2E();
  }, 180_000);
  afterAll(async () => e?.close());

  const as = (username: string) => asRole(e, username);
  const done = signOff;
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const menu = async (page: Page, to: string) => {
    const link = page.locator(`nav [data-menu="${to}"]`);
    const group = page.locator(`nav [data-group="${to.split('/')[1]}"] > div[role="button"]`).first();
    await group.waitFor();
    if (!(await link.isVisible())) await group.click();
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
  const step = (page: Page, name: string) => page.locator(`[data-step="${name}"]`).filter({ visible: true }).first().click();
  const helperOf = (input: Locator) => input.locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]').locator('.MuiFormHelperText-root');
  /** A MUI select (react-admin SelectInput / NullableBooleanInput) whose hidden input is `name`, set to `option`. */
  const choose = async (page: Page, name: string, option: string) => {
    await page.locator(`div[role="combobox"]:has(+ input[name="${name}"])`).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const downloadText = async (page: Page, stepName: string, file: string) => {
    const downloading = page.waitForEvent('download');
    await step(page, stepName);
    const target = path.join(SHOTS, file);
    await (await downloading).saveAs(target);
    spawnSync('pdftoppm', ['-png', '-r', '70', target, target.replace(/\.pdf$/, '')]);
    return (await pdfText(fs.readFileSync(target))).replace(/\s+/g, '');
  };

  it('clerk: checked client, valid quote, order detail and quotation; sampler: one bottle per preservative, receipt checks stated', async () => {
    // ── clerk: the client's credit code and phone are checked by the form, the fields named
    let page = await as('clerk');
    await menu(page, '/business/client-list');
    await page
      .getByRole('link', { name: '新增' })
      .or(page.getByRole('button', { name: '新增' }))
      .first()
      .click();
    await page.locator('input[name="name"]').fill(CLIENT);
    const code = page.locator('input[name="creditCode"]');
    const phone = page.locator('input[name="phone"]');
    await code.fill('12345');
    await phone.fill('abc');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => helperOf(code).innerText()).toContain('校验位正确（GB 32100-2015）');
    await expect.poll(() => helperOf(phone).innerText()).toContain('电话格式不正确');
    await shot(page, 'client-refused');
    await code.fill('91350100M000100Y43'); // GB 32100-2015's worked example with its check character
    await phone.fill('025-5555 0101 转 8023');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText(CLIENT).filter({ visible: true }).first().waitFor();

    // the wizard: −1 days is named and not priced; 氨氮 (60) + 铅 (90) on one sampling is 150.00
    await menu(page, '/business/trust-list');
    await page.getByTestId('new-order').click();
    await page.locator('div[role="combobox"]:has(+ input[name="clientId"])').click();
    await page.getByRole('option', { name: CLIENT }).click();
    await page.locator('input[name="projectName"]').fill('西湖铸造 废水与重金属');
    await page.getByTestId('next').click();
    await page.getByTestId('add-point').click();
    await page.locator('input[name="points.0.name"]').fill('车间排口');
    for (const item of ['氨氮', '铅']) {
      await page.locator('input[name="points.0.parameterIds"]').fill(item);
      await page
        .getByRole('option', { name: new RegExp(`^${item} ·`) })
        .first()
        .click();
    }
    // the applicable standard and class; no condition within the class reads as its general limits (一般限值)
    await page.locator('div[role="combobox"]:has(+ input[name="points.0.limitStandardId"])').click();
    await page
      .getByRole('option', { name: /^GB 8978-1996/ })
      .first()
      .click();
    await page.locator('div[role="combobox"]:has(+ input[name="points.0.limitClass"])').click();
    await page.locator('li[role="option"][data-value="1"]').click(); // 一级标准（1998-01-01 后建设的单位）
    await expect.poll(() => page.locator('div[role="combobox"]:has(+ input[name="points.0.limitCondition"])').innerText()).toContain('一般限值');
    await page.locator('input[name="points.0.days"]').fill('-1');
    await page.getByTestId('quote-invalid').filter({ hasText: '采样点位 1' }).waitFor();
    expect(await page.getByTestId('quote').innerText()).toContain('—');
    await shot(page, 'quote-invalid');
    await page.locator('input[name="points.0.days"]').fill('1');
    await expect.poll(() => page.getByTestId('quote').innerText()).toContain('150.00');
    await page.getByTestId('next').click();
    await page.getByTestId('submit-order').click();
    await state(page, 'submitted');

    // the detail: the client and the items by name; the review empty and unsaved, 受理 saying why it waits
    await page.getByTestId('order-client').filter({ hasText: CLIENT }).waitFor();
    const items = await page.getByTestId('point-items').first().innerText();
    expect(items).toContain('氨氮 · HJ 535-2009');
    expect(items).toContain('铅 · HJ 700-2014');
    expect(await page.getByTestId('point-condition').first().innerText()).toBe('一般限值');
    await page.getByTestId('review-state').filter({ hasText: '尚未评审' }).waitFor();
    expect(await page.locator('input[name="turnaroundDays"]').inputValue()).toBe('');
    const accept = page.locator('button[data-step="accept"]');
    expect(await accept.isDisabled()).toBe(true);
    expect(await accept.getAttribute('aria-description')).toBe('须先保存合同评审记录');
    await shot(page, 'order-submitted');

    // back to the wizard (the browser's back): it is read-only and says why
    await page.goBack();
    await page.getByTestId('order-readonly').filter({ hasText: '不能再修改' }).waitFor();
    expect(await page.locator('[data-testid="order-wizard"] input').count()).toBe(0);
    await shot(page, 'wizard-readonly');
    await page.getByTestId('order-readonly').getByRole('button').click();
    await page.getByTestId('review-state').waitFor();

    // the review stated and saved, then 受理
    await page.locator('input[name="capability"]').check();
    await page.locator('input[name="method"]').check();
    await page.locator('input[name="turnaroundDays"]').fill('10');
    await choose(page, 'outcome', '通过');
    // the points are judged against a limit standard: the decision rule is agreed with the client here (issue 33)
    await choose(page, 'decisionRule', '简单接受（测得值与限值直接比较）');
    await page.getByTestId('save-review').click();
    await page.getByTestId('review-state').filter({ hasText: '已保存的评审记录' }).waitFor();
    await expect.poll(() => accept.isDisabled()).toBe(false);
    await step(page, 'accept');
    await state(page, 'accepted');
    const orderNo = (await page.getByTestId('order-detail').locator('h6, .MuiTypography-subtitle1').first().innerText()).split(/\s/)[0];
    const quotation = await downloadText(page, 'quotation', 'quotation.pdf');
    for (const s of [
      '检测报价单',
      orderNo,
      CLIENT,
      '91350100M000100Y43',
      '氨氮',
      'HJ535-2009',
      '铅',
      'HJ700-2014',
      '150.00',
      'GB8978-1996',
      '一级标准',
      '一般限值',
    ])
      expect(quotation, s).toContain(s);
    await shot(page, 'order-accepted');
    await done(page);

    // ── sampler: the task registers one bottle per container and preservative, shown by label
    page = await as('sampler');
    await page.locator(`[data-testid="inbox"] [data-item^="ordersToTask:"]`).filter({ hasText: orderNo }).first().click();
    await page.getByTestId('create-task').click();
    await page.getByTestId('task-detail').waitFor();
    const rows = page.locator('[data-testid="samples"] tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.locator('input[name="samples.0.preservative"]').inputValue()).toBe('H2SO4 至 pH≤2');
    expect(await page.locator('input[name="samples.1.preservative"]').inputValue()).toBe('HNO3 至 pH≤2');
    expect(await rows.nth(0).locator('div[role="combobox"]').first().innerText()).toBe('聚乙烯瓶');
    expect(await page.getByTestId('sample-items').allInnerTexts()).toEqual(['氨氮', '铅']);
    await shot(page, 'task-bottles');
    const labels = await downloadText(page, 'labels', 'labels.pdf');
    expect(labels).toContain('聚乙烯瓶·H2SO4至pH≤2');
    expect(labels).toContain('聚乙烯瓶·HNO3至pH≤2');
    await step(page, 'sampling');
    await state(page, 'sampling');

    // the receipt: nothing prefilled; unstated checks are refused under their fields; stated, the samples are received
    await page.getByTestId('receipt-hint').waitFor();
    expect(await page.locator('input[name="samples.0.receiptTemperature"]').inputValue()).toBe('');
    await step(page, 'receive');
    await expect.poll(() => helperOf(page.locator('input[name="samples.0.containerIntact"]')).innerText()).toBe('必填');
    await shot(page, 'receipt-refused');
    for (const row of [0, 1]) {
      await page.locator(`input[name="samples.${row}.condition"]`).fill('无色透明，无沉淀');
      await page.locator(`input[name="samples.${row}.receiptTemperature"]`).fill('3.5');
      await choose(page, `samples.${row}.containerIntact`, '是');
      await choose(page, `samples.${row}.preservationOk`, '是');
    }
    await step(page, 'receive');
    await state(page, 'received');
    await shot(page, 'task-received');
    await done(page);
  }, 600_000);
});
