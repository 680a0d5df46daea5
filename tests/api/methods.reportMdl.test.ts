// The report prints the detection limit the raw record used (issue 32 item 4): the demo's mixed-scope report's ammonia
// nitrogen was measured after the lab's HJ 168 study of HJ 535-2009 was approved (server/seed/verifications.ts), so its
// raw record computed with the lab's verified MDL, not the standard's 0.025 mg/L; the report's 检出限 column and its
// "<MDL" notation print that same MDL (server/reports/reportData.ts mdlOf, schemas/methods/labMdl.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { SCOPE_REPORT_PROJECT } from '../../server/seed/scopeReport.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 150_000 });

type Row = { parameter: string; mdl: string; result: string };

describe.each(databaseTargets())('the report MDL is the raw record MDL on %s', (target) => {
  let t: TestApp;
  let writer: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-repmdl-'));
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    writer = await t.login('writer');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => t.database.db;
  const fixture = async () => {
    const nh3 = Number((await db().selectFrom('parameters').select('id').where('code', '=', 'W-NH3N').executeTakeFirstOrThrow()).id);
    const study = await db()
      .selectFrom('methodVerifications')
      .select('verifiedMdl')
      .where('parameterId', '=', nh3)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    const report = await db()
      .selectFrom('reports')
      .select(['id', 'sampleIds'])
      .where('title', '=', `${SCOPE_REPORT_PROJECT} 检测报告`)
      .executeTakeFirstOrThrow();
    const result = await db()
      .selectFrom('results')
      .select(['id', 'mdl', 'analysisSheetId'])
      .where('parameterId', '=', nh3)
      .where('sampleId', 'in', json<number[]>(report.sampleIds))
      .executeTakeFirstOrThrow();
    return { verified: String(study.verifiedMdl), report, result };
  };
  const preview = async (id: number): Promise<Row> => {
    const r = await t.call('GET', `/admin/report/preview?id=${id}`, { token: writer });
    expect(r.status).toBe(200);
    return (r.body.data.document.rows as Row[]).find((x) => x.parameter === '氨氮')!;
  };

  it("stores the lab's verified MDL with the raw record's result and prints it as the report's 检出限", async () => {
    const { verified, report, result } = await fixture();
    expect(verified).not.toBe('0.025');
    expect(String(result.mdl)).toBe(verified);
    // the raw record's own evaluation flagged the value against the same limit
    const rec = await db().selectFrom('rawRecords').select('computed').where('analysisSheetId', '=', Number(result.analysisSheetId)).executeTakeFirstOrThrow();
    const mdls = JSON.stringify(json<unknown>(rec.computed)).match(/"mdl":"[^"]*"/g) ?? [];
    expect(mdls.length).toBeGreaterThan(0);
    expect(new Set(mdls)).toEqual(new Set([`"mdl":"${verified}"`]));
    expect((await preview(Number(report.id))).mdl).toBe(verified);
  });

  it('prints a result below the MDL as "<MDL" with the MDL the raw record used', async () => {
    const { verified, report, result } = await fixture();
    // fixture: the result as a record below its MDL leaves it, and the report asking the "<MDL" notation
    await db()
      .updateTable('results')
      .set({ belowMdl: target === 'sqlite' ? 1 : true, display: `${verified}L` } as never)
      .where('id', '=', Number(result.id))
      .execute();
    await db()
      .updateTable('reports')
      .set({ belowMdlNotation: '<MDL' } as never)
      .where('id', '=', Number(report.id))
      .execute();
    const row = await preview(Number(report.id));
    expect(row).toMatchObject({ mdl: verified, result: `<${verified}` });
  });
});
