import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { pdfPages } from '../setup/pdfText.ts';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { renderReport, type ReportDocument } from '../../server/reports/pdf.ts';

// whole workflows per test: generous limits for a loaded 2-core machine (they take 1–3 s when idle)
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe.each(databaseTargets())('reports: drafting, review, signatory approval, issued PDF, amendment on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let p: Record<string, number>;
  let orderId: number;
  let qcId: number, taskId: number;
  let reportId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-report-'));
  const post = (url: string, who: string, body: unknown) => t.call('POST', url, { token: tok[who], body, lang: 'en' });
  const form = async (id: number) => (await t.call('GET', `/admin/api/v1/reports/${id}/form`, { token: tok.admin })).body.data;

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    tok = Object.fromEntries(await Promise.all(['admin', 'labadmin', 'writer', 'signatory', 'analyst'].map(async (u) => [u, await t.login(u)])));
    p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      {
        clientId,
        until: 'submitted',
        points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-COD'], p['W-NH3N'], p['W-PH']], timesPerDay: 2 }],
      },
    );
    orderId = flow.orderId;
    qcId = flow.qcId!;
    taskId = flow.taskId!;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('drafts only from reviewed results, and issue needs every included result reviewed', async () => {
    const none = await post('/admin/report/draft', 'writer', { orderId });
    expect(none.status).toBe(409); // results submitted, not reviewed
    const samples = (await t.call('GET', `/admin/lecture/time?orderId=${orderId}`, { token: tok.writer })).body.data.list;
    const routine = [...new Set(samples.filter((r: { qcType: string | null }) => !r.qcType).map((r: { sampleId: number }) => r.sampleId))];
    const early = (await post('/admin/report/draft', 'writer', { orderId, sampleIds: routine, parameterIds: [p['W-COD']] })).body.data;
    expect(early.status).toBe('drafting');
    expect((await post('/admin/report/submit', 'writer', { id: early.id })).status).toBe(409);
    // finish the analysis: check, review, lock as the right people
    // this order's sheets (the seed's submitted sheets wait for their own QC)
    const sheets = (await t.call('GET', `/admin/api/v1/analysisSheets/page?pageSize=50&taskId=${taskId}`, { token: tok.admin })).body.data.list.filter(
      (s: { status: string }) => s.status === 'submitted',
    );
    const [checker, reviewer, qa] = await Promise.all(['checker', 'reviewer', 'qa'].map((u) => t.login(u)));
    // the QC covering the sheets is evaluated before their review (the QC gate)
    expect((await t.call('POST', '/admin/qc/evaluate', { token: qa, body: { id: qcId } })).body.data.status).toBe('passed');
    for (const s of sheets) {
      expect((await t.call('POST', '/admin/analysis/check', { token: checker, body: { id: s.id, password: '123456' } })).status).toBe(200);
      expect((await t.call('POST', '/admin/analysis/review', { token: reviewer, body: { id: s.id, password: '123456' } })).status).toBe(200);
    }
    // what the drafting screen offers: the routine samples with reviewed results and their reviewed parameters
    const offered = (await t.call('GET', `/admin/report/candidates?orderId=${orderId}`, { token: tok.writer })).body.data;
    expect(offered.samples.map((x: { id: number }) => x.id)).toEqual(routine);
    expect(offered.parameters.map((x: { id: number }) => x.id).sort()).toEqual([p['W-COD'], p['W-NH3N'], p['W-PH']].sort());
    expect((await t.call('GET', `/admin/report/candidates?orderId=${orderId}`, { token: tok.analyst })).status).toBe(403);
    const draft = (
      await post('/admin/report/draft', 'writer', {
        orderId,
        limitStandard: 'GB 8978-1996 表4 一级',
        limits: { [p['W-COD']]: '≤100', [p['W-PH']]: '6~9', [p['W-NH3N']]: '≤0.1' },
      })
    ).body.data;
    expect(draft).toMatchObject({ status: 'drafting', preparedBy: expect.any(Number) });
    expect(draft.reportNo).toMatch(/^BG\d{8}$/);
    expect(draft.sampleIds).toEqual(routine);
    reportId = draft.id;
  });

  it('judges each result against its limit by the full value (GB/T 8170-2008 §4.3.1) and states the rule', async () => {
    const report = await form(reportId);
    const stored = await t.database.db.selectFrom('results').selectAll().where('sampleId', 'in', report.sampleIds).execute();
    const of = (pid: number) => stored.filter((r) => r.parameterId === pid);
    // the flow's records: COD 98.392 reported "98" (HJ 828, integer), pH 7.36 reported "7.4"; the full value is kept
    expect(of(p['W-COD']).map((r) => [r.value, r.fullValue])).toEqual([
      ['98', '98.392'],
      ['98', '98.392'],
    ]);
    expect(of(p['W-PH']).map((r) => [r.value, r.fullValue])).toEqual([
      ['7.4', '7.36'],
      ['7.4', '7.36'],
    ]);
    // at the limit the two comparisons disagree: 98.392 > 98 does not conform though "98" ≤ 98 would; 7.36 lies in
    // 6~7.38 though "7.4" would not (GB/T 8170-2008 §4.3.1, the full value, is the templates' rule)
    const limits = { [p['W-COD']]: '≤98', [p['W-PH']]: '6~7.38' };
    expect((await post('/admin/report/save_draft', 'writer', { id: reportId, limits })).status).toBe(200);
    const doc = (await t.call('GET', `/admin/report/preview?id=${reportId}`, { token: tok.writer })).body.data.document;
    const row = (name: string) =>
      doc.rows
        .filter((r: { parameter: string }) => r.parameter === name)
        .map((r: { result: string; judgement: string; verdict: string }) => [r.result, r.judgement, r.verdict]);
    // COD lies within U of the limit (|98.4 − 98| ≤ U, the demo's approved COD uncertainty, 3.94 %): U is printed beside
    // it and the result aligned to U's last digit (CNAS-CL01-G003, issue 33), which shows the full value's 98.4
    expect(row('化学需氧量')).toEqual([
      ['98.4', '不符合', 'notConform'],
      ['98.4', '不符合', 'notConform'],
    ]);
    expect(row('pH值')).toEqual([
      ['7.4', '符合', 'conform'],
      ['7.4', '符合', 'conform'],
    ]);
    // the MDL each result was flagged with: HJ 1147-2020 states none for pH (the catalogue's 0.01 is not printed)
    const mdls = (name: string) => [...new Set(doc.rows.filter((r: { parameter: string }) => r.parameter === name).map((r: { mdl: string }) => r.mdl))];
    // ammonia nitrogen's is the lab's, verified by the demo's approved HJ 168 study (issue 32), not HJ 535's 0.025
    const verified = await t.database.db
      .selectFrom('methodVerifications')
      .select('verifiedMdl')
      .where('parameterId', '=', p['W-NH3N'])
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    expect([mdls('pH值'), mdls('化学需氧量'), mdls('氨氮')]).toEqual([['—'], ['4'], [String(verified.verifiedMdl)]]);
    expect(doc.decisionRules).toEqual([
      {
        comparison: 'full',
        basis: {
          zh: expect.stringContaining('GB/T 8170-2008 §4.3.1（全数值比较法'),
          en: expect.stringContaining('GB/T 8170-2008 §4.3.1 (full-value comparison'),
        },
      },
    ]);
    expect(doc.comparedRounded).toBeUndefined();
  });

  it("keeps notes editable while drafting, refuses self-review and approval outside a signatory's scope", async () => {
    expect(
      (await post('/admin/report/update_notes', 'writer', { id: reportId, notes: '样品由本实验室采集，检测结果仅对本次样品负责。' })).body.data.notes,
    ).toContain('本实验室');
    const limits = { [p['W-COD']]: '≤100', [p['W-PH']]: '6~9', [p['W-NH3N']]: '≤0.1' };
    const edited = (await post('/admin/report/save_draft', 'writer', { id: reportId, limits, conclusion: '所测项目均符合标准限值。' })).body.data;
    expect(edited).toMatchObject({ limits, conclusion: '所测项目均符合标准限值。', notes: expect.stringContaining('本实验室') });
    expect(edited.sampleIds.length).toBeGreaterThan(0); // untouched fields are kept
    const preview = (await t.call('GET', `/admin/report/preview?id=${reportId}`, { token: tok.writer })).body.data.document.rows;
    expect(preview.find((r: { parameter: string }) => r.parameter === '化学需氧量')).toMatchObject({ limit: '≤100', judgement: '符合' });
    expect((await post('/admin/report/update_notes', 'analyst', { id: reportId, notes: 'x' })).status).toBe(403);
    expect((await post('/admin/report/submit', 'writer', { id: reportId })).body.data.status).toBe('in_review');
    expect((await t.call('PUT', `/admin/api/v1/reports/${reportId}`, { token: tok.writer, body: { version: 3, title: '改' } })).status).toBe(409);
    expect((await post('/admin/report/review', 'labadmin', { id: reportId })).status).toBe(400); // no password
    const reviewed = (await post('/admin/report/review', 'labadmin', { id: reportId, password: '123456' })).body.data;
    expect(reviewed.status).toBe('reviewed');
    const notSignatory = await post('/admin/report/approve', 'labadmin', { id: reportId, password: '123456' });
    expect(notSignatory.status).toBe(403); // reviewed it: cannot also approve
    expect((await post('/admin/report/approve', 'admin', { id: reportId, password: '123456' })).body.msg).toMatch(/not an authorised signatory/);
    // a report with a solid-waste item is outside 吴签字's scope
    const emp = await t.database.db.selectFrom('employees').select(['id', 'version']).where('name', '=', '吴签字').executeTakeFirstOrThrow();
    // (authorisedSignatory is repeated: a partial PUT currently re-applies schema defaults)
    await t.call('PUT', `/admin/api/v1/employees/${emp.id}`, {
      token: tok.admin,
      body: { version: emp.version, authorisedSignatory: true, signatoryScope: ['soil'] },
    });
    const outOfScope = await post('/admin/report/approve', 'signatory', { id: reportId, password: '123456' });
    expect(outOfScope.status).toBe(409);
    expect(outOfScope.body.msg).toContain('wastewater');
    await t.call('PUT', `/admin/api/v1/employees/${emp.id}`, {
      token: tok.admin,
      body: { version: emp.version + 1, authorisedSignatory: true, signatoryScope: ['water', 'wastewater'] },
    });
    expect((await post('/admin/report/approve', 'signatory', { id: reportId, password: '123456' })).body.data).toMatchObject({ status: 'approved' });
  });

  it('issues a signed PDF: Chinese text, page x of y, the number, {MDL}L, signatures; its SHA-256 is stored', async () => {
    expect((await post('/admin/report/issue', 'signatory', { id: reportId, password: 'nope!!' })).status).toBe(403);
    // two issues of the same version at once: one wins, the other gets 409, and the stored PDF is the winner's
    const { version } = await form(reportId);
    const both = await Promise.all([1, 2].map(() => post('/admin/report/issue', 'signatory', { id: reportId, version, password: '123456' })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const issued = both.find((r) => r.status === 200)!.body.data;
    expect(issued).toMatchObject({ status: 'issued', pdfPath: `reports/${issued.reportNo}-${issued.contentHash.slice(0, 16)}.pdf` });
    const file = fs.readFileSync(path.join(dataDir, issued.pdfPath));
    expect(crypto.createHash('sha256').update(file).digest('hex')).toBe(issued.contentHash);
    const res = await t.app.inject({ method: 'GET', url: `/admin/report/${reportId}/pdf`, headers: { authorization: `Bearer ${tok.writer}` } });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-sha256']).toBe(issued.contentHash);
    const pages = await pdfPages(res.rawPayload);
    const all = pages.join('\n');
    expect(all).toContain('华清环境检测有限公司');
    expect(all).toContain(`报告编号：${issued.reportNo}`);
    pages.forEach((text, i) => expect(text).toContain(`第 ${i + 1} 页 共 ${pages.length} 页`));
    expect(all).toContain('化学需氧量');
    expect(all).toMatch(/0\.025L|符合|不符合/);
    // the decision rule is stated with its clause (ISO/IEC 17025 §7.8.6), and no longer the rounded-value comparison
    expect(all).toContain('判定规则：GB/T 8170-2008 §4.3.1（全数值比较法，限值标准未规定其他比较方法）；全数值比较法以未经修约的检测结果与标准限值比较。');
    expect(all).toContain('低于检出限的结果：检出限不高于上限值时判为符合');
    expect(all).not.toContain('修约值比较法');
    for (const name of ['孙编制', '周主任', '吴签字']) expect(all).toContain(name);
    expect(all).toContain('——报告结束——');
    const order = (await t.call('GET', `/admin/api/v1/orders/${orderId}/form`, { token: tok.admin })).body.data;
    expect(order.status).toBe('reported');
    const sigs = await t.database.db
      .selectFrom('signatures')
      .selectAll()
      .where('entity', '=', 'reports')
      .where('entityId', '=', reportId)
      .orderBy('id')
      .execute();
    expect(sigs.map((s) => [s.meaning, s.signerName])).toEqual([
      ['review', '周主任'],
      ['approve', '吴签字'],
      ['issue', '吴签字'],
    ]);
    // a tampered file is noticed on download
    fs.appendFileSync(path.join(dataDir, issued.pdfPath), 'x');
    expect((await t.app.inject({ method: 'GET', url: `/admin/report/${reportId}/pdf`, headers: { authorization: `Bearer ${tok.writer}` } })).statusCode).toBe(
      409,
    );
    fs.writeFileSync(path.join(dataDir, issued.pdfPath), file);
  });

  it('never edits an issued report: an amendment replaces it and withdraws it when issued', async () => {
    const before = await form(reportId);
    expect((await t.call('PUT', `/admin/api/v1/reports/${reportId}`, { token: tok.writer, body: { version: before.version, title: 'x' } })).status).toBe(409);
    expect((await post('/admin/report/update_notes', 'writer', { id: reportId, notes: 'x' })).status).toBe(409);
    expect((await t.call('DELETE', `/admin/api/v1/reports/${reportId}`, { token: tok.admin })).status).toBe(409);
    expect((await post('/admin/report/amend', 'writer', { id: reportId })).status).toBe(400); // reason required
    const amendment = (await post('/admin/report/amend', 'writer', { id: reportId, reason: '限值标准版本更正' })).body.data;
    expect(amendment).toMatchObject({ status: 'drafting', replacesReportId: reportId, notes: '更正原因：限值标准版本更正' });
    expect(amendment.reportNo).not.toBe(before.reportNo);
    expect((await post('/admin/report/amend', 'writer', { id: reportId, reason: 'again' })).status).toBe(409);
    await post('/admin/report/submit', 'writer', { id: amendment.id });
    await post('/admin/report/review', 'labadmin', { id: amendment.id, password: '123456' });
    await post('/admin/report/approve', 'signatory', { id: amendment.id, password: '123456' });
    const issued = (await post('/admin/report/issue', 'signatory', { id: amendment.id, password: '123456' })).body.data;
    expect(issued.status).toBe('issued');
    const old = await form(reportId);
    expect(old).toMatchObject({ status: 'withdrawn', contentHash: before.contentHash, title: before.title });
    const text = (await pdfPages(fs.readFileSync(path.join(dataDir, issued.pdfPath)))).join('');
    expect(text).toContain(`本报告替代报告 ${before.reportNo}`);
    const log = await t.database.db
      .selectFrom('adminLogs')
      .select(['action', 'reason'])
      .where('entity', '=', 'reports')
      .where('entityId', '=', String(reportId))
      .where('action', '=', 'transition:withdraw')
      .executeTakeFirstOrThrow();
    expect(log.reason).toBe(`replaced by ${issued.reportNo}`);
    expect((await post('/admin/report/archive', 'signatory', { id: amendment.id })).body.data.status).toBe('archived');
    const time = (await t.call('GET', `/admin/lecture/time?reportId=${amendment.id}`, { token: tok.writer })).body.data.list;
    expect(time.length).toBeGreaterThan(0);
    expect(time.every((r: { state: string }) => ['met', 'exceeded'].includes(r.state))).toBe(true);
  });
});

describe('the report PDF renderer', () => {
  it('renders 500 result rows on numbered pages, with the last row and μ ℃ ≥ ≤ intact', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({
      sampleNo: `RW20261123001-${String(i + 1).padStart(3, '0')}`,
      point: `点位${i % 7}`,
      parameter: i % 2 ? '铅' : '水温',
      method: i % 2 ? 'HJ 700-2014' : 'GB 13195-91',
      unit: i % 2 ? 'μg/L' : '℃',
      mdl: '0.09',
      result: i % 5 ? `${(i % 40) + 1}.25` : '0.09L',
      limit: i % 2 ? '≤10' : '≥0',
      judgement: '符合',
    }));
    const doc: ReportDocument = {
      labName: '华清环境检测有限公司',
      reportNo: 'BG20269999',
      title: '大批量报告',
      typeLabel: '检测报告',
      client: { name: '江南化工有限公司' },
      project: { name: '大批量', orderNo: 'WT20261123999' },
      dates: {},
      rows,
      signatures: [
        { role: '编制', name: '孙编制' },
        { role: '审核', name: '周主任' },
        { role: '批准', name: '吴签字' },
        { role: '签发', name: '吴签字' },
      ],
      issuedAt: new Date().toISOString(),
    };
    const t0 = performance.now();
    const pdf = await renderReport(doc);
    const ms = performance.now() - t0;
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(10);
    expect(pages[pages.length - 1]).toContain(`第 ${pages.length} 页 共 ${pages.length} 页`);
    const all = pages.join('');
    // every row printed exactly once, in order, none lost at a page break
    const printed = [...all.matchAll(/RW20261123001-(\d{3})/g)].map((m) => Number(m[1]));
    expect(printed).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    // the table header repeats on every page that the results table spans; number and page x of y on each page
    const spanned = pages.filter((text) => /RW20261123001-\d{3}/.test(text));
    for (const text of spanned) expect(text).toContain('样品编号');
    pages.forEach((text, i) => {
      expect(text).toContain('报告编号：BG20269999');
      expect(text).toContain(`第 ${i + 1} 页 共 ${pages.length} 页`);
    });
    expect(pages[pages.length - 1]).toContain('——报告结束——');
    for (const ch of ['μg/L', '℃', '≥0', '≤10', '0.09L']) expect(all).toContain(ch);
    console.log(`500-row report: ${pages.length} pages, ${pdf.length} bytes, ${ms.toFixed(0)} ms`);
  }, 60_000);
});
