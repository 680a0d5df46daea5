// A limit table to and from Excel (issue 33 item 4) on SQLite and PostgreSQL: the edition's rows download as a sheet
// whose headers are the row fields' labels and whose classes are named, not coded; a filled sheet reads back into
// rows, each refused cell named by row and column in the reader's language, and nothing is written; the rows read
// are saved the one way an edition is saved (signed); who may not edit the library may not read a sheet into it.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { databaseTargets, multipart, startTestApp, type TestApp } from './harness.ts';
import { editionForm } from './standardsHelpers.ts';
import { mergeLimitRows } from '../../schemas/standards/limitRowsSheet.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const NO = 'GB 5085.3-2007';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sheetRows(buf: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return out;
}

async function workbookOf(rows: Array<Array<string | number>>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('限值表');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe.each(databaseTargets())('the limit table sheet on %s', (target) => {
  let t: TestApp;
  let qa: string;
  let sampler: string;
  let id: number;

  beforeAll(async () => {
    t = await startTestApp(target);
    [qa, sampler] = await Promise.all(['qa', 'sampler'].map((u) => t.login(u)));
    id = (await editionForm(t, qa, NO))!.id;
  });
  afterAll(() => t?.close());

  const read = async (content: Buffer, token: string, lang = 'zh-CN', classes?: unknown) => {
    const fields: Parameters<typeof multipart>[0] = {};
    if (classes !== undefined) fields.classes = JSON.stringify(classes);
    fields.file = { filename: 'limits.xlsx', content, contentType: XLSX };
    const m = multipart(fields);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/standards/limit-rows/read',
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${token}`, 'accept-language': lang },
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const template = async (lang: string, query = `?id=${id}`) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/admin/standards/limit-rows/template${query}`,
      headers: { authorization: `Bearer ${qa}`, 'accept-language': lang },
    });
    return { status: res.statusCode, type: String(res.headers['content-type']), body: res.rawPayload };
  };

  it("downloads an edition's rows under the row fields' labels, its class by name, in the reader's language", async () => {
    const zh = await template('zh-CN');
    expect(zh.status).toBe(200);
    expect(zh.type).toContain('spreadsheetml');
    const rows = await sheetRows(zh.body);
    expect(rows[0]!.slice(0, 8)).toEqual(['表*', '项目*', '英文名称', '别名', '类别*', '适用条件', '限值*', '单位*']);
    expect(rows.slice(1).map((r) => `${r[1]}${r[6]}${r[7]}`)).toContain('铜≤100mg/L');
    expect(rows[1]![4]).toBe('浸出毒性鉴别（不具该危险特性的条件）');
    const en = await sheetRows((await template('en')).body);
    expect(en[0]!.slice(0, 2)).toEqual(['Table*', 'Parameter*']);
    expect(en[1]![4]).toBe('Extraction toxicity (condition for not being hazardous)');
    // without an edition: the empty sheet to fill; an unknown edition is not found
    expect(await sheetRows((await template('zh-CN', '')).body)).toHaveLength(1);
    expect((await template('zh-CN', '?id=999999')).status).toBe(404);
  });

  it('reads a filled sheet back into rows, names each refused cell, and writes nothing', async () => {
    const form = (await editionForm(t, qa, NO))!;
    const downloaded = await sheetRows((await template('zh-CN')).body);
    // 铜 corrected, a new 铅 row (a class named by its English name), one row with a limit the library cannot read
    const edited = downloaded.map((r) => (r[1] === '铜' ? r.map((c, i) => (i === 6 ? '≤50' : c)) : r));
    const withNew = [
      ...edited,
      ['表1', '铅', 'Lead', '', 'Extraction toxicity (condition for not being hazardous)', '', '≤5', 'mg/L'],
      ['表1', '硒', '', '', '浸出毒性鉴别（不具该危险特性的条件）', '', 'five', 'mg/L'],
      ['表1', '银', '', '', '第九类', '', '≤5', 'mg/L'],
    ];
    const answer = await read(await workbookOf(withNew), qa, 'zh-CN', form.classes);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { rows, errors } = answer.body.data;
    expect(rows).toHaveLength(form.rows.length + 1);
    expect(rows.find((r: { analyte: string }) => r.analyte === '铜').limit).toBe('≤50');
    expect(rows.find((r: { analyte: string }) => r.analyte === '铅')).toMatchObject({ classCode: form.classes[0]!.code, limit: '≤5', unit: 'mg/L' });
    expect(errors).toEqual([
      { row: withNew.length - 1, column: '限值', message: expect.any(String) },
      { row: withNew.length, column: '类别', message: '本版本没有类别“第九类”' },
    ]);
    const merged = mergeLimitRows(form.rows, rows);
    // 铜 corrected, the other rows as they were
    expect([merged.added, merged.replaced, merged.unchanged]).toEqual([1, 1, form.rows.length - 1]);
    // nothing was written
    expect((await editionForm(t, qa, NO))!.version).toBe(form.version);
    // saved the one way an edition is saved: signed
    const unsigned = await t.call('PUT', `/admin/api/v1/limitStandards/${id}`, { token: qa, body: { version: form.version, rows: merged.rows } });
    expect(unsigned.status).toBe(400);
    const saved = await t.call('PUT', `/admin/api/v1/limitStandards/${id}`, {
      token: qa,
      body: { version: form.version, rows: merged.rows, signaturePassword: '123456' },
    });
    expect(saved.status).toBe(200);
    const after = (await editionForm(t, qa, NO))!;
    expect(after.rows.find((r) => r.analyte === '铜')!.limit).toBe('≤50');
    expect(after.rows.some((r) => r.analyte === '铅')).toBe(true);
  });

  it('refuses a sheet without the required columns, a file that is not a workbook, and bad classes, naming them in English too', async () => {
    const noLimit = await read(
      await workbookOf([
        ['Table', 'Parameter', 'Class', 'Unit'],
        ['表1', '铜', 'x', 'mg/L'],
      ]),
      qa,
      'en',
    );
    expect(noLimit.status).toBe(400);
    expect(noLimit.body.msg).toBe('The sheet lacks required columns: Limit');
    const notXlsx = await read(Buffer.from('表,项目\n1,铜\n'), qa);
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.msg).toContain('.xlsx');
    const badClasses = await read(await workbookOf([['表', '项目', '类别', '限值', '单位']]), qa, 'zh-CN', { not: 'an array' });
    expect(badClasses.status).toBe(400);
    expect(JSON.stringify(badClasses.body)).toContain('classes');
  });

  it('lets only those who edit the library read a sheet into it', async () => {
    const sheet = await workbookOf([['表', '项目', '类别', '限值', '单位']]);
    expect((await read(sheet, sampler)).status).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/standards/limit-rows/read',
      payload: multipart({ file: { filename: 'a.xlsx', content: sheet } }).payload,
    });
    expect(res.statusCode).toBe(401);
  });
});
