// Staff authorisation and proficiency testing (issue 32 item 3) on both databases: bad input refused by field with
// nothing written; z and its verdict at the boundaries; an unsatisfactory result suspends the person's
// authorisations for the method, so that assignment and check are refused, until its corrective action is signed;
// a person authorised for ammonia nitrogen only is refused a lead sheet; a checker with no authorisation is refused.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { zScoreOf } from '../../server/methods/ptResults.resource.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

describe.each(databaseTargets())('staff authorisation and proficiency testing on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let users: Record<string, number>;
  let p: Record<string, number>;
  let std: Record<string, number>;
  let emp: Record<string, number>;
  let clientId: number;
  const post = (url: string, who: string, body: unknown) => t.call('POST', url, { token: tok[who], body, lang: 'en' });
  const form = async (resource: string, id: number) => (await t.call('GET', `/admin/api/v1/${resource}/${id}/form`, { token: tok.admin })).body.data;
  const step = async (resource: string, id: number, name: string, who: string, body: Record<string, unknown> = {}) =>
    post(`/admin/api/v1/${resource}/${id}/transitions/${name}`, who, { version: (await form(resource, id)).version, ...body });
  const count = async (table: string) =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const authsOf = (employeeId: number, methodStandardId: number) =>
    t.database.db
      .selectFrom('staffAuthorisations')
      .select(['id', 'status', 'suspendedBy', 'grantedBy', 'role'])
      .where('employeeId', '=', employeeId)
      .where('methodStandardId', '=', methodStandardId)
      .orderBy('id')
      .execute();
  const pt = (employeeId: number, result: string, assignedValue = '10', sdpa = '1') =>
    post('/admin/api/v1/ptResults', 'qa', {
      employeeId,
      methodStandardId: std['HJ 535-2009'],
      parameterId: p['W-NH3N'],
      provider: '标准样品研究所',
      scheme: '水中氨氮',
      round: `R-${result}`,
      reportedOn: '2026-10-01',
      result,
      assignedValue,
      sdpa,
    });

  beforeAll(async () => {
    t = await startTestApp(target);
    const names = ['admin', 'labadmin', 'analyst', 'checker', 'reviewer', 'qa', 'sampler', 'clerk', 'writer', 'signatory'];
    tok = Object.fromEntries(await Promise.all(names.map(async (u) => [u, await t.login(u)])));
    const db = t.database.db;
    users = Object.fromEntries((await db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.username, u.id]));
    p = Object.fromEntries((await db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    std = Object.fromEntries((await db.selectFrom('methodStandards').select(['id', 'standardNo']).execute()).map((x) => [x.standardNo, x.id]));
    emp = Object.fromEntries((await db.selectFrom('employees').select(['id', 'employeeNo']).execute()).map((x) => [x.employeeNo, x.id]));
    clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id as number;
  });
  afterAll(async () => t?.close());

  it('seeds a method standard for every test item and the demo people authorised for their roles', async () => {
    for (const no of ['HJ 535-2009', 'HJ 700-2014', 'HJ 828-2017']) expect(std[no], no).toBeGreaterThan(0);
    expect((await authsOf(emp.E001, std['HJ 535-2009'])).map((a) => [a.role, a.status])).toEqual([['analyst', 'granted']]);
    expect(await authsOf(emp.E001, std['HJ 700-2014'])).toEqual([]);
    expect((await authsOf(emp.E006, std['HJ 535-2009'])).map((a) => [a.role, a.status])).toEqual([['analyst', 'granted']]);
    expect(await authsOf(emp.E006, std['HJ 700-2014'])).toEqual([]);
    // the demo's unsatisfactory result keeps its second person's authorisation suspended until its action is signed
    const open = await t.database.db
      .selectFrom('ptResults')
      .select(['id', 'employeeId', 'verdict', 'status'])
      .where('status', '=', 'action_required')
      .execute();
    expect(open).toHaveLength(1);
    expect((await authsOf(open[0].employeeId as number, std['GB 11901-89']))[0]).toMatchObject({ status: 'suspended', suspendedBy: open[0].id });
  });

  it("grants the demo's authorisations through the signed grant step: each names QA as its granter and keeps QA's signature", async () => {
    const db = t.database.db;
    const granted = await db
      .selectFrom('staffAuthorisations')
      .select(['id', 'grantedBy', 'grantedAt'])
      .where('status', 'in', ['granted', 'suspended'])
      .execute();
    expect(granted.length).toBeGreaterThan(20);
    expect(new Set(granted.map((a) => a.grantedBy))).toEqual(new Set(['郑质控']));
    const sigs = await db.selectFrom('signatures').selectAll().where('entity', '=', 'staffAuthorisations').where('meaning', '=', 'grant').execute();
    expect(new Set(sigs.map((x) => Number(x.entityId)))).toEqual(new Set(granted.map((a) => Number(a.id))));
    expect(new Set(sigs.map((x) => Number(x.userId)))).toEqual(new Set([users.qa]));
    // through the workflow engine: each grant is a transition in the audit log, not a row inserted already granted
    const steps = await db.selectFrom('adminLogs').select('id').where('action', '=', 'transition:grant').where('entity', '=', 'staffAuthorisations').execute();
    expect(steps).toHaveLength(granted.length);
  });

  it('refuses an authorisation ending before it starts, or listing a test item of another method, naming the field; nothing written', async () => {
    const before = await count('staffAuthorisations');
    const base = { employeeId: emp.E003, methodStandardId: std['HJ 535-2009'], role: 'analyst', basis: 'training', validFrom: '2026-06-01' };
    const early = await post('/admin/api/v1/staffAuthorisations', 'qa', { ...base, validUntil: '2026-05-31' });
    expect(early.status).toBe(400);
    expect(early.body.data.errors[0]).toMatchObject({ field: 'validUntil' });
    expect(early.body.msg).toMatch(/Valid until/);
    const zh = await t.call('POST', '/admin/api/v1/staffAuthorisations', { token: tok.qa, body: { ...base, validUntil: '2026-05-31' } });
    expect(zh.body.msg).toMatch(/有效期至/);
    const other = await post('/admin/api/v1/staffAuthorisations', 'qa', { ...base, validUntil: '2027-06-01', parameterIds: [p['W-COD']] });
    expect(other.status).toBe(400);
    expect(other.body.data.errors[0]).toMatchObject({ field: 'parameterIds' });
    expect(other.body.msg).toMatch(/HJ 828-2017/);
    expect(await count('staffAuthorisations')).toBe(before);
  });

  it('computes z in full and judges it at the boundaries (|z| ≤ 2, 2 < |z| < 3, |z| ≥ 3)', async () => {
    expect(zScoreOf('12', '10', '1')).toEqual({ zScore: '2', verdict: 'satisfactory' });
    expect(zScoreOf('12.5', '10', '1')).toEqual({ zScore: '2.5', verdict: 'questionable' });
    expect(zScoreOf('13', '10', '1')).toEqual({ zScore: '3', verdict: 'unsatisfactory' });
    expect(zScoreOf('7', '10', '1')).toEqual({ zScore: '-3', verdict: 'unsatisfactory' });
    expect(zScoreOf('8', '10', '1')).toEqual({ zScore: '-2', verdict: 'satisfactory' });
    expect(zScoreOf('2.9999', '0', '1').verdict).toBe('questionable');
    // kept in full: 1/3 to 34 digits, not rounded to a reporting precision
    expect(zScoreOf('1', '0', '3').zScore).toBe(`0.${'3'.repeat(34)}`);
    // through the write path, stored as computed (an employee with no authorisation: nothing to suspend)
    const made = await post('/admin/api/v1/employees', 'admin', { employeeNo: 'E950', name: '边界测试' });
    expect(made.status).toBe(201);
    const two = await pt(made.body.data.id, '12');
    expect(two.body.data).toMatchObject({ zScore: '2', verdict: 'satisfactory', status: 'recorded' });
    const third = await pt(made.body.data.id, '10.1', '10', '0.3');
    expect((await form('ptResults', third.body.data.id)).zScore).toBe(`0.${'3'.repeat(34)}`);
    const bad = await pt(made.body.data.id, '12', '10', '0');
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toMatchObject({ field: 'sdpa' });
  });

  it('an unsatisfactory result suspends assignment until its corrective action is signed; a lead sheet is refused to an ammonia-only analyst', async () => {
    // the writer's account as a second analyst, authorised (granted, signed) for ammonia nitrogen only
    const e = await post('/admin/api/v1/employees', 'admin', { employeeNo: 'E951', name: '孙分析', userId: users.writer });
    const a = await post('/admin/api/v1/staffAuthorisations', 'qa', {
      employeeId: e.body.data.id,
      methodStandardId: std['HJ 535-2009'],
      role: 'analyst',
      basis: 'assessment',
      validFrom: '2026-01-01',
      validUntil: '2099-12-31',
    });
    expect(a.status).toBe(201);
    expect((await step('staffAuthorisations', a.body.data.id, 'grant', 'qa', { password: 'wrong' })).status).toBe(403);
    const granted = await step('staffAuthorisations', a.body.data.id, 'grant', 'qa', { password: '123456' });
    expect(granted.body.data).toMatchObject({ status: 'granted', grantedBy: '郑质控' });
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'received', points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-NH3N'], p['W-PB']], timesPerDay: 1 }] },
    );
    await post('/admin/task/start_analysis', 'labadmin', { id: flow.taskId });
    const sheets = (await t.call('GET', `/admin/api/v1/analysisSheets/page?taskId=${flow.taskId}`, { token: tok.admin })).body.data.list;
    const nh3n = sheets.find((s: { parameterIds: number[] }) => s.parameterIds.includes(p['W-NH3N']));
    const lead = sheets.find((s: { parameterIds: number[] }) => s.parameterIds.includes(p['W-PB']));
    const refusedLead = await post('/admin/analysis/issued', 'labadmin', { id: lead.id, analystId: users.writer });
    expect(refusedLead.status).toBe(409);
    expect(refusedLead.body.msg).toMatch(/孙分析.*W-PB.*HJ 700-2014/);
    const offered = (await t.call('GET', `/admin/analysis/analysts?id=${lead.id}`, { token: tok.labadmin, lang: 'en' })).body.data;
    expect(offered.find((w: { userId: number }) => w.userId === users.writer)).toMatchObject({ qualified: false, reason: expect.stringMatching(/W-PB/) });
    // the demo's trainee 孙见习 holds ammonia nitrogen only and no qualification of the old kind: offered that sheet, refused the lead one
    expect(offered.find((w: { userId: number }) => w.userId === users.trainee)).toMatchObject({ qualified: false, reason: expect.stringMatching(/W-PB/) });
    const refusedTrainee = await post('/admin/analysis/issued', 'labadmin', { id: lead.id, analystId: users.trainee });
    expect(refusedTrainee.status).toBe(409);
    expect(refusedTrainee.body.msg).toMatch(/孙见习.*W-PB.*HJ 700-2014/);
    const offeredNh3n = (await t.call('GET', `/admin/analysis/analysts?id=${nh3n.id}`, { token: tok.labadmin, lang: 'en' })).body.data;
    expect(offeredNh3n.find((w: { userId: number }) => w.userId === users.trainee)).toMatchObject({ qualified: true });

    // z = 4: the analyst's ammonia authorisation is suspended by it
    const bad = await pt(emp.E001, '14');
    expect(bad.status).toBe(201);
    const result = await form('ptResults', bad.body.data.id);
    expect(result).toMatchObject({ verdict: 'unsatisfactory', status: 'action_required', zScore: '4' });
    expect((await authsOf(emp.E001, std['HJ 535-2009']))[0]).toMatchObject({ status: 'suspended', suspendedBy: result.id });
    const refused = await post('/admin/analysis/issued', 'labadmin', { id: nh3n.id, analystId: users.analyst });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/张分析.*W-NH3N.*HJ 535-2009.*proficiency/);
    const zh = await t.call('POST', '/admin/analysis/issued', { token: tok.labadmin, body: { id: nh3n.id, analystId: users.analyst } });
    expect(zh.body.msg).toMatch(/张分析.*能力验证/);
    // the corrective action: signed (a wrong password changes nothing), with its cause and action
    const data = { cause: '标准曲线配制失误', action: '重新培训并复测合格' };
    expect((await step('ptResults', result.id, 'close', 'qa', { password: 'wrong', data })).status).toBe(403);
    expect((await form('ptResults', result.id)).status).toBe('action_required');
    const noCause = await step('ptResults', result.id, 'close', 'qa', { password: '123456', data: { action: 'x' } });
    expect(noCause.status).toBe(400);
    const closed = await step('ptResults', result.id, 'close', 'qa', { password: '123456', data });
    expect(closed.body.data).toMatchObject({ status: 'action_closed', ...data, closedBy: '郑质控' });
    expect((await authsOf(emp.E001, std['HJ 535-2009']))[0]).toMatchObject({ status: 'granted', suspendedBy: null, grantedBy: '郑质控' });
    const signatures = await t.database.db
      .selectFrom('signatures')
      .select(['entity', 'meaning'])
      .where('entity', 'in', ['ptResults', 'staffAuthorisations'])
      .execute();
    expect(signatures.map((s) => `${s.entity}:${s.meaning}`)).toEqual(
      expect.arrayContaining(['ptResults:close', 'staffAuthorisations:ptReinstate', 'staffAuthorisations:grant']),
    );
    expect((await post('/admin/analysis/issued', 'labadmin', { id: nh3n.id, analystId: users.analyst })).status).toBe(200);
    expect((await post('/admin/analysis/issued', 'labadmin', { id: lead.id, analystId: users.analyst })).status).toBe(200);
  });

  it('refuses the check to a person with no checker authorisation for the method, and to a suspended checker', async () => {
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'submitted', points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-NH3N']], timesPerDay: 1 }] },
    );
    const sheet = (await t.call('GET', `/admin/api/v1/analysisSheets/page?taskId=${flow.taskId}`, { token: tok.admin })).body.data.list[0];
    await post('/admin/qc/evaluate', 'qa', { id: flow.qcId });
    // the lab administrator holds the perm, but no checker authorisation for HJ 535 (no employee record at all)
    const none = await post('/admin/analysis/check', 'labadmin', { id: sheet.id, password: '123456' });
    expect(none.status).toBe(409);
    expect(none.body.msg).toMatch(/"Check".*W-NH3N.*HJ 535-2009/);
    const bad = await pt(emp.E002, '6.9');
    expect((await form('ptResults', bad.body.data.id)).verdict).toBe('unsatisfactory');
    const suspended = await post('/admin/analysis/check', 'checker', { id: sheet.id, password: '123456' });
    expect(suspended.status).toBe(409);
    expect(suspended.body.msg).toMatch(/赵校核/);
    await step('ptResults', bad.body.data.id, 'close', 'qa', { password: '123456', data: { cause: '计算错误', action: '复核计算' } });
    expect((await post('/admin/analysis/check', 'checker', { id: sheet.id, password: '123456' })).body.data).toMatchObject({ status: 'checked' });
  });

  it('answers who may take a role for some test items, with the reason for the others; the inbox lists authorisations about to lapse', async () => {
    const get = (q: string, who = 'labadmin') => t.call('GET', `/admin/methods/authorisations/candidates?${q}`, { token: tok[who], lang: 'en' });
    const r = await get(`parameterIds=${p['W-NH3N']}&role=checker`);
    expect(r.status).toBe(200);
    expect(r.body.data.find((c: { name: string }) => c.name === '赵校核')).toMatchObject({ authorised: true, reason: null });
    expect(r.body.data.find((c: { name: string }) => c.name === '钱审核')).toMatchObject({
      authorised: false,
      reason: expect.stringMatching(/钱审核.*"Check".*W-NH3N.*HJ 535-2009/),
    });
    const bad = await get(`parameterIds=${p['W-NH3N']}&role=boss`);
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toMatchObject({ field: 'role' });
    expect((await get(`parameterIds=${p['W-NH3N']}&role=checker`, 'sampler')).status).toBe(403);
    const inbox = (await t.call('GET', '/admin/inbox', { token: tok.qa, lang: 'en' })).body.data.sections;
    const expiring = inbox.find((x: { key: string }) => x.key === 'authorisationsExpiring');
    expect(expiring.items.map((i: { no: string }) => i.no)).toContain('赵校核 · GB 7489-87 · Check');
    expect((await t.call('GET', '/admin/inbox', { token: tok.analyst })).body.data.sections.map((x: { key: string }) => x.key)).not.toContain(
      'authorisationsExpiring',
    );
  });

  it("refuses the report's approval to a signatory whose authorisation for an included method is suspended", async () => {
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'drafted', points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-NH3N']], timesPerDay: 1 }] },
    );
    expect((await post('/admin/report/review', 'labadmin', { id: flow.reportId, password: '123456' })).body.data.status).toBe('reviewed');
    const bad = await pt(emp.E004, '13.5');
    const refused = await post('/admin/report/approve', 'signatory', { id: flow.reportId, password: '123456' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/吴签字.*"Signing".*W-NH3N.*HJ 535-2009/);
    await step('ptResults', bad.body.data.id, 'close', 'qa', { password: '123456', data: { cause: '稀释倍数错误', action: '复测合格' } });
    expect((await post('/admin/report/approve', 'signatory', { id: flow.reportId, password: '123456' })).body.data.status).toBe('approved');
  });
});
