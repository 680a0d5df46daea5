// Chosen once, applied everywhere (issue 19): an order point picks its standard and class; the report judges every
// parameter the standard covers by the library row (units converted, stack gas corrected to the reference oxygen
// content, exceedance multiple), marks the others "not covered", prints the standard, class and library version, and
// keeps what it used: a later edit of the library does not change the issued report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { pdfText } from '../setup/pdfText.ts';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { Dec } from '../../schemas/calc/decimal.ts';
import { proveMethods } from './provedMethods.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

type DocRow = {
  sampleNo: string;
  point?: string;
  parameter: string;
  result: string;
  limit: string;
  judgement?: string;
  verdict?: string;
  corrected?: string;
  multiple?: string;
  covered?: boolean;
};

describe.each(databaseTargets())('reports judged by the standard each point chose, on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let p: Record<string, number>;
  let std: Record<string, number>;
  let clientId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-std-'));
  const flow = (o: Parameters<typeof runFlow>[2]) =>
    runFlow(
      (m, u, b) => t.call(m, u, b),
      (u) => t.login(u),
      o,
    );
  const issued = async (reportId: number) => {
    const report = (await t.call('GET', `/admin/api/v1/reports/${reportId}/form`, { token: tok.writer })).body.data;
    const doc = (await t.call('GET', `/admin/report/preview?id=${reportId}`, { token: tok.writer })).body.data.document;
    const pdf = fs.readFileSync(path.join(dataDir, report.pdfPath));
    return { report, rows: doc.rows as DocRow[], doc, pdf, text: await pdfText(pdf) };
  };
  const results = async (sampleNo: string, code: string) => {
    const s = await t.database.db.selectFrom('samples').select('id').where('sampleNo', '=', sampleNo).executeTakeFirstOrThrow();
    return t.database.db.selectFrom('results').selectAll().where('sampleId', '=', s.id).where('parameterId', '=', p[code]).executeTakeFirstOrThrow();
  };

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    tok = Object.fromEntries(await Promise.all(['admin', 'qa', 'clerk', 'writer'].map(async (u) => [u, await t.login(u)])));
    p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    std = Object.fromEntries((await t.database.db.selectFrom('limitStandards').select(['id', 'standardNo']).execute()).map((x) => [x.standardNo, x.id]));
    clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a class the standard does not define, at the point's field", async () => {
    const draft = (
      await t.call('POST', '/admin/order/order_add_cg', { token: tok.clerk, body: { clientId, projectName: '类别校验', category: 'commissioned' } })
    ).body.data;
    const bad = await t.call('POST', '/admin/order/order_add_cg', {
      token: tok.clerk,
      lang: 'en',
      body: { id: draft.id, points: [{ name: '断面', matrix: 'water', parameterIds: [p['W-NH3N']], limitStandardId: std['GB 3838-2002'], limitClass: 'VI' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toMatchObject({ field: 'points.0.limitClass', message: 'Choose a class GB 3838-2002 defines: I, II, III, IV, V' });
  });

  it("refuses a condition the class's rows do not give, at the point's field, and writes nothing", async () => {
    const draft = (
      await t.call('POST', '/admin/order/order_add_cg', { token: tok.clerk, body: { clientId, projectName: '条件校验', category: 'commissioned' } })
    ).body.data;
    const point = { name: '断面', matrix: 'water', parameterIds: [p['W-TP']], limitStandardId: std['GB 3838-2002'], limitClass: 'III' };
    const save = (points: object[], lang?: 'en') => t.call('POST', '/admin/order/order_add_cg', { token: tok.clerk, lang, body: { id: draft.id, points } });
    const pointsNow = async () => (await t.call('GET', `/admin/api/v1/orders/${draft.id}/form`, { token: tok.clerk })).body.data.points ?? [];
    // a condition GB 3838 does not name would have judged 总磷 by the general (river) row instead of 湖、库's
    const bad = await save([point, { ...point, name: '湖心', limitCondition: '河流' }], 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([
      {
        field: 'points.1.limitCondition',
        label: 'Sampling points row 2 · Condition',
        message:
          'GB 3838-2002 Class III has no condition "河流"; choose one of: 湖、库、集中式生活饮用水地表水源地、集中式生活饮用水地表水源地（湖、库） (or none, for the general limits)',
      },
    ]);
    expect(await pointsNow()).toEqual([]);
    // a condition without a standard narrows nothing: refused too, in the user's language
    const alone = await save([{ name: '断面', matrix: 'water', parameterIds: [p['W-TP']], limitCondition: '湖、库' }]);
    expect(alone.status).toBe(400);
    expect(alone.body.data.errors[0]).toMatchObject({ field: 'points.0.limitCondition', message: '适用条件须与执行标准及其类别一同选择' });
    // the class's own condition, and none (the general rows), are kept
    const good = await save([
      { ...point, limitCondition: '湖、库' },
      { ...point, name: '河段' },
    ]);
    expect(good.status).toBe(200);
    expect(await pointsNow()).toMatchObject([
      { limitClass: 'III', limitCondition: '湖、库' },
      { name: '河段', limitClass: 'III' },
    ]);
  });

  it('judges a surface-water order against GB 3838-2002 class III, and an edit of the library does not reach the issued report', async () => {
    const codes = ['W-NH3N', 'W-PH', 'W-DO', 'W-TP', 'W-SS'];
    // a second point is judged by an edition that states the rounded-value comparison (a fixture made by QA, signed)
    const rounded = await t.call('POST', '/admin/api/v1/limitStandards', {
      token: tok.qa,
      body: {
        standardNo: 'TEST 0002-2030',
        edition: '2030',
        title: '测试用修约值比较',
        kind: 'quality',
        matrix: 'water',
        effectiveFrom: '2030-01-01',
        comparison: 'rounded',
        comparisonClause: '第5.2条（以修约值判定）',
        classes: [{ code: 'A', label: 'A 类' }],
        rows: [{ table: '表1', analyte: '氨氮', classCode: 'A', limit: '≤1.0', unit: 'mg/L' }],
        signaturePassword: '123456',
      },
    });
    expect(rounded.status).toBe(201);
    const f = await flow({
      clientId,
      until: 'issued',
      points: [
        { name: '断面一', matrix: 'water', parameterIds: codes.map((c) => p[c]), limitStandardId: std['GB 3838-2002'], limitClass: 'III' },
        { name: '断面二', matrix: 'water', parameterIds: [p['W-NH3N']], limitStandardId: rounded.body.data.id, limitClass: 'A' },
      ],
    });
    const { report, rows: all, text, pdf, doc } = await issued(f.reportId!);
    fs.writeFileSync(path.join(os.tmpdir(), 'lims-gb3838-report.pdf'), pdf);
    const rows = all.filter((r) => r.point === '断面一');
    const row = (name: string) => rows.find((r) => r.parameter === name)!;
    // 断面二: the rounded (reported) value is compared, and the rule printed names the edition's clause
    const two = all.find((r) => r.point === '断面二')!;
    const nh3two = await results(two.sampleNo, 'W-NH3N');
    expect(two).toMatchObject({ limit: '≤1.0', verdict: new Dec(nh3two.value).lte(new Dec('1.0')) ? 'conform' : 'notConform' });
    expect(doc.decisionRules).toContainEqual({
      comparison: 'rounded',
      basis: expect.objectContaining({ zh: 'TEST 0002-2030 第5.2条（以修约值判定）；GB/T 8170-2008 §4.3.2（修约值比较法）' }),
    });
    expect(text).toContain('TEST 0002-2030 第5.2条（以修约值判定）');
    // the expected verdicts, worked out here from the stored full values and GB 3838-2002 表1 Ⅲ类
    const nh3 = await results(row('氨氮').sampleNo, 'W-NH3N');
    expect(row('氨氮')).toMatchObject({ limit: '≤1.0', verdict: new Dec(nh3.fullValue ?? nh3.value).lte(new Dec('1.0')) ? 'conform' : 'notConform' });
    expect(row('pH值')).toMatchObject({ limit: '6~9', verdict: 'conform', judgement: '符合' }); // 7.36
    const dox = await results(row('溶解氧').sampleNo, 'W-DO');
    expect(row('溶解氧')).toMatchObject({ limit: '≥5', verdict: new Dec(dox.fullValue ?? dox.value).gte(5) ? 'conform' : 'notConform' });
    expect(row('总磷').limit).toBe('≤0.2');
    // 悬浮物 is not a basic item of GB 3838: not judged, and said so
    expect(row('悬浮物')).toMatchObject({ limit: '—', judgement: '标准未规定，不评价', covered: false });
    expect(row('悬浮物').verdict).toBeUndefined();
    expect(report.standardsUsed.standards).toEqual([
      // loaded by migration 013, appended to by 031 (表2, 表3)
      expect.objectContaining({ standardNo: 'GB 3838-2002', edition: '2002', classCode: 'III', version: 2 }),
      expect.objectContaining({ standardNo: 'TEST 0002-2030' }),
    ]);
    expect(text).toContain('GB 3838-2002《地表水环境质量标准》Ⅲ类（限值库记录第 2 版）');
    expect(text).toContain('标准未规定，不评价');
    expect(text).toContain('判定规则：');
    // QA edits the class III ammonia limit: the issued report keeps the limit it was judged by
    const s = (await t.call('GET', `/admin/api/v1/limitStandards/${std['GB 3838-2002']}/form`, { token: tok.qa })).body.data;
    const edited = s.rows.map((r: { analyte: string; classCode: string; limit: string }) =>
      r.analyte === '氨氮(NH3-N)' && r.classCode === 'III' ? { ...r, limit: '≤0.001' } : r,
    );
    expect(
      (await t.call('PUT', `/admin/api/v1/limitStandards/${s.id}`, { token: tok.qa, body: { version: s.version, rows: edited, signaturePassword: '123456' } }))
        .status,
    ).toBe(200);
    const after = await issued(f.reportId!);
    expect(after.rows.find((r) => r.parameter === '氨氮' && r.point === '断面一')).toMatchObject({ limit: '≤1.0', verdict: row('氨氮').verdict });
    expect(after.report.contentHash).toBe(report.contentHash);
  });

  it('corrects stack gas to the reference oxygen content, gives the exceedance multiple, and marks what GB 13223 does not cover', async () => {
    // GB 13223-2011 as shipped has no 烟尘 row (its cell could not be read): so the test's own edition, made by QA
    // through the library, states 颗粒物 ≤5 mg/m³ at 6 % O₂ (a fixture, not a standard)
    const fixture = await t.call('POST', '/admin/api/v1/limitStandards', {
      token: tok.qa,
      body: {
        standardNo: 'TEST 0001-2030',
        edition: '2030',
        title: '测试用排放限值',
        kind: 'discharge',
        matrix: 'stack_gas',
        effectiveFrom: '2030-01-01',
        classes: [{ code: 'A', label: 'A 类' }],
        rows: [{ table: '表1', analyte: '颗粒物', classCode: 'A', limit: '≤5', unit: 'mg/m³', oxygenRef: '6' }],
        signaturePassword: '123456',
      },
    });
    expect(fixture.status).toBe(201);
    const f = await flow({
      clientId,
      until: 'issued',
      oxygenMeasured: '9.0',
      points: [
        { name: '1# 锅炉烟囱', matrix: 'stack_gas', parameterIds: [p['G-PM']], limitStandardId: std['GB 13223-2011'], limitClass: 'coal-new' },
        { name: '2# 锅炉烟囱', matrix: 'stack_gas', parameterIds: [p['G-PM']], limitStandardId: fixture.body.data.id, limitClass: 'A' },
      ],
    });
    const { rows, text, pdf, report } = await issued(f.reportId!);
    fs.writeFileSync(path.join(os.tmpdir(), 'lims-gb13223-report.pdf'), pdf);
    const one = rows.find((r) => r.parameter === '颗粒物' && r.covered === false)!;
    expect(one).toMatchObject({ judgement: '标准未规定，不评价' });
    // issue 30: the raw record converts to the reference O₂ itself (O₂ 9.0 % → 6 %, GB 13223-2011's coal-fired value):
    // the report prints the value the record computed, with the O₂ it used, even where GB 13223 as shipped has no
    // 烟尘 row to judge it by
    const sheet = (await results(one.sampleNo, 'G-PM')).analysisSheetId as number;
    const rec = await t.database.db.selectFrom('rawRecords').select(['computed', 'draft']).where('analysisSheetId', '=', sheet).execute();
    const computed = rec.filter((r) => !r.draft).pop()!.computed as unknown;
    const evaluation = (typeof computed === 'string' ? JSON.parse(computed) : computed) as {
      evaluation: { rows: Array<{ sampleId: string; results: Array<{ key: string; display: string }> }> };
    };
    const recorded = evaluation.evaluation.rows.find((r) => r.sampleId === one.sampleNo)!.results.find((r) => r.key === 'corrected')!.display;
    expect(recorded).toBe(new Dec((await results(one.sampleNo, 'G-PM')).fullValue!).times('1.25').toFixed(1));
    expect(one).toMatchObject({ corrected: recorded, oxygenMeasured: '9.0', oxygenRef: '6' });
    const two = rows.find((r) => r.parameter === '颗粒物' && r.covered !== false)!;
    const pm = await results(two.sampleNo, 'G-PM');
    // ρ = ρ′ × (21 − 6) / (21 − 9) = ρ′ × 1.25, judged against ≤5; multiple = (ρ − 5) / 5
    const corrected = new Dec(pm.fullValue ?? pm.value).times(new Dec('1.25'));
    expect(two.corrected).toBe(corrected.toFixed(1));
    expect(two.verdict).toBe(corrected.lte(5) ? 'conform' : 'notConform');
    if (corrected.gt(5)) expect(two.multiple).toBe(corrected.minus(5).div(5).toFixed(2));
    expect(report.standardsUsed.standards.map((s: { standardNo: string }) => s.standardNo).sort()).toEqual(['GB 13223-2011', 'TEST 0001-2030']);
    for (const w of ['折算浓度', '超标倍数', '(21 − 基准氧含量) / (21 − 实测含氧量)', 'GB 13223-2011《火电厂大气污染物排放标准》燃煤锅炉（新建锅炉）'])
      expect(text).toContain(w);
  });

  it('judges a coal-fired boiler against GB 13223-2011 at its 6 % reference O₂: corrected value, both O₂ and the verdict in the report and the PDF', async () => {
    // the lab's stack-gas SO₂ item (no seeded template reads it: a single-reading sheet) and the analyst's
    // qualification for it, both entered by the lab administrator through the API as a lab would
    const made = await t.call('POST', '/admin/api/v1/parameters', {
      token: tok.admin,
      body: {
        code: 'G-SO2',
        name: '二氧化硫',
        nameEn: 'Sulphur dioxide',
        matrix: 'stack_gas',
        unit: 'mg/m³',
        methodNo: 'TEST-SO2',
        mdl: '4',
        decimals: 0,
        holdingHours: 24,
      },
    });
    expect(made.status).toBe(201);
    const so2 = made.body.data.id as number;
    // its method in the scope, so its sheets may be issued (server/methods/gate.ts)
    await proveMethods(t.call, tok.admin, [so2]);
    const analystId = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'analyst').executeTakeFirstOrThrow()).id;
    const emp = (await t.call('GET', `/admin/api/v1/employees/page?pageSize=100`, { token: tok.admin })).body.data.list.find(
      (e: { userId?: number }) => e.userId === analystId,
    );
    const quals = [...emp.qualifications, { parameterId: so2, validUntil: '2099-12-31' }];
    expect((await t.call('PUT', `/admin/api/v1/employees/${emp.id}`, { token: tok.admin, body: { version: emp.version, qualifications: quals } })).status).toBe(
      200,
    );

    const point = (name: string) => ({ name, matrix: 'stack_gas', parameterIds: [so2], limitStandardId: std['GB 13223-2011'], limitClass: 'coal-new' });
    const f = await flow({ clientId, until: 'issued', oxygenMeasured: '9.0', points: [point('3# 锅炉烟囱'), point('4# 锅炉烟囱')] });
    const { rows, text, pdf, report } = await issued(f.reportId!);
    fs.writeFileSync(path.join(os.tmpdir(), 'lims-gb13223-coal-report.pdf'), pdf);
    // the single-reading sheet gives the two samples 20 × and 21 × the MDL: 80 and 84 mg/m³ measured at 9.0 % O₂;
    // ρ = ρ′ × (21 − 6) / (21 − 9.0): 100 (≤100 holds by the full value) and 105, 0.05 times over
    p['G-SO2'] = so2;
    const stored = await Promise.all(rows.map(async (r) => (await results(r.sampleNo, 'G-SO2')).fullValue));
    expect(stored.map(Number).sort()).toEqual([80, 84]);
    const at = (v: string) => rows[stored.findIndex((x) => Number(x) === Number(v))];
    expect(at('80')).toMatchObject({
      result: '80',
      oxygenMeasured: '9.0',
      oxygenRef: '6',
      corrected: '100',
      limit: '≤100',
      verdict: 'conform',
      judgement: '符合',
    });
    expect(at('80').multiple).toBeUndefined();
    expect(at('84')).toMatchObject({
      result: '84',
      oxygenMeasured: '9.0',
      oxygenRef: '6',
      corrected: '105',
      verdict: 'notConform',
      judgement: '不符合',
      multiple: '0.05',
    });
    expect(report.standardsUsed.limits[Object.keys(report.standardsUsed.limits)[0]]).toMatchObject({ limit: '≤100', oxygenRef: '6' });
    for (const w of [
      '含氧量(%)实测/基准',
      '折算浓度',
      '超标倍数',
      'GB 13223-2011《火电厂大气污染物排放标准》燃煤锅炉（新建锅炉）',
      '(21 − 基准氧含量) / (21 − 实测含氧量)',
    ])
      expect(text).toContain(w);
    // each row reads measured, O₂ measured / reference, corrected, limit, verdict (and the multiple) in that order; the
    // test's own item is in no scope line, which the row says (issue 32)
    expect(text).toMatch(/二氧化硫（不在资质认定范围内）\s*TEST-SO2\s*mg\/m³\s*4\s*80\s*9\.0 \/ 6\s*100\s*≤100\s*符合/);
    expect(text).toMatch(/二氧化硫（不在资质认定范围内）\s*TEST-SO2\s*mg\/m³\s*4\s*84\s*9\.0 \/ 6\s*105\s*≤100\s*不符合\s*0\.05/);
  });
});
