import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets } from './harness.ts';
import { enlargeSheet, masshunter, previewUpload, startLab, type Lab } from './instrumentHelpers.ts';
import { claimedResults, recordSchema } from '../../server/analysis/recordBody.ts';
import { MAX_RECORD_ROWS } from '../../schemas/analysis/records.ts';

// A run bigger than the old 1,000-row cap of a raw record (one row per sample × element): 1,000 samples (a sheet's
// most) × As and Pb, 2,000 rows, committed through the one save path, saved back from the grid and submitted. The issue's full size (500 × 25 = 12,500 rows) is measured in
// bench/instrumentsImport.bench.ts; this keeps the test quick on a shared machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const SAMPLES = 1000;
const no = (i: number) => `BIG-${String(i).padStart(4, '0')}`;

describe.each(databaseTargets())('a large instrument import on %s', (target) => {
  let lab: Lab;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-instr-large-'));
  beforeAll(async () => {
    lab = await startLab(target, dataDir);
    await enlargeSheet(lab, ['As', 'Pb'], SAMPLES, no);
  });
  afterAll(async () => {
    await lab?.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`commits ${SAMPLES} samples × 2 elements as one raw record of ${SAMPLES * 2} rows`, async () => {
    const rows = Array.from({ length: SAMPLES }, (_, i): [string, string, string, string] => [
      'Sample',
      `${no(i)} 地表水`,
      (i / 100).toFixed(3),
      (1 + i / 100).toFixed(3),
    ]);
    const p = await previewUpload(lab, masshunter(rows));
    expect(p.status, JSON.stringify(p.body).slice(0, 500)).toBe(200);
    expect(p.body.data.matched).toHaveLength(SAMPLES * 2);
    expect(p.body.data.unmatched).toHaveLength(0);
    const { sha256, fileName } = p.body.data;
    const r = await lab.t.call('POST', `/admin/analysis/${lab.sheetId}/instrument-import`, {
      token: lab.tok.analyst,
      lang: 'en',
      body: { sha256, fileName, equipmentId: lab.equipmentId, recordId: null, version: null },
    });
    expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
    const { record, import: imp } = r.body.data;
    expect(record.rows).toHaveLength(SAMPLES * 2);
    expect(imp.matched).toBe(SAMPLES * 2);
    const last = record.rows.find((x: any) => x.sampleId === no(SAMPLES - 1) && x.parameter === 'W-PB');
    const input = Object.keys(last.inputs)[0];
    expect(last.inputs[input]).toBe((1 + (SAMPLES - 1) / 100).toFixed(3));
    expect(last.sources[input]).toMatchObject({ sha256, line: SAMPLES + 2 });
    const stored = await lab.t.database.db.selectFrom('rawRecords').select('rows').where('id', '=', record.id).executeTakeFirstOrThrow();
    const kept = typeof stored.rows === 'string' ? JSON.parse(stored.rows) : stored.rows;
    expect(kept).toHaveLength(SAMPLES * 2);

    // the analyst then saves the record from the grid: the whole record, sources as loaded, in one body
    const draft = { analysisSheetId: lab.sheetId, header: record.header, rows: record.rows, equipmentIds: record.equipmentIds };
    const saved = await lab.t.call('POST', '/admin/analysis/add_cgorder', { token: lab.tok.analyst, lang: 'en', body: draft });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 500)).toBe(200);
    expect(saved.body.data.record.rows).toHaveLength(SAMPLES * 2);

    // and submits it with the results the grid shows, one per row (an instrument run of 500 × 25 claims 12,500; the cap was 5,000)
    const results = record.rows.map((x: { sampleId: string; parameter: string }) => ({ sampleId: x.sampleId, parameter: x.parameter }));
    const sub = await lab.t.call('POST', '/admin/analysis/submit', {
      token: lab.tok.analyst,
      lang: 'en',
      body: { id: lab.sheetId, password: '123456', results },
    });
    expect(sub.status, JSON.stringify(sub.body).slice(0, 500)).toBe(200);
    const n = await lab.t.database.db
      .selectFrom('results')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('analysisSheetId', '=', lab.sheetId)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(SAMPLES * 2);
  });

  it("refuses a draft over the record routes' own limit with a 413 naming that limit", async () => {
    const body = { analysisSheetId: lab.sheetId, header: { note: 'x'.repeat(17 * 1024 * 1024) }, rows: [] };
    const r = await lab.t.call('POST', '/admin/analysis/add_cgorder', { token: lab.tok.analyst, lang: 'en', body });
    expect(r.status).toBe(413);
    expect(r.body.msg).toContain('16.0 MB');
  });
});

describe('the raw record row cap', () => {
  it(`takes ${MAX_RECORD_ROWS} rows and refuses one more, naming the rows`, () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ sampleId: `S-${i}`, inputs: { rho: '1' } }));
    expect(recordSchema.safeParse({ rows: rows(MAX_RECORD_ROWS) }).success).toBe(true);
    const over = recordSchema.safeParse({ rows: rows(MAX_RECORD_ROWS + 1) });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0].path).toEqual(['rows']);
    // the results a submit claims: one per row at most
    const claims = (n: number) => Array.from({ length: n }, (_, i) => ({ sampleId: `S-${i}` }));
    expect(claimedResults.safeParse(claims(MAX_RECORD_ROWS)).success).toBe(true);
    expect(claimedResults.safeParse(claims(MAX_RECORD_ROWS + 1)).success).toBe(false);
  });
});
