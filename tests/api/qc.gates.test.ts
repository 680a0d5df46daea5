// QC that means something (issue 13 item 4): spikes and CRMs per parameter with validated amounts and units; the
// QC gate on review and lock of the analysis sheets it covers; lock signed like the other levels; the seed's QC
// sheets consistent with their own verdicts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow, recordFor } from '../../server/workflow/apiFlow.ts';
import { evaluateSheet, verdictOf } from '../../server/business/qc.ts';
import type { Unit } from '../../server/workflow/store.ts';
import { convertItem } from '../../server/db/migrations/006_qc_per_parameter.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe.each(databaseTargets())('QC per parameter, the QC gate and the signed lock on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let p: Record<string, number>;
  let taskId: number, qcId: number;
  let sheets: any[];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-qc-'));
  const post = (url: string, who: string, body: unknown, lang = 'zh-CN') => t.call('POST', url, { token: tok[who], body, lang });
  const form = async (resource: string, id: number) => (await t.call('GET', `/admin/api/v1/${resource}/${id}/form`, { token: tok.admin })).body.data;
  const pw = '123456';

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    const names = ['admin', 'labadmin', 'analyst', 'checker', 'reviewer', 'qa'];
    tok = Object.fromEntries(await Promise.all(names.map(async (u) => [u, await t.login(u)])));
    p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    // two parameters of very different levels and units on one point: lead (μg/L, ICP-MS) and ammonia (mg/L)
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      {
        clientId,
        until: 'assigned',
        points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-PB'], p['W-NH3N']], timesPerDay: 2 }],
      },
    );
    taskId = flow.taskId!;
    qcId = flow.qcId!;
    sheets = (await t.call('GET', `/admin/api/v1/analysisSheets/page?taskId=${taskId}`, { token: tok.admin })).body.data.list;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a spike per parameter with amount and unit, and refuses text, a unit that does not convert, a parameter not covered', async () => {
    const qc = await form('qcSheets', qcId);
    // lead (HNO3) and ammonia (H2SO4) are in different bottles (HJ 493): each bottle kind has its own spiked sample
    const spikeOf = (pid: number) =>
      qc.items.findIndex((i: { type: string; parameterIds: number[] }) => i.type === 'matrix_spike' && i.parameterIds.includes(pid));
    const spike = spikeOf(p['W-PB']);
    expect(spike).toBeGreaterThanOrEqual(0);
    expect(spikeOf(p['W-NH3N'])).not.toBe(spike);
    // the plan the flow saved: one spike per parameter, each in its parameter's unit
    const planned = qc.items.filter((i: { type: string }) => i.type === 'matrix_spike').flatMap((i: { spikes: Array<{ parameterId: number }> }) => i.spikes);
    expect(planned.map((s: { parameterId: number }) => s.parameterId).sort()).toEqual([p['W-PB'], p['W-NH3N']].sort());
    const withSpikes = (spikes: unknown[], at = spike) => qc.items.map((i: object, n: number) => (n === at ? { ...i, spikes } : i));
    for (const amount of ['abc', '0.5x', '-1', '0']) {
      const r = await post('/admin/qc/save', 'qa', { id: qcId, items: withSpikes([{ parameterId: p['W-PB'], amount, unit: 'mg/L' }]) });
      expect(r.status).toBe(400);
      expect(r.body.data.errors[0].field).toBe(`items.${spike}.spikes.0.amount`);
      // the message names the item, the parameter and the field in the user's language
      expect(r.body.msg).toMatch(new RegExp(`第${spike + 1}项加标回收 · 铅 · 加标量：`));
    }
    const nh3 = spikeOf(p['W-NH3N']);
    const en = await post('/admin/qc/save', 'qa', { id: qcId, items: withSpikes([{ parameterId: p['W-NH3N'], amount: 'abc', unit: 'mg/L' }], nh3) }, 'en');
    expect(en.body.msg).toBe(`Invalid QC samples: item ${nh3 + 1} matrix spike · 氨氮 · spike amount：Must be a number (e.g. 12.5)`);
    const unit = await post('/admin/qc/save', 'qa', { id: qcId, items: withSpikes([{ parameterId: p['W-PB'], amount: '20', unit: 'mg/kg' }]) });
    expect(unit.status).toBe(400);
    expect(unit.body.data.errors).toMatchObject([{ field: `items.${spike}.spikes.0.unit`, message: 'mg/kg 不能换算为该项目的单位 μg/L' }]);
    const other = await post('/admin/qc/save', 'qa', { id: qcId, items: withSpikes([{ parameterId: p['W-PH'], amount: '1', unit: 'mg/L' }]) });
    expect(other.status).toBe(400);
    expect(other.body.data.errors[0]).toMatchObject({ field: `items.${spike}.spikes.0.parameterId`, message: '该项目不在此质控样的检测项目中' });
    const crm = await post('/admin/qc/save', 'qa', {
      id: qcId,
      items: [
        ...qc.items,
        { type: 'crm', parameterIds: [p['W-PB']], crms: [{ parameterId: p['W-PB'], lot: '', certifiedValue: '±5', halfRange: '5', unit: 'mg/L' }] },
      ],
    });
    expect(crm.status).toBe(400);
    expect(crm.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      `items.${qc.items.length}.crms.0.certifiedValue`,
      `items.${qc.items.length}.crms.0.lot`,
    ]);
    // nothing was written by the refusals
    expect((await form('qcSheets', qcId)).version).toBe(qc.version);
    // μg/L is converted to the parameter's mg/L
    // a planned amount changes only with a reason
    const unexplained = await post('/admin/qc/save', 'qa', {
      id: qcId,
      items: withSpikes([{ parameterId: p['W-NH3N'], amount: '400', unit: 'μg/L' }], nh3),
    });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.data.errors).toMatchObject([{ field: 'reason', message: '修改已计划的加标量或标准物质值须说明理由' }]);
    const ok = await post('/admin/qc/save', 'qa', {
      id: qcId,
      reason: '氨氮加标量按μg/L记录',
      items: withSpikes([{ parameterId: p['W-NH3N'], amount: '400', unit: 'μg/L' }], nh3),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.items[nh3].spikes.find((s: { parameterId: number }) => s.parameterId === p['W-NH3N'])).toEqual({
      parameterId: p['W-NH3N'],
      amount: '400',
      unit: 'μg/L',
    });
  });

  it('refuses review and lock while the covering QC is unevaluated, and after a failed QC until a non-conformance is recorded', async () => {
    const qc = await form('qcSheets', qcId);
    for (const s of sheets) {
      await post('/admin/analysis/confirm_ok', 'analyst', { id: s.id });
      const shown = (await post('/admin/analysis/show_cgorder', 'analyst', { analysisSheetId: s.id })).body.data;
      const record = recordFor(shown, qc.items);
      // the ammonia spike was planned at 0.400 mg/L (400 μg/L) but the analyst recorded the spiked sample as unspiked
      const spiked = shown.samples.find((x: { qcType: string }) => x.qcType === 'matrix_spike');
      const paired = record.rows.find((r) => !shown.samples.find((x: { sampleNo: string }) => x.sampleNo === r.sampleId).qcType);
      if (s.parameterIds.includes(p['W-NH3N'])) for (const r of record.rows) if (r.sampleId === spiked.sampleNo) r.inputs = { ...paired!.inputs };
      expect((await post('/admin/analysis/add_cgorder', 'analyst', { analysisSheetId: s.id, ...record })).status).toBe(200);
      expect((await post('/admin/analysis/submit', 'analyst', { id: s.id, password: pw })).status).toBe(200);
      expect((await post('/admin/analysis/check', 'checker', { id: s.id, password: pw })).status).toBe(200);
    }
    const nh3 = sheets.find((s) => s.parameterIds.includes(p['W-NH3N']));
    const pb = sheets.find((s) => s.parameterIds.includes(p['W-PB']));
    // the gate shows on the sheet screen's data and refuses the step
    const gate = (await post('/admin/analysis/show_cgorder', 'reviewer', { analysisSheetId: nh3.id })).body.data.qcGate;
    expect(gate).toEqual([{ id: qcId, qcNo: qc.qcNo, status: 'planned', reason: 'unevaluated' }]);
    const early = await post('/admin/analysis/review', 'reviewer', { id: nh3.id, password: pw });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe(`质控单 ${qc.qcNo} 尚未评价：分析单不能审核或锁定`);
    const earlyEn = await post('/admin/analysis/review', 'reviewer', { id: nh3.id, password: pw }, 'en');
    expect(earlyEn.body.msg).toBe(`QC sheet ${qc.qcNo} has not been evaluated: the analysis sheet cannot be reviewed or locked`);

    const evaluated = (await post('/admin/qc/evaluate', 'qa', { id: qcId })).body.data;
    expect(evaluated.status).toBe('failed');
    const spikes = evaluated.evaluation.evaluations.filter((e: { type: string }) => e.type === 'matrix_spike');
    // each parameter's recovery against its own spike: lead passes, ammonia (nothing recovered) fails
    expect(spikes.find((e: { parameterId: number }) => e.parameterId === p['W-PB'])).toMatchObject({ pass: true, statistic: 'recovery' });
    expect(spikes.find((e: { parameterId: number }) => e.parameterId === p['W-NH3N'])).toMatchObject({ pass: false, value: '0.0', basis: '400 μg/L' });
    const failed = await post('/admin/analysis/review', 'reviewer', { id: pb.id, password: pw });
    expect(failed.status).toBe(409);
    expect(failed.body.msg).toBe(`质控单 ${qc.qcNo} 未通过且其不符合项尚未决定：分析单不能审核或锁定`);
    expect((await form('analysisSheets', pb.id)).status).toBe('checked');

    expect((await post('/admin/qc/non_conformance', 'qa', { id: qcId, password: pw })).status).toBe(400);
    // the decision is signed: no password, no decision
    expect((await post('/admin/qc/non_conformance', 'qa', { id: qcId, reason: '漏加标' })).status).toBe(400);
    const nc = (await post('/admin/qc/non_conformance', 'qa', { id: qcId, reason: '氨氮加标样漏加标准溶液，已重新加标复测，原批次结果有效', password: pw }))
      .body.data;
    expect(nc).toMatchObject({ status: 'accepted', nonConformance: '氨氮加标样漏加标准溶液，已重新加标复测，原批次结果有效' });
    expect((await post('/admin/analysis/show_cgorder', 'reviewer', { analysisSheetId: nh3.id })).body.data.qcGate).toEqual([]);
    for (const s of sheets) expect((await post('/admin/analysis/review', 'reviewer', { id: s.id, password: pw })).body.data.status).toBe('reviewed');
  });

  it('locks only with the password: the signature records name, time and meaning', async () => {
    const s = sheets[0];
    const bare = await post('/admin/analysis/lock', 'reviewer', { id: s.id });
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toBe('电子签名需要重新输入密码');
    expect((await post('/admin/analysis/lock', 'reviewer', { id: s.id, password: 'wrong' })).status).toBe(403);
    expect((await form('analysisSheets', s.id)).status).toBe('reviewed');
    const before = Date.now();
    expect((await post('/admin/analysis/lock', 'reviewer', { id: s.id, password: pw })).body.data.status).toBe('locked');
    const sig = await t.database.db
      .selectFrom('signatures')
      .selectAll()
      .where('entity', '=', 'analysisSheets')
      .where('entityId', '=', s.id)
      .where('meaning', '=', 'lock')
      .execute();
    expect(sig).toHaveLength(1);
    expect(sig[0]).toMatchObject({ signerName: '钱审核' });
    expect(Date.parse(String(sig[0].signedAt))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('seeds QC sheets whose stored verdicts are what their evaluation gives, every spike and CRM judged', async () => {
    const unit = { tx: t.database.db, ctx: { user: null, lang: 'zh-CN' }, touched: [], after: [] } as unknown as Unit;
    const seeded = (
      await t.database.db
        .selectFrom('qcSheets')
        .selectAll()
        .where('qcNo', 'not in', [(await form('qcSheets', qcId)).qcNo])
        .execute()
    ).map((q: any) => ({
      ...q,
      items: typeof q.items === 'string' ? JSON.parse(q.items) : q.items,
      evaluation: typeof q.evaluation === 'string' ? JSON.parse(q.evaluation) : q.evaluation,
    }));
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    let judged = 0;
    for (const q of seeded) {
      // every spike and CRM carries its value for every one of its parameters
      for (const i of q.items) {
        if (i.type === 'matrix_spike') expect(i.spikes.map((s: { parameterId: number }) => s.parameterId).sort()).toEqual([...i.parameterIds].sort());
        if (i.type === 'crm') expect(i.crms.map((s: { parameterId: number }) => s.parameterId).sort()).toEqual([...i.parameterIds].sort());
      }
      if (q.status === 'planned') continue;
      // the demo's past batches behind its control charts (server/seed/controlCharts.ts): no QC samples of their own
      if (!q.items.length) continue;
      const again = await evaluateSheet(unit, q);
      expect(again.unset).toEqual([]);
      expect(again.missing).toEqual([]);
      expect(again.evaluations).toEqual(q.evaluation.evaluations);
      const verdict = verdictOf(again.evaluations);
      expect(q.status === 'accepted' && !q.nonConformance ? 'passed' : q.status === 'accepted' ? 'failed' : q.status).toBe(verdict);
      const kinds = again.evaluations.filter((e) => e.type === 'matrix_spike' || e.type === 'crm');
      expect(kinds.length).toBeGreaterThan(0);
      expect(kinds.filter((e) => e.pass === null)).toEqual([]);
      judged++;
      if (process.env.QC_SHOW)
        console.log(
          q.qcNo,
          q.status,
          JSON.stringify(
            again.evaluations.filter((e) => e.type === 'matrix_spike' || e.type === 'crm').map((e) => [e.parameter, e.value, e.limit, e.basis, e.pass]),
          ),
        );
    }
    expect(judged).toBeGreaterThan(0);
    // the seeded locked sheets were reviewed and locked behind a passed QC, and carry the lock signature
    const locked = await t.database.db.selectFrom('analysisSheets').select('id').where('status', '=', 'locked').execute();
    const lockSigs = await t.database.db
      .selectFrom('signatures')
      .select('entityId')
      .where('entity', '=', 'analysisSheets')
      .where('meaning', '=', 'lock')
      .execute();
    expect(new Set(lockSigs.map((x) => x.entityId))).toEqual(new Set(locked.map((x) => x.id)));
  });
});

describe('migration 006: one spike amount for every parameter becomes spikes per parameter', () => {
  const unitOf = (p: number) => (({ 1: 'mg/L', 2: 'μg/L', 3: '无量纲' }) as Record<number, string>)[p];
  it('keeps a number as one entry per parameter in its unit, and text it cannot judge under legacy', () => {
    expect(convertItem({ type: 'matrix_spike', pairedSampleId: 5, parameterIds: [1, 2, 3], spikeAmount: '0.5' }, unitOf)).toEqual({
      type: 'matrix_spike',
      pairedSampleId: 5,
      parameterIds: [1, 2, 3],
      crms: [],
      spikes: [
        { parameterId: 1, amount: '0.5', unit: 'mg/L' },
        { parameterId: 2, amount: '0.5', unit: 'μg/L' },
      ],
    });
    expect(convertItem({ type: 'matrix_spike', parameterIds: [1], spikeAmount: '0.5x' }, unitOf)).toEqual({
      type: 'matrix_spike',
      parameterIds: [1],
      spikes: [],
      crms: [],
      legacy: { spikeAmount: '0.5x' },
    });
    expect(convertItem({ type: 'crm', parameterIds: [1], crmLot: 'B2301', certifiedValue: '100', certifiedRange: '±5' }, unitOf)).toEqual({
      type: 'crm',
      parameterIds: [1],
      spikes: [],
      crms: [{ parameterId: 1, lot: 'B2301', certifiedValue: '100', halfRange: '5', unit: 'mg/L' }],
    });
    const already = { type: 'lab_blank', parameterIds: [1], spikes: [], crms: [] };
    expect(convertItem(already, unitOf)).toEqual(already);
  });
});
