// GET /admin/analform/{templateId} and POST /admin/analform/{templateId}/evaluate: a template's definition and a
// dry run of the engine. The answer must equal what the UI computes with the same engine, cell problems are a 200
// with localised errors, a malformed body is a 400, nothing is written, and both routes are in the OpenAPI document.
// (A tampered raw-record SUBMISSION is refused by analysis/submit: tests/api/workflow.analysis.test.ts, "saves
// drafts, refuses unusable equipment, invalid and tampered submissions".)
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { evaluateRecord, templateById, templateManifest, FAMILIES } from '../../schemas/templates/index.ts';

describe.each(databaseTargets())('analform: template definitions and dry-run evaluation on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(target);
    tok = Object.fromEntries(await Promise.all(['admin', 'labadmin', 'analyst', 'clerk'].map(async (u) => [u, await t.login(u)])));
  });
  afterAll(async () => t.close());
  const get = (id: string, who = 'analyst') => t.call('GET', `/admin/analform/${encodeURIComponent(id)}`, { token: tok[who], lang: 'en' });
  const evaluate = (id: string, body: unknown, who = 'analyst', lang = 'en') =>
    t.call('POST', `/admin/analform/${encodeURIComponent(id)}/evaluate`, { token: tok[who], body, lang });

  it('answers a template with inputs (keys, units, labels), formulas with their variables and QC rules', async () => {
    const r = await get('water-tmpl47');
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ id: 'water-tmpl47', family: 'spectro-curve', method: { standard: 'HJ 535-2009' }, detailRoute: 'water-tmpl47Detail' });
    expect(d.inputs.map((f: { key: string }) => f.key)).toEqual(['V', 'A', 'f']);
    expect(d.inputs[0]).toMatchObject({ key: 'V', unit: 'mL', label: { zh: '取样体积', en: 'Sample volume' } });
    expect(d.formulas).toContainEqual(expect.objectContaining({ kind: 'computed', key: 'm', formula: '(A - A0 - a) / b', variables: ['A', 'A0', 'a', 'b'] }));
    expect(d.formulas).toContainEqual(expect.objectContaining({ kind: 'result', key: 'result', variables: ['m', 'V', 'f'] }));
    expect(d.qc.map((q: { kind: string }) => q.kind)).toEqual(['calibration', 'blank', 'duplicate', 'spike', 'ccv', 'crm']);
    expect(d.curve).toMatchObject({ minR: '0.999', minPoints: 5 });
    // a Detail route names the same template; the lab admin reads it through analform:query
    expect((await get('water-tmpl47Detail', 'labadmin')).body.data.id).toBe('water-tmpl47');
  });

  it('answers every template of the manifest', async () => {
    for (const tpl of templateManifest) {
      const r = await get(tpl.id, 'admin');
      expect(r.status, tpl.id).toBe(200);
      expect(r.body.data.formulas.length).toBe(tpl.computed.length + tpl.results.length);
    }
  });

  it('computes exactly what the shared engine computes, for an example of every family', async () => {
    for (const family of Object.keys(FAMILIES)) {
      const tpl = templateManifest.find((x) => x.family === family)!;
      const r = await evaluate(tpl.id, tpl.example);
      expect(r.status, tpl.id).toBe(200);
      const local = evaluateRecord(tpl, tpl.example);
      expect(r.body.data.ok, tpl.id).toBe(true);
      expect(r.body.data.rows.map((x: { result?: { display: string } }) => x.result?.display)).toEqual(local.rows.map((x) => x.result?.display));
      expect(r.body.data.qc).toEqual(JSON.parse(JSON.stringify(local.qc)));
    }
  });

  it('accepts JSON numbers for cells and the report notation of the caller', async () => {
    const tpl = templateById('water-tmpl47')!;
    const body = { ...tpl.example, rows: [{ sampleId: 'BLK', inputs: { V: 50, A: 0.013, f: 1 } }], qc: {}, notation: 'ND' };
    const r = await evaluate(tpl.id, body);
    expect(r.status).toBe(200);
    expect(r.body.data.rows[0].result).toMatchObject({ belowMdl: true, display: 'ND' });
  });

  it("answers cell problems as 200 with errors in the caller's language, and still computes the good rows", async () => {
    const tpl = templateById('water-tmpl47')!;
    const rows = [
      { sampleId: 'S1', inputs: { V: '50.0', A: '0.168', f: '1' } },
      { sampleId: 'S2', inputs: { V: '0', A: 'abc', f: '1' } },
      { sampleId: 'S3', inputs: { V: '50.0', A: '-0.2', f: '1' } },
    ];
    const r = await evaluate(tpl.id, { header: tpl.example.header, curve: tpl.example.curve, rows });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.ok).toBe(false);
    expect(d.rows[0].result.display).toBe(evaluateRecord(tpl, { ...tpl.example, rows: [rows[0]] }).rows[0].result!.display);
    // the text names the cell by its label (issue 13: people read labels, never codes); params keep the key
    const label = (key: string) => tpl.inputs.find((f) => f.key === key)!.label;
    expect(d.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          row: 1,
          key: 'V',
          message: 'calc.error.notPositive',
          params: expect.objectContaining({ input: 'V' }),
          text: `${label('V').en} must be greater than 0`,
        }),
        expect.objectContaining({ row: 1, key: 'A', message: 'calc.error.notANumber', text: `${label('A').en} is not a valid number: "abc"` }),
        expect.objectContaining({ row: 2, key: 'A', message: 'calc.error.belowMin', text: `${label('A').en} must not be below 0` }),
      ]),
    );
    const zh = await evaluate(tpl.id, { header: tpl.example.header, curve: tpl.example.curve, rows: [rows[1]] }, 'analyst', 'zh-CN');
    expect(zh.body.data.errors.map((e: { text: string }) => e.text)).toContain(`${label('V').zh} 必须大于 0`);
    // a curve with too few points, a missing curve, an empty header: still 200, each named
    const noCurve = await evaluate(tpl.id, { rows: [rows[0]], curve: { points: [{ x: '0', y: '0' }] } });
    expect(noCurve.status).toBe(200);
    expect(noCurve.body.data.errors.map((e: { key: string; message: string }) => `${e.key}:${e.message}`)).toEqual(
      expect.arrayContaining(['curve:calc.error.curveTooFewPoints', 'analysisDate:calc.error.required', 'instrument:calc.error.required']),
    );
  });

  it('refuses a malformed body with 400 and field errors', async () => {
    const tpl = templateById('water-tmpl47')!;
    for (const body of [
      {},
      { rows: 'x' },
      { rows: [{ inputs: {} }] },
      { rows: [{ sampleId: 'S1', inputs: { V: { $gt: 1 } } }] },
      { rows: [], curve: { points: [{ x: '1' }] } },
      { rows: [], notation: 'maybe' },
      { rows: [], extra: 1 },
      { rows: [{ sampleId: 'S1', inputs: { V: 'x'.repeat(201) } }] },
    ]) {
      const r = await evaluate(tpl.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('A0400');
      expect(r.body.data.errors.length).toBeGreaterThan(0);
    }
    expect((await evaluate(tpl.id, { rows: Array.from({ length: 1001 }, () => ({ sampleId: 'S', inputs: {} })) })).status).toBe(400);
  });

  it('is strict: an unknown input, header key or parameter, or a multi-analyte row without one, is a 400 naming its row and key', async () => {
    const tpl = templateById('water-tmpl47')!;
    const good = { sampleId: 'S1', inputs: { V: '50.0', A: '0.168', f: '1' } };
    // `F` for `f`: refused, not ignored with the default dilution used
    const typo = await evaluate(tpl.id, {
      header: tpl.example.header,
      curve: tpl.example.curve,
      rows: [good, { sampleId: 'S2', inputs: { V: '50.0', A: '0.168', F: '2' } }],
    });
    expect(typo.status).toBe(400);
    expect(typo.body.data.errors).toMatchObject([{ field: 'rows.1.inputs.F', row: 1, key: 'F', message: 'The template has no input "F"' }]);
    const header = await evaluate(tpl.id, { header: { ...tpl.example.header, a0: '0.010' }, curve: tpl.example.curve, rows: [good] }, 'analyst', 'zh-CN');
    expect(header.status).toBe(400);
    expect(header.body.data.errors).toMatchObject([{ field: 'header.a0', row: -1, key: 'a0', message: '模板没有表头项“a0”' }]);

    const voc = templateById('water-tmpl64')!;
    const row = { inputs: { Ax: '7000', AIS: '100000', f: '1' } };
    const multi = await evaluate(voc.id, {
      header: voc.example.header,
      rows: [
        { sampleId: 'A', ...row },
        { sampleId: 'B', parameter: 'Benzene', ...row },
        { sampleId: 'C', parameter: 'BENZ', ...row },
      ],
    });
    expect(multi.status).toBe(400);
    expect(multi.body.data.errors).toMatchObject([
      {
        field: 'rows.0.parameter',
        row: 0,
        key: 'parameter',
        message: 'Each row of a multi-analyte template must name its parameter (BENZ, TOL, CHCl3, TCE, PCE)',
      },
      { field: 'rows.1.parameter', row: 1, key: 'parameter', message: 'The template has no parameter "Benzene"' },
    ]);
    const named = await evaluate(voc.id, { header: voc.example.header, rows: [{ sampleId: 'C', parameter: 'BENZ', ...row }] });
    expect(named.status).toBe(200);
    expect(named.body.data.rows[0].result).toMatchObject({ parameter: 'BENZ', mdl: '1.4' });

    // a malformed body: every error still has a row and a key
    const bad = await evaluate(tpl.id, { rows: [{ sampleId: 'S1', inputs: { V: { $gt: 1 } } }], extra: 1, curve: { points: [{ x: '1' }] } });
    expect(bad.status).toBe(400);
    for (const e of bad.body.data.errors) {
      expect(typeof e.row, JSON.stringify(e)).toBe('number');
      expect(e.key, JSON.stringify(e)).toMatch(/\S/);
    }
    expect(bad.body.data.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'rows.0.inputs.V', row: 0, key: 'V' }),
        expect.objectContaining({ field: 'extra', row: -1, key: 'extra' }),
        expect.objectContaining({ field: 'curve.points.0.y', row: -1, key: 'curve.points.0.y' }),
      ]),
    );
  });

  it('answers judgements as codes with localised labels and their decision rule; numbers in one documented form', async () => {
    const tpl = templateById('gufei-tmpl127')!;
    const body = { header: { ...tpl.example.header, D: '8.76' }, rows: [{ sampleId: 'A', inputs: { W: '0.63468', A: '10', T: '100' } }] };
    const zh = (await evaluate(tpl.id, body, 'analyst', 'zh-CN')).body.data;
    const flag = zh.rows[0].results.find((r: { key: string }) => r.key === 'corrosive');
    // 6.3468 mm/a: reported "6.35", judged on the full value against ≥ 6.35: not corrosive
    expect(zh.rows[0].result).toMatchObject({ raw: '6.3468', rounded: '6.35', display: '6.35' });
    expect(flag).toMatchObject({
      flag: false,
      code: 'notHazardous',
      label: '不具有危险特性',
      display: '不具有危险特性',
      decision: {
        comparison: 'full',
        label: '全数值比较法',
        basis: 'GB 5085.1-2007 §4.2（≥ 6.35 mm/a）；GB/T 8170-2008 §4.3.1（全数值比较法，限值标准未规定其他比较方法）',
      },
    });
    // the template itself declares the rule (GET), as it declares its reporting rules
    const def = (await get(tpl.id)).body.data;
    expect(def.results.find((r: { key: string }) => r.key === 'corrosive').decision).toMatchObject({
      comparison: 'full',
      basis: { zh: expect.stringContaining('GB 5085.1-2007 §4.2'), en: expect.stringContaining('GB 5085.1-2007 §4.2') },
    });
    expect((await get('water-tmpl50')).body.data.results[0]).toMatchObject({
      rounding: { decimals: 2, maxSignificant: 3 },
      reportingBasis: expect.stringContaining('HJ 636-2012'),
    });
    const en = (await evaluate(tpl.id, body)).body.data;
    expect(en.rows[0].results.find((r: { key: string }) => r.key === 'corrosive')).toMatchObject({
      code: 'notHazardous',
      label: 'Not hazardous',
      decision: {
        label: 'full-value comparison',
        basis: 'GB 5085.1-2007 §4.2 (≥ 6.35 mm/a); GB/T 8170-2008 §4.3.1 (full-value comparison; the limit standard names no other)',
      },
    });
    // ×10ⁿ: rounded in E notation, display in print form; raw plain
    // BOD5 (8.90 − 4.00)/0.002 = 2450 mg/L, 3 s.f. (HJ 505): rounded "2.45E3", printed "2.45×10³", raw plain
    const bod = templateById('water-tmpl46')!;
    const big = (
      await evaluate(bod.id, {
        header: { ...bod.example.header, rho3: '8.60', rho4: '8.60' },
        rows: [{ sampleId: 'C', inputs: { Vs: '2', Vt: '1000', rho1: '8.90', rho2: '4.00' } }],
      })
    ).body.data;
    expect(big.rows[0].result).toMatchObject({ raw: '2450', rounded: '2.45E3', display: '2.45×10³' });
    expect(big.samples[0].result).toMatchObject({ rounded: '2.45E3', display: '2.45×10³' });
    // curve statistics: full values and reported digits
    const nh3 = templateById('water-tmpl47')!;
    const cal = (await evaluate(nh3.id, nh3.example)).body.data.calibration;
    expect(cal.reported.r).toBe(evaluateRecord(nh3, nh3.example).calibration!.reported.r);
    expect(cal.r.length).toBeGreaterThanOrEqual(cal.reported.r.length);
  });

  it('answers 404 for an unknown template, 403 without the perms, 401 without a token', async () => {
    expect((await get('water-tmpl999')).status).toBe(404);
    expect((await evaluate('water-tmpl999', { rows: [] })).status).toBe(404);
    expect((await get('water-tmpl47', 'clerk')).status).toBe(403);
    expect((await evaluate('water-tmpl47', { rows: [] }, 'clerk')).status).toBe(403);
    expect((await t.call('GET', '/admin/analform/water-tmpl47')).status).toBe(401);
  });

  it('stores nothing: no raw record, no result, no audit entry', async () => {
    const count = async (table: 'raw_records' | 'results' | 'admin_logs') =>
      Number(
        (
          (await t.database.db
            .selectFrom(table as never)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()) as { n: unknown }
        ).n,
      );
    const before = await Promise.all([count('raw_records'), count('results'), count('admin_logs')]);
    const tpl = templateById('water-tmpl47')!;
    for (let i = 0; i < 3; i++) expect((await evaluate(tpl.id, tpl.example)).status).toBe(200);
    expect(await Promise.all([count('raw_records'), count('results'), count('admin_logs')])).toEqual(before);
  });

  it('describes both routes, their parameters and the evaluate body in the OpenAPI document', async () => {
    const doc = (await t.call('GET', '/admin/api-docs/openapi.json')).body;
    const def = doc.paths['/admin/analform/{templateId}'];
    const ev = doc.paths['/admin/analform/{templateId}/evaluate'];
    expect(def.get.parameters.map((p: { name: string }) => p.name)).toEqual(['templateId']);
    expect(def.get.responses['200']).toBeDefined();
    const schema = ev.post.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['header', 'rows', 'curve', 'qc', 'notation']);
    expect(schema.required).toEqual(['rows']);
    expect(ev.post.responses['200']).toBeDefined();
    // the textual form of numbers and the refusal's row/key are documented
    const result = ev.post.responses['200'].content['application/json'].schema.properties.data.properties.rows.items.properties.results.items;
    expect(result.properties.rounded.description).toMatch(/E notation/);
    expect(result.properties.display.description).toMatch(/print/);
    // data null or errors whose row and key are there for the evaluation's own refusals (a bad template id or a
    // malformed body is refused before the template reads it, in the plain error shape)
    const data = ev.post.responses['400'].content['application/json'].schema.properties.data;
    const refusal = data.anyOf.find((s: { type?: string }) => s.type === 'object').properties.errors.items;
    expect(data.anyOf).toContainEqual({ type: 'null' });
    expect(refusal.required).toEqual(expect.arrayContaining(['field', 'message', 'label']));
    expect(Object.keys(refusal.properties)).toEqual(expect.arrayContaining(['row', 'key']));
  });
});
