// The method-not-verified gate of an analysis sheet's issue step (issue 32 item 4) on both databases: total organic
// carbon (HJ 501-2009), the demo's method still being verified, is refused with the item named and nothing written;
// a person who may assign but not decide on methods is refused the override (403, why); the lab administrator's
// override with a reason issues the sheet and audits the reason with the items in the step's transaction; a method
// once proved (the shared fixture tests/api/provedMethods.ts) issues without one.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { proveMethods } from './provedMethods.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 180_000 });

describe.each(databaseTargets())('the method-not-verified gate of a sheet on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let users: Record<string, number>;
  let p: Record<string, number>;
  let sheetId: number;
  const db = () => t.database.db;
  const sheet = () => db().selectFrom('analysisSheets').select(['id', 'status', 'version', 'analystId']).where('id', '=', sheetId).executeTakeFirstOrThrow();
  // the audit trail keeps an entry's record id as text
  const overrides = () =>
    db().selectFrom('adminLogs').selectAll().where('action', '=', 'override:methodNotVerified').where('entityId', '=', String(sheetId)).execute();
  const issue = async (who: string, extra: Record<string, unknown> = {}, lang: 'en' | 'zh-CN' = 'en') =>
    t.call('POST', '/admin/analysis/issued', {
      token: tok[who],
      lang,
      body: { id: sheetId, version: (await sheet()).version, analystId: users.analyst, ...extra },
    });

  beforeAll(async () => {
    t = await startTestApp(target);
    const names = ['admin', 'labadmin', 'analyst', 'checker', 'reviewer', 'qa', 'sampler', 'clerk', 'writer', 'signatory'];
    tok = Object.fromEntries(await Promise.all(names.map(async (u) => [u, await t.login(u)])));
    users = Object.fromEntries((await db().selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.username, u.id]));
    p = Object.fromEntries((await db().selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    const clientId = (await db().selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id as number;
    const flow = await runFlow(t.call, async (u) => tok[u], {
      clientId,
      until: 'received',
      points: [{ name: '总排口', matrix: 'water', parameterIds: [p['W-TOC']] }],
    });
    expect((await t.call('POST', '/admin/task/start_analysis', { token: tok.labadmin, body: { id: flow.taskId } })).status).toBe(200);
    sheetId = (await db().selectFrom('analysisSheets').select('id').where('taskId', '=', flow.taskId!).executeTakeFirstOrThrow()).id as number;
    // the analyst is authorised for the test item, so only the method gate stands in the way
  });
  afterAll(async () => t?.close());

  it('names the unverified items before anyone clicks, to whoever may assign', async () => {
    const gate = await t.call('GET', `/admin/methods/sheet-gate?id=${sheetId}`, { token: tok.labadmin });
    expect(gate.status).toBe(200);
    expect(gate.body.data).toEqual({ items: [{ parameterId: p['W-TOC'], name: '总有机碳' }] });
    expect((await t.call('GET', `/admin/methods/sheet-gate?id=${sheetId}`, { token: tok.analyst })).status).toBe(403);
  });

  it('refuses the issue with the items named, in both languages, and writes nothing', async () => {
    const before = await sheet();
    const en = await issue('labadmin');
    expect(en.status).toBe(409);
    expect(en.body.msg).toMatch(/neither verified nor in the accredited scope.*总有机碳/);
    const zh = await issue('labadmin', {}, 'zh-CN');
    expect(zh.status).toBe(409);
    expect(zh.body.msg).toContain('以下检测项目的方法尚未验证且不在资质能力范围内，不能下达分析单：总有机碳');
    // a blank reason is no reason: refused by field before the gate
    const blank = await issue('labadmin', { override: '   ' });
    expect(blank.status).toBe(400);
    expect(await sheet()).toEqual(before);
    expect(await overrides()).toEqual([]);
  });

  it('refuses the override to a person who may assign but not decide on methods (403, why), writing nothing', async () => {
    const rules = await db().selectFrom('menus').select(['id', 'perm']).where('perm', 'in', ['analysis:query', 'analysis:assign']).execute();
    const role = await t.call('POST', '/admin/api/v1/roles', {
      token: tok.admin,
      body: { code: 'DISPATCH', name: '分析调度', ruleIds: rules.map((r) => r.id) },
    });
    expect(role.status).toBe(201);
    const made = await t.call('POST', '/admin/api/v1/users', {
      token: tok.admin,
      body: { username: 'dispatch', nickname: '调度员', password: 'secret1', roleIds: [role.body.data.id] },
    });
    expect(made.status).toBe(201);
    tok.dispatch = await t.login('dispatch', 'secret1');
    const before = await sheet();
    const refused = await issue('dispatch', { override: '客户书面同意按未验证方法检测' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/总有机碳.*Only a person who may decide on methods \(method:decide\)/);
    expect(await sheet()).toEqual(before);
    expect(await overrides()).toEqual([]);
  });

  it("issues on the lab administrator's reason and audits it with the items in the step's transaction", async () => {
    const issued = await issue('labadmin', { override: '客户书面同意按未验证方法检测，结果不加 CMA 标志' });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(await sheet()).toMatchObject({ status: 'issued', analystId: users.analyst });
    const [entry, ...more] = await overrides();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ entity: 'analysisSheets', userId: users.labadmin, reason: '客户书面同意按未验证方法检测，结果不加 CMA 标志' });
    const after = typeof entry.after === 'string' ? JSON.parse(entry.after) : entry.after;
    expect(after).toEqual({ items: [{ parameterId: p['W-TOC'], name: '总有机碳' }] });
    const step = await db().selectFrom('adminLogs').select('id').where('action', '=', 'transition:issue').where('entityId', '=', String(sheetId)).execute();
    expect(step).toHaveLength(1);
  });

  it('issues a sheet whose method the lab has proved without asking, and the generic step takes the override too', async () => {
    const clientId = (await db().selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id as number;
    const flow = await runFlow(t.call, async (u) => tok[u], {
      clientId,
      until: 'received',
      points: [{ name: '总排口', matrix: 'water', parameterIds: [p['W-TOC']] }],
    });
    expect((await t.call('POST', '/admin/task/start_analysis', { token: tok.labadmin, body: { id: flow.taskId } })).status).toBe(200);
    sheetId = (await db().selectFrom('analysisSheets').select('id').where('taskId', '=', flow.taskId!).executeTakeFirstOrThrow()).id as number;
    const generic = (data: Record<string, unknown>) =>
      sheet().then((s) =>
        t.call('POST', `/admin/api/v1/analysisSheets/${sheetId}/transitions/issue`, { token: tok.labadmin, lang: 'en', body: { version: s.version, data } }),
      );
    expect((await generic({ analystId: users.analyst })).status).toBe(409);
    expect((await generic({ analystId: users.analyst, override: 7 })).status).toBe(400);
    await proveMethods(t.call, tok.admin, [p['W-TOC']]);
    expect((await t.call('GET', `/admin/methods/sheet-gate?id=${sheetId}`, { token: tok.labadmin })).body.data).toEqual({ items: [] });
    expect((await generic({ analystId: users.analyst })).status).toBe(200);
    expect(await overrides()).toEqual([]);
  });
});
