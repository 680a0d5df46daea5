import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { resourceByName } from '../../schemas/resources/index.ts';
import { serverResource } from '../../server/crud/hooks.ts';
import { serverResources, appHooks } from '../../server/registry.ts';
import type { RequestContext } from '../../server/crud/context.ts';
import { AppError } from '../../server/http/errors.ts';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { lastAuditHash, tableCounts } from '../security/tables.ts';

// Issue 15 point 2: hooks are declared with their resource and composed per app. Two apps alive in one process,
// one with an extra hook, must not see each other's hooks, and building another app must not double any.

it('declares hooks only for resources the schemas have', () => {
  const unknown = serverResources.map((r) => r.name).filter((n) => !resourceByName.has(n));
  expect(unknown).toEqual([]);
});

describe.each(databaseTargets())('hooks per app on %s', (target) => {
  let a: TestApp;
  let b: TestApp;
  const calls: string[] = [];
  beforeAll(async () => {
    // app A: the declared hooks plus one more on configs; app B: the declared hooks only
    a = await startTestApp(
      target,
      {},
      {
        hooks: [
          ...appHooks(),
          serverResource('configs', {
            beforeCreate: [
              (data) => {
                calls.push(String(data.configKey));
                return { ...data, remark: 'by A' };
              },
            ],
          }),
        ],
      },
    );
    b = await startTestApp(target);
  }, 240_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("runs an app's own hooks once, and never another app's", async () => {
    const [ta, tb] = [await a.login('admin'), await b.login('admin')];
    const onA = await a.call('POST', '/admin/api/v1/configs', { token: ta, body: { configKey: 'x.a', configName: 'A', configValue: '1' } });
    const onB = await b.call('POST', '/admin/api/v1/configs', { token: tb, body: { configKey: 'x.b', configName: 'B', configValue: '1' } });
    expect([onA.status, onB.status]).toEqual([201, 201]);
    expect(onA.body.data.remark).toBe('by A');
    expect(onB.body.data.remark ?? null).toBeNull();
    expect(calls.filter((k) => k.startsWith('x.'))).toEqual(['x.a']);
    // the demo seed wrote through each app's own write path: A's seeded configs carry A's hook, B's do not
    const seeded = async (t: TestApp) =>
      (await t.database.db.selectFrom('configs').select('remark').where('configKey', '=', 'lab.name').executeTakeFirstOrThrow()).remark;
    expect([await seeded(a), (await seeded(b)) ?? null]).toEqual(['by A', null]);
    expect(calls.filter((k) => k === 'lab.name')).toEqual(['lab.name']);
    // both apps still run the declared hooks: a new order gets its number from the order hook on each
    for (const [t, token] of [
      [a, ta],
      [b, tb],
    ] as const) {
      const client = await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow();
      const param = await t.database.db.selectFrom('parameters').select(['id', 'matrix']).orderBy('id').executeTakeFirstOrThrow();
      const points = [{ name: 'P1', matrix: param.matrix, days: 1, timesPerDay: 2, parameterIds: [param.id] }];
      const order = await t.call('POST', '/admin/api/v1/orders', {
        token,
        body: { clientId: client.id, projectName: 'hooks', category: 'commissioned', points },
      });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      expect(order.body.data.orderNo).toMatch(/^WT\d{8}\d{3}$/);
    }
  });

  it('validates server-decided values (system mode) by their schemas and writes nothing when one is wrong', async () => {
    const ctx: RequestContext = { app: b.app.lims, user: null, lang: 'en', audit: { userId: null, username: 'test', method: 'TEST', url: 'test' } };
    const samples = resourceByName.get('samples')!;
    const orders = resourceByName.get('orders')!;
    const s = await b.database.db.selectFrom('samples').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    const o = await b.database.db.selectFrom('orders').select(['id', 'version']).orderBy('id').executeTakeFirstOrThrow();
    const [counts, head] = [await tableCounts(b), await lastAuditHash(b)];
    const refusal = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
      } catch (e) {
        return e as AppError;
      }
      throw new Error('not refused');
    };
    const cases: Array<[() => Promise<unknown>, string]> = [
      [
        () => b.database.db.transaction().execute((tx) => b.crud.patchIn(tx, samples, s.id, { preservationOk: 'false' }, ctx, { action: 'receive' })),
        'preservationOk',
      ],
      [
        () => b.database.db.transaction().execute((tx) => b.crud.patchIn(tx, samples, s.id, { receivedAt: '2026-01-15T08:00:00' }, ctx, { action: 'receive' })),
        'receivedAt',
      ],
      [() => b.database.db.transaction().execute((tx) => b.crud.patchIn(tx, orders, o.id, { status: 'nonsense' }, ctx, { action: 'transition:x' })), 'status'],
      [() => b.database.db.transaction().execute((tx) => b.crud.patchIn(tx, orders, o.id, { version: 99 }, ctx, { action: 'x' })), 'version'],
      // a dict value the dict does not have, decided by the server, is refused like a client's
      [() => b.database.db.transaction().execute((tx) => b.crud.patchIn(tx, samples, s.id, { matrix: 'not-a-matrix' }, ctx, { action: 'x' })), 'matrix'],
    ];
    for (const [fn, field] of cases) {
      const e = await refusal(fn);
      expect(e).toBeInstanceOf(AppError);
      expect(e.status, field).toBe(400);
      expect(
        e.errors?.map((x) => x.field),
        field,
      ).toContain(field);
    }
    expect(await tableCounts(b)).toEqual(counts);
    expect(await lastAuditHash(b)).toBe(head);
    // a read-only field the server decides is written, versioned and audited
    const after = await b.database.db
      .transaction()
      .execute((tx) => b.crud.patchIn(tx, orders, o.id, { quoteTotal: '12.50' }, ctx, { action: 'requote', version: o.version }));
    expect(after.version).toBe(o.version + 1);
    const entry = await b.database.db.selectFrom('adminLogs').select(['entity', 'entityId', 'action']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect({ ...entry, entityId: Number(entry.entityId) }).toEqual({ entity: 'orders', entityId: o.id, action: 'requote' });
  });
});
