// People read labels, never codes (issue 13, 9 and 8): a server message names a workflow state and action by their
// labels, and a refused write's field errors carry each path's label (schemas/core/labels.ts) beside the path.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { fieldPathLabel } from '../../schemas/core/labels.ts';
import { lookupOf } from '../../server/i18n/labels.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { templateById } from '../../schemas/templates/index.ts';
import { evaluatePathLabel } from '../../server/analysis/analform/paths.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe('field path labels (one function for the UI and the server)', () => {
  it('names rows and subfields, a row of another resource, and keeps an unknown segment', () => {
    const zh = lookupOf('zh-CN');
    const en = lookupOf('en');
    expect(fieldPathLabel('orders', 'points.0.timesPerDay', zh)).toBe('采样点位 第1行 · 每天频次');
    expect(fieldPathLabel('orders', 'points.0.timesPerDay', en)).toBe('Sampling points row 1 · Times per day');
    expect(fieldPathLabel('orders', 'projectName', zh)).toBe('项目名称');
    expect(fieldPathLabel('tasks', 'samples.2.receivedAt', zh)).toBe('样品 第3行 · 接收时间');
    expect(fieldPathLabel('orders', 'points.1.noSuchField', en)).toBe('Sampling points row 2 · noSuchField');
    expect(fieldPathLabel(undefined, 'x.y', zh)).toBe('x · y');
  });
});

describe("evaluate API paths in words (the template's own labels)", () => {
  const t = templateById('water-tmpl47')!;
  const label = (key: string) => [...t.header, ...t.inputs].find((f) => f.key === key)!.label;
  it('names a row by its number and sample, a cell by its label, a curve point by its axis; keeps an unknown key beside its kind', () => {
    expect(evaluatePathLabel(t, 'rows.0.inputs.A', 'zh-CN', () => 'S1')).toBe(`第1行（样品 S1） · ${label('A').zh}`);
    expect(evaluatePathLabel(t, 'rows.2.inputs.A', 'en')).toBe(`row 3 · ${label('A').en}`);
    expect(evaluatePathLabel(t, 'rows.0.inputs.nope', 'zh-CN')).toBe('第1行 · 输入项 nope');
    expect(evaluatePathLabel(t, 'rows.1.parameter', 'en')).toBe('row 2 · Test item');
    expect(evaluatePathLabel(t, 'header.analysisDate', 'zh-CN')).toBe(`表头 · ${label('analysisDate').zh}`);
    expect(evaluatePathLabel(t, 'curve.points.0.x', 'zh-CN')).toBe(`校准曲线 第1点 · ${t.curve!.x.label.zh}`);
    expect(evaluatePathLabel(t, 'qc.spikes.0.added', 'en')).toBe('QC · Spike recoveries row 1 · Amount added');
  });
});

describe.each(databaseTargets())('server messages in words on %s', (target) => {
  let t: TestApp;
  let clerk: string;
  let p: Record<string, number>;
  let clientId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-msgs-'));
  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    clerk = await t.login('clerk');
    p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const post = (url: string, body: unknown, lang = 'zh-CN') => t.call('POST', url, { token: clerk, body, lang });

  it('names the state and the action of a refused workflow step by their labels', async () => {
    const o = (
      await post('/admin/order/order_add_cg', {
        clientId,
        projectName: '状态文字',
        category: 'commissioned',
        points: [{ name: 'P', matrix: 'water', parameterIds: [p['W-PH']] }],
      })
    ).body.data;
    expect((await post('/admin/order/submit', { id: o.id })).status).toBe(200);
    const again = await t.call('POST', `/admin/api/v1/orders/${o.id}/transitions/submit`, { token: clerk, body: { version: 2 } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('当前状态“已提交”下不能执行“提交”');
    const en = await t.call('POST', `/admin/api/v1/orders/${o.id}/transitions/submit`, { token: clerk, body: { version: 2 }, lang: 'en' });
    expect(en.body.msg).toBe('Cannot "Submit" in state "Submitted"');
    // a workflow route's refusal for the state of the order it edits
    const edit = await post('/admin/order/order_add_cg', { id: o.id, projectName: '改' }, 'en');
    expect(edit.status).toBe(409);
    expect(edit.body.msg).toBe('The order is "Submitted": only drafts can be changed or deleted');
  });

  it("titles a reference in the reader's language where the record has an English title (a parameter's English name)", async () => {
    const opt = async (lang: string) => (await t.call('GET', `/admin/api/v1/parameters/options?ids=${p['W-NH3N']}`, { token: clerk, lang })).body.data;
    expect(await opt('en')).toEqual([{ value: p['W-NH3N'], label: 'Ammonia nitrogen' }]);
    expect(await opt('zh-CN')).toEqual([{ value: p['W-NH3N'], label: '氨氮' }]);
  });

  it('names the perm a refusal needs in words, not as its code', async () => {
    for (const [lang, words] of [
      ['zh-CN', '系统配置 · 查询'],
      ['en', 'Setting · Query'],
    ] as const) {
      const r = await t.call('GET', '/admin/api/v1/configs/page', { token: clerk, lang });
      expect(r.status).toBe(403);
      expect(r.body.msg).toContain(words);
      expect(r.body.msg).not.toContain('config:query');
    }
  });

  it("puts each refused field's label in the envelope and in the message, keeping the path", async () => {
    const bad = await post('/admin/order/order_add_cg', {
      clientId,
      projectName: '标签',
      category: 'commissioned',
      points: [{ name: 'P', matrix: 'water', timesPerDay: 0, parameterIds: [p['W-PH']] }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([{ field: 'points.0.timesPerDay', label: '采样点位 第1行 · 每天频次', message: expect.any(String) }]);
    expect(bad.body.msg).toBe('提交的数据有误：采样点位 第1行 · 每天频次');
    const en = await post('/admin/order/order_add_cg', { clientId, projectName: '', category: 'commissioned' }, 'en');
    expect(en.body.data.errors).toEqual([{ field: 'projectName', label: 'Project', message: 'Required' }]);
    expect(en.body.msg).toBe('Invalid data: Project');
    // the generic API too: a dict value out of its dictionary, named by the field's label and no dictionary code
    const eq = await t.call('POST', '/admin/api/v1/equipment', {
      token: await t.login('admin'),
      lang: 'en',
      body: { assetNo: 'MSG-1', name: 'x', status: 'nope' },
    });
    expect(eq.status).toBe(400);
    expect(eq.body.msg).not.toMatch(/\bstatus\b|equipment_status/);
    expect(eq.body.data.errors[0]).toMatchObject({ field: 'status' });
    expect(eq.body.data.errors[0].label).not.toBe('status');
    // a duplicate names the field by its label, in the message and under the field
    const admin = await t.login('admin');
    expect(
      (await t.call('POST', '/admin/api/v1/equipment', { token: admin, body: { assetNo: 'MSG-DUP', name: 'x', status: 'in_service' } })).status,
    ).toBeLessThan(300);
    const dup = await t.call('POST', '/admin/api/v1/equipment', { token: admin, lang: 'en', body: { assetNo: 'MSG-DUP', name: 'y', status: 'in_service' } });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('"Asset no." value "MSG-DUP" already exists');
    expect(dup.body.data.errors).toEqual([{ field: 'assetNo', label: 'Asset no.', message: '"Asset no." value "MSG-DUP" already exists' }]);
  });

  it("names a task's refused point by its label, not the sample field it would have become", async () => {
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, { ...o, lang: 'zh-CN' }),
      (u) => t.login(u),
      {
        clientId,
        until: 'accepted',
        points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-PH']] }],
      },
    );
    // the order's matrix left the dictionary after the order was accepted
    const order = await t.database.db.selectFrom('orders').select('points').where('id', '=', flow.orderId).executeTakeFirstOrThrow();
    const points = typeof order.points === 'string' ? JSON.parse(order.points) : order.points;
    points[0].matrix = 'retired';
    await t.database.db
      .updateTable('orders')
      .set({ points: JSON.stringify(points) } as never)
      .where('id', '=', flow.orderId)
      .execute();
    const sampler = await t.login('sampler');
    for (const [lang, label] of [
      ['zh-CN', '采样点位 第1行 · 介质'],
      ['en', 'Sampling points row 1 · Matrix'],
    ] as const) {
      const r = await t.call('POST', '/admin/task/create_from_order', { token: sampler, body: { orderId: flow.orderId }, lang });
      expect(r.status).toBe(400);
      expect(r.body.data.errors).toEqual([{ field: 'points.0.matrix', label, message: expect.stringContaining('retired') }]);
      expect(r.body.msg).toContain(label);
    }
    expect(await t.database.db.selectFrom('tasks').select('id').where('orderId', '=', flow.orderId).execute()).toEqual([]);
  });

  it("names the evaluate API's refused cells and its cell messages by the template's labels", async () => {
    const tpl = templateById('water-tmpl47')!;
    const label = (key: string, lang: 'zh' | 'en') => [...tpl.header, ...tpl.inputs].find((f) => f.key === key)!.label[lang];
    const analyst = await t.login('analyst');
    const bad = await t.call('POST', '/admin/analform/water-tmpl47/evaluate', {
      token: analyst,
      lang: 'en',
      body: { rows: [{ sampleId: 'S1', inputs: { A: [] } }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toMatchObject({ field: 'rows.0.inputs.A', row: 0, key: 'A', label: `row 1 (sample S1) · ${label('A', 'en')}` });
    expect(bad.body.msg).toBe(`Invalid data: row 1 (sample S1) · ${label('A', 'en')}`);
    const unknown = await t.call('POST', '/admin/analform/water-tmpl47/evaluate', {
      token: analyst,
      body: { rows: [{ sampleId: 'S1', inputs: { nope: '1' } }] },
    });
    expect(unknown.body.data.errors[0]).toMatchObject({ field: 'rows.0.inputs.nope', label: '第1行（样品 S1） · 输入项 nope' });
    expect(unknown.body.msg).not.toContain('rows.0');
    // a dry run's cell messages name the cell by its label; params keep the key for programs
    const run = await t.call('POST', '/admin/analform/water-tmpl47/evaluate', { token: analyst, body: { rows: [{ sampleId: 'S1', inputs: { A: 'abc' } }] } });
    expect(run.status).toBe(200);
    const cell = run.body.data.errors.find((e: { key: string; message: string }) => e.key === 'A');
    expect(cell).toMatchObject({ params: { input: 'A' }, text: `${label('A', 'zh')} 不是有效数字：“abc”` });
    expect(run.body.data.errors.find((e: { key: string }) => e.key === 'analysisDate')).toMatchObject({ text: `必填：${label('analysisDate', 'zh')}` });
  });

  it("shows the analyst's assignment notice in the reader's language; a notice without a message key as stored", async () => {
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, { ...o, lang: 'zh-CN' }),
      (u) => t.login(u),
      {
        clientId,
        until: 'assigned',
        points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-NH3N']] }],
      },
    );
    const no = String(
      (await t.database.db.selectFrom('analysisSheets').select('analysisNo').where('id', '=', flow.sheetIds[0]).executeTakeFirstOrThrow()).analysisNo,
    );
    const analyst = await t.login('analyst');
    const mine = async (lang: string) =>
      (await t.call('GET', '/admin/api/v1/notices/my-page?pageSize=50', { token: analyst, lang })).body.data.list as Array<{ id: number; title: string }>;
    const sheet = await t.database.db
      .selectFrom('analysisSheets')
      .select(['methodNo', 'sampleIds'])
      .where('id', '=', flow.sheetIds[0])
      .executeTakeFirstOrThrow();
    const n = (typeof sheet.sampleIds === 'string' ? JSON.parse(sheet.sampleIds) : sheet.sampleIds).length as number;
    // the notice names the sheet's test item (in the reader's language), its method and sample count (plural in English)
    const enTitle = `New analysis sheet to receive: ${no} (Ammonia nitrogen, ${sheet.methodNo}, ${n} sample${n === 1 ? '' : 's'})`;
    const zhTitle = `新分析单待接收：${no}（氨氮，${sheet.methodNo}，${n} 个样品）`;
    const en = (await mine('en')).find((n) => n.title.includes(no))!;
    expect(en.title).toBe(enTitle);
    expect((await mine('zh-CN')).find((n) => n.id === en.id)!.title).toBe(zhTitle);
    const detail = (await t.call('GET', `/admin/api/v1/notices/${en.id}/detail`, { token: analyst, lang: 'en' })).body.data;
    expect(detail).toMatchObject({
      title: enTitle,
      content: expect.stringContaining(`Analysis sheet ${no} (Ammonia nitrogen, ${sheet.methodNo}, ${n} sample`),
    });
    expect(detail).not.toHaveProperty('message');
    // the notice administration list too: the title in the reader's language, never the assigner's
    const admin = await t.login('admin');
    const listed = async (lang: string) =>
      ((await t.call('GET', `/admin/api/v1/notices/page?pageSize=100`, { token: admin, lang })).body.data.list as Array<{ id: number; title: string }>).find(
        (n) => n.id === en.id,
      );
    expect(await listed('en')).toMatchObject({ title: enTitle });
    expect(await listed('zh-CN')).toMatchObject({ title: zhTitle });
    expect(await listed('en')).not.toHaveProperty('message');
    // a row written before the message key (or by a person) reads as stored, in any language
    const now = new Date().toISOString();
    const user = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'analyst').executeTakeFirstOrThrow()).id;
    await t.database.db
      .insertInto('notices')
      .values({
        title: '旧通知：按存储显示',
        content: '<p>旧</p>',
        level: 'low',
        targetType: 'users',
        targetUserIds: JSON.stringify([user]),
        publishStatus: 'published',
        publishedAt: now,
        version: 1,
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute();
    expect((await mine('en')).map((n) => n.title)).toContain('旧通知：按存储显示');
    expect(
      ((await t.call('GET', '/admin/api/v1/notices/page?pageSize=100', { token: admin, lang: 'en' })).body.data.list as Array<{ title: string }>).map(
        (n) => n.title,
      ),
    ).toContain('旧通知：按存储显示');
  });
});
