// Workflow benchmark (issue 4): `npx tsx bench/workflow.bench.ts`
//  1. Time to render a 20-page report PDF with the embedded CJK font (target < 2 s): cold (font loaded) and warm, median of 5.
//  2. The whole demo flow, order → issued report, driven through the HTTP API over a real socket, as each role
//     (login, wizard, review, task, sampling, receipt, QC plan, sheets, assignment, raw records, three-level review,
//     QC evaluation, report drafting, review, approval, issue). SQLite always; PostgreSQL too with LIMS_TEST_PG_URL.
// Results go to bench/results/workflow.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { renderReport, type ReportDocument, type ReportRow } from '../server/reports/pdf.ts';
import { runFlow, type Call } from '../server/workflow/apiFlow.ts';

const TARGET_PDF_MS = 2000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function reportWith(n: number): ReportDocument {
  const rows: ReportRow[] = Array.from({ length: n }, (_, i) => ({
    sampleNo: `RW20261123001-${String(i + 1).padStart(3, '0')}`,
    point: `总排口${i % 4}`,
    parameter: ['化学需氧量', '氨氮', '总磷', '铅'][i % 4],
    method: ['HJ 828-2017', 'HJ 535-2009', 'GB 11893-89', 'HJ 700-2014'][i % 4],
    unit: i % 4 === 3 ? 'μg/L' : 'mg/L',
    mdl: '0.025',
    result: i % 6 ? `${(i % 50) + 1}.${i % 10}` : '0.025L',
    limit: '≤50',
    judgement: '符合',
  }));
  return {
    labName: '华清环境检测有限公司',
    reportNo: 'BG20260001',
    title: '2026年第三季度废水例行监测 检测报告',
    typeLabel: '检测报告',
    client: { name: '江南化工有限公司', contact: '陈工' },
    project: { name: '废水例行监测', orderNo: 'WT20261123001', category: '委托检测' },
    dates: { sampled: '2026-11-20', received: '2026-11-20', analysed: '2026-11-21 至 2026-11-22' },
    limitStandard: 'GB 8978-1996',
    rows,
    signatures: [
      { role: '编制', name: '孙编制' },
      { role: '审核', name: '周主任' },
      { role: '批准', name: '吴签字' },
      { role: '签发', name: '吴签字' },
    ],
    issuedAt: new Date().toISOString(),
  };
}

async function pageCount(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const n = doc.numPages;
  await doc.destroy();
  return n;
}

async function pdfBench() {
  let t0 = performance.now();
  await renderReport(reportWith(10));
  const coldMs = performance.now() - t0;
  // find the row count that fills 20 pages
  let rows = 300;
  for (;;) {
    const pages = await pageCount(await renderReport(reportWith(rows)));
    if (pages === 20) break;
    rows += pages < 20 ? 8 : -8;
    if (rows < 50 || rows > 1000) throw new Error('cannot size a 20-page report');
  }
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 5; i++) {
    t0 = performance.now();
    bytes = (await renderReport(reportWith(rows))).length;
    times.push(performance.now() - t0);
  }
  return {
    pages: 20,
    rows,
    bytes,
    coldFirstReportMs: Math.round(coldMs),
    medianMs: Math.round(median(times)),
    runsMs: times.map(Math.round),
    targetMs: TARGET_PDF_MS,
    pass: median(times) < TARGET_PDF_MS,
  };
}

async function flowBench(target: 'sqlite' | 'postgres') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-bench-'));
  let url = `file:${path.join(dir, 'lims.db')}`;
  let drop = async () => {};
  if (target === 'postgres') {
    const admin = process.env.LIMS_TEST_PG_URL!;
    const name = `lims_b_${crypto.randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    const u = new URL(admin);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = async () => {
      const c2 = new pg.Client({ connectionString: admin });
      await c2.connect();
      await c2.query(`drop database if exists ${name} with (force)`);
      await c2.end();
    };
  }
  const built = await buildApp(loadConfig({ DATABASE_URL: url, DATA_DIR: dir, LOG_DIR: dir, LOG_LEVEL: 'warn', CAPTCHA_TEST_CODE: '1234' }));
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = built.app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const call: Call = async (method, u, o = {}) => {
    const res = await fetch(base + u, {
      method,
      headers: { 'content-type': 'application/json', ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    return { status: res.status, body: await res.json() };
  };
  const login = async (username: string) => {
    const form = new FormData();
    form.set('username', username);
    form.set('password', '123456');
    form.set('type', 'web-admin');
    form.set('captchaCode', '1234'); // the UI always sends one; parallel logins from one address need it (server/auth/throttle.ts)
    const res = await fetch(`${base}/admin/index/login`, { method: 'POST', body: form });
    return (await res.json()).data.token as string;
  };
  const p = Object.fromEntries((await built.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
  const clientId = (await built.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const points = [
    { name: '总排口', matrix: 'wastewater', parameterIds: [p['W-PH'], p['W-COD'], p['W-NH3N'], p['W-TP'], p['W-SS']], days: 1, timesPerDay: 4 },
    { name: '雨水排口', matrix: 'wastewater', parameterIds: [p['W-COD'], p['W-SS'], p['W-BOD']], days: 1, timesPerDay: 2 },
  ];
  const runs: number[] = [];
  let last: Awaited<ReturnType<typeof runFlow>> | undefined;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    last = await runFlow(call, login, { clientId, points });
    runs.push(performance.now() - t0);
  }
  const slowest = [...last!.steps]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((s) => ({ step: s.step, ms: Math.round(s.ms) }));
  const calls = last!.steps.length;
  await built.close();
  await drop();
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    target,
    samples: 6,
    sheets: last!.sheetIds.length,
    apiCalls: calls,
    medianSeconds: Number((median(runs) / 1000).toFixed(2)),
    runsSeconds: runs.map((r) => Number((r / 1000).toFixed(2))),
    slowestSteps: slowest,
  };
}

const pdf = await pdfBench();
console.log(
  `20-page report PDF (${pdf.rows} rows, ${(pdf.bytes / 1024).toFixed(0)} KB): median ${pdf.medianMs} ms of 5 (target < ${TARGET_PDF_MS} ms: ${pdf.pass ? 'PASS' : 'FAIL'}); first small report in a fresh process ${pdf.coldFirstReportMs} ms`,
);
const flows = [await flowBench('sqlite')];
if (process.env.LIMS_TEST_PG_URL) flows.push(await flowBench('postgres'));
for (const f of flows) {
  console.log(
    `demo flow order → issued report on ${f.target}: median ${f.medianSeconds} s of 3 (${f.apiCalls} API calls, ${f.samples} samples, ${f.sheets} analysis sheets); slowest: ${f.slowestSteps.map((s) => `${s.step} ${s.ms} ms`).join(', ')}`,
  );
}
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/workflow.json',
  JSON.stringify({ when: new Date().toISOString(), node: process.version, cpus: os.cpus().length, pdf, flows }, null, 2),
);
