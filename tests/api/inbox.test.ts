import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { SECTIONS } from '../../server/inbox/index.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const ROLES = ['admin', 'labadmin', 'clerk', 'sampler', 'analyst', 'checker', 'reviewer', 'writer', 'signatory', 'qa', 'equipment'];

describe.each(databaseTargets())('the work inbox on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let sheetIds: number[];
  let qcId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-inbox-'));
  const inbox = async (who: string) => {
    const r = await t.call('GET', '/admin/inbox', { token: tok[who] });
    expect(r.status).toBe(200);
    return new Map<string, { count: number; items: Array<{ id: number; no: string; status: string }> }>(
      r.body.data.sections.map((s: { key: string }) => [s.key, s]),
    );
  };

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    const users = (await t.database.db.selectFrom('users').select('username').execute()).map((u) => String(u.username));
    tok = Object.fromEntries(await Promise.all(ROLES.filter((r) => users.includes(r)).map(async (u) => [u, await t.login(u)])));
    const p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      {
        clientId,
        until: 'assigned',
        points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-PH']], timesPerDay: 1 }],
      },
    );
    sheetIds = flow.sheetIds;
    qcId = flow.qcId!;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('needs a signed-in user', async () => {
    expect((await t.call('GET', '/admin/inbox')).status).toBe(401);
  });

  it('answers every role with only the sections its perms allow, never 403', async () => {
    for (const who of Object.keys(tok)) {
      const r = await t.call('GET', '/admin/inbox', { token: tok[who] });
      expect(r.status, who).toBe(200);
      const me = (await t.call('GET', '/admin/api/v1/users/me', { token: tok[who] })).body.data;
      const perms = new Set<string>(me?.perms ?? []);
      const root = who === 'admin';
      const keys = r.body.data.sections.map((s: { key: string }) => s.key);
      if (me?.perms) expect(keys, who).toEqual(SECTIONS.filter((s) => root || perms.has(s.perm)).map((s) => s.key));
      for (const s of r.body.data.sections) expect(s.items.length).toBeLessThanOrEqual(s.count);
    }
    expect([...(await inbox('analyst')).keys()]).toEqual(['toReceive', 'toFill']);
    // one person per review level: the lab administrator reviews reports, the signatory approves and issues them
    expect([...(await inbox('signatory')).keys()]).toEqual(['reportsToApprove', 'reportsToIssue']);
    expect([...(await inbox('labadmin')).keys()]).toContain('reportsToReview');
    expect([...(await inbox('sampler')).keys()]).toEqual(['ordersToTask', 'tasksToSample', 'tasksToReceive']);
  });

  it('lists the assigned sheet to receive, then to fill once received; the checker sees nothing of it yet', async () => {
    const before = await inbox('analyst');
    const mine = before.get('toReceive')!.items.map((i) => i.id);
    for (const id of sheetIds) expect(mine).toContain(id);
    const id = sheetIds[0];
    const checkerBefore = (await inbox('checker')).get('toCheck')!.items.map((i) => i.id);
    expect(checkerBefore).not.toContain(id);
    expect((await t.call('POST', '/admin/analysis/confirm_ok', { token: tok.analyst, body: { id } })).status).toBe(200);
    const after = await inbox('analyst');
    expect(after.get('toReceive')!.count).toBe(before.get('toReceive')!.count - 1);
    expect(after.get('toFill')!.items.map((i) => i.id)).toContain(id);
    expect(after.get('toFill')!.items.find((i) => i.id === id)).toMatchObject({ status: 'received', no: expect.stringMatching(/\S/) });
  });

  it('a received task waits for its QC plan and its analysis; planned and started, it waits no more', async () => {
    const p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'accepted', points: [{ name: '雨排口', matrix: 'wastewater', parameterIds: [p['W-PH']], timesPerDay: 1 }] },
    );
    const sampler = tok.sampler;
    expect((await inbox('sampler')).get('ordersToTask')!.items.map((i) => i.id)).toContain(flow.orderId);
    const made = (await t.call('POST', '/admin/task/create_from_order', { token: sampler, body: { orderId: flow.orderId } })).body.data;
    const taskId = made.task.id as number;
    expect((await inbox('sampler')).get('tasksToSample')!.items.map((i) => i.id)).toContain(taskId);
    expect((await inbox('sampler')).get('ordersToTask')!.items.map((i) => i.id)).not.toContain(flow.orderId);
    const samples = made.samples.map((s: { id: number }) => ({ id: s.id, sampledAt: new Date(Date.now() - 3600_000).toISOString() }));
    expect(
      (
        await t.call('POST', '/admin/task/sampling', {
          token: sampler,
          body: { taskId, samples, weather: '晴', airTemperature: '20.5', airPressureKpa: '101.3' },
        })
      ).status,
    ).toBe(200);
    expect((await inbox('sampler')).get('tasksToReceive')!.items.map((i) => i.id)).toContain(taskId);
    const received = made.samples.map((s: { id: number }) => ({
      id: s.id,
      condition: '完好',
      containerIntact: true,
      preservationOk: true,
      receiptTemperature: '4.0',
    }));
    expect((await t.call('POST', '/admin/task/receive', { token: sampler, body: { id: taskId, samples: received } })).status).toBe(200);
    const waiting = await inbox('qa');
    expect(waiting.get('qcToPlan')!.items.find((i) => i.id === taskId)).toMatchObject({ orderId: flow.orderId, status: 'received' });
    expect((await inbox('labadmin')).get('tasksToAnalyse')!.items.map((i) => i.id)).toContain(taskId);
    expect((await t.call('POST', '/admin/qc/create', { token: tok.qa, body: { taskId } })).status).toBe(200);
    expect((await inbox('qa')).get('qcToPlan')!.items.map((i) => i.id)).not.toContain(taskId);
    expect((await t.call('POST', '/admin/task/start_analysis', { token: tok.labadmin, body: { id: taskId } })).status).toBe(200);
    const lab = await inbox('labadmin');
    expect(lab.get('tasksToAnalyse')!.items.map((i) => i.id)).not.toContain(taskId);
    expect(lab.get('toAssign')!.count).toBeGreaterThan(0);
  });

  it('the assignment left the analyst a stored notice naming the sheet and what it is about, read once received', async () => {
    const sheet = (await t.call('GET', `/admin/api/v1/analysisSheets/${sheetIds[0]}/form`, { token: tok.admin })).body.data;
    const title = `新分析单待接收：${sheet.analysisNo}（pH值，${sheet.methodNo}，${sheet.sampleIds.length} 个样品）`;
    const mine = (await t.call('GET', '/admin/api/v1/notices/my-page?pageSize=50', { token: tok.analyst })).body.data;
    // the test above received the sheet: the notice's work is done, so it no longer counts as unread
    expect(mine.list.find((n: { title: string }) => n.title === title)).toMatchObject({ isRead: true });
    const others = (await t.call('GET', '/admin/api/v1/notices/my-page?pageSize=50', { token: tok.checker })).body.data;
    expect(others.list.map((n: { title: string }) => n.title)).not.toContain(title);
  });

  const readiness = async (id: number) => {
    const r = await t.call('GET', `/admin/qc/readiness?id=${id}`, { token: tok.qa, lang: 'en' });
    expect(r.status).toBe(200);
    return r.body.data as { why: string | null };
  };

  it('a QC plan whose task still has sheets in entry is not offered for evaluation, and says which results it waits for', async () => {
    // the demo lab's task: some sheets submitted or later, others not received or in entry
    const open = await t.database.db
      .selectFrom('qcSheets')
      .select(['id', 'taskId'])
      .where('status', '=', 'planned')
      .where('taskId', 'in', t.database.db.selectFrom('analysisSheets').select('taskId').where('status', '=', 'in_entry'))
      .where('taskId', 'in', t.database.db.selectFrom('analysisSheets').select('taskId').where('status', '=', 'reviewed'))
      .executeTakeFirstOrThrow();
    expect((await inbox('qa')).get('qcToEvaluate')!.items.map((i) => i.id)).not.toContain(open.id);
    expect((await readiness(open.id as number)).why).toMatch(/^These QC samples have no results yet: /);
    expect((await t.call('POST', '/admin/qc/evaluate', { token: tok.qa, body: { id: open.id } })).status).toBe(409);
  });

  it('a QC plan waits for evaluation once its task has submitted results, and no longer once it passed', async () => {
    expect((await inbox('qa')).get('qcToEvaluate')!.items.map((i) => i.id)).not.toContain(qcId); // nothing analysed yet
    const p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'submitted', points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-PH']], timesPerDay: 1 }] },
    );
    expect((await inbox('qa')).get('qcToEvaluate')!.items.find((i) => i.id === flow.qcId)).toMatchObject({ status: 'planned' });
    expect((await readiness(flow.qcId!)).why).toBeNull();
    expect((await t.call('POST', '/admin/qc/evaluate', { token: tok.qa, body: { id: flow.qcId } })).body.data.status).toBe('passed');
    expect((await inbox('qa')).get('qcToEvaluate')!.items.map((i) => i.id)).not.toContain(flow.qcId);
  });
});
