// A standard that sets an item's limit only under conditions (GB 18918-2002 表1 氨氮: 水温 >12 ℃ / ≤12 ℃, by the
// plant's construction date), judged for a point that chose none of them: the report does not judge it and says the
// point's condition was not chosen (naming the conditions), not that the standard sets no limit; an item the class
// gives without a condition (化学需氧量) is judged as ever. The issued report keeps the conditions it named.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { pdfText } from '../setup/pdfText.ts';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

type DocRow = { parameter: string; judgement?: string; verdict?: string; covered?: boolean; conditions?: string[] };

describe.each(databaseTargets())('an item limited only under conditions, for a point that chose none, on %s', (target) => {
  let t: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-cond-'));
  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('says the condition was not chosen, names the conditions, and keeps them at issue', async () => {
    const db = t.database.db;
    const p = Object.fromEntries((await db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    const std = await db.selectFrom('limitStandards').select(['id', 'rows']).where('standardNo', '=', 'GB 18918-2002').executeTakeFirstOrThrow();
    const clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    // the conditions 表1 gives 氨氮 under in grade 1A, as the library holds them
    const rows = (typeof std.rows === 'string' ? JSON.parse(std.rows) : std.rows) as Array<{ analyte: string; classCode: string; condition?: string }>;
    const conditions = [...new Set(rows.filter((r) => r.classCode === '1A' && r.analyte.startsWith('氨氮')).map((r) => r.condition))];
    expect(conditions.length).toBeGreaterThan(1);
    expect(conditions.every(Boolean)).toBe(true);

    const f = await runFlow(
      (m, u, b) => t.call(m, u, b),
      (u) => t.login(u),
      {
        clientId,
        until: 'issued',
        points: [{ name: '污水处理厂出水口', matrix: 'wastewater', parameterIds: [p['W-NH3N'], p['W-COD']], limitStandardId: std.id, limitClass: '1A' }],
      },
    );
    const writer = await t.login('writer');
    const doc = (await t.call('GET', `/admin/report/preview?id=${f.reportId}`, { token: writer })).body.data.document;
    const byName = (n: string) => (doc.rows as DocRow[]).find((r) => r.parameter === n)!;
    expect(byName('氨氮')).toMatchObject({ covered: false, judgement: '点位未选择适用条件，不评价', conditions });
    expect(byName('氨氮').verdict).toBeUndefined();
    // 化学需氧量 has a row without condition in grade 1A: judged
    expect(byName('化学需氧量').covered).not.toBe(false);
    expect(byName('化学需氧量').verdict).toBeDefined();

    const report = (await t.call('GET', `/admin/api/v1/reports/${f.reportId}/form`, { token: writer })).body.data;
    expect(Object.values(report.standardsUsed.unconditioned)).toEqual([conditions]);
    const text = (await pdfText(fs.readFileSync(path.join(dataDir, report.pdfPath)))).replace(/\s+/g, '');
    expect(text).toContain('点位未选择适用条件，不评价');
    expect(text).toContain(
      `氨氮：所选执行标准按适用条件（${conditions.join('、')}）规定限值，委托时该点位未选择适用条件，该项目不作判定。`.replace(/\s+/g, ''),
    );
    expect(text).not.toContain('标准未规定，不评价');
  });
});
