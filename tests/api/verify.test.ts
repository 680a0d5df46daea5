// Reports anyone can verify (issue 19): an issued report carries a verification code and a QR code; the public page
// /verify/{code} (no login) names the report, its date and lab, says whether a presented PDF is the issued file,
// names the replacing report after an amendment, shows no result values unless the lab switches that on, and is
// rate-limited.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { pdfText } from '../setup/pdfText.ts';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { VERIFY_LIMIT } from '../../server/reports/verify/index.ts';
import { normaliseCode } from '../../server/reports/verify/code.ts';
import { Ajv2020 } from 'ajv/dist/2020.js';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

/** A multipart body as a browser's form sends it, with the file in the field "pdf". */
async function multipart(file: Buffer) {
  const form = new FormData();
  form.append('pdf', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'report.pdf');
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } };
}

describe.each(databaseTargets())('public report verification on %s', (target) => {
  let t: TestApp;
  let report: Record<string, any>;
  let pdf: Buffer;
  let setting: (key: string, value: string) => Promise<() => Promise<void>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-verify-'));
  const page = (url: string, o: { method?: 'GET' | 'POST'; remoteAddress?: string; payload?: Buffer; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: o.method ?? 'GET', url, remoteAddress: o.remoteAddress ?? '10.0.0.1', payload: o.payload, headers: o.headers });

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    const admin = await t.login('admin');
    const p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    // the lab's settings, as an admin sets them (the configs screen)
    setting = async (configKey: string, configValue: string) => {
      // a setting every lab has (lab.publicUrl, listed blank in 系统配置 from the start) is set, the others added
      const listed = (await t.call('GET', `/admin/api/v1/configs/page?pageSize=100`, { token: admin })).body.data.list.find(
        (c: { configKey: string }) => c.configKey === configKey,
      );
      if (listed) {
        const r = await t.call('PUT', `/admin/api/v1/configs/${listed.id}`, { token: admin, body: { ...listed, configValue } });
        expect(r.status).toBe(200);
        return async () => {
          const now = (await t.call('GET', `/admin/api/v1/configs/${listed.id}/form`, { token: admin })).body.data;
          expect((await t.call('PUT', `/admin/api/v1/configs/${listed.id}`, { token: admin, body: { ...now, configValue: listed.configValue } })).status).toBe(
            200,
          );
        };
      }
      const r = await t.call('POST', '/admin/api/v1/configs', { token: admin, body: { configKey, configName: configKey, configValue } });
      expect(r.status).toBe(201);
      return async () => expect((await t.call('DELETE', `/admin/api/v1/configs/${r.body.data.id}`, { token: admin })).status).toBe(200);
    };
    await setting('lab.publicUrl', 'https://lims.example.cn/');
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      {
        clientId,
        until: 'issued',
        points: [{ name: '断面一', matrix: 'water', parameterIds: [p['W-NH3N'], p['W-PH']] }],
      },
    );
    report = (await t.call('GET', `/admin/api/v1/reports/${flow.reportId}/form`, { token: admin })).body.data;
    pdf = fs.readFileSync(path.join(dataDir, report.pdfPath));
  }, 180_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a short code at issue and prints it, with the page address, on the PDF', async () => {
    expect(report.status).toBe('issued');
    expect(report.verifyCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const text = await pdfText(pdf);
    expect(text).toContain(`验证码：${report.verifyCode}`);
    expect(text).toContain(`https://lims.example.cn/verify/${report.verifyCode}`);
    // typed codes are read as printed: lower case, no dashes, O for 0
    expect(normaliseCode(report.verifyCode.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o'))).toBe(report.verifyCode);
  });

  it('shows number, date and lab without login and without result values, in both languages', async () => {
    const zh = await page(`/verify/${report.verifyCode}`);
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('text/html');
    expect(zh.body).toContain(report.reportNo);
    expect(zh.body).toContain('华清环境检测有限公司');
    expect(zh.body).toMatch(/data-testid="issued-at">\d{4}-\d{2}-\d{2}</);
    expect(zh.body).toContain('有效');
    expect(zh.body).not.toContain('氨氮'); // no results unless the lab publishes them
    const en = await page(`/verify/${report.verifyCode.toLowerCase()}?lang=en`);
    expect(en.body).toContain('Valid: this report was issued');
    expect((await page('/verify/ZZZZ-ZZZZ-ZZZZ')).statusCode).toBe(404);
    expect((await page('/verify/<script>')).body).not.toContain('<script>');
  });

  it("draws the file picker in the page's language, not the browser's", async () => {
    // a native file input's button text comes from the browser's language: the page hides the input visually and
    // its label, in the page's words, is the button; the input stays in the form, named by that label
    for (const [lang, choose, none] of [
      ['zh-CN', '选择 PDF 文件', '未选择文件'],
      ['en', 'Choose PDF file', 'No file chosen'],
    ] as const) {
      const { body } = await page(`/verify/${report.verifyCode}?lang=${lang}`);
      expect(body).toContain(`<label for="pdf" class="picker" data-testid="pdf-label">${choose}</label>`);
      expect(body).toContain(`data-testid="pdf-none">${none}</span>`);
      expect(body).toMatch(/<input type="file" id="pdf" name="pdf"[^>]* class="sr-only"/);
      expect(body).toMatch(/<form [^>]*novalidate>/); // the browser's own-language "choose a file" bubble stays away
    }
  });

  it('says whether a presented PDF is the issued file (SHA-256)', async () => {
    const genuine = await page(`/verify/${report.verifyCode}`, { method: 'POST', ...(await multipart(pdf)) });
    expect(genuine.body).toContain('data-match="true"');
    expect(genuine.body).toContain(report.contentHash);
    const tampered = Buffer.from(pdf);
    tampered[tampered.length - 20] ^= 1;
    const bad = await page(`/verify/${report.verifyCode}?lang=en`, { method: 'POST', ...(await multipart(tampered)) });
    expect(bad.body).toContain('data-match="false"');
    expect(bad.body).toContain('No match');
    const none = await page(`/verify/${report.verifyCode}`, { method: 'POST', ...(await multipart(Buffer.alloc(0))) });
    expect(none.statusCode).toBe(400);
  });

  it('shows result values only when the lab switches that on', async () => {
    const off = await setting('verify.showResults', 'true');
    const shown = await page(`/verify/${report.verifyCode}`);
    expect(shown.body).toContain('氨氮');
    await off();
    expect((await page(`/verify/${report.verifyCode}`)).body).not.toContain('氨氮');
  });

  it('names the replacing report after an amendment', async () => {
    const [writer, labadmin, signatory] = await Promise.all(['writer', 'labadmin', 'signatory'].map((u) => t.login(u)));
    const post = (tok: string, url: string, body: unknown) => t.call('POST', url, { token: tok, body });
    const amendment = (await post(writer, '/admin/report/amend', { id: report.id, reason: '更正点位名称' })).body.data;
    await post(writer, '/admin/report/submit', { id: amendment.id });
    await post(labadmin, '/admin/report/review', { id: amendment.id, password: '123456' });
    await post(signatory, '/admin/report/approve', { id: amendment.id, password: '123456' });
    const issued = (await post(signatory, '/admin/report/issue', { id: amendment.id, password: '123456' })).body.data;
    expect(issued.verifyCode).not.toBe(report.verifyCode);
    const old = await page(`/verify/${report.verifyCode}`);
    expect(old.body).toContain('已作废');
    expect(old.body).toMatch(new RegExp(`data-testid="replaced-by">${issued.reportNo}.*href="/verify/${issued.verifyCode}`));
    // the old file is still the old file: the page says so, and that it was replaced
    expect((await page(`/verify/${report.verifyCode}`, { method: 'POST', ...(await multipart(pdf)) })).body).toContain('data-match="true"');
  });

  it('is in the OpenAPI document as a public operation, and its JSON answers are what the document says', async () => {
    const doc = (await t.call('GET', '/admin/api-docs/openapi.json')).body;
    const get = doc.paths['/verify/{code}'].get;
    const post = doc.paths['/verify/{code}'].post;
    for (const op of [get, post]) {
      expect(op.security).toEqual([]);
      expect(op['x-access']).toBe('public');
      expect(Object.keys(op.responses).sort()).toEqual(op === post ? ['200', '400', '404', '429'] : ['200', '404', '429']);
      expect(Object.keys(op.responses['200'].content).sort()).toEqual(['application/json', 'text/html']);
    }
    expect(post.requestBody.content['multipart/form-data'].schema.required).toEqual(['pdf']);
    // a JSON answer validated against the schema the document states for it
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const validate = (body: unknown, schema: object) => {
      const fn = ajv.compile({ ...schema, components: doc.components });
      expect(fn(body), JSON.stringify(fn.errors)).toBe(true);
    };
    const json = { accept: 'application/json' };
    const found = await page(`/verify/${report.verifyCode}`, { headers: json, remoteAddress: '10.0.0.7' });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toContain('application/json');
    const body = found.json();
    // replaced by the amendment of the test before: the JSON names the replacing report as the page does
    expect(body.data).toMatchObject({
      code: report.verifyCode,
      report: { reportNo: report.reportNo, withdrawn: true, replacedBy: { reportNo: expect.any(String), code: expect.any(String) } },
    });
    expect(body.data.report.rows).toBeUndefined();
    validate(body, get.responses['200'].content['application/json'].schema);
    const form = await multipart(pdf);
    const uploaded = await page(`/verify/${report.verifyCode}`, {
      method: 'POST',
      remoteAddress: '10.0.0.7',
      payload: form.payload,
      headers: { ...form.headers, ...json },
    });
    expect(uploaded.json().data.check).toEqual({ matches: true, uploaded: report.contentHash, issued: report.contentHash });
    validate(uploaded.json(), post.responses['200'].content['application/json'].schema);
    const missing = await page('/verify/ZZZZ-ZZZZ-ZZZZ?lang=en', { headers: json, remoteAddress: '10.0.0.7' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'A0404',
      msg: 'No issued report has this verification code. Please check the code printed on the report.',
      data: null,
    });
    validate(missing.json(), get.responses['404'].content['application/json'].schema);
  });

  it('is rate-limited per address', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < VERIFY_LIMIT; i++) expect((await page(`/verify/${report.verifyCode}`, { remoteAddress: from })).statusCode).toBe(200);
    const over = await page(`/verify/${report.verifyCode}`, { remoteAddress: from });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body).not.toContain(report.reportNo);
    expect((await page(`/verify/${report.verifyCode}`, { remoteAddress: '10.9.9.10' })).statusCode).toBe(200);
  });
});
