// Review that sees (issue 29): the trail keeps every step, a return (退回) and its reason included, after the record is
// submitted again; the signatory sends a reviewed report back with a reason (and may not without one); the QR code
// points at the lab's public address set in 系统配置 (checked when set, the request's address when not); a result the
// method reports in μg/L is printed in the limit's mg/L, moved exactly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { pdfText } from '../setup/pdfText.ts';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { recordFor, runFlow } from '../../server/workflow/apiFlow.ts';
import { inUnit } from '../../server/standards/judge.ts';
import { Dec } from '../../schemas/calc/decimal.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

describe('a printed value in another unit of its family', () => {
  it('moves the decimal point exactly, keeping the digits as reported', () => {
    expect(inUnit('5.2', 'μg/L', 'mg/L')).toBe('0.0052');
    expect(inUnit('5.20', 'μg/L', 'mg/L')).toBe('0.00520');
    expect(inUnit('0.09L', 'μg/L', 'mg/L')).toBe('0.00009L');
    expect(inUnit('<0.09', 'μg/L', 'mg/L')).toBe('<0.00009');
    expect(inUnit('0.52', 'mg/L', 'μg/L')).toBe('520');
    expect(inUnit('12.345', 'mg/m³', 'μg/m³')).toBe('12345');
    expect(inUnit('ND', 'μg/L', 'mg/L')).toBe('ND');
    // across families, or text that is no number: not converted
    expect(inUnit('5.2', 'μg/L', 'mg/kg')).toBeUndefined();
    expect(inUnit('5.2±0.1', 'μg/L', 'mg/L')).toBeUndefined();
  });
});

describe.each(databaseTargets())('review that sees, on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let p: Record<string, number>;
  let clientId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-review-'));
  const post = (url: string, who: string, body: unknown, lang = 'zh-CN') => t.call('POST', url, { token: tok[who], body, lang });
  const preview = async (id: number, who = 'signatory') => (await t.call('GET', `/admin/report/preview?id=${id}`, { token: tok[who] })).body.data;
  const flow = (o: Parameters<typeof runFlow>[2]) =>
    runFlow(
      (m, u, b) => t.call(m, u, b),
      (u) => t.login(u),
      o,
    );

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    const users = ['admin', 'labadmin', 'writer', 'signatory', 'analyst', 'checker', 'reviewer', 'qa'];
    tok = Object.fromEntries(await Promise.all(users.map(async (u) => [u, await t.login(u)])));
    p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let reportId: number;

  it("keeps a raw record's return and its reason in the trail after it is submitted again", async () => {
    const f = await flow({ clientId, until: 'submitted', points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-NH3N']] }] });
    expect((await post('/admin/qc/evaluate', 'qa', { id: f.qcId })).status).toBe(200);
    const [id] = f.sheetIds;
    expect((await post('/admin/analysis/check', 'checker', { id, password: '123456' })).status).toBe(200);
    const reason = '平行样相对偏差超出方法要求，请复核';
    expect((await post('/admin/analysis/return', 'reviewer', { id, reason })).status).toBe(200);
    // the analyst saves the record again (a new version) and submits it
    const items = (await t.call('GET', `/admin/api/v1/qcSheets/${f.qcId}/form`, { token: tok.qa })).body.data.items;
    const mine = (await t.call('GET', `/admin/analysis/show_cgorder?analysisSheetId=${id}`, { token: tok.analyst })).body.data;
    expect((await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: id, ...recordFor(mine, items) })).status).toBe(200);
    const again = await post('/admin/analysis/submit', 'analyst', { id, password: '123456' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const shown = (await t.call('GET', `/admin/analysis/show_cgorder?analysisSheetId=${id}`, { token: tok.checker })).body.data;
    // the sheet itself no longer holds the reason; the trail does, in order, with who and whether it was signed
    expect(shown.sheet.returnReason ?? null).toBeNull();
    const steps = shown.trail.map((s: { step: string }) => s.step);
    expect(steps.slice(-4)).toEqual(['submit', 'check', 'return', 'submit']);
    expect(shown.trail.at(-2)).toMatchObject({ step: 'return', name: '钱审核', reason, signed: false });
    expect(shown.trail.at(-3)).toMatchObject({ step: 'check', name: '赵校核', reason: null, signed: true });
    expect(shown.trail.at(-1)).toMatchObject({ step: 'submit', name: '张分析', signed: true });
    // …and the checker, who now checks it again, is not stopped by the old round's signature
    expect((await post('/admin/analysis/check', 'checker', { id, password: '123456' })).status).toBe(200);
    for (const step of ['review', 'lock']) expect((await post(`/admin/analysis/${step}`, 'reviewer', { id, password: '123456' })).status).toBe(200);
    const draft = await post('/admin/report/draft', 'writer', { orderId: f.orderId, type: 'detect' });
    expect(draft.status).toBe(200);
    reportId = draft.body.data.id;
    expect((await post('/admin/report/submit', 'writer', { id: reportId })).status).toBe(200);
    expect((await post('/admin/report/review', 'labadmin', { id: reportId, password: '123456' })).status).toBe(200);
    // what the report stands on: the sheet and the QC sheet covering it, for the signatory to open
    const { sources } = await preview(reportId);
    expect(sources.sheets).toEqual([expect.objectContaining({ id, templateId: 'water-tmpl47', status: 'locked', parameters: ['氨氮'] })]);
    expect(sources.qcSheets).toEqual([expect.objectContaining({ id: f.qcId, status: 'passed' })]);
    // the signatory reads what is behind it, with no refusal
    expect((await t.call('GET', `/admin/analysis/show_cgorder?analysisSheetId=${id}`, { token: tok.signatory })).status).toBe(200);
    expect((await t.call('GET', `/admin/api/v1/qcSheets/${f.qcId}/form`, { token: tok.signatory })).status).toBe(200);
    expect((await t.call('GET', `/admin/api/v1/orders/${f.orderId}/form`, { token: tok.signatory })).status).toBe(200);
  });

  it('lets the signatory send a reviewed report back, with a reason, through the workflow; the trail keeps it', async () => {
    const version = (await preview(reportId)).report.version;
    // no reason: refused by field, nothing changes
    const bare = await post('/admin/report/sendBack', 'signatory', { id: reportId, version }, 'en');
    expect(bare.status).toBe(400);
    expect(bare.body.data.errors[0].field).toBe('reason');
    // the writer may not; the signatory may not use the reviewer's return (report:review)
    expect((await post('/admin/report/sendBack', 'writer', { id: reportId, version, reason: 'x' })).status).toBe(403);
    expect((await post('/admin/report/return', 'signatory', { id: reportId, version, reason: 'x' })).status).toBe(403);
    const reason = '结论未写明执行标准的类别，请补充';
    const back = await post('/admin/report/sendBack', 'signatory', { id: reportId, version, reason });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ status: 'drafting', reviewedBy: null, approvedBy: null });
    // written again, reviewed again: the send-back and its reason stay in the trail, between the two reviews
    expect((await post('/admin/report/submit', 'writer', { id: reportId })).status).toBe(200);
    expect((await post('/admin/report/review', 'labadmin', { id: reportId, password: '123456' })).status).toBe(200);
    const { trail } = await preview(reportId);
    expect(trail.map((s: { step: string }) => s.step)).toEqual(['submit', 'review', 'sendBack', 'submit', 'review']);
    expect(trail[2]).toMatchObject({ step: 'sendBack', name: '吴签字', reason, signed: false });
    expect(trail[1]).toMatchObject({ step: 'review', name: '周主任', signed: true });
    // and now approved, as the next test issues it
    const v2 = (await preview(reportId)).report.version;
    expect((await post('/admin/report/approve', 'signatory', { id: reportId, version: v2, password: '123456' })).status).toBe(200);
  });

  it("lists the lab's public address in 系统配置, checks it, and the QR code uses it (else the request's address)", async () => {
    const configs = (await t.call('GET', '/admin/api/v1/configs/page?pageSize=100', { token: tok.admin })).body.data.list;
    const row = configs.find((c: { configKey: string }) => c.configKey === 'lab.publicUrl');
    expect(row).toMatchObject({ configName: '实验室对外地址（报告二维码）', configValue: '' });
    // unset: the address this server was reached at, and the screen is told so
    expect((await preview(reportId)).verify).toEqual({ base: 'http://localhost:80', configured: false });
    const put = (configValue: string, lang = 'zh-CN') =>
      t.call('PUT', `/admin/api/v1/configs/${row.id}`, { token: tok.admin, lang, body: { ...row, configValue } });
    for (const bad of ['lims.example.cn', 'ftp://lims.example.cn', 'https://lims.example.cn/?a=1']) {
      const refused = await put(bad, 'en');
      expect(refused.status, bad).toBe(400);
      expect(refused.body.data.errors).toEqual([expect.objectContaining({ field: 'configValue', message: expect.stringContaining('http:// or https://') })]);
    }
    expect((await put('https://lims.example.cn/')).status).toBe(200);
    expect((await preview(reportId)).verify).toEqual({ base: 'https://lims.example.cn', configured: true });
    const v = (await preview(reportId)).report.version;
    const issued = await post('/admin/report/issue', 'signatory', { id: reportId, version: v, password: '123456' });
    expect(issued.status).toBe(200);
    const text = await pdfText(fs.readFileSync(path.join(dataDir, issued.body.data.pdfPath)));
    expect(text).toContain(`https://lims.example.cn/verify/${issued.body.data.verifyCode}`);
    expect(text).not.toContain('localhost');
    // an issued report is never sent back (an amendment replaces it)
    expect((await post('/admin/report/sendBack', 'signatory', { id: reportId, version: issued.body.data.version, reason: 'x' })).status).toBe(409);
  });

  it('prints a lead result the method gives in μg/L in the limit’s mg/L, moved exactly, on the screen’s data and the PDF', async () => {
    // a fixture edition (made by QA through the library, signed) stating lead in mg/L, as GB 8978 does
    const fixture = await post('/admin/api/v1/limitStandards', 'qa', {
      standardNo: 'TEST 0029-2030',
      edition: '2030',
      title: '测试用铅限值',
      kind: 'discharge',
      matrix: 'water',
      effectiveFrom: '2030-01-01',
      classes: [{ code: 'A', label: 'A 类' }],
      rows: [{ table: '表1', analyte: '铅', classCode: 'A', limit: '≤0.05', unit: 'mg/L' }],
      signaturePassword: '123456',
    });
    expect(fixture.status).toBe(201);
    const f = await flow({
      clientId,
      until: 'issued',
      points: [{ name: '车间排口', matrix: 'water', parameterIds: [p['W-PB']], limitStandardId: fixture.body.data.id, limitClass: 'A' }],
    });
    const { document: doc, report } = await preview(f.reportId!, 'writer');
    const row = doc.rows.find((r: { parameter: string }) => r.parameter === '铅');
    const sample = await t.database.db.selectFrom('samples').select('id').where('sampleNo', '=', row.sampleNo).executeTakeFirstOrThrow();
    const stored = await t.database.db
      .selectFrom('results')
      .selectAll()
      .where('sampleId', '=', sample.id)
      .where('parameterId', '=', p['W-PB'])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ unit: 'mg/L', convertedFrom: 'μg/L', mdl: '0.00009', limit: '≤0.05' });
    // the same number, a thousand times smaller, with three more decimals: no digit gained or lost
    const shown = String(stored.display);
    expect(new Dec(row.result.replace(/L$/, '')).times(1000).eq(new Dec(shown.replace(/L$/, '')))).toBe(true);
    expect((row.result.split('.')[1] ?? '').replace(/L$/, '').length).toBe((shown.split('.')[1] ?? '').replace(/L$/, '').length + 3);
    const text = await pdfText(fs.readFileSync(path.join(dataDir, report.pdfPath)));
    expect(text).toContain('铅：方法以 μg/L 报出，结果与检出限已换算为标准限值的单位 mg/L');
    expect(text).toContain(row.result);
  });
});
