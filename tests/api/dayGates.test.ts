// Issue 29's gates on holding time, QC order and instruments, through the HTTP API on both databases: a sheet past
// its holding time takes a reason at receipt and submission, keeps it (sheet and audit) and the report prints it;
// 开始分析 without a QC plan takes a recorded reason; an instrument that does not serve the record's items, is overdue
// or under repair is refused naming equipmentIds; a calibration record moves its instrument's dates and the
// equipment manager's inbox lists what is overdue and due.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow, recordFor, HOLDING_REASON } from '../../server/workflow/apiFlow.ts';
import { pdfPages } from '../setup/pdfText.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });

describe.each(databaseTargets())("the day's gates on %s", (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let p: Record<string, number>;
  let eq: Record<string, number>;
  let clientId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-gates-'));
  // sampled 30 h ago: pH's 2 h holding time is long past (the flow's analyst gives HOLDING_REASON)
  const flow = (until: Parameters<typeof runFlow>[2]['until'], codes = ['W-PH'], sampledHoursAgo = 30) =>
    runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until, sampledHoursAgo, points: [{ name: '总排口', matrix: 'wastewater', parameterIds: codes.map((c) => p[c]), timesPerDay: 1 }] },
    );
  const sheet = async (id: number) => (await t.call('GET', `/admin/api/v1/analysisSheets/${id}/form`, { token: tok.admin })).body.data;

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    tok = Object.fromEntries(await Promise.all(['admin', 'labadmin', 'analyst', 'qa', 'equipment', 'writer'].map(async (u) => [u, await t.login(u)])));
    p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    eq = Object.fromEntries((await t.database.db.selectFrom('equipment').select(['id', 'assetNo']).execute()).map((x) => [x.assetNo, x.id]));
    clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a sheet past its holding time asks for the reason at receipt and submission, and keeps it', async () => {
    const f = await flow('assigned');
    const s = await sheet(f.sheetIds[0]);
    expect(Date.parse(s.dueBy)).toBeLessThan(Date.now()); // pH: 2 h from sampling
    const bare = await t.call('POST', '/admin/analysis/confirm_ok', { token: tok.analyst, body: { id: s.id } });
    expect(bare.status).toBe(400);
    expect(bare.body.data.errors[0].field).toBe('reason');
    expect(bare.body.msg).toContain('保存时限');
    expect((await sheet(s.id)).status).toBe('issued');
    const ok = await t.call('POST', '/admin/analysis/confirm_ok', { token: tok.analyst, body: { id: s.id, reason: '样品次日送达' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.holdingReasons).toEqual([expect.objectContaining({ step: 'confirm', reason: '样品次日送达', by: '张分析' })]);
    const audit = await t.database.db
      .selectFrom('adminLogs')
      .select(['action', 'reason'])
      .where('entity', '=', 'analysisSheets')
      .where('entityId', '=', String(s.id))
      .where('action', '=', 'transition:confirm')
      .executeTakeFirstOrThrow();
    expect(audit.reason).toBe('样品次日送达');

    const shown = (await t.call('POST', '/admin/analysis/show_cgorder', { token: tok.analyst, body: { analysisSheetId: s.id } })).body.data;
    const qc = (await t.call('GET', `/admin/api/v1/qcSheets/${f.qcId}/form`, { token: tok.qa })).body.data;
    const saved = await t.call('POST', '/admin/analysis/add_cgorder', { token: tok.analyst, body: { analysisSheetId: s.id, ...recordFor(shown, qc.items) } });
    expect(saved.status).toBe(200);
    const noReason = await t.call('POST', '/admin/analysis/submit', { token: tok.analyst, body: { id: s.id, password: '123456' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.errors[0].field).toBe('reason');
    const submitted = await t.call('POST', '/admin/analysis/submit', { token: tok.analyst, body: { id: s.id, password: '123456', reason: '复测确认' } });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.holdingReasons.map((r: { step: string; reason: string }) => `${r.step}:${r.reason}`)).toEqual([
      'confirm:样品次日送达',
      'submit:复测确认',
    ]);
  });

  it('the report states the exceedance and the reason, on screen and in the PDF', async () => {
    const f = await flow('issued');
    const preview = (await t.call('GET', `/admin/report/preview?id=${f.reportId}`, { token: tok.writer })).body.data;
    expect(preview.document.holding).toHaveLength(1);
    expect(preview.document.holding[0]).toMatch(/^pH值（样品 \S+）：采样后 \d+\.\d h 分析，超过保存时限 2 h；理由：/);
    expect(preview.document.holding[0]).toContain(HOLDING_REASON);
    // sampled an hour ago, analysed within the 2 h: the report states nothing, and the flow was never asked why
    const inTime = await flow('issued', ['W-PH'], 1);
    expect((await t.call('GET', `/admin/report/preview?id=${inTime.reportId}`, { token: tok.writer })).body.data.document.holding).toBeUndefined();
    const pdf = await t.app.inject({ method: 'GET', url: `/admin/report/${f.reportId}/pdf`, headers: { authorization: `Bearer ${tok.writer}` } });
    const text = (await pdfPages(pdf.rawPayload)).join('').replace(/\s+/g, '');
    expect(text).toContain('超出保存时限的结果');
    expect(text).toContain(HOLDING_REASON.replace(/\s+/g, ''));
  });

  it('开始分析 without a QC plan needs the recorded decision to go on without one', async () => {
    const f = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'received', planQc: false, points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-SS']], timesPerDay: 1 }] },
    );
    const task = (await t.call('GET', `/admin/api/v1/tasks/${f.taskId}/form`, { token: tok.admin })).body.data;
    const bare = await t.call('POST', '/admin/task/start_analysis', { token: tok.labadmin, body: { id: task.id } });
    expect(bare.status).toBe(400);
    expect(bare.body.data.errors[0]).toMatchObject({ field: 'reason' });
    expect(bare.body.msg).toContain('质控计划');
    expect((await t.call('GET', `/admin/api/v1/analysisSheets/page?taskId=${task.id}`, { token: tok.admin })).body.data.total).toBe(0);
    const ok = await t.call('POST', '/admin/task/start_analysis', { token: tok.labadmin, body: { id: task.id, reason: '委托方不要求质控' } });
    expect(ok.status).toBe(200);
    const audit = await t.database.db
      .selectFrom('adminLogs')
      .select('reason')
      .where('entity', '=', 'tasks')
      .where('entityId', '=', String(task.id))
      .where('action', '=', 'transition:startAnalysis')
      .executeTakeFirstOrThrow();
    expect(audit.reason).toBe('委托方不要求质控');
    // a task with its plan starts without being asked (the lab day's flow: runFlow plans QC first)
    await flow('assigned', ['W-SS']);
  });

  it('a record refuses an instrument not for its items, overdue or under repair, naming equipmentIds', async () => {
    const f = await flow('assigned');
    const id = f.sheetIds[0];
    await t.call('POST', '/admin/analysis/confirm_ok', { token: tok.analyst, body: { id, reason: '超期' } });
    const shown = (await t.call('POST', '/admin/analysis/show_cgorder', { token: tok.analyst, body: { analysisSheetId: id } })).body.data;
    const record = recordFor(shown, []);
    const save = (ids: number[]) =>
      t.call('POST', '/admin/analysis/add_cgorder', { token: tok.analyst, body: { analysisSheetId: id, ...record, equipmentIds: ids } });
    const dom = await save([eq['EQ-005']]); // the DO meter on a pH record
    expect(dom.status).toBe(400);
    expect(dom.body.data.errors[0]).toMatchObject({ field: 'equipmentIds.0' });
    expect(dom.body.data.errors[0].message).toContain('不适用于本方法');
    expect((await save([eq['EQ-003']])).body.data.errors[0].message).toContain('已超期'); // the pH meter, overdue
    expect((await save([eq['EQ-004']])).body.data.errors[0].message).toContain('维修'); // ICP-MS under repair
    // the pH meter calibrated today: the record takes it
    const cal = await t.call('POST', '/admin/api/v1/equipmentCalibrations', {
      token: tok.equipment,
      body: {
        equipmentId: eq['EQ-003'],
        calibratedOn: new Date().toISOString().slice(0, 10),
        certificateNo: 'JZ-2026-0815',
        agency: '省计量院',
        result: 'pass',
      },
    });
    expect(cal.status).toBe(201);
    expect((await save([eq['EQ-003']])).status).toBe(200);
    const rec = (await t.database.db
      .selectFrom('rawRecords')
      .select('equipmentIds')
      .where('analysisSheetId', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirst())!;
    expect(typeof rec.equipmentIds === 'string' ? JSON.parse(rec.equipmentIds) : rec.equipmentIds).toEqual([eq['EQ-003']]);
  });

  it('a calibration record moves its instrument through the equipment update, and the inbox lists overdue and due', async () => {
    const inbox = async () =>
      new Map<string, { count: number; items: Array<{ id: number; no: string; dueBy: string }> }>(
        (await t.call('GET', '/admin/inbox', { token: tok.equipment })).body.data.sections.map((s: { key: string }) => [s.key, s]),
      );
    const before = await inbox();
    const overdue = before.get('calibrationOverdue')!;
    expect(overdue.items.map((i) => i.no)).toContain('EQ-006 生化培养箱');
    expect(before.get('calibrationDue')!.items.map((i) => i.no)).toContain('EQ-002 电子天平');
    // the analyst has no equipment to-dos
    const analystKeys = (await t.call('GET', '/admin/inbox', { token: tok.analyst })).body.data.sections.map((s: { key: string }) => s.key);
    expect(analystKeys).not.toContain('calibrationOverdue');

    const e6 = (await t.call('GET', `/admin/api/v1/equipment/${eq['EQ-006']}/form`, { token: tok.equipment })).body.data;
    const bad = await t.call('POST', '/admin/api/v1/equipmentCalibrations', {
      token: tok.equipment,
      body: { equipmentId: e6.id, calibratedOn: '2026-11-01', certificateNo: 'X', agency: 'Y', result: 'pass', nextDue: '2026-10-01' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0].field).toBe('nextDue');
    const made = await t.call('POST', '/admin/api/v1/equipmentCalibrations', {
      token: tok.equipment,
      body: { equipmentId: e6.id, calibratedOn: '2026-11-01', certificateNo: 'JZ-2026-1101', agency: '省计量院', result: 'pass', nextDue: '2027-05-01' },
    });
    expect(made.status).toBe(201);
    expect(made.body.data.recordedBy).toBe('冯设备');
    const after = (await t.call('GET', `/admin/api/v1/equipment/${e6.id}/form`, { token: tok.equipment })).body.data;
    expect(after).toMatchObject({ calibratedOn: '2026-11-01', certificateNo: 'JZ-2026-1101', nextCalibrationDue: '2027-05-01', version: e6.version + 1 });
    const history = (await t.call('GET', `/admin/api/v1/equipmentCalibrations/page?equipmentId=${e6.id}`, { token: tok.analyst })).body.data;
    expect(history.list.map((c: { certificateNo: string; recordedBy: string }) => `${c.certificateNo} ${c.recordedBy}`).sort()).toEqual([
      'JZ-2026-1101 冯设备',
      'JZ-EQ-006 冯设备',
    ]);
    // an older certificate entered later is history only
    await t.call('POST', '/admin/api/v1/equipmentCalibrations', {
      token: tok.equipment,
      body: { equipmentId: e6.id, calibratedOn: '2025-01-01', certificateNo: 'JZ-OLD', agency: '省计量院', result: 'pass' },
    });
    expect((await t.call('GET', `/admin/api/v1/equipment/${e6.id}/form`, { token: tok.equipment })).body.data.certificateNo).toBe('JZ-2026-1101');
    expect((await inbox()).get('calibrationOverdue')?.items.map((i) => i.id) ?? []).not.toContain(e6.id);
    // evidence: not edited, not deleted; the analyst may read but not record
    expect((await t.call('DELETE', `/admin/api/v1/equipmentCalibrations/${made.body.data.id}`, { token: tok.admin })).status).toBeGreaterThanOrEqual(400);
    const byAnalyst = await t.call('POST', '/admin/api/v1/equipmentCalibrations', {
      token: tok.analyst,
      body: { equipmentId: e6.id, calibratedOn: '2026-11-02', certificateNo: 'Z', agency: 'Z', result: 'pass' },
    });
    expect(byAnalyst.status).toBe(403);
  });
});
