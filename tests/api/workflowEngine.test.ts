// Every status change goes through the workflow engine (issue 36 item 3): the cascades that follow a person's step
// are the machine's transitions, audited as the engine writes them (transition:<name>), their hooks run, the machine
// refuses a step from the wrong state; patchIn refuses the status field and keeps a locked record's own fields.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { transition } from '../../server/crud/workflow.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import type { RequestContext } from '../../server/crud/context.ts';
import type { CurrentUser } from '../../server/access/user.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 180_000 });

const res = (name: string) => resourceByName.get(name)!;

describe.each(databaseTargets())('the workflow engine on %s', (target) => {
  let t: TestApp;
  let flow: Awaited<ReturnType<typeof runFlow>>;
  let ctx: RequestContext;

  /** The engine's audit entries of a record, in order. */
  const actions = async (entity: string, id: number) =>
    (
      await t.database.db
        .selectFrom('adminLogs')
        .select('action')
        .where('entity', '=', entity)
        .where('entityId', '=', String(id))
        .where('action', 'like', 'transition:%')
        .orderBy('id')
        .execute()
    ).map((r) => String(r.action));
  const state = async (name: string, id: number) => (await t.crud.get(res(name), id))[res(name).workflow!.field];
  const inTx = <T>(fn: (tx: Parameters<typeof transition>[1]) => Promise<T>) => t.database.db.transaction().execute(fn);

  beforeAll(async () => {
    t = await startTestApp(target);
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const cod = (await t.database.db.selectFrom('parameters').select('id').where('code', '=', 'W-COD').executeTakeFirstOrThrow()).id;
    flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'issued', points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [cod] }] },
    );
    const admin = await t.database.db.selectFrom('users').select(['id', 'username', 'nickname']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    const user: CurrentUser = {
      id: admin.id,
      username: 'admin',
      nickname: String(admin.nickname),
      avatar: null,
      roles: [],
      perms: new Set(),
      menus: [],
      isRoot: true,
    };
    ctx = { app: t.app.lims, user, lang: 'zh-CN', audit: { userId: admin.id, username: 'admin', method: 'TEST', url: 'test' } };
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('audits each cascade as the engine writes its transition, with the hooks run', async () => {
    // order: started by the task made from it, reported by the issued report (both automatic steps)
    expect(await actions('orders', flow.orderId)).toEqual(['transition:submit', 'transition:accept', 'transition:start', 'transition:report']);
    // task: sampling recorded starts it; the last locked sheet finishes its analysis
    const task = await actions('tasks', flow.taskId!);
    expect(task).toEqual(expect.arrayContaining(['transition:startSampling', 'transition:receive', 'transition:startAnalysis', 'transition:finishAnalysis']));
    // the QC evaluation executes and judges the sheet through the machine: the evaluation is the step hook's
    expect(await actions('qcSheets', flow.qcId!)).toEqual(['transition:execute', 'transition:pass']);
    const qc = await t.crud.get(res('qcSheets'), flow.qcId!);
    expect((qc.evaluation as { evaluations: unknown[] }).evaluations.length).toBeGreaterThan(0);
    // the analyst's first draft starts the entry
    for (const id of flow.sheetIds) expect(await actions('analysisSheets', id)).toContain('transition:startEntry');
  });

  it('runs a cascade only from the state the machine allows, and only a step declared automatic', async () => {
    // the order is reported: the machine refuses to start it again
    await expect(inTx((tx) => transition(t.crud, tx, ctx, res('orders'), flow.orderId, 'start', { by: 'cascade' }))).rejects.toMatchObject({
      status: 409,
      key: 'error.transition',
    });
    // a person's step (submit) is not the server's to take
    await expect(inTx((tx) => transition(t.crud, tx, ctx, res('orders'), flow.orderId, 'close', { by: 'cascade' }))).rejects.toThrow(/not declared automatic/);
    expect(await state('orders', flow.orderId)).toBe('reported');
  });

  it("runs the step's hooks in a cascade: finishing a task with an open sheet is refused by the task's hook", async () => {
    const open = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      {
        clientId: (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
        until: 'assigned',
        points: [
          {
            name: '总排口',
            matrix: 'wastewater',
            parameterIds: [(await t.database.db.selectFrom('parameters').select('id').where('code', '=', 'W-COD').executeTakeFirstOrThrow()).id],
          },
        ],
      },
    );
    await expect(inTx((tx) => transition(t.crud, tx, ctx, res('tasks'), open.taskId!, 'finishAnalysis', { by: 'cascade' }))).rejects.toMatchObject({
      key: 'error.sheetsOpen',
    });
    expect(await state('tasks', open.taskId!)).toBe('in_analysis');
  });

  it("takes the withdrawal by an amendment through the engine, signed with the issuing signatory's signature", async () => {
    const report = flow.reportId!;
    const post = async (url: string, who: string, body: unknown) => {
      const r = await t.call('POST', url, { token: await t.login(who), body });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data;
    };
    const amendment = await post('/admin/report/amend', 'writer', { id: report, reason: '限值标准版本更正' });
    await post('/admin/report/submit', 'writer', { id: amendment.id });
    await post('/admin/report/review', 'labadmin', { id: amendment.id, password: '123456' });
    await post('/admin/report/approve', 'signatory', { id: amendment.id, password: '123456' });
    await post('/admin/report/issue', 'signatory', { id: amendment.id, password: '123456' });
    expect(await state('reports', report)).toBe('withdrawn');
    expect((await actions('reports', report)).at(-1)).toBe('transition:withdraw');
    // reportWorkflow.withdraw is automatic with signature 'causer': the signatory who signed the amendment's issue
    const signatory = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'signatory').executeTakeFirstOrThrow()).id;
    const signed = await t.database.db
      .selectFrom('signatures')
      .select(['meaning', 'userId'])
      .where('entity', '=', 'reports')
      .where('entityId', '=', report)
      .where('meaning', '=', 'withdraw')
      .execute();
    expect(signed).toEqual([{ meaning: 'withdraw', userId: signatory }]);
  });

  it('refuses a status field in patchIn, and keeps a locked record locked in patchIn as in update', async () => {
    await expect(inTx((tx) => t.crud.patchIn(tx, res('orders'), flow.orderId, { status: 'closed' }, ctx, { action: 'sneak' }))).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'status' }],
    });
    expect(await state('orders', flow.orderId)).toBe('reported');
    // a reported order's own fields are locked (orderWorkflow.editableIn: draft)
    await expect(inTx((tx) => t.crud.patchIn(tx, res('orders'), flow.orderId, { projectName: '改名' }, ctx, { action: 'sneak' }))).rejects.toMatchObject({
      status: 409,
      key: 'error.orderNotDraft',
    });
    expect((await t.crud.get(res('orders'), flow.orderId)).projectName).not.toBe('改名');
  });

  it('offers no person the automatic-only re-opening of a QC verdict: the generic route does not know it', async () => {
    const token = await t.login('admin');
    const r = await t.call('POST', `/admin/api/v1/qcSheets/${flow.qcId}/transitions/reopen`, { token, body: { version: 1 } });
    expect(r.status).toBe(404);
    expect(await state('qcSheets', flow.qcId!)).toBe('passed');
  });
});
