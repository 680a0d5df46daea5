// Reports anyone can verify (issue 19), in a real browser with no login: the public page of an issued report's code
// shows its number, date and lab; presenting the genuine PDF says it matches, a tampered copy says it does not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileChooser } from 'playwright-core';
import { e2eEnabled, startE2E, newPage, shot, apiOf, type E2E } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';

const enabled = e2eEnabled();

describe.skipIf(!enabled)('public report verification page', () => {
  let e: E2E;
  let report: { reportNo: string; verifyCode: string; contentHash: string };
  let genuine: string, tampered: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-verify-e2e-'));

  beforeAll(async () => {
    e = await startE2E();
    const { call, loginApi } = apiOf(e);
    const db = e.app.database.db;
    const p = Object.fromEntries((await db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    const clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(call, loginApi, { clientId, until: 'issued', points: [{ name: '断面一', matrix: 'water', parameterIds: [p['W-NH3N']] }] });
    const writer = await loginApi('writer');
    report = (await call('GET', `/admin/api/v1/reports/${flow.reportId}/form`, { token: writer })).body.data;
    // the PDF as the client received it (the hash-checked download)
    const pdf = Buffer.from(
      await (await fetch(`${e.base}/admin/report/${flow.reportId}/pdf`, { headers: { authorization: `Bearer ${writer}` } })).arrayBuffer(),
    );
    genuine = path.join(dir, `${report.reportNo}.pdf`);
    fs.writeFileSync(genuine, pdf);
    // one changed byte inside the file: what an edited copy amounts to
    const bad = Buffer.from(pdf);
    bad[Math.floor(bad.length / 2)] ^= 0x20;
    tampered = path.join(dir, `${report.reportNo}-edited.pdf`);
    fs.writeFileSync(tampered, bad);
  }, 300_000);
  afterAll(async () => {
    await e?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  for (const lang of ['zh-CN', 'en'] as const) {
    it(`checks a genuine and a tampered PDF without login (${lang})`, { timeout: 120_000 }, async () => {
      const page = await newPage(e);
      // file choosers are intercepted from the start: a listener added in Promise.all with the key press enables the
      // interception in a round trip that can lose the race to the press (CI at 8cbfb6a: Space on the focused input,
      // no chooser event in 30 s)
      const choosers: FileChooser[] = [];
      page.on('filechooser', (c) => choosers.push(c));
      const nextChooser = async () => {
        await expect.poll(() => choosers.length, { timeout: 30_000 }).toBeGreaterThan(0);
        return choosers.shift()!;
      };
      await page.goto(`${e.base}/verify/${report.verifyCode}?lang=${lang}`);
      await expect.poll(() => page.getByTestId('report-no').textContent()).toBe(report.reportNo);
      expect(await page.getByTestId('lab').textContent()).toBe('华清环境检测有限公司');
      expect(await page.getByTestId('status').textContent()).toContain(lang === 'en' ? 'Valid' : '有效');
      // the picker speaks the page's language (a native file input's button is in the browser's): its label is
      // the button, the input named by it; nothing chosen yet
      const words =
        lang === 'en'
          ? { choose: 'Choose PDF file', none: 'No file chosen', chosen: 'File chosen' }
          : { choose: '选择 PDF 文件', none: '未选择文件', chosen: '已选择文件' };
      expect(await page.getByTestId('pdf-label').textContent()).toBe(words.choose);
      expect(await page.getByLabel(words.choose).getAttribute('data-testid')).toBe('pdf');
      expect([await page.getByTestId('pdf-none').isVisible(), await page.getByTestId('pdf-chosen').isVisible()]).toEqual([true, false]);
      await shot(page, `verify-picker-${lang}`);
      // by keyboard: Tab reaches the (visually hidden) input, Space opens the file chooser
      for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.id)) !== 'pdf'; i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('pdf');
      await page.keyboard.press('Space');
      await (await nextChooser()).setFiles(genuine);
      expect(await page.getByTestId('pdf-chosen').textContent()).toBe(words.chosen);
      expect([await page.getByTestId('pdf-none').isVisible(), await page.getByTestId('pdf-chosen').isVisible()]).toEqual([false, true]);
      await shot(page, `verify-chosen-${lang}`);
      await page.getByTestId('check-button').click();
      await page.getByTestId('check').waitFor();
      expect(await page.getByTestId('check').getAttribute('data-match')).toBe('true');
      expect(await page.locator('body').textContent()).toContain(report.contentHash);
      await shot(page, `verify-genuine-${lang}`);
      // by mouse: the label opens the chooser
      await page.getByTestId('pdf-label').click();
      await (await nextChooser()).setFiles(tampered);
      await page.getByTestId('check-button').click();
      await expect.poll(() => page.getByTestId('check').getAttribute('data-match')).toBe('false');
      expect(await page.getByTestId('check').textContent()).toContain(lang === 'en' ? 'No match' : '不一致');
      await shot(page, `verify-tampered-${lang}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
