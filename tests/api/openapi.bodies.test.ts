// The JSON request bodies against the served document (issue 35): for every operation that takes one, fast-check
// draws bodies the documented schema allows (positive data) and, from one of them, bodies it forbids (negative data:
// a wrong type, a missing required field, a value out of range, too long, off its pattern, outside its enum, an
// undeclared property where additionalProperties is false). ajv decides what the document allows, so a case is
// positive or negative by the document alone. Positive data may be refused only for a reason the operation documents
// (a 4xx other than 400 that it lists, or a 400 for a business rule named below); negative data must answer 400, also
// a read-only property of a wrong type and a body whose record does not exist (the body is judged first). Multipart
// bodies (uploads, imports, forms) get forbidden parts the same way. There is no list of known disagreements: each
// one fails the test, and is fixed where the field is declared (a rule JSON Schema cannot state is named by x-check,
// and its examples are what the generator draws, tests/api/openapiArbitrary.ts).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { startTestApp, databaseTargets, multipart, type TestApp } from './harness.ts';
import { validArbitrary } from './openapiArbitrary.ts';

type Json = Record<string, any>;

/** Operations whose success would end the session (sign-out, own password) or take long (a backup). */
const SKIP = new Set(['post /admin/index/logout', 'put /admin/api/v1/users/password', 'post /admin/api/v1/ops/backups']);
const POSITIVE_RUNS = 3;
const NEGATIVE_PER_OPERATION = 12;

/**
 * 400s that positive data may get: rules between fields or against the stored data that JSON Schema cannot state,
 * each documented in the operation's text. Keyed by the field the refusal names ('*': any operation).
 */
const BUSINESS_400: Record<string, string> = {
  // a signed step: the signer's password is checked against the account (x-signature / 21 CFR 11-style e-signature)
  password: 'the e-signature: the signer re-enters their own password',
};
/**
 * 400s without a field, or for a field the schema cannot judge alone, that an operation's own text documents: a rule
 * against stored data or between fields. Keyed by the refusal's signature (operation → status and field or code).
 */
const BUSINESS_REFUSALS: Record<string, string> = {
  'PUT /admin/api/v1/users/mobile → 400 A0400': 'a verification code is requested for the new number first',
  'PUT /admin/api/v1/users/email → 400 A0400': 'a verification code is requested for the new address first',
  'POST /admin/index/login → 400 A0240': 'the captcha answer must be the one issued for captchaKey',
  'POST /admin/api/v1/dictItems → 400 A0400': 'the dictionary named by dictCode exists',
  'POST /admin/analysis/{id}/instrument-import/columns → 400 A0400': 'a file uploaded or one named from the watched folder',
  'POST /admin/analysis/merge_params → 400 A0400': 'two or more pending sheets of the same task and method',
  'POST /admin/api/v1/codegen/preview → 400 A0400': 'the menu group named exists',
  'POST /admin/api/v1/codegen/download → 400 A0400': 'the menu group named exists',
  'POST /admin/api/v1/orders/{id}/transitions/{name} → 400 data.review': 'x-data-by-transition: only accept takes data.review',
  'POST /admin/uncertainty/evaluate → 400 components': 'the components or U: one of the two is given',
  'POST /admin/uncertainty/evaluate → 400 U': 'the components or U: not both',
  // issue 34: a lot's certificate is stated whole, and always for a CRM (the material's kind: stored data)
  'POST /admin/api/v1/materialLots → 400 certifiedValue': 'x-check: a certificate is stated whole; always for a CRM',
  'POST /admin/api/v1/materialLots → 400 certifiedU': 'x-check: a certificate is stated whole; always for a CRM',
  'POST /admin/api/v1/materialLots → 400 certifiedK': 'x-check: a certificate is stated whole; always for a CRM',
  'POST /admin/api/v1/materialLots → 400 certifiedUnit': 'x-check: a certificate is stated whole; always for a CRM',
  'POST /admin/api/v1/materialLots → 400 expiresOn': 'x-check: not before receivedOn',
  'POST /admin/api/v1/solutionRecipes → 400 parents.0.materialId': 'x-check: exactly one of materialId and recipeId',
};
/** Refusals by message for a rule on stored data: an id the schema allows that names no record. */
const BUSINESS_MESSAGE = /^The referenced record does not exist/;

function resolve(schema: Json, doc: Json): Json {
  return schema?.$ref
    ? schema.$ref
        .slice(2)
        .split('/')
        .reduce((o: Json, k: string) => o[k], doc)
    : schema;
}

/** The JSON types a schema names, through anyOf/oneOf ('integer' counts as a number). */
function typesOf(s: Json): Set<string> {
  const own = (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []).map((t: string) => (t === 'integer' ? 'number' : t));
  return new Set([...own, ...((s.anyOf ?? s.oneOf ?? []) as Json[]).flatMap((a) => [...typesOf(a)])]);
}
const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * Values to put in one property: each of another JSON type than the property's own (a number for a decimal's text, so
 * that 'x', which only breaks its pattern, cannot stand for the whole kind), just past one of its declared bounds, or its
 * own example with blanks around it (a pattern that refuses them must not be met by trimming: a coerced value).
 */
function candidates(ps: Json): [string, unknown][] {
  const types = typesOf(ps);
  const out: [string, unknown][] = (['x', 12345, true, null, [1], { zz: 1 }] as unknown[]).filter((v) => !types.has(jsonType(v))).map((v) => ['wrong type', v]);
  const example = (ps.examples as unknown[] | undefined)?.find((e) => typeof e === 'string' && e !== '');
  if (ps.pattern && typeof example === 'string') out.push(['blanks around', ` ${example} `]);
  if (ps.enum) out.push(['enum', 'not-an-option']);
  for (const k of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'])
    if (typeof ps[k] === 'number') out.push(['range', ps[k] + (k.includes('inimum') ? (k.startsWith('ex') ? 0 : -1) : k.startsWith('ex') ? 0 : 1)]);
  if (ps.type === 'integer' || (Array.isArray(ps.type) && ps.type.includes('integer'))) out.push(['wrong type', 1.5]);
  if (typeof ps.maxLength === 'number') out.push(['too long', 'a'.repeat(ps.maxLength + 1)]);
  if (typeof ps.minLength === 'number' && ps.minLength > 0) out.push(['too short', '']);
  if (ps.pattern) out.push(['pattern', 'x!'], ['pattern', '']);
  if (typeof ps.maxItems === 'number') out.push(['too many', Array.from({ length: ps.maxItems + 1 }, () => 1)]);
  return out;
}

describe.each(databaseTargets())('document-driven request bodies (%s)', (target) => {
  let t: TestApp;
  let doc: Json;
  beforeAll(async () => {
    t = await startTestApp(target);
    doc = (await t.call('GET', '/admin/api-docs/openapi.json')).body;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('accepts every body the document allows, refuses every body it forbids with 400', async () => {
    const token = await t.login('admin');
    const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
    ajv.addSchema({ $id: 'openapi', components: JSON.parse(JSON.stringify(doc.components).replace(/"\$ref":"#\//g, '"$ref":"openapi#/')) });
    // a schema of the document, its references read from the document's components
    const compile = (schema: Json) => ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"openapi#/')));
    const counts = new Map<string, { sent: number; failed: number }>();
    const failures: string[] = [];
    const fail = (sig: string, detail: string) => failures.push(`${sig}: ${detail}`);
    const began = performance.now();
    const count = (check: string, failed: boolean) => {
      const c = counts.get(check) ?? { sent: 0, failed: 0 };
      c.sent++;
      if (failed) c.failed++;
      counts.set(check, c);
    };
    const send = async (method: string, url: string, body: unknown) => {
      const res = await t.app.inject({
        method: method.toUpperCase() as 'POST',
        url,
        headers: { authorization: token, 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      let json: Json = {};
      try {
        json = JSON.parse(res.body);
      } catch {
        /* not JSON */
      }
      return { status: res.statusCode, json, text: res.body };
    };
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json) as [string, Json][]) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        if (!schema || SKIP.has(`${method} ${path}`)) continue;
        const key = `${method.toUpperCase()} ${path}`;
        const params = (op.parameters ?? []) as Json[];
        const url = path.replace(/\{(\w+)\}/g, (_, n) => encodeURIComponent(params.find((x) => x.name === n)?.schema?.enum?.[0] ?? '1'));
        const transition = decodeURIComponent(url.split('/').pop()!);
        const reasonRule = ((op['x-reason-required-by-transition'] ?? []) as string[]).includes(transition);
        const documented = new Set(Object.keys(op.responses ?? {}));
        const valid = compile(schema);
        // a property with x-dict takes a value of a dictionary the lab edits at run time: another is refused by name
        const dictFields = new Set(
          Object.entries((resolve(schema, doc).properties ?? {}) as Json)
            .filter(([, p]) => resolve(p, doc)['x-dict'])
            .map(([k]) => k),
        );
        const samples = fc.sample(validArbitrary(resolve(schema, doc), doc, 0, true), { numRuns: POSITIVE_RUNS * 4, seed: 35 }).filter((b) => valid(b));
        // positive: accepted, or refused for a documented reason
        for (const body of samples.slice(0, POSITIVE_RUNS)) {
          const res = await send(method, url, body);
          const fields = ((res.json.data?.errors ?? []) as Json[]).map((e) => String(e.field));
          const errors = (res.json.data?.errors ?? []) as Json[];
          const business =
            res.status === 400 &&
            fields.length > 0 &&
            errors.every(
              (e) =>
                e.field in BUSINESS_400 ||
                dictFields.has(String(e.field)) ||
                BUSINESS_MESSAGE.test(String(e.message)) ||
                (e.field === 'reason' && reasonRule && !(body as Json).reason),
            );
          let ok = res.status < 300 || (res.status > 400 && res.status < 500 && documented.has(String(res.status))) || business;
          const sig = `${key} → ${res.status} ${fields[0] ?? res.json.code ?? ''}`;
          ok ||= sig in BUSINESS_REFUSALS;
          count('positive', !ok);
          if (!ok) fail(`positive ${sig}`, `${JSON.stringify(body).slice(0, 160)} → ${res.text.slice(0, 200)}`);
        }
        // negative: one forbidden value per constraint of each top-level property, each answered 400
        // an update's body carries the stored version, so a conflict (409) does not answer before the body is judged
        const stored = method === 'put' && /\/\{id\}$/.test(path) ? (await send('get', `${url}/form`, undefined)).json.data : undefined;
        const base = samples[0] && stored?.version && typeof samples[0] === 'object' ? { ...(samples[0] as Json), version: stored.version } : samples[0];
        const whole = resolve(schema, doc);
        // a body of alternatives (oneOf): forbidden values are put into the alternative the valid base is
        const s = (whole.oneOf ?? whole.anyOf ?? []).map((a: Json) => resolve(a, doc)).find((a: Json) => compile(a)(base)) ?? whole;
        if (!base || typeof base !== 'object' || Array.isArray(base) || s.type !== 'object') continue;
        const cases: [string, unknown][] = [];
        // always sent: a text with a pattern (a decimal, a day, a code) given as a JSON number or padded with blanks, the
        // values a server that converts (String(v).trim()) would take and alter (a JSON number may have lost digits)
        const always: [string, unknown, string][] = [];
        for (const name of (s.required ?? []) as string[]) {
          const { [name]: _gone, ...rest } = base as Json;
          cases.push([`missing required`, rest]);
        }
        if (s.additionalProperties === false) cases.push(['undeclared property', { ...(base as Json), zzUndeclared: 1 }]);
        for (const [name, p] of Object.entries((s.properties ?? {}) as Json)) {
          // a readOnly property is not request data (OpenAPI 3.1: it may be ignored when sent; the server ignores an
          // unchanged one), but a value of a type it cannot have is still forbidden data: only wrong types are sent
          const readOnly = resolve(p, doc).readOnly;
          const seen = new Set<string>();
          for (const [kind, value] of candidates(resolve(p, doc))) {
            if (readOnly && (kind !== 'wrong type' || typesOf(resolve(p, doc)).has(jsonType(value)))) continue;
            const body = { ...(base as Json), [name]: value };
            if (seen.has(kind) || valid(body)) continue; // the document allows it: not negative data
            seen.add(kind);
            const text = resolve(p, doc).pattern && (kind === 'blanks around' || (kind === 'wrong type' && typeof value === 'number'));
            if (text) always.push([kind, body, name]);
            else cases.push([kind, body]);
          }
        }
        // bounded per operation: a seeded draw when there are more
        const n = Math.min(cases.length, NEGATIVE_PER_OPERATION);
        const picked = n ? fc.sample(fc.shuffledSubarray(cases, { minLength: n, maxLength: n }), { numRuns: 1, seed: 35 })[0] : [];
        // a base the server refuses for another reason (a dictionary value, a record that does not exist) would hide
        // an accepted coercion behind its own 400: these must be refused by the property's name
        for (const [kind, body, name] of [...always, ...picked.map(([k, b]) => [k, b, undefined] as const)]) {
          const res = await send(method, url, body);
          const named = !name || ((res.json.data?.errors ?? []) as Json[]).some((e) => e.field === name || String(e.field).startsWith(`${name}.`));
          count(`negative: ${kind}`, res.status !== 400 || !named);
          if (res.status !== 400 || !named)
            fail(`negative ${key} → ${res.status}`, `${kind}: ${JSON.stringify(body).slice(0, 1600)} → ${res.text.slice(0, 160)}`);
        }
      }
    }
    const total = [...counts.values()].reduce((n, c) => n + c.sent, 0);
    console.log(
      `openapi body fuzz (${target}): ${total} requests in ${((performance.now() - began) / 1000).toFixed(1)} s\n${[...counts]
        .map(([check, c]) => `  ${check}: ${c.sent} sent, ${c.failed} failed`)
        .join('\n')}`,
    );
    if (process.env.FUZZ_DUMP) (await import('node:fs')).writeFileSync(process.env.FUZZ_DUMP, failures.join('\n'));
    expect(failures.slice(0, 60)).toEqual([]);
  }, 600_000);

  it('refuses every multipart body (an upload, an import, a form) the document forbids with 400', async () => {
    const token = await t.login('admin');
    const failures: string[] = [];
    const counts = new Map<string, number>();
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json) as [string, Json][]) {
        const schema = op.requestBody?.content?.['multipart/form-data']?.schema;
        if (!schema || SKIP.has(`${method} ${path}`)) continue;
        const s = resolve(schema, doc);
        if (s.type !== 'object') continue;
        const params = (op.parameters ?? []) as Json[];
        const url = path.replace(/\{(\w+)\}/g, (_, n) => encodeURIComponent(params.find((x) => x.name === n)?.schema?.enum?.[0] ?? '1'));
        const props = (s.properties ?? {}) as Json;
        const binary = (name: string) => resolve(props[name] ?? {}, doc).format === 'binary';
        // a base the document allows: a small file in each binary part, a drawn value as text in each other required part
        const drawn = (fc.sample(validArbitrary(s, doc, 0, true), { numRuns: 1, seed: 35 })[0] ?? {}) as Json;
        const base: Parts = {};
        for (const name of (s.required ?? []) as string[]) {
          if (binary(name)) base[name] = { filename: 'upload.bin', content: Buffer.from('x') };
          else if (drawn[name] !== undefined && drawn[name] !== null) base[name] = asText(drawn[name]);
        }
        // each case is forbidden by construction: a required part left out, an undeclared part, a text no value of
        // the property's schema is written as (not a whole number, past a bound, too long, off its pattern or enum)
        const cases: [string, Parts][] = [];
        for (const name of (s.required ?? []) as string[]) {
          const { [name]: _gone, ...rest } = base;
          cases.push(['missing required', rest]);
        }
        if (s.additionalProperties === false) cases.push(['undeclared property', { ...base, zzUndeclared: '1' }]);
        for (const [name, p0] of Object.entries(props)) {
          const p = resolve(p0, doc);
          if (p.readOnly || binary(name)) continue;
          for (const [kind, text] of forbiddenTexts(p)) cases.push([kind, { ...base, [name]: text }]);
        }
        const n = Math.min(cases.length, NEGATIVE_PER_OPERATION);
        const picked = n ? fc.sample(fc.shuffledSubarray(cases, { minLength: n, maxLength: n }), { numRuns: 1, seed: 35 })[0] : [];
        for (const [kind, parts] of picked) {
          const form = multipart(parts);
          const res = await t.app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            headers: { authorization: token, 'accept-language': 'en', ...form.headers },
            payload: form.payload,
          });
          counts.set(kind, (counts.get(kind) ?? 0) + 1);
          if (res.statusCode !== 400)
            failures.push(
              `multipart ${method.toUpperCase()} ${path} → ${res.statusCode}: ${kind}: ${JSON.stringify(parts).slice(0, 300)} → ${res.body.slice(0, 160)}`,
            );
        }
      }
    }
    console.log(`openapi multipart bodies (${target}): ${[...counts].map(([k, c]) => `${k}: ${c}`).join(', ')}`);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(50);
    expect(failures.slice(0, 60)).toEqual([]);
  }, 600_000);
});

type Parts = Record<string, string | { filename: string; content: Buffer }>;

/** A JSON value as a multipart part carries it: text as is, anything else as its JSON text. */
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Texts no value of a (simple, single-typed) property schema is written as in a form. */
function forbiddenTexts(p: Json): [string, string][] {
  const out: [string, string][] = [];
  if (p.type === 'integer') out.push(['wrong type', 'x'], ['wrong type', '1.5']);
  if (p.type === 'integer' || p.type === 'number') {
    if (typeof p.minimum === 'number') out.push(['range', String(p.minimum - 1)]);
    if (typeof p.maximum === 'number') out.push(['range', String(p.maximum + 1)]);
    if (typeof p.exclusiveMinimum === 'number') out.push(['range', String(p.exclusiveMinimum)]);
  }
  if (p.type === 'string') {
    if (p.enum && !p.enum.includes('not-an-option')) out.push(['enum', 'not-an-option']);
    if (typeof p.maxLength === 'number') out.push(['too long', 'a'.repeat(p.maxLength + 1)]);
    if (p.pattern && !new RegExp(p.pattern, 'u').test('x!')) out.push(['pattern', 'x!']);
  }
  return out;
}
