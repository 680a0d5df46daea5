// List benchmark (issue 2): `npm run bench -- api` (or node --import tsx bench/api.bench.ts)
// 100,000 equipment rows; GET /admin/api/v1/equipment/page with one filter (status), a sort (assetNo) and the
// total, 25 rows a page, 50 concurrent keep-alive connections, on SQLite and (with a PostgreSQL URL) PostgreSQL.
// Target on these 2-core machines: p99 < 50 ms and > 500 req/s on SQLite. The real server runs in a child
// process (npm run serve), the load comes from this process. Results: bench/results/api.json.
import { seedLarge } from './lib/seedLarge.ts';
import pg from 'pg';
import { engines, freshBenchDb, machine, writeResult, PG_ADMIN_URL } from './lib/targets.ts';
import { formatCores, formatLoad, runLoad, type Stats } from './lib/load.ts';
import { startServer, kill, loginHttp } from '../tests/ops/serverProcess.ts';

// the machine and its load average before anything runs (the figures mean little on a busy machine)
const atStart = machine();
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;
const TARGET = { p99Ms: 50, rps: 500 };

const scenarios = [
  // half of the rows match: the count walks 50,000 index entries
  { name: 'status=in_service (50% match), sort assetNo', query: (page: number) => `status=in_service&sort=assetNo&order=asc&pageNum=${page}&pageSize=25` },
  // a sixth match, default sort (id desc)
  { name: 'status=maintenance (17% match), sort id desc', query: (page: number) => `status=maintenance&pageNum=${page}&pageSize=25` },
];

const results: Record<string, Record<string, Stats>> = {};
for (const engine of engines()) {
  const db = await freshBenchDb(engine, 'api');
  try {
    const seedStart = Date.now();
    await seedLarge(db.url, { orders: 1, samples: 0, results: 0, equipment: ROWS }, () => undefined);
    console.log(`\n[${engine}] seeded ${ROWS} equipment rows in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
    const server = await startServer({ DATABASE_URL: db.url, DATA_DIR: db.dataDir, LOG_DIR: `${db.dataDir}/logs`, BACKUP_SCHEDULER: 'off' }, { quiet: true });
    try {
      const token = await loginHttp(server.base, 'equipment');
      // PostgreSQL: statements the database committed per request (each is a round trip: the page, the shared
      // change check, anything else), read from its statistics (flushed by each backend about once a second)
      const statsDb = engine === 'postgres' ? new pg.Client({ connectionString: PG_ADMIN_URL }) : undefined;
      await statsDb?.connect();
      const counters = statsDb
        ? async () => {
            const { rows } = await statsDb.query('select xact_commit, xact_rollback from pg_stat_database where datname = $1', [
              new URL(db.url).pathname.slice(1),
            ]);
            return { statements: Number(rows[0].xact_commit) + Number(rows[0].xact_rollback) };
          }
        : undefined;
      results[engine] = {};
      for (const s of scenarios) {
        const stats = await runLoad({
          base: server.base,
          connections: CONNECTIONS,
          warmupMs: 3000,
          durationMs: SECONDS * 1000,
          serverPid: server.proc.pid,
          counters,
          next: () => ({ method: 'GET', kind: 'list', token, path: `/admin/api/v1/equipment/page?${s.query(1 + Math.floor(Math.random() * 40))}` }),
        });
        results[engine][s.name] = stats;
        console.log(
          `[${engine}] ${s.name}: ${stats.rps} req/s, p50 ${stats.p50} ms, p99 ${stats.p99} ms, max ${stats.max} ms, errors ${stats.errors}, server RSS ${stats.serverRssMb?.max} MB, server CPU ${stats.serverCpuMsPerRequest} ms/request (it got ${stats.serverCoreShare} of a core)` +
            (stats.perRequest
              ? `, database CPU ${((stats.cores.database * 1000) / Math.max(1, stats.rps)).toFixed(2)} ms/request, statements ${stats.perRequest.statements}/request`
              : '') +
            `; cores: ${formatCores(stats.cores)}; load average ${formatLoad()}` +
            (engine === 'sqlite'
              ? `  | ratios: p99 ${(stats.p99 / TARGET.p99Ms).toFixed(2)}× of ${TARGET.p99Ms} ms (≤1 passes), ${(stats.rps / TARGET.rps).toFixed(2)}× of ${TARGET.rps} req/s (≥1 passes)`
              : ''),
        );
        if (stats.firstErrors.length) console.log(`  first errors: ${stats.firstErrors.slice(0, 3).join(' | ')}`);
      }
      await statsDb?.end();
    } finally {
      await kill(server, 'SIGTERM');
    }
  } finally {
    await db.drop();
  }
}
if (results.sqlite && results.postgres) {
  for (const s of scenarios)
    console.log(`PostgreSQL / SQLite throughput, ${s.name}: ${(results.postgres[s.name].rps / results.sqlite[s.name].rps).toFixed(2)}`);
}
writeResult('api', {
  at: new Date().toISOString(),
  machine: { ...atStart, loadavgAtEnd: machine().loadavgAtStart },
  rows: ROWS,
  connections: CONNECTIONS,
  seconds: SECONDS,
  target: TARGET,
  results,
});
