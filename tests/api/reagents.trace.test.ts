// Issue 34 items 3 and 4 through the HTTP API on both databases: a raw record names the solutions its curve, spike and
// calibration check used; an expired, used-up, unapproved, withdrawn or another item's solution is refused naming
// solutionUses.<i>.solutionId with the reason, nothing written; each record version keeps its own choice; a result
// traces back to the CRM lot and its certificate, a lot forwards to every solution, record, sheet, result and issued
// report (and the same as an Excel file); a recall withdraws every solution made from the lot.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow, recordFor } from '../../server/workflow/apiFlow.ts';
import { reagentChain, type ReagentChain } from './reagentFixtures.ts';
import { inUnit } from '../../server/workflow/store.ts';
import { seedContext } from '../../server/seed/insert.ts';
import { withdrawMadeFrom } from '../../server/reagents/trace/recall.ts';
import { seedSolutionUses } from '../../server/seed/solutionUses.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

describe.each(databaseTargets())('solutions used by a raw record, traced both ways, on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let p: Record<string, number>;
  let clientId: number;
  let chain: ReagentChain;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-trace-'));
  const post = (url: string, who: string, body: unknown, lang = 'zh-CN') => t.call('POST', url, { token: tok[who], body, lang });
  const get = (url: string, who = 'analyst') => t.call('GET', url, { token: tok[who] });
  const flow = (o: Partial<Parameters<typeof runFlow>[2]>) =>
    runFlow(
      (m, u, opts) => t.call(m, u, opts),
      (u) => t.login(u),
      { clientId, sampledHoursAgo: 1, points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-NH3N']], timesPerDay: 1 }], ...o },
    );
  const versions = async (sheetId: number) =>
    (
      await t.database.db
        .selectFrom('rawRecords')
        .select(['recordVersion', 'solutionUses'])
        .where('analysisSheetId', '=', sheetId)
        .orderBy('recordVersion')
        .execute()
    ).map((r) => ({ v: Number(r.recordVersion), uses: typeof r.solutionUses === 'string' ? JSON.parse(r.solutionUses) : r.solutionUses }));

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    tok = Object.fromEntries(await Promise.all(['admin', 'analyst', 'checker', 'writer', 'qa'].map(async (u) => [u, await t.login(u)])));
    p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    chain = await reagentChain(t.app, p, target);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses an unusable solution by field with the reason, writes nothing, and keeps the choice per record version', async () => {
    const f = await flow({ until: 'assigned' });
    const id = f.sheetIds[0];
    expect((await post('/admin/analysis/confirm_ok', 'analyst', { id })).status).toBe(200);
    const shown = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: id })).body.data;
    const qc = (await get(`/admin/api/v1/qcSheets/${f.qcId}/form`, 'admin')).body.data;
    const record = recordFor(shown, qc.items);
    const save = (solutionUses: unknown, lang = 'zh-CN') =>
      post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: id, ...record, solutionUses }, lang);
    const refusals: Array<[number, string, string]> = [
      [chain.expiredId, '已过有效期', 'expired'],
      [chain.usedUpId, '已用完或废弃', 'used up or discarded'],
      [chain.preparedId, '未经批准', 'not approved'],
      [chain.withdrawnId, '来源批次已召回', 'its source lot was recalled'],
      [chain.otherItemId, '化学需氧量', 'prepared for the test item'],
    ];
    for (const [solutionId, zh, en] of refusals) {
      const uses = [
        { use: 'spike', solutionId: chain.workingId },
        { use: 'curve', solutionId },
      ];
      const res = await save(uses);
      expect(res.status, zh).toBe(400);
      expect(res.body.data.errors[0].field).toBe('solutionUses.1.solutionId');
      expect(res.body.data.errors[0].message).toContain(zh);
      const sol = (await get(`/admin/api/v1/solutions/${solutionId}/form`, 'analyst')).body.data;
      expect(res.body.data.errors[0].message).toContain(sol.solutionNo);
      const inEnglish = await save(uses, 'en');
      expect(inEnglish.body.data.errors[0].message).toContain(en);
    }
    expect(await versions(id)).toEqual([]);
    expect((await get(`/admin/api/v1/analysisSheets/${id}/form`, 'admin')).body.data.status).toBe('received');
    // an id no solution has is refused by field too (the reference check or ours)
    const none = await save([{ use: 'curve', solutionId: 999_999 }]);
    expect(none.status).toBe(400);
    expect(none.body.data.errors[0].field).toMatch(/^solutionUses\.0/);

    // the working solution, valid today: saved with the draft, kept by submit
    expect((await save([{ use: 'curve', solutionId: chain.workingId }])).status).toBe(200);
    expect((await post('/admin/analysis/submit', 'analyst', { id, password: '123456' })).status).toBe(200);
    // a return starts version 2, which names the stock solution instead; version 1 keeps the working one
    expect((await post('/admin/analysis/return', 'checker', { id, reason: '曲线重做' })).status).toBe(200);
    expect((await save([{ use: 'curve', solutionId: chain.stockId }])).status).toBe(200);
    expect(await versions(id)).toEqual([
      { v: 1, uses: [{ use: 'curve', solutionId: chain.workingId }] },
      { v: 2, uses: [{ use: 'curve', solutionId: chain.stockId }] },
    ]);
    // the record as the screens read it names the choice
    const again = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: id })).body.data;
    expect(again.record.solutionUses).toEqual([{ use: 'curve', solutionId: chain.stockId }]);
  });

  it('traces a result back to the CRM certificate, and the lot forwards to the issued report (also as Excel)', async () => {
    const f = await flow({ until: 'issued', solutionUses: [{ use: 'curve', solutionId: chain.workingId }] });
    const result = await t.database.db.selectFrom('results').select(['id']).where('analysisSheetId', '=', f.sheetIds[0]).executeTakeFirstOrThrow();
    const back = await get(`/admin/reagents/trace/result/${result.id}`);
    expect(back.status).toBe(200);
    const b = back.body.data;
    expect(b.sheet.id).toBe(f.sheetIds[0]);
    expect(b.record).toMatchObject({ recordVersion: 1, draft: false, uses: [{ use: 'curve', solutionId: chain.workingId }] });
    expect(b.solutions.map((s: { id: number }) => s.id).sort()).toEqual([chain.stockId, chain.workingId].sort());
    // who prepared it by name, not login
    expect(b.solutions.find((s: { id: number }) => s.id === chain.workingId).preparedBy).toBe('张分析');
    expect(b.solutions.find((s: { id: number }) => s.id === chain.workingId).parents).toEqual([
      { lotId: null, solutionId: chain.stockId, amount: '1', amountUnit: 'mL' },
    ]);
    expect(b.lots).toHaveLength(1);
    expect(b.lots[0]).toMatchObject({
      id: chain.lotId,
      certificateFile: expect.stringContaining('cert-'),
      certifiedValue: expect.stringMatching(/^500(\.0+)?$/),
      certifiedU: expect.stringMatching(/^5(\.0+)?$/),
      certifiedK: expect.stringMatching(/^2(\.0+)?$/),
      material: { referenceNo: 'GBW(E)081549', kind: 'crm' },
    });

    const fwd = await get(`/admin/reagents/trace/lot/${chain.lotId}`);
    expect(fwd.status).toBe(200);
    const l = fwd.body.data;
    // every solution made from the lot, through the stock: the seven of the chain
    expect(l.solutions).toHaveLength(7);
    expect(l.sheets.map((s: { id: number }) => s.id)).toContain(f.sheetIds[0]);
    expect(l.results.map((r: { id: number }) => r.id)).toContain(result.id);
    const report = (await get(`/admin/api/v1/reports/${f.reportId}/form`, 'admin')).body.data;
    expect(l.reports).toEqual([expect.objectContaining({ id: f.reportId, reportNo: report.reportNo, status: 'issued' })]);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/admin/reagents/trace/lot/${chain.lotId}/export`,
      headers: { authorization: `Bearer ${tok.analyst}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['批次', '配制溶液', '原始记录', '分析单', '检测结果', '报告单']);
    const cells = (name: string) =>
      wb
        .getWorksheet(name)!
        .getSheetValues()
        .flat()
        .map((v) => String(v ?? ''));
    expect(cells('批次')).toContain('GBW(E)081549');
    expect(cells('配制溶液')).toContain(chain.no.working);
    expect(cells('配制溶液')).toContain('可使用');
    expect(cells('报告单')).toContain(report.reportNo);
    expect(cells('原始记录').some((c) => c.includes(`校准曲线：${chain.no.working}`))).toBe(true);
  });

  it('answers 403 without the reagent perm, and 404 for a lot that does not exist', async () => {
    expect((await get(`/admin/reagents/trace/lot/${chain.lotId}`, 'writer')).status).toBe(403);
    expect((await get('/admin/reagents/trace/lot/999999', 'analyst')).status).toBe(404);
  });

  it("the demo's link: the reported ammonia-nitrogen record names the working solution, and the lot's recall view lists its results and report", async () => {
    const { recordId, solutionId } = await inUnit(seedContext(t.app.lims), (u) => seedSolutionUses(u, p));
    expect(solutionId).toBe(chain.workingId);
    const rec = await t.database.db.selectFrom('rawRecords').select(['analysisSheetId', 'draft']).where('id', '=', recordId).executeTakeFirstOrThrow();
    expect(Boolean(rec.draft)).toBe(false);
    const l = (await get(`/admin/reagents/trace/lot/${chain.lotId}`)).body.data;
    expect(l.sheets.map((s: { id: number; status: string }) => `${s.id}:${s.status}`)).toContain(`${rec.analysisSheetId}:locked`);
    const nh3n = l.results.filter((r: { analysisSheetId: number; parameter: string }) => r.analysisSheetId === rec.analysisSheetId);
    expect(nh3n.length).toBeGreaterThan(0);
    expect(new Set(nh3n.map((r: { parameter: string }) => r.parameter))).toContain('氨氮');
    expect(l.reports.some((r: { title: string; status: string }) => r.status === 'issued' && r.title.includes('第二季度'))).toBe(true);
  });

  /** the reason the audit log gives for a solution's withdrawal */
  const withdrawReason = async (solutionId: number) =>
    (
      await t.database.db
        .selectFrom('adminLogs')
        .select(['reason'])
        .where('entity', '=', 'solutions')
        .where('entityId', '=', String(solutionId))
        .where('action', '=', 'transition:withdraw')
        .executeTakeFirstOrThrow()
    ).reason;
  it('a recall withdraws every solution still in use made from the lot, transitively', async () => {
    const other = await reagentChain(t.app, p, `${target}r`);
    const done = await inUnit(seedContext(t.app.lims), (u) => withdrawMadeFrom(u, other.lotId, '证书值有误，供应商召回'));
    // approved or prepared: stock, working, expired, prepared, cod; used up and already withdrawn are left
    expect(done.sort()).toEqual([other.stockId, other.workingId, other.expiredId, other.preparedId, other.otherItemId].sort());
    const states = await t.database.db.selectFrom('solutions').select(['id', 'status']).where('id', 'in', done).execute();
    expect(new Set(states.map((s) => s.status))).toEqual(new Set(['withdrawn']));
    expect(await withdrawReason(other.workingId)).toBe('证书值有误，供应商召回');
    // the first chain is untouched
    expect((await t.database.db.selectFrom('solutions').select('status').where('id', '=', chain.workingId).executeTakeFirstOrThrow()).status).toBe('approved');
  });
  it("QA's recall of a lot, the lot's own signed-off step, withdraws what was made from it with the recall named as the reason", async () => {
    const other = await reagentChain(t.app, p, `${target}q`);
    const lot = (await get(`/admin/api/v1/materialLots/${other.lotId}/form`, 'qa')).body.data;
    const r = await post(`/admin/api/v1/materialLots/${other.lotId}/transitions/recall`, 'qa', { version: lot.version, reason: '供应商通知：证书值有误' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const states = await t.database.db.selectFrom('solutions').select(['id', 'status']).where('id', 'in', [other.stockId, other.workingId]).execute();
    expect(states.map((s) => s.status)).toEqual(['withdrawn', 'withdrawn']);
    expect(await withdrawReason(other.stockId)).toBe(`来源批次 ${lot.lotNo} 已召回`);
  });
});
