import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets } from './harness.ts';
import { previewUpload, startLab, type Lab } from './instrumentHelpers.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

// A photometer's data log into the demo's ammonia sheet (HJ 535-2009, water-tmpl47), whose record takes each
// sample's absorbance and computes the result with its own curve: the import writes the logged absorbance, and a
// log that carries only the instrument's concentration is refused for that record, whatever the analyst assigns.
describe.each(databaseTargets())('instrument import of a response (absorbance) on %s', (target) => {
  let lab: Lab;
  let uv: Lab;
  let samples: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-instr-abs-'));
  beforeAll(async () => {
    lab = await startLab(target, dataDir);
    const sheet = await lab.t.database.db
      .selectFrom('analysisSheets')
      .select('id')
      .where('templateId', '=', 'water-tmpl47')
      .where('status', '=', 'in_entry')
      .executeTakeFirstOrThrow();
    // the demo's spectrophotometer, which serves ammonia nitrogen (a record takes only an instrument for its items)
    const eq1 = await lab.t.database.db.selectFrom('equipment').select('id').where('assetNo', '=', 'EQ-001').executeTakeFirstOrThrow();
    uv = { ...lab, sheetId: sheet.id as number, equipmentId: eq1.id as number };
    const shown = await lab.t.call('POST', '/admin/analysis/show_cgorder', { token: lab.tok.analyst, body: { analysisSheetId: uv.sheetId } });
    samples = (shown.body.data.samples as Array<{ sampleNo: string }>).map((s) => s.sampleNo);
  });
  afterAll(async () => {
    await lab?.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A Hach DR1900 data log (the real layout, tests/fixtures/instruments/hach-uvvis), with or without its ABS column. */
  const log = (abs: boolean) => {
    const head = `Time,User ID,Sample ID,Test Number,Test Name,${abs ? 'ABS,' : ''}Result,Unit,Chemical Form,Dilution,Reagent Blank,Standard Adjust,Message1`;
    const rows = samples.map(
      (s, i) =>
        `2026-11-28 9:${String(10 + i).padStart(2, '0')}:00,ZHANG,${s}(001),P385,N Ammonia Salic.,${abs ? `${(0.1 + i / 100).toFixed(3)},` : ''}0.4${i},mg/L,NH₃-N,Off,Off,Off,,EndOfRecord`,
    );
    return Buffer.from(['Device Type,DR1900', 'Serial Number:,2418670001', head, ...rows, ''].join('\r\n'), 'utf8');
  };
  /** The commit of a previewed file, before the analyst's decisions. */
  const commitOf = (d: { sha256: string; recordId: number | null; version: number | null }) => ({
    sha256: d.sha256,
    fileName: 'dr1900.csv',
    equipmentId: uv.equipmentId,
    recordId: d.recordId,
    version: d.version,
  });
  const commit = (body: unknown) => lab.t.call('POST', `/admin/analysis/${uv.sheetId}/instrument-import`, { token: lab.tok.analyst, body, lang: 'en' });

  it("refuses the instrument's concentration for an absorbance: listed with the reason, discard only", async () => {
    const p = await previewUpload(uv, log(false));
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(p.body.data.matched).toEqual([]);
    expect(p.body.data.unmatched.map((u: any) => u.reason)).toEqual(samples.map(() => 'no_absorbance'));
    expect(p.body.data.unmatched[0].message).toBe('The record takes the absorbance; the file gives only the concentration the instrument computed');
    const first = p.body.data.unmatched[0];
    const body = commitOf(p.body.data);
    const assigned = await commit({ ...body, assignments: [{ key: first.key, target: { sampleId: samples[0], input: 'A' } }] });
    expect([assigned.status, assigned.body.msg]).toEqual([
      400,
      `Line ${first.line} gives only the concentration the instrument computed, not the absorbance the record takes: it cannot be imported, only discarded`,
    ]);
    expect((await commit(body)).status).toBe(400);
    // every reading discarded: nothing lands, so no import (and no new record version) is made
    const discarded = await commit({ ...body, discards: p.body.data.unmatched.map((u: any) => u.key) });
    expect([discarded.status, discarded.body.msg]).toEqual([400, 'Nothing to import: no reading of the file matched or was assigned to a cell of this record']);
    expect(await lab.t.database.db.selectFrom('instrument_imports').selectAll().execute()).toEqual([]);
  });

  it('writes the logged absorbance into A, and the record computes it with its own curve', async () => {
    const p = await previewUpload(uv, log(true));
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    // the test's name is not a parameter of the sheet: the analyst assigns each reading, its absorbance is the value
    const unmatched = p.body.data.unmatched as Array<{ key: string; sampleId: string; value: string; reason: string }>;
    expect(unmatched.map((u) => [u.reason, u.value])).toEqual(samples.map((_, i) => ['analyte_unknown', (0.1 + i / 100).toFixed(3)]));
    const assignments = unmatched.map((u) => ({ key: u.key, target: { sampleId: u.sampleId, input: 'A' } }));
    const body = commitOf(p.body.data);
    const ok = await commit({ ...body, assignments });
    expect(ok.status, JSON.stringify(ok.body).slice(0, 400)).toBe(200);
    const rows = ok.body.data.record.rows as Array<{ sampleId: string; inputs: Record<string, string>; sources?: Record<string, { line: number }> }>;
    expect(rows.map((r) => [r.sampleId, r.inputs.A])).toEqual(samples.map((s, i) => [s, (0.1 + i / 100).toFixed(3)]));
    expect(rows[0].sources?.A.line).toBe(4);
    // A 0.100 less the blank 0.012 = 0.088 through the demo record's curve (b ≈ 0.006352, a ≈ 0.0022: m = 13.55 μg)
    // in 50 mL: 0.271 mg/L, where the instrument's own 0.40 typed as an absorbance would have read as 1.21 mg/L
    const first = ok.body.data.evaluation.rows.find((r: any) => r.sampleId === samples[0]);
    expect([first.values.Ac, first.result.rounded, first.result.unit]).toEqual(['0.088', '0.271', 'mg/L']);
  });
});
