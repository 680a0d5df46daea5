// Issue 30 changed templates that labs already keep records on: HJ 484 cyanide gained the required distillate volume
// V1 and aliquot V2 (the lab used to type V1/V2 into the dilution factor f). A draft saved before the change keeps
// the template version it was started on (rawRecords.formulaVersion, schemas/templates/manifest/revisions.ts): it
// opens with that version's inputs, saves and submits, and reports what the lab's work gives under the new shape.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow, recordFor } from '../../server/workflow/apiFlow.ts';
import { templateById, templateByIdAt } from '../../schemas/templates/index.ts';
import { proveMethods } from './provedMethods.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

type Row = { sampleId: string; inputs: Record<string, string> };

describe.each(databaseTargets())('a draft saved before its template gained inputs on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let sheetId: number;

  beforeAll(async () => {
    t = await startTestApp(target);
    tok = Object.fromEntries(await Promise.all(['admin', 'analyst'].map(async (u) => [u, await t.login(u)])));
    const made = await t.call('POST', '/admin/api/v1/parameters', {
      token: tok.admin,
      body: {
        code: 'W-CN-R',
        name: '氰化物',
        nameEn: 'Cyanide',
        matrix: 'water',
        unit: 'mg/L',
        methodNo: 'HJ 484-2009',
        methodTitle: '水质 氰化物的测定 容量法和分光光度法',
        mdl: '0.004',
        decimals: 3,
        templateId: 'water-tmpl56',
        holdingHours: 720,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // its method in the scope, so the sheet may be issued (server/methods/gate.ts)
    await proveMethods(t.call, tok.admin, [made.body.data.id]);
    const analystId = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'analyst').executeTakeFirstOrThrow()).id;
    const emp = (await t.call('GET', `/admin/api/v1/employees/page?pageSize=100`, { token: tok.admin })).body.data.list.find(
      (e: { userId?: number }) => e.userId === analystId,
    );
    const quals = [...emp.qualifications, { parameterId: made.body.data.id, validUntil: '2099-12-31' }];
    expect((await t.call('PUT', `/admin/api/v1/employees/${emp.id}`, { token: tok.admin, body: { version: emp.version, qualifications: quals } })).status).toBe(
      200,
    );
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'assigned', points: [{ name: '断面一', matrix: 'water', parameterIds: [made.body.data.id], timesPerDay: 2 }] },
    );
    const sheets = (await t.call('GET', `/admin/api/v1/analysisSheets/page?pageSize=100&taskId=${flow.taskId}`, { token: tok.admin })).body.data.list;
    sheetId = sheets.find((s: { templateId: string; id: number }) => s.templateId === 'water-tmpl56' && flow.sheetIds.includes(s.id)).id;
    expect((await t.call('POST', '/admin/analysis/confirm_ok', { token: tok.analyst, body: { id: sheetId } })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const show = async () => (await t.call('POST', '/admin/analysis/show_cgorder', { token: tok.analyst, body: { analysisSheetId: sheetId } })).body.data;
  const displays = (ev: { rows: Array<{ sampleId: string; result?: { display: string } }> }) => ev.rows.map((r) => `${r.sampleId}=${r.result?.display}`);

  it('opens, saves and submits by the version it was started on, reporting what the new shape gives for the same work', async () => {
    expect(templateById('water-tmpl56')!.version).toBe(2);
    const qcItems = (await t.call('GET', `/admin/api/v1/qcSheets/page?pageSize=10`, { token: tok.admin })).body.data.list.flatMap(
      (q: { items?: unknown[] }) => q.items ?? [],
    );
    // today's shape: 200 mL distilled into 100 mL, 10.0 mL taken for colour, f = 1
    const current = recordFor(await show(), qcItems);
    const rows = (current.rows as Row[]).map((r) => ({ ...r, inputs: { ...r.inputs, V: '200', V1: '100', V2: '10.0', f: '1' } }));
    const saved = await t.call('POST', '/admin/analysis/add_cgorder', { token: tok.analyst, body: { analysisSheetId: sheetId, ...current, rows } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.evaluation.ok, JSON.stringify(saved.body.data.evaluation.errors)).toBe(true);
    const newShape = displays(saved.body.data.evaluation);

    // stored as version 1 in the new shape (saved while every template was version 1): evaluated as current
    await t.database.db
      .updateTable('raw_records')
      .set({ formulaVersion: '1' } as never)
      .where('analysisSheetId', '=', sheetId)
      .execute();
    expect((await show()).template.version).toBe(2);

    // the same work as a draft kept before the change: no V1 or V2, their ratio 100/10.0 typed as f, template version 1
    const oldRows = rows.map((r) => {
      const { V1: _1, V2: _2, ...inputs } = r.inputs;
      return { ...r, inputs: { ...inputs, f: '10' } };
    });
    await t.database.db
      .updateTable('raw_records')
      .set({ formulaVersion: '1', rows: JSON.stringify(oldRows) } as never)
      .where('analysisSheetId', '=', sheetId)
      .execute();
    // what broke before: the current template refuses the old shape (V1 and V2 required)
    const today = await t.call('POST', '/admin/analform/water-tmpl56/evaluate', {
      token: tok.analyst,
      body: { header: current.header, rows: oldRows, curve: current.curve },
    });
    expect(today.status).toBe(200);
    expect(today.body.data.errors.map((e: { key: string }) => e.key)).toEqual(expect.arrayContaining(['V1', 'V2']));

    const shown = await show();
    expect(shown.template.version).toBe(1);
    expect(shown.record.formulaVersion).toBe('1');
    expect(templateByIdAt('water-tmpl56', 1)!.inputs.map((f) => f.key)).not.toContain('V1');
    // the screen fills it from the version-1 template: no V1/V2 column comes back
    const refilled = recordFor(shown, qcItems);
    expect(Object.keys((refilled.rows as Row[])[0].inputs)).not.toContain('V1');
    const resaved = await t.call('POST', '/admin/analysis/add_cgorder', {
      token: tok.analyst,
      body: { analysisSheetId: sheetId, ...shown.input, rows: oldRows, equipmentIds: [] },
    });
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    expect(resaved.body.data.evaluation.ok, JSON.stringify(resaved.body.data.evaluation.errors)).toBe(true);
    expect(resaved.body.data.record.formulaVersion).toBe('1');
    expect(displays(resaved.body.data.evaluation)).toEqual(newShape);

    const submitted = await t.call('POST', '/admin/analysis/submit', { token: tok.analyst, body: { id: sheetId, password: '123456' } });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const results = await t.database.db.selectFrom('results').select(['display']).where('analysisSheetId', '=', sheetId).execute();
    expect(results.length).toBeGreaterThan(0);
    const after = await show();
    expect(after.record.draft).toBe(false);
    expect(displays(after.evaluation)).toEqual(newShape);
  });
});
