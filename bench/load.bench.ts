// Mixed load (issue 7): `npm run bench -- load` (or node --import tsx bench/load.bench.ts)
// On a database seeded like `npm run seed:large` (20,000 orders with tasks and analysis sheets, 100,000 samples,
// 1,000,000 results, 100,000 equipment): 50 concurrent users for 60 s, 80 % reads (filtered list pages with
// totals, and record details) and 20 % writes through the order workflow (create → submit → cancel with a
// reason, each with its audit entry). SQLite and PostgreSQL one after the other in one run, side by side.
// Reports throughput, p50/p99, errors (target zero), write transactions retried after a deadlock (PostgreSQL) and the server's memory. Results: bench/results/load.json.
import { FULL, seedLarge } from './lib/seedLarge.ts';
import { engines, freshBenchDb, machine, writeResult } from './lib/targets.ts';
import { formatCores, runLoad, type Req, type Stats } from './lib/load.ts';
import { startServer, kill, loginHttp } from '../tests/ops/serverProcess.ts';

// the machine and its load average before anything runs (the figures mean little on a busy machine)
const atStart = machine();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const USERS = 50;
const WRITE_SHARE = 0.2;
const counts = process.env.BENCH_SMALL ? { orders: 2000, samples: 10_000, results: 100_000, equipment: 10_000 } : FULL;

const rand = (n: number) => 1 + Math.floor(Math.random() * n);

const results: Record<string, Stats & { seedSeconds: number; transactionRetries: number }> = {};
for (const engine of engines()) {
  const db = await freshBenchDb(engine, 'load');
  try {
    const seedStart = Date.now();
    await seedLarge(db.url, counts, (l) => console.log(`[${engine}] ${l}`));
    const seedSeconds = Math.round((Date.now() - seedStart) / 1000);
    const server = await startServer({ DATABASE_URL: db.url, DATA_DIR: db.dataDir, LOG_DIR: `${db.dataDir}/logs`, BACKUP_SCHEDULER: 'off' }, { quiet: true });
    try {
      const tok = {
        clerk: await loginHttp(server.base, 'clerk'),
        analyst: await loginHttp(server.base, 'analyst'),
        equipment: await loginHttp(server.base, 'equipment'),
        writer: await loginHttp(server.base, 'writer'),
      };
      const reads: Array<() => Req> = [
        () => ({ kind: 'read:list', method: 'GET', token: tok.clerk, path: `/admin/api/v1/orders/page?status=closed&pageNum=${rand(20)}&pageSize=25` }),
        () => ({ kind: 'read:list', method: 'GET', token: tok.analyst, path: `/admin/api/v1/samples/page?status=received&pageNum=${rand(20)}&pageSize=25` }),
        () => ({ kind: 'read:list', method: 'GET', token: tok.analyst, path: `/admin/api/v1/results/page?sampleId=${rand(counts.samples)}&pageSize=25` }),
        () => ({
          kind: 'read:list',
          method: 'GET',
          token: tok.equipment,
          path: `/admin/api/v1/equipment/page?status=maintenance&sort=assetNo&order=asc&pageNum=${rand(20)}`,
        }),
        () => ({ kind: 'read:list', method: 'GET', token: tok.writer, path: `/admin/api/v1/reports/page?pageSize=25` }),
        () => ({ kind: 'read:detail', method: 'GET', token: tok.clerk, path: `/admin/api/v1/orders/${rand(counts.orders)}/form` }),
        () => ({ kind: 'read:detail', method: 'GET', token: tok.analyst, path: `/admin/api/v1/samples/${rand(counts.samples)}/form` }),
        () => ({ kind: 'read:detail', method: 'GET', token: tok.analyst, path: `/admin/api/v1/analysisSheets/${rand(counts.orders)}/form` }),
      ];
      // each user walks its own order through the workflow, one step per write
      const orders = new Map<number, { id: number; version: number; step: 'submit' | 'cancel' }>();
      const writeFor = (w: number): Req => {
        const o = orders.get(w);
        if (!o) {
          return {
            kind: 'write:create',
            method: 'POST',
            token: tok.clerk,
            path: '/admin/api/v1/orders',
            body: {
              clientId: 1,
              projectName: `压测委托 ${w}`,
              category: 'commissioned',
              points: [{ name: 'P1', matrix: 'wastewater', parameterIds: [1, 2] }],
            },
          };
        }
        return {
          kind: `write:${o.step}`,
          method: 'POST',
          token: tok.clerk,
          path: `/admin/api/v1/orders/${o.id}/transitions/${o.step}`,
          body: o.step === 'cancel' ? { version: o.version, reason: '压测撤回' } : { version: o.version },
        };
      };
      const stats = await runLoad({
        base: server.base,
        connections: USERS,
        warmupMs: 5000,
        durationMs: SECONDS * 1000,
        serverPid: server.proc.pid,
        next: (w) => (Math.random() < WRITE_SHARE ? writeFor(w) : reads[Math.floor(Math.random() * reads.length)]()),
        after: (w, req, res) => {
          if (!req.kind.startsWith('write:')) return;
          const data = res.body?.data;
          if (res.status >= 300 || !data) {
            orders.delete(w);
            return;
          }
          if (req.kind === 'write:create') orders.set(w, { id: data.id, version: data.version, step: 'submit' });
          else if (req.kind === 'write:submit') orders.set(w, { id: data.id, version: data.version, step: 'cancel' });
          else orders.delete(w);
        },
      });
      // write transactions the server ran again after a deadlock or serialization failure (PostgreSQL; server/db/retry.ts)
      const transactionRetries = Number((await (await fetch(`${server.base}/admin/health`)).json()).data?.transactionRetries ?? 0);
      results[engine] = { ...stats, seedSeconds, transactionRetries };
      console.log(
        `[${engine}] ${stats.rps} req/s, p50 ${stats.p50} ms, p99 ${stats.p99} ms, errors ${stats.errors}/${stats.requests}, transactions retried ${transactionRetries}, server RSS ${stats.serverRssMb?.start}→${stats.serverRssMb?.max} MB (max), server CPU ${stats.serverCpuMsPerRequest} ms/request (it got ${stats.serverCoreShare} of a core); cores: ${formatCores(stats.cores)}`,
      );
      for (const [k, v] of Object.entries(stats.byKind)) console.log(`    ${k.padEnd(14)} n=${v.n} p50 ${v.p50} ms p99 ${v.p99} ms errors ${v.errors}`);
      if (stats.firstErrors.length) console.log(`  first errors:\n    ${stats.firstErrors.join('\n    ')}`);
    } finally {
      await kill(server, 'SIGTERM');
    }
  } finally {
    await db.drop();
  }
}

const rows = ['rps', 'p50', 'p99', 'max', 'errors', 'requests', 'transactionRetries'] as const;
console.log(
  `\n${'metric'.padEnd(16)}${Object.keys(results)
    .map((e) => e.padStart(12))
    .join('')}`,
);
for (const r of rows)
  console.log(
    `${r.padEnd(16)}${Object.values(results)
      .map((s) => String(s[r]).padStart(12))
      .join('')}`,
  );
console.log(
  `${'RSS max MB'.padEnd(16)}${Object.values(results)
    .map((s) => String(s.serverRssMb?.max).padStart(12))
    .join('')}`,
);
console.log(
  `${'CPU ms/req'.padEnd(16)}${Object.values(results)
    .map((s) => String(s.serverCpuMsPerRequest).padStart(12))
    .join('')}`,
);
writeResult('load', {
  at: new Date().toISOString(),
  machine: { ...atStart, loadavgAtEnd: machine().loadavgAtStart },
  users: USERS,
  seconds: SECONDS,
  writeShare: WRITE_SHARE,
  counts,
  results,
});
