// Server recomputation of one raw record (issue 17): on submit the server runs evaluateRecord over the whole record
// (server/analysis/records.ts), and a record holds at most 1,000 rows (recordSchema). The event loop does nothing
// else meanwhile, so the target is the API's own p99 budget (bench/api.bench.ts): under 50 ms for 1,000 rows.
// Every template of the manifest is recomputed at 1,000 rows (its example rows repeated, its QC wired in); the
// figure that decides is the slowest template's, re-timed on its own. Each evaluation is timed in wall time and in
// this process's CPU time: on a shared machine the CPU time is the cost, the wall time also holds the neighbours.
// Also timed: the engine's part of a grid keystroke, evaluateRecord over bench/grid.bench.ts's 100-row sheet, which
// the browser runs on every keystroke (same V8 as Chromium): its share of the grid's 50 ms target.
// Run: npx tsx bench/recompute.bench.ts (RECOMPUTE_RUNS, default 5). Results: bench/results/recompute.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { evaluateRecord, templateManifest, type TemplateDef } from '../schemas/templates/index.ts';
import { exampleRecord } from './lib/records.ts';
import { gridBenchTemplate } from './lib/gridTemplate.ts';

const ROWS = 1000;
const RUNS = Number(process.env.RECOMPUTE_RUNS ?? 5);
const RETIME = 15;
const TARGET_MS = 50;

type Timing = { id: string; ms: number; cpuMs: number };
let errors = 0;
/** Median wall and CPU time of `runs` evaluations of one template's 1,000-row record (after one warm-up). */
function time(t: TemplateDef, runs: number): Timing {
  const record = exampleRecord(t, ROWS);
  evaluateRecord(t, record); // formula compilation and JIT warm-up, as in a server that has run a while
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const res = evaluateRecord(t, record);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    if (!res.ok || res.rows.length !== ROWS) errors++;
  }
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { id: t.id, ms: mid(wall), cpuMs: mid(cpu) };
}

const load = loadavg()[0];
const round = (x: number, d = 2) => Number(x.toFixed(d));
const start = performance.now();
const all = templateManifest.map((t) => time(t, RUNS)).sort((a, b) => a.cpuMs - b.cpuMs);
const at = (p: number, k: 'ms' | 'cpuMs') => [...all].sort((a, b) => a[k] - b[k])[Math.min(all.length - 1, Math.floor(p * all.length))][k];
// The slowest of 320 medians is as much a garbage collection or a neighbour's burst as a template: the five
// slowest are timed again, RETIME times each, and the slowest of those is the figure that decides.
const retimed = all
  .slice(-5)
  .map(({ id }) =>
    time(
      templateManifest.find((x) => x.id === id)!,
      RETIME,
    ),
  )
  .sort((a, b) => b.cpuMs - a.cpuMs);
const slowest = retimed[0];
const grid = gridBenchTemplate();
for (let i = 0; i < 100; i++) evaluateRecord(grid, grid.example);
const keystroke = Array.from({ length: 300 }, () => {
  const c0 = process.cpuUsage();
  evaluateRecord(grid, grid.example);
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}).sort((a, b) => a - b);
const result = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  loadAverage1m: round(load),
  loadAverage1mAtEnd: round(loadavg()[0]),
  templates: all.length,
  rowsPerRecord: ROWS,
  runsPerTemplate: RUNS,
  // per template the median of its runs, then across templates
  cpuMs: { median: round(at(0.5, 'cpuMs')), p90: round(at(0.9, 'cpuMs')), p99: round(at(0.99, 'cpuMs')) },
  wallMs: { median: round(at(0.5, 'ms')), p90: round(at(0.9, 'ms')), p99: round(at(0.99, 'ms')) },
  slowest: { id: slowest.id, cpuMs: round(slowest.cpuMs), wallMs: round(slowest.ms) },
  slowestRetimed: retimed.map((x) => ({ id: x.id, cpuMs: round(x.cpuMs), wallMs: round(x.ms) })),
  gridKeystrokeEngineCpuMs: { median: round(keystroke[150], 3), p95: round(keystroke[285], 3), shareOf50msTarget: round(keystroke[150] / 50, 3) },
  wallSeconds: round((performance.now() - start) / 1000, 1),
  targetMs: TARGET_MS,
  ratioToTarget: { cpu: round(slowest.cpuMs / TARGET_MS, 3), wall: round(slowest.ms / TARGET_MS, 3) },
  meetsTarget: slowest.cpuMs < TARGET_MS,
  recordsWithErrors: errors,
};
console.log(
  `recompute: ${result.templates} templates × ${ROWS} rows, ${RUNS} runs each (Node ${result.node}, ${result.cores} cores, load ${result.loadAverage1m} → ${result.loadAverage1mAtEnd})`,
);
console.log(`  per 1,000-row record, CPU:  median ${result.cpuMs.median} ms, p90 ${result.cpuMs.p90} ms, p99 ${result.cpuMs.p99} ms`);
console.log(`  per 1,000-row record, wall: median ${result.wallMs.median} ms, p90 ${result.wallMs.p90} ms, p99 ${result.wallMs.p99} ms`);
console.log(`  slowest template (re-timed ×${RETIME}): ${slowest.id} CPU ${result.slowest.cpuMs} ms, wall ${result.slowest.wallMs} ms`);
console.log(
  `  target ${TARGET_MS} ms: CPU ×${result.ratioToTarget.cpu}, wall ×${result.ratioToTarget.wall} → ${result.meetsTarget ? 'meets' : 'MISSES'} the target (CPU)`,
);
console.log('  re-timed:', result.slowestRetimed.map((x) => `${x.id} ${x.cpuMs}/${x.wallMs}`).join(', '));
console.log(
  `  engine part of a grid keystroke (100 rows × 12 inputs), CPU: median ${result.gridKeystrokeEngineCpuMs.median} ms, p95 ${result.gridKeystrokeEngineCpuMs.p95} ms (${(result.gridKeystrokeEngineCpuMs.shareOf50msTarget * 100).toFixed(1)} % of 50 ms)`,
);
if (errors) console.log(`  WARNING: ${errors} evaluations had errors`);
const dir = new URL('./results/', import.meta.url);
mkdirSync(dir, { recursive: true });
writeFileSync(new URL('recompute.json', dir), `${JSON.stringify(result, null, 2)}\n`);
console.log('  written bench/results/recompute.json');
