// The raw record and the printed report as the document states them (issue 16): the curve, QC inputs and instrument
// sources a record route takes are checked as documented (a wrong one is a 400 naming the field in the caller's
// language, nothing written), the documented text forms are taken, and what the routes answer is closed at every
// depth: a key the document does not name, however deep in a row, fails the response check every API test runs.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestApp, databaseTargets, type TestApp } from './harness.ts';
import { responseChecker } from './openapiCheck.ts';

type Json = Record<string, any>;
const CJK = /[\u4e00-\u9fff]/;
const SHA = 'a'.repeat(64);

describe.each(databaseTargets())('raw record and report shapes (%s)', (target) => {
  let t: TestApp;
  let admin: string;
  let doc: Json;
  let sheetId: number;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
    doc = (await t.call('GET', '/admin/api-docs/openapi.json')).body;
    // a sheet the demo data left open for entry (admin may enter on any sheet)
    const open = await t.database.db.selectFrom('analysisSheets').select('id').where('status', 'in', ['received', 'in_entry']).orderBy('id').executeTakeFirst();
    expect(open, 'the demo data has a sheet open for entry').toBeDefined();
    sheetId = Number(open!.id);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const versions = async () =>
    (await t.database.db.selectFrom('rawRecords').select(['id', 'version']).where('analysisSheetId', '=', sheetId).execute()).map(
      (r) => `${r.id}.${r.version}`,
    );

  it("refuses a curve, QC wiring or source the document does not take, naming the field in the caller's language, writing nothing", async () => {
    const before = await versions();
    const row = { sampleId: 'S1', inputs: { A: '0.1' } };
    const cases: Array<[Json, string, 'zh-CN' | 'en']> = [
      [{ curve: { points: [{ x: '1', y: '2', z: '3' }] } }, 'curve.points.0.z', 'zh-CN'],
      [{ curve: { slope: true } }, 'curve.slope', 'en'],
      [{ qc: { blanks: [{ sampleId: 5 }] } }, 'qc.blanks.0.sampleId', 'en'],
      [{ qc: { bogus: [] } }, 'qc.bogus', 'zh-CN'],
      [{ qc: { spikes: [{ sampleId: 'S1', spikedSampleId: 'S1-J', added: {} }] } }, 'qc.spikes.0.added', 'en'],
      [{ rows: [{ ...row, sources: { A: { sha256: 'x', fileName: 'run.csv', line: 3, value: '0.1' } } }] }, 'rows.0.sources.A.sha256', 'zh-CN'],
      [{ rows: [{ ...row, sources: { A: { sha256: SHA, fileName: 'run.csv', line: '3', value: '0.1' } } }] }, 'rows.0.sources.A.line', 'en'],
    ];
    for (const [part, field, lang] of cases) {
      const body = { analysisSheetId: sheetId, rows: [row], ...part };
      const r = await t.call('POST', '/admin/analysis/add_cgorder', { token: admin, lang, body });
      const where = `${JSON.stringify(part)}: ${JSON.stringify(r.body).slice(0, 300)}`;
      expect(r.status, where).toBe(400);
      const error = (r.body.data?.errors ?? []).find((e: Json) => e.field === field);
      expect(error, where).toBeDefined();
      expect(CJK.test(error.message), where).toBe(lang === 'zh-CN');
    }
    expect(await versions()).toEqual(before);
    // the evaluate API reads the same curve shape
    const ev = await t.call('POST', '/admin/analform/water-tmpl37/evaluate', {
      token: admin,
      lang: 'en',
      body: { rows: [], curve: { points: [{ x: 1, y: 2, w: 3 }] } },
    });
    expect(ev.status).toBe(400);
    expect(ev.body.data.errors.map((e: Json) => e.field)).toContain('curve.points.0.w');
  });

  it('takes the documented forms (numbers as text, a source read back) and answers the record as the document states it', async () => {
    const shown = (await t.call('POST', '/admin/analysis/show_cgorder', { token: admin, body: { analysisSheetId: sheetId } })).body.data;
    const input = shown.input ?? { header: {}, rows: shown.samples.map((s: Json) => ({ sampleId: s.sampleNo, inputs: {} })) };
    const rows = input.rows.map((r: Json, i: number) =>
      // a row read back with a source (as the grid sends it after an import): taken, and not taken as the server's own
      i === 0 ? { ...r, sources: { bogusInput: { sha256: SHA, fileName: 'run.csv', line: 3, value: '9' } } } : r,
    );
    const body = { analysisSheetId: sheetId, header: input.header, rows, curve: { points: [{ x: 0, y: '0.001' }], slope: 0.5 }, qc: input.qc ?? {} };
    const saved = await t.call('POST', '/admin/analysis/add_cgorder', { token: admin, body });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 400)).toBe(200);
    const again = (await t.call('POST', '/admin/analysis/show_cgorder', { token: admin, body: { analysisSheetId: sheetId } })).body.data;
    expect(again.input.curve).toEqual({ points: [{ x: '0', y: '0.001' }], slope: '0.5' });
    expect(again.input.rows[0].sources?.bogusInput).toBeUndefined();
    const form = (await t.call('GET', `/admin/api/v1/rawRecords/${again.record.id}/form`, { token: admin })).body.data;
    expect(form.computed.curve.slope).toBe('0.5');
  });

  it('checks answers at every depth: a key the document does not name in a row, a source or a decision rule fails', async () => {
    const check = responseChecker(doc);
    const answer = (url: string, route: string, body: unknown) =>
      check({
        method: url.startsWith('GET') ? 'GET' : 'POST',
        route,
        url: url.slice(url.indexOf(' ') + 1),
        status: 200,
        contentType: 'application/json',
        body,
      });
    const shown = (await t.call('POST', '/admin/analysis/show_cgorder', { token: admin, body: { analysisSheetId: sheetId } })).body;
    const show = (b: Json) => answer('POST /admin/analysis/show_cgorder', '/admin/analysis/show_cgorder', b);
    expect(show(shown)).toEqual([]);
    const source = { sha256: SHA, fileName: 'run.csv', line: 3, value: '9' };
    const withSource = structuredClone(shown);
    withSource.data.input.rows[0].sources = { A: { ...source, changed: { value: '8', reason: '转录错误', by: 'analyst', at: '2026-01-15T08:00:00Z' } } };
    expect(show(withSource)).toEqual([]);
    const deep = structuredClone(withSource);
    deep.data.input.rows[0].sources.A.changed.note = 'x';
    expect(show(deep).join()).toMatch(/input\/rows\/0\/sources\/A\/changed.*must NOT have additional properties/);
    const curve = structuredClone(shown);
    curve.data.input.curve = { points: [{ x: '1', y: '2', z: '3' }] };
    expect(show(curve).join()).toMatch(/input\/curve\/points\/0.*must NOT have additional properties/);

    const report = (await t.call('GET', '/admin/api/v1/reports/page?pageSize=1', { token: admin })).body.data.list[0];
    expect(report, 'the demo data has a report').toBeDefined();
    const preview = (await t.call('GET', `/admin/report/preview?id=${report.id}`, { token: admin })).body;
    const pre = (b: Json) => answer(`GET /admin/report/preview?id=${report.id}`, '/admin/report/preview', b);
    expect(pre(preview)).toEqual([]);
    expect(preview.data.document.rows.length).toBeGreaterThan(0);
    const row = structuredClone(preview);
    row.data.document.rows[0].extra = 1;
    expect(pre(row).join()).toMatch(/document\/rows\/0.*must NOT have additional properties/);
    const rule = structuredClone(preview);
    rule.data.document.decisionRules = [{ comparison: 'full', basis: { zh: '依据', en: 'basis', fr: 'x' } }];
    expect(pre(rule).join()).toMatch(/decisionRules\/0\/basis.*must NOT have additional properties/);
    rule.data.document.decisionRules = [{ comparison: 'nearly', basis: { zh: '依据', en: 'basis' } }];
    expect(pre(rule).join()).toMatch(/decisionRules\/0\/comparison/);
  });
});
