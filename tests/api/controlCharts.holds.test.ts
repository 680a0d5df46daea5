// Rejects hold release beyond the check (issue 31 item 4, server/controlCharts/hold.ts): an open corrective action
// refuses the review and the lock of the run's analysis sheets and every report step (submit, review) of a report
// that includes their results, naming the action and its chart in zh and en; a required chart without limits refuses
// the sheet's review and lock and each report step (review, approve, issue). QA's signed close lifts the hold.
//
// The states are reached the way a lab reaches them: the checker checks before QA has evaluated the QC sheet (allowed),
// the reviewer reviews the NH3-N sheet and the writer submits its report; QA then sets the charts' limits from a
// certificate, and another sheet of the task (COD) is corrected and re-submitted, so its QC sheet is evaluated again
// and both runs are judged against the new limits: out of control. A report step after `submit` (approve, issue) is
// not reached while an action is open: the QC sheet is evaluated again only when a covered sheet is re-submitted, which
// a locked or reviewed sheet is not — those steps are held here by a required chart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import Decimal from 'decimal.js';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow, recordFor } from '../../server/workflow/apiFlow.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 180_000 });

const HELD = (actions: string, charts: string) => `纠正措施 ${actions}（质控图 ${charts}）尚未签署：分析单不能校核、审核或锁定`;
const HELD_EN = (actions: string, charts: string) =>
  `Corrective action ${actions} (control chart ${charts}) is not signed: the analysis sheet cannot be checked, reviewed or locked`;
const HELD_REPORT = (actions: string, charts: string) => `纠正措施 ${actions}（质控图 ${charts}）尚未签署：其所扣留的结果不能出具报告`;
const HELD_REPORT_EN = (actions: string, charts: string) =>
  `Corrective action ${actions} (control chart ${charts}) is not signed: the results it holds cannot be reported`;
const REQUIRED = (charts: string) => `质控图 ${charts} 是放行的前提，但尚未建立控制限或未选控制规则：结果不能审核、锁定或出具报告`;

describe.each(databaseTargets())('control-chart holds on review, lock and report on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let nh3: number, cod: number, qcId: number, orderId: number, reportId: number;
  /** the NH3-N sheet (reviewed before the reject) and the COD sheet (checked before it) */
  let sheetA: number, sheetB: number;
  const charts: Record<'nh3' | 'cod', { id: number; no: string; name: string }> = {} as never;
  const actions: Record<'nh3' | 'cod', { id: number; no: string }> = {} as never;
  const pw = '123456';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-spc-holds-'));
  const post = (url: string, who: string, body: unknown, lang = 'zh-CN') => t.call('POST', url, { token: tok[who], body, lang });
  const form = async (resource: string, id: number) => (await t.call('GET', `/admin/api/v1/${resource}/${id}/form`, { token: tok.admin })).body.data;
  const step = async (resource: string, id: number, name: string, body: Record<string, unknown>, who = 'qa') =>
    post(`/admin/api/v1/${resource}/${id}/transitions/${name}`, who, { version: (await form(resource, id)).version, ...body });
  const sheet = (name: string, id: number, who = 'reviewer', lang = 'zh-CN') => post(`/admin/analysis/${name}`, who, { id, password: pw }, lang);
  const report = (name: string, who: string, lang = 'zh-CN', extra: Record<string, unknown> = {}) =>
    post(`/admin/report/${name}`, who, { id: reportId, ...extra }, lang);
  const status = async (resource: string, id: number) => (await form(resource, id)).status;
  const close = (id: number) =>
    step('correctiveActions', id, 'close', {
      password: pw,
      data: { cause: '标准样品批次更换', action: '核对证书后重新建立控制限', outcome: 'release', justification: '加标回收率在方法要求之内' },
    });
  /** a chart the lab's policy requires, without limits yet: it holds its parameter's review, lock and report */
  const required = async (parameterId: number) => {
    const r = await post('/admin/api/v1/controlCharts', 'qa', { name: '空白', parameterId, kind: 'blank', required: true });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return { id: r.body.data.id as number, label: `${r.body.data.chartNo} 空白` };
  };
  const retire = async (id: number) => expect((await step('controlCharts', id, 'retire', { reason: '方法不要求空白控制图' })).status).toBe(200);

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    const users = ['admin', 'analyst', 'checker', 'reviewer', 'qa', 'writer', 'labadmin', 'signatory'];
    tok = Object.fromEntries(await Promise.all(users.map(async (u) => [u, await t.login(u)])));
    const param = async (code: string) => (await t.database.db.selectFrom('parameters').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    [nh3, cod] = [await param('W-NH3N'), await param('W-COD')];
    // the demo lab's own charts of these parameters are retired (through QA's step), so this test's are the only ones
    const demo = await t.database.db.selectFrom('controlCharts').select('id').where('parameterId', 'in', [nh3, cod]).where('status', '!=', 'retired').execute();
    for (const c of demo) await retire(c.id);
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'submitted', points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [nh3, cod], timesPerDay: 2 }] },
    );
    qcId = flow.qcId!;
    orderId = flow.orderId;
    const sheets = await Promise.all(flow.sheetIds.map((id) => form('analysisSheets', id)));
    sheetA = sheets.find((s) => s.parameterIds.includes(nh3)).id;
    sheetB = sheets.find((s) => s.parameterIds.includes(cod)).id;
    expect(sheetA).not.toBe(sheetB);
    for (const [key, pid, name] of [
      ['nh3', nh3, '氨氮加标回收率'],
      ['cod', cod, '化学需氧量平行样相对偏差'],
    ] as const) {
      const kind = key === 'nh3' ? 'spike_recovery' : 'duplicate_rd';
      const r = await post('/admin/api/v1/controlCharts', 'qa', { name, parameterId: pid, kind, unit: '%', minPoints: 7 });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      charts[key] = { id: r.body.data.id, no: r.body.data.chartNo, name };
    }
  }, 180_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a reject after the check and the review holds the review, the lock and the report, naming the action and its chart', async () => {
    // the checker checks both sheets before QA has evaluated the QC sheet; QA evaluates (the charts collect points)
    expect((await sheet('check', sheetA, 'checker')).status).toBe(200);
    expect((await sheet('check', sheetB, 'checker')).status).toBe(200);
    const first = await post('/admin/qc/evaluate', 'qa', { id: qcId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.evaluation.charts.map((c: { state: string }) => c.state)).toEqual(['establishing', 'establishing']);
    // the NH3-N sheet is reviewed and its report drafted and submitted (the COD results are not reviewed: not in it)
    expect((await sheet('review', sheetA)).status).toBe(200);
    const drafted = await post('/admin/report/draft', 'writer', { orderId, type: 'detect' });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    reportId = drafted.body.data.id;
    expect(drafted.body.data.parameterIds).toEqual([nh3]);
    expect((await report('submit', 'writer')).status).toBe(200);

    // QA sets both charts' limits from a certificate: the NH3-N recovery's centre 30 % above this run's, the COD
    // duplicate's 1 % below this run's difference (s = 0.1 %): both runs are beyond 3s of them
    for (const key of ['nh3', 'cod'] as const) {
      const value = new Decimal((await t.call('GET', `/admin/qc/charts/${charts[key].id}/view`, { token: tok.qa })).body.data.points[0].value);
      if (key === 'cod') expect(value.gt(1)).toBe(true);
      const [centre, u] = key === 'nh3' ? [value.plus(30), '2'] : [value.minus(1), '0.2'];
      const r = await step('controlCharts', charts[key].id, 'establish', {
        reason: '新批次标准样品',
        data: { source: 'certificate', certifiedValue: centre.toFixed(2), expandedUncertainty: u, coverageFactor: '2' },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    // the COD sheet is returned, a routine sample no QC sample pairs with is corrected and re-submitted (the
    // duplicate's difference stays as it was): the QC sheet re-opens; the COD sheet is checked again
    expect((await post('/admin/analysis/return', 'reviewer', { id: sheetB, reason: '复核' })).status).toBe(200);
    const shown = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: sheetB })).body.data;
    const items = (await form('qcSheets', qcId)).items as Array<{ pairedSampleId?: number; parameterIds: number[] }>;
    const samples = shown.samples as Array<{ id: number; sampleNo: string; qcType?: string }>;
    const paired = new Set(items.filter((i) => i.parameterIds.includes(cod)).map((i) => samples.find((s) => s.id === i.pairedSampleId)?.sampleNo));
    const record = recordFor(shown, items);
    const routine = (record.rows as Array<{ sampleId: string; inputs: Record<string, string> }>).find(
      (r) => !samples.find((s) => s.sampleNo === r.sampleId)!.qcType && !paired.has(r.sampleId),
    )!;
    const [input, v] = Object.entries(routine.inputs).find(([, x]) => /^\d+(\.\d+)?$/.test(String(x)))!;
    routine.inputs[input] = new Decimal(String(v)).times('1.01').toFixed(String(v).split('.')[1]?.length ?? 0);
    expect((await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: sheetB, ...record })).status).toBe(200);
    expect((await sheet('submit', sheetB, 'analyst')).status).toBe(200);
    expect(await status('qcSheets', qcId)).toBe('executed');
    expect((await sheet('check', sheetB, 'checker')).status).toBe(200);

    // evaluated again: both runs are beyond 3s of the new limits, each opening an action that holds its sheet
    const again = await post('/admin/qc/evaluate', 'qa', { id: qcId });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const landed = again.body.data.evaluation.charts as Array<{ chartId: number; state: string; actionNo: string }>;
    for (const key of ['nh3', 'cod'] as const) {
      const l = landed.find((c) => c.chartId === charts[key].id)!;
      expect(l.state).toBe('out_of_control');
      const row = await t.database.db.selectFrom('correctiveActions').select('id').where('actionNo', '=', l.actionNo).executeTakeFirstOrThrow();
      actions[key] = { id: row.id, no: l.actionNo };
      expect((await form('correctiveActions', row.id)).analysisSheetIds).toEqual([key === 'nh3' ? sheetA : sheetB]);
    }
    const label = (key: 'nh3' | 'cod') => `${charts[key].no} ${charts[key].name}`;

    // the reviewed NH3-N sheet is not locked
    const lock = await sheet('lock', sheetA);
    expect(lock.status).toBe(409);
    expect(lock.body.msg).toBe(HELD(actions.nh3.no, label('nh3')));
    expect((await sheet('lock', sheetA, 'reviewer', 'en')).body.msg).toBe(HELD_EN(actions.nh3.no, label('nh3')));
    // the checked COD sheet is not reviewed
    const review = await sheet('review', sheetB);
    expect(review.status).toBe(409);
    expect(review.body.msg).toBe(HELD(actions.cod.no, label('cod')));
    expect((await sheet('review', sheetB, 'reviewer', 'en')).body.msg).toBe(HELD_EN(actions.cod.no, label('cod')));
    // the report that includes the NH3-N results is not reviewed; sent back, it is not submitted again
    const reviewReport = await report('review', 'labadmin', 'zh-CN', { password: pw });
    expect(reviewReport.status).toBe(409);
    expect(reviewReport.body.msg).toBe(HELD_REPORT(actions.nh3.no, label('nh3')));
    expect((await report('review', 'labadmin', 'en', { password: pw })).body.msg).toBe(HELD_REPORT_EN(actions.nh3.no, label('nh3')));
    expect((await report('return', 'labadmin', 'zh-CN', { reason: '质控图失控，待纠正措施' })).status).toBe(200);
    const submit = await report('submit', 'writer');
    expect(submit.status).toBe(409);
    expect(submit.body.msg).toBe(HELD_REPORT(actions.nh3.no, label('nh3')));
    expect((await report('submit', 'writer', 'en')).body.msg).toBe(HELD_REPORT_EN(actions.nh3.no, label('nh3')));
    // nothing moved
    expect([await status('analysisSheets', sheetA), await status('analysisSheets', sheetB), await status('reports', reportId)]).toEqual([
      'reviewed',
      'checked',
      'drafting',
    ]);
  });

  it("keeps what a chart's points mean: its test item, kind, instrument and unit are refused by name once it has points", async () => {
    const id = charts.nh3.id;
    const put = async (chart: number, body: Record<string, unknown>, lang = 'zh-CN') =>
      t.call('PUT', `/admin/api/v1/controlCharts/${chart}`, { token: tok.qa, body: { version: (await form('controlCharts', chart)).version, ...body }, lang });
    const before = await form('controlCharts', id);
    const fixed = (label: string) => `质控图已有控制点，不能更改“${label}”：已有的点按它落点和判定；请另建质控图`;
    const r = await put(id, { parameterId: cod, kind: 'blank' });
    expect(r.status).toBe(400);
    expect(r.body.data.errors).toMatchObject([
      { field: 'parameterId', message: fixed('检测项目') },
      { field: 'kind', message: fixed('质控类型') },
    ]);
    const uv = (await t.database.db.selectFrom('equipment').select('id').where('name', '=', '紫外可见分光光度计').executeTakeFirstOrThrow()).id;
    const en = await put(id, { equipmentId: uv }, 'en');
    expect(en.status).toBe(400);
    expect(en.body.data.errors).toMatchObject([
      {
        field: 'equipmentId',
        message: 'The control chart has points, so “Instrument” cannot change: its points were landed and judged by it; make a new chart instead',
      },
    ]);
    expect((await put(id, { unit: 'mg/L' })).body.data.errors).toMatchObject([{ field: 'unit', message: fixed('单位') }]);
    expect(await form('controlCharts', id)).toEqual(before);
    // the same values sent back with a new name and rules: accepted
    const renamed = await put(id, { name: '氨氮加标回收率（年度）', parameterId: nh3, kind: 'spike_recovery', unit: '%', rules: ['1-3s', '2-2s'] });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: '氨氮加标回收率（年度）', rules: ['1-3s', '2-2s'], kind: 'spike_recovery' });
    expect((await put(id, { name: charts.nh3.name, rules: before.rules })).status).toBe(200);
    // a chart without points still changes them
    const fresh = await post('/admin/api/v1/controlCharts', 'qa', { name: '新图', parameterId: nh3, kind: 'spike_recovery', unit: '%' });
    const changed = await put(fresh.body.data.id, { kind: 'crm_value', unit: 'mg/L', equipmentId: uv });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await retire(fresh.body.data.id);
  });

  it("QA's signed close lifts each hold: the lock, the report's submission and the review proceed", async () => {
    expect((await close(actions.nh3.id)).status).toBe(200);
    expect((await sheet('lock', sheetA)).status).toBe(200);
    expect((await report('submit', 'writer')).status).toBe(200);
    // the COD action is still open: its sheet still waits
    expect((await sheet('review', sheetB)).body.msg).toBe(HELD(actions.cod.no, `${charts.cod.no} ${charts.cod.name}`));
    expect((await close(actions.cod.id)).status).toBe(200);
    // closed, the review is held only by what the lab's policy requires: a required chart without limits
    const blank = await required(cod);
    const held = await sheet('review', sheetB);
    expect(held.status).toBe(409);
    expect(held.body.msg).toBe(REQUIRED(blank.label));
    await retire(blank.id);
    expect((await sheet('review', sheetB)).status).toBe(200);
  });

  it('a required chart without limits holds the lock and every report step, said; retired, the step proceeds', async () => {
    let blank = await required(cod);
    const lock = await sheet('lock', sheetB);
    expect(lock.status).toBe(409);
    expect(lock.body.msg).toBe(REQUIRED(blank.label));
    expect((await sheet('lock', sheetB, 'reviewer', 'en')).body.msg).toBe(
      `Control chart ${blank.label} is required for release but has no limits or no control rule yet: the results cannot be reviewed, locked or reported`,
    );
    await retire(blank.id);
    expect((await sheet('lock', sheetB)).status).toBe(200);
    // the report's review, approval and issue
    for (const [name, who] of [
      ['review', 'labadmin'],
      ['approve', 'signatory'],
      ['issue', 'signatory'],
    ] as const) {
      blank = await required(nh3);
      const held = await report(name, who, 'zh-CN', { password: pw });
      expect(held.status, name).toBe(409);
      expect(held.body.msg).toBe(REQUIRED(blank.label));
      await retire(blank.id);
      const r = await report(name, who, 'zh-CN', { password: pw });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    expect(await status('reports', reportId)).toBe('issued');
  });
});
