import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';

// whole workflows per test: generous limits for a loaded 2-core machine (they take 1–3 s when idle)
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe.each(databaseTargets())('orders, tasks, samples and QC plans on %s', (target) => {
  let t: TestApp;
  let clerk: string, sampler: string, qa: string, analyst: string, admin: string;
  let p: Record<string, number>;
  let clientId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-orders-'));
  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    [clerk, sampler, qa, analyst, admin] = await Promise.all(['clerk', 'sampler', 'qa', 'analyst', 'admin'].map((u) => t.login(u)));
    p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const post = (url: string, token: string, body: unknown) => t.call('POST', url, { token, body, lang: 'en' });
  const get = async (resource: string, id: number) => (await t.call('GET', `/admin/api/v1/${resource}/${id}/form`, { token: admin })).body.data;

  it('saves the wizard as a resumable draft at every step, multipart like the seed', async () => {
    const { multipart } = await import('./harness.ts');
    const one = multipart({ clientId: String(clientId), projectName: '向导草稿', category: 'commissioned', step: 'one' });
    const r1 = await t.app.inject({
      method: 'POST',
      url: '/admin/order/order_add_cg',
      headers: { ...one.headers, authorization: `Bearer ${clerk}` },
      payload: one.payload,
    });
    const d1 = JSON.parse(r1.body).data;
    expect(r1.statusCode).toBe(200);
    expect(d1).toMatchObject({ status: 'draft', version: 1, projectName: '向导草稿' });
    expect(d1.orderNo).toMatch(/^WT\d{11}$/);
    const two = multipart({
      id: String(d1.id),
      step: 'two',
      points: JSON.stringify([{ name: 'P1', matrix: 'wastewater', days: 2, timesPerDay: 1, parameterIds: [p['W-COD'], p['W-SS']] }]),
    });
    const r2 = await t.app.inject({
      method: 'POST',
      url: '/admin/order/order_add_cg',
      headers: { ...two.headers, authorization: `Bearer ${clerk}` },
      payload: two.payload,
    });
    expect(JSON.parse(r2.body).data).toMatchObject({ id: d1.id, version: 2, quoteTotal: '260.00' }); // (80 + 50) × 2
    const stale = await post('/admin/order/order_add_cg', clerk, { id: d1.id, version: 1, discount: '0.5' });
    expect(stale.status).toBe(409);
    expect(stale.status).toBe(409);
    // JSON takes booleans as booleans only; the multipart form's text "false" is the documented text form
    const jsonText = await post('/admin/order/order_add_cg', clerk, { id: d1.id, discount: '0.8', urgent: 'false' });
    expect(jsonText.status).toBe(400);
    expect(jsonText.body.data.errors).toMatchObject([{ field: 'urgent', message: 'Must be true or false' }]);
    const form3 = multipart({ id: String(d1.id), discount: '0.8', urgent: 'false' });
    const r3 = await t.app.inject({
      method: 'POST',
      url: '/admin/order/order_add_cg',
      headers: { ...form3.headers, authorization: `Bearer ${clerk}` },
      payload: form3.payload,
    });
    const three = { body: JSON.parse(r3.body) };
    expect(three.body.data).toMatchObject({ version: 3, discount: '0.8', quoteTotal: '208.00', urgent: false }); // step three keeps step two's points
    const resumed = await get('orders', d1.id);
    expect(resumed.points[0].parameterIds).toEqual([p['W-COD'], p['W-SS']]);
    const bad = await post('/admin/order/order_add_cg', clerk, { clientId, projectName: '', category: 'commissioned' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0].field).toBe('projectName');
  });

  it('deletes drafts only, and edits drafts only', async () => {
    const a = (await post('/admin/order/order_add_cg', clerk, { clientId, projectName: '删草稿', category: 'commissioned' })).body.data;
    const b = (
      await post('/admin/order/order_add_cg', clerk, {
        clientId,
        projectName: '已提交',
        category: 'commissioned',
        points: [{ name: 'P', matrix: 'water', parameterIds: [p['W-PH']] }],
      })
    ).body.data;
    expect((await post('/admin/order/submit', clerk, { id: b.id })).status).toBe(200);
    const refused = await post('/admin/order/del_order', clerk, { ids: `${a.id},${b.id}` });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/only drafts/);
    expect(await get('orders', a.id)).toBeTruthy(); // nothing deleted: one transaction
    expect((await post('/admin/order/order_add_cg', clerk, { id: b.id, projectName: '改名' })).status).toBe(409);
    expect((await t.call('PUT', `/admin/api/v1/orders/${b.id}`, { token: clerk, body: { version: 2, projectName: '改名' } })).status).toBe(409);
    expect((await post('/admin/order/del_order', clerk, { id: a.id })).body.data).toEqual({ deleted: 1 });
    expect((await post('/admin/order/del_order', analyst, { id: b.id })).status).toBe(403);
  });

  it('guards submit, contract review and accept (non-accredited items need consent or subcontract)', async () => {
    const empty = (await post('/admin/order/order_add_cg', clerk, { clientId, projectName: '无项目', category: 'commissioned' })).body.data;
    expect((await post('/admin/order/submit', clerk, { id: empty.id })).status).toBe(409);
    const pna = (
      await post('/admin/api/v1/parameters', admin, {
        code: 'X-NA',
        name: '非认可项目',
        matrix: 'water',
        unit: 'mg/L',
        methodNo: 'LAB-01',
        mdl: '0.1',
        holdingHours: 24,
        accredited: false,
      })
    ).body.data;
    const o = (
      await post('/admin/order/order_add_cg', clerk, {
        clientId,
        projectName: '含非认可',
        category: 'commissioned',
        points: [{ name: 'P', matrix: 'water', parameterIds: [p['W-PH'], pna.id] }],
      })
    ).body.data;
    expect((await post('/admin/order/accept', clerk, { id: o.id })).status).toBe(409); // still a draft
    await post('/admin/order/submit', clerk, { id: o.id });
    const noReview = await post('/admin/order/accept', clerk, { id: o.id });
    expect(noReview.status).toBe(409);
    expect(noReview.body.msg).toMatch(/contract review/);
    const failing = await post('/admin/order/contract_review', clerk, { id: o.id, capability: true, method: false, turnaroundDays: 5, outcome: 'pass' });
    expect(failing.body.data.review).toMatchObject({ method: false, reviewer: '李受理' });
    expect((await post('/admin/order/accept', clerk, { id: o.id })).status).toBe(409);
    await post('/admin/order/contract_review', clerk, { id: o.id, capability: true, method: true, turnaroundDays: 5, outcome: 'pass' });
    const outside = await post('/admin/order/accept', clerk, { id: o.id });
    expect(outside.status).toBe(409);
    expect(outside.body.msg).toContain('非认可项目');
    const consent = await post('/admin/order/accept', clerk, {
      id: o.id,
      capability: true,
      method: true,
      turnaroundDays: 5,
      outcome: 'pass',
      clientConsent: true,
    });
    expect(consent.body.data.status).toBe('accepted');
    expect((await post('/admin/order/reject', clerk, { id: o.id, reason: 'late' })).status).toBe(409);
    const r = (
      await post('/admin/order/order_add_cg', clerk, {
        clientId,
        projectName: '拒绝',
        category: 'commissioned',
        points: [{ name: 'P', matrix: 'water', parameterIds: [p['W-PH']] }],
      })
    ).body.data;
    await post('/admin/order/submit', clerk, { id: r.id });
    expect((await post('/admin/order/reject', clerk, { id: r.id })).status).toBe(400);
    expect((await post('/admin/order/reject', clerk, { id: r.id, reason: '超出能力范围' })).body.data.status).toBe('rejected');
  });

  it('lets one of two simultaneous accepts win; the other gets 409 and nothing is lost', async () => {
    const o = (
      await post('/admin/order/order_add_cg', clerk, {
        clientId,
        projectName: '并发受理',
        category: 'commissioned',
        points: [{ name: 'P', matrix: 'water', parameterIds: [p['W-PH']] }],
      })
    ).body.data;
    await post('/admin/order/submit', clerk, { id: o.id });
    const body = { id: o.id, version: 2, capability: true, method: true, turnaroundDays: 5, outcome: 'pass' };
    const [x, y] = await Promise.all([
      post('/admin/order/accept', clerk, body),
      post('/admin/order/accept', clerk, { ...body, outcome: 'pass', remark: 'second' }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const stored = await get('orders', o.id);
    expect(stored).toMatchObject({ status: 'accepted', version: 3 });
    const audits = await t.database.db
      .selectFrom('adminLogs')
      .select('action')
      .where('entity', '=', 'orders')
      .where('entityId', '=', String(o.id))
      .where('action', '=', 'transition:accept')
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('creates a task from an accepted order: points copied, samples {taskNo}-{nn} per container, receipt with condition and temperature', async () => {
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-COD'], p['W-PH']], timesPerDay: 2 }], until: 'accepted' },
    );
    const draftOnly = (
      await post('/admin/order/order_add_cg', clerk, {
        clientId,
        projectName: '未受理',
        category: 'commissioned',
        points: [{ name: 'P', matrix: 'water', parameterIds: [p['W-PH']] }],
      })
    ).body.data;
    expect((await post('/admin/task/create_from_order', sampler, { orderId: draftOnly.id })).status).toBe(409);
    expect((await post('/admin/task/create_from_order', analyst, { orderId: flow.orderId })).status).toBe(403);
    const made = (await post('/admin/task/create_from_order', sampler, { orderId: flow.orderId })).body.data;
    expect(made.task.points).toEqual([{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-COD'], p['W-PH']] }]);
    // COD (glass, H2SO4) and pH (PE, none) need two bottles at each of the two samplings
    expect(made.samples.map((s: { sampleNo: string }) => s.sampleNo)).toEqual([1, 2, 3, 4].map((n) => `${made.task.taskNo}-0${n}`));
    expect(made.samples.map((s: { parameterIds: number[] }) => s.parameterIds)).toEqual([[p['W-COD']], [p['W-PH']], [p['W-COD']], [p['W-PH']]]);
    expect((await get('orders', flow.orderId)).status).toBe('in_progress');
    const [s1, s2, s3, s4] = made.samples;
    const checks = { containerIntact: true, receiptTemperature: '4.0' };
    const planned = await t.call('PUT', `/admin/api/v1/tasks/${made.task.id}`, { token: admin, body: { version: made.task.version, vehicles: '苏A·12345' } });
    expect(planned.status).toBe(200); // the plan changes until the samples are received
    const noSampling = await post('/admin/task/receive', sampler, {
      id: made.task.id,
      samples: [
        { id: s1.id, condition: '完好', preservationOk: true, ...checks },
        { id: s2.id, condition: '完好', preservationOk: true, ...checks },
      ],
    });
    expect(noSampling.status).toBe(400);
    expect(noSampling.body.msg).toContain(s1.sampleNo);
    const sampledAt = new Date(Date.now() - 3600_000).toISOString();
    const badField = await post('/admin/task/sampling', sampler, { taskId: made.task.id, samples: [{ id: s1.id, sampledAt }], airTemperature: 'warm' });
    expect(badField.status).toBe(400);
    expect((await get('samples', s1.id)).sampledAt).toBeFalsy(); // nothing written by the refused call
    const sampled = (
      await post('/admin/task/sampling', sampler, {
        taskId: made.task.id,
        samples: [
          { id: s1.id, sampledAt },
          { id: s2.id, sampledAt, container: 'G 500 mL' },
          { id: s3.id, sampledAt },
          { id: s4.id, sampledAt },
        ],
        weather: '晴',
        airTemperature: '18.5',
        airPressureKpa: '101.2',
      })
    ).body.data;
    expect(sampled.task).toMatchObject({ status: 'sampling', weather: '晴', airTemperature: '18.5', airPressureKpa: '101.2' });
    expect(sampled.samples[1]).toMatchObject({ container: 'G 500 mL', status: 'sampled' });
    const missing = await post('/admin/task/receive', sampler, {
      id: made.task.id,
      samples: [{ id: s1.id, condition: '完好', preservationOk: true, ...checks }],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain(s2.sampleNo);
    const alien = await post('/admin/task/receive', sampler, { id: made.task.id, samples: [{ id: 1, condition: '完好', preservationOk: true, ...checks }] });
    expect(alien.status).toBe(400);
    const ok = await post('/admin/task/receive', sampler, {
      id: made.task.id,
      samples: [
        { id: s1.id, condition: '完好', containerIntact: true, preservationOk: true, receiptTemperature: '3.5' },
        { id: s2.id, condition: '瓶盖松动', containerIntact: false, preservationOk: false, receiptTemperature: '6.1' },
        { id: s3.id, condition: '完好', preservationOk: true, ...checks },
        { id: s4.id, condition: '完好', preservationOk: true, ...checks },
      ],
    });
    expect(ok.body.data.status).toBe('received');
    const late = await t.call('PUT', `/admin/api/v1/tasks/${made.task.id}`, { token: admin, body: { version: ok.body.data.version, vehicles: '改' } });
    expect([late.status, late.body.code]).toEqual([409, 'A0409']);
    expect((await get('tasks', made.task.id)).vehicles).toBe('苏A·12345');
    const stored = await get('samples', s2.id);
    expect(stored).toMatchObject({
      status: 'received',
      condition: '瓶盖松动',
      containerIntact: false,
      preservationOk: false,
      receiptTemperature: '6.1',
      sampledAt,
    });
    expect(stored.receivedBy).toBeGreaterThan(0);
    const time = await t.call('GET', `/admin/lecture/time?taskId=${made.task.id}`, { token: admin });
    const cod = time.body.data.list.find((r: { sampleId: number; parameterId: number }) => r.sampleId === s1.id && r.parameterId === p['W-COD']);
    expect(cod).toMatchObject({ holdingHours: 48, state: 'running' });
    expect(Date.parse(cod.deadline) - Date.parse(sampledAt)).toBe(48 * 3600_000);

    const labels = await t.app.inject({ method: 'GET', url: `/admin/task/${made.task.id}/labels`, headers: { authorization: `Bearer ${sampler}` } });
    expect(labels.headers['content-type']).toBe('application/pdf');
    expect(labels.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // QC plan: default rates; fewer than the rule → warnings
    const plan = (await post('/admin/qc/create', qa, { taskId: made.task.id })).body.data;
    // COD (HJ 828) and pH take no matrix spike: the COD check is a CRM, whose certified value QA enters, so the plan warns
    // a duplicate per kind of bottle: COD's (glass, H2SO4) and pH's (PE)
    expect(plan.items.map((i: { type: string; parameterIds: number[] }) => [i.type, i.parameterIds])).toEqual([
      ['lab_blank', [p['W-COD']]],
      ['lab_duplicate', [p['W-COD']]],
      ['lab_duplicate', [p['W-PH']]],
    ]);
    expect(plan.items.every((i: { qcSampleId: number }) => i.qcSampleId > 0)).toBe(true);
    expect(plan.evaluation.plan).toMatchObject({ routine: 4, batches: 1, warnings: ['qc.warning.spikesOrCrms'] });
    const thin = (await post('/admin/qc/create', qa, { taskId: made.task.id, items: [{ type: 'lab_blank', parameterIds: [p['W-COD']] }] })).body.data;
    expect(thin.evaluation.plan.warnings).toEqual(['qc.warning.duplicates', 'qc.warning.spikesOrCrms']);
    expect((await post('/admin/qc/create', analyst, { taskId: made.task.id })).status).toBe(403);
    expect((await t.call('PUT', `/admin/api/v1/qcSheets/${thin.id}`, { token: qa, body: { version: 1, items: [] } })).status).toBe(400);
    const saved = await post('/admin/qc/save', qa, {
      id: thin.id,
      items: [
        ...thin.items,
        { type: 'lab_duplicate', pairedSampleId: s1.id, parameterIds: [p['W-COD']] },
        { type: 'crm', parameterIds: [p['W-COD']], crms: [{ parameterId: p['W-COD'], lot: 'B2301', certifiedValue: '100', halfRange: '5', unit: 'mg/L' }] },
      ],
    });
    expect(saved.body.data.evaluation.plan.warnings).toEqual([]);

    // analysis starts: one sheet per template, due by the earliest holding deadline
    const labadmin = await t.login('labadmin');
    expect((await post('/admin/task/start_analysis', sampler, { id: made.task.id })).status).toBe(403);
    expect((await post('/admin/task/start_analysis', labadmin, { id: made.task.id })).body.data.status).toBe('in_analysis');
    const sheets = (await t.call('GET', `/admin/api/v1/analysisSheets/page?taskId=${made.task.id}`, { token: admin })).body.data.list;
    expect(sheets.map((s: { templateId: string }) => s.templateId).sort()).toEqual(['water-tmpl37', 'water-tmpl44']);
    const ph = sheets.find((s: { templateId: string }) => s.templateId === 'water-tmpl37');
    expect(Date.parse(ph.dueBy) - Date.parse(sampledAt)).toBe(2 * 3600_000); // pH: 2 h
    const cods = sheets.find((s: { templateId: string }) => s.templateId === 'water-tmpl44');
    expect(cods.sampleIds.length).toBeGreaterThan(2); // routine + QC samples
  });
});

describe('two apps in one process (scale-out checks, tests)', () => {
  it('acts on the database of the app that answered the request', async () => {
    const [a, b] = [await startTestApp('sqlite'), await startTestApp('sqlite')];
    try {
      const clientId = (await a.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      const made = await a.call('POST', '/admin/order/order_add_cg', {
        token: await a.login('clerk'),
        body: { clientId, projectName: '只在A', category: 'commissioned' },
      });
      expect(made.status).toBe(200);
      const inA = await a.database.db.selectFrom('orders').select('id').where('projectName', '=', '只在A').execute();
      const inB = await b.database.db.selectFrom('orders').select('id').where('projectName', '=', '只在A').execute();
      expect([inA.length, inB.length]).toEqual([1, 0]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
