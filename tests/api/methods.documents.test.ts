// The method capability's papers (issue 32): the verification report PDF (HJ 168-2020) read back as text, and the
// precision and accuracy entries of a verification refused by field when they are bad, in zh and en, nothing written.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { pdfText } from '../setup/pdfText.ts';
import { formatWhen } from '../../schemas/format/when.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 150_000 });

const API = '/admin/api/v1';
const SPIKED = ['0.046', '0.052', '0.050', '0.047', '0.054', '0.051', '0.049'];
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

describe.each(databaseTargets())('method capability documents on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let nh3: { id: number; matrix: string };
  let hj535: number;
  const call = (method: 'GET' | 'POST', url: string, body?: unknown, lang = 'zh-CN', who = 'qa') => t.call(method, url, { token: tok[who], body, lang });
  const get = (url: string, lang = 'zh-CN', who = 'qa') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tok[who]}`, 'accept-language': lang } });
  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('method_verifications')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const create = (body: Record<string, unknown>, lang = 'zh-CN') =>
    call('POST', `${API}/methodVerifications`, { methodStandardId: hj535, matrix: nh3.matrix, parameterId: nh3.id, ...body }, lang);

  beforeAll(async () => {
    t = await startTestApp(target);
    tok = Object.fromEntries(await Promise.all(['qa', 'labadmin', 'sampler'].map(async (u) => [u, await t.login(u)])));
    const p = await t.database.db.selectFrom('parameters').select(['id', 'matrix']).where('code', '=', 'W-NH3N').executeTakeFirstOrThrow();
    nh3 = { id: Number(p.id), matrix: String(p.matrix) };
    hj535 = Number((await t.database.db.selectFrom('method_standards').select('id').where('standardNo', '=', 'HJ 535-2009').executeTakeFirstOrThrow()).id);
  });
  afterAll(() => t?.close());

  it("prints the demo's approved ammonia verification: the standard, every replicate, the study's figures, precision, accuracy and both signers by name", async () => {
    const v = await t.database.db
      .selectFrom('method_verifications')
      .selectAll()
      .where('parameterId', '=', nh3.id)
      .where('status', '=', 'approved')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await get(`/admin/methods/verifications/${v.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (target === 'sqlite') fs.writeFileSync('/tmp/capdocs-verification.pdf', res.rawPayload);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, '');
    const mdl = json<{ n: number; mean: string; s: string; t: string; mdl: string; loq: string; reported: { mean: string; s: string } }>(v.mdlResult);
    const precision = json<{ levels: Array<{ reported: { rsd: string } }> }>(v.precisionResult);
    const accuracy = json<{ reported: { mean: string; value: string } }>(v.accuracyResult);
    const sigs = await t.database.db.selectFrom('signatures').selectAll().where('entity', '=', 'methodVerifications').where('entityId', '=', v.id).execute();
    const approve = sigs.find((s) => s.meaning === 'approve')!;
    const tz = 'Asia/Shanghai';
    for (const s of [
      '方法验证报告',
      'HJ168-2020',
      v.verificationNo,
      'HJ535-2009水质氨氮的测定纳氏试剂分光光度法',
      '氨氮',
      '加标浓度0.050mg/L',
      // every replicate as entered
      '0.0480.0520.0500.0470.0530.0510.049',
      't(n−1,0.99)',
      mdl.t,
      mdl.reported.mean,
      mdl.mean,
      mdl.reported.s,
      mdl.mdl,
      mdl.loq,
      '测定下限4×MDL',
      '满足要求',
      precision.levels[0].reported.rsd,
      '有证标准物质：标准值0.050±0.003',
      accuracy.reported.value,
      '满足方法要求',
      '验证人',
      '批准人',
      String(approve.signerName),
      formatWhen(String(approve.signedAt), 'zh-CN', tz).replace(/\s+/g, ''),
      'GB/T8170-2008',
    ])
      expect(text, s).toContain(s);
    // names, never logins
    expect(text).not.toMatch(/验证人[^批]*\bqa\b/);
    expect(String(approve.signerName)).not.toBe('qa');

    const en = (await pdfText((await get(`/admin/methods/verifications/${v.id}/pdf`, 'en')).rawPayload)).replace(/\s+/g, ' ');
    for (const s of ['Method verification report', 'Method detection limit', 'Precision', 'Accuracy', 'Verified by', 'Approved by', 'Pass', 'Ammonia'])
      expect(en, s).toContain(s);
  });

  it('prints a spike-recovery study against the range the method gives, with each recovery, and a study to redo with its reasons', async () => {
    const spike = await create({
      mdlStudy: { spikeLevel: '0.050', values: SPIKED },
      accuracy: { kind: 'spike', added: '0.500', background: '0.050', values: ['0.530', '0.560', '0.520'], acceptLow: '90', acceptHigh: '110' },
    });
    expect(spike.status, JSON.stringify(spike.body)).toBe(201);
    const text = (await pdfText((await get(`/admin/methods/verifications/${spike.body.data.id}/pdf`)).rawPayload)).replace(/\s+/g, '');
    // (0.530 − 0.050) / 0.500 = 96 %, 102 %, 94 %: mean 97.333… %, outside nothing
    for (const s of ['加标回收：加标量0.500，未加标样品测定值0.050', '96.0102.094.0', '97.3', '方法要求的回收率范围：90%～110%', '满足方法要求', '（未签署）'])
      expect(text, s).toContain(s);
    const tp = await t.database.db
      .selectFrom('method_verifications as v')
      .innerJoin('parameters as p', 'p.id', 'v.parameterId')
      .select('v.id')
      .where('p.code', '=', 'W-TP')
      .executeTakeFirstOrThrow();
    const redo = (await pdfText((await get(`/admin/methods/verifications/${tp.id}/pdf`)).rawPayload)).replace(/\s+/g, '');
    for (const s of ['需重做', '测定均值高于10倍检出限', '未做此项试验']) expect(redo, s).toContain(s);
  });

  it('serves the report to method readers only, and refuses a bad id by field', async () => {
    const id = Number((await t.database.db.selectFrom('method_verifications').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    expect((await get(`/admin/methods/verifications/${id}/pdf`, 'zh-CN', 'labadmin')).statusCode).toBe(200);
    expect((await call('GET', `/admin/methods/verifications/${id}/pdf`, undefined, 'zh-CN', 'sampler')).status).toBe(403);
    expect((await t.call('GET', `/admin/methods/verifications/${id}/pdf`)).status).toBe(401);
    const bad = await call('GET', '/admin/methods/verifications/abc/pdf');
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0].field).toBe('id');
    expect((await call('GET', '/admin/methods/verifications/999999/pdf')).status).toBe(404);
  });

  it('refuses bad precision and accuracy entries naming the field, in zh and en, writing nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ precision: { levels: [{ level: '低', values: ['0.05', 'x', '0.06'] }] } }, 'precision.levels.0.values.1', '数'],
      [{ precision: { levels: [{ level: '低', values: ['0', '0', '0'] }] } }, 'precision.levels.0.values', '0'],
      [{ accuracy: { kind: 'crm', certifiedValue: '0.050', values: SPIKED } }, 'accuracy.certifiedU', '数'],
      [{ accuracy: { kind: 'crm', certifiedValue: '-1', certifiedU: '0.003', values: SPIKED } }, 'accuracy.certifiedValue', '大于'],
      [{ accuracy: { kind: 'spike', added: '0', values: SPIKED } }, 'accuracy.added', '大于'],
      [{ accuracy: { kind: 'spike', added: '0.5', values: SPIKED, acceptLow: '120', acceptHigh: '80' } }, 'accuracy.acceptLow', '下限应小于上限'],
      [{ accuracy: { kind: 'spike', added: '0.5', values: ['0.5', 'abc'] } }, 'accuracy.values.1', '数'],
    ];
    for (const [body, field, word] of cases) {
      const r = await create(body);
      expect(r.status, field).toBe(400);
      const e = (r.body.data.errors as Array<{ field: string; message: string }>).find((x) => x.field === field);
      expect(e, `${field}: ${JSON.stringify(r.body.data.errors)}`).toBeTruthy();
      expect(e!.message).toContain(word);
    }
    const en = await create({ accuracy: { kind: 'spike', added: '0', values: SPIKED } }, 'en');
    expect(en.body.data.errors[0]).toMatchObject({ field: 'accuracy.added' });
    expect(en.body.data.errors[0].message).toMatch(/greater than 0/i);
    expect(await count()).toBe(before);
  });

  /** the workbook's rows as values (1-based columns), and the sheet */
  const workbook = async (payload: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(payload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const rows = (ws.getSheetValues() as unknown[][]).slice(1).map((r) => (r ?? []).slice(1).map((v) => (v == null ? '' : v)));
    return { ws, rows };
  };

  it("exports the scope as the assessor's schedule: categories numbered and merged, each test item with its standard's title and number", async () => {
    const res = await get('/admin/methods/scope/xlsx', 'zh-CN', 'labadmin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('能力附表-');
    if (target === 'sqlite') fs.writeFileSync('/tmp/capdocs-scope.xlsx', res.rawPayload);
    const { ws, rows } = await workbook(res.rawPayload);
    expect(String(rows[0][0])).toContain('检验检测能力附表');
    expect(rows[1]).toEqual([
      '序号',
      '类别（产品/项目/参数）',
      '产品/项目/参数',
      '产品/项目/参数',
      '依据的标准（方法）名称及编号（含年号）',
      '限制范围',
      '说明',
    ]);
    expect(rows[2].slice(2, 4)).toEqual(['序号', '名称']);
    const data = rows.slice(3);
    // one row per test item of each line: as many as the lines list
    const lines = await t.database.db.selectFrom('scope_lines').select(['parameterIds', 'status']).execute();
    expect(data.length).toBe(lines.reduce((n, l) => n + json<number[]>(l.parameterIds).length, 0));
    const nh3Row = data.find((r) => r[3] === '氨氮')!;
    expect(nh3Row[4]).toBe('水质 氨氮的测定 纳氏试剂分光光度法 HJ 535-2009');
    expect(nh3Row[6]).toBe('');
    // the line still being verified says so; the category's number and name are one merged cell over its rows
    const toc = data.find((r) => r[3] === '总有机碳')!;
    expect(toc[6]).toBe('方法验证中');
    const categories = [...new Set(data.map((r) => r[1]))];
    expect(categories).toContain('地表水/地下水');
    const water = data.map((r, i) => [r, i + 4] as const).filter(([r]) => r[1] === '地表水/地下水');
    expect(ws.getCell(`A${water.at(-1)![1]}`).isMerged).toBe(true);
    expect(ws.getCell(`A${water.at(-1)![1]}`).master.address).toBe(`A${water[0][1]}`);
    // items numbered 1… within their category
    expect(water.map(([r]) => r[2])).toEqual(water.map((_, i) => i + 1));

    // the list's filters: only the lines being verified; English headings
    const en = await workbook((await get('/admin/methods/scope/xlsx?status=verifying', 'en')).rawPayload);
    expect(en.rows[1][4]).toBe('Standard (method): title and number with year');
    const verifying = lines.filter((l) => l.status === 'verifying').reduce((n, l) => n + json<number[]>(l.parameterIds).length, 0);
    expect(en.rows.slice(3).length).toBe(verifying);
    expect(en.rows.slice(3).every((r) => r[6] === 'Verifying')).toBe(true);
    // refused like the list: an unknown filter by name, and to those who may not read the scope
    const bad = await call('GET', '/admin/methods/scope/xlsx?colour=red');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('colour');
    expect((await call('GET', '/admin/methods/scope/xlsx', undefined, 'zh-CN', 'sampler')).status).toBe(403);
  });
});
