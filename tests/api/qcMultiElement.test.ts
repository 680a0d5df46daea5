// Issue 29, deliverable 1 on a multi-element record (ICP-OES, HJ 776-2015, template water-tmpl141): the record takes
// the QC plan's spike amount for EACH element it covers and judges each element's recovery, and the record, the QC
// sheet and the report show the same number and verdict per element (not the first element's only).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow, recordFor } from '../../server/workflow/apiFlow.ts';
import { reportDocument } from '../../server/workflow/reportData.ts';
import type { Unit } from '../../server/workflow/store.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

type Ev = { kind?: string; type?: string; parameter?: string; parameterId?: number; value?: string; pass: boolean | null; limit: string };

describe.each(databaseTargets())('a multi-element record judges each element’s spike from the plan, on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  const ids: Record<string, number> = {};
  let qcId: number, orderId: number, sheetId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-qcmulti-'));
  const post = (url: string, who: string, body: unknown) => t.call('POST', url, { token: tok[who], body });
  const form = async (resource: string, id: number) => (await t.call('GET', `/admin/api/v1/${resource}/${id}/form`, { token: tok.admin })).body.data;

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    tok = Object.fromEntries(await Promise.all(['admin', 'analyst', 'qa'].map(async (u) => [u, await t.login(u)])));
    // the lab's Ca and Fe by HJ 776-2015, as a lab administrator sets them up, and the analyst qualified for them
    for (const [code, name, nameEn] of [
      ['W-CA', '钙', 'Calcium'],
      ['W-FE', '铁', 'Iron'],
    ]) {
      const body = {
        code,
        name,
        nameEn,
        matrix: 'water',
        unit: 'mg/L',
        methodNo: 'HJ 776-2015',
        mdl: '0.01',
        decimals: 3,
        templateId: 'water-tmpl141',
        holdingHours: 720,
      };
      const res = await t.call('POST', '/admin/api/v1/parameters', { token: tok.admin, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids[code] = res.body.data.id;
    }
    const db = t.database.db;
    const analystId = (await db.selectFrom('users').select('id').where('username', '=', 'analyst').executeTakeFirstOrThrow()).id;
    const emp = (await t.call('GET', '/admin/api/v1/employees/page?pageSize=100', { token: tok.admin })).body.data.list.find(
      (x: { userId?: number }) => x.userId === analystId,
    );
    const qualifications = [...emp.qualifications, ...Object.values(ids).map((parameterId) => ({ parameterId, validUntil: '2099-12-31' }))];
    expect((await t.call('PUT', `/admin/api/v1/employees/${emp.id}`, { token: tok.admin, body: { version: emp.version, qualifications } })).status).toBe(200);
    const clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'assigned', points: [{ name: '断面一', matrix: 'water', parameterIds: Object.values(ids), timesPerDay: 2 }] },
    );
    qcId = flow.qcId!;
    orderId = flow.orderId;
    sheetId = flow.sheetIds[0];
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('each element’s recovery on the record, the QC sheet and the report is the same, from that element’s planned amount', async () => {
    // QA plans Ca at 5.00 mg/L and Fe at 10.0 mg/L: the worked example's spiked rows add 4.85 to each, so Ca
    // recovers 97.0 % (passes) and Fe 48.5 % (fails)
    const qc = await form('qcSheets', qcId);
    const amounts = { [ids['W-CA']]: '5.00', [ids['W-FE']]: '10.0' };
    const items = qc.items.map((i: { type: string; parameterIds: number[] }) =>
      i.type === 'matrix_spike' ? { ...i, spikes: i.parameterIds.map((parameterId) => ({ parameterId, amount: amounts[parameterId], unit: 'mg/L' })) } : i,
    );
    expect(items.find((i: { type: string }) => i.type === 'matrix_spike').parameterIds.sort()).toEqual(Object.values(ids).sort());
    expect((await post('/admin/qc/save', 'qa', { id: qcId, version: qc.version, items, reason: '按元素设定加标量' })).status).toBe(200);
    const plan = await form('qcSheets', qcId);

    expect((await post('/admin/analysis/confirm_ok', 'analyst', { id: sheetId })).status).toBe(200);
    const shown = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: sheetId })).body.data;
    const record = recordFor(shown, plan.items);
    expect(record.qc?.spikes?.map((s) => [s.parameter, s.added])).toEqual([
      ['Ca', '5.00'],
      ['Fe', '10.0'],
    ]);
    // the client sends one amount for both: the server keeps the plan's per element
    const sent = { ...record, qc: { ...record.qc, spikes: record.qc!.spikes!.map((s) => ({ ...s, added: '1.00' })) } };
    const saved = await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: sheetId, ...sent });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    const onRecord = (code: string) => (saved.body.data.evaluation.qc as Ev[]).find((e) => e.kind === 'spike' && e.parameter === code)!;
    expect(onRecord('Ca')).toMatchObject({ value: '97.0', pass: true, limit: '70–130%' });
    expect(onRecord('Fe')).toMatchObject({ value: '48.5', pass: false });

    expect((await post('/admin/analysis/submit', 'analyst', { id: sheetId, password: '123456' })).status).toBe(200);
    const evaluated = (await post('/admin/qc/evaluate', 'qa', { id: qcId })).body.data;
    expect(evaluated.status).toBe('failed');
    const onSheet = (pid: number) => (evaluated.evaluation.evaluations as Ev[]).find((e) => e.type === 'matrix_spike' && e.parameterId === pid)!;
    for (const [code, tc] of [
      ['W-CA', 'Ca'],
      ['W-FE', 'Fe'],
    ])
      expect(onSheet(ids[code]), code).toMatchObject({ value: onRecord(tc).value, pass: onRecord(tc).pass, limit: onRecord(tc).limit });

    // the signed record, as the checker will read it, still judges each element
    const again = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: sheetId })).body.data.evaluation.qc as Ev[];
    expect(again.filter((e) => e.kind === 'spike').map((e) => [e.parameter, e.value, e.pass])).toEqual([
      ['Ca', '97.0', true],
      ['Fe', '48.5', false],
    ]);

    // the QC report prints each element's number from the QC sheet
    const unit = { tx: t.database.db, ctx: { user: null, lang: 'zh-CN' }, services: { crud: t.crud }, touched: [], after: [] } as unknown as Unit;
    const doc = await reportDocument(unit, { id: 0, orderId, type: 'quality', sampleIds: [], parameterIds: [], reportNo: 'X' }, { name: '—', at: '' });
    const spikes = (doc.qc ?? []).filter((q) => q.value.endsWith('%')).map((q) => [q.parameter, q.value, q.verdict.slice(0, 3)]);
    expect(spikes).toEqual([
      ['钙', '97.0%', '合格'],
      ['铁', '48.5%', '不合格'],
    ]);
  });
});
