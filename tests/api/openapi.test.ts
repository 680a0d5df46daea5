// The served OpenAPI document: valid OpenAPI 3.1, describing what a generated client needs (issue 16), and the HTTP
// behaviour around it: 405 with Allow, access before the body is read, 403 before 409.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { startTestApp, databaseTargets, multipart, type TestApp } from './harness.ts';

type Json = Record<string, any>;

describe.each(databaseTargets())('OpenAPI document and HTTP behaviour (%s)', (target) => {
  let t: TestApp;
  let doc: Json;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    doc = (await t.call('GET', '/admin/api-docs/openapi.json')).body;
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is a valid OpenAPI 3.1 document (swagger-parser: zero errors)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(doc.openapi).toBe('3.1.0');
  });

  it('gives the reference page the same operations as a valid OpenAPI 3.0 rendition (swagger-ui draws 3.1 slowly)', async () => {
    const page = (await t.call('GET', '/admin/api-docs/json')).body;
    expect(page.openapi).toBe('3.0.3');
    await expect(SwaggerParser.validate(structuredClone(page) as never)).resolves.toBeTruthy();
    const ops = (d: Json) =>
      Object.entries(d.paths)
        .flatMap(([path, item]: [string, any]) => Object.entries(item).map(([m, op]: [string, any]) => `${m} ${path} ${op.operationId} ${op.tags}`))
        .sort();
    expect(ops(page)).toEqual(ops(doc));
    // what 3.0 says its own way: a nullable field, a decimal's example
    expect(page.components.schemas.orders.properties.quoteTotal).toMatchObject({ type: 'string', nullable: true, readOnly: true });
    // the first example the field accepts: a discount is 0–1, so not the decimal's usual 12.5
    expect(page.components.schemas['orders.create'].properties.discount.example).toBe('0.5');
  });

  it('documents list parameters, dictionaries, decimals, read-only fields and the read schema of a page', () => {
    const page = doc.paths['/admin/api/v1/equipment/page'].get;
    const byName = Object.fromEntries(page.parameters.map((p: Json) => [p.name, p]));
    expect(byName.pageSize.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 500 });
    expect(byName.order.schema.enum).toEqual(['asc', 'desc']);
    expect(byName.sort.schema.enum).toContain('id');
    expect(byName.createdAt_gte.schema.type).toBe('string');
    expect(byName.status.schema['x-dict']).toBe('equipment_status');
    for (const p of page.parameters) expect(typeof p.schema, p.name).toBe('object');
    expect(page.responses['200'].content['application/json'].schema.properties.data.properties.list.items).toEqual({ $ref: '#/components/schemas/equipment' });
    const equipment = doc.components.schemas.equipment.properties;
    expect(equipment.nextCalibrationDue.anyOf[0].readOnly).toBe(true);
    const order = doc.components.schemas['orders.create'].properties;
    // a decimal as text; the discount's own pattern states its range 0–1
    expect(order.discount.type).toBe('string');
    expect(['0', '0.8', '1', '1.00'].filter((v) => new RegExp(order.discount.pattern).test(v))).toHaveLength(4);
    expect(['1.2', '-0.5', '12.5', 'x'].filter((v) => new RegExp(order.discount.pattern).test(v))).toEqual([]);
    expect(doc.components.schemas.orders.properties.quoteTotal.anyOf[0]).toMatchObject({ type: 'string', readOnly: true });
    expect(doc.components.schemas['users.create'].required).toContain('password');
  });

  it('documents every status a route can answer, the token schemes, public routes and tags per menu group', () => {
    const create = doc.paths['/admin/api/v1/equipment'].post;
    expect(Object.keys(create.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409', '413', '415', '503']);
    expect(Object.keys(doc.paths['/admin/index/login'].post.responses)).toContain('429');
    expect(doc.paths['/admin/index/login'].post.security).toEqual([]);
    expect(doc.paths['/admin/health'].get.security).toEqual([]);
    expect(doc.components.securitySchemes).toMatchObject({
      authorization: { type: 'apiKey', name: 'Authorization' },
      sycToken: { type: 'apiKey', name: 'syc-token' },
    });
    // tags are the menu groups in words, both languages, each with what it holds
    expect(doc.paths['/admin/api/v1/equipment/page'].get.tags).toEqual(['数据管理 · Data management']);
    expect(doc.paths['/admin/order/submit'].post.tags).toEqual(['业务管理 · Business']);
    const tags = new Map((doc.tags as Json[]).map((tag) => [tag.name, tag]));
    expect(tags.get('业务管理 · Business')!.description).toContain('委托单 Entrusted orders');
    for (const tag of tags.values()) expect(tag.name, tag.name).toMatch(/^\p{Script=Han}.* · [A-Z]/u);
    for (const tag of tags.values()) expect(tag.description.length, tag.name).toBeGreaterThan(10);
    const used = new Set(Object.values(doc.paths).flatMap((item: any) => Object.values(item).flatMap((op: any) => op.tags)));
    expect([...used].filter((tag) => !tags.has(tag))).toEqual([]);
    expect(doc.paths['/admin/api/v1/equipment/page'].get.summary).toContain('设备管理');
    const multipartOnly = doc.paths['/admin/device/import'].post.requestBody.content;
    expect(multipartOnly['multipart/form-data'].schema.properties.file).toEqual({ type: 'string', format: 'binary' });
    const ops = Object.values(doc.paths).flatMap((item: any) => Object.values(item)) as Json[];
    expect(ops.every((o) => o.responses && Object.keys(o.responses).length > 0)).toBe(true);
    expect(ops.filter((o) => o.requestBody).length).toBeGreaterThan(100);
  });

  it('answers a known path with a wrong method 405 with Allow, and an unknown path 404', async () => {
    const trace = await t.call('TRACE', '/admin/api/v1/equipment/page', { token: admin });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toContain('GET');
    const del = await t.call('DELETE', '/admin/health');
    expect(del.status).toBe(405);
    expect(del.headers.allow).toBe('GET, HEAD');
    expect(del.body.msg).toContain('DELETE');
    expect((await t.call('GET', '/admin/no/such/path', { token: admin })).status).toBe(404);
  });

  it('checks the token and the perm before it reads the body: no field names for a caller without access', async () => {
    const noToken = await t.call('POST', '/admin/api/v1/equipment', { body: { assetNo: 1, bogus: true } });
    expect(noToken.status).toBe(401);
    expect(JSON.stringify(noToken.body)).not.toMatch(/assetNo|bogus/);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/admin/api/v1/equipment',
      headers: { 'content-type': 'application/json' },
      payload: '{"assetNo":',
    });
    expect(malformed.statusCode).toBe(401);
    const form = multipart({ file: { filename: 'x.xlsx', content: Buffer.from('not a workbook') } });
    const upload = await t.app.inject({ method: 'POST', url: '/admin/device/import', headers: form.headers, payload: form.payload });
    expect(upload.statusCode).toBe(401);
    const analyst = await t.login('analyst');
    const forbidden = await t.call('POST', '/admin/api/v1/equipment', { token: analyst, body: { assetNo: 1 } });
    expect(forbidden.status).toBe(403);
    expect(JSON.stringify(forbidden.body)).not.toMatch(/assetNo/);
  });

  it('answers 403 before 409: a retained record refuses deletion to ROOT only, others lack the perm', async () => {
    const analyst = await t.login('analyst');
    expect((await t.call('DELETE', '/admin/api/v1/results/1', { token: analyst })).status).toBe(403);
    expect((await t.call('DELETE', '/admin/api/v1/results/1', { token: admin })).status).toBe(409);
  });
});
