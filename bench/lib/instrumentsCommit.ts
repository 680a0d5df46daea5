// The server share of bench/instrumentsImport.bench.ts: a real app on a fresh seeded database, the lab's ICP-MS sheet
// made a run of `samples` × `elements` (tests/api/instrumentHelpers.ts), then the import's two requests timed as the
// client makes them. The timed requests go to a second app on the same database without the tests' response checker
// (it validates each answer against the OpenAPI document, which would be timed too).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { multipart } from '../../tests/api/harness.ts';
import { enlargeSheet, startLab } from '../../tests/api/instrumentHelpers.ts';
import { profiled } from './cpuProfile.ts';

const RUNS = 3;

export interface CommitFigures {
  rows: number;
  recordBytes: number;
  preview: { median: number; max: number; runs: number[] };
  commit: { median: number; max: number; runs: number[] };
}

const stats = (runs: number[]) => {
  const s = [...runs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], max: s[s.length - 1], runs };
};

export async function benchCommit(
  engine: 'sqlite' | 'postgres',
  bytes: Uint8Array,
  elements: string[],
  samples: number,
  sampleNo: (i: number) => string,
): Promise<CommitFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lims-bench-instr-${engine}-`));
  const lab = await startLab(engine, dataDir);
  await enlargeSheet(lab, elements, samples, sampleNo);
  const timed = await buildApp(
    loadConfig({
      DATABASE_URL: lab.t.databaseUrl,
      DATA_DIR: dataDir,
      CAPTCHA_TEST_CODE: '1234',
      LOG_LEVEL: 'warn',
      LOG_DIR: path.join(os.tmpdir(), 'lims-test-logs'),
    }),
  );
  try {
    await timed.app.ready();
    const login = multipart({ username: 'analyst', password: '123456', type: 'web-admin' });
    const token = JSON.parse((await timed.app.inject({ method: 'POST', url: '/admin/index/login', ...login })).body).data.token as string;
    const url = `/admin/analysis/${lab.sheetId}/instrument-import`;
    const previews: number[] = [];
    const commits: number[] = [];
    let rows = 0;
    let recordBytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const m = multipart({
        equipmentId: String(lab.equipmentId),
        fileName: 'icpms.csv',
        file: { filename: 'icpms.csv', content: Buffer.from(bytes), contentType: 'text/csv' },
      });
      let t0 = performance.now();
      const p = await timed.app.inject({
        method: 'POST',
        url: `${url}/preview`,
        payload: m.payload,
        headers: { ...m.headers, authorization: `Bearer ${token}` },
      });
      previews.push(performance.now() - t0);
      if (p.statusCode !== 200) throw new Error(`preview ${p.statusCode}: ${p.body.slice(0, 400)}`);
      const d = JSON.parse(p.body).data;
      // the calibration blanks and checks of the export need nothing; any sample reading left open is discarded
      const discards = d.unmatched
        .filter((x: { reason: string }) => ['sample_unknown', 'unit_mismatch', 'value_not_numeric'].includes(x.reason))
        .map((x: { key: string }) => x.key);
      const body = { sha256: d.sha256, fileName: d.fileName, equipmentId: lab.equipmentId, recordId: d.recordId, version: d.version, discards };
      const commit = () => timed.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${token}` } });
      t0 = performance.now();
      // INSTR_PROFILE=1: the last commit's CPU profile, printed and kept in bench/results (timed with the profiler on)
      const c = process.env.INSTR_PROFILE && i === RUNS - 1 ? await profiled(`bench/results/instrumentsCommit-${engine}.cpuprofile`, commit) : await commit();
      commits.push(performance.now() - t0);
      if (c.statusCode !== 200) throw new Error(`commit ${c.statusCode}: ${c.body.slice(0, 400)}`);
      const record = JSON.parse(c.body).data.record;
      rows = record.rows.length;
      recordBytes = Buffer.byteLength(JSON.stringify(record.rows));
    }
    return { rows, recordBytes, preview: stats(previews), commit: stats(commits) };
  } finally {
    await timed.close();
    await lab.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
