// Business rules of the order, task and report forms, declared once in schemas/business/ and schemas/reports/ and enforced
// by the write path: a refused value answers 400 naming its field with the reason in the user's language, and
// nothing is written (no order, no new version).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { labToday } from '../../schemas/business/lab.ts';
import { quoteOf } from '../../schemas/business/orders.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const day = (offset: number) => new Date(Date.parse(`${labToday()}T00:00:00Z`) + offset * 86400_000).toISOString().slice(0, 10);

describe.each(databaseTargets())('form rules on %s', (target) => {
  let t: TestApp;
  let clerk: string, sampler: string, writer: string;
  let p: Record<string, number>;
  let clientId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-forms-'));
  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    [clerk, sampler, writer] = await Promise.all(['clerk', 'sampler', 'writer'].map((u) => t.login(u)));
    p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, token: string, body: unknown, lang: 'zh-CN' | 'en' = 'zh-CN') => t.call('POST', url, { token, body, lang });
  const orderCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const base = () => ({ clientId, projectName: '规则检查', category: 'commissioned' });
  // the path and the reason (each error's label is tested in tests/api/messages.test.ts)
  const errorsOf = (r: { body: { data: { errors: Array<{ field: string; message: string }> } } }) =>
    r.body.data.errors.map(({ field, message }) => ({ field, message }));

  it('refuses a discount outside 0–1, naming the field, and writes nothing', async () => {
    const before = await orderCount();
    for (const discount of ['-1', '1.5']) {
      const r = await post('/admin/order/order_add_cg', clerk, { ...base(), discount });
      expect(r.status).toBe(400);
      expect(errorsOf(r)).toEqual([{ field: 'discount', message: '折扣应在 0 到 1 之间（如 0.8 即八折）' }]);
    }
    expect(await orderCount()).toBe(before);
    const draft = (await post('/admin/order/order_add_cg', clerk, { ...base(), discount: '0.8' })).body.data;
    const later = await post('/admin/order/order_add_cg', clerk, { id: draft.id, discount: '-1' }, 'en');
    expect(later.status).toBe(400);
    expect(errorsOf(later)[0]).toEqual({ field: 'discount', message: 'The discount must be between 0 and 1 (0.8 = 20 % off)' });
    const stored = (await t.call('GET', `/admin/api/v1/orders/${draft.id}/form`, { token: clerk })).body.data;
    expect(stored).toMatchObject({ version: 1, discount: '0.8' });
  });

  it('refuses a requested due date in the past and accepts today', async () => {
    const r = await post('/admin/order/order_add_cg', clerk, { ...base(), dueDate: day(-1) });
    expect(r.status).toBe(400);
    expect(errorsOf(r)).toEqual([{ field: 'dueDate', message: '要求完成日期不能早于今天' }]);
    expect((await post('/admin/order/order_add_cg', clerk, { ...base(), dueDate: labToday() })).status).toBe(200);
  });

  it('refuses 0 days and a point without items, each at its path with the reason', async () => {
    const r = await post('/admin/order/order_add_cg', clerk, {
      ...base(),
      points: [{ name: '总排口', matrix: 'wastewater', days: 0, timesPerDay: 1, parameterIds: [] }],
    });
    expect(r.status).toBe(400);
    expect(errorsOf(r)).toEqual([
      { field: 'points.0.days', message: '不能小于 1' },
      { field: 'points.0.parameterIds', message: '至少选择一个检测项目' },
    ]);
  });

  it("limits test items to the point's matrix: a soil pH on a wastewater point is refused by name", async () => {
    const before = await orderCount();
    const r = await post('/admin/order/order_add_cg', clerk, {
      ...base(),
      points: [
        { name: '总排口', matrix: 'wastewater', parameterIds: [p['W-COD'], p['W-PH']] },
        { name: '雨水排口', matrix: 'wastewater', parameterIds: [p['W-COD'], p['S-PH']] },
      ],
    });
    expect(r.status).toBe(400);
    expect(errorsOf(r)).toEqual([{ field: 'points.1.parameterIds', message: '检测项目“土壤pH”（土壤）不适用于废水点位' }]);
    expect(r.body.msg).toContain('采样点位 第2行 · 检测项目');
    expect(await orderCount()).toBe(before);
    // a water method on a wastewater point is right (水质 methods serve both); a matrix outside the dictionary is not
    expect(
      (await post('/admin/order/order_add_cg', clerk, { ...base(), points: [{ name: 'A', matrix: 'wastewater', parameterIds: [p['W-PH'], p['W-COD']] }] }))
        .status,
    ).toBe(200);
    const odd = await post('/admin/order/order_add_cg', clerk, { ...base(), points: [{ name: 'A', matrix: 'lava', parameterIds: [p['W-PH']] }] });
    expect(errorsOf(odd)[0].field).toBe('points.0.matrix');
    // the same rule on an update of a draft: nothing changes
    const d = (await post('/admin/order/order_add_cg', clerk, { ...base(), points: [{ name: 'A', matrix: 'soil', parameterIds: [p['S-PH']] }] })).body.data;
    const bad = await post(
      '/admin/order/order_add_cg',
      clerk,
      { id: d.id, points: [{ name: 'A', matrix: 'soil', parameterIds: [p['S-PH'], p['W-COD']] }] },
      'en',
    );
    expect(errorsOf(bad)).toEqual([{ field: 'points.0.parameterIds', message: 'The test item "化学需氧量" (Wastewater) does not apply to a Soil point' }]);
    expect((await t.call('GET', `/admin/api/v1/orders/${d.id}/form`, { token: clerk })).body.data.version).toBe(1);
  });

  it('quotes as the wizard does: Σ price × samples × discount', async () => {
    const points = [{ name: 'A', matrix: 'wastewater', days: 2, timesPerDay: 3, parameterIds: [p['W-COD'], p['W-SS'], p['W-PH']] }];
    const saved = (await post('/admin/order/order_add_cg', clerk, { ...base(), points, discount: '0.85' })).body.data;
    const prices = new Map((await t.database.db.selectFrom('parameters').select(['id', 'price']).execute()).map((x) => [x.id, String(x.price)]));
    expect(quoteOf(saved.points, (id) => prices.get(id), saved.discount)).toEqual({ gross: '900.00', total: saved.quoteTotal });
    expect(saved.quoteTotal).toBe('765.00'); // (80 + 50 + 20) × 6 × 0.85
  });

  it('refuses a report limit that is not a limit ("abc") at its parameter, and keeps the draft as it was', async () => {
    const draft = await t.database.db.selectFrom('reports').selectAll().where('status', '=', 'drafting').orderBy('id').executeTakeFirstOrThrow();
    const r = await post('/admin/report/save_draft', writer, { id: draft.id, limits: { [p['W-COD']]: 'abc', [p['W-PH']]: '6~9' } });
    expect(r.status).toBe(400);
    expect(errorsOf(r)).toEqual([{ field: `limits.${p['W-COD']}`, message: '应为限值，如 ≤50、<0.5、≥6、6~9 或 2.0<pH<12.5' }]);
    const after = await t.database.db.selectFrom('reports').select(['version', 'limits']).where('id', '=', draft.id).executeTakeFirstOrThrow();
    expect(after.version).toBe(draft.version);
    expect(after.limits).toEqual(draft.limits);
    const drafted = await post('/admin/report/draft', writer, { orderId: draft.orderId, limits: { [p['W-COD']]: '100mg' } });
    expect(drafted.status).toBe(400);
    expect(errorsOf(drafted)[0].field).toBe(`limits.${p['W-COD']}`);
    // the forms the judgement reads are accepted
    const ok = await post('/admin/report/save_draft', writer, {
      id: draft.id,
      limits: { [p['W-COD']]: '≤100', [p['W-PH']]: '6.0<pH≤9.0', [p['W-SS']]: '<70' },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a receipt temperature that is not a number, naming the sample row', async () => {
    const task = await t.database.db.selectFrom('tasks').select(['id', 'version']).where('status', '=', 'sampling').orderBy('id').executeTakeFirstOrThrow();
    const samples = await t.database.db.selectFrom('samples').select('id').where('taskId', '=', task.id).orderBy('id').execute();
    const r = await post('/admin/task/sampling', sampler, {
      taskId: task.id,
      airTemperature: 'warm',
      samples: samples.map((s) => ({ id: s.id, sampledAt: new Date().toISOString() })),
    });
    expect(r.status).toBe(400);
    expect(errorsOf(r)).toEqual([{ field: 'airTemperature', message: '应为数值（如 12.5）' }]);
  });
});
