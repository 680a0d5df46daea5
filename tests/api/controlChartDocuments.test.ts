// Statistical QC's paper and files (issue 31 items 6 and 7): the demo lab's charts, established from seeded history
// and judged by the rule engine, one with a recent warning and one with an open out-of-control run that holds a
// submitted sheet; and a chart's PDF and Excel file, served to whoever reads charts (qcchart:query) and nobody else.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { pdfText } from '../setup/pdfText.ts';
import Decimal from 'decimal.js';
import { judgeLatest, limitsFromValues } from '../../schemas/controlCharts/judge.ts';
import { evaluationOf } from '../../schemas/business/qcEvaluation.ts';
import { fit } from '../../server/controlCharts/land.ts';
import type { ChartKind } from '../../schemas/controlCharts/charts.ts';
import type { ControlRule } from '../../schemas/calc/controlRules.ts';
import { roundGB8170, decimalsOf } from '../../schemas/calc/round.ts';
import { chartView } from '../../schemas/controlCharts/view.ts';
import { loadChartView } from '../../server/controlCharts/view.ts';
import { seedContext } from '../../server/seed/insert.ts';
import { inUnit } from '../../server/workflow/store.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

describe.each(databaseTargets())('control chart documents and the demo charts on %s', (target) => {
  let t: TestApp;
  let qa: string;
  const charts = new Map<string, { id: number; chartNo: string; kind: ChartKind; status: string; controlState: string | null; rules: ControlRule[] }>();

  beforeAll(async () => {
    t = await startTestApp(target);
    qa = await t.login('qa');
    const rows = await t.database.db
      .selectFrom('controlCharts')
      .innerJoin('parameters', 'parameters.id', 'controlCharts.parameterId')
      .selectAll('controlCharts')
      .select('parameters.code')
      .execute();
    for (const r of rows)
      charts.set(`${r.code}|${r.kind}`, {
        id: r.id,
        chartNo: r.chartNo,
        kind: r.kind as ChartKind,
        status: r.status,
        controlState: r.controlState,
        rules: json(r.rules),
      });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const chart = (key: string) => {
    const c = charts.get(key);
    if (!c) throw new Error(`the demo has no chart ${key}: ${[...charts.keys()].join(', ')}`);
    return c;
  };
  const pointsOf = (chartId: number) =>
    t.database.db.selectFrom('controlPoints').selectAll().where('chartId', '=', chartId).orderBy('measuredAt').orderBy('id').execute();

  it('seeds NH3-N reference, COD spike and lead duplicate charts established from history and judged by the engine', async () => {
    for (const key of ['W-NH3N|crm_value', 'W-COD|spike_recovery', 'W-PB|duplicate_rd', 'W-TP|spike_recovery']) {
      const c = chart(key);
      expect(c.status, key).toBe('in_use');
      const points = await pointsOf(c.id);
      expect(points.filter((p) => p.verdict === 'establishing').length, key).toBeGreaterThanOrEqual(20);
      const versions = await t.database.db.selectFrom('controlChartLimits').selectAll().where('chartId', '=', c.id).orderBy('revision').execute();
      expect(versions[0].reason).toContain('初次建立');
      expect(versions.every((v) => v.establishedBy === '郑质控')).toBe(true);
      // every in-use point's verdict is the engine's, read against the version it was judged by
      const values: string[] = [];
      for (const p of points) {
        values.push(String(p.value));
        if (p.verdict === 'establishing') continue;
        const v = versions.find((x) => x.revision === p.limitsVersion)!;
        const j = judgeLatest(
          { centre: String(v.centre), sd: String(v.sd) },
          c.kind,
          c.rules,
          values.map((x) => [x]),
        );
        expect(p.verdict, `${key} ${p.runKey}`).toBe(j.points[0]!.verdict);
        expect(json<string[]>(p.rules)).toEqual(j.points[0]!.rules);
      }
    }
    // the NH3-N chart's newest point is a warning (1-2s): shown, nothing held
    const nh3 = chart('W-NH3N|crm_value');
    expect(nh3.controlState).toBe('warning');
    const last = (await pointsOf(nh3.id)).at(-1)!;
    expect([last.verdict, json<string[]>(last.rules)]).toEqual(['warning', ['1-2s']]);
    expect(await t.database.db.selectFrom('correctiveActions').select('id').where('chartId', '=', nh3.id).execute()).toEqual([]);
    // the TP chart is out of control: a 1-3s reject whose open corrective action holds a sheet waiting for its check
    const tp = chart('W-TP|spike_recovery');
    expect(tp.controlState).toBe('out_of_control');
    const reject = (await pointsOf(tp.id)).at(-1)!;
    expect(reject.verdict).toBe('reject');
    expect(json<string[]>(reject.rules)).toContain('1-3s');
    const action = await t.database.db.selectFrom('correctiveActions').selectAll().where('chartId', '=', tp.id).executeTakeFirstOrThrow();
    expect([action.status, action.qcSheetId]).toEqual(['open', reject.qcSheetId]);
    const held = json<number[]>(action.analysisSheetIds);
    expect(held).toEqual([reject.analysisSheetId]);
    const sheet = await t.database.db.selectFrom('analysisSheets').selectAll().where('id', '=', held[0]).executeTakeFirstOrThrow();
    expect(sheet.status).toBe('submitted');
    const qc = await t.database.db.selectFrom('qcSheets').selectAll().where('id', '=', reject.qcSheetId).executeTakeFirstOrThrow();
    expect(qc.taskId).toBe(sheet.taskId);
    // the reject is the demo TP batch's own run, landed by its QC sheet's evaluation (passed: 100.8 % is within the
    // method's 80-120 %): the record's spike recovery, the QC sheet's verdict, the point and the action agree
    expect(qc.status).toBe('passed');
    const evaluation = evaluationOf({ evaluation: json(qc.evaluation) });
    const spike = evaluation.evaluations!.find((e) => e.qcSampleId === reject.sampleId)!;
    const record = await t.database.db.selectFrom('rawRecords').selectAll().where('analysisSheetId', '=', sheet.id).executeTakeFirstOrThrow();
    const recorded = json<{ evaluation: { qc: Array<{ kind: string; value: string }> } }>(record.computed).evaluation.qc.find((q) => q.kind === 'spike')!;
    expect([spike.pass, spike.value]).toEqual([true, recorded.value]);
    expect(String(reject.value)).toBe(fit(spike.full!));
    expect(roundGB8170(String(reject.value), { decimals: 1 })).toBe(recorded.value);
    expect(evaluation.charts).toEqual([expect.objectContaining({ chartId: tp.id, runKey: action.runKey, state: 'out_of_control', actionNo: action.actionNo })]);
    expect(reject.runKey).toBe(action.runKey);
    // beyond the upper action limit of the version in force, which the chart's establish step wrote from its history
    const v1 = await t.database.db.selectFrom('controlChartLimits').selectAll().where('chartId', '=', tp.id).executeTakeFirstOrThrow();
    expect([v1.revision, reject.limitsVersion, v1.source, Number(v1.n)]).toEqual([1, 1, 'points', 24]);
    expect(new Decimal(String(reject.value)).gt(String(v1.actionHigh))).toBe(true);
  });

  it('dates each limits version before the points judged against it, and names the points it was computed from', async () => {
    for (const [key, c] of charts) {
      const points = await pointsOf(c.id);
      const versions = await t.database.db.selectFrom('controlChartLimits').selectAll().where('chartId', '=', c.id).orderBy('revision').execute();
      for (const v of versions) {
        const judged = points.filter((p) => p.limitsVersion === v.revision);
        expect(judged.length, key).toBeGreaterThan(0);
        expect(Date.parse(String(v.establishedAt)), key).toBeLessThan(Math.min(...judged.map((p) => Date.parse(String(p.measuredAt)))));
        const used = json<number[]>(v.pointIds);
        expect(used.length, key).toBe(Number(v.n));
        const fromPoints = limitsFromValues(
          points.filter((p) => used.includes(p.id)).map((p) => String(p.value)),
          c.kind,
        )!;
        expect(String(v.centre), key).toBe(fit(fromPoints.centre));
      }
    }
  });

  it("builds a chart's view in the declared shape: versions newest first, points in time order with their records by name", async () => {
    const nh3 = chart('W-NH3N|crm_value');
    const ctx = { ...seedContext(t.app.lims), lang: 'en' as const };
    const view = chartView.parse(await inUnit(ctx, (u) => loadChartView(u, nh3.id, 'en')));
    expect([view.chartNo, view.kind, view.parameter, view.status, view.controlState]).toEqual([
      nh3.chartNo,
      'crm_value',
      'Ammonia nitrogen',
      'in_use',
      'warning',
    ]);
    expect(view.versions.map((v) => v.revision)).toEqual([2, 1]);
    expect(view.limits?.revision).toBe(2);
    const times = view.points.map((p) => Date.parse(p.measuredAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(view.points.at(-1)).toMatchObject({ verdict: 'warning', rules: ['1-2s'], analyst: '张分析', equipment: '紫外可见分光光度计' });
    expect(view.points.every((p) => /^ZK\d+$/.test(p.qcNo ?? ''))).toBe(true);
    const tp = chartView.parse(await inUnit(ctx, (u) => loadChartView(u, chart('W-TP|spike_recovery').id, 'zh-CN')));
    expect(tp.actions).toMatchObject([{ status: 'open', rules: ['1-3s'], cause: null, closedBy: null }]);
    expect(tp.points.at(-1)!.analysisNo).toMatch(/^FX/);
  });

  it('prints a chart as a PDF with its limits, violations and corrective action, in Chinese and in English', async () => {
    const tp = chart('W-TP|spike_recovery');
    const res = await t.app.inject({ method: 'GET', url: `/admin/qc/charts/${tp.id}/pdf`, headers: { authorization: `Bearer ${qa}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (target === 'sqlite') fs.writeFileSync('/tmp/spcdoc-chart-tp.pdf', res.rawPayload);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, '');
    const limits = await t.database.db.selectFrom('controlChartLimits').selectAll().where('chartId', '=', tp.id).executeTakeFirstOrThrow();
    const action = await t.database.db.selectFrom('correctiveActions').selectAll().where('chartId', '=', tp.id).executeTakeFirstOrThrow();
    // the values are recorded to 0.1 %: the lines print to 0.01 (one place more), s to 3 significant figures
    for (const s of [
      tp.chartNo,
      '总磷加标回收率',
      '现行控制限（第1版）',
      roundGB8170(String(limits.centre), { decimals: 2 }),
      roundGB8170(String(limits.actionHigh), { decimals: 2 }),
      roundGB8170(String(limits.sd), { significant: 3 }),
      '初次建立',
      '郑质控',
      '1-3s',
      '失控',
      action.actionNo,
      '待处理',
      'GB/T8170',
    ])
      expect(text, s).toContain(s);
    // the reject as the record and the QC sheet show it (0.1 %), though the point keeps its full value
    const reject = (await pointsOf(tp.id)).at(-1)!;
    expect(decimalsOf(String(reject.value))).toBeGreaterThan(1);
    expect(text).toContain(`${roundGB8170(String(reject.value), { decimals: 1 })}${roundGB8170(String(reject.z), { decimals: 2 })}`);
    expect(text).not.toContain(String(reject.value));
    const en = await t.app.inject({ method: 'GET', url: `/admin/qc/charts/${tp.id}/pdf`, headers: { authorization: `Bearer ${qa}`, 'accept-language': 'en' } });
    const enText = (await pdfText(en.rawPayload)).replace(/\s+/g, ' ');
    for (const s of ['Control chart', 'Limits in force (version 1)', 'Spike recovery', 'Out of control', 'Open']) expect(enText, s).toContain(s);
  });

  it("exports a chart's points and limits versions to Excel, values as numbers, labels in the user's language", async () => {
    const nh3 = chart('W-NH3N|crm_value');
    const analyst = await t.login('analyst');
    const res = await t.app.inject({ method: 'GET', url: `/admin/qc/charts/${nh3.id}/xlsx`, headers: { authorization: `Bearer ${analyst}` } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [points, versions] = wb.worksheets;
    expect([points.name, versions.name]).toEqual(['控制点', '控制限版本']);
    const rows = points.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0].slice(1)).toEqual(['质控图编号', nh3.chartNo]);
    const headAt = rows.findIndex((r) => r[1] === '批次');
    const data = rows.slice(headAt + 1);
    const stored = await pointsOf(nh3.id);
    expect(data.length).toBe(stored.length);
    const lastRow = data.at(-1)!;
    expect(typeof lastRow[4]).toBe('number');
    expect(lastRow[4]).toBe(Number(stored.at(-1)!.value));
    // shown to the places ammonia nitrogen is reported to (its parameter's 3), the lines one more
    expect(points.getRow(points.rowCount).getCell(4).numFmt).toBe('0.000');
    expect([lastRow[6], lastRow[7]]).toEqual(['警告', '1-2s']);
    expect(String(lastRow[8])).toMatch(/^ZK/);
    expect(lastRow[11]).toBe('张分析');
    const centre = rows.find((r) => r[1] === '中心线')!;
    expect(typeof centre[2]).toBe('number');
    const vRows = (versions.getSheetValues().filter(Boolean) as unknown[][]).slice(1);
    expect(vRows.map((r) => r[1])).toEqual([2, 1]);
    expect(String(vRows[0][13])).toContain('年度复核');
  });

  it('refuses the documents to whoever may not read charts, and names a bad id', async () => {
    const id = chart('W-COD|spike_recovery').id;
    const clerk = await t.login('clerk');
    for (const kind of ['pdf', 'xlsx']) {
      expect((await t.call('GET', `/admin/qc/charts/${id}/${kind}`, { token: clerk })).status).toBe(403);
      expect((await t.call('GET', `/admin/qc/charts/${id}/${kind}`)).status).toBe(401);
    }
    const bad = await t.call('GET', '/admin/qc/charts/abc/pdf', { token: qa });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('编号');
    expect((await t.call('GET', '/admin/qc/charts/999999/xlsx', { token: qa })).status).toBe(404);
  });
});
