// Deep pages (issue 18): `npm run bench -- deep`. A 1,000,000-row results list (BENCH_RESULTS), filtered by status
// (half match) and sorted by id (newest first, the default), 25 rows a page: page 1,000 against page 1, under
// BENCH_CONNECTIONS (10) keep-alive connections, on SQLite and (with a PostgreSQL URL) PostgreSQL. Page 1,000 is
// reached once by OFFSET, then continues from its remembered start (server/crud/list.ts).
// Target: page 1,000 within 2× of page 1 (ratio of throughputs ≥ 0.5). Results: bench/results/deep.json.
import { seedLarge } from './lib/seedLarge.ts';
import { engines, freshBenchDb, machine, writeResult } from './lib/targets.ts';
import { runLoad, type Stats } from './lib/load.ts';
import { startServer, kill, loginHttp } from '../tests/ops/serverProcess.ts';

const atStart = machine();
const RESULTS = Number(process.env.BENCH_RESULTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pages = [1, 1000];
const path = (page: number) => `/admin/api/v1/results/page?status=reviewed&pageNum=${page}&pageSize=25`;

const results: Record<string, Record<string, Stats & { firstMs: number }>> = {};
for (const engine of engines()) {
  const db = await freshBenchDb(engine, 'deep');
  try {
    const seedStart = Date.now();
    await seedLarge(db.url, { orders: 1000, samples: 10_000, results: RESULTS, equipment: 0 }, () => undefined);
    console.log(
      `\n[${engine}] seeded ${RESULTS} results in ${((Date.now() - seedStart) / 1000).toFixed(1)} s (load average ${machine().loadavgAtStart.join(' ')})`,
    );
    const server = await startServer({ DATABASE_URL: db.url, DATA_DIR: db.dataDir, LOG_DIR: `${db.dataDir}/logs`, BACKUP_SCHEDULER: 'off' }, { quiet: true });
    try {
      const token = await loginHttp(server.base, 'admin');
      results[engine] = {};
      for (const page of pages) {
        // the first visit of the page alone: OFFSET over everything before it (nothing is remembered yet)
        const t0 = performance.now();
        const first = await fetch(`${server.base}${path(page)}`, { headers: { authorization: `Bearer ${token}` } });
        const firstMs = Math.round(performance.now() - t0);
        if (first.status !== 200) throw new Error(`page ${page}: ${first.status}`);
        const stats = await runLoad({
          base: server.base,
          connections: CONNECTIONS,
          warmupMs: 2000,
          durationMs: SECONDS * 1000,
          serverPid: server.proc.pid,
          next: () => ({ method: 'GET', kind: 'list', token, path: path(page) }),
        });
        results[engine][`page ${page}`] = { ...stats, firstMs };
        console.log(
          `[${engine}] page ${page}: first visit ${firstMs} ms, then ${stats.rps} req/s, p50 ${stats.p50} ms, p99 ${stats.p99} ms, errors ${stats.errors}, server CPU ${stats.serverCpuMsPerRequest} ms/request (load average ${machine().loadavgAtStart.join(' ')})`,
        );
      }
      const [p1, pN] = pages.map((p) => results[engine][`page ${p}`]);
      console.log(
        `[${engine}] page 1,000 / page 1 throughput: ${(pN.rps / p1.rps).toFixed(2)} (≥ 0.5 passes), p50 ${(pN.p50 / Math.max(p1.p50, 0.01)).toFixed(2)}×, server CPU per request ${((pN.serverCpuMsPerRequest ?? 0) / Math.max(p1.serverCpuMsPerRequest ?? 1, 0.001)).toFixed(2)}×`,
      );
    } finally {
      await kill(server, 'SIGTERM');
    }
  } finally {
    await db.drop();
  }
}
writeResult('deep', {
  at: new Date().toISOString(),
  machine: { ...atStart, loadavgAtEnd: machine().loadavgAtStart },
  results: RESULTS,
  connections: CONNECTIONS,
  seconds: SECONDS,
  figures: results,
});
