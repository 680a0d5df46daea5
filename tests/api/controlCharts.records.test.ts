// A raw record's own QC on its control charts (issue 31 item 2, "when its QC sheet or raw record is evaluated"): the
// continuing calibration checks of an analysis sheet's record land on its test item's calibration_check charts when
// the record is submitted — the check's relative deviation in full, in % — one run per submission (runKey
// `${analysisNo}#${round}`); a chart naming another instrument gets nothing. Beyond the limits, the run opens a
// corrective action with no QC sheet that holds this sheet's check, named; a resubmission supersedes the earlier
// submission's points; QA's signed release lifts the hold. The chart's view, PDF and Excel file carry such points.
import { landHistory } from './controlChartHelpers.ts';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow, recordFor } from '../../server/workflow/apiFlow.ts';
import { limitsFromValues } from '../../schemas/controlCharts/judge.ts';
import { fit } from '../../server/controlCharts/land.ts';
import { pdfText } from '../setup/pdfText.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 150_000 });

describe.each(databaseTargets())("a raw record's calibration checks on their charts on %s", (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let sheetId: number, qcId: number, nh3: number, uv: number, other: number;
  let analysisNo: string;
  const charts: Record<'all' | 'uv' | 'other', number> = { all: 0, uv: 0, other: 0 };
  const pw = '123456';
  const post = (url: string, who: string, body: unknown, lang = 'zh-CN') => t.call('POST', url, { token: tok[who], body, lang });
  const form = async (resource: string, id: number) => (await t.call('GET', `/admin/api/v1/${resource}/${id}/form`, { token: tok.admin })).body.data;
  const step = async (resource: string, id: number, name: string, body: Record<string, unknown>, who = 'qa') =>
    post(`/admin/api/v1/${resource}/${id}/transitions/${name}`, who, { version: (await form(resource, id)).version, ...body });
  const view = async (id = charts.all) => (await t.call('GET', `/admin/qc/charts/${id}/view`, { token: tok.qa })).body.data;

  /** Enter the sheet's record with these calibration checks on the UV-Vis spectrophotometer and submit it. */
  async function submitWith(ccv: Array<{ expected: string; measured: string }>) {
    const shown = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: sheetId })).body.data;
    const record = recordFor(shown, (await form('qcSheets', qcId)).items);
    const saved = await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: sheetId, ...record, qc: { ...record.qc, ccv }, equipmentIds: [uv] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const submitted = await post('/admin/analysis/submit', 'analyst', { id: sheetId, password: pw });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    tok = Object.fromEntries(await Promise.all(['admin', 'analyst', 'checker', 'reviewer', 'qa'].map(async (u) => [u, await t.login(u)])));
    nh3 = (await t.database.db.selectFrom('parameters').select('id').where('code', '=', 'W-NH3N').executeTakeFirstOrThrow()).id;
    const eq = await t.database.db.selectFrom('equipment').select(['id', 'name']).orderBy('id').execute();
    uv = eq.find((e) => e.name === '紫外可见分光光度计')!.id;
    other = eq.find((e) => e.id !== uv)!.id;
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'assigned', points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [nh3], timesPerDay: 2 }] },
    );
    [sheetId] = flow.sheetIds;
    qcId = flow.qcId!;
    analysisNo = (await form('analysisSheets', sheetId)).analysisNo;
    expect((await post('/admin/analysis/confirm_ok', 'analyst', { id: sheetId })).status).toBe(200);
    for (const [key, equipmentId] of [
      ['all', null],
      ['uv', uv],
      ['other', other],
    ] as const) {
      // no unit given: a calibration check plots a relative deviation, in %
      const chart = await post('/admin/api/v1/controlCharts', 'qa', {
        name: `氨氮校准核查 ${key}`,
        parameterId: nh3,
        kind: 'calibration_check',
        equipmentId,
        minPoints: 7,
      });
      expect(chart.status, JSON.stringify(chart.body)).toBe(201);
      expect(chart.body.data.unit).toBe('%');
      charts[key] = chart.body.data.id;
    }
  }, 150_000);
  afterAll(async () => {
    await t.close();
  });

  it("refuses another unit for a calibration check chart, naming the field in the user's language", async () => {
    const body = { name: '氨氮校准核查 mg/L', parameterId: nh3, kind: 'calibration_check', unit: 'mg/L' };
    const zh = await post('/admin/api/v1/controlCharts', 'qa', body);
    expect(zh.status).toBe(400);
    expect(zh.body.data.errors).toMatchObject([{ field: 'unit', message: '该类质控图绘制的是校准核查标准的相对偏差，单位须为 %' }]);
    const en = await post('/admin/api/v1/controlCharts', 'qa', body, 'en');
    expect(en.body.data.errors[0].message).toBe("This kind of chart plots the calibration check standard's relative deviation: its unit must be %");
    expect(
      (
        await t.call('PUT', `/admin/api/v1/controlCharts/${charts.all}`, {
          token: tok.qa,
          body: { unit: 'mg/L', version: (await form('controlCharts', charts.all)).version },
        })
      ).status,
    ).toBe(400);
  });

  it("lands the submitted record's calibration check as its full relative deviation, on its instrument's charts only", async () => {
    await submitWith([{ expected: '1.000', measured: '1.0337' }]);
    const v = await view();
    expect(v.unit).toBe('%');
    const rec = await t.database.db
      .selectFrom('rawRecords')
      .select('id')
      .where('analysisSheetId', '=', sheetId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // (1.0337 − 1.000) / 1.000 × 100 = 3.37 %, in full (the record shows it rounded to 3.4 %)
    expect(v.points).toMatchObject([
      {
        runKey: `${analysisNo}#1`,
        level: 0,
        value: '3.37',
        verdict: 'establishing',
        qcSheetId: null,
        qcNo: null,
        sampleId: null,
        analysisSheetId: sheetId,
        analysisNo,
        analyst: '张分析',
        equipment: '紫外可见分光光度计',
        supersededAt: null,
      },
    ]);
    const point = await t.database.db.selectFrom('controlPoints').select(['rawRecordId']).where('chartId', '=', charts.all).executeTakeFirstOrThrow();
    expect(Number(point.rawRecordId)).toBe(Number(rec.id));
    expect((await view(charts.uv)).points.map((p: { value: string }) => p.value)).toEqual(['3.37']);
    // a chart naming another instrument takes only records that used it
    expect((await view(charts.other)).points).toEqual([]);
    expect((await form('controlCharts', charts.other)).pointCount).toBe(0);
    expect((await form('controlCharts', charts.all)).pointCount).toBe(1);
    // the record's own verdict, beside
    const ev = (await post('/admin/analysis/show_cgorder', 'checker', { analysisSheetId: sheetId })).body.data.record.computed.evaluation.qc;
    expect(ev.filter((q: { kind: string }) => q.kind === 'ccv')).toMatchObject([{ value: '3.4', unit: '%', pass: true }]);
    // the QC sheet's own evaluation, so that only the chart can hold the check below
    expect((await post('/admin/qc/evaluate', 'qa', { id: qcId })).status).toBe(200);
  });

  it('a resubmission beyond 3s supersedes the earlier point and opens a corrective action that holds the check, named', async () => {
    // seven earlier runs of the method's calibration checks, landed through the write path as submissions would have
    const history = ['-2', '1.5', '-0.5', '2', '0', '-1', '0.5'];
    await landHistory(
      t,
      history.map((value, i) => ({
        chartId: charts.all,
        runKey: `FXH${i}#1`,
        level: 0,
        value,
        verdict: 'establishing',
        measuredAt: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
      })),
    );
    const established = await step('controlCharts', charts.all, 'establish', { reason: '首次建立：8 次校准核查', data: { source: 'points' } });
    expect(established.status, JSON.stringify(established.body)).toBe(200);
    expect(established.body.data.centre).toBe(fit(limitsFromValues([...history, '3.37'], 'calibration_check')!.centre));

    expect((await post('/admin/analysis/return', 'reviewer', { id: sheetId, reason: '校准核查复测' })).status).toBe(200);
    await submitWith([{ expected: '1.000', measured: '1.12' }]);
    const v = await view();
    const old = v.points.find((p: { runKey: string }) => p.runKey === `${analysisNo}#1`);
    const now = v.points.find((p: { runKey: string }) => p.runKey === `${analysisNo}#2`);
    expect(old.supersededAt).not.toBeNull();
    expect(old.change).toBe(`${analysisNo}#1 #1: 3.37 → 12`);
    expect(now).toMatchObject({ value: '12', verdict: 'reject', limitsVersion: 1, qcSheetId: null, analysisNo });
    expect(now.rules).toContain('1-3s');
    expect(v.controlState).toBe('out_of_control');
    expect(v.actions).toMatchObject([{ runKey: `${analysisNo}#2`, status: 'open', qcSheetId: null, rules: expect.arrayContaining(['1-3s']) }]);
    const action = await form('correctiveActions', v.actions[0].id);
    expect(action).toMatchObject({ qcSheetId: null, analysisSheetIds: [sheetId] });
    // the chart's current runs, oldest first: the seven earlier ones, then this one
    expect(action.violations).toContainEqual({ rule: '1-3s', level: 'reject', run: 7, points: [[7, 0]] });
    // the chart naming the same instrument, without limits, only collects; the other instrument's chart, nothing
    expect((await view(charts.uv)).points.filter((p: { supersededAt: string | null }) => !p.supersededAt).map((p: { value: string }) => p.value)).toEqual([
      '12',
    ]);
    expect((await form('controlCharts', charts.other)).pointCount).toBe(0);

    const refused = await post('/admin/analysis/check', 'checker', { id: sheetId, password: pw });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`纠正措施 ${action.actionNo}（质控图 ${v.chartNo} 氨氮校准核查 all）尚未签署：分析单不能校核、审核或锁定`);
    expect((await form('analysisSheets', sheetId)).status).toBe('submitted');
    const inbox = (await t.call('GET', '/admin/inbox', { token: tok.qa })).body.data.sections.find((s: { key: string }) => s.key === 'correctiveActions');
    expect(inbox.items.filter((i: { id: number }) => i.id === action.id)).toEqual([
      {
        id: action.id,
        no: action.actionNo,
        status: 'open',
        actionNo: action.actionNo,
        chartName: '氨氮校准核查 all',
        analysisNo,
        openedAt: expect.any(String),
      },
    ]);
  });

  it("the chart's PDF and Excel file name the record's analysis sheet; QA's signed release lifts the hold", async () => {
    const pdf = await t.app.inject({ method: 'GET', url: `/admin/qc/charts/${charts.all}/pdf`, headers: { authorization: `Bearer ${tok.qa}` } });
    expect(pdf.statusCode).toBe(200);
    // the reject among the violations, named by its analysis sheet alone (it has no QC sheet), and its action
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain(`${analysisNo}`);
    expect(text).not.toContain('null');
    expect(text).toContain((await view()).actions[0].actionNo);
    const xlsx = await t.app.inject({ method: 'GET', url: `/admin/qc/charts/${charts.all}/xlsx`, headers: { authorization: `Bearer ${tok.qa}` } });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = wb.worksheets[0].getSheetValues().flatMap((r) => (Array.isArray(r) ? r : []));
    expect(cells).toContain(`${analysisNo}#2`);
    expect(cells).toContain(analysisNo);

    const id = (await view()).actions[0].id;
    const closed = await step('correctiveActions', id, 'close', {
      password: pw,
      data: {
        cause: '标准溶液放置过久',
        action: '重新配制校准核查标准后复核',
        outcome: 'release',
        justification: '样品结果由重新配制的标准复核，偏差在方法要求之内',
      },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect((await post('/admin/analysis/check', 'checker', { id: sheetId, password: pw })).status).toBe(200);
  });
});
