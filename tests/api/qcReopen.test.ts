// A QC verdict judges the results it saw (issue 13): when an analysis sheet the QC sheet covers is returned and
// submitted again with changed values, the verdict goes back to unevaluated (audited) and the gate holds again;
// a re-submission with the same values leaves it alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import Decimal from 'decimal.js';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow, recordFor } from '../../server/workflow/apiFlow.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 150_000 });

describe.each(databaseTargets())('QC verdict re-opened by changed results on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let sheetId: number, qcId: number;
  const pw = '123456';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-qcreopen-'));
  const post = (url: string, who: string, body: unknown) => t.call('POST', url, { token: tok[who], body });
  const form = async (resource: string, id: number) => (await t.call('GET', `/admin/api/v1/${resource}/${id}/form`, { token: tok.admin })).body.data;

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    tok = Object.fromEntries(await Promise.all(['admin', 'analyst', 'checker', 'reviewer', 'qa'].map(async (u) => [u, await t.login(u)])));
    const nh3 = (await t.database.db.selectFrom('parameters').select('id').where('code', '=', 'W-NH3N').executeTakeFirstOrThrow()).id;
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      {
        clientId,
        until: 'submitted',
        points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [nh3], timesPerDay: 2 }],
      },
    );
    [sheetId] = flow.sheetIds;
    qcId = flow.qcId!;
    expect((await post('/admin/qc/evaluate', 'qa', { id: qcId })).body.data.status).toBe('passed');
  }, 150_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Return the checked sheet, enter its record again (changed by `edit`), submit and check it. */
  async function resubmit(edit: (rows: Array<{ sampleId: string; inputs: Record<string, string> }>, shown: any) => void) {
    expect((await post('/admin/analysis/check', 'checker', { id: sheetId, password: pw })).status).toBe(200);
    expect((await post('/admin/analysis/return', 'reviewer', { id: sheetId, reason: '复核' })).status).toBe(200);
    const shown = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: sheetId })).body.data;
    const record = recordFor(shown, (await form('qcSheets', qcId)).items);
    edit(record.rows as never, shown);
    expect((await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: sheetId, ...record })).status).toBe(200);
    const sub = await post('/admin/analysis/submit', 'analyst', { id: sheetId, password: pw });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
  }

  it('keeps the verdict when the values come back the same', async () => {
    await resubmit(() => {});
    expect((await form('qcSheets', qcId)).status).toBe('passed');
  });

  it("re-opens it when a routine sample's values change, audited, and the gate refuses review until it is judged again", async () => {
    const before = await form('qcSheets', qcId);
    await resubmit((rows, shown) => {
      const routine = rows.find((r) => !shown.samples.find((s: { sampleNo: string; qcType?: string }) => s.sampleNo === r.sampleId).qcType)!;
      const [key, v] = Object.entries(routine.inputs).find(([, x]) => /^\d+(\.\d+)?$/.test(String(x)))!;
      routine.inputs[key] = new Decimal(String(v)).times('1.1').toFixed(String(v).split('.')[1]?.length ?? 0);
      expect(routine.inputs[key]).not.toBe(v);
    });
    const reopened = await form('qcSheets', qcId);
    expect(reopened.status).toBe('executed');
    expect(reopened.version).toBe(before.version + 1);
    expect(reopened.evaluation.reopened).toMatchObject({ analysisSheetId: sheetId, verdict: 'passed' });
    const audit = await t.database.db
      .selectFrom('adminLogs')
      .select(['action', 'reason'])
      .where('entity', '=', 'qcSheets')
      .where('entityId', '=', String(qcId))
      .where('action', '=', 'transition:reopen')
      .execute();
    expect(audit).toEqual([{ action: 'transition:reopen', reason: (await form('analysisSheets', sheetId)).analysisNo }]);
    expect((await post('/admin/analysis/check', 'checker', { id: sheetId, password: pw })).status).toBe(200);
    const refused = await post('/admin/analysis/review', 'reviewer', { id: sheetId, password: pw });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`质控单 ${reopened.qcNo} 尚未评价：分析单不能审核或锁定`);
    const again = (await post('/admin/qc/evaluate', 'qa', { id: qcId })).body.data;
    expect(['passed', 'failed']).toContain(again.status);
  });
});
