// `npm run suite:cpu [-- vitest args]`: runs `npm test` and prints where the machine's CPU went while it ran, by kind
// of process (Chromium's renderers, vitest's workers, PostgreSQL, tsc, ESLint, the child servers of the ops tests…),
// and what that means for the wall time: CPU-seconds ÷ cores is the least wall time any scheduling of the same work
// can reach. The per-project wall and work figures of tests/setup/projectTimes.ts say which files take long; this says
// what the time is made of, which decides what can make the suite faster (issue 36 item 6). A script, not a
// bench/*.bench.ts: `npm run bench` runs every benchmark in turn, and this one is the whole suite (~20 min).
//
// Linux only (it reads /proc). Every process on the machine is sampled twice a second, not only this one's children:
// the PostgreSQL that CI starts is not one of them, and a process's own counters show each kind apart; start it on
// an otherwise idle machine, or the figures include whatever else runs. A process that lives less than half a second
// between two samples is missed (npm's and sh's wrappers): a few seconds of a run of thousands.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on every Linux port Node runs on) */
const HZ = 100;

/** The kind of a process, from its command line: what the totals are grouped by. */
function kindOf(pid: string): string | null {
  let args: string[];
  try {
    args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null; // ended meanwhile
  }
  const cmd = args.join(' ');
  const exe = args[0] ?? '';
  if (/chrom/i.test(exe)) return `chromium ${cmd.match(/--type=([a-z-]+)/)?.[1] ?? 'browser'}`;
  if (/postgres/.test(exe)) return 'postgresql';
  if (/soffice/.test(cmd)) return 'libreoffice (import tests)';
  const script = args.slice(1).find((a) => !a.startsWith('-') && a !== 'tsx') ?? '';
  if (/\btsc$/.test(script) || /typescript\/bin\/tsc/.test(script)) return 'tsc';
  if (/eslint/.test(script)) return 'eslint';
  if (/prettier/.test(script)) return 'prettier';
  if (/vite(\.js)?$/.test(script) && args.includes('build')) return 'vite build (e2e UI)';
  if (/vitest/.test(cmd)) return /forks|worker/.test(cmd) ? 'vitest workers (tests, in-process servers)' : 'vitest main';
  if (cmd.includes('launchServer')) return 'playwright server';
  if (/server\/main\.ts|(dist-server|built-server[^/ ]*)\/main\.js/.test(cmd)) return 'child servers (ops tests)';
  if (/scripts\//.test(cmd)) return 'scripts (ops tests)';
  if (/node$/.test(exe) || exe.endsWith('/node')) return `node ${script.replace(/.*\/(node_modules|work)\//, '')}`.trim();
  return null; // the kernel's threads and other machine processes: not the suite's
}

/** pid+start time → [kind, CPU-s at the first sample, CPU-s at the last] */
const seen = new Map<string, [string, number, number]>();
let first = true;
function sample() {
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpu = (Number(f[11]) + Number(f[12])) / HZ;
    const key = `${pid}:${f[19]}`;
    const known = seen.get(key);
    if (known) {
      known[2] = cpu;
      continue;
    }
    const kind = kindOf(pid);
    // a process already running at the start counts from then (an idle PostgreSQL, say), a new one from 0
    if (kind) seen.set(key, [kind, first ? cpu : 0, cpu]);
  }
  first = false;
}

sample();
const started = Date.now();
const timer = setInterval(sample, 500);
const child = spawn('npm', ['test', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])], { stdio: 'inherit' });
const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
clearInterval(timer);
sample();

const wall = (Date.now() - started) / 1000;
const byKind = new Map<string, number>();
for (const [kind, from, to] of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + to - from);
const total = [...byKind.values()].reduce((a, b) => a + b, 0);
const cores = os.availableParallelism();
const rows = [...byKind].filter(([, s]) => s >= 1).sort((a, b) => b[1] - a[1]);
console.log(
  `\n[suite:cpu] CPU-seconds by kind of process during \`npm test\` (load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}):`,
);
for (const [kind, s] of rows) console.log(`  ${s.toFixed(0).padStart(6)} CPU-s  ${((100 * s) / total).toFixed(0).padStart(3)} %  ${kind}`);
console.log(`  ${total.toFixed(0).padStart(6)} CPU-s  in ${wall.toFixed(0)} s of wall time: ${(total / wall).toFixed(2)} of ${cores} cores busy on average`);
console.log(`  the least wall time this work allows on ${cores} cores: ${(total / cores).toFixed(0)} s (${(total / cores / 60).toFixed(1)} min)`);
process.exit(code);
