import fc from 'fast-check';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { resources } from '../../schemas/resources/index.ts';
import type { AnyResource, FieldInfo } from '../../schemas/core/resource.ts';
import { isEditable, personTransitions } from '../../schemas/workflows/machine.ts';
import { fromDb } from '../../server/crud/codec.ts';
import { databaseTargets, startTestApp, type TestApp } from '../api/harness.ts';
import { lastAuditHash, tableCounts } from './tables.ts';
import { notBool, notDay, notInstant, notInt, notDecimal, notText, notList } from './wrongValues.ts';

// Issue 15, "bad input": every write route gets values of the wrong type for every field kind and answers 400
// naming the field, with the database unchanged (row counts of every table and the audit chain's head).

const RUNS = Number(process.env.LIMS_FUZZ_RUNS ?? 3);
const SEED = Number(process.env.LIMS_FUZZ_SEED ?? Date.now() % 2 ** 31);

/** Wrong values for a field kind, checked by the schema alone (so a create with nothing else is refused for it). */
function wrongTyped(f: FieldInfo): fc.Arbitrary<unknown> | undefined {
  switch (f.kind) {
    case 'bool':
      return notBool;
    case 'date':
      return notDay;
    case 'datetime':
      return notInstant;
    case 'int':
    case 'ref':
      return notInt;
    case 'decimal':
      return notDecimal;
    case 'dict':
    case 'enum':
      return notText;
    case 'array':
      return notList;
    case 'json':
      return f.reference ? fc.oneof(notList, fc.array(fc.constantFrom('1', -1, 0, true), { minLength: 1, maxLength: 2 })) : undefined;
    default:
      return undefined;
  }
}

/** Values of the right type that the stored data refuses: a dict value that is not an item, a missing record. */
function wrongStored(f: FieldInfo): fc.Arbitrary<unknown> | undefined {
  if (f.kind === 'dict') return fc.constantFrom('not-a-value', 'xyz_unknown');
  if (f.kind === 'ref') return fc.integer({ min: 900_000, max: 2_000_000 });
  return undefined;
}

describe.each(databaseTargets())('wrong-typed values for every field kind on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  async function editableRow(r: AnyResource) {
    const rows = await t.database.db.selectFrom(r.table).selectAll().orderBy('id').limit(200).execute();
    return rows.map((row) => fromDb(r, row)).find((row) => isEditable(r.workflow, row));
  }

  async function refused(method: string, url: string, body: object, field: string, failures: string[]) {
    const [counts, head] = [await tableCounts(t), await lastAuditHash(t)];
    const res = await t.call(method, url, { token: admin, body, lang: 'en' });
    const named = (res.body?.data?.errors ?? []).some(
      (e: { field: string }) => e.field === field || e.field.startsWith(`${field}.`) || e.field.endsWith(`.${field}`),
    );
    if (res.status !== 400 || !named)
      failures.push(
        `${method} ${url} ${JSON.stringify(body).slice(0, 120)} → ${res.status} ${JSON.stringify(res.body?.data?.errors ?? res.body?.msg).slice(0, 160)}`,
      );
    else if (JSON.stringify(await tableCounts(t)) !== JSON.stringify(counts) || (await lastAuditHash(t)) !== head)
      failures.push(`${method} ${url} ${JSON.stringify(body)} → 400 but the database changed`);
  }

  it(`answers 400 naming the field, and writes nothing, on every generic create and update (${RUNS} runs per field, seed ${SEED})`, async () => {
    const failures: string[] = [];
    let fields = 0;
    for (const r of resources) {
      const row = r.access.update ? await editableRow(r) : undefined;
      for (const f of r.fieldList.filter((x) => x.name in r.createSchema.shape)) {
        const bad = wrongTyped(f);
        const stored = wrongStored(f);
        if (!bad && !stored) continue;
        fields++;
        if (bad && r.access.create) {
          await fc.assert(
            fc.asyncProperty(bad, async (v) => {
              await refused('POST', `/admin/api/v1/${r.name}`, { [f.name]: v }, f.name, failures);
            }),
            { numRuns: RUNS, seed: SEED },
          );
        }
        if (row) {
          for (const arb of [bad, stored].filter((a): a is fc.Arbitrary<unknown> => !!a)) {
            await fc.assert(
              fc.asyncProperty(arb, async (v) => {
                await refused('PUT', `/admin/api/v1/${r.name}/${row.id}`, { version: row.version, [f.name]: v }, f.name, failures);
              }),
              { numRuns: RUNS, seed: SEED },
            );
          }
        }
      }
    }
    if (failures.length) console.log(failures.slice(0, 40).join('\n'));
    expect(failures).toEqual([]);
    expect(fields).toBeGreaterThan(60);
  }, 600_000);

  it('answers 400 naming the field on workflow routes given wrong-typed values', async () => {
    const order =
      (await t.database.db.selectFrom('orders').select(['id', 'version']).where('status', '=', 'accepted').orderBy('id').executeTakeFirst()) ??
      (await t.database.db.selectFrom('orders').select(['id', 'version']).orderBy('id').executeTakeFirstOrThrow());
    // tasks in the state each step takes, so that only the body's types can refuse it
    const taskIn = (status: string) => t.database.db.selectFrom('tasks').select(['id']).where('status', '=', status).orderBy('id').executeTakeFirstOrThrow();
    const sampleOf = (taskId: number) =>
      t.database.db.selectFrom('samples').select(['id']).where('taskId', '=', taskId).orderBy('id').executeTakeFirstOrThrow();
    const [issued, sampling] = [await taskIn('issued'), await taskIn('sampling')];
    const [s1, s2] = [await sampleOf(issued.id), await sampleOf(sampling.id)];
    const cases: Array<[string, object, string]> = [
      ['/admin/order/order_add_cg', { id: order.id, urgent: 'false' }, 'urgent'],
      ['/admin/order/order_add_cg', { id: order.id, dueDate: '2026-02-30' }, 'dueDate'],
      ['/admin/order/order_add_cg', { id: order.id, reportCopies: '2' }, 'reportCopies'],
      ['/admin/order/contract_review', { id: order.id, capability: 'false', method: true, turnaroundDays: 5, outcome: 'pass' }, 'capability'],
      ['/admin/task/sampling', { taskId: issued.id, samples: [{ id: s1.id, sampledAt: '2026-01-15T08:00:00' }] }, 'sampledAt'],
      [
        '/admin/task/receive',
        { id: sampling.id, samples: [{ id: s2.id, condition: '完好', containerIntact: true, preservationOk: 'false', receiptTemperature: '4.0' }] },
        'preservationOk',
      ],
    ];
    const failures: string[] = [];
    for (const [url, body, field] of cases) await refused('POST', url, body, field, failures);
    if (failures.length) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
  }, 120_000);

  it(`answers 400 naming the field on every generic transition and on the account routes (${RUNS} runs per field, seed ${SEED})`, async () => {
    const failures: string[] = [];
    let steps = 0;
    const notRecord = fc.oneof(fc.string(), fc.integer(), fc.array(fc.integer(), { maxLength: 2 }), fc.boolean());
    // the transition route of every workflow resource (one body schema for all its steps; a step on a row in a state
    // it starts from, so that only the body can refuse it); an automatic-only step (ptResults `raise`, staffAuthorisations
    // `ptSuspend`, scopeLines `verifyByStudy`, …) is the server's: the route answers 404 before reading a body
    const workflows = resources.filter((x) => x.workflow);
    for (const r of workflows) {
      const wf = r.workflow!;
      for (const name of personTransitions(wf)) {
        const tr = wf.transitions[name];
        const row = await t.database.db.selectFrom(r.table).select(['id', 'version']).where(wf.field, 'in', tr.from).orderBy('id').executeTakeFirst();
        if (!row) continue;
        steps++;
        const url = `/admin/api/v1/${r.name}/${row.id}/transitions/${name}`;
        for (const [field, arb] of [
          ['version', notInt],
          ['reason', notText],
          ['password', notText],
          ['data', notRecord],
        ] as const) {
          await fc.assert(
            fc.asyncProperty(arb, async (v) => {
              await refused('POST', url, { version: row.version, [field]: v }, field, failures);
            }),
            { numRuns: RUNS, seed: SEED },
          );
        }
        break;
      }
    }
    // …and no person can ask for an automatic-only step, whatever the body: 404, the database unchanged
    let serverSteps = 0;
    for (const r of workflows) {
      for (const [name, tr] of Object.entries(r.workflow!.transitions)) {
        if (!tr.automatic?.only) continue;
        // a row in a state the step starts from, so that only its being the server's can refuse it
        const row = await t.database.db.selectFrom(r.table).select(['id', 'version']).where(r.workflow!.field, 'in', tr.from).orderBy('id').executeTakeFirst();
        if (!row) continue;
        serverSteps++;
        const [counts, head] = [await tableCounts(t), await lastAuditHash(t)];
        const res = await t.call('POST', `/admin/api/v1/${r.name}/${row.id}/transitions/${name}`, { token: admin, body: { version: row.version }, lang: 'en' });
        if (res.status !== 404) failures.push(`automatic-only ${r.name}.${name} → ${res.status} ${JSON.stringify(res.body?.msg)}`);
        expect([await tableCounts(t), await lastAuditHash(t)]).toEqual([counts, head]);
      }
    }
    expect(serverSteps).toBeGreaterThan(0);
    // a transition's own data, checked by its hook: the analyst to assign is a record id
    const sheet = await t.database.db.selectFrom('analysisSheets').select(['id', 'version']).where('status', '=', 'pending').orderBy('id').executeTakeFirst();
    if (sheet) {
      await fc.assert(
        fc.asyncProperty(fc.oneof(notInt, fc.constant(true)), async (v) => {
          await refused(
            'POST',
            `/admin/api/v1/analysisSheets/${sheet.id}/transitions/issue`,
            { version: sheet.version, data: { analystId: v } },
            'analystId',
            failures,
          );
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
    // the account routes write the signed-in user's own row through the same write path
    const account: Array<[string, string, string, fc.Arbitrary<unknown>, object]> = [
      ['PUT', '/admin/api/v1/users/profile', 'nickname', notText, {}],
      ['PUT', '/admin/api/v1/users/profile', 'gender', fc.oneof(notText, fc.constantFrom('not-a-gender', 'xyz')), {}],
      ['PUT', '/admin/api/v1/users/profile', 'avatar', notText, {}],
      ['PUT', '/admin/api/v1/users/password', 'newPassword', notText, { oldPassword: '123456' }],
      ['PUT', '/admin/api/v1/users/password', 'oldPassword', notText, { newPassword: 'abcdef1' }],
      ['PUT', '/admin/api/v1/users/mobile', 'mobile', notText, { code: '123456' }],
      ['PUT', '/admin/api/v1/users/email', 'email', notText, { code: '123456' }],
    ];
    for (const [method, url, field, arb, rest] of account) {
      await fc.assert(
        fc.asyncProperty(arb, async (v) => {
          await refused(method, url, { ...rest, [field]: v }, field, failures);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
    if (failures.length) console.log(failures.slice(0, 40).join('\n'));
    expect(failures).toEqual([]);
    expect(steps).toBe(workflows.length);
  }, 600_000);
});
