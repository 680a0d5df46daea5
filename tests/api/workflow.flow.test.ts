import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';

describe.each(databaseTargets())('the whole demo flow, order → issued report, on %s', (target) => {
  let t: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-flow-'));
  beforeAll(async () => { t = await startTestApp(target, { DATA_DIR: dataDir }); });
  afterAll(async () => { await t.close(); fs.rmSync(dataDir, { recursive: true, force: true }); });

  it('walks every step as the role that does it', async () => {
    const p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    const client = await t.database.db.selectFrom('clients').select('id').executeTakeFirstOrThrow();
    const flow = await runFlow((m, u, o) => t.call(m, u, o), (u) => t.login(u), {
      clientId: client.id,
      points: [
        { name: '总排口', matrix: 'wastewater', parameterIds: [p['W-COD'], p['W-NH3N'], p['W-PH'], p['W-SS']], days: 1, timesPerDay: 3 },
        { name: '雨水排口', matrix: 'wastewater', parameterIds: [p['W-COD'], p['W-BOD']] },
      ],
    });
    const admin = await t.login('admin');
    const report = (await t.call('GET', `/admin/api/v1/reports/${flow.reportId}/form`, { token: admin })).body.data;
    expect(report.status).toBe('issued');
    expect(report.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await t.app.inject({ method: 'GET', url: `/admin/report/${flow.reportId}/pdf`, headers: { authorization: `Bearer ${admin}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const order = (await t.call('GET', `/admin/api/v1/orders/${flow.orderId}/form`, { token: admin })).body.data;
    expect(order.status).toBe('reported');
  });
});
