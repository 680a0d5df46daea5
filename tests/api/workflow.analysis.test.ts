import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow, recordFor } from '../../server/workflow/apiFlow.ts';
import { proveMethods } from './provedMethods.ts';

// whole workflows per test: generous limits for a loaded 2-core machine (they take 1–3 s when idle)
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe.each(databaseTargets())('analysis sheets, raw records, QC evaluation and the three review levels on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let p: Record<string, number>;
  let users: Record<string, number>;
  let taskId: number, qcId: number;
  let hx: any, ph: any;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-analysis-'));
  const post = (url: string, who: string, body: unknown) => t.call('POST', url, { token: tok[who], body, lang: 'en' });
  const form = async (resource: string, id: number) => (await t.call('GET', `/admin/api/v1/${resource}/${id}/form`, { token: tok.admin })).body.data;

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    const names = ['admin', 'labadmin', 'analyst', 'checker', 'reviewer', 'qa', 'sampler'];
    tok = Object.fromEntries(await Promise.all(names.map(async (u) => [u, await t.login(u)])));
    users = Object.fromEntries((await t.database.db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.username, u.id]));
    p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    // a second parameter of the COD method, so that a sheet has two parameters to split and merge (the template does not
    // report "化学需氧量(复测)", so their sheet records single readings: the generic template)
    const codx = (
      await post('/admin/api/v1/parameters', 'admin', {
        code: 'W-CODX',
        name: '化学需氧量(复测)',
        matrix: 'wastewater',
        unit: 'mg/L',
        methodNo: 'HJ 828-2017',
        mdl: '4',
        decimals: 0,
        templateId: 'water-tmpl44',
        holdingHours: 48,
        price: '80',
      })
    ).body.data;
    p['W-CODX'] = codx.id;
    // its method in the scope for wastewater, so its sheet may be issued (server/methods/gate.ts)
    await proveMethods(t.call, tok.admin, [codx.id]);
    // the lab admin becomes qualified too, to show that one person cannot act at two levels
    const all = Object.values(p).map((id) => ({ parameterId: id, validUntil: '2999-12-31' }));
    await post('/admin/api/v1/employees', 'admin', { employeeNo: 'E900', name: '周主任', userId: users.labadmin, qualifications: all });
    const analystEmp = await t.database.db
      .selectFrom('employees')
      .select(['id', 'version', 'qualifications'])
      .where('userId', '=', users.analyst)
      .executeTakeFirstOrThrow();
    const quals = typeof analystEmp.qualifications === 'string' ? JSON.parse(analystEmp.qualifications) : analystEmp.qualifications;
    await t.call('PUT', `/admin/api/v1/employees/${analystEmp.id}`, {
      token: tok.admin,
      body: { version: analystEmp.version, qualifications: [...quals, { parameterId: codx.id, validUntil: '2999-12-31' }] },
    });
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      {
        clientId,
        until: 'received',
        points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-COD'], p['W-CODX'], p['W-PH']], timesPerDay: 2 }],
      },
    );
    taskId = flow.taskId!;
    qcId = flow.qcId!;
    await post('/admin/task/start_analysis', 'labadmin', { id: taskId });
    const sheets = (await t.call('GET', `/admin/api/v1/analysisSheets/page?taskId=${taskId}`, { token: tok.admin })).body.data.list;
    hx = sheets.find((s: { templateId: string }) => s.templateId === 'water-tmpl44');
    ph = sheets.find((s: { templateId: string }) => s.templateId === 'water-tmpl37');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("splits a pending sheet's parameters into a new sheet and merges them back", async () => {
    expect(hx.parameterIds).toEqual([p['W-COD'], p['W-CODX']].sort((a, b) => a - b));
    expect((await post('/admin/analysis/split_param', 'labadmin', { id: hx.id, parameterIds: hx.parameterIds })).status).toBe(400); // not all
    const split = (await post('/admin/analysis/split_param', 'labadmin', { id: hx.id, parameterIds: String(p['W-CODX']) })).body.data;
    expect(split.kept.parameterIds).toEqual([p['W-COD']]);
    expect(split.created).toMatchObject({ parameterIds: [p['W-CODX']], templateId: 'water-tmpl44', status: 'pending' });
    expect((await post('/admin/analysis/merge_params', 'labadmin', { ids: `${hx.id},${ph.id}` })).status).toBe(400); // other method
    const merged = (await post('/admin/analysis/merge_params', 'labadmin', { ids: `${hx.id},${split.created.id}` })).body.data;
    expect(merged.parameterIds).toEqual(hx.parameterIds);
    expect((await t.call('GET', `/admin/api/v1/analysisSheets/${split.created.id}/form`, { token: tok.admin })).status).toBe(404);
    hx = merged;
  });

  it('assigns only to analysts qualified today for every parameter', async () => {
    const who = (await t.call('GET', `/admin/analysis/analysts?id=${hx.id}`, { token: tok.labadmin })).body.data;
    expect(who.find((w: { userId: number }) => w.userId === users.checker).qualified).toBe(false); // expired 10 days ago
    const refused = await post('/admin/analysis/issued', 'labadmin', { id: hx.id, analystId: users.checker });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/no valid qualification/);
    expect((await post('/admin/analysis/issued', 'analyst', { id: hx.id, analystId: users.analyst })).status).toBe(403);
    const issued = (await post('/admin/analysis/issued', 'labadmin', { id: hx.id, analystId: users.labadmin })).body.data;
    expect(issued).toMatchObject({ status: 'issued', analystId: users.labadmin, assignedBy: users.labadmin });
    const re = (await post('/admin/analysis/oncemore_assign', 'labadmin', { id: ph.id, analystId: users.analyst })).status;
    expect(re).toBe(409); // pending: assign first
    expect((await post('/admin/analysis/issued', 'labadmin', { id: ph.id, analystId: users.checker })).status).toBe(409);
    ph = (await post('/admin/analysis/issued', 'labadmin', { id: ph.id, analystId: users.analyst })).body.data;
    expect((await post('/admin/analysis/confirm_ok', 'labadmin', { id: ph.id })).status).toBe(403); // not the assignee
    ph = (await post('/admin/analysis/confirm_ok', 'analyst', { id: ph.id })).body.data;
    hx = (await post('/admin/analysis/confirm_ok', 'labadmin', { id: hx.id })).body.data;
    expect([ph.status, hx.status]).toEqual(['received', 'received']);
  });

  it("saves drafts, refuses unusable equipment, invalid and tampered submissions; the server's recomputation lands in results", async () => {
    const qcSheet = await form('qcSheets', qcId);
    const shown = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: ph.id })).body.data;
    const record = recordFor(shown, qcSheet.items);
    const broken = await t.database.db.selectFrom('equipment').select('id').where('assetNo', '=', 'EQ-004').executeTakeFirstOrThrow();
    const eq = await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: ph.id, ...record, equipmentIds: [broken.id] });
    expect(eq.status).toBe(400);
    expect(eq.body.msg).toContain('电感耦合等离子体质谱仪');
    expect((await post('/admin/analysis/add_cgorder', 'checker', { analysisSheetId: ph.id, ...record })).status).toBe(403);
    expect((await post('/admin/analysis/submit', 'analyst', { id: ph.id, password: '123456' })).status).toBe(409); // no draft yet
    const bad = structuredClone(record);
    bad.rows[0].inputs = Object.fromEntries(Object.keys(bad.rows[0].inputs).map((k) => [k, 'abc']));
    const saved = (await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: ph.id, ...bad })).body.data;
    expect(saved.record).toMatchObject({ draft: true, recordVersion: 1 });
    expect(saved.evaluation.ok).toBe(false);
    const invalid = await post('/admin/analysis/submit', 'analyst', { id: ph.id, password: '123456' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data.errors[0].field).toMatch(/^rows\.0\./);
    const good = (await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: ph.id, ...record })).body.data;
    expect(good.evaluation.ok).toBe(true);
    const first = good.evaluation.rows[0];
    const tampered = await post('/admin/analysis/submit', 'analyst', {
      id: ph.id,
      password: '123456',
      results: [{ sampleId: first.sampleId, display: '9.9' }],
    });
    expect(tampered.status).toBe(400);
    expect(tampered.body.msg).toMatch(/recomputation/);
    expect((await post('/admin/analysis/submit', 'analyst', { id: ph.id, password: 'wrong-pw' })).status).toBe(403);
    const sheet = await form('analysisSheets', ph.id);
    expect(sheet.status).toBe('in_entry'); // nothing changed by the refusals
    const submitted = await post('/admin/analysis/submit', 'analyst', {
      id: ph.id,
      password: '123456',
      results: [{ sampleId: first.sampleId, display: first.result.display }],
    });
    expect(submitted.body.data.status).toBe('submitted');
    const results = (await t.call('GET', `/admin/api/v1/results/page?analysisSheetId=${ph.id}`, { token: tok.admin })).body.data.list;
    expect(results.length).toBe(ph.sampleIds.length);
    expect(results[0]).toMatchObject({ status: 'submitted', unit: '无量纲', parameterId: p['W-PH'] });
    const sig = await t.database.db.selectFrom('signatures').selectAll().where('entity', '=', 'analysisSheets').where('entityId', '=', ph.id).execute();
    expect(sig.map((s) => s.meaning)).toEqual(['submit']);
  });

  it('keeps analyst, checker and reviewer three different people; two checkers at once: one wins', async () => {
    const qcSheet = await form('qcSheets', qcId);
    const shown = (await post('/admin/analysis/show_cgorder', 'labadmin', { analysisSheetId: hx.id })).body.data;
    const record = recordFor(shown, qcSheet.items);
    // the duplicate disagrees badly with its routine sample: the QC sheet will fail
    const dup = shown.samples.find((s: { qcType: string }) => s.qcType === 'lab_duplicate');
    for (const row of record.rows) if (row.sampleId === dup.sampleNo) row.inputs.value = String(Number(row.inputs.value) * 3);
    await post('/admin/analysis/add_cgorder', 'labadmin', { analysisSheetId: hx.id, ...record });
    expect((await post('/admin/analysis/submit', 'labadmin', { id: hx.id, password: '123456' })).body.data.status).toBe('submitted');
    const self = await post('/admin/analysis/check', 'labadmin', { id: hx.id, password: '123456' });
    expect(self.status).toBe(403);
    expect(self.body.msg).toMatch(/same person/);
    const { version } = await form('analysisSheets', hx.id);
    const [a, b] = await Promise.all([
      post('/admin/analysis/check', 'checker', { id: hx.id, version, password: '123456' }),
      post('/admin/analysis/check', 'checker', { id: hx.id, version, password: '123456' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await form('analysisSheets', hx.id)).checkerId).toBe(users.checker);
    expect((await post('/admin/analysis/review', 'labadmin', { id: hx.id, password: '123456' })).status).toBe(403);
    // the checker may not also review, not even ROOT (who holds every perm)
    expect((await post('/admin/analysis/check', 'admin', { id: ph.id, password: '123456' })).body.data).toMatchObject({
      status: 'checked',
      checkerId: users.admin,
    });
    const twice = await post('/admin/analysis/review', 'admin', { id: ph.id, password: '123456' });
    expect(twice.status).toBe(403);
    expect(twice.body.msg).toMatch(/same person/);
    expect((await form('analysisSheets', ph.id)).status).toBe('checked');
  });

  it('evaluates QC from the results; a failed QC blocks review until a non-conformance is recorded', async () => {
    expect((await post('/admin/qc/evaluate', 'analyst', { id: qcId })).status).toBe(403);
    const evaluated = (await post('/admin/qc/evaluate', 'qa', { id: qcId })).body.data;
    expect(evaluated.status).toBe('failed');
    const dup = evaluated.evaluation.evaluations.find((e: { type: string; parameterId: number }) => e.type === 'lab_duplicate' && e.parameterId === p['W-COD']);
    expect(dup).toMatchObject({ pass: false, limit: '≤10%', statistic: 'RD' }); // HJ 828's duplicate rule
    expect(Number(dup.value)).toBe(50); // |x − 3x| / 4x
    const blank = evaluated.evaluation.evaluations.find((e: { type: string }) => e.type === 'lab_blank');
    expect(blank).toMatchObject({ pass: true, value: '4L' });
    const blocked = await post('/admin/analysis/review', 'reviewer', { id: hx.id, password: '123456' });
    expect(blocked.status).toBe(409);
    expect(blocked.body.msg).toContain(evaluated.qcNo);
    expect((await post('/admin/qc/non_conformance', 'qa', { id: qcId })).status).toBe(400); // a reason is required
    const nc = (await post('/admin/qc/non_conformance', 'qa', { id: qcId, reason: '平行样超差，已复测确认，按不符合项处理', password: '123456' })).body.data;
    expect(nc).toMatchObject({ status: 'accepted', nonConformance: '平行样超差，已复测确认，按不符合项处理' });
    expect((await post('/admin/analysis/review', 'reviewer', { id: hx.id, password: '123456' })).body.data).toMatchObject({
      status: 'reviewed',
      reviewerId: users.reviewer,
    });
    const results = (await t.call('GET', `/admin/api/v1/results/page?analysisSheetId=${hx.id}`, { token: tok.admin })).body.data.list;
    expect(new Set(results.map((r: { status: string }) => r.status))).toEqual(new Set(['reviewed']));
  });

  it('returns with a reason to entry; the next save is a new record version; lock completes the task', async () => {
    expect((await post('/admin/analysis/return', 'reviewer', { id: ph.id })).status).toBe(400);
    const back = (await post('/admin/analysis/return', 'reviewer', { id: ph.id, reason: '请补充仪器编号' })).body.data;
    expect(back).toMatchObject({ status: 'in_entry', returnReason: '请补充仪器编号', checkerId: null });
    const qcSheet = await form('qcSheets', qcId);
    const shown = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: ph.id })).body.data;
    const v2 = (await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: ph.id, ...recordFor(shown, qcSheet.items) })).body.data;
    expect(v2.record.recordVersion).toBe(2);
    await post('/admin/analysis/submit', 'analyst', { id: ph.id, password: '123456' });
    await post('/admin/analysis/check', 'checker', { id: ph.id, password: '123456' });
    await post('/admin/analysis/review', 'reviewer', { id: ph.id, password: '123456' });
    const versions = (await t.call('GET', `/admin/analysis/show_cgorder?analysisSheetId=${ph.id}`, { token: tok.reviewer })).body.data.versions;
    expect(versions.map((v: { recordVersion: number; draft: boolean }) => [v.recordVersion, v.draft])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect((await form('tasks', taskId)).status).toBe('in_analysis');
    // lock is an electronic signature too
    expect((await post('/admin/analysis/lock', 'reviewer', { id: ph.id })).status).toBe(400);
    await post('/admin/analysis/lock', 'reviewer', { id: ph.id, password: '123456' });
    expect((await post('/admin/analysis/lock', 'reviewer', { id: ph.id, password: '123456' })).status).toBe(409);
    await post('/admin/analysis/lock', 'reviewer', { id: hx.id, password: '123456' });
    expect((await form('tasks', taskId)).status).toBe('analysed');
    expect((await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: ph.id, ...recordFor(shown, qcSheet.items) })).status).toBe(409);
  });
});
