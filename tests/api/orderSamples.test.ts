// Issue 29 (orders and samples): a client's credit code and phone are checked; a point's items are registered in one
// bottle per container and preservative (HJ 493, from the catalogue's rules) with its own number and label; receipt
// checks are stated, never assumed; the order's items read by name and its quotation prints them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { pdfText } from '../setup/pdfText.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe.each(databaseTargets())('orders and samples by preservation on %s', (target) => {
  let t: TestApp;
  let clerk: string, sampler: string;
  let p: Record<string, number>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-ordsamples-'));
  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    [clerk, sampler] = await Promise.all(['clerk', 'sampler'].map((u) => t.login(u)));
    p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const post = (url: string, token: string, body: unknown, lang = 'zh-CN') => t.call('POST', url, { token, body, lang });

  it('refuses a credit code with a wrong check character and a phone that is no number, naming the field', async () => {
    const bad = await post('/admin/api/v1/clients', clerk, { name: '校验位测试', creditCode: '12345', phone: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['creditCode', 'phone']);
    expect(bad.body.msg).toContain('统一社会信用代码');
    expect(bad.body.msg).toContain('电话');
    const wrongCheck = await post('/admin/api/v1/clients', clerk, { name: '校验位测试', creditCode: '914403001922038217' }, 'en');
    expect(wrongCheck.status).toBe(400);
    expect(wrongCheck.body.data.errors[0]).toMatchObject({ field: 'creditCode', message: expect.stringContaining('GB 32100-2015') });
    // a published code (Huawei, 914403001922038216) and a landline with its extension are taken as typed
    const ok = await post('/admin/api/v1/clients', clerk, { name: '校验位测试', creditCode: '914403001922038216', phone: '025-5555 0101 转 8023' });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ creditCode: '914403001922038216', phone: '025-5555 0101 转 8023' });
  });

  it('refuses a point with −1 sampling days and stores nothing', async () => {
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const before = (await t.database.db.selectFrom('orders').select('id').execute()).length;
    const bad = await post('/admin/order/order_add_cg', clerk, {
      clientId,
      projectName: '负天数',
      category: 'commissioned',
      points: [{ name: 'P', matrix: 'water', days: -1, timesPerDay: 2, parameterIds: [p['W-PH']] }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([expect.objectContaining({ field: 'points.0.days', label: '采样点位 第1行 · 采样天数' })]);
    expect((await t.database.db.selectFrom('orders').select('id').execute()).length).toBe(before);
  });

  it('registers one bottle per container and preservative, each numbered and labelled, and receives only stated checks', async () => {
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const items = [p['W-PH'], p['W-NH3N'], p['W-PB'], p['W-TP']];
    const order = (
      await post('/admin/order/order_add_cg', clerk, {
        clientId,
        projectName: '保存剂分装',
        category: 'commissioned',
        points: [{ name: '断面一', matrix: 'water', days: 1, timesPerDay: 2, parameterIds: items }],
      })
    ).body.data;
    expect((await post('/admin/order/submit', clerk, { id: order.id })).status).toBe(200);
    expect((await post('/admin/order/accept', clerk, { id: order.id, capability: true, method: true, turnaroundDays: 7, outcome: 'pass' })).status).toBe(200);
    const made = (await post('/admin/task/create_from_order', sampler, { orderId: order.id })).body.data;
    const taskNo = made.task.taskNo as string;
    type S = { id: number; sampleNo: string; parameterIds: number[]; container?: string; preservative?: string };
    const samples = made.samples as S[];
    // per sampling: pH (PE, none), ammonia nitrogen (PE, H2SO4), lead (PE, HNO3), total phosphorus (glass, H2SO4 to pH ≤ 1)
    const bottle = (s: S) => ({ parameterIds: s.parameterIds, container: s.container, preservative: s.preservative ?? null });
    const one = [
      { parameterIds: [p['W-PH']], container: 'pe', preservative: null },
      { parameterIds: [p['W-NH3N']], container: 'pe', preservative: 'H2SO4 至 pH≤2' },
      { parameterIds: [p['W-PB']], container: 'pe', preservative: 'HNO3 至 pH≤2' },
      { parameterIds: [p['W-TP']], container: 'glass', preservative: 'H2SO4 至 pH≤1' },
    ];
    expect(samples.map(bottle)).toEqual([...one, ...one]);
    expect(samples.map((s) => s.sampleNo)).toEqual(Array.from({ length: 8 }, (_, i) => `${taskNo}-0${i + 1}`));

    const labels = await t.app.inject({ method: 'GET', url: `/admin/task/${made.task.id}/labels`, headers: { authorization: `Bearer ${sampler}` } });
    const text = await pdfText(labels.rawPayload);
    for (const s of samples) expect(text).toContain(s.sampleNo);
    expect(text).toContain('聚乙烯瓶 · HNO3 至 pH≤2'); // the container's label, never the code
    expect(text).toContain('玻璃瓶 · H2SO4 至 pH≤1');
    expect(text).not.toMatch(/\bpe\b|\bglass\b/);

    const sampledAt = new Date(Date.now() - 3600_000).toISOString();
    expect((await post('/admin/task/sampling', sampler, { taskId: made.task.id, samples: samples.map((s) => ({ id: s.id, sampledAt })) })).status).toBe(200);
    // a receipt that states only the condition: the container, preservation and temperature checks are asked for
    const unstated = await post('/admin/task/receive', sampler, { id: made.task.id, samples: samples.map((s) => ({ id: s.id, condition: '无色透明' })) });
    expect(unstated.status).toBe(400);
    const fields = unstated.body.data.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['samples.0.containerIntact', 'samples.0.preservationOk', 'samples.0.receiptTemperature']));
    expect(unstated.body.msg).toContain(`样品 ${samples[0].sampleNo} · 容器完好`);
    const stored = await t.database.db.selectFrom('samples').select(['status', 'preservationOk']).where('id', '=', samples[0].id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'sampled', preservationOk: null }); // nothing written by the refusal

    const stated = samples.map((s, i) => ({ id: s.id, condition: '无色透明', containerIntact: i !== 2, preservationOk: i !== 2, receiptTemperature: '3.8' }));
    expect((await post('/admin/task/receive', sampler, { id: made.task.id, samples: stated })).status).toBe(200);
    const lead = (await t.call('GET', `/admin/api/v1/samples/${samples[2].id}/form`, { token: sampler })).body.data;
    expect(lead).toMatchObject({ containerIntact: false, preservationOk: false, receiptTemperature: '3.8', status: 'received' });
  });

  it("answers an order's client and items by name, and prints them on its quotation", async () => {
    const std = await t.database.db
      .selectFrom('limitStandards')
      .select(['id', 'standardNo', 'classes'])
      .where('standardNo', 'like', 'GB 8978%')
      .executeTakeFirstOrThrow();
    const cls = (typeof std.classes === 'string' ? JSON.parse(std.classes) : std.classes)[0] as { code: string; label: string };
    const client = (
      await post('/admin/api/v1/clients', clerk, { name: '报价单测试厂', creditCode: '91350100M000100Y43', contact: '王工', phone: '13812345678' })
    ).body.data;
    const order = (
      await post('/admin/order/order_add_cg', clerk, {
        clientId: client.id,
        projectName: '报价单项目',
        category: 'commissioned',
        discount: '0.9',
        points: [
          {
            name: '总排口',
            matrix: 'wastewater',
            days: 2,
            timesPerDay: 2,
            parameterIds: [p['W-COD'], p['W-NH3N']],
            limitStandardId: std.id,
            limitClass: cls.code,
          },
        ],
      })
    ).body.data;
    const items = (await t.call('GET', `/admin/order/items?id=${order.id}`, { token: clerk })).body.data;
    expect(items.client).toMatchObject({ name: '报价单测试厂', creditCode: '91350100M000100Y43', phone: '13812345678' });
    expect(items.points[0]).toMatchObject({ name: '总排口', matrix: '废水', samples: 4, standardClass: cls.label, condition: '一般限值' });
    expect(items.points[0].standard).toMatch(/^GB 8978/);
    expect(items.points[0].items).toEqual([
      expect.objectContaining({ name: '化学需氧量', methodNo: 'HJ 828-2017', unitPrice: '80.00', count: 4, subtotal: '320.00' }),
      expect.objectContaining({ name: '氨氮', methodNo: 'HJ 535-2009', unitPrice: '60.00', count: 4, subtotal: '240.00' }),
    ]);
    expect(items).toMatchObject({ gross: '560.00', discount: '0.9', total: '504.00' });
    expect(order.quoteTotal).toBe('504.00'); // the stored quote is the same figure

    const pdf = await t.app.inject({ method: 'GET', url: `/admin/order/${order.id}/quotation`, headers: { authorization: `Bearer ${clerk}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, '');
    for (const s of [
      '检测报价单',
      order.orderNo,
      '报价单测试厂',
      '91350100M000100Y43',
      '化学需氧量',
      'HJ828-2017',
      '氨氮',
      'HJ535-2009',
      '320.00',
      '240.00',
      '560.00',
      '504.00',
      '一般限值',
    ])
      expect(text).toContain(s);
    // asked in English, the whole sheet is English: headings, labels, units, money words, the items and the standard
    const en = await t.app.inject({
      method: 'GET',
      url: `/admin/order/${order.id}/quotation`,
      headers: { authorization: `Bearer ${clerk}`, 'accept-language': 'en' },
    });
    // the lab's and the client's names are proper names, printed as registered; the rest is English
    const enText = (await pdfText(en.rawPayload)).replace(/\s+/g, '').replace(/华清环境检测有限公司|报价单测试厂|报价单项目|总排口|王工/g, '');
    for (const s of [
      'Quotation for Testing Services',
      `Order No.: ${order.orderNo}`,
      'Unified social credit code',
      'Unit price (CNY)',
      'Amount (CNY)',
      'Subtotal (CNY)',
      'Total quoted (CNY)',
      'Discount factor',
      'COD',
      'Wastewater',
      '2 days × 2 per day = 4 samples',
      'general limits',
      '504.00',
    ])
      expect(enText).toContain(s.replace(/\s+/g, ''));
    expect(enText).not.toMatch(/\p{Script=Han}/u);
    // a role that may not read orders gets neither
    const analyst = await t.login('analyst');
    expect((await t.call('GET', `/admin/order/items?id=${order.id}`, { token: analyst })).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/admin/order/${order.id}/quotation`, headers: { authorization: `Bearer ${analyst}` } })).statusCode).toBe(
      403,
    );
  });
});
