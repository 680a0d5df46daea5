// The demo lab's reports state each exceedance of a holding time with the reason its analyst gave (issue 29,
// deliverable 3): the seed's sheets received and submitted past their holding time keep the reason, so no seeded
// report prints 理由：未记录.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe.each(databaseTargets())('the demo seed’s late sheets keep their reasons, on %s', (target) => {
  let t: TestApp;
  let writer: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-seedhold-'));

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    writer = await t.login('writer');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a late sheet keeps the reason at receipt and submission, and every seeded report prints it', async () => {
    const late = await t.database.db
      .selectFrom('analysisSheets')
      .select(['analysisNo', 'holdingReasons'])
      .where('status', 'in', ['submitted', 'locked'])
      .execute();
    const reasons = late.map(
      (s) =>
        (typeof s.holdingReasons === 'string' ? JSON.parse(s.holdingReasons) : s.holdingReasons) as Array<{ step: string; reason: string; by: string }> | null,
    );
    const kept = reasons.filter((r) => r?.length);
    expect(kept.length).toBeGreaterThan(0);
    for (const r of kept)
      expect(r!.map((x) => [x.step, x.by])).toEqual([
        ['confirm', '张分析'],
        ['submit', '张分析'],
      ]);
    const reports = await t.database.db.selectFrom('reports').select(['id', 'reportNo']).execute();
    const lines: string[] = [];
    for (const r of reports) {
      const res = await t.call('GET', `/admin/report/preview?id=${r.id}`, { token: writer });
      expect(res.status, r.reportNo).toBe(200);
      lines.push(...((res.body.data.document.holding as string[] | undefined) ?? []));
    }
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) {
      expect(l).not.toContain('未记录');
      expect(l).toContain('理由：样品运输途中遇交通管制');
    }
  });
});
