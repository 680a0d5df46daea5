// Statistical QC (issue 31 "Speed"): evaluating one new point on a chart of 5,000 points, target < 10 ms on the
// server. `npx tsx bench/controlCharts.bench.ts` (or `npm run bench controlCharts`).
// Measured: (a) judgeLatest, the verdict of the new run, which reads only the last LOOK_BACK runs before it, against
// (b) the same rules applied to the whole history (evaluateRules over 5,001 runs: what a naive engine would do);
// (c) the landing's database part on SQLite: reading the chart's last runs (server/controlCharts/land.ts recentRuns,
// the query the landing runs, on a table of 5,000 current points) and judging them. Medians and p95 of N calls,
// the process CPU time beside, and the machine's load (it is shared: wall time there measures the neighbours too).
import { sql } from 'kysely';
import { evaluateRules } from '../schemas/calc/controlRules.ts';
import { judgeLatest } from '../schemas/controlCharts/judge.ts';
import { DEFAULT_RULES } from '../schemas/controlCharts/charts.ts';
import { openDatabase } from '../server/db/index.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { recentRuns } from '../server/controlCharts/land.ts';
import type { Unit } from '../server/workflow/store.ts';
import { freshBenchDb, machine, writeResult } from './lib/targets.ts';
import { formatLoad } from './lib/load.ts';

const POINTS = 5000;
const N = Number(process.env.N ?? 200);
const TARGET_MS = 10;
const rules = [...DEFAULT_RULES];
const limits = { centre: '100', sd: '2.5' };

// a history in control, deterministic (a linear congruential walk around the centre, within ±2s)
let seed = 7;
const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5) * 9.5;
const history: string[][] = Array.from({ length: POINTS }, () => [(100 + next()).toFixed(3)]);
const newRun = ['108.2'];

function time(fn: () => unknown, n = N) {
  fn();
  const ms: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    fn();
    ms.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(n / 2)], p95: ms[Math.floor(n * 0.95)], cpuPerCall: (cpu.user + cpu.system) / 1000 / n };
}
async function timeAsync(fn: () => Promise<unknown>, n = N) {
  await fn();
  const ms: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(n / 2)], p95: ms[Math.floor(n * 0.95)], cpuPerCall: (cpu.user + cpu.system) / 1000 / n };
}
const round = (x: number) => Math.round(x * 1000) / 1000;
const show = (label: string, r: { median: number; p95: number; cpuPerCall: number }) =>
  console.log(`${label}: median ${round(r.median)} ms, p95 ${round(r.p95)} ms, CPU ${round(r.cpuPerCall)} ms a call`);

const runs = [...history, newRun];
const latest = time(() => judgeLatest(limits, 'spike_recovery', rules, runs));
const whole = time(() => evaluateRules({ controls: [{ mean: limits.centre, sd: limits.sd }], rules, runs }), Math.max(5, Math.floor(N / 20)));
show(`(a) judgeLatest, new run on ${POINTS} points`, latest);
show(`(b) every rule over all ${POINTS + 1} runs`, whole);
console.log(`    (b)/(a) = ${round(whole.median / latest.median)}`);

// (c) the landing's read and verdict on a database holding the chart's 5,000 points
const db = await freshBenchDb('sqlite', 'spc');
const database = openDatabase(db.url);
let read: ReturnType<typeof time> | undefined;
try {
  await migrateToLatest(database.db);
  // the points are bench data, not a lab's: the chart's QC sheets and tests are not made, so references are not checked
  await sql`PRAGMA foreign_keys = OFF`.execute(database.db);
  const now = new Date().toISOString();
  const stamp = { version: 1, createdAt: now, updatedAt: now };
  await database.db
    .insertInto('controlCharts')
    .values({
      ...stamp,
      id: 1,
      chartNo: 'KZT-BENCH',
      name: 'bench',
      parameterId: 1,
      kind: 'spike_recovery',
      minPoints: 20,
      rules: JSON.stringify(rules),
      required: 0,
      status: 'in_use',
      pointCount: POINTS,
      centre: limits.centre,
      sd: limits.sd,
      limitsVersion: 1,
    } as never)
    .execute();
  for (let i = 0; i < POINTS; i += 500) {
    const rows = history.slice(i, i + 500).map(([value], k) => ({
      ...stamp,
      chartId: 1,
      runKey: `ZK${i + k}#1`,
      level: 0,
      value,
      verdict: 'in_control',
      rules: '[]',
      qcSheetId: 1,
      measuredAt: new Date(Date.UTC(2020, 0, 1) + (i + k) * 3600_000).toISOString(),
    }));
    await database.db
      .insertInto('controlPoints')
      .values(rows as never)
      .execute();
  }
  const u = { tx: database.db } as unknown as Unit;
  read = await timeAsync(async () => {
    const before = await recentRuns(u, 1);
    return judgeLatest(limits, 'spike_recovery', rules, [...before, newRun]);
  });
  show(`(c) SQLite: read the last runs of ${POINTS} points and judge the new one`, read);
} finally {
  await database.close();
  await db.drop();
}
const met = read ? read.median < TARGET_MS && latest.median < TARGET_MS : latest.median < TARGET_MS;
console.log(`target < ${TARGET_MS} ms: ${met ? 'met' : 'missed'}; load ${formatLoad()}`);
writeResult('controlCharts', {
  machine: machine(),
  points: POINTS,
  calls: N,
  judgeLatest: latest,
  wholeHistory: whole,
  ratioWholeToLatest: whole.median / latest.median,
  sqliteReadAndJudge: read,
  targetMs: TARGET_MS,
  met,
});
