// Raw records in Chromium against the real server: one analysis sheet per template FAMILY (twelve), made through
// the real order → task → QC plan → assignment API, is opened by the analyst on its raw-record route, filled in the
// grid (header fields, the instrument picker, the calibration series and the sample rows pasted as Excel blocks,
// a cell typed key by key), autosaved, submitted with the password; the results on screen must be the shared
// engine's, and the results the server stored after its own recomputation must be the same. Then the signed
// Detail screen, and the try mode checked by the server's /analform evaluate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calcMessages, evaluateRecord, templateById } from '../../schemas/templates/index.ts';
import type { RecordInput, TemplateDef } from '../../schemas/templates/types.ts';
import { recordFor, runFlow } from '../../server/workflow/apiFlow.ts';
import { e2eEnabled, startE2E, newPage, login, shot, type E2E, type Answer, type Api, apiOf, serveOn } from './harness.ts';
import { proveMethods } from '../api/provedMethods.ts';

const enabled = e2eEnabled();

/** One template per family (ids of the manifest) and the letters that make its LIMS parameter code unique. */
const FAMILY_TEMPLATES: Array<[family: string, templateId: string]> = [
  ['single-reading', 'water-tmpl37'],
  ['titration', 'water-tmpl44'],
  ['spectro-curve', 'water-tmpl47'],
  ['gravimetric', 'water-tmpl43'],
  ['bod5', 'water-tmpl46'],
  ['ir-oil', 'water-tmpl60'],
  ['metals', 'water-tmpl61'],
  ['chromatography', 'water-tmpl64'],
  ['micro', 'water-tmpl65'],
  ['soil-physical', 'water-componentSoilRz'],
  ['solid-waste', 'gufei-tmpl78'],
  ['pretreatment', 'water-componentWaterQcl'],
];
const LIMS_MATRIX: Record<string, string> = { water: 'wastewater', soil: 'soil', gufei: 'solid_waste', air: 'ambient_air', gas: 'stack_gas' };

type Json = Answer;

describe.runIf(enabled)('raw records in the browser: one sheet of every template family', () => {
  let e: E2E;
  const sheets = new Map<string, number>(); // template id → analysis sheet id
  let qcItems: unknown[] = [];
  let usable: string[] = []; // asset numbers of in-service equipment not past its calibration date

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
    // a LIMS parameter per family, bound to its template (matched by code), and the analyst qualified for it
    const created: Array<{ id: number; matrix: string; templateId: string }> = [];
    for (const [i, [, templateId]] of FAMILY_TEMPLATES.entries()) {
      const t = templateById(templateId)!;
      const p = t.parameters[0];
      const code = `X${String.fromCharCode(65 + i)}-${p.code}`;
      const row = await ok(
        call('POST', '/admin/api/v1/parameters', {
          token: admin,
          body: {
            code,
            name: p.name.zh,
            nameEn: p.name.en,
            matrix: LIMS_MATRIX[t.matrix],
            unit: p.unit || '—',
            methodNo: t.method.standard === '—' ? 'LAB-01' : t.method.standard.slice(0, 64),
            mdl: p.mdl ?? '0.01',
            decimals: 2,
            templateId,
            price: '10',
            holdingHours: 720,
          },
        }),
      );
      created.push({ id: row.id, matrix: LIMS_MATRIX[t.matrix], templateId });
    }
    // their methods in the scope, so their sheets may be issued (server/methods/gate.ts)
    await proveMethods(
      call,
      admin,
      created.map((c) => c.id),
    );
    const db = e.app.database.db;
    const analystId = (await db.selectFrom('users').select('id').where('username', '=', 'analyst').executeTakeFirstOrThrow()).id;
    const emp = await db.selectFrom('employees').select(['id', 'version', 'qualifications']).where('userId', '=', analystId).executeTakeFirstOrThrow();
    const quals = typeof emp.qualifications === 'string' ? JSON.parse(emp.qualifications) : emp.qualifications;
    await ok(
      call('PUT', `/admin/api/v1/employees/${emp.id}`, {
        token: admin,
        body: { version: emp.version, qualifications: [...quals, ...created.map((c) => ({ parameterId: c.id, validUntil: '2999-12-31' }))] },
      }),
    );
    const today = new Date().toISOString().slice(0, 10);
    usable = (await db.selectFrom('equipment').select(['assetNo', 'status', 'nextCalibrationDue']).orderBy('id').execute())
      .filter((q) => q.status === 'in_service' && (!q.nextCalibrationDue || String(q.nextCalibrationDue).slice(0, 10) >= today))
      .map((q) => String(q.assetNo));
    expect(usable.length).toBeGreaterThan(0);
    expect(usable.length).toBeLessThan((await db.selectFrom('equipment').select('id').execute()).length); // some under maintenance, out of service or past due
    // the lab's spectrophotometer declares these test-only items too (issue 29: a record offers only an instrument for its method)
    await serveOn(
      api,
      'EQ-001',
      created.map((c) => c.id),
    );
    const clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const matrices = [...new Set(created.map((c) => c.matrix))];
    const flow = await runFlow((m, u, o) => call(m, u, o), loginApi, {
      clientId,
      until: 'assigned',
      points: matrices.map((m, i) => ({ name: `E2E-${i + 1}`, matrix: m, parameterIds: created.filter((c) => c.matrix === m).map((c) => c.id) })),
    });
    const analyst = await loginApi('analyst');
    for (const id of flow.sheetIds) {
      const sheet = await ok(call('GET', `/admin/api/v1/analysisSheets/${id}/form`, { token: analyst }));
      sheets.set(sheet.templateId, id);
      await ok(call('POST', '/admin/analysis/confirm_ok', { token: analyst, body: { id } }));
    }
    qcItems = (await ok(call('GET', `/admin/api/v1/qcSheets/${flow.qcId}/form`, { token: analyst }))).items;
  }, 240_000);
  afterAll(async () => e?.close());

  /** The record an analyst of this lab would type (the template's worked example laid over the sheet's samples). */
  async function recordToType(sheetId: number): Promise<{ template: TemplateDef; record: RecordInput; shown: any }> {
    const shown = await ok(call('POST', '/admin/analysis/show_cgorder', { token: await loginApi('analyst'), body: { analysisSheetId: sheetId } }));
    expect(shown.genericTemplate, 'the sheet uses the family template, not the generic fallback').toBe(false);
    const template = templateById(shown.template.id)!;
    const record = recordFor(shown, qcItems as never) as RecordInput;
    return { template, record: { ...record, header: { ...record.header, instrument: 'EQ-001' } }, shown };
  }

  async function fill(page: Page, template: TemplateDef, record: RecordInput) {
    for (const f of template.header) {
      const v = record.header?.[f.key] ?? '';
      if (f.kind === 'equipment') {
        await page.getByTestId('record-header').getByRole('combobox').click();
        const options = page.getByRole('option');
        // offered: in service, in date and for this method; the others shown disabled with their reason
        const offered = await page.locator('[role="option"]:not([aria-disabled="true"])').evaluateAll((els) => els.map((el) => el.getAttribute('data-asset')));
        expect(offered).toContain('EQ-001');
        expect(offered.filter((a) => !usable.includes(a!))).toEqual([]);
        expect(await options.count()).toBeGreaterThan(offered.length);
        await page.locator('[role="option"][data-asset="EQ-001"]').click();
        await page.keyboard.press('Escape');
      } else if (v !== '') await page.locator(`input[name="header.${f.key}"]`).fill(v);
    }
    const paste = (selector: string, text: string) =>
      page.locator(selector).evaluate((el, t) => {
        const data = new DataTransfer();
        data.setData('text/plain', t);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, text);
    if (record.curve?.points?.length) {
      await paste('[data-testid="curve-grid"] input[data-cell="0.x"]', record.curve.points.map((p) => `${p.x}\t${p.y}`).join('\r\n') + '\r\n');
    }
    const keys = template.inputs.map((f) => f.key);
    await paste(
      `[data-testid="sample-grid"] input[data-cell="0.${keys[0]}"]`,
      record.rows.map((r) => keys.map((k) => r.inputs[k] ?? '').join('\t')).join('\r\n'),
    );
    // and one cell typed key by key, then Enter to the next row (a spreadsheet's habits)
    const first = page.locator(`[data-testid="sample-grid"] input[data-cell="0.${keys[0]}"]`);
    await first.click();
    await first.press('Control+A');
    await page.keyboard.type(record.rows[0].inputs[keys[0]] ?? '');
    await page.keyboard.press('Enter');
    if (record.rows.length > 1) expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.cell)).toBe(`1.${keys[0]}`);
  }

  for (const [family, templateId] of FAMILY_TEMPLATES) {
    it(`${family} (${templateId}): filled, autosaved, submitted; the screen and the server agree`, async () => {
      const sheetId = sheets.get(templateId)!;
      expect(sheetId, `a sheet for ${templateId}`).toBeTruthy();
      const { template, record, shown } = await recordToType(sheetId);
      const expected = evaluateRecord(template, record);
      expect(expected.ok, JSON.stringify(expected.errors)).toBe(true);
      const page = await newPage(e);
      try {
        await login(e, page, 'analyst', `/analyse/${templateId}/${sheetId}`);
        await page.locator('[data-testid="raw-record"][data-editable="true"]').waitFor();
        await fill(page, template, record);
        await page.locator('[data-testid="error-count"][data-count="0"]').waitFor();
        // every result on screen is the engine's
        for (const [i, row] of expected.rows.entries()) {
          for (const r of row.results) {
            const cell = page.locator(`[data-testid="sample-grid"] td[data-value="${i}.${r.key}"]`);
            // a judgement carries its decision rule in a note under the verdict
            const shownText = async () => {
              const note = (await cell.locator('[data-note]').count()) ? await cell.locator('[data-note]').textContent() : '';
              return (await cell.textContent())!.slice(0, -note!.length || undefined);
            };
            // polled: on a busy machine the first row, typed key by key, may still show the result of a value typed
            // halfway (seen once in a full run: 2.98 where the whole value gives 3.44); one that stays wrong still fails
            await expect
              .poll(shownText, { message: `${row.sampleId} ${r.key}` })
              .toBe(r.flag !== undefined ? (calcMessages['zh-CN'] as Record<string, string>)[r.display] : r.display);
          }
        }
        if (template.curve) expect(await page.locator('[data-stat="r"]').textContent()).toMatch(/^0\.99\d+$/);
        await page.locator('[data-testid="save-state"][data-save="saved"]').waitFor({ timeout: 15_000 });
        await page.getByTestId('submit-record').click();
        await page.locator('input[name="password"]').fill('123456');
        await page.getByTestId('submit-confirm').click();
        await page.locator('[data-testid="raw-record"][data-editable="false"] [data-state="submitted"]').waitFor();
        expect(page.errors).toEqual([]);
      } catch (err) {
        await shot(page, `raw-record-${templateId}`);
        throw err;
      } finally {
        await page.context().close();
      }
      // the server recomputed the record and stored the same results
      const stored = (await ok(call('GET', `/admin/api/v1/results/page?analysisSheetId=${sheetId}&pageSize=100`, { token: await loginApi('admin') })))
        .list as Array<{ sampleId: number; display: string }>;
      const sampleNo = new Map((shown.samples as Array<{ id: number; sampleNo: string }>).map((s) => [s.id, s.sampleNo]));
      const mine = new Map<string, string>();
      for (const s of expected.samples ?? []) if (s.result) mine.set(s.sampleId, s.result.display);
      if (!expected.samples) for (const r of expected.rows) if (r.result && !mine.has(r.sampleId)) mine.set(r.sampleId, r.result.display);
      expect(stored.length).toBe(shown.samples.length);
      for (const s of stored) expect(s.display, sampleNo.get(s.sampleId)).toBe(mine.get(sampleNo.get(s.sampleId)!));
    }, 90_000);
  }

  it("shows the submitted record read-only on its Detail screen with the analyst's signature", async () => {
    const sheetId = sheets.get('water-tmpl47')!;
    const page = await newPage(e);
    try {
      await login(e, page, 'analyst', `/analyse/water-tmpl47Detail/${sheetId}`);
      await page.getByTestId('raw-record-detail').waitFor();
      await page.locator('[data-signature="submit"]').filter({ hasText: '张分析' }).waitFor();
      expect(await page.locator('[data-signature="check"]').textContent()).toContain('—');
      expect(await page.locator('[data-version]').count()).toBe(1);
      expect(await page.locator('[data-testid="raw-record-detail"] [data-testid="sample-grid"] input').count()).toBe(0);
      await page.getByTestId('curve-plot').locator('svg').first().waitFor();
      expect(page.errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("try mode: the worked example of a template, checked by the server's own evaluation", async () => {
    const page = await newPage(e);
    try {
      await login(e, page, 'labadmin', '/analyse/water-tmpl46');
      await page.getByTestId('load-example').click();
      await page.locator('[data-testid="error-count"][data-count="0"]').waitFor();
      const ev = evaluateRecord(templateById('water-tmpl46')!, templateById('water-tmpl46')!.example);
      // the example's extra rows (ties, below-MDL, at-limit) include samples without a reported result (blanks)
      for (const s of (ev.samples ?? []).filter((x) => x.result))
        expect(await page.locator(`[data-sample-result="${s.sampleId}"]`).textContent()).toContain(s.result!.display);
      await page.getByTestId('verify-server').click();
      await page.locator('[data-testid="verify-result"][data-n="1"][data-ok="true"]').waitFor();
      // a bad value: marked in place, the server agrees it cannot be computed
      const cell = page.locator('[data-testid="sample-grid"] input[data-cell="0.Vs"]');
      await cell.fill('0');
      await page.locator('[data-error="0.Vs"]').filter({ hasText: '必须大于 0' }).waitFor();
      await page.getByTestId('verify-server').click();
      await page.locator('[data-testid="verify-result"][data-n="2"][data-ok="true"]').waitFor();
      expect(page.errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
