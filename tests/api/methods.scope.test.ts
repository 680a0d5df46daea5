// The accredited scope on the lab's own records (issue 32 items 2 and 4): a scope line for a test item its standard does
// not measure is refused, named, nothing written; a superseded standard flags its lines and the impact route lists
// what else cites it; the contract review states each item in scope, outside or subcontracted; an expired
// subcontractor is refused; the report marks each row and prints the CMA mark only as the rule allows, on real PDFs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { pdfText } from '../setup/pdfText.ts';
import { renderReport } from '../../server/reports/pdf.ts';
import { cmaMarkOf } from '../../schemas/methods/scopeState.ts';
import { DEMO_CERTIFICATE } from '../../server/seed/scope.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 150_000 });

describe('the CMA rule (pure)', () => {
  const sub = { name: '某分包公司', certificateNo: '999900000002' };
  it('prints the mark when an item is in scope and states the rest in words', () => {
    const m = cmaMarkOf([
      { parameter: '氨氮', scope: { state: 'in_scope', lineNo: 1, certificateNo: 'C1' } },
      { parameter: '铅', scope: { state: 'outside' } },
      { parameter: '总磷', scope: { state: 'subcontracted', subcontractor: sub } },
    ]);
    expect(m.mark).toBe(true);
    expect(m.certificateNos).toEqual(['C1']);
    expect(m.statements.join('\n')).toContain('不在本机构资质认定范围内');
    expect(m.statements.join('\n')).toContain('某分包公司，资质认定证书编号 999900000002');
  });
  it('prints no mark when nothing is in scope', () => {
    const m = cmaMarkOf([{ parameter: '铅', scope: { state: 'outside' } }]);
    expect(m).toMatchObject({ mark: false, certificateNos: [] });
    expect(m.statements[0]).toContain('不加盖资质认定（CMA）标志');
  });
});

describe.each(databaseTargets())('the accredited scope on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-scope-'));
  const get = (url: string, who = 'qa') => t.call('GET', url, { token: tok[who] });
  const post = (url: string, body: unknown, who = 'qa', lang = 'zh-CN') => t.call('POST', url, { token: tok[who], body, lang });
  const param = async (code: string) =>
    Number((await t.database.db.selectFrom('parameters').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
  const standard = async (no: string) =>
    Number((await t.database.db.selectFrom('methodStandards').select('id').where('standardNo', '=', no).executeTakeFirstOrThrow()).id);
  const lineCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('scopeLines')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    tok = {};
    for (const who of ['qa', 'labadmin', 'clerk', 'writer']) tok[who] = await t.login(who);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds a scope of at least 20 methods, one line still verifying', async () => {
    const lines = await t.database.db.selectFrom('scopeLines').select(['status', 'methodStandardId', 'certificateNo']).execute();
    expect(new Set(lines.map((l) => l.methodStandardId)).size).toBeGreaterThanOrEqual(20);
    expect(lines.filter((l) => l.status === 'verifying')).toHaveLength(1);
    expect(lines.filter((l) => l.status === 'in_scope').every((l) => l.certificateNo === DEMO_CERTIFICATE)).toBe(true);
  });

  it('refuses a scope line whose test item the standard does not measure, naming the field, nothing written', async () => {
    const before = await lineCount();
    const body = { lineNo: 900, methodStandardId: await standard('HJ 535-2009'), matrix: 'water', parameterIds: [await param('W-TOC')] };
    const r = await post('/admin/api/v1/scopeLines', body, 'qa', 'en');
    expect(r.status).toBe(400);
    expect(r.body.data.errors[0]).toMatchObject({ field: 'parameterIds' });
    expect(r.body.data.errors[0].message).toContain('HJ 535-2009');
    const unknown = await post('/admin/api/v1/scopeLines', { ...body, methodStandardId: 999999, parameterIds: [await param('W-NH3N')] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('methodStandardId');
    expect(await lineCount()).toBe(before);
    const ok = await post('/admin/api/v1/scopeLines', { ...body, parameterIds: [await param('W-NH3N')] });
    expect(ok.status).toBe(201);
    expect(await lineCount()).toBe(before + 1);
  });

  it('states each requested item in scope, outside scope or subcontracted on the contract review', async () => {
    const order = await t.database.db.selectFrom('orders').select('id').where('projectName', 'like', '%含分包项目%').executeTakeFirstOrThrow();
    const r = await get(`/admin/order/items?id=${order.id}`, 'labadmin');
    expect(r.status).toBe(200);
    const items = r.body.data.points[0].items as Array<{ name: string; scope: Record<string, unknown> }>;
    const by = Object.fromEntries(items.map((x) => [x.name, x.scope]));
    expect(by['化学需氧量']).toMatchObject({ state: 'in_scope', certificateNo: DEMO_CERTIFICATE });
    expect(by['总有机碳']).toEqual({ state: 'outside' });
    expect(by['总磷']).toEqual({ state: 'subcontracted', subcontractor: { name: '苏测环境检测（南京）有限公司', certificateNo: '999912340099' } });
  });

  it("refuses a subcontractor whose certificate has expired on the order's date", async () => {
    const expired = await post('/admin/api/v1/subcontractors', { name: '过期检测公司', certificateNo: '999900000003', validUntil: '2020-01-01' });
    expect(expired.status).toBe(201);
    const draft = await t.database.db
      .selectFrom('orders')
      .select(['id', 'version', 'points'])
      .where('status', '=', 'draft')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const points = typeof draft.points === 'string' ? JSON.parse(draft.points) : draft.points;
    points[0].subcontracted = [{ parameterId: points[0].parameterIds[0], subcontractorId: expired.body.data.id }];
    const r = await t.call('PUT', `/admin/api/v1/orders/${draft.id}`, { token: tok.clerk, body: { version: draft.version, points }, lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.data.errors[0]).toMatchObject({ field: 'points.0.subcontracted' });
    expect(r.body.data.errors[0].message).toContain('2020-01-01');
    const after = await t.database.db.selectFrom('orders').select('version').where('id', '=', draft.id).executeTakeFirstOrThrow();
    expect(after.version).toBe(draft.version);
  });

  it('marks each report row and prints the CMA mark and certificate number only as the rule allows', async () => {
    const issued = await t.database.db.selectFrom('reports').select(['id', 'orderId']).where('status', '=', 'issued').orderBy('id').executeTakeFirstOrThrow();
    const shown = (await get(`/admin/report/preview?id=${issued.id}`, 'writer')).body.data.document;
    expect(shown.rows.every((r: { scope?: { state: string } }) => r.scope?.state === 'in_scope')).toBe(true);
    expect(shown.cma).toMatchObject({ mark: true, certificateNos: [DEMO_CERTIFICATE] });
    // the issued file, as stored at the seed's issue
    const file = await t.app.inject({ method: 'GET', url: `/admin/report/${issued.id}/pdf`, headers: { authorization: `Bearer ${tok.writer}` } });
    expect(file.statusCode).toBe(200);
    const text = (await pdfText(file.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('CMA');
    expect(text).toContain(`资质认定证书编号：${DEMO_CERTIFICATE}`);

    // the same order's items moved: ammonia nitrogen's line suspended (outside), pH subcontracted
    const nh3 = await param('W-NH3N');
    const ph = await param('W-PH');
    const line = await t.database.db.selectFrom('scopeLines').select(['id', 'version', 'parameterIds']).where('status', '=', 'in_scope').execute();
    for (const l of line.filter((x) => (typeof x.parameterIds === 'string' ? JSON.parse(x.parameterIds) : x.parameterIds).includes(nh3))) {
      const s = await post(`/admin/api/v1/scopeLines/${l.id}/transitions/suspend`, { version: l.version, reason: '人员变动' });
      expect(s.status).toBe(200);
    }
    const sub = await t.database.db.selectFrom('subcontractors').select('id').where('name', '=', '苏测环境检测（南京）有限公司').executeTakeFirstOrThrow();
    const order = await t.database.db.selectFrom('orders').select('points').where('id', '=', Number(issued.orderId)).executeTakeFirstOrThrow();
    const points = (typeof order.points === 'string' ? JSON.parse(order.points) : order.points) as Array<Record<string, unknown>>;
    for (const p of points) p.subcontracted = [{ parameterId: ph, subcontractorId: sub.id }];
    // the order is past its draft (not editable by anyone): the fixture writes its points as a subcontract would have
    await t.database.db
      .updateTable('orders')
      .set({ points: JSON.stringify(points) } as never)
      .where('id', '=', Number(issued.orderId))
      .execute();
    const mixed = (await get(`/admin/report/preview?id=${issued.id}`, 'writer')).body.data.document;
    const states = Object.fromEntries(mixed.rows.map((r: { parameter: string; scope: { state: string } }) => [r.parameter, r.scope.state]));
    expect(states).toMatchObject({ 化学需氧量: 'in_scope', 氨氮: 'outside', pH值: 'subcontracted' });
    expect(mixed.cma.mark).toBe(true);
    const bytes = await renderReport(mixed);
    if (target === 'sqlite') fs.writeFileSync('/tmp/capscope-mixed.pdf', bytes);
    const pdf = (await pdfText(bytes)).replace(/\s+/g, '');
    expect(pdf).toContain(`资质认定证书编号：${DEMO_CERTIFICATE}`);
    expect(pdf).toContain('（不在资质认定范围内）');
    expect(pdf).toContain('（分包：苏测环境检测（南京）有限公司，资质认定证书编号999912340099）');
    expect(pdf).toContain('以下项目不在本机构资质认定范围内，其结果不在资质认定标志下报告：氨氮。');
  });

  it('lists approved verifications expiring within 30 days in the inbox of those who may read them', async () => {
    // fixture: an approved study as its signed approve step (another helper's) leaves it, valid for ten more days
    const now = new Date().toISOString();
    const until = new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10);
    await t.database.db
      .insertInto('methodVerifications')
      .values({
        verificationNo: 'YZ-TEST-01',
        methodStandardId: await standard('HJ 535-2009'),
        matrix: 'water',
        parameterId: await param('W-NH3N'),
        status: 'approved',
        validUntil: until,
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute();
    const inbox = async (who: string) => (await get('/admin/inbox', who)).body.data.sections as Array<{ key: string; items: Array<{ no: string }> }>;
    const due = (await inbox('qa')).find((x) => x.key === 'verificationsDue');
    expect(due?.items.map((i) => i.no)).toContain('YZ-TEST-01');
    expect((await inbox('clerk')).some((x) => x.key === 'verificationsDue')).toBe(false);
  });

  it('flags the scope lines of a superseded standard and lists what else cites it', async () => {
    const id = await standard('HJ 828-2017');
    const form = (await get(`/admin/api/v1/methodStandards/${id}/form`)).body.data;
    const missing = await post(`/admin/api/v1/methodStandards/${id}/transitions/supersede`, { version: form.version, reason: '新版发布' }, 'qa', 'en');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('data.supersededBy');
    const r = await post(`/admin/api/v1/methodStandards/${id}/transitions/supersede`, {
      version: form.version,
      reason: '新版发布',
      data: { supersededBy: 'HJ 828-2099' },
    });
    expect(r.status).toBe(200);
    const lines = await t.database.db.selectFrom('scopeLines').select('standardFlag').where('methodStandardId', '=', id).execute();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.standardFlag === 'superseded')).toBe(true);
    const impact = (await get(`/admin/methods/standards/${id}/impact`)).body.data;
    expect(impact).toMatchObject({ standardNo: 'HJ 828-2017', status: 'superseded' });
    expect(impact.scopeLines.every((l: { standardFlag: string }) => l.standardFlag === 'superseded')).toBe(true);
    expect(impact.templates.length).toBeGreaterThan(0);
    expect(impact.parameters.map((p: { code: string }) => p.code)).toContain('W-COD');
    expect(impact.openOrders.length).toBeGreaterThan(0);
    expect(impact.openOrders.every((o: { status: string }) => !['closed', 'cancelled', 'rejected'].includes(o.status))).toBe(true);
    // withdrawn: the lines are flagged withdrawn and no longer put a COD result in scope
    const again = (await get(`/admin/api/v1/methodStandards/${id}/form`)).body.data;
    expect((await post(`/admin/api/v1/methodStandards/${id}/transitions/withdraw`, { version: again.version, reason: '废止' })).status).toBe(200);
    const withdrawn = await t.database.db.selectFrom('scopeLines').select('standardFlag').where('methodStandardId', '=', id).execute();
    expect(withdrawn.every((l) => l.standardFlag === 'withdrawn')).toBe(true);
    const order = await t.database.db.selectFrom('orders').select('id').where('projectName', 'like', '%含分包项目%').executeTakeFirstOrThrow();
    const items = (await get(`/admin/order/items?id=${order.id}`, 'labadmin')).body.data.points[0].items;
    expect(items.find((x: { name: string }) => x.name === '化学需氧量').scope).toEqual({ state: 'outside' });
  });
});
