// A client generated from the served document (openapi-typescript types + openapi-fetch) drives an order to an
// issued report. `tsc` checks every call against the generated types; the test checks the types are current.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import createClient from 'openapi-fetch';
import type { paths } from './client/lims-api.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { typesOf, TYPES_FILE } from '../../scripts/openapi-types.ts';
import { recordFor } from '../../server/workflow/apiFlow.ts';
import { withDemoValues } from '../../server/analysis/recordFill.ts';
import type { LimsParameter } from '../../server/analysis/templates.ts';

type Row = Record<string, any>;

describe('a client generated from the OpenAPI document', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-client-'));
    t = await startTestApp('sqlite', { DATA_DIR: dataDir });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** openapi-fetch over the app itself (inject): the same requests a remote client sends, without a socket */
  const fetchViaApp = async (req: Request): Promise<Response> => {
    const url = new URL(req.url);
    const payload = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
    const res = await t.app.inject({ method: req.method as 'GET', url: url.pathname + url.search, headers: Object.fromEntries(req.headers), payload });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };

  it('has current types: tests/api/client/lims-api.ts is what scripts/openapi-types.ts makes of the served document', async () => {
    const doc = (await t.call('GET', '/admin/api-docs/openapi.json')).body;
    const fresh = await typesOf(doc);
    // on a mismatch: npm run openapi:types
    expect(fresh === fs.readFileSync(TYPES_FILE, 'utf8'), 'generated client types are stale: run npm run openapi:types').toBe(true);
  }, 120_000);

  it('creates an order and takes it to an issued report, each step as its role', async () => {
    const anonymous = createClient<paths>({ baseUrl: 'http://lims.test', fetch: fetchViaApp });
    const as = async (username: string) => {
      const { data, error } = await anonymous.POST('/admin/index/login', {
        // the test captcha, as the UI always sends one: nine logins at once from one address are more than its free checks
        body: { username, password: '123456', type: 'web-admin', captchaKey: 'test', captchaCode: '1234' },
      });
      expect(error).toBeUndefined();
      const token = (data!.data as { token: string }).token;
      // the documented scheme: the raw token in Authorization
      return createClient<paths>({ baseUrl: 'http://lims.test', fetch: fetchViaApp, headers: { Authorization: token } });
    };
    const ok = <T>(r: { data?: { data: T }; error?: unknown; response: Response }, what: string): T => {
      if (!r.data) throw new Error(`${what}: ${r.response.status} ${JSON.stringify(r.error).slice(0, 300)}`);
      return r.data.data;
    };
    const [clerk, sampler, qa, labadmin, analyst, checker, reviewer, writer, signatory] = await Promise.all(
      ['clerk', 'sampler', 'qa', 'labadmin', 'analyst', 'checker', 'reviewer', 'writer', 'signatory'].map(as),
    );

    const clients = ok(await clerk.GET('/admin/api/v1/clients/options', { params: { query: { q: '' } } }), 'clients');
    const items = ok(await clerk.GET('/admin/api/v1/parameters/page', { params: { query: { q: 'W-', pageSize: 500 } } }), 'parameters').list;
    const pid = items.find((p) => p.code === 'W-COD')!.id;

    // 委托 → 受理
    const draft = ok(
      await clerk.POST('/admin/order/order_add_cg', { body: { clientId: clients[0].value, projectName: '生成的客户端', category: 'commissioned' } }),
      'order',
    ) as Row;
    ok(
      await clerk.POST('/admin/order/order_add_cg', { body: { id: draft.id, points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [pid] }] } }),
      'points',
    );
    ok(await clerk.POST('/admin/order/submit', { body: { id: draft.id } }), 'submit');
    ok(await clerk.POST('/admin/order/accept', { body: { id: draft.id, capability: true, method: true, turnaroundDays: 10, outcome: 'pass' } }), 'accept');
    const order = ok(await clerk.GET('/admin/api/v1/orders/{id}/form', { params: { path: { id: String(draft.id) } } }), 'order form');
    expect(order.status).toBe('accepted');

    // 任务 → 采样 → 交接 → 质控
    const { task, samples } = ok(await sampler.POST('/admin/task/create_from_order', { body: { orderId: draft.id } }), 'task') as Row;
    const sampledAt = new Date(Date.now() - 2 * 3600_000).toISOString();
    ok(
      await sampler.POST('/admin/task/sampling', {
        body: { taskId: task.id, samples: samples.map((s: Row) => ({ id: s.id, sampledAt })), weather: '晴', airTemperature: '20.5', airPressureKpa: '101.3' },
      }),
      'sampling',
    );
    ok(
      await sampler.POST('/admin/task/receive', {
        body: {
          id: task.id,
          samples: samples.map((s: Row) => ({ id: s.id, condition: '完好', containerIntact: true, preservationOk: true, receiptTemperature: '4.0' })),
        },
      }),
      'receive',
    );
    const planned = ok(await qa.POST('/admin/qc/create', { body: { taskId: task.id } }), 'qc plan') as Row;
    const params = ok(await qa.GET('/admin/api/v1/parameters/page', { params: { query: { pageSize: 500 } } }), 'parameters').list;
    const qc = ok(
      await qa.POST('/admin/qc/save', {
        body: { id: planned.id, version: planned.version, items: withDemoValues(planned.items, params as unknown as LimsParameter[]) },
      }),
      'qc save',
    ) as Row;

    // 分析 → 校核 → 审核
    ok(await labadmin.POST('/admin/task/start_analysis', { body: { id: task.id } }), 'start analysis');
    const sheets = ok(await labadmin.GET('/admin/api/v1/analysisSheets/page', { params: { query: { taskId: task.id, pageSize: 100 } } }), 'sheets').list;
    expect(sheets.length).toBeGreaterThan(0);
    const qcSheet = ok(await qa.GET('/admin/api/v1/qcSheets/{id}/form', { params: { path: { id: String(qc.id) } } }), 'qc sheet');
    for (const s of sheets) {
      const who = ok(await labadmin.GET('/admin/analysis/analysts', { params: { query: { id: s.id } } }), 'analysts');
      const pick = who.find((w) => w.qualified && w.name === '张分析') ?? who.find((w) => w.qualified)!;
      ok(await labadmin.POST('/admin/analysis/issued', { body: { id: s.id, analystId: pick.userId } }), 'assign');
      ok(await analyst.POST('/admin/analysis/confirm_ok', { body: { id: s.id } }), 'confirm');
      const shown = ok(await analyst.POST('/admin/analysis/show_cgorder', { body: { analysisSheetId: s.id } }), 'show record');
      const rec = recordFor(shown as never, (qcSheet.items ?? []) as never);
      // the curve and QC inputs are typed as the template engine reads them: the record the UI builds is the body
      ok(await analyst.POST('/admin/analysis/add_cgorder', { body: { analysisSheetId: s.id, ...rec } }), 'save record');
      ok(await analyst.POST('/admin/analysis/submit', { body: { id: s.id, password: '123456' } }), 'submit sheet');
    }
    ok(await qa.POST('/admin/qc/evaluate', { body: { id: qc.id } }), 'qc evaluate');
    for (const s of sheets) {
      ok(await checker.POST('/admin/analysis/check', { body: { id: s.id, password: '123456' } }), 'check');
      ok(await reviewer.POST('/admin/analysis/review', { body: { id: s.id, password: '123456' } }), 'review');
      ok(await reviewer.POST('/admin/analysis/lock', { body: { id: s.id, password: '123456' } }), 'lock');
    }

    // 报告 → 签发
    const report = ok(
      await writer.POST('/admin/report/draft', { body: { orderId: draft.id, type: 'detect', limitStandard: 'GB 8978-1996 表4 一级' } }),
      'report',
    ) as Row;
    ok(await writer.POST('/admin/report/submit', { body: { id: report.id } }), 'report submit');
    ok(await labadmin.POST('/admin/report/review', { body: { id: report.id, password: '123456' } }), 'report review');
    ok(await signatory.POST('/admin/report/approve', { body: { id: report.id, password: '123456' } }), 'approve');
    ok(await signatory.POST('/admin/report/issue', { body: { id: report.id, password: '123456' } }), 'issue');
    const issued = ok(await writer.GET('/admin/api/v1/reports/{id}/form', { params: { path: { id: String(report.id) } } }), 'report form');
    expect(issued.status).toBe('issued');
    const pdf = await writer.GET('/admin/report/{id}/pdf', { params: { path: { id: String(report.id) } }, parseAs: 'arrayBuffer' });
    expect(pdf.response.status).toBe(200);
    expect(
      Buffer.from(pdf.data as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 180_000);
});
