import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, multipart } from './harness.ts';
import { previewUpload, startLab, type Lab } from './instrumentHelpers.ts';

// The mapping import of a spreadsheet export (issue 20, deliverable 2): an XLSX with a title row above its header,
// read through a saved mapping of the instrument — wide layout (one column per analyte, the column renamed in the
// mapping) and long layout whose analyte names the lab's alias table resolves; then the mapping edited (PUT) and used.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

async function xlsx(rows: Array<Array<string | number>>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('结果');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe.each(databaseTargets())('mapping import of an XLSX export on %s', (target) => {
  let lab: Lab;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-instr-xlsx-'));
  beforeAll(async () => {
    lab = await startLab(target, dataDir);
  });
  afterAll(async () => {
    await lab?.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const post = (url: string, body: unknown, method = 'POST') => lab.t.call(method, url, { token: lab.tok.analyst, body, lang: 'en' });

  it('reads a wide XLSX through a saved mapping that renames its analyte column; sheet rows are the evidence lines', async () => {
    const file = await xlsx([['ICP-MS 结果报告 2026-11-24'], ['样品编号', '铅浓度 (μg/L)', '备注'], ...lab.samples.map((s, i) => [s.sampleNo, 1.5 + i, ''])]);
    const columns = { headerRow: 2, sampleId: '样品编号', analyteColumns: [{ column: '铅浓度 (μg/L)', analyte: 'Pb', unit: 'μg/L' }] };
    const saved = await post('/admin/api/v1/instrumentMappings', {
      equipmentId: lab.equipmentId,
      name: '结果报告 (宽表)',
      columns,
      aliases: [],
      isDefault: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const r = await previewUpload(lab, file, { mappingId: String(saved.body.data.id), fileName: '结果.xlsx' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ parser: 'mapping', mappingId: saved.body.data.id });
    expect(r.body.data.matched).toHaveLength(lab.samples.length);
    expect(r.body.data.matched[0]).toMatchObject({ target: { sampleId: lab.samples[0].sampleNo, parameter: 'Pb' }, value: '1.5', line: 3 });
  });

  it('an edited mapping (long layout, an alias table for the file names) is the one the next preview uses', async () => {
    const file = await xlsx([['样品', '分析物', '结果', '单位'], ...lab.samples.map((s) => [s.sampleNo, '总铅', 2.25, 'ug/L'])]);
    const [m] = (await lab.t.call('GET', `/admin/api/v1/instrumentMappings/page?pageSize=10&equipmentId=${lab.equipmentId}`, { token: lab.tok.analyst })).body
      .data.list as Array<{ id: number; version: number }>;
    const before = await previewUpload(lab, file, { mappingId: String(m.id) });
    expect([before.status, before.body.msg]).toEqual([400, 'The header has no column "样品编号" (mapping field sampleId)']);
    const edited = await post(
      `/admin/api/v1/instrumentMappings/${m.id}`,
      {
        equipmentId: lab.equipmentId,
        name: '结果报告 (长表)',
        columns: { headerRow: 1, sampleId: '样品', analyte: '分析物', value: '结果', unit: '单位' },
        aliases: [{ alias: '总铅', parameter: 'Pb' }],
        isDefault: true,
        version: m.version,
      },
      'PUT',
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = await previewUpload(lab, file, { mappingId: String(m.id) });
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(after.body.data.matched.map((x: any) => [x.target.parameter, x.value])).toEqual(lab.samples.map(() => ['Pb', '2.25']));
    expect(after.body.data.unmatched).toEqual([]);
  });

  // the mapping dialog reads a CSV's header in the browser; a spreadsheet's column names it asks the server for
  const columns = async (content: Buffer, headerRow: string, who = 'analyst', lang = 'en') => {
    const m = multipart({ headerRow, file: { filename: '结果.xlsx', content } });
    const res = await lab.t.app.inject({
      method: 'POST',
      url: `/admin/analysis/${lab.sheetId}/instrument-import/columns`,
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${lab.tok[who]}`, 'accept-language': lang },
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };

  it("answers the column names on an XLSX export's header row, for the mapping dialog", async () => {
    const file = await xlsx([['ICP-MS 结果报告 2026-11-24'], ['样品编号', '铅浓度 (μg/L)', ' 备注 ', '样品编号'], ['W1', 1.5, '']]);
    const r = await columns(file, '2');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual({ columns: ['样品编号', '铅浓度 (μg/L)', '备注'], lines: 3 });
    expect((await columns(file, '1')).body.data.columns).toEqual(['ICP-MS 结果报告 2026-11-24']);
    // a delimited file is answered the same way (as the import decodes it)
    const csv = await columns(Buffer.from('\ufeffSample;Element;Conc\r\nW1;Pb;1.2\r\n'), '1');
    expect(csv.body.data.columns).toEqual(['Sample', 'Element', 'Conc']);
    // no header there, in words; only the sheet's analyst with analysis:import may ask
    expect([(await columns(file, '9')).status, (await columns(file, '9')).body.msg]).toEqual([400, 'No header on line 9 (the file has 3 lines)']);
    expect((await columns(file, '9', 'analyst', 'zh-CN')).body.msg).toBe('第 9 行没有表头（文件只有 3 行）');
    expect((await columns(file, '0')).status).toBe(400);
    expect((await columns(file, '2', 'checker')).status).toBe(403);
  });
});
