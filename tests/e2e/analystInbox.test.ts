// The analyst's day in Chromium, by clicking only: a sheet assigned to them (through the real API flow) waits in
// the dashboard inbox; one click opens the sheet, 确认接收 opens the template's raw-record editor, the calibration
// series and the sample rows are pasted from the system clipboard (Ctrl+V, as from Excel), an instrument is
// picked from the in-service list, the draft is saved and the record submitted with the password. No request of
// the analyst's session is refused (401/403). Screenshots of the inbox and the editor with its curve, zh-CN and en.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { evaluateRecord, templateById } from '../../schemas/templates/index.ts';
import type { RecordInput } from '../../schemas/templates/types.ts';
import { recordFor, runFlow } from '../../server/workflow/apiFlow.ts';
import { e2eEnabled, startE2E, newPage, login, shot, route, type E2E, type Answer, type Api, apiOf, fillRecordHeader, serveOn } from './harness.ts';
import { proveMethods } from '../api/provedMethods.ts';

const enabled = e2eEnabled();
const TEMPLATE = 'water-tmpl47'; // 氨氮 HJ 535: a calibration curve, QC and an instrument

type Json = Answer;

describe.runIf(enabled)('analyst: inbox → receive → paste → save → submit', () => {
  let e: E2E;
  let sheetId = 0;
  let analysisNo = '';
  let record: RecordInput;
  let api: Api; // the server's HTTP API (tests/e2e/harness.ts), once the server is up
  const call: Api['call'] = (...a) => api.call(...a);
  const loginApi: Api['loginApi'] = (username) => api.loginApi(username);
  const ok = async (p: Promise<Json>) => {
    const r = await p;
    if (r.status >= 300 || r.body.code !== '00000') throw new Error(`${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    return r.body.data;
  };

  beforeAll(async () => {
    e = await startE2E();
    api = apiOf(e);
    const admin = await loginApi('admin');
    const t = templateById(TEMPLATE)!;
    // a parameter bound to the ammonia template whatever the demo catalogue says, the analyst qualified for it
    const param = await ok(
      call('POST', '/admin/api/v1/parameters', {
        token: admin,
        body: {
          code: 'XI-NH3N',
          name: t.parameters[0].name.zh,
          nameEn: t.parameters[0].name.en,
          matrix: 'wastewater',
          unit: 'mg/L',
          methodNo: t.method.standard,
          mdl: t.parameters[0].mdl ?? '0.025',
          decimals: 3,
          templateId: TEMPLATE,
          price: '10',
          holdingHours: 720,
        },
      }),
    );
    await serveOn({ call, loginApi }, 'EQ-001', [param.id]); // the lab's spectrophotometer serves the test's own item
    await proveMethods(call, admin, [param.id]); // its method in the scope, so its sheet may be issued (server/methods/gate.ts)
    const db = e.app.database.db;
    const analystId = (await db.selectFrom('users').select('id').where('username', '=', 'analyst').executeTakeFirstOrThrow()).id;
    const emp = await db.selectFrom('employees').select(['id', 'version', 'qualifications']).where('userId', '=', analystId).executeTakeFirstOrThrow();
    const quals = typeof emp.qualifications === 'string' ? JSON.parse(emp.qualifications) : emp.qualifications;
    await ok(
      call('PUT', `/admin/api/v1/employees/${emp.id}`, {
        token: admin,
        body: { version: emp.version, qualifications: [...quals, { parameterId: param.id, validUntil: '2999-12-31' }] },
      }),
    );
    const clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow((m, u, o) => call(m, u, o), loginApi, {
      clientId,
      until: 'assigned',
      points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [param.id] }],
    });
    sheetId = flow.sheetIds[0];
    const analyst = await loginApi('analyst');
    const shown = await ok(call('POST', '/admin/analysis/show_cgorder', { token: analyst, body: { analysisSheetId: sheetId } }));
    expect(shown.template.id).toBe(TEMPLATE);
    analysisNo = shown.sheet.analysisNo;
    const qc = await ok(call('GET', `/admin/api/v1/qcSheets/${flow.qcId}/form`, { token: analyst }));
    record = recordFor(shown, qc.items) as RecordInput;
  }, 240_000);
  afterAll(async () => e?.close());

  /** Puts text on the system clipboard and pastes it with Ctrl+V into the cell. */
  const pasteInto = async (page: Page, selector: string, text: string) => {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await page.locator(selector).click();
    await page.keyboard.press('Control+V');
  };

  it('receives the sheet from the inbox, pastes the record, saves and submits it', async () => {
    const page = await newPage(e);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e.base });
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401 || r.status() === 403) refused.push(`${r.status()} ${r.url()}`);
    });
    const template = templateById(TEMPLATE)!;
    const expected = evaluateRecord(template, { ...record, header: { ...record.header, instrument: 'EQ-001' } });
    expect(expected.ok, JSON.stringify(expected.errors)).toBe(true);
    try {
      await login(e, page, 'analyst');
      // the inbox: the sheet waits to be received; nothing else a click away is refused
      const item = page.locator(`[data-testid="inbox"] [data-item="toReceive:${sheetId}"]`);
      await item.waitFor();
      expect(await item.textContent()).toContain(analysisNo);
      await shot(page, 'b-editor-inbox-analyst-zh');
      await item.click();
      await page.waitForURL(/analyse-details/);
      expect(route(page)).toBe(`/analyse/analyse-details/${sheetId}`);
      await page.locator('[data-testid="raw-record"][data-editable="false"]').waitFor();
      await page.locator('[data-step="confirm"]').click();
      await page.locator('[data-testid="raw-record"][data-editable="true"]').waitFor();
      await page.locator('[data-testid="sheet-detail"] [data-state="received"]').waitFor();

      // header: the instrument only from the usable list, the other fields typed
      await fillRecordHeader(page, template.header, Object.fromEntries(template.header.map((f) => [f.key, String(record.header?.[f.key] ?? '')])));
      // the standard series and the sample rows, each one block from the clipboard
      await pasteInto(page, '[data-testid="curve-grid"] input[data-cell="0.x"]', record.curve!.points!.map((p) => `${p.x}\t${p.y}`).join('\r\n') + '\r\n');
      const keys = template.inputs.map((f) => f.key);
      await pasteInto(
        page,
        `[data-testid="sample-grid"] input[data-cell="0.${keys[0]}"]`,
        record.rows.map((r) => keys.map((k) => r.inputs[k] ?? '').join('\t')).join('\r\n') + '\r\n',
      );
      const last = record.rows.length - 1;
      expect(await page.locator(`[data-testid="sample-grid"] input[data-cell="${last}.${keys.at(-1)}"]`).inputValue()).toBe(
        record.rows[last].inputs[keys.at(-1)!] ?? '',
      );
      await page.locator('[data-testid="error-count"][data-count="0"]').waitFor();
      expect(await page.locator('[data-stat="r"]').textContent()).toMatch(/^0\.99\d+$/);
      for (const [i, row] of expected.rows.entries()) {
        const r = row.results[0];
        if (r && r.flag === undefined)
          expect(await page.locator(`[data-testid="sample-grid"] td[data-value="${i}.${r.key}"]`).textContent(), row.sampleId).toBe(r.display);
      }
      await page.getByTestId('save-record').click();
      await page.locator('[data-testid="save-state"][data-save="saved"]').waitFor({ timeout: 15_000 });
      await page.getByTestId('curve-panel').scrollIntoViewIfNeeded();
      await shot(page, 'b-editor-sheet-curve-zh');

      await page.getByTestId('submit-record').click();
      await page.locator('input[name="password"]').fill('123456');
      await page.getByTestId('submit-confirm').click();
      await page.locator('[data-testid="raw-record"][data-editable="false"]').waitFor();
      await page.locator('[data-testid="sheet-detail"] [data-state="submitted"]').waitFor();
      expect(refused).toEqual([]);
      expect(page.errors).toEqual([]);
    } catch (err) {
      await shot(page, 'b-editor-failed');
      throw err;
    } finally {
      await page.context().close();
    }
    // the server kept the pasted record: the sheet is submitted with one result per sample
    const stored = (await ok(call('GET', `/admin/api/v1/results/page?analysisSheetId=${sheetId}&pageSize=100`, { token: await loginApi('admin') }))).list;
    expect(stored.length).toBe(new Set(record.rows.map((r) => r.sampleId)).size);
  }, 120_000);

  it('in English: the inbox and the submitted record with its curve (read-only)', async () => {
    const page = await newPage(e);
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    try {
      await login(e, page, 'analyst');
      await page.locator('[data-testid="inbox"]').waitFor();
      await page.getByText('My inbox').waitFor();
      await shot(page, 'b-editor-inbox-analyst-en');
      await page.goto(`${e.base}/#/analyse/analyse-details/${sheetId}`);
      await page.locator('[data-testid="curve-panel"]').waitFor();
      await page.getByText('Calibration curve').first().waitFor();
      await shot(page, 'b-editor-sheet-curve-en');
      expect(page.errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 60_000);
});
