import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { connectStomp, collect, waitFor } from '../realtime/helpers.ts';
import { pdfText } from '../setup/pdfText.ts';
import { renderReport } from '../../server/reports/pdf.ts';

// whole workflows per test: generous limits for a loaded 2-core machine (they take 1–3 s when idle)
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe.each(databaseTargets())('the whole demo flow, order → issued report, on %s', (target) => {
  let t: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-flow-'));
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/ws`;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('walks every step as the role that does it, announcing each change on /topic/workflow', async () => {
    const watcher = await connectStomp(url, await t.login('labadmin'));
    const workflow = collect(watcher, '/topic/workflow');
    const analystClient = await connectStomp(url, await t.login('analyst'));
    const inbox = collect(analystClient, '/user/queue/message');
    const p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    const client = await t.database.db.selectFrom('clients').select('id').executeTakeFirstOrThrow();
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      {
        clientId: client.id,
        points: [
          { name: '总排口', matrix: 'wastewater', parameterIds: [p['W-COD'], p['W-NH3N'], p['W-PH'], p['W-SS']], days: 1, timesPerDay: 3 },
          { name: '雨水排口', matrix: 'wastewater', parameterIds: [p['W-COD'], p['W-BOD']] },
        ],
      },
    );
    const admin = await t.login('admin');
    const report = (await t.call('GET', `/admin/api/v1/reports/${flow.reportId}/form`, { token: admin })).body.data;
    expect(report.status).toBe('issued');
    expect(report.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await t.app.inject({ method: 'GET', url: `/admin/report/${flow.reportId}/pdf`, headers: { authorization: `Bearer ${admin}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const order = (await t.call('GET', `/admin/api/v1/orders/${flow.orderId}/form`, { token: admin })).body.data;
    expect(order.status).toBe('reported');
    const seen = () => workflow.map((m) => JSON.parse(m.body) as { resource: string; action: string; status?: string });
    await waitFor(() => seen().some((m) => m.resource === 'reports' && m.action === 'transition:issue'), 5000, 'report issue announced');
    const actions = new Set(seen().map((m) => `${m.resource}:${m.action}`));
    for (const a of [
      'orders:transition:accept',
      'tasks:transition:receive',
      'tasks:transition:startAnalysis',
      'analysisSheets:create',
      'analysisSheets:transition:issue',
      'analysisSheets:transition:submit',
      'results:create',
      'analysisSheets:transition:check',
      'analysisSheets:transition:review',
      'qcSheets:transition:pass',
      'reports:create',
      'reports:transition:approve',
      'orders:transition:report',
    ])
      expect(actions, a).toContain(a);
    await waitFor(() => inbox.length >= flow.sheetIds.length, 5000, 'assignment messages');
    const pushed = JSON.parse(inbox[0].body);
    expect(pushed).toMatchObject({ kind: 'assignment', analysisNo: expect.stringMatching(/^FX\d{11}$/), noticeId: expect.any(Number) });
    // the socket does not know its reader's language: the title comes in each, the client shows its own
    // …each naming what the sheet is about (issue 29): its items, method and sample count
    expect(pushed.titles).toEqual({
      'zh-CN': expect.stringMatching(new RegExp(`^新分析单待接收：${pushed.analysisNo}（.+，.+，\\d+ 个样品）$`)),
      en: expect.stringMatching(new RegExp(`^New analysis sheet to receive: ${pushed.analysisNo} \\(.+, .+, \\d+ samples?\\)$`)),
    });
    // the quality and field variants print what they are about: QC evaluations, the field record
    const writer = await t.login('writer');
    const quality = (await t.call('POST', '/admin/report/draft', { token: writer, body: { orderId: flow.orderId, type: 'quality' } })).body.data;
    const qdoc = (await t.call('GET', `/admin/report/preview?id=${quality.id}`, { token: writer })).body.data.document;
    expect(qdoc.qc.length).toBeGreaterThan(0);
    expect(qdoc.qc.find((q: { type: string; parameter: string }) => q.type === '实验室平行' && q.parameter === '化学需氧量')).toMatchObject({
      limit: '≤10%',
      verdict: '合格',
    });
    const text = await pdfText(await renderReport(qdoc));
    for (const s of ['质控报告', '质量控制结果', '实验室空白', '控制限']) expect(text).toContain(s);
    const field = (await t.call('POST', '/admin/report/draft', { token: writer, body: { orderId: flow.orderId, type: 'field' } })).body.data;
    const fdoc = (await t.call('GET', `/admin/report/preview?id=${field.id}`, { token: writer })).body.data.document;
    expect(fdoc.fieldConditions[0]).toMatch(/天气 晴，气温 20\.5 ℃，气压 101\.3 kPa/);
    expect(fdoc.qc).toBeUndefined();
    await watcher.deactivate();
    await analystClient.deactivate();
  });
});
