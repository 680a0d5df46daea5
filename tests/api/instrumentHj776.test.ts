// Issue 30: an ICP-OES export lands in an HJ 776-2015 record. The lab sets up Ca, Fe and Mg by HJ 776 (its template
// water-tmpl141) through the API as a lab administrator would, a water order reaches the analyst, and the Thermo
// Qtegra ICP-OES fixture (tests/fixtures/instruments/thermo-qtegra, real layout) with the sheet's sample numbers is
// previewed and committed: the readings fill the record's reading input, the record computes them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, multipart, startTestApp, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';
import { fixture } from './instrumentHelpers.ts';
import { proveMethods } from './provedMethods.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

describe.each(databaseTargets())('an ICP-OES export into an HJ 776 record on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  let sheetId: number;
  let equipmentId: number;
  let samples: string[];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-hj776-'));

  beforeAll(async () => {
    t = await startTestApp(target, { DATA_DIR: dataDir });
    tok = Object.fromEntries(await Promise.all(['admin', 'analyst'].map(async (u) => [u, await t.login(u)])));
    const ids: number[] = [];
    for (const [code, name, nameEn] of [
      ['W-CA', '钙', 'Calcium'],
      ['W-FE', '铁', 'Iron'],
      ['W-MG', '镁', 'Magnesium'],
    ]) {
      const made = await t.call('POST', '/admin/api/v1/parameters', {
        token: tok.admin,
        body: {
          code,
          name,
          nameEn,
          matrix: 'water',
          unit: 'mg/L',
          methodNo: 'HJ 776-2015',
          methodTitle: '水质 32种元素的测定 电感耦合等离子体发射光谱法',
          mdl: '0.01',
          decimals: 3,
          templateId: 'water-tmpl141',
          holdingHours: 720,
        },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids.push(made.body.data.id);
    }
    // their method in the scope, so the sheet may be issued (server/methods/gate.ts)
    await proveMethods(t.call, tok.admin, ids);
    const analystId = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'analyst').executeTakeFirstOrThrow()).id;
    const emp = (await t.call('GET', `/admin/api/v1/employees/page?pageSize=100`, { token: tok.admin })).body.data.list.find(
      (e: { userId?: number }) => e.userId === analystId,
    );
    const quals = [...emp.qualifications, ...ids.map((parameterId) => ({ parameterId, validUntil: '2099-12-31' }))];
    const put = await t.call('PUT', `/admin/api/v1/employees/${emp.id}`, { token: tok.admin, body: { version: emp.version, qualifications: quals } });
    expect(put.status).toBe(200);
    const calibratedOn = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10);
    const eq = await t.call('POST', '/admin/api/v1/equipment', {
      token: tok.admin,
      // the test items it serves (issue 29: an instrument is offered only for its own methods)
      body: { assetNo: 'EQ-ICPOES-1', name: 'iCAP PRO ICP-OES', status: 'in_service', calibratedOn, calibrationCycleMonths: 12, parameterIds: ids },
    });
    expect(eq.status).toBe(201);
    equipmentId = eq.body.data.id;
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'assigned', points: [{ name: '断面一', matrix: 'water', parameterIds: ids, timesPerDay: 2 }] },
    );
    const sheets = (await t.call('GET', `/admin/api/v1/analysisSheets/page?pageSize=100&taskId=${flow.taskId}`, { token: tok.admin })).body.data.list;
    const sheet = sheets.find((s: { templateId: string; id: number }) => s.templateId === 'water-tmpl141' && flow.sheetIds.includes(s.id));
    expect(sheet, 'an HJ 776 sheet').toBeTruthy();
    sheetId = sheet.id;
    expect((await t.call('POST', '/admin/analysis/confirm_ok', { token: tok.analyst, body: { id: sheetId } })).status).toBe(200);
    const shown = (await t.call('POST', '/admin/analysis/show_cgorder', { token: tok.analyst, body: { analysisSheetId: sheetId } })).body.data;
    samples = (shown.samples as Array<{ sampleNo: string; qcType: string | null }>).filter((s) => !s.qcType).map((s) => s.sampleNo);
    expect(samples.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The Qtegra fixture with its two sediment labels replaced by the sheet's first two samples. */
  const exportFile = () =>
    Buffer.from(
      fixture('thermo-qtegra/qtegra-icpoes-extcal.csv').toString('utf8').replace('SED-2026-031', samples[0]).replace('SED-2026-032', samples[1]),
      'utf8',
    );

  it('previews: Ca, Fe and Mg of both samples matched to the record reading (ppm = mg/L), commits, and the record computes them', async () => {
    const m = multipart({
      equipmentId: String(equipmentId),
      fileName: 'qtegra.csv',
      file: { filename: 'qtegra.csv', content: exportFile(), contentType: 'text/csv' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/analysis/${sheetId}/instrument-import/preview`,
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${tok.analyst}`, 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = JSON.parse(res.body).data;
    expect(preview.parser).toBe('thermo-qtegra');
    const got = Object.fromEntries(
      (preview.matched as Array<{ target: { sampleId: string; parameter: string; input: string }; value: string }>).map((x) => [
        `${x.target.sampleId}/${x.target.parameter}/${x.target.input}`,
        x.value,
      ]),
    );
    // the fixture's ExtCal.Average (ppm) of SED-2026-031 and -032
    expect(got).toEqual({
      [`${samples[0]}/Ca/rho`]: '2.981',
      [`${samples[0]}/Fe/rho`]: '34.105',
      [`${samples[0]}/Mg/rho`]: '3.352',
      [`${samples[1]}/Ca/rho`]: '3.403',
      [`${samples[1]}/Fe/rho`]: '31.101',
      [`${samples[1]}/Mg/rho`]: '3.174',
    });
    // the blanks and the CCV are not samples of the sheet: discarded on commit, the standards are calibration
    const open = (preview.unmatched as Array<{ key: string; reason: string }>).filter((u) => u.reason !== 'calibration').map((u) => u.key);
    const commit = await t.call('POST', `/admin/analysis/${sheetId}/instrument-import`, {
      token: tok.analyst,
      lang: 'en',
      body: { sha256: preview.sha256, fileName: preview.fileName, equipmentId, recordId: null, version: null, discards: open },
    });
    expect(commit.status, JSON.stringify(commit.body)).toBe(200);
    const shown = (await t.call('POST', '/admin/analysis/show_cgorder', { token: tok.analyst, body: { analysisSheetId: sheetId } })).body.data;
    const result = (sampleId: string, parameter: string) =>
      (shown.evaluation.rows as Array<{ sampleId: string; parameter?: string; result?: { display: string } }>).find(
        (r) => r.sampleId === sampleId && r.parameter === parameter,
      )?.result?.display;
    // ρ = ρ1·f − ρ0·f0 with no blank entered yet (ρ0 0): three decimals capped at three significant figures
    expect([result(samples[0], 'Ca'), result(samples[0], 'Fe'), result(samples[1], 'Mg')]).toEqual(['2.98', '34.1', '3.17']);
  });
});
