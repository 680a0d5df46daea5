// Issue 20's "done when", in Chromium: the analyst opens the ICP-MS sheet from the inbox, imports the instrument's
// Agilent MassHunter export into the raw record (one row of the file names its sample as the operator mistyped it:
// it waits in the unmatched list with its reason and is assigned to the right row), and submits; the record then
// goes through check, QC, review and lock to an issued report as each demo role does it (through the API: the
// clicking of those steps is labDay.test.ts's); the signatory opens the issued report from the report list and
// downloads the original file from the lead result, which must be the uploaded bytes (SHA-256). After the login no
// URL is typed. Screenshots of the import dialog, the imported record and the report (zh-CN) go to /tmp/instrument-shots/.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { templateById } from '../../schemas/templates/index.ts';
import type { RecordInput } from '../../schemas/templates/types.ts';
import { recordFor, runFlow } from '../../server/workflow/apiFlow.ts';
import { e2eEnabled, startE2E, newPage, login, apiOf, fillRecordHeader, type E2E, type Api, type Answer } from './harness.ts';

const enabled = e2eEnabled();
const SHOTS = '/tmp/instrument-shots';
const T = templateById('water-tmpl61')!; // HJ 700-2014 ICP-MS, lead (W-PB in the demo catalogue)
const ASSET = 'EQ-ICP-E2E';
const PW = '123456';

/** The Agilent MassHunter ICP-MS batch layout (tests/fixtures/instruments/agilent-masshunter-icpms), UTF-8 with a BOM as MassHunter saves it. */
function masshunter(rows: Array<{ type: string; name: string; pb: string }>): Buffer {
  const head = ['Sample,,,,,,,"208  Pb  [ He ] ",,', 'Rjct,Data File,Acq. Date-Time,Type,Level,Sample Name,Total Dil.,Conc. [ ug/l ],Conc. RSD,CPS'];
  const body = rows.map(
    (r, i) =>
      `,${String(i + 1).padStart(3, '0')}SMPL.d,11/24/2026 9:${String(10 + i).padStart(2, '0')},${r.type},,${r.name},1,${r.pb},1.2,${Math.round(Number(r.pb) * 80000)}`,
  );
  return Buffer.from(`\ufeff${[...head, ...body].join('\r\n')}\r\n`, 'utf8');
}

describe.runIf(enabled)('instrument import: raw record → issued report → original file', () => {
  let e: E2E;
  let api: Api;
  let sheetId = 0;
  let qcId = 0;
  let orderId = 0;
  let record: RecordInput;
  let file: Buffer;
  let mistyped = '';
  const ok = async (p: Promise<Answer>) => {
    const r = await p;
    if (r.status >= 300 || r.body.code !== '00000') throw new Error(`${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    return r.body.data;
  };

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    e = await startE2E();
    api = apiOf(e);
    const admin = await api.loginApi('admin');
    const db = e.app.database.db;
    const pb = (await db.selectFrom('parameters').select('id').where('code', '=', 'W-PB').executeTakeFirstOrThrow()).id as number;
    // an ICP-MS in service for lead, calibrated a month ago (the demo's EQ-004 is under maintenance)
    const calibratedOn = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10);
    await ok(
      api.call('POST', '/admin/api/v1/equipment', {
        token: admin,
        body: { assetNo: ASSET, name: '电感耦合等离子体质谱仪 7900', status: 'in_service', calibratedOn, calibrationCycleMonths: 12, parameterIds: [pb] },
      }),
    );
    const clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id as number;
    const flow = await runFlow(api.call, api.loginApi, {
      clientId,
      until: 'assigned',
      points: [{ name: '断面一', matrix: 'water', parameterIds: [pb], timesPerDay: 2 }],
    });
    orderId = flow.orderId;
    qcId = flow.qcId!;
    const sheets = (await ok(api.call('GET', `/admin/api/v1/analysisSheets/page?pageSize=100&taskId=${flow.taskId}`, { token: admin }))).list as Array<{
      id: number;
      templateId: string;
    }>;
    sheetId = sheets.find((s) => s.templateId === T.id && flow.sheetIds.includes(s.id))!.id;
    // the values the demo flow would type (they pass the QC plan: blank, duplicate, spike), written by the instrument instead
    const analyst = await api.loginApi('analyst');
    const shown = await ok(api.call('POST', '/admin/analysis/show_cgorder', { token: analyst, body: { analysisSheetId: sheetId } }));
    const qc = await ok(api.call('GET', `/admin/api/v1/qcSheets/${qcId}/form`, { token: analyst }));
    record = recordFor(shown, qc.items) as RecordInput;
    const routine = shown.samples.filter((s: { qcType: string | null }) => !s.qcType).map((s: { sampleNo: string }) => s.sampleNo) as string[];
    mistyped = routine[0].replace(/-/g, ''); // the operator dropped the dashes: no sample of the sheet has that number
    file = masshunter([
      { type: 'CalBlk', name: '校准空白', pb: '0.000' },
      ...['1.000', '5.000', '10.00', '20.00', '50.00'].map((pb, i) => ({ type: 'CalStd', name: `STD-${i + 1}`, pb })),
      { type: 'QC', name: 'CCV-1', pb: '9.93' },
      ...record.rows.map((r) => ({ type: 'Sample', name: r.sampleId === routine[0] ? mistyped : `${r.sampleId} 地表水`, pb: r.inputs.rho })),
    ]);
  }, 240_000);
  afterAll(async () => e?.close());

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

  it('the analyst imports the ICP-MS file, resolves the unmatched row and submits', async () => {
    const page = await newPage(e, { width: 1440, height: 900 });
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401 || r.status() === 403) refused.push(`${r.status()} ${r.url()}`);
    });
    try {
      await login(e, page, 'analyst');
      await page.locator(`[data-testid="inbox"] [data-item="toReceive:${sheetId}"]`).click();
      await page.locator('[data-testid="raw-record"][data-editable="false"]').waitFor();
      expect(await page.getByTestId('instrument-import-open').count()).toBe(0); // not before the sheet is received
      await page.locator('[data-step="confirm"]').click();
      await page.locator('[data-testid="raw-record"][data-editable="true"]').waitFor();

      // the header as the analyst fills it: the ICP-MS from the usable list, the analysis date
      const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
      const header = Object.fromEntries(Object.entries(record.header ?? {}).map(([k, v]) => [k, String(v ?? '')]));
      await fillRecordHeader(page, T.header, { ...header, analysisDate: today }, ASSET);

      // import from instrument: the instrument, the file, the preview
      await page.getByTestId('instrument-import-open').click();
      const dialog = page.getByTestId('instrument-import');
      await dialog.getByTestId('import-instrument').getByRole('combobox').click();
      await page.locator(`[role="option"][data-asset="${ASSET}"]`).click();
      await dialog.getByTestId('import-file').setInputFiles({ name: 'ICPMS-批次-20261124.csv', mimeType: 'text/csv', buffer: file });
      // "any other format": the mapping dialog reads the file's header row and previews live on the server (looked at, then left)
      await dialog.getByTestId('import-reader').getByRole('combobox').click();
      await page.getByTestId('new-mapping').click();
      const mapping = page.getByTestId('mapping-dialog');
      await mapping.locator('input[name="headerRow"]').fill('2');
      await expect.poll(() => mapping.getByTestId('mapping-columns').textContent()).toContain('Sample Name');
      await mapping.locator('div[role="combobox"]:has(+ input[name="sampleId"])').click();
      await page.getByRole('option', { name: 'Sample Name', exact: true }).click();
      await mapping.locator('input[name="layout"][value="wide"]').check();
      await mapping.locator('div[role="combobox"]:has(+ input[name="analyteColumns"])').click();
      await page.getByRole('option', { name: 'Conc. [ ug/l ]', exact: true }).click();
      await page.keyboard.press('Escape');
      await mapping.getByTestId('mapping-preview').waitFor();
      await shot(page, 'mapping-dialog-zh');
      await mapping.getByRole('button', { name: '取消' }).click();
      await mapping.waitFor({ state: 'detached' });
      await dialog.getByTestId('import-preview').click();
      await expect.poll(() => dialog.getByTestId('import-parser').textContent()).toBe('安捷伦 MassHunter ICP-MS（CSV）');
      expect(await dialog.getByTestId('import-encoding').textContent()).toBe('UTF-8');
      expect(await dialog.locator('[data-testid="import-matched"] tbody tr').count()).toBe(record.rows.length - 1);
      // the mistyped row waits with its reason in words; the calibration blank, the five calibration standards and the CCV
      // (MassHunter's CalBlk, CalStd and QC types) are listed as calibration readings and need no decision
      const unknown = dialog.locator('[data-testid="import-unmatched"] tr[data-reason="sample_unknown"]');
      const row = unknown.filter({ hasText: mistyped });
      expect(await row.getByTestId('unmatched-reason').textContent()).toBe(`本分析单没有样品编号“${mistyped}”`);
      expect(await unknown.count()).toBe(1);
      const calibration = dialog.locator('[data-testid="import-unmatched"] tr[data-reason="calibration"]');
      expect(await calibration.count()).toBe(7);
      expect(await calibration.filter({ hasText: '校准空白' }).count()).toBe(1);
      expect(await dialog.getByTestId('unresolved-count').textContent()).toBe('还有 1 条未匹配的读数未处理');
      expect(await dialog.getByTestId('import-commit').isDisabled()).toBe(true);
      await dialog.getByTestId('import-unmatched').scrollIntoViewIfNeeded();
      await shot(page, 'import-dialog-zh');
      const target = record.rows.find((r) => r.sampleId.replace(/-/g, '') === mistyped)!;
      await row.getByRole('combobox').click();
      await page.getByRole('option', { name: `${target.sampleId} · 铅 · 仪器读数` }).click();
      await dialog.getByTestId('all-resolved').waitFor();
      // the calibration series from the file's blank and standards (not typed): fitted as typed points, r shown first
      const curve = dialog.getByTestId('import-curve');
      await curve.getByRole('combobox').click();
      await page.getByRole('option', { name: /208 Pb \[He\].*6/ }).click();
      expect(await curve.getByTestId('curve-kept').textContent()).toBe('6 个点将写入校准曲线');
      expect(await curve.getByTestId('curve-fit').textContent()).toMatch(/r = 1\.?0*（要求 r ≥ 0\.999） 合格$/);
      expect(await dialog.getByTestId('import-commit').isDisabled()).toBe(false);
      await shot(page, 'import-dialog-resolved-zh');
      await dialog.getByTestId('import-commit').click();
      await dialog.waitFor({ state: 'detached' });

      // the values are in the grid as if typed, each row naming its file and line
      for (const [i, r] of record.rows.entries()) {
        await expect.poll(() => page.locator(`[data-testid="sample-grid"] input[data-cell="${i}.rho"]`).inputValue()).toBe(r.inputs.rho);
      }
      expect(await page.locator('[data-testid="sample-grid"] [data-source-line]').count()).toBe(record.rows.length);
      // the record's curve is the file's six points
      await expect.poll(() => page.locator('[data-testid="curve-grid"] input[data-cell="5.y"]').inputValue()).toBe('4000000');
      await page.locator('[data-testid="error-count"][data-count="0"]').waitFor();
      await shot(page, 'record-imported-zh');
      await page.getByTestId('submit-record').click();
      await page.locator('input[name="password"]').fill(PW);
      await page.getByTestId('submit-confirm').click();
      await page.locator('[data-testid="sheet-detail"] [data-state="submitted"]').waitFor();
      expect(refused).toEqual([]);
      expect(page.errors).toEqual([]);
    } catch (err) {
      await shot(page, 'failed-analyst');
      throw err;
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it("after check, QC, review, lock and issue, the issued report's result downloads the original file", async () => {
    // each step as the demo role that does it (runFlow's steps after the submission)
    const as = (u: string) => api.loginApi(u);
    await ok(api.call('POST', '/admin/qc/evaluate', { token: await as('qa'), body: { id: qcId } }));
    await ok(api.call('POST', '/admin/analysis/check', { token: await as('checker'), body: { id: sheetId, password: PW } }));
    await ok(api.call('POST', '/admin/analysis/review', { token: await as('reviewer'), body: { id: sheetId, password: PW } }));
    await ok(api.call('POST', '/admin/analysis/lock', { token: await as('reviewer'), body: { id: sheetId, password: PW } }));
    const writer = await as('writer');
    const report = await ok(api.call('POST', '/admin/report/draft', { token: writer, body: { orderId, type: 'detect', limitStandard: 'GB 3838-2002 Ⅲ类' } }));
    await ok(api.call('POST', '/admin/report/submit', { token: writer, body: { id: report.id } }));
    await ok(api.call('POST', '/admin/report/review', { token: await as('labadmin'), body: { id: report.id, password: PW } }));
    await ok(api.call('POST', '/admin/report/approve', { token: await as('signatory'), body: { id: report.id, password: PW } }));
    await ok(api.call('POST', '/admin/report/issue', { token: await as('signatory'), body: { id: report.id, password: PW } }));

    const page = await newPage(e, { width: 1440, height: 900 });
    try {
      await login(e, page, 'signatory');
      const group = page.locator('nav [data-group="lecture"] > div[role="button"]').first();
      const link = page.locator('nav [data-menu="/lecture/lectureIndex"]');
      await group.waitFor();
      if (!(await link.isVisible())) await group.click();
      await link.click();
      // this list once stayed on react-admin's auth 加载中 with its page answered (src/resources/ListError.tsx: RaList)
      await page.locator('tbody tr').filter({ hasText: report.reportNo }).first().click();
      await page.getByTestId('report-detail').locator('[data-state="issued"]').first().waitFor();
      const result = page
        .getByTestId('report-rows')
        .locator('[data-testid="report-result"]')
        .filter({ has: page.locator('[data-source-line]') })
        .first();
      await result.scrollIntoViewIfNeeded();
      expect(await result.textContent()).toContain('来自仪器文件 ICPMS-批次-20261124.csv（第');
      await shot(page, 'report-issued-zh');
      const downloading = page.waitForEvent('download');
      await result.getByTestId('download-original').click();
      const got = await downloading;
      expect(got.suggestedFilename()).toBe('ICPMS-批次-20261124.csv');
      const saved = path.join(SHOTS, 'downloaded.csv');
      await got.saveAs(saved);
      const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
      expect(sha(fs.readFileSync(saved))).toBe(sha(file));
      expect(page.errors).toEqual([]);
    } catch (err) {
      await shot(page, 'failed-report');
      throw err;
    } finally {
      await page.context().close();
    }
  }, 240_000);
});
