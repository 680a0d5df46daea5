// Excel import/export benchmark (issue 5): `npx tsx bench/import.bench.ts`
//  1. Import of 10,000 equipment rows through POST /admin/device/import (targets: < 10 s, peak RSS < 300 MB),
//     preview first (plan only), then the all-or-nothing commit with one audit entry per row.
//  2. Export of the 10,000 rows through GET /admin/device/export and the file's size.
// The app runs in a child process (this file, argv "child") on a fresh SQLite database, and on PostgreSQL too
// when BENCH_PG_URL or LIMS_TEST_PG_URL is set, so its peak RSS is its own; the database is migrated and seeded
// beforehand by another child ("prepare"), so the figures are those of a running server, not of first-start seeding.
// BENCH_NODE_FLAGS passes V8 flags to the measured child (e.g. --trace-gc to see where the heap grows). Results: bench/results/import.json.
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import pg from 'pg';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const TARGET_MS = 10_000;
const TARGET_RSS_MB = 300;
const PG_URL = process.env.BENCH_PG_URL ?? process.env.LIMS_TEST_PG_URL;
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

async function makeSheet(file: string) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true });
  const ws = wb.addWorksheet('设备');
  ws.addRow([
    '资产编号',
    '设备名称',
    '型号',
    '出厂编号',
    '生产厂家',
    '放置地点',
    '保管人',
    '设备状态',
    '上次检定/校准日期',
    '检定/校准周期（月）',
    '证书编号',
  ]).commit();
  const statuses = ['在用', '维修', '停用', 'in_service'];
  for (let i = 0; i < ROWS; i++) {
    ws.addRow([
      `B-${String(i).padStart(6, '0')}`,
      `分光光度计 ${i}`,
      `M-${i % 97}`,
      `SN${100000 + i}`,
      '上海仪电',
      `仪器室 ${i % 12}`,
      'E001',
      statuses[i % 4],
      new Date(Date.UTC(2025, i % 12, 1 + (i % 28))),
      6 + (i % 3) * 6,
      `JZ-${i}`,
    ]).commit();
  }
  ws.commit();
  await wb.commit();
}

// ---------------------------------------------------------------- child: the app under test
async function child(databaseUrl: string, file: string) {
  const { buildApp } = await import('../server/app.ts');
  const { loadConfig } = await import('../server/config.ts');
  const { multipart } = await import('../tests/api/harness.ts');
  const built = await buildApp(loadConfig({ DATABASE_URL: databaseUrl, LOG_DIR: path.join(os.tmpdir(), 'lims-bench-logs'), LOG_LEVEL: 'warn' }));
  await built.app.ready();
  const login = multipart({ username: 'admin', password: '123456', type: 'web-admin' });
  const token = JSON.parse((await built.app.inject({ method: 'POST', url: '/admin/index/login', payload: login.payload, headers: login.headers })).body).data
    .token;
  const auth = { authorization: `Bearer ${token}` };
  const baseRss = process.memoryUsage().rss;
  const bootPeak = process.resourceUsage().maxRSS * 1024;
  // RSS sampled while each step runs (the process's lifetime maximum also counts start-up and compilation)
  let sampled = 0;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, process.memoryUsage().rss);
  }, 10);
  const peakOf = async <T>(fn: () => Promise<T>): Promise<[T, number, number]> => {
    sampled = process.memoryUsage().rss;
    const t0 = performance.now();
    const out = await fn();
    const ms = performance.now() - t0;
    return [out, ms, Math.max(sampled, process.memoryUsage().rss)];
  };
  const content = fs.readFileSync(file);
  const body = multipart({ file: { filename: 'bench.xlsx', content } });

  const [preview, previewMs, previewRss] = await peakOf(() =>
    built.app.inject({ method: 'POST', url: '/admin/device/import?preview=true', payload: body.payload, headers: { ...body.headers, ...auth } }),
  );
  const planned = JSON.parse(preview.body).data;
  const [commit, importMs, importRss] = await peakOf(() =>
    built.app.inject({ method: 'POST', url: '/admin/device/import', payload: body.payload, headers: { ...body.headers, ...auth } }),
  );
  const done = JSON.parse(commit.body);
  if (done.code !== '00000') throw new Error(`import failed: ${commit.body.slice(0, 500)}`);
  const [exported, exportMs, exportRss] = await peakOf(() => built.app.inject({ method: 'GET', url: '/admin/device/export?sort=assetNo', headers: auth }));
  clearInterval(sampler);
  const { inflateZip } = await import('../server/system/excel/zip.ts');
  const { readXlsxEntries } = await import('../server/system/excel/xlsx.ts');
  const exportedRows = (await readXlsxEntries(inflateZip(exported.rawPayload), () => true))!.rows.length;
  await built.close();
  process.send!(
    {
      fileBytes: content.length,
      previewMs,
      planned: { created: planned.created, errors: planned.errorCount },
      importMs,
      created: done.data.created,
      exportMs,
      exportBytes: exported.rawPayload.length,
      exportedRows,
      baseRssMb: mb(baseRss),
      bootPeakRssMb: mb(bootPeak),
      previewPeakRssMb: mb(previewRss),
      peakRssMb: mb(importRss),
      exportPeakRssMb: mb(exportRss),
      importAddsMb: mb(importRss - baseRss),
      exportAddsMb: mb(exportRss - baseRss),
      lifetimeMaxRssMb: mb(process.resourceUsage().maxRSS * 1024),
    },
    () => process.exit(0),
  );
}

/** Migrates and seeds the database in a process of its own: the measured server starts on a ready database, as a
 * running lab's server does (seeding hashes eleven demo passwords with argon2, whose native buffers would stay in the
 * measured process's RSS, about 65 MB, and have nothing to do with importing). */
async function prepare(databaseUrl: string) {
  const { buildApp } = await import('../server/app.ts');
  const { loadConfig } = await import('../server/config.ts');
  const built = await buildApp(loadConfig({ DATABASE_URL: databaseUrl, LOG_DIR: path.join(os.tmpdir(), 'lims-bench-logs'), LOG_LEVEL: 'warn' }));
  await built.app.ready();
  await built.close();
  process.send!({ prepared: true }, () => process.exit(0));
}

// ---------------------------------------------------------------- parent
async function runChild(label: string, databaseUrl: string, file: string, mode: 'prepare' | 'child' = 'child') {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const p = fork(fileURLToPath(import.meta.url), [mode, databaseUrl, file], {
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    p.once('message', (m) => resolve({ target: label, ...(m as object) }));
    p.once('exit', (code) => (code ? reject(new Error(`${label} ${mode} exited ${code}`)) : undefined));
  });
}

async function measure(label: string, databaseUrl: string, file: string) {
  await runChild(label, databaseUrl, file, 'prepare');
  return runChild(label, databaseUrl, file);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-import-bench-'));
  const file = path.join(dir, 'equipment.xlsx');
  const t = performance.now();
  await makeSheet(file);
  console.log(`sheet of ${ROWS} rows: ${mb(fs.statSync(file).size)} MB in ${Math.round(performance.now() - t)} ms`);
  const results = [await measure('sqlite', `file:${path.join(dir, 'lims.db')}`, file)];
  if (PG_URL) {
    const name = `lims_bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    try {
      results.push(await measure('postgres', u.toString(), file));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
  for (const r of results) {
    const ok = (r.importMs as number) < TARGET_MS && (r.peakRssMb as number) < TARGET_RSS_MB;
    console.log(
      `${r.target}: preview ${Math.round(r.previewMs as number)} ms, import of ${r.created} rows ${Math.round(r.importMs as number)} ms, ` +
        `export of ${r.exportedRows} rows ${Math.round(r.exportMs as number)} ms (${mb(r.exportBytes as number)} MB), ` +
        `RSS ${r.baseRssMb} MB after start (start-up peak ${r.bootPeakRssMb} MB), peak during import ${r.peakRssMb} MB (+${r.importAddsMb}), during export ${r.exportPeakRssMb} MB (+${r.exportAddsMb}) ${ok ? 'OK' : `MISSES target (< ${TARGET_MS} ms, < ${TARGET_RSS_MB} MB)`}`,
    );
  }
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(
    'bench/results/import.json',
    JSON.stringify(
      {
        bench: 'import',
        date: new Date().toISOString(),
        rows: ROWS,
        targets: { importMs: TARGET_MS, peakRssMb: TARGET_RSS_MB },
        machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
        results,
      },
      null,
      2,
    ),
  );
  if (results.some((r) => (r.importMs as number) >= TARGET_MS || (r.peakRssMb as number) >= TARGET_RSS_MB)) process.exitCode = 1;
}

if (process.argv[2] === 'prepare')
  prepare(process.argv[3]).catch((e) => {
    console.error(e);
    process.exit(1);
  });
else if (process.argv[2] === 'child')
  child(process.argv[3], process.argv[4]).catch((e) => {
    console.error(e);
    process.exit(1);
  });
else
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
