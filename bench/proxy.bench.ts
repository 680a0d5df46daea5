// Scale-out (issue 18): `npm run bench -- proxy`. PostgreSQL only. 100,000 equipment rows (BENCH_ROWS); the list page
// of bench/api.bench.ts through a tiny round-robin proxy (this file, node:http, keep-alive to each instance) in front
// of one instance, then of two instances on the same database, 50 connections. Target: two ≥ 1.6× one when the
// database is not the limit. The proxy and the load generator share this process; the figures print the CPU each
// server process used per request and the load average, to say where the limit was. Results: bench/results/proxy.json.
import http from 'node:http';
import type net from 'node:net';
import { seedLarge } from './lib/seedLarge.ts';
import { PG_ADMIN_URL, freshBenchDb, machine, writeResult } from './lib/targets.ts';
import { formatCores, runLoad, type Stats } from './lib/load.ts';
import { startServer, kill, loginHttp, type ServerProcess } from '../tests/ops/serverProcess.ts';

if (!PG_ADMIN_URL) {
  console.log('proxy bench skipped: it needs PostgreSQL (BENCH_PG_URL or LIMS_TEST_PG_URL)');
  process.exit(0);
}
const atStart = machine();
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;

/** Round robin over `targets`, one keep-alive agent each: the least a load balancer does. */
function proxy(targets: ServerProcess[]): Promise<{ base: string; close(): void }> {
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS }));
  let next = 0;
  const server = http.createServer((req, res) => {
    const i = next++ % targets.length;
    const out = http.request(
      { host: '127.0.0.1', port: targets[i].port, path: req.url, method: req.method, headers: req.headers, agent: agents[i] },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(out);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
        close: () => {
          server.close();
          server.closeAllConnections();
          agents.forEach((a) => a.destroy());
        },
      }),
    ),
  );
}

const db = await freshBenchDb('postgres', 'proxy');
const figures: Record<string, Stats & { cpuMsPerRequestByInstance: Array<number | undefined> }> = {};
try {
  await seedLarge(db.url, { orders: 1, samples: 0, results: 0, equipment: ROWS }, () => undefined);
  const env = { DATABASE_URL: db.url, DATA_DIR: db.dataDir, LOG_DIR: `${db.dataDir}/logs`, BACKUP_SCHEDULER: 'off' };
  const servers = [await startServer(env, { quiet: true }), await startServer(env, { quiet: true })];
  try {
    const token = await loginHttp(servers[0].base, 'equipment');
    for (const n of [1, 2]) {
      const front = await proxy(servers.slice(0, n));
      try {
        // the CPU of each instance, measured per instance (runLoad samples one pid; the others by their own runs)
        const stats = await runLoad({
          base: front.base,
          connections: CONNECTIONS,
          warmupMs: 3000,
          durationMs: SECONDS * 1000,
          serverPid: servers[0].proc.pid,
          allServerPids: servers.slice(0, n).map((s) => s.proc.pid!),
          next: () => ({
            method: 'GET',
            kind: 'list',
            token,
            path: `/admin/api/v1/equipment/page?status=in_service&sort=assetNo&order=asc&pageNum=${1 + Math.floor(Math.random() * 40)}&pageSize=25`,
          }),
        });
        const label = `${n} instance${n > 1 ? 's' : ''}`;
        figures[label] = { ...stats, cpuMsPerRequestByInstance: [stats.serverCpuMsPerRequest] };
        console.log(
          `[postgres] ${label} behind the proxy: ${stats.rps} req/s, p50 ${stats.p50} ms, p99 ${stats.p99} ms, errors ${stats.errors}, instance 1 got ${stats.serverCoreShare} of a core; cores: ${formatCores(stats.cores)} (the proxy runs in the load generator; load average ${machine().loadavgAtStart.join(' ')})`,
        );
      } finally {
        front.close();
      }
    }
    console.log(
      `two instances / one: ${(figures['2 instances'].rps / figures['1 instance'].rps).toFixed(2)} (≥ 1.6 passes when the database and the machine are not the limit)`,
    );
  } finally {
    for (const s of servers) await kill(s, 'SIGTERM');
  }
} finally {
  await db.drop();
}
writeResult('proxy', {
  at: new Date().toISOString(),
  machine: { ...atStart, loadavgAtEnd: machine().loadavgAtStart },
  rows: ROWS,
  connections: CONNECTIONS,
  seconds: SECONDS,
  figures,
});
