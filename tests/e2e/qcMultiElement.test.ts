// Issue 29 in Chromium on a multi-element record (ICP-OES, HJ 776-2015: Ca, Fe, Mg): the analyst, from the inbox,
// finds the result column headed 结果 (each row names its element) and every element's blank, duplicate pair and
// spike judged and named; QA, from the inbox, evaluates the QC sheet and reads the same number and verdict per
// element. The parameters, plan, assignment and the analyst's values are set up through the API.
// Screenshots go to /tmp/qcmulti-shots/.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { templateById } from '../../schemas/templates/index.ts';
import { e2eEnabled, startE2E, apiOf, asRole, signOff, hj776Elements, fromInbox, type E2E } from './harness.ts';
import { runFlow, recordFor } from '../../server/workflow/apiFlow.ts';

const enabled = e2eEnabled();
const SHOTS = '/tmp/qcmulti-shots';
const T = templateById('water-tmpl141')!;

describe.runIf(enabled)('a multi-element record judges each element, in the browser', () => {
  let e: E2E;
  let sheetNo = '';
  let qcNo = '';
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    e = await startE2E();
    const api = apiOf(e);
    const admin = await api.loginApi('admin');
    const ids = await hj776Elements(api, admin, T.id);
    const db = e.app.database.db;
    const analystId = (await db.selectFrom('users').select('id').where('username', '=', 'analyst').executeTakeFirstOrThrow()).id;
    const emp = (await api.call('GET', '/admin/api/v1/employees/page?pageSize=100', { token: admin })).body.data.list.find(
      (x: { userId?: number }) => x.userId === analystId,
    );
    const qualifications = [...emp.qualifications, ...ids.map((parameterId) => ({ parameterId, validUntil: '2099-12-31' }))];
    expect((await api.call('PUT', `/admin/api/v1/employees/${emp.id}`, { token: admin, body: { version: emp.version, qualifications } })).status).toBe(200);
    const clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id as number;
    const flow = await runFlow(api.call, api.loginApi, {
      clientId,
      until: 'assigned',
      points: [{ name: '断面一', matrix: 'water', parameterIds: ids, timesPerDay: 2 }],
    });
    // QA plans each element's spike: 5.00 mg/L each (the worked example's spiked rows add 4.85: 97.0 %)
    const qa = await api.loginApi('qa');
    const plan = (await api.call('GET', `/admin/api/v1/qcSheets/${flow.qcId}/form`, { token: qa })).body.data;
    const items = plan.items.map((i: { type: string; parameterIds: number[] }) =>
      i.type === 'matrix_spike' ? { ...i, spikes: i.parameterIds.map((parameterId) => ({ parameterId, amount: '5.00', unit: 'mg/L' })) } : i,
    );
    expect(
      (await api.call('POST', '/admin/qc/save', { token: qa, body: { id: plan.id, version: plan.version, items, reason: '按元素设定加标量' } })).status,
    ).toBe(200);
    qcNo = plan.qcNo;
    const sheetId = flow.sheetIds[0];
    sheetNo = (await api.call('GET', `/admin/api/v1/analysisSheets/${sheetId}/form`, { token: qa })).body.data.analysisNo;
    // the analyst's draft: the worked example's rows, Fe's duplicate read at 6.00 (its pair deviates 27.0 %)
    const analyst = await api.loginApi('analyst');
    expect((await api.call('POST', '/admin/analysis/confirm_ok', { token: analyst, body: { id: sheetId } })).status).toBe(200);
    const shown = (await api.call('POST', '/admin/analysis/show_cgorder', { token: analyst, body: { analysisSheetId: sheetId } })).body.data;
    const record = recordFor(shown, items);
    const dup = record.qc!.duplicates!.find((d) => d.parameter === 'Fe')!.b;
    const rows = record.rows.map((r) => (r.sampleId === dup && r.parameter === 'Fe' ? { ...r, inputs: { ...r.inputs, rho: '6.00' } } : r));
    const saved = await api.call('POST', '/admin/analysis/add_cgorder', { token: analyst, body: { analysisSheetId: sheetId, ...record, rows } });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
  }, 240_000);
  afterAll(async () => e?.close());

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

  it('the record and the QC sheet show each element’s blank, pair and spike, the same', async () => {
    // ── analyst: the record from the inbox
    let page = await asRole(e, 'analyst', { width: 1440, height: 900 });
    await fromInbox(page, 'toFill', sheetNo);
    const panel = page.getByTestId('qc-panel');
    const line = (kind: string, p: string) => panel.locator(`[data-qc="${kind}"][data-parameter="${p}"]`);
    await line('duplicate', 'Fe').waitFor();
    expect(await page.locator('[data-testid="sample-grid"] th[data-col="result"]').textContent()).toBe('结果mg/L');
    const onRecord: Record<string, string> = {};
    for (const [kind, p] of [
      ['duplicate', 'Ca'],
      ['duplicate', 'Fe'],
      ['duplicate', 'Mg'],
      ['blank', 'Ca'],
      ['blank', 'Fe'],
      ['blank', 'Mg'],
      ['spike', 'Ca'],
      ['spike', 'Fe'],
      ['spike', 'Mg'],
    ])
      onRecord[`${kind} ${p}`] = (await line(kind, p).textContent()) ?? '';
    expect(onRecord['duplicate Fe']).toMatch(/^铁 .*27\.0%.*不合格/);
    expect(onRecord['duplicate Ca']).toMatch(/^钙 .*0\.9%.*合格/);
    expect(onRecord['duplicate Mg']).toMatch(/^镁 .*0\.9%.*合格/);
    expect(onRecord['spike Mg']).toMatch(/^镁 .*97\.0%.*合格/);
    expect(onRecord['blank Fe']).toMatch(/^铁 /);
    await shot(page, 'analyst-record');
    await page.getByTestId('qc-panel').screenshot({ path: path.join(SHOTS, 'analyst-qc-panel.png') });
    await page.getByTestId('submit-record').click();
    await page.locator('input[name="password"]').fill('123456');
    await page.getByTestId('submit-confirm').click();
    await page.locator('[data-state="submitted"]').filter({ visible: true }).first().waitFor();
    await signOff(page);

    // ── QA: evaluates the QC sheet from the inbox; each element's line, the same number and verdict
    page = await asRole(e, 'qa', { width: 1440, height: 900 });
    await fromInbox(page, 'qcToEvaluate', qcNo);
    await page.locator('[data-step="evaluate"]').filter({ visible: true }).first().click();
    await page.locator('[data-state="failed"]').filter({ visible: true }).first().waitFor();
    const lines = await page.locator('[data-testid="qc-evaluation"] tbody tr').allTextContents();
    const of = (type: string, name: string) => lines.filter((l) => l.includes(type) && l.endsWith(name));
    expect(of('平行', '铁')).toHaveLength(1);
    expect(of('平行', '铁')[0]).toMatch(/27\.0 \(相对偏差\)≤20%.*不合格/);
    expect(of('平行', '钙')[0]).toMatch(/0\.9 \(相对偏差\)≤20%.*合格/);
    expect(of('平行', '镁')[0]).toMatch(/0\.9 \(相对偏差\)≤20%.*合格/);
    expect(of('空白', '镁')).toHaveLength(1);
    expect(of('加标', '镁')[0]).toMatch(/97\.0%/);
    await shot(page, 'qa-qc-sheet');
    await signOff(page);
  }, 240_000);
});
