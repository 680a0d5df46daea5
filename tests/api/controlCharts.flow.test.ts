// Statistical QC on the lab's own flow (issue 31 items 1, 2 and 4): a QC sheet's evaluation lands its values on their
// chart; limits are established on purpose (too few points refused, nothing written; a reason always); a value
// beyond 3s opens a corrective action that holds the analysis sheet's check with the reason said; QA's signed close
// lifts it (release) or sends the sheet back (re-analysis); a required chart without limits holds release; a
// re-evaluation supersedes the sheet's earlier points and says what changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { landHistory } from './controlChartHelpers.ts';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import Decimal from 'decimal.js';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow, recordFor } from '../../server/workflow/apiFlow.ts';
import { limitsFromValues } from '../../schemas/controlCharts/judge.ts';
import { fit } from '../../server/controlCharts/land.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 150_000 });

describe.each(databaseTargets())('control charts on the lab flow on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let sheetId: number, qcId: number, nh3: number, chartId: number;
  let qcNo: string;
  let first: string;
  const pw = '123456';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-spc-'));
  const post = (url: string, who: string, body: unknown, lang = 'zh-CN') => t.call('POST', url, { token: tok[who], body, lang });
  const form = async (resource: string, id: number) => (await t.call('GET', `/admin/api/v1/${resource}/${id}/form`, { token: tok.admin })).body.data;
  const step = async (resource: string, id: number, name: string, body: Record<string, unknown>, who = 'qa', lang = 'zh-CN') =>
    post(`/admin/api/v1/${resource}/${id}/transitions/${name}`, who, { version: (await form(resource, id)).version, ...body }, lang);
  const view = async () => (await t.call('GET', `/admin/qc/charts/${chartId}/view`, { token: tok.qa })).body.data;
  const count = async (table: 'controlChartLimits' | 'correctiveActions') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          // this test's chart: the demo lab has charts of its own
          .where('chartId', '=', chartId)
          .executeTakeFirst()
      )?.n,
    );

  /** Return the sheet, enter its record again with the routine sample's first value × factor, submit it: the QC sheet re-opens. */
  async function resubmit(factor: string) {
    expect((await post('/admin/analysis/return', 'reviewer', { id: sheetId, reason: '复核' })).status).toBe(200);
    const shown = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: sheetId })).body.data;
    const record = recordFor(shown, (await form('qcSheets', qcId)).items);
    const routine = (record.rows as Array<{ sampleId: string; inputs: Record<string, string> }>).find(
      (r) => !shown.samples.find((s: { sampleNo: string; qcType?: string }) => s.sampleNo === r.sampleId).qcType,
    )!;
    const [key, v] = Object.entries(routine.inputs).find(([, x]) => /^\d+(\.\d+)?$/.test(String(x)))!;
    routine.inputs[key] = new Decimal(String(v)).times(factor).toFixed(String(v).split('.')[1]?.length ?? 0);
    expect((await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: sheetId, ...record })).status).toBe(200);
    expect((await post('/admin/analysis/submit', 'analyst', { id: sheetId, password: pw })).status).toBe(200);
    expect((await form('qcSheets', qcId)).status).toBe('executed');
  }

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    tok = Object.fromEntries(await Promise.all(['admin', 'analyst', 'checker', 'reviewer', 'qa'].map(async (u) => [u, await t.login(u)])));
    nh3 = (await t.database.db.selectFrom('parameters').select('id').where('code', '=', 'W-NH3N').executeTakeFirstOrThrow()).id;
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'submitted', points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [nh3], timesPerDay: 2 }] },
    );
    [sheetId] = flow.sheetIds;
    qcId = flow.qcId!;
    qcNo = (await form('qcSheets', qcId)).qcNo;
    const chart = await post('/admin/api/v1/controlCharts', 'qa', {
      name: '氨氮加标回收率',
      parameterId: nh3,
      kind: 'spike_recovery',
      unit: '%',
      minPoints: 7,
    });
    expect(chart.status, JSON.stringify(chart.body)).toBe(201);
    chartId = chart.body.data.id;
    expect(chart.body.data).toMatchObject({ status: 'establishing', pointCount: 0, rules: ['1-2s', '1-3s', '2-2s', 'R-4s', '4-1s', '10-x'] });
  }, 150_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("lands the QC sheet's spike recovery on its chart when evaluated, with its sample, sheets, analyst and date", async () => {
    const evaluated = await post('/admin/qc/evaluate', 'qa', { id: qcId });
    expect(evaluated.status, JSON.stringify(evaluated.body)).toBe(200);
    expect(evaluated.body.data.status).toBe('passed');
    const spike = evaluated.body.data.evaluation.evaluations.find((e: { type: string }) => e.type === 'matrix_spike');
    expect(evaluated.body.data.evaluation.charts).toEqual([
      { chartId, chartNo: expect.any(String), runKey: `${qcNo}#1`, state: 'establishing', actionNo: null, changes: [], stillOpen: [] },
    ]);
    const v = await view();
    expect(v.points).toHaveLength(1);
    const [p] = v.points;
    first = p.value;
    // the full recovery, of which the QC sheet shows the rounded one
    expect(new Decimal(p.value).toDecimalPlaces(1).toFixed(1)).toBe(spike.value);
    const sheet = await form('analysisSheets', sheetId);
    expect(p).toMatchObject({
      runKey: `${qcNo}#1`,
      level: 0,
      verdict: 'establishing',
      qcNo,
      analysisSheetId: sheetId,
      analysisNo: sheet.analysisNo,
      analyst: '张分析',
      supersededAt: null,
    });
    expect(p.sampleNo).toBe(spike.sampleNo);
    expect((await form('controlCharts', chartId)).pointCount).toBe(1);
    const verdicts = await t.call('GET', `/admin/qc/charts/verdicts?qcSheetId=${qcId}`, { token: tok.checker });
    expect(verdicts.body.data).toEqual([
      {
        chartId,
        chartNo: v.chartNo,
        chartName: '氨氮加标回收率',
        sampleId: p.sampleId,
        parameterId: nh3,
        value: p.value,
        verdict: 'establishing',
        rules: [],
        actionId: null,
        actionStatus: null,
      },
    ]);
  });

  it('refuses limits from fewer points than the minimum, and without a reason, writing nothing', async () => {
    const before = await form('controlCharts', chartId);
    const few = await step('controlCharts', chartId, 'establish', { reason: '首次建立', data: { source: 'points' } });
    expect(few.status).toBe(400);
    expect(few.body.data.errors).toMatchObject([{ field: 'data.source', message: '质控图现有 1 个控制点，建立控制限至少需要 7 个' }]);
    const en = await step('controlCharts', chartId, 'establish', { reason: 'first', data: { source: 'points' } }, 'qa', 'en');
    expect(en.body.data.errors[0].message).toBe('The control chart has 1 points; establishing its limits needs at least 7');
    expect((await step('controlCharts', chartId, 'establish', { data: { source: 'points' } })).status).toBe(400);
    const none = await step('controlCharts', chartId, 'establish', { reason: '首次建立' });
    expect(none.body.data.errors).toMatchObject([{ field: 'data.source' }]);
    expect((await step('controlCharts', chartId, 'establish', { reason: '首次建立', data: { source: 'points', n: 3 } })).status).toBe(400);
    // the analyst may read the chart but not establish it
    expect((await step('controlCharts', chartId, 'establish', { reason: '首次建立', data: { source: 'points' } }, 'analyst')).status).toBe(403);
    expect(await form('controlCharts', chartId)).toEqual(before);
    expect(await count('controlChartLimits')).toBe(0);
  });

  it('establishes limits from enough points (mean ± 2s / 3s), versioned with who, why and which points', async () => {
    // seven earlier runs of the method, landed through the write path as evaluations would have
    const history = ['-4', '3', '-1.5', '2', '0.5', '-2.5', '1'].map((d) => fit(new Decimal(first).plus(d).toString()));
    // the runs of other QC sheets (the demo lab's), or of this one when it is the only one
    const other = await t.database.db.selectFrom('qcSheets').select('id').where('id', '!=', qcId).orderBy('id').executeTakeFirst();
    await landHistory(
      t,
      history.map((value, i) => ({
        chartId,
        runKey: `H${i}#1`,
        level: 0,
        value,
        verdict: 'establishing',
        qcSheetId: other?.id ?? qcId,
        measuredAt: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
      })),
    );
    const r = await step('controlCharts', chartId, 'establish', { reason: '首次建立：8 个加标回收率', data: { source: 'points' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const expected = limitsFromValues([...history, first], 'spike_recovery')!;
    expect(r.body.data).toMatchObject({ status: 'in_use', limitsVersion: 1, centre: fit(expected.centre), sd: fit(expected.sd) });
    const v = await view();
    expect(v.limits).toMatchObject({
      revision: 1,
      source: 'points',
      n: 8,
      reason: '首次建立：8 个加标回收率',
      establishedBy: '郑质控',
      actionHigh: fit(expected.actionHigh),
    });
    const row = await t.database.db.selectFrom('controlChartLimits').select('pointIds').where('chartId', '=', chartId).executeTakeFirstOrThrow();
    expect((typeof row.pointIds === 'string' ? JSON.parse(row.pointIds) : row.pointIds).length).toBe(8);
  });

  it('re-establishes only with a reason, here from a certificate (s = U / k)', async () => {
    expect((await step('controlCharts', chartId, 'reestablish', { data: { source: 'points' } })).status).toBe(400);
    const noK = await step('controlCharts', chartId, 'reestablish', {
      reason: '新批次',
      data: { source: 'certificate', certifiedValue: '90', expandedUncertainty: '2' },
    });
    expect(noK.status).toBe(400);
    expect(noK.body.data.errors).toMatchObject([{ field: 'data.coverageFactor' }]);
    expect(await count('controlChartLimits')).toBe(1);
    // a certified recovery far below this run's, so that the next value is beyond 3s
    const centre = new Decimal(first).minus(10).toFixed(1);
    const r = await step('controlCharts', chartId, 'reestablish', {
      reason: '换用新批次标准样品',
      data: { source: 'certificate', certifiedValue: centre, expandedUncertainty: '2', coverageFactor: '2' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'in_use', limitsVersion: 2, centre: fit(centre), sd: '1' });
    expect((await view()).versions.map((x: { revision: number }) => x.revision)).toEqual([2, 1]);
  });

  it('a re-evaluation supersedes the earlier point; a value beyond 3s opens a corrective action that holds the check', async () => {
    await resubmit('1.1');
    const evaluated = await post('/admin/qc/evaluate', 'qa', { id: qcId });
    expect(evaluated.status, JSON.stringify(evaluated.body)).toBe(200);
    const again = evaluated.body.data;
    expect(again.status).toBe('passed');
    const [landed] = again.evaluation.charts;
    expect(landed).toMatchObject({ runKey: `${qcNo}#2`, state: 'out_of_control', actionNo: expect.any(String), stillOpen: [] });
    const v = await view();
    const old = v.points.find((p: { runKey: string }) => p.runKey === `${qcNo}#1`);
    const now = v.points.find((p: { runKey: string }) => p.runKey === `${qcNo}#2`);
    expect(old.supersededAt).not.toBeNull();
    expect(old.change).toBe(`${qcNo}#1 #1: ${first} → ${now.value}`);
    expect(landed.changes).toEqual([old.change]);
    expect(now).toMatchObject({ verdict: 'reject', limitsVersion: 2, supersededAt: null });
    expect(now.rules).toContain('1-3s');
    expect(v.controlState).toBe('out_of_control');
    expect(v.actions).toMatchObject([{ actionNo: landed.actionNo, runKey: `${qcNo}#2`, status: 'open', qcSheetId: qcId }]);
    const action = await form('correctiveActions', v.actions[0].id);
    expect(action.analysisSheetIds).toEqual([sheetId]);
    // the run counts among the chart's current runs, oldest first: the seven earlier runs, then this one
    const runs = [...new Set(v.points.filter((p: { supersededAt: string | null }) => !p.supersededAt).map((p: { runKey: string }) => p.runKey))];
    expect(runs.indexOf(`${qcNo}#2`)).toBe(7);
    expect(action.violations).toContainEqual({ rule: '1-3s', level: 'reject', run: 7, points: [[7, 0]] });
    const refused = await post('/admin/analysis/check', 'checker', { id: sheetId, password: pw });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`纠正措施 ${landed.actionNo}（质控图 ${v.chartNo} 氨氮加标回收率）尚未签署：分析单不能校核、审核或锁定`);
    const en = await post('/admin/analysis/check', 'checker', { id: sheetId, password: pw }, 'en');
    expect(en.body.msg).toBe(
      `Corrective action ${landed.actionNo} (control chart ${v.chartNo} 氨氮加标回收率) is not signed: the analysis sheet cannot be checked, reviewed or locked`,
    );
    expect((await form('analysisSheets', sheetId)).status).toBe('submitted');
    // the sheet's screen is told why its check, review and lock wait
    const shownHeld = (await post('/admin/analysis/show_cgorder', 'checker', { analysisSheetId: sheetId })).body.data.held;
    expect(shownHeld).toEqual([{ actionNo: landed.actionNo, chartNo: v.chartNo, chartName: '氨氮加标回收率' }]);
    // QA's dashboard lists it
    const inbox = (await t.call('GET', '/admin/inbox', { token: tok.qa })).body.data.sections.find((s: { key: string }) => s.key === 'correctiveActions');
    // beside the demo lab's own open action
    expect(inbox.items.filter((i: { id: number }) => i.id === action.id)).toMatchObject([
      { id: action.id, actionNo: landed.actionNo, chartName: '氨氮加标回收率', qcNo, openedAt: expect.any(String) },
    ]);
    const verdicts = (await t.call('GET', `/admin/qc/charts/verdicts?qcSheetId=${qcId}`, { token: tok.qa })).body.data;
    expect(verdicts).toMatchObject([{ verdict: 'reject', actionId: action.id, actionStatus: 'open' }]);
  });

  it('QA closes it signed (a wrong password refused, a release needs its justification), and the check proceeds', async () => {
    const id = (await view()).actions[0].id;
    const data = { cause: '标准样品批次更换后未重新建立控制限', action: '核对标准样品证书，重新建立控制限', outcome: 'release' };
    expect((await step('correctiveActions', id, 'close', { password: 'wrong', data: { ...data, justification: '结果可靠' } })).status).toBe(403);
    const unjustified = await step('correctiveActions', id, 'close', { password: pw, data });
    expect(unjustified.status).toBe(400);
    expect(unjustified.body.data.errors).toMatchObject([{ field: 'data.justification', message: '说明理由后放行须填写放行理由' }]);
    expect((await step('correctiveActions', id, 'close', { password: pw, data: { ...data, justification: '结果可靠' } }, 'analyst')).status).toBe(403);
    expect((await form('correctiveActions', id)).status).toBe('open');
    const ok = await step('correctiveActions', id, 'close', { password: pw, data: { ...data, justification: '加标回收率在方法要求的 70%–130% 之内' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'closed', outcome: 'release', closedBy: '郑质控', cause: data.cause });
    expect((await post('/admin/analysis/show_cgorder', 'checker', { analysisSheetId: sheetId })).body.data.held).toEqual([]);
    expect((await post('/admin/analysis/check', 'checker', { id: sheetId, password: pw })).status).toBe(200);
  });

  it('a required chart without limits holds review, said; retired, it holds nothing', async () => {
    const blank = await post('/admin/api/v1/controlCharts', 'qa', { name: '氨氮空白', parameterId: nh3, kind: 'blank', required: true });
    expect(blank.status).toBe(201);
    const refused = await post('/admin/analysis/review', 'reviewer', { id: sheetId, password: pw });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`质控图 ${blank.body.data.chartNo} 氨氮空白 是放行的前提，但尚未建立控制限或未选控制规则：结果不能审核、锁定或出具报告`);
    expect((await step('controlCharts', blank.body.data.id, 'retire', { reason: '方法不要求空白控制图' })).status).toBe(200);
    expect((await form('analysisSheets', sheetId)).status).toBe('checked');
  });

  it('a re-analysis decision sends the held sheet back to its analyst', async () => {
    await resubmit('1.2');
    const again = (await post('/admin/qc/evaluate', 'qa', { id: qcId })).body.data;
    const [landed] = again.evaluation.charts;
    expect(landed).toMatchObject({ runKey: `${qcNo}#3`, state: 'out_of_control' });
    expect(await count('correctiveActions')).toBe(2);
    const id = (await view()).actions.find((a: { actionNo: string }) => a.actionNo === landed.actionNo).id;
    const r = await step('correctiveActions', id, 'close', { password: pw, data: { cause: '仪器漂移', action: '重新校准后复测', outcome: 'reanalysis' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const sheet = await form('analysisSheets', sheetId);
    expect(sheet.status).toBe('in_entry');
    expect(sheet.returnReason).toBe(`纠正措施 ${landed.actionNo}（质控图 ${(await view()).chartNo}）决定重新分析：重新校准后复测`);
  });
});
