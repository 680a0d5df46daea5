// Issue 30: a stack-gas record's reference O₂ (基准含氧量) is the one its sample's point's standard gives — shown to
// the analyst with where it came from, written by the server into every saved record, another value refused at the
// cell in the user's language; where the standard gives none (GB 13223-2011's gas turbines: not read) it is typed.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow, recordFor } from '../../server/workflow/apiFlow.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

type Shown = Parameters<typeof recordFor>[0] & { oxygenRefs: Array<Record<string, string>> };

describe.each(databaseTargets())("a stack record's reference O₂ from its point's standard, on %s", (target) => {
  let t: TestApp;
  let analyst: string;
  let sheetId: number;
  let shown: Shown;
  const save = (record: ReturnType<typeof recordFor>, lang = 'zh-CN') =>
    t.call('POST', '/admin/analysis/add_cgorder', { token: analyst, body: { analysisSheetId: sheetId, ...record }, lang });
  const sampleOf = (point: string) => (shown.samples as Array<{ sampleNo: string; pointName?: string }>).find((s) => s.pointName === point)!.sampleNo;

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    const pm = (await db.selectFrom('parameters').select('id').where('code', '=', 'G-PM').executeTakeFirstOrThrow()).id;
    const std = (await db.selectFrom('limitStandards').select('id').where('standardNo', '=', 'GB 13223-2011').executeTakeFirstOrThrow()).id;
    const clientId = (await db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const point = (name: string, limitClass: string) => ({ name, matrix: 'stack_gas', parameterIds: [pm], limitStandardId: std, limitClass });
    const f = await runFlow(
      (m, u, b) => t.call(m, u, b),
      (u) => t.login(u),
      {
        clientId,
        until: 'assigned',
        points: [point('1# 燃煤锅炉', 'coal-new'), point('2# 燃气轮机', 'gas-ng-turbine'), { name: '3# 未选标准', matrix: 'stack_gas', parameterIds: [pm] }],
      },
    );
    analyst = await t.login('analyst');
    sheetId = f.sheetIds[0];
    expect((await t.call('POST', '/admin/analysis/confirm_ok', { token: analyst, body: { id: sheetId } })).status).toBe(200);
    shown = (await t.call('POST', '/admin/analysis/show_cgorder', { token: analyst, body: { analysisSheetId: sheetId } })).body.data;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the reference O₂ of the coal-fired point only, with the standard and class it comes from', () => {
    expect(shown.oxygenRefs).toEqual([
      {
        sampleNo: sampleOf('1# 燃煤锅炉'),
        value: '6',
        standardNo: 'GB 13223-2011',
        classLabel: '燃煤锅炉（新建锅炉）',
        classLabelEn: 'Coal-fired boiler (new)',
      },
    ]);
  });

  it("writes the standard's value into a row left empty, keeps another figure of the same value, and keeps what is typed where the standard gives none", async () => {
    const record = recordFor(shown, []);
    const coal = sampleOf('1# 燃煤锅炉'),
      gas = sampleOf('2# 燃气轮机'),
      none = sampleOf('3# 未选标准');
    for (const r of record.rows) r.inputs.O2ref = r.sampleId === coal ? '' : r.sampleId === gas ? '15' : '3.5';
    const first = await save(record);
    expect(first.status).toBe(200);
    const rows = first.body.data.record.rows as Array<{ sampleId: string; inputs: Record<string, string> }>;
    expect(rows.find((r) => r.sampleId === coal)!.inputs.O2ref).toBe('6');
    expect(rows.find((r) => r.sampleId === gas)!.inputs.O2ref).toBe('15');
    expect(rows.find((r) => r.sampleId === none)!.inputs.O2ref).toBe('3.5');
    // the converted concentration of the coal-fired sample is the record's own, at 6 %: ρ′ × (21 − 6)/(21 − O₂)
    const ev = first.body.data.evaluation.rows.find((r: { sampleId: string }) => r.sampleId === coal);
    expect(ev.results.find((x: { key: string }) => x.key === 'corrected').display).toMatch(/^\d+\.\d$/);
    for (const r of record.rows) if (r.sampleId === coal) r.inputs.O2ref = '6.0';
    expect((await save(record)).status).toBe(200);
  });

  it("refuses another reference O₂ at the cell, in the user's language, and writes nothing", async () => {
    const record = recordFor(shown, []);
    const coal = sampleOf('1# 燃煤锅炉');
    const i = record.rows.findIndex((r) => r.sampleId === coal);
    record.rows[i].inputs.O2ref = '9';
    const before = await t.database.db.selectFrom('rawRecords').select(['id', 'version']).where('analysisSheetId', '=', sheetId).execute();
    const zh = await save(record);
    expect(zh.status).toBe(400);
    expect(zh.body.data.errors).toEqual([
      {
        field: `rows.${i}.O2ref`,
        label: `${coal} · 基准含氧量`,
        message: `样品 ${coal} 的基准含氧量取自采样点执行的标准（GB 13223-2011 燃煤锅炉（新建锅炉）：6%），不能改为 9`,
      },
    ]);
    const en = await save(record, 'en');
    expect(en.status).toBe(400);
    expect(en.body.data.errors[0].message).toBe(
      `Sample ${coal}'s reference O₂ comes from its point's standard (GB 13223-2011 Coal-fired boiler (new): 6 %) and cannot be changed to 9`,
    );
    expect(await t.database.db.selectFrom('rawRecords').select(['id', 'version']).where('analysisSheetId', '=', sheetId).execute()).toEqual(before);
  });
});
