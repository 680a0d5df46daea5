// Issue 29, deliverables 1 and 2: the QC plan's spike amount is what the raw record uses (whatever the client sends),
// the record, the QC sheet and the report show the recovery computed once from the full values of submitted results,
// a draft is not evaluated; a failed QC opens a nonconformity that refuses checking until its signed decision, a
// release marks the report (screen data and PDF), and results under an open one are not reported.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow, recordFor } from '../../server/workflow/apiFlow.ts';
import { reportDocument } from '../../server/reports/reportData.ts';
import { pdfPages } from '../setup/pdfText.ts';
import type { Unit } from '../../server/workflow/store.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe.each(databaseTargets())('QC numbers from the plan, nonconformities that decide, on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let p: Record<string, number>;
  let qcId: number, orderId: number;
  let sheet: any;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-qcplan-'));
  const pw = '123456';
  const post = (url: string, who: string, body: unknown, lang = 'zh-CN') => t.call('POST', url, { token: tok[who], body, lang });
  const form = async (resource: string, id: number) => (await t.call('GET', `/admin/api/v1/${resource}/${id}/form`, { token: tok.admin })).body.data;
  const spikeOf = (evs: Array<{ type?: string; kind?: string; parameterId?: number }>) =>
    evs.find((e) => e.type === 'matrix_spike' || e.kind === 'spike') as { value: string; pass: boolean; limit: string } | undefined;

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    const names = ['admin', 'analyst', 'checker', 'reviewer', 'qa', 'writer', 'labadmin', 'signatory'];
    tok = Object.fromEntries(await Promise.all(names.map(async (u) => [u, await t.login(u)])));
    p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'assigned', points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-NH3N']], timesPerDay: 2 }] },
    );
    qcId = flow.qcId!;
    orderId = flow.orderId;
    sheet = await form('analysisSheets', flow.sheetIds[0]);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the plan spike amount into the record, evaluates submitted full values only, and shows one recovery on record, QC sheet and report', async () => {
    // QA plans the ammonia spike at 0.80 mg/L: the worked example's spiked row adds ~0.4, so the recovery fails
    const qc = await form('qcSheets', qcId);
    const items = qc.items.map((i: any) => (i.type === 'matrix_spike' ? { ...i, spikes: [{ parameterId: p['W-NH3N'], amount: '0.80', unit: 'mg/L' }] } : i));
    expect((await post('/admin/qc/save', 'qa', { id: qcId, version: qc.version, items, reason: '加标量按样品浓度调整' })).status).toBe(200);
    const plan = await form('qcSheets', qcId);
    expect((await post('/admin/analysis/confirm_ok', 'analyst', { id: sheet.id })).status).toBe(200);
    const shown = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: sheet.id })).body.data;
    const record = recordFor(shown, plan.items);
    expect(record.qc?.spikes?.[0].added).toBe('0.80');
    // the client sends the old default 0.400: the server keeps the plan's 0.80
    const sent = { ...record, qc: { ...record.qc, spikes: record.qc!.spikes!.map((s) => ({ ...s, added: '0.400' })) } };
    const saved = await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: sheet.id, ...sent });
    expect(saved.status).toBe(200);
    expect(saved.body.data.record.computed.qc.spikes[0].added).toBe('0.80');
    const onRecord = spikeOf(saved.body.data.evaluation.qc)!;
    expect(onRecord.pass).toBe(false);
    // the audit keeps the plan change's reason
    const audit = await t.database.db
      .selectFrom('adminLogs')
      .select(['reason'])
      .where('entity', '=', 'qcSheets')
      .where('entityId', '=', String(qcId))
      .where('action', '=', 'qc_save')
      .execute();
    expect(audit.map((a) => a.reason)).toContain('加标量按样品浓度调整');

    // a draft (录入中) is not evaluated: its results are not submitted
    const ready = (await t.call('GET', `/admin/qc/readiness?id=${qcId}`, { token: tok.qa })).body.data;
    expect(ready.why).toMatch(/尚无分析结果|无分析结果|results/);
    expect((await post('/admin/qc/evaluate', 'qa', { id: qcId })).status).toBe(409);

    expect((await post('/admin/analysis/submit', 'analyst', { id: sheet.id, password: pw })).status).toBe(200);
    // the record is signed with the plan's 0.80: the plan's value no longer changes under it
    const lower = plan.items.map((i: any) => (i.type === 'matrix_spike' ? { ...i, spikes: [{ parameterId: p['W-NH3N'], amount: '0.40', unit: 'mg/L' }] } : i));
    const late = await post('/admin/qc/save', 'qa', { id: qcId, items: lower, reason: '改回 0.40' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(`分析单 ${sheet.analysisNo} 已按原加标量或标准值提交：先退回分析单，再修改质控计划`);
    const evaluated = (await post('/admin/qc/evaluate', 'qa', { id: qcId })).body.data;
    expect(evaluated.status).toBe('failed');
    const onSheet = spikeOf(evaluated.evaluation.evaluations)!;
    // the same number and verdict as the signed record shows, computed by the same function from the full values
    expect(onSheet).toMatchObject({ value: onRecord.value, pass: false, limit: onRecord.limit });
    const shownAgain = (await post('/admin/analysis/show_cgorder', 'checker', { analysisSheetId: sheet.id })).body.data;
    expect(spikeOf(shownAgain.evaluation.qc)!.value).toBe(onRecord.value);
    // the duplicate's statistic on the QC sheet is the record's too (full values, not the rounded ones)
    const dupRecord = shownAgain.evaluation.qc.find((e: { kind: string }) => e.kind === 'duplicate');
    const dupSheet = evaluated.evaluation.evaluations.find((e: { type: string }) => e.type === 'lab_duplicate');
    if (dupRecord && dupSheet) expect(dupSheet.value).toBe(dupRecord.value);
    // the checker sees the verdicts of what they sign
    expect(shownAgain.qcVerdicts).toMatchObject([{ id: qcId, status: 'failed', nonConformance: null }]);
    expect(spikeOf(shownAgain.qcVerdicts[0].evaluations)).toMatchObject({ value: onRecord.value, pass: false });
    // the report's QC section prints the QC sheet's number
    const unit = { tx: t.database.db, ctx: { user: null, lang: 'zh-CN' }, services: { crud: t.crud }, touched: [], after: [] } as unknown as Unit;
    const doc = await reportDocument(unit, { id: 0, orderId, type: 'quality', sampleIds: [], parameterIds: [], reportNo: 'X' }, { name: '—', at: '' });
    expect(doc.qc?.find((q) => q.type === '加标样' || q.value.endsWith('%'))?.value).toBe(`${onRecord.value}%`);
  });

  it('refuses checking under an open nonconformity; a signed release lets it on and marks the report; an open one refuses the report', async () => {
    const early = await post('/admin/analysis/check', 'checker', { id: sheet.id, password: pw });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe(`质控单 ${(await form('qcSheets', qcId)).qcNo} 未通过，其不符合项尚未决定（复测或放行）：分析单不能校核`);
    // QA's inbox lists the open nonconformity
    const inbox = (await t.call('GET', '/admin/inbox', { token: tok.qa })).body.data.sections;
    expect(inbox.find((s: { key: string }) => s.key === 'qcNonConformities').items.map((i: { id: number }) => i.id)).toContain(qcId);
    // the decision is signed: no password, no decision
    expect((await post('/admin/qc/non_conformance', 'qa', { id: qcId, reason: '加标量计划有误，样品结果不受影响' })).status).toBe(400);
    const reason = '加标量计划有误，样品结果不受影响';
    const released = (await post('/admin/qc/non_conformance', 'qa', { id: qcId, reason, password: pw })).body.data;
    expect(released).toMatchObject({ status: 'accepted', nonConformance: reason });
    expect(released.evaluation.nonConformances).toMatchObject([{ decision: 'release', reason, by: expect.any(String) }]);
    const sig = await t.database.db.selectFrom('signatures').selectAll().where('entity', '=', 'qcSheets').where('entityId', '=', qcId).execute();
    expect(sig.map((s) => s.meaning)).toEqual(['acceptNonConformance']);

    for (const [who, step] of [
      ['checker', 'check'],
      ['reviewer', 'review'],
      ['reviewer', 'lock'],
    ])
      expect((await post(`/admin/analysis/${step}`, who, { id: sheet.id, password: pw })).status).toBe(200);
    const report = (await post('/admin/report/draft', 'writer', { orderId, type: 'detect' })).body.data;
    const preview = (await t.call('GET', `/admin/report/preview?id=${report.id}`, { token: tok.writer })).body.data;
    const rows = preview.document.rows as Array<{ nonConformance?: string; qcOpen?: string[] }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.nonConformance).toBe(`${released.qcNo}：${reason}`);
    // the QC behind the report, as the reviewer and signatory see it
    expect(preview.qcVerdicts).toMatchObject([{ id: qcId, status: 'accepted', nonConformance: reason }]);

    // results under an OPEN nonconformity are not reported: a late failure (a second verdict) refuses the submission
    await t.database.db.updateTable('qcSheets').set({ status: 'failed', nonConformance: null }).where('id', '=', qcId).execute();
    const held = await post('/admin/report/submit', 'writer', { id: report.id });
    expect(held.status).toBe(409);
    expect(held.body.msg).toContain(`质控单 ${released.qcNo} 的不符合项尚未决定`);
    const heldPreview = (await t.call('GET', `/admin/report/preview?id=${report.id}`, { token: tok.writer })).body.data;
    expect(heldPreview.document.rows[0].qcOpen).toEqual([released.qcNo]);
    expect((await post('/admin/qc/non_conformance', 'qa', { id: qcId, reason, password: pw })).status).toBe(200);

    // the issued PDF marks the released results and says why
    for (const [who, step] of [
      ['writer', 'submit'],
      ['labadmin', 'review'],
      ['signatory', 'approve'],
      ['signatory', 'issue'],
    ])
      expect((await post(`/admin/report/${step}`, who, { id: report.id, password: pw })).status, step).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/admin/report/${report.id}/pdf`, headers: { authorization: `Bearer ${tok.writer}` } });
    if (process.env.QC_PDF_OUT) fs.writeFileSync(process.env.QC_PDF_OUT, res.rawPayload); // to look at it
    const text = (await pdfPages(res.rawPayload)).join('\n');
    expect(text).toContain('※');
    expect(text).toContain(`经不符合项处理决定放行（质控单 ${released.qcNo}：${reason}）`);
  });

  it('a re-analysis decision, signed, returns the failed sheet to its analyst and waits for new results', async () => {
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'assigned', points: [{ name: '雨水排口', matrix: 'wastewater', parameterIds: [p['W-NH3N']], timesPerDay: 2 }] },
    );
    const qc = await form('qcSheets', flow.qcId!);
    const items = qc.items.map((i: any) => (i.type === 'matrix_spike' ? { ...i, spikes: [{ parameterId: p['W-NH3N'], amount: '0.80', unit: 'mg/L' }] } : i));
    expect((await post('/admin/qc/save', 'qa', { id: qc.id, version: qc.version, items, reason: '加标量按样品浓度调整' })).status).toBe(200);
    const id = flow.sheetIds[0];
    await post('/admin/analysis/confirm_ok', 'analyst', { id });
    const shown = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: id })).body.data;
    expect((await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: id, ...recordFor(shown, items) })).status).toBe(200);
    expect((await post('/admin/analysis/submit', 'analyst', { id, password: pw })).status).toBe(200);
    expect((await post('/admin/qc/evaluate', 'qa', { id: qc.id })).body.data.status).toBe('failed');

    const transition = async (body: object) =>
      t.call('POST', `/admin/api/v1/qcSheets/${qc.id}/transitions/reanalyse`, {
        token: tok.qa,
        body: { ...body, version: (await form('qcSheets', qc.id)).version },
      });
    expect((await transition({ reason: '加标回收偏低，复测' })).status).toBe(400); // signed: the password
    const decided = await transition({ reason: '加标回收偏低，复测', password: pw });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data).toMatchObject({ status: 'executed', nonConformance: null });
    expect(decided.body.data.evaluation.nonConformances).toMatchObject([{ decision: 'reanalyse', reason: '加标回收偏低，复测' }]);
    const back = await form('analysisSheets', id);
    expect(back).toMatchObject({ status: 'in_entry', checkerId: null });
    expect(back.returnReason).toBe(`质控单 ${qc.qcNo} 不合格，不符合项决定复测：加标回收偏低，复测`);
    // the returned record is a draft again: the QC waits for its new submission
    const ready = (await t.call('GET', `/admin/qc/readiness?id=${qc.id}`, { token: tok.qa })).body.data;
    expect(ready.why).not.toBeNull();
  });
});
