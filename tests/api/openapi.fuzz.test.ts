// A fuzz driven by the served OpenAPI document alone: for every operation, fast-check draws parameters and bodies
// from the documented schemas (mostly valid, sometimes any JSON value) and sends them as ROOT and as a low-privilege
// role. Holds when no answer is a server error, every answer is described by the document, and no operation answers
// 2xx to a role that lacks the perm the document names for it (x-access).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fc from 'fast-check';
import { startTestApp, databaseTargets, multipart, type TestApp } from './harness.ts';
import { responseChecker } from './openapiCheck.ts';
import { arbitraryOf, validArbitrary } from './openapiArbitrary.ts';

type Json = Record<string, any>;

/** Operations whose success would end the fuzzing session itself (sign-out, own password) or take long (a backup). */
const SKIP = new Set(['post /admin/index/logout', 'put /admin/api/v1/users/password', 'post /admin/api/v1/ops/backups', 'get /admin/api/v1/files/{name}']);
const RUNS = { admin: 2, low: 1 };

interface Op {
  method: string;
  path: string;
  op: Json;
}

function requestOf(o: Op, doc: Json) {
  const params = (o.op.parameters ?? []) as Json[];
  const pathArb = fc.record(Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, validArbitrary(p.schema, doc, 1).map(String)])));
  const queryArb = fc.record(Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, arbitraryOf(p.schema, doc, 1)])), {
    requiredKeys: params.filter((p) => p.in === 'query' && p.required).map((p) => p.name) as never[],
  });
  const content = o.op.requestBody?.content ?? {};
  const bodyArb = content['application/json']
    ? arbitraryOf(content['application/json'].schema, doc)
    : content['multipart/form-data']
      ? arbitraryOf(content['multipart/form-data'].schema, doc)
      : fc.constant(undefined);
  return fc.record({ path: pathArb, query: queryArb, body: bodyArb }).map(({ path, query, body }) => {
    const url = o.path.replace(/\{(\w+)\}/g, (_, n) => encodeURIComponent(String((path as Json)[n])));
    const qs = new URLSearchParams(
      Object.entries(query as Json)
        .filter(([, v]) => v !== undefined && v !== null && typeof v !== 'object')
        .map(([k, v]) => [k, String(v)]),
    ).toString();
    return { url: qs ? `${url}?${qs}` : url, body, multipart: !content['application/json'] && !!content['multipart/form-data'] };
  });
}

/**
 * Refusals of values each parameter's schema allows, for a rule between parameters that the operation's summary
 * states (JSON Schema cannot tie one query parameter's format to another's value): the only 400s positive data may get.
 */
const CROSS_PARAMETER_RULES: Record<string, (body: string) => boolean> = {
  // "contact, contactType MOBILE | EMAIL": the contact is a mobile number or an e-mail address, as contactType says
  '/admin/api/v1/users/send-verification-code': (body) => JSON.parse(body).data?.errors?.every((e: Json) => e.field === 'contact') ?? false,
};

/**
 * Values a documented query parameter's schema forbids (negative data): one per constraint it declares. The server
 * must refuse each (a 4xx), as it enforces every constraint the document states.
 */
function forbiddenValues(schema: Json, doc: Json): string[] {
  const s = schema.$ref
    ? schema.$ref
        .slice(2)
        .split('/')
        .reduce((o: Json, k: string) => o[k], doc)
    : schema;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  const out: string[] = [];
  if (s.enum) out.push('not-an-option');
  if (type === 'integer') {
    out.push('1.5', 'x');
    if (s.maximum !== undefined) out.push(String(s.maximum + 1));
    if (s.minimum !== undefined) out.push(String(s.minimum - 1));
  }
  if (type === 'boolean') out.push('maybe');
  if (type === 'string' && s.maxLength !== undefined) out.push('a'.repeat(s.maxLength + 1));
  if (type === 'string' && s.pattern && !new RegExp(s.pattern).test('')) out.push('', 'x!');
  return [...new Set(out)].filter((v) => !(s.enum ?? []).includes(v) && !(s.pattern && new RegExp(s.pattern).test(v)));
}

describe.each(databaseTargets())('document-driven fuzz (%s)', (target) => {
  let t: TestApp;
  let doc: Json;
  // the session the query tests use, opened before the document-driven fuzz: a fuzzed edit of the users may validly
  // change the administrator's own password (an edit of user 1 like any other), which ends no open session
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    doc = (await t.call('GET', '/admin/api-docs/openapi.json')).body;
    adminToken = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers every documented operation as described, without server errors, and only to roles with the perm', async () => {
    const check = responseChecker(doc);
    const ops: Op[] = Object.entries(doc.paths as Json)
      .flatMap(([path, item]) => Object.entries(item as Json).map(([method, op]) => ({ method, path, op })))
      .filter((o) => !SKIP.has(`${o.method} ${o.path}`));
    const roles = [
      { name: 'admin', token: await t.login('admin'), runs: RUNS.admin },
      { name: 'analyst', token: await t.login('analyst'), runs: RUNS.low },
    ];
    const perms = new Set<string>((await t.call('GET', '/admin/api/v1/users/me', { token: roles[1].token })).body.data.perms);
    const may = (access: unknown) =>
      access === 'public' || access === 'login' || (Array.isArray(access) ? access.some((p) => perms.has(p)) : typeof access === 'string' && perms.has(access));
    const failures: string[] = [];
    let sent = 0;
    const began = performance.now();
    const took = new Map<string, number>();
    for (const role of roles) {
      for (const o of ops) {
        const samples = fc.sample(requestOf(o, doc), { numRuns: role.runs, seed: 16 + sent });
        for (const s of samples) {
          const headers: Record<string, string> = { 'accept-language': sent % 2 ? 'en' : 'zh-CN' };
          // both documented schemes: the raw token in Authorization or in syc-token
          headers[sent % 3 ? 'authorization' : 'syc-token'] = role.token;
          let payload: unknown = s.body;
          if (s.multipart) {
            const form = Object.fromEntries(
              Object.entries((s.body ?? {}) as Json).map(([k, v]) => [
                k,
                k === 'file'
                  ? { filename: 'fuzz.bin', content: Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)) }
                  : typeof v === 'string'
                    ? v
                    : JSON.stringify(v),
              ]),
            );
            const m = multipart(form as never);
            payload = m.payload;
            Object.assign(headers, m.headers);
          }
          const started = performance.now();
          const res = await t.app.inject({ method: o.method.toUpperCase() as 'GET', url: s.url, headers, payload: payload as string });
          sent++;
          const key = `${o.method} ${o.path}`;
          took.set(key, (took.get(key) ?? 0) + performance.now() - started);
          const type = String(res.headers['content-type'] ?? '');
          let body: unknown = res.body;
          if (type.startsWith('application/json'))
            try {
              body = JSON.parse(res.body);
            } catch {
              /* described as text */
            }
          const where = `${role.name} ${o.method.toUpperCase()} ${s.url.slice(0, 100)} → ${res.statusCode}`;
          if (res.statusCode >= 500 && o.path !== '/admin/health') failures.push(`${where}: server error ${res.body.slice(0, 200)}`);
          const routeUrl = o.path.replace(/\{(\w+)\}/g, ':$1');
          failures.push(
            ...check({
              method: o.method.toUpperCase(),
              route: routeUrl,
              url: s.url,
              status: res.statusCode,
              contentType: type,
              allow: res.headers.allow as string | undefined,
              body,
            }),
          );
          // a transition's call needs the perm of the transition named in its path (x-access-by-transition)
          const byTransition = o.op['x-access-by-transition'] as Record<string, string> | undefined;
          const access = byTransition ? byTransition[decodeURIComponent(s.url.split('?')[0].split('/').pop()!)] : o.op['x-access'];
          if (role.name !== 'admin' && res.statusCode < 300 && !may(access)) failures.push(`${where}: succeeded without ${JSON.stringify(access)}`);
        }
      }
    }
    console.log(
      [...took]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, ms]) => `${k} ${ms.toFixed(0)} ms`)
        .join('\n'),
    );
    console.log(
      `openapi fuzz (${target}): ${ops.length} operations, ${sent} requests in ${((performance.now() - began) / 1000).toFixed(1)} s, ${failures.length} failures`,
    );
    expect(failures.slice(0, 30)).toEqual([]);
  }, 600_000);

  it('accepts every query value the document allows (positive data): no 400 for a value its parameter schema takes', async () => {
    const token = adminToken;
    const failures: string[] = [];
    let sent = 0;
    const began = performance.now();
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        if (method !== 'get' || SKIP.has(`${method} ${path}`) || path.includes('{')) continue;
        const query = (((op as Json).parameters ?? []) as Json[]).filter((p) => p.in === 'query');
        const valid = (p: Json, n: number) =>
          fc.sample(validArbitrary(p.schema, doc, 1), { numRuns: n, seed: 35 + sent }).filter((v) => v !== null && typeof v !== 'object');
        // the required parameters always present, each parameter in turn with values its schema allows
        const required = query.filter((p) => p.required).map((p) => [p.name as string, String(valid(p, 1)[0])]);
        for (const p of query) {
          for (const value of valid(p, 2)) {
            const pairs = [...required.filter(([n]) => n !== p.name), [p.name, String(value)]];
            const url = `${path}?${new URLSearchParams(pairs).toString()}`;
            const res = await t.app.inject({ method: 'GET', url, headers: { authorization: token, 'accept-language': 'en' } });
            sent++;
            // the range parameters' description: a real calendar day, 29 February only in a leap year (no pattern can say it)
            const year = /^(\d{4})-02-29/.exec(String(value))?.[1];
            const notLeapDay = !!year && !(Number(year) % 4 === 0 && (Number(year) % 100 !== 0 || Number(year) % 400 === 0));
            const businessRule = CROSS_PARAMETER_RULES[path]?.(res.body) || (notLeapDay && /_(gte|lte)$/.test(p.name));
            if ((res.statusCode === 400 && !businessRule) || res.statusCode >= 500)
              failures.push(`GET ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
        }
      }
    }
    console.log(
      `openapi positive query fuzz (${target}): ${sent} requests in ${((performance.now() - began) / 1000).toFixed(1)} s, ${failures.length} failures`,
    );
    expect(failures.slice(0, 40)).toEqual([]);
  }, 600_000);

  it('refuses every query value the document forbids, and an unknown parameter on a list page', async () => {
    const token = adminToken;
    const failures: string[] = [];
    let sent = 0;
    const began = performance.now();
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        if (method !== 'get' || SKIP.has(`${method} ${path}`) || (op as Json)['x-access'] === 'public') continue;
        const params = ((op as Json).parameters ?? []) as Json[];
        // a path parameter of the first record (or the transition named first)
        const base = path.replace(/\{(\w+)\}/g, (_, n) => {
          const p = params.find((x) => x.name === n);
          return encodeURIComponent(p?.schema?.enum?.[0] ?? '1');
        });
        const cases = params.filter((p) => p.in === 'query').flatMap((p) => forbiddenValues(p.schema, doc).map((v) => [p.name as string, v]));
        if (/\/page$/.test(path)) cases.push(['zzUnknown', '1']);
        for (const [name, value] of cases) {
          const url = `${base}?${new URLSearchParams([[name, value]]).toString()}`;
          const res = await t.app.inject({ method: 'GET', url, headers: { authorization: token, 'accept-language': 'en' } });
          sent++;
          if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`GET ${url.slice(0, 120)} → ${res.statusCode}`);
        }
      }
    }
    console.log(
      `openapi negative query fuzz (${target}): ${sent} requests in ${((performance.now() - began) / 1000).toFixed(1)} s, ${failures.length} failures`,
    );
    expect(failures.slice(0, 40)).toEqual([]);
  }, 600_000);
});
