// The calibration curve from the file's standards (issue 20): a MassHunter run's CalBlk/CalStd rows are offered in the
// preview as the sheet's curve (one candidate per analyte the sheet tests), and the points the analyst keeps become
// the raw record's curve through the draft-save path — slope, intercept and r fitted by the template engine as for
// typed points. A choice the file does not offer is a 400 naming it, and nothing is written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets } from './harness.ts';
import { previewUpload, startLab, type Lab } from './instrumentHelpers.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const PB = '208 Pb [He]';
/** A MassHunter batch: the calibration blank and five standards (Pb CPS = 120 + 2000·x exactly), then the samples. */
function run(samples: string[], pbValue = '1.50'): Buffer {
  const head = [
    `Sample,,,,,,,"75  As  [ He ] ",,,"208  Pb  [ He ] ",,`,
    'Rjct,Data File,Acq. Date-Time,Type,Level,Sample Name,Total Dil.,Conc. [ ug/l ],Conc. RSD,CPS,Conc. [ ug/l ],Conc. RSD,CPS',
  ];
  const cal = [
    ['CalBlk', '', '校准空白', '0.000'],
    ['CalStd', '1', 'STD-1', '1.000'],
    ['CalStd', '2', 'STD-2', '5.000'],
    ['CalStd', '3', 'STD-3', '10.00'],
    ['CalStd', '4', 'STD-4', '20.00'],
    ['CalStd', '5', 'STD-5', '50.00'],
  ].map(([type, level, name, x], i) => `,00${i}C.d,11/24/2026 9:0${i},${type},${level},${name},1,${x},1.0,${500 + i},${x},0.8,${120 + 2000 * Number(x)}`);
  const body = samples.map((s, i) => `,1${i}S.d,11/24/2026 9:3${i},Sample,,${s} 地表水,1,0.5,1.0,1000,${pbValue},1.0,3120`);
  return Buffer.from(`\ufeff${[...head, ...cal, ...body].join('\r\n')}\r\n`, 'utf8');
}

describe.each(databaseTargets())('calibration curve from the file on %s', (target) => {
  let lab: Lab;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-instr-curve-'));
  beforeAll(async () => {
    lab = await startLab(target, dataDir);
  });
  afterAll(async () => {
    await lab?.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const preview = async (pbValue?: string) => {
    const r = await previewUpload(
      lab,
      run(
        lab.samples.map((s) => s.sampleNo),
        pbValue,
      ),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };
  const commit = (p: any, extra: object = {}, lang = 'en') =>
    lab.t.call('POST', `/admin/analysis/${lab.sheetId}/instrument-import`, {
      token: lab.tok.analyst,
      lang,
      body: { sha256: p.sha256, fileName: p.fileName, equipmentId: lab.equipmentId, recordId: p.recordId, version: p.version, ...extra },
    });
  const shown = async () =>
    (await lab.t.call('POST', '/admin/analysis/show_cgorder', { token: lab.tok.analyst, body: { analysisSheetId: lab.sheetId } })).body.data;

  it("offers the file's Pb standards as the sheet's curve, and writes the points kept; the engine fits them", async () => {
    const p = await preview();
    // As is not tested by the sheet: only Pb is a candidate; x is the concentration the batch reports (flagged)
    expect(p.curves.map((c: any) => [c.analyte, c.parameter, c.xReported, c.points.length])).toEqual([[PB, 'Pb', true, 6]]);
    expect(p.curves[0].points[1]).toMatchObject({ key: `4:${PB}`, line: 4, sampleId: 'STD-1', level: '1', x: '1.000', y: '2120', unit: 'ug/l' });
    // the standards stay informational readings: nothing to decide before the import
    expect(new Set(p.unmatched.filter((u: any) => u.sampleId.startsWith('STD')).map((u: any) => u.reason))).toEqual(new Set(['calibration']));

    const keys = p.curves[0].points.map((x: any) => x.key);
    const r = await commit(p, { curve: { analyte: PB, keys } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const cal = r.body.data.evaluation.calibration;
    expect([Number(cal.slope), Number(cal.intercept), Number(cal.r), cal.n, cal.pass, cal.source]).toEqual([2000, 120, 1, 6, true, 'points']);
    const s = await shown();
    expect(s.input.curve.points).toEqual([
      { x: '0.000', y: '120' },
      { x: '1.000', y: '2120' },
      { x: '5.000', y: '10120' },
      { x: '10.00', y: '20120' },
      { x: '20.00', y: '40120' },
      { x: '50.00', y: '100120' },
    ]);
    expect(s.evaluation.calibration).toMatchObject({ n: 6, pass: true });
  });

  it('a point left out is not written (the method still needs five); an import without a choice keeps the record’s curve', async () => {
    let p = await preview('1.60');
    const keys = p.curves[0].points.map((x: any) => x.key).filter((k: string) => !k.startsWith('3:'));
    let r = await commit(p, { curve: { analyte: PB, keys } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.evaluation.calibration.n).toBe(5);
    expect((await shown()).input.curve.points.map((x: any) => x.x)).toEqual(['1.000', '5.000', '10.00', '20.00', '50.00']);

    p = await preview('1.70');
    r = await commit(p);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.evaluation.calibration.n).toBe(5);
    expect((await shown()).input.curve.points).toHaveLength(5);
  });

  it('refuses a curve the file does not offer, by name in the user’s language, writing nothing', async () => {
    const p = await preview('1.80');
    const before = (await shown()).record;
    let r = await commit(p, { curve: { analyte: '75 As [He]', keys: ['4:75 As [He]'] } });
    expect([r.status, r.body.msg]).toEqual([400, 'The file has no calibration standards of "75 As [He]"']);
    r = await commit(p, { curve: { analyte: PB, keys: [`99:${PB}`] } }, 'zh-CN');
    expect([r.status, r.body.msg]).toEqual([400, `校准点 99:${PB} 不是文件中“${PB}”的校准标准`]);
    r = await commit(p, { curve: { analyte: PB, keys: [] } });
    expect(r.status).toBe(400);
    const after = (await shown()).record;
    expect([after.id, after.recordVersion]).toEqual([before.id, before.recordVersion]);
  });
});
