import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { resources } from '../../schemas/resources/index.ts';
import { databaseTargets, type TestApp } from '../api/harness.ts';
import { startIsolatedApp } from '../ops/isolatedApp.ts';
import { verifyChain } from '../../server/audit/chain.ts';
import { adminRoutes, concreteUrl } from './routeTable.ts';
import { tableCounts } from './tables.ts';
import { importKinds } from '../../server/system/excel/kinds.ts';

// these tests start real apps (and processes) on a 2-core machine shared with other suites
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

vi.mock('fastify', () => import('./routeTable.ts').then((m) => m.fastifyWithRouteTable()));

// SQL injection strings for SQLite and PostgreSQL in every filter, the text search, sort and order of every
// resource's page route (and in the common query names of every other GET route): the answer is a 4xx or a
// correct (empty) result, never a 500, and no table changes.

export const SQL_PAYLOADS = [
  "' OR '1'='1",
  '1 OR 1=1',
  "'); DROP TABLE users; --",
  '" OR ""="',
  "1' UNION SELECT username, password_hash FROM users --",
  "%' OR '%'='",
  "\\' OR 1=1 --",
  '1)) OR ((1=1',
  "'||(SELECT password_hash FROM users LIMIT 1)||'",
  "'; SELECT pg_sleep(3); --",
  '$$; DROP TABLE users; $$',
  'id desc, (select 1)',
  '99999999999999999999',
  '-1',
  '\u0000',
  '%',
  '_',
];

describe.each(databaseTargets())('SQL injection on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let before: Record<string, number>;
  beforeAll(async () => {
    t = await startIsolatedApp(target);
    admin = await t.login('admin');
    before = await tableCounts(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });
  const allRows = async (name: string) => {
    const out: Array<Record<string, unknown>> = [];
    for (let page = 1; ; page++) {
      const { list, total } = (await get(`/admin/api/v1/${name}/page?pageSize=500&pageNum=${page}`)).body.data;
      out.push(...list);
      if (out.length >= total || !list.length) return out;
    }
  };
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' } });
    return { status: res.statusCode, body: res.headers['content-type']?.toString().includes('json') ? JSON.parse(res.body) : res.body };
  };

  it('every filter, text search, sort and order of every page route: 400 or a correct empty result', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const r of resources) {
      const base = `/admin/api/v1/${r.name}/page`;
      // the correct result, computed here from all rows: a text search finds the literal string (case-insensitive),
      // an equality filter the exact value; a resource without text-search fields ignores q
      const rows = await allRows(r.name);
      const qFields = r.fieldList.filter((f) => f.filter === 'q' && !f.virtual && !f.hidden).map((f) => f.name);
      const expected = (p: string, payload: string) => {
        if (p === 'q' || p === 'keywords') {
          const term = payload.trim().slice(0, 200).toLowerCase();
          if (!qFields.length || !term) return rows.length;
          return rows.filter((row) =>
            qFields.some((f) =>
              String(row[f] ?? '')
                .toLowerCase()
                .includes(term),
            ),
          ).length;
        }
        return rows.filter((row) => String(row[p]) === payload).length;
      };
      const params: string[] = ['q', 'keywords', 'sort', 'order', 'pageNum', 'pageSize'];
      for (const f of r.fieldList) {
        if (!f.filter || f.virtual || f.hidden) continue;
        if (f.filter === 'range') params.push(`${f.name}_gte`, `${f.name}_lte`);
        else if (f.filter !== 'q') params.push(f.name);
      }
      for (const p of params) {
        for (const payload of SQL_PAYLOADS) {
          const res = await get(`${base}?${p}=${encodeURIComponent(payload)}`);
          checked++;
          if (res.status >= 500 || (res.status !== 200 && res.status !== 400)) {
            problems.push(`${base}?${p}=${payload}: ${res.status} ${JSON.stringify(res.body).slice(0, 150)}`);
            continue;
          }
          if (res.status === 400) {
            if (res.body.code !== 'A0400') problems.push(`${base}?${p}=${payload}: code ${res.body.code}`);
            continue;
          }
          // accepted: a text search or text equality for a string nobody stored finds nothing
          const paging = p === 'pageNum' || p === 'pageSize' || p === 'order' || p === 'sort';
          const want = paging ? (p === 'pageNum' ? res.body.data.total : rows.length) : expected(p, payload);
          if (res.body.data.total !== want) problems.push(`${base}?${p}=${payload}: matched ${res.body.data.total} rows, expected ${want}`);
        }
      }
      for (const payload of SQL_PAYLOADS) {
        for (const url of [
          `/admin/api/v1/${r.name}/options?q=${encodeURIComponent(payload)}`,
          `/admin/api/v1/${r.name}/options?ids=${encodeURIComponent(payload)}`,
          `/admin/api/v1/${r.name}/${encodeURIComponent(payload)}/form`,
        ]) {
          const res = await get(url);
          checked++;
          if (res.status >= 500) problems.push(`${url}: ${res.status}`);
          else if (res.status === 200 && url.includes('options?q=')) {
            const title = r.title ?? 'id';
            const want = Math.min(
              50,
              rows.filter((row) =>
                String(row[title] ?? row.id)
                  .toLowerCase()
                  .includes(payload.trim().slice(0, 100).toLowerCase()),
              ).length,
            );
            if (res.body.data.length !== want) problems.push(`${url}: ${res.body.data.length} options, expected ${want}`);
          }
        }
      }
    }
    if (problems.length) console.log(problems.join('\n'));
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(3000);
  }, 300_000);

  it('every query name the server reads, and every resource filter, on every other GET route never answers 500', async () => {
    const problems: string[] = [];
    // the query names the feature routes read (their zod query schemas), the generic list names, and every
    // resource's filters: the Excel exports and custom lists run resource filters outside the page routes
    const names = [
      ...new Set([
        'q',
        'keywords',
        'title',
        'name',
        'id',
        'ids',
        'sort',
        'order',
        'status',
        'analysisSheetId',
        'orderId',
        'taskId',
        'reportId',
        'pageNum',
        'pageSize',
        'isRead',
        'from',
        'to',
        'date',
        'days',
        'offset',
        'limit',
        'tail',
        'preview',
        'deptId',
        'purpose',
        'contact',
        'contactType',
        'recipient',
        'parameterIds',
        'parameterId',
        'userId',
        'password',
        'columns',
        ...resources.flatMap((r) =>
          r.fieldList
            .filter((f) => f.filter && !f.virtual && !f.hidden && f.filter !== 'q')
            .flatMap((f) => (f.filter === 'range' ? [`${f.name}_gte`, `${f.name}_lte`] : [f.name])),
        ),
      ]),
    ];
    expect(names.length).toBeGreaterThan(60);
    // (left out: GETs that write by design — issuing a captcha stores it, reading a notice marks it read;
    // the generic page routes are the test above, page routes of feature modules are checked here)
    const writesByDesign = (url: string) => url.endsWith('/captcha') || url.endsWith('/notices/:id/detail');
    const genericPage = (url: string) => resources.some((r) => url === `/admin/api/v1/${r.name}/page`);
    const routes = adminRoutes().filter((x) => x.method === 'GET' && !genericPage(x.url) && !x.url.startsWith('/admin/api-docs') && !writesByDesign(x.url));
    expect(routes.some((r) => r.url === '/admin/api/v1/outbox/page')).toBe(true);
    for (const r of routes) {
      for (const payload of SQL_PAYLOADS) {
        const qs = names.map((n) => `${n}=${encodeURIComponent(payload)}`).join('&');
        const res = await get(`${concreteUrl(r.url)}?${qs}`);
        if (res.status >= 500) problems.push(`${r.url} ${payload}: ${res.status} ${JSON.stringify(res.body).slice(0, 150)}`);
      }
    }
    if (problems.length) console.log(problems.join('\n'));
    expect(problems).toEqual([]);
  }, 300_000);

  it('every filter, sort, order and column choice of every list export (their own streamed query): 200 or 400', async () => {
    const problems: string[] = [];
    let checked = 0;
    const exports: Array<[string, (typeof resources)[number], string[]]> = [
      // the Excel module's exports get every payload, the generic ones (one per resource) the sharpest few
      ...(['device', 'samplingbasis', 'testparms'] as const).map(
        (k) => [`/admin/${k}/export`, importKinds[k].resource, SQL_PAYLOADS] as [string, (typeof resources)[number], string[]],
      ),
      ...resources.map((r) => [`/admin/api/v1/${r.name}/export`, r, SQL_PAYLOADS.slice(0, 5)] as [string, (typeof resources)[number], string[]]),
    ];
    for (const [base, r, payloads] of exports) {
      const params = [
        'q',
        'sort',
        'order',
        'columns',
        ...r.fieldList
          .filter((f) => f.filter && !f.virtual && !f.hidden && f.filter !== 'q')
          .flatMap((f) => (f.filter === 'range' ? [`${f.name}_gte`, `${f.name}_lte`] : [f.name])),
      ];
      for (const p of params) {
        for (const payload of payloads) {
          const url = `${base}?${p}=${encodeURIComponent(payload)}`;
          const res = await get(url);
          checked++;
          if (res.status !== 200 && res.status !== 400) problems.push(`${url}: ${res.status} ${JSON.stringify(res.body).slice(0, 150)}`);
        }
      }
    }
    if (problems.length) console.log(problems.join('\n'));
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  }, 300_000);

  it('left every table as it was, the users able to log in and the audit chain intact', async () => {
    expect(await tableCounts(t)).toEqual(before);
    expect(await t.login('analyst')).toMatch(/.{20}/);
    expect((await verifyChain(t.database.db)).ok).toBe(true);
  });
});
