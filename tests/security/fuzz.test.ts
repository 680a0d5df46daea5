import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { resources } from '../../schemas/resources/index.ts';
import { databaseTargets, type TestApp } from '../api/harness.ts';
import { startIsolatedApp } from '../ops/isolatedApp.ts';
import { verifyChain } from '../../server/audit/chain.ts';
import { adminRoutes, type RouteInfo } from './routeTable.ts';

// these tests start real apps (and processes) on a 2-core machine shared with other suites
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

vi.mock('fastify', () => import('./routeTable.ts').then((m) => m.fastifyWithRouteTable()));

// Property: for every write endpoint of the route table and any payload, the answer is never a 500, and a
// refused write (4xx) leaves the database exactly as it was — row counts, last change of every table, audit chain.
// Sent as ROOT, so perms never stop a payload before validation.

const RUNS = Number(process.env.LIMS_FUZZ_RUNS ?? 12);
const SEED = Number(process.env.LIMS_FUZZ_SEED ?? Date.now() % 2 ** 31);

const KEYS = [
  ...new Set([
    ...resources.flatMap((r) => r.fieldList.map((f) => f.name)),
    'id',
    'ids',
    'version',
    'reason',
    'password',
    'oldPassword',
    'newPassword',
    'data',
    'review',
    'record',
    'results',
    'items',
    'analysisSheetId',
    'orderId',
    'taskId',
    'sampleIds',
    'parameterIds',
    'analystId',
    'code',
    'file',
    'filename',
    'purpose',
    'step',
  ]),
];

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.constantFrom('1', '0', '-1', '2026-01-01', '2026-13-45', '1e309', 'NaN', 'true', '<script>', "' OR 1=1 --", '\u202e', '😀'),
);
const value = fc.oneof({ maxDepth: 2 }, scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.constantFrom(...KEYS), scalar, { maxKeys: 4 }));
const body = fc.oneof(fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }), fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));
const param = fc.oneof(
  fc.constantFrom('1', '2', '3', '999999', '0', '-1', '1,2', 'abc', '%27', 'submit', 'issue', 'publish'),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
);

describe.each(databaseTargets())('write-endpoint fuzz on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let fingerprintSql: string;
  beforeAll(async () => {
    t = await startIsolatedApp(target);
    admin = await t.login('admin');
    const { db, dialect } = t.database;
    const tables =
      dialect === 'sqlite'
        ? (
            await db
              .selectFrom('sqlite_master' as string)
              .select('name')
              .where('type', '=', 'table')
              .execute()
          ).map((r) => r.name as string)
        : (
            await db
              .selectFrom('information_schema.tables' as string)
              .select('tableName')
              .where('tableSchema', '=', 'public')
              .execute()
          ).map((r) => r.tableName as string);
    // one statement: count and latest change of every table (auth and captcha bookkeeping excluded: not record data)
    const parts: string[] = [];
    for (const tb of tables.filter(
      (x) => !x.startsWith('sqlite_') && !['realtime_payload', 'auth_tokens', 'captchas', 'login_failures', 'server_instances'].includes(x),
    )) {
      const cols =
        dialect === 'sqlite'
          ? (await sql<{ name: string }>`select name from pragma_table_info(${tb})`.execute(db)).rows.map((r) => r.name)
          : (
              await sql<{
                name: string;
              }>`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${tb}`.execute(db)
            ).rows.map((r) => r.name); // (the CamelCasePlugin would rename column_name)
      const stamp = cols.includes('updated_at') ? ` || ':' || coalesce(max(updated_at)${dialect === 'postgres' ? '::text' : ''}, '')` : '';
      parts.push(`(select count(*)${stamp} from "${tb}") as "${tb}"`);
    }
    // every table with updated_at carries its stamp: a write that skipped the audit would still show
    expect(parts.filter((p) => p.includes('updated_at')).length, 'tables fingerprinted by their last change').toBeGreaterThan(20);
    fingerprintSql = `select ${parts.join(', ')}, (select hash from admin_logs order by id desc limit 1) as audit_head`;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const fingerprint = async () => JSON.stringify((await sql.raw(fingerprintSql).execute(t.database.db)).rows[0]);

  it(`answers no random payload with a 500 and writes nothing when it refuses (${RUNS} runs per endpoint, seed ${SEED})`, async () => {
    const writes = adminRoutes().filter((r) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(r.method));
    expect(writes.length).toBeGreaterThan(60);
    expect(writes.map(label)).toEqual(expect.arrayContaining(['POST /admin/index/login', 'POST /admin/index/logout']));
    // logout is fuzzed without the admin's token (with it, a payload that logs out would end the test's session)
    const auth = (r: RouteInfo): Record<string, string> => (r.url === '/admin/index/logout' ? {} : { authorization: `Bearer ${admin}` });
    const failures: string[] = [];
    let sent = 0;
    for (const r of writes) {
      const names = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const property = fc.asyncProperty(fc.array(param, { minLength: names.length, maxLength: names.length }), body, async (params, payload) => {
        let url = r.url;
        names.forEach((n, i) => {
          url = url.replace(`:${n}`, params[i]);
        });
        const before = await fingerprint();
        const res = await t.app.inject({
          method: r.method as 'POST',
          url,
          headers: { ...auth(r), 'accept-language': 'en' },
          ...(payload === undefined
            ? {}
            : { payload: JSON.stringify(payload), headers: { ...auth(r), 'accept-language': 'en', 'content-type': 'application/json' } }),
        });
        sent++;
        if (res.statusCode >= 500) throw new Error(`${r.method} ${url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400 && (await fingerprint()) !== before)
          throw new Error(`${r.method} ${url} ${JSON.stringify(payload)} → ${res.statusCode} but the database changed`);
      });
      try {
        await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
      } catch (err) {
        failures.push(
          `${label(r)}: ${
            String((err as Error).message)
              .split('\n')
              .find((l) => l.includes('→')) ?? (err as Error).message.slice(0, 400)
          }`,
        );
      }
    }
    if (failures.length) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(writes.length);
    expect((await verifyChain(t.database.db)).ok).toBe(true);
  }, 600_000);
});

const label = (r: RouteInfo) => `${r.method} ${r.url}`;
