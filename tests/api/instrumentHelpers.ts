// Shared set-up of the instrument import API tests: a seeded demo lab, an in-service ICP-MS, one ICP-MS sheet
// (HJ 700-2014, lead) received by the analyst, and an Agilent MassHunter export written for its samples.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { multipart, startTestApp, type Target, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';

export const FIXTURES = path.join(import.meta.dirname, '../fixtures/instruments');
export const fixture = (rel: string) => fs.readFileSync(path.join(FIXTURES, rel));

export interface Lab {
  t: TestApp;
  tok: Record<string, string>;
  sheetId: number;
  equipmentId: number;
  maintenanceId: number;
  samples: Array<{ sampleNo: string; qcType: string | null }>;
}

export async function startLab(target: Target, dataDir: string): Promise<Lab> {
  const t = await startTestApp(target, { DATA_DIR: dataDir });
  const names = ['admin', 'labadmin', 'analyst', 'checker'];
  const tok = Object.fromEntries(await Promise.all(names.map(async (u) => [u, await t.login(u)])));
  const p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
  const calibratedOn = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10);
  const eq = await t.call('POST', '/admin/api/v1/equipment', {
    token: tok.admin,
    // it serves lead (HJ 700), the sheet's item: a record takes only an instrument for its items
    body: { assetNo: 'EQ-ICP-7900', name: 'ICP-MS 7900', status: 'in_service', calibratedOn, calibrationCycleMonths: 12, parameterIds: [p['W-PB']] },
  });
  if (eq.status !== 201) throw new Error(JSON.stringify(eq.body));
  const maintenance = await t.database.db.selectFrom('equipment').select('id').where('assetNo', '=', 'EQ-004').executeTakeFirstOrThrow();
  const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const flow = await runFlow(
    (m, u, o) => t.call(m, u, o),
    (u) => t.login(u),
    {
      clientId,
      until: 'assigned',
      points: [{ name: '断面一', matrix: 'water', parameterIds: [p['W-PB']], timesPerDay: 2 }],
    },
  );
  const sheets = (await t.call('GET', `/admin/api/v1/analysisSheets/page?pageSize=100&taskId=${flow.taskId}`, { token: tok.admin })).body.data.list as Array<{
    id: number;
    templateId: string;
    taskId: number;
  }>;
  const sheet = sheets.find((s) => s.templateId === 'water-tmpl61' && flow.sheetIds.includes(s.id));
  if (!sheet) throw new Error('no ICP-MS sheet');
  const ok = await t.call('POST', '/admin/analysis/confirm_ok', { token: tok.analyst, body: { id: sheet.id } });
  if (ok.status !== 200) throw new Error(JSON.stringify(ok.body));
  const shown = (await t.call('POST', '/admin/analysis/show_cgorder', { token: tok.analyst, body: { analysisSheetId: sheet.id } })).body.data;
  return { t, tok, sheetId: sheet.id, equipmentId: eq.body.data.id, maintenanceId: maintenance.id as number, samples: shown.samples };
}

/** An Agilent MassHunter ICP-MS batch export (the fixture's layout): rows of [Type, Sample Name, As, Pb]. */
export function masshunter(rows: Array<[string, string, string, string]>, unit = 'ug/l'): Buffer {
  const head = [
    `Sample,,,,,,,"75  As  [ He ] ",,,"208  Pb  [ He ] ",,`,
    `Rjct,Data File,Acq. Date-Time,Type,Level,Sample Name,Total Dil.,Conc. [ ${unit} ],Conc. RSD,CPS,Conc. [ ${unit} ],Conc. RSD,CPS`,
  ];
  const body = rows.map(
    ([type, name, as, pb], i) =>
      `,${String(i + 1).padStart(3, '0')}X.d,11/24/2026 9:${String(10 + i).padStart(2, '0')},${type},,${name},1,${as},1.0,1000,${pb},1.0,2000`,
  );
  return Buffer.from(`\ufeff${[...head, ...body].join('\r\n')}\r\n`, 'utf8');
}

export async function previewUpload(lab: Lab, content: Buffer, fields: Record<string, string> = {}, who = 'analyst', lang = 'en') {
  const m = multipart({
    equipmentId: String(lab.equipmentId),
    fileName: 'batch.csv',
    ...fields,
    file: { filename: 'batch.csv', content, contentType: 'text/csv' },
  });
  const res = await lab.t.app.inject({
    method: 'POST',
    url: `/admin/analysis/${lab.sheetId}/instrument-import/preview`,
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${lab.tok[who]}`, 'accept-language': lang },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/**
 * Makes the lab's ICP-MS sheet a big run: `elements` (symbols) as parameters (copies of the seeded lead, coded
 * `W-<symbol>`) and `count` samples (copies of its first sample, numbered by `sampleNo`), each requesting every
 * element. A set-up shortcut written straight into the tables (a whole sampling flow per sample would take minutes);
 * the import under test then reads them as it reads any sheet.
 */
export async function enlargeSheet(lab: Lab, elements: string[], count: number, sampleNo: (i: number) => string): Promise<void> {
  const db = lab.t.database.db;
  // a read row written back: PostgreSQL's driver would send a JS array as an SQL array, not as JSON
  const plain = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Array.isArray(v) ? JSON.stringify(v) : v]));
  const lead = await db.selectFrom('parameters').selectAll().where('code', '=', 'W-PB').executeTakeFirstOrThrow();
  const paramIds: number[] = [];
  for (const el of elements) {
    const code = `W-${el.toUpperCase()}`;
    const have = await db.selectFrom('parameters').select('id').where('code', '=', code).executeTakeFirst();
    if (have) paramIds.push(have.id as number);
    else {
      const { id: _id, ...row } = lead;
      const r = await db
        .insertInto('parameters')
        .values(plain({ ...row, code, name: `${el}-${code}`, nameEn: el }) as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      paramIds.push(r.id as number);
    }
  }
  const first = await db.selectFrom('samples').selectAll().where('sampleNo', '=', lab.samples[0].sampleNo).executeTakeFirstOrThrow();
  const { id: _sid, ...sample } = first;
  const sampleIds: number[] = [];
  for (let i = 0; i < count; i += 200) {
    const rows = Array.from({ length: Math.min(200, count - i) }, (_, k) => plain({ ...sample, sampleNo: sampleNo(i + k), parameterIds: paramIds }));
    const ids = await db
      .insertInto('samples')
      .values(rows as never)
      .returning('id')
      .execute();
    sampleIds.push(...ids.map((r) => r.id as number));
  }
  await db
    .updateTable('analysisSheets')
    .set({ parameterIds: JSON.stringify(paramIds), sampleIds: JSON.stringify(sampleIds) } as never)
    .where('id', '=', lab.sheetId)
    .execute();
}

/** A MassHunter file of every sample of the sheet, lead readings varied by `seed` (another seed, other bytes). */
export const seededRun = (lab: Lab, seed: number) =>
  masshunter(lab.samples.map((s, i) => ['Sample', `${s.sampleNo} 地表水`, '0.5', (seed + i / 10).toFixed(3)]));

export interface Staged {
  sha256: string;
  fileName: string;
  recordId: number | null;
  version: number | null;
}

/** A previewed (so staged) seeded run. */
export async function stageRun(lab: Lab, seed: number): Promise<Staged> {
  const r = await previewUpload(lab, seededRun(lab, seed));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as Staged;
}

/** The commit of a staged preview, nothing assigned or discarded. */
export const commitStaged = (lab: Lab, p: Staged, lang = 'en') =>
  lab.t.call('POST', `/admin/analysis/${lab.sheetId}/instrument-import`, {
    token: lab.tok.analyst,
    lang,
    body: { sha256: p.sha256, fileName: p.fileName, equipmentId: lab.equipmentId, recordId: p.recordId, version: p.version },
  });
