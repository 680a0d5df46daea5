// What the document promises a generated client (issue 16): every operation states its payloads and its access,
// and the feature routes hold to the documented types: a JSON number is a number (true or "12" is a 400 naming the
// field in the caller's language), while a form or a query string may carry the documented text forms.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestApp, databaseTargets, multipart, type TestApp } from './harness.ts';
import { openPayloads } from './openapiOpen.ts';
import { describeLoose, looseSchemas } from '../../server/openapi/loose.ts';
import { transitionsWithData } from '../../server/workflow/transitionData.ts';

type Json = Record<string, any>;

const CJK = /[\u4e00-\u9fff]/;
/**
 * The schemas left open on purpose (server/openapi/loose.ts), each with its reason; a new loose schema anywhere in the
 * document fails the test below, and so does a kept one that is no longer loose (the list only shrinks).
 */
const KEPT: Array<[RegExp, string]> = [
  [
    /^components\.schemas adminLogs .*\/properties\/(before|after)\/anyOf\/0\/additionalProperties {2}\((free-form object|array of anything)\)$/,
    "an audit entry's snapshot holds the fields of any audited record (its entity's read schema); a json field's value there is that field's own",
  ],
];
const FEATURE = /^\/admin\/(order|task|qc|analysis|report|lecture)\//;

describe.each(databaseTargets())('OpenAPI contract of the feature routes (%s)', (target) => {
  let t: TestApp;
  let doc: Json;
  let admin: string;
  const deref = (s: Json): Json =>
    s?.$ref
      ? s.$ref
          .slice(2)
          .split('/')
          .reduce((o: Json, k: string) => o[k], doc)
      : s;
  const isInteger = (s: Json) => [deref(s)?.type].flat().includes('integer');
  beforeAll(async () => {
    t = await startTestApp(target);
    doc = (await t.call('GET', '/admin/api-docs/openapi.json')).body;
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('leaves no payload open: every request body and success data says its shape, transition data included', () => {
    const open = openPayloads(doc);
    const ops = Object.values(doc.paths as Json).flatMap((item) => Object.keys(item as Json)).length;
    expect([...open].map(([op, paths]) => `${op}: ${paths.join(', ')}`)).toEqual([]);
    // at every depth, anywhere in the document (parameters, bodies, answers, components): only the kept ones
    const loose = looseSchemas(doc).map(describeLoose);
    console.log(`openapi contract (${target}): ${loose.length} loose schemas at any depth${loose.map((l) => `\n  ${l}`).join('')}`);
    expect(loose.filter((l) => !KEPT.some(([re]) => re.test(l)))).toEqual([]);
    for (const [re, why] of KEPT)
      expect(
        loose.some((l) => re.test(l)),
        `kept, yet no longer loose: ${why}`,
      ).toBe(true);
    console.log(`openapi contract (${target}): ${ops} operations, ${ops - open.size} with every payload described`);
  });

  it("documents each transition's data, and the route refuses data a transition does not take, by field, writing nothing", async () => {
    const op = doc.paths['/admin/api/v1/analysisSheets/{id}/transitions/{name}'].post;
    expect(op['x-data-by-transition']).toMatchObject({ issue: ['analystId', 'override'], reassign: ['analystId'], submit: ['record', 'results'], check: [] });
    const data = deref(op.requestBody.content['application/json'].schema).properties.data;
    expect(data.anyOf.map((b: Json) => b['x-transition'])).toEqual(transitionsWithData('analysisSheets'));
    expect(data.anyOf.every((b: Json) => b.additionalProperties === false)).toBe(true);
    // a resource none of whose transitions takes data takes no `data`
    expect(
      deref(doc.paths['/admin/api/v1/reports/{id}/transitions/{name}'].post.requestBody.content['application/json'].schema).properties.data,
    ).toBeUndefined();
    expect(doc.paths['/admin/api/v1/tasks/{id}/transitions/{name}'].post['x-data-by-transition'].receive).toEqual(['samples']);

    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const made = await t.call('POST', '/admin/order/order_add_cg', { token: admin, body: { clientId, projectName: '数据校验', category: 'commissioned' } });
    expect(made.status, JSON.stringify(made.body).slice(0, 300)).toBe(200);
    const before = made.body.data;
    const cases: Array<[string, Json, string, 'zh-CN' | 'en']> = [
      ['submit', { bogus: 1 }, 'data.bogus', 'zh-CN'],
      ['accept', { review: { capability: 'yes' } }, 'data.review.capability', 'en'],
      ['accept', { analystId: 3 }, 'data.analystId', 'en'],
    ];
    for (const [name, body, field, lang] of cases) {
      const r = await t.call('POST', `/admin/api/v1/orders/${before.id}/transitions/${name}`, {
        token: admin,
        lang,
        body: { version: before.version, data: body },
      });
      const where = `${name} ${JSON.stringify(body)}: ${JSON.stringify(r.body).slice(0, 300)}`;
      expect(r.status, where).toBe(400);
      const error = (r.body.data?.errors ?? []).find((e: Json) => e.field === field);
      expect(error, where).toBeDefined();
      expect(CJK.test(error.message), where).toBe(lang === 'zh-CN');
    }
    // the analyst id as text is refused, not coerced
    const r = await t.call('POST', '/admin/api/v1/analysisSheets/1/transitions/issue', { token: admin, body: { version: 1, data: { analystId: '3' } } });
    expect(r.status).toBe(400);
    expect(r.body.data.errors.map((e: Json) => e.field)).toContain('data.analystId');
    const after = (await t.call('GET', `/admin/api/v1/orders/${before.id}/form`, { token: admin })).body.data;
    expect(after.version).toBe(before.version);
    expect(after.status).toBe(before.status);
  });

  it('states the access of every operation; a transition names the perm of each transition', () => {
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        expect(op['x-access'], `${method} ${path}`).toBeDefined();
        if (!path.endsWith('/transitions/{name}')) continue;
        const names = doc.paths[path].post.parameters.find((p: Json) => p.name === 'name').schema.enum as string[];
        const byName = op['x-access-by-transition'] as Record<string, string>;
        expect(Object.keys(byName).sort()).toEqual([...names].sort());
        expect(op['x-access']).toEqual([...new Set(Object.values(byName))]);
        expect(Object.values(byName).every((perm) => /^[a-z]+:[a-z]+$/i.test(perm))).toBe(true);
      }
    }
    expect(doc.paths['/admin/api/v1/orders/{id}/transitions/{name}'].post['x-access-by-transition'].accept).toBe('order:review');
  });

  it('a transition is refused before its body is read to a user with none of its perms', async () => {
    const clerk = await t.login('analyst');
    const r = await t.call('POST', '/admin/api/v1/orders/1/transitions/accept', { token: clerk, body: { version: 'x', bogus: 1 } });
    expect(r.status).toBe(403);
    expect(JSON.stringify(r.body)).not.toMatch(/version|bogus/);
  });

  /** A concrete URL for a documented path: id 1, the first transition, the first template. */
  const urlOf = (path: string, op: Json) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const p = (op.parameters ?? []).find((x: Json) => x.in === 'path' && x.name === name);
      return encodeURIComponent(String(p?.schema?.enum?.[0] ?? (name === 'templateId' ? 'water-tmpl37' : 1)));
    });

  it("refuses a non-number where a JSON body takes a number, naming the field in the caller's language", async () => {
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        const schema = deref(op.requestBody?.content?.['application/json']?.schema);
        if (!schema) continue;
        const numbers = Object.entries((schema.properties ?? {}) as Json)
          .filter(([, s]) => isInteger(s) && !deref(s).readOnly)
          .map(([k]) => k);
        for (const field of numbers) {
          // every feature route gets three wrong values; the generic routes, which share one path, one each
          const values = FEATURE.test(path)
            ? ([
                [true, 'zh-CN'],
                ['12', 'en'],
                [1.5, 'en'],
              ] as const)
            : ([[checked % 2 ? '12' : true, checked % 2 ? 'en' : 'zh-CN']] as const);
          for (const [value, lang] of values) {
            const r = await t.call(method.toUpperCase(), urlOf(path, op), { token: admin, lang, body: { [field]: value } });
            const where = `${method.toUpperCase()} ${path} ${field}=${JSON.stringify(value)}`;
            expect(r.status, `${where}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(400);
            const error = (r.body.data?.errors ?? []).find((e: Json) => e.field === field);
            expect(error, `${where}: ${JSON.stringify(r.body).slice(0, 300)}`).toBeDefined();
            expect(CJK.test(error.message), `${where}: ${error.message}`).toBe(lang === 'zh-CN');
            checked++;
          }
        }
      }
    }
    console.log(`openapi contract (${target}): ${checked} wrong-typed JSON numbers refused by name`);
    expect(checked).toBeGreaterThan(100);
  });

  it('refuses a query number that is not digits, naming the parameter', async () => {
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      if (!item.get) continue;
      for (const p of (item.get.parameters ?? []) as Json[]) {
        if (p.in !== 'query' || !isInteger(p.schema)) continue;
        const r = await t.call('GET', `${urlOf(path, item.get)}?${p.name}=true`, { token: admin, lang: 'en' });
        expect(r.status, `${path} ${p.name}`).toBe(400);
        expect(
          (r.body.data?.errors ?? []).map((e: Json) => e.field),
          `${path} ${JSON.stringify(r.body).slice(0, 200)}`,
        ).toContain(p.name);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('takes the documented text forms: digits in a form or a query, "1,2" for an id list', async () => {
    // a form's id as digits is the number; an unknown order answers 404, not a type error
    const form = multipart({ id: '999999' });
    const submit = await t.app.inject({
      method: 'POST',
      url: '/admin/order/submit',
      headers: { ...form.headers, authorization: admin },
      payload: form.payload,
    });
    expect(submit.statusCode).toBe(404);
    const letters = multipart({ id: '12a' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/order/submit',
      headers: { ...letters.headers, authorization: admin, 'accept-language': 'en' },
      payload: letters.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).data.errors.map((e: Json) => e.field)).toEqual(['id']);
    expect((await t.call('GET', '/admin/report/preview?id=999999', { token: admin })).status).toBe(404);
    // the id list's text form, in JSON as documented: nothing matches, nothing is deleted
    const del = await t.call('POST', '/admin/order/del_order', { token: admin, body: { ids: '999998,999999' } });
    expect([200, 404]).toContain(del.status);
    expect((await t.call('POST', '/admin/order/del_order', { token: admin, body: { ids: '1;2' } })).status).toBe(400);
    // JSON `true` is not 1, `"1"` is not 1
    expect((await t.call('POST', '/admin/order/submit', { token: admin, body: { id: true } })).status).toBe(400);
    expect((await t.call('POST', '/admin/analysis/issued', { token: admin, body: { id: 1, analystId: '3' } })).status).toBe(400);
  });
});
