// Issue 29, deliverable 1 on a multi-element record (ICP-OES, HJ 776-2015, template water-tmpl141): the record takes
// the QC plan's spike amount for EACH element it covers and judges each element's recovery, blank and duplicate pair,
// and the record, the QC sheet and the report show the same number and verdict per element (not the first element's only).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow, recordFor } from '../../server/workflow/apiFlow.ts';
import { reportDocument } from '../../server/reports/reportData.ts';
import type { Unit } from '../../server/workflow/store.ts';
import { proveMethods } from './provedMethods.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

type Ev = { kind?: string; type?: string; parameter?: string; parameterId?: number; value?: string; pass: boolean | null; limit: string };

describe.each(databaseTargets())('a multi-element record judges each element’s QC from the plan, on %s', (target) => {
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
    // their method in the scope, so the sheet may be issued (server/methods/gate.ts)
    await proveMethods(t.call, tok.admin, Object.values(ids));
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

  it('each element’s recovery, duplicate and blank on the record, the QC sheet and the report are the same, from that element’s rows and planned amount', async () => {
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
    expect(record.qc?.duplicates?.map((d) => d.parameter)).toEqual(['Ca', 'Fe']);
    expect(record.qc?.blanks?.map((b) => b.parameter)).toEqual(['Ca', 'Fe']);
    // the analyst reads Fe's duplicate at 6.00 (Ca's stays the worked example's 3.52): Fe's pair deviates
    // |3.44 − 5.98| / (3.44 + 5.98) = 27.0 % > 20 %, Ca's 0.9 %, judged per element from each element's rows
    const dup = record.qc!.duplicates!.find((d) => d.parameter === 'Fe')!.b;
    const rows = record.rows.map((r) => (r.sampleId === dup && r.parameter === 'Fe' ? { ...r, inputs: { ...r.inputs, rho: '6.00' } } : r));
    // the client sends one amount for both: the server keeps the plan's per element
    const sent = { ...record, rows, qc: { ...record.qc, spikes: record.qc!.spikes!.map((s) => ({ ...s, added: '1.00' })) } };
    const saved = await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: sheetId, ...sent });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    const onRecord = (code: string) => (saved.body.data.evaluation.qc as Ev[]).find((e) => e.kind === 'spike' && e.parameter === code)!;
    expect(onRecord('Ca')).toMatchObject({ value: '97.0', pass: true, limit: '70–130%' });
    expect(onRecord('Fe')).toMatchObject({ value: '48.5', pass: false });
    const recordQc = saved.body.data.evaluation.qc as Ev[];
    const judged = (kind: string, code: string) => recordQc.find((e) => e.kind === kind && e.parameter === code)!;
    expect(judged('duplicate', 'Ca')).toMatchObject({ value: '0.9', pass: true, limit: '≤20%' });
    expect(judged('duplicate', 'Fe')).toMatchObject({ value: '27.0', pass: false, limit: '≤20%' });
    // HJ 776-2015 declares no MDL (its table was not read: AUDIT.md) and the blank rule no limit, so neither element's
    // blank is judged, on the record as on the QC sheet (never a pass)
    expect(judged('blank', 'Ca')).toMatchObject({ pass: null, limit: '<MDL' });
    expect(judged('blank', 'Fe')).toMatchObject({ pass: null, limit: '<MDL' });

    expect((await post('/admin/analysis/submit', 'analyst', { id: sheetId, password: '123456' })).status).toBe(200);
    const evaluated = (await post('/admin/qc/evaluate', 'qa', { id: qcId })).body.data;
    expect(evaluated.status).toBe('failed');
    // the QC sheet's verdict of each element's blank, pair and spike is the record's
    for (const [code, tc] of [
      ['W-CA', 'Ca'],
      ['W-FE', 'Fe'],
    ])
      for (const [kind, type] of [
        ['spike', 'matrix_spike'],
        ['duplicate', 'lab_duplicate'],
        ['blank', 'lab_blank'],
      ]) {
        const onSheet = (evaluated.evaluation.evaluations as Ev[]).find((e) => e.type === type && e.parameterId === ids[code])!;
        const mine = judged(kind, tc);
        expect([onSheet.value, onSheet.pass, onSheet.limit], `${code} ${kind}`).toEqual([mine.value, mine.pass, mine.limit]);
      }

    // the signed record, as the checker will read it, still judges each element
    const again = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: sheetId })).body.data.evaluation.qc as Ev[];
    expect(again.filter((e) => e.kind === 'spike' || e.kind === 'duplicate').map((e) => [e.kind, e.parameter, e.value, e.pass])).toEqual([
      ['duplicate', 'Ca', '0.9', true],
      ['duplicate', 'Fe', '27.0', false],
      ['spike', 'Ca', '97.0', true],
      ['spike', 'Fe', '48.5', false],
    ]);

    // the QC report prints each element's number from the QC sheet
    const unit = { tx: t.database.db, ctx: { user: null, lang: 'zh-CN' }, services: { crud: t.crud }, touched: [], after: [] } as unknown as Unit;
    const doc = await reportDocument(unit, { id: 0, orderId, type: 'quality', sampleIds: [], parameterIds: [], reportNo: 'X' }, { name: '—', at: '' });
    expect((doc.qc ?? []).map((q) => [q.type, q.parameter, q.value, q.verdict.slice(0, 3)])).toEqual([
      ['实验室空白', '钙', '—', '不判定'],
      ['实验室空白', '铁', '—', '不判定'],
      ['实验室平行', '钙', '0.9 (相对偏差)', '合格'],
      ['实验室平行', '铁', '27.0 (相对偏差)', '不合格'],
      ['加标回收', '钙', '97.0%', '合格'],
      ['加标回收', '铁', '48.5%', '不合格'],
    ]);
  });
});
