import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';

export interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  token: string;
  body?: unknown;
  kind: string;
}
export interface Stats {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  statuses: Record<string, number>;
  byKind: Record<string, { n: number; p50: number; p99: number; errors: number }>;
  serverRssMb?: { start: number; max: number; end: number };
  /** server process CPU time per answered request, and the share of one core it got: on a busy machine the
   *  first shows what a request costs whatever the contention, the second how much contention there was */
  serverCpuMsPerRequest?: number;
  serverCoreShare?: number;
  /** the machine's cores during the measured run, split by who used them: on a shared 2-core machine the limit of
   *  a run is wherever the cores went (the server, the database's processes, this load generator, anything else) */
  cores: CoreShares;
  /** `counters` (e.g. the database's committed statements): how much each grew during the measured run, per answered request */
  perRequest?: Record<string, number>;
  firstErrors: string[];
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);
const round = (n: number) => Math.round(n * 100) / 100;

/** One HTTP request on a keep-alive agent; resolves with status and parsed body (JSON when it is). */
export function send(agent: http.Agent, base: string, r: Req): Promise<{ status: number; body: any }> {
  const u = new URL(r.path, base);
  const payload = r.body === undefined ? undefined : Buffer.from(JSON.stringify(r.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: r.method,
        headers: { authorization: `Bearer ${r.token}`, ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** utime + stime of a process in milliseconds (Linux /proc; clock ticks are 100 Hz). */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

export interface CoreShares {
  server: number;
  database: number;
  generator: number;
  other: number;
  idle: number;
}

/** Busy and idle CPU time of the whole machine in milliseconds (/proc/stat's first line, 100 Hz ticks). */
function machineCpuMs(): { busy: number; idle: number } {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  return { busy: (user + nice + system + irq + softirq + steal) * 10, idle: (idle + iowait) * 10 };
}

/** CPU time of every PostgreSQL process on this machine (the bench's database runs here too). */
function databaseCpuMs(): number {
  let sum = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') sum += cpuMs(Number(pid));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return sum;
}

function cpuSnapshot(serverPids: number[]) {
  const own = process.cpuUsage();
  return {
    machine: machineCpuMs(),
    server: serverPids.reduce((sum, pid) => sum + cpuMs(pid), 0),
    database: databaseCpuMs(),
    generator: (own.user + own.system) / 1000,
  };
}

function coreShares(a: ReturnType<typeof cpuSnapshot>, b: ReturnType<typeof cpuSnapshot>, seconds: number): CoreShares {
  const cores = (ms: number) => round(ms / 1000 / seconds);
  const server = b.server - a.server;
  const database = b.database - a.database;
  const generator = b.generator - a.generator;
  const busy = b.machine.busy - a.machine.busy;
  return {
    server: cores(server),
    database: cores(database),
    generator: cores(generator),
    other: cores(Math.max(0, busy - server - database - generator)),
    idle: cores(b.machine.idle - a.machine.idle),
  };
}

/** "server 0.75, database 0.6, generator 0.5, other 0.1, idle 0.05 cores" */
export const formatCores = (c: CoreShares) =>
  `server ${c.server}, database ${c.database}, load generator ${c.generator}, other ${c.other}, idle ${c.idle} cores`;

/** The load average now (1, 5, 15 min), as printed beside a figure: the machine is shared. */
export const formatLoad = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/**
 * `connections` workers, each sending the next request of `next(worker)` as soon as the previous answered
 * (closed loop, like autocannon), for `durationMs` after a `warmupMs` that is not counted.
 * `after` lets a worker chain workflow steps on an answer. Latencies in milliseconds.
 */
export async function runLoad(opts: {
  base: string;
  connections: number;
  durationMs: number;
  warmupMs: number;
  serverPid?: number;
  /** every server process whose CPU counts as the server's in `cores` (default: serverPid) */
  allServerPids?: number[];
  next(worker: number): Req;
  after?(worker: number, req: Req, res: { status: number; body: any }): void;
  /** read when the measured run starts and when it ends (see Stats.perRequest) */
  counters?(): Promise<Record<string, number>>;
}): Promise<Stats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  const kinds = new Map<string, { lat: number[]; errors: number }>();
  const statuses: Record<string, number> = {};
  const firstErrors: string[] = [];
  let errors = 0;
  let measuring = false;
  let stop = false;
  const rss = { start: opts.serverPid ? rssMb(opts.serverPid) : 0, max: 0, end: 0 };
  const sampler = opts.serverPid
    ? setInterval(() => {
        rss.max = Math.max(rss.max, rssMb(opts.serverPid!));
      }, 500)
    : null;
  const worker = async (w: number) => {
    while (!stop) {
      const r = opts.next(w);
      const t0 = process.hrtime.bigint();
      let status = 0;
      try {
        const res = await send(agent, opts.base, r);
        status = res.status;
        opts.after?.(w, r, res);
        if (measuring && status >= 400 && firstErrors.length < 10)
          firstErrors.push(`${r.method} ${r.path} → ${status} ${JSON.stringify(res.body).slice(0, 160)}`);
      } catch (err) {
        if (measuring && firstErrors.length < 10) firstErrors.push(`${r.method} ${r.path} → ${(err as Error).message}`);
      }
      if (!measuring) continue;
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      const k = kinds.get(r.kind) ?? { lat: [], errors: 0 };
      k.lat.push(ms);
      if (status === 0 || status >= 400) {
        errors++;
        k.errors++;
      }
      kinds.set(r.kind, k);
    }
  };
  const workers = Array.from({ length: opts.connections }, (_, w) => worker(w));
  await new Promise((r) => setTimeout(r, opts.warmupMs));
  measuring = true;
  const started = process.hrtime.bigint();
  const cpuMs0 = opts.serverPid ? cpuMs(opts.serverPid) : 0;
  const serverPids = opts.allServerPids ?? (opts.serverPid ? [opts.serverPid] : []);
  const cpu0 = cpuSnapshot(serverPids);
  const counters0 = await opts.counters?.();
  await new Promise((r) => setTimeout(r, opts.durationMs));
  measuring = false;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu1 = cpuSnapshot(serverPids);
  const counters1 = await opts.counters?.();
  const serverCpu = opts.serverPid ? cpuMs(opts.serverPid) - cpuMs0 : 0;
  stop = true;
  await Promise.all(workers);
  if (sampler) clearInterval(sampler);
  if (opts.serverPid) rss.end = rssMb(opts.serverPid);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const byKind: Stats['byKind'] = {};
  for (const [k, v] of kinds) {
    v.lat.sort((a, b) => a - b);
    byKind[k] = { n: v.lat.length, p50: round(percentile(v.lat, 50)), p99: round(percentile(v.lat, 99)), errors: v.errors };
  }
  return {
    requests: latencies.length,
    errors,
    rps: round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies[latencies.length - 1] ?? 0),
    mean: round(latencies.reduce((s, x) => s + x, 0) / Math.max(1, latencies.length)),
    statuses,
    byKind,
    serverRssMb: opts.serverPid ? rss : undefined,
    firstErrors,
    serverCpuMsPerRequest: opts.serverPid && latencies.length ? round(serverCpu / latencies.length) : undefined,
    serverCoreShare: opts.serverPid ? round(serverCpu / 1000 / seconds) : undefined,
    cores: coreShares(cpu0, cpu1, seconds),
    perRequest:
      counters0 && counters1
        ? Object.fromEntries(Object.keys(counters1).map((k) => [k, round((counters1[k] - (counters0[k] ?? 0)) / Math.max(1, latencies.length))]))
        : undefined,
  };
}
