import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets } from './harness.ts';
import { masshunter, previewUpload, startLab, type Lab } from './instrumentHelpers.ts';

// a whole lab flow up to a received sheet, then imports: generous limits on a loaded 2-core machine
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

describe.each(databaseTargets())('instrument import into a raw record on %s', (target) => {
  let lab: Lab;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-instr-'));
  let first: any;
  beforeAll(async () => {
    lab = await startLab(target, dataDir);
  });
  afterAll(async () => {
    await lab?.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, body: unknown, who = 'analyst') => lab.t.call('POST', url, { token: lab.tok[who], body, lang: 'en' });
  const commitUrl = () => `/admin/analysis/${lab.sheetId}/instrument-import`;
  /** the file: calibration rows, every sample of the sheet by number except the last, which the operator mistyped */
  const exportFile = (pb = (i: number) => (1.1 + i).toFixed(3)) => {
    const rows: Array<[string, string, string, string]> = [
      ['CalBlk', '校准空白', '0.000', '0.000'],
      ['CalStd', 'STD-1', '1.000', '1.000'],
    ];
    lab.samples.forEach((s, i) => rows.push(['Sample', i === lab.samples.length - 1 ? `TYPO-${i} 样品` : `${s.sampleNo} 地表水`, '0.5', pb(i)]));
    return masshunter(rows);
  };

  it('previews an ICP-MS export: lead readings matched by sample number, the rest listed with reasons', async () => {
    expect(lab.samples.length).toBeGreaterThan(1);
    const r = await previewUpload(lab, exportFile());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    first = r.body.data;
    expect(first).toMatchObject({ parser: 'agilent-masshunter-icpms', equipmentId: lab.equipmentId, recordId: null, fileName: 'batch.csv' });
    expect(first.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(first.matched).toHaveLength(lab.samples.length - 1);
    expect(first.matched[0]).toMatchObject({
      analyte: '208 Pb [He]',
      target: { sampleId: lab.samples[0].sampleNo, parameter: 'Pb', input: 'rho' },
      value: '1.100',
      line: 5,
    });
    const reasons = Object.fromEntries(first.unmatched.map((u: any) => [`${u.sampleId}|${u.analyte}`, u.reason]));
    expect(reasons['STD-1|208 Pb [He]']).toBe('calibration');
    expect(reasons['校准空白|208 Pb [He]']).toBe('calibration'); // CalBlk: a calibration reading, nothing to discard
    expect(reasons[`TYPO-${lab.samples.length - 1} 样品|208 Pb [He]`]).toBe('sample_unknown');
    expect(reasons[`${lab.samples[0].sampleNo} 地表水|75 As [He]`]).toBe('analyte_unknown');
    expect(first.unmatched.find((u: any) => u.reason === 'sample_unknown').message).toContain('The sheet has no sample');
    expect(first.targets).toContainEqual({ sampleId: lab.samples.at(-1)!.sampleNo, parameter: 'Pb', input: 'rho' });
  });

  it('refuses a commit that leaves an unmatched sample reading unresolved, writing nothing', async () => {
    const r = await post(commitUrl(), { sha256: first.sha256, fileName: first.fileName, equipmentId: lab.equipmentId, recordId: null, version: null });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/1 unmatched readings \(lines \d+\) must be assigned or discarded/);
    expect(await lab.t.database.db.selectFrom('instrument_imports').selectAll().execute()).toHaveLength(0);
    expect(await lab.t.database.db.selectFrom('raw_records').selectAll().where('analysisSheetId', '=', lab.sheetId).execute()).toHaveLength(0);
  });

  it('commits with one reading assigned and one discarded: a new record version, values traced to file and line, the hash audited', async () => {
    const typo = first.unmatched.find((u: any) => u.sampleId.startsWith('TYPO') && u.analyte.includes('Pb'));
    const blank = first.unmatched.find((u: any) => u.sampleId === '校准空白' && u.analyte.includes('Pb'));
    const last = lab.samples.at(-1)!.sampleNo;
    const r = await post(commitUrl(), {
      sha256: first.sha256,
      fileName: first.fileName,
      equipmentId: lab.equipmentId,
      recordId: null,
      version: null,
      assignments: [{ key: typo.key, target: { sampleId: last, parameter: 'Pb', input: 'rho' } }],
      discards: [blank.key],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { record, import: imp } = r.body.data;
    expect(record.recordVersion).toBe(1);
    expect(record.equipmentIds).toContain(lab.equipmentId);
    expect(imp).toMatchObject({
      sha256: first.sha256,
      fileName: 'batch.csv',
      parser: 'agilent-masshunter-icpms',
      matched: lab.samples.length,
      discarded: 1,
      rawRecordId: record.id,
    });
    const row = record.rows.find((x: any) => x.sampleId === last && x.parameter === 'Pb');
    expect(row.inputs.rho).toBe((1.1 + lab.samples.length - 1).toFixed(3));
    expect(row.sources.rho).toMatchObject({ sha256: first.sha256, fileName: 'batch.csv', line: typo.line, value: row.inputs.rho });
    // computed as if typed: the evaluation has a result for the first sample
    const shown = (await post('/admin/analysis/show_cgorder', { analysisSheetId: lab.sheetId })).body.data;
    expect(shown.evaluation.rows.length).toBeGreaterThan(0);
    expect(shown.input.rows[0].sources.rho.line).toBe(5);
    const audit = await lab.t.database.db.selectFrom('adminLogs').selectAll().where('entity', '=', 'instrumentImports').execute();
    expect(audit).toHaveLength(1);
    const after = typeof audit[0].after === 'string' ? JSON.parse(audit[0].after) : audit[0].after;
    expect(after).toMatchObject({
      sha256: first.sha256,
      fileName: 'batch.csv',
      size: first.size,
      parser: 'agilent-masshunter-icpms',
      equipmentId: lab.equipmentId,
    });
  });

  it('downloads the original bytes for whoever reads the records, and nothing it did not import', async () => {
    const get = (sha: string, who: string) =>
      lab.t.app.inject({ method: 'GET', url: `/admin/analysis/instrument-files/${sha}/download`, headers: { authorization: `Bearer ${lab.tok[who]}` } });
    const r = await get(first.sha256, 'checker');
    expect(r.statusCode).toBe(200);
    expect(Buffer.compare(r.rawPayload, exportFile())).toBe(0);
    expect(r.headers['x-content-sha256']).toBe(first.sha256);
    expect(r.headers['content-disposition']).toContain('batch.csv');
    expect((await get('0'.repeat(64), 'checker')).statusCode).toBe(404);
  });

  it('a changed imported value needs a reason (400 naming the field) and is then kept as changed', async () => {
    const shown = (await post('/admin/analysis/show_cgorder', { analysisSheetId: lab.sheetId })).body.data;
    const rows = shown.input.rows.map((x: any) => ({ ...x, inputs: { ...x.inputs } }));
    rows[0].inputs.rho = '9.999';
    const base = { analysisSheetId: lab.sheetId, header: shown.input.header, rows, equipmentIds: shown.record.equipmentIds };
    const refused = await post('/admin/analysis/add_cgorder', base);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0] ?? refused.body.data?.errors?.[0]).toMatchObject({ field: 'rows.0.rho' });
    const saved = await post('/admin/analysis/add_cgorder', { ...base, reasons: { 'rows.0.rho': '仪器读数抄录核对后更正' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.record.rows[0].sources.rho).toMatchObject({
      value: '1.100',
      changed: { value: '9.999', reason: '仪器读数抄录核对后更正', by: 'analyst' },
    });
    // a later save that does not touch the cell needs no reason and keeps the mark
    const again = await post('/admin/analysis/add_cgorder', { ...base, rows: saved.body.data.record.rows });
    expect(again.status).toBe(200);
    expect(again.body.data.record.rows[0].sources.rho.changed.value).toBe('9.999');
  });

  it('a re-import makes a new record version; a stale one is refused with 409', async () => {
    const r = await previewUpload(
      lab,
      exportFile((i) => (2.2 + i).toFixed(3)),
    );
    expect(r.status).toBe(200);
    const p = r.body.data;
    expect(p.recordVersion).toBe(1);
    expect(p.matched[0].replaces).toBe('9.999');
    const discards = p.unmatched.filter((u: any) => u.reason === 'sample_unknown').map((u: any) => u.key);
    const body = { sha256: p.sha256, fileName: 'batch-2.csv', equipmentId: lab.equipmentId, recordId: p.recordId, version: p.version, discards };
    const stale = await post(commitUrl(), { ...body, version: p.version - 1 });
    expect(stale.status).toBe(409);
    const ok = await post(commitUrl(), body);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.record.recordVersion).toBe(2);
    expect(ok.body.data.record.rows[0].inputs.rho).toBe('2.200');
    expect(ok.body.data.record.rows[0].sources.rho).toMatchObject({ value: '2.200', fileName: 'batch-2.csv' });
    expect(ok.body.data.record.rows[0].sources.rho.changed).toBeUndefined();
    const imports = await lab.t.database.db.selectFrom('instrument_imports').select('id').execute();
    expect(imports).toHaveLength(2);
    // the import entries are evidence: kept, never deleted (retention 'archive'), even by the administrator
    const del = await lab.t.call('DELETE', `/admin/api/v1/instrumentImports/${imports[0].id}`, { token: await lab.t.login('admin') });
    expect(del.status, JSON.stringify(del.body)).toBe(409);
    expect(await lab.t.database.db.selectFrom('instrument_imports').select('id').execute()).toHaveLength(2);
  });

  it('refuses a user without analysis:import (403) and an instrument not in service (400)', async () => {
    const r = await previewUpload(lab, exportFile(), {}, 'checker');
    expect(r.status).toBe(403);
    const m = await previewUpload(lab, exportFile(), { equipmentId: String(lab.maintenanceId) });
    expect(m.status).toBe(400);
    expect(m.body.msg).toContain('cannot be used on this record: under repair');
  });
  it('submits the imported record; each result names the file and line its reading came from, readable by the report side', async () => {
    const sub = await post('/admin/analysis/submit', { id: lab.sheetId, password: '123456' });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const results = await lab.t.database.db.selectFrom('results').select(['id', 'sampleId']).where('analysisSheetId', '=', lab.sheetId).orderBy('id').execute();
    expect(results.length).toBeGreaterThan(0);
    const r = await lab.t.call('GET', `/admin/analysis/instrument-sources?resultId=${results[0].id}`, { token: lab.tok.checker });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual([
      expect.objectContaining({
        input: 'rho',
        fileName: 'batch-2.csv',
        recordVersion: 2,
        downloadUrl: expect.stringMatching(/^\/admin\/analysis\/instrument-files\/[0-9a-f]{64}\/download$/),
      }),
    ]);
    expect(r.body.data[0].line).toBeGreaterThan(2);
  });
});
