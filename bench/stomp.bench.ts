// Realtime benchmark (issue 6): `npx tsx bench/stomp.bench.ts`
//  1. 1,000 STOMP clients on one instance: time for one broadcast to reach all of them (target < 1 s),
//     and the server's memory (RSS) before and with the clients.
//  2. With LIMS_TEST_PG_URL or BENCH_PG_URL: two instances fanning out through PostgreSQL; latency from
//     publish on one instance to receipt by a client of the other (inline NOTIFY and > 8 KB payloads).
// Servers run in child processes (this file, argv "server") so their RSS is their own; the clients are
// raw WebSockets speaking STOMP in this process. Results go to bench/results/stomp.json.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import WebSocket from 'ws';
import { createPgBus, realtimeOf, realtimePlugin } from '../server/realtime/index.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const BROADCASTS = 5;
const TARGET_BROADCAST_MS = 1000;
const PG_URL = process.env.BENCH_PG_URL ?? process.env.LIMS_TEST_PG_URL;

type Reply = { type: string; [key: string]: unknown };

// ---------------------------------------------------------------- server child
async function runServer(): Promise<void> {
  const busUrl = process.env.BENCH_BUS_URL;
  const app = Fastify({ logger: false });
  await app.register(realtimePlugin, {
    authenticate: async (token) => {
      const id = Number(/^Bearer u(\d+)$/.exec(token)?.[1]);
      return Number.isInteger(id) ? { userId: id, username: `u${id}` } : null;
    },
    bus: busUrl ? createPgBus(busUrl, { channel: process.env.BENCH_CHANNEL }) : undefined,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const realtime = realtimeOf(app);
  const address = app.server.address();
  process.send!({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async (message: Reply) => {
    if (message.type === 'publish') {
      await realtime.publish(message.destination as string, message.body as string);
      process.send!({ type: 'published' });
    } else if (message.type === 'stats') {
      const memory = process.memoryUsage();
      process.send!({ type: 'stats', rss: memory.rss, heapUsed: memory.heapUsed, ...realtime.stats() });
    } else if (message.type === 'exit') {
      await app.close();
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------- bench driver
class ServerProcess {
  private readonly child: ChildProcess;
  private waiting: ((reply: Reply) => void)[] = [];
  port = 0;

  constructor(env: Record<string, string> = {}) {
    this.child = fork(fileURLToPath(import.meta.url), ['server'], { env: { ...process.env, ...env } });
    this.child.on('message', (reply: Reply) => this.waiting.shift()?.(reply));
  }

  async ready(): Promise<void> {
    this.port = (await this.reply()).port as number;
  }

  /** Sends a command; the answer is the next message from the child (commands are not overlapped). */
  request(message: Reply): Promise<Reply> {
    const answer = this.reply();
    this.child.send(message);
    return answer;
  }

  send(message: Reply): void {
    this.waiting.push(() => undefined);
    this.child.send(message);
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'exit' });
    await exited;
  }

  private reply(): Promise<Reply> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** A raw WebSocket STOMP client: CONNECT, SUBSCRIBE with receipt; counts MESSAGE frames. */
function stompClient(port: number, user: number, destination: string, onMessage: (text: string) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    ws.on('open', () => ws.send(`CONNECT\naccept-version:1.2\nhost:bench\nAuthorization:Bearer u${user}\nheart-beat:30000,30000\n\n\0`));
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (text.startsWith('MESSAGE')) onMessage(text);
      else if (text.startsWith('CONNECTED')) ws.send(`SUBSCRIBE\nid:0\ndestination:${destination}\nreceipt:ok\n\n\0`);
      else if (text.startsWith('RECEIPT')) resolve(ws);
      else if (text.startsWith('ERROR')) reject(new Error(text));
    });
    ws.on('error', reject);
  });
}

const mb = (bytes: unknown) => Math.round(((bytes as number) / 1024 / 1024) * 10) / 10;
const ms = (value: number) => Math.round(value * 100) / 100;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function broadcastBench() {
  const server = new ServerProcess();
  await server.ready();
  const idle = await server.request({ type: 'stats' });

  let received = 0;
  let onAll: (() => void) | null = null;
  const onMessage = () => {
    if (++received === CLIENTS) onAll?.();
  };
  const connectStart = performance.now();
  const sockets: WebSocket[] = [];
  for (let i = 0; i < CLIENTS; i += 50) {
    const batch = Array.from({ length: Math.min(50, CLIENTS - i) }, (_, k) => stompClient(server.port, i + k + 1, '/topic/notice', onMessage));
    sockets.push(...(await Promise.all(batch)));
  }
  const connectMs = performance.now() - connectStart;
  const loaded = await server.request({ type: 'stats' });

  const body = JSON.stringify({
    id: 1,
    title: '关于 2024 年度实验室能力验证计划的通知',
    level: 'important',
    content: '各检测室：请于本周五前提交 COD、氨氮、总磷的能力验证结果。',
  });
  const times: number[] = [];
  for (let round = 0; round < BROADCASTS; round++) {
    received = 0;
    const all = new Promise<void>((resolve) => (onAll = resolve));
    const start = performance.now();
    server.send({ type: 'publish', destination: '/topic/notice', body });
    await all;
    times.push(performance.now() - start);
  }
  const after = await server.request({ type: 'stats' });
  for (const ws of sockets) ws.terminate();
  await server.stop();

  const sorted = [...times].sort((a, b) => a - b);
  return {
    clients: CLIENTS,
    sessionsOnServer: loaded.sessions,
    connectAllMs: ms(connectMs),
    broadcastBodyBytes: Buffer.byteLength(body),
    broadcastToAllMs: { first: ms(times[0]), median: ms(percentile(sorted, 50)), max: ms(sorted.at(-1)!), all: times.map(ms) },
    targetMs: TARGET_BROADCAST_MS,
    ratioToTarget: ms(percentile(sorted, 50) / TARGET_BROADCAST_MS),
    serverRssMb: { idle: mb(idle.rss), with1000Clients: mb(loaded.rss), afterBroadcasts: mb(after.rss) },
    serverHeapUsedMb: { idle: mb(idle.heapUsed), withClients: mb(loaded.heapUsed) },
    perClientKb: Math.round((((loaded.rss as number) - (idle.rss as number)) / CLIENTS / 1024) * 10) / 10,
  };
}

async function pgLatencyBench(url: string) {
  const env = { BENCH_BUS_URL: url, BENCH_CHANNEL: `bench_${randomUUID().slice(0, 8)}` };
  const [a, b] = [new ServerProcess(env), new ServerProcess(env)];
  await Promise.all([a.ready(), b.ready()]);
  let onReceive: (() => void) | null = null;
  const ws = await stompClient(b.port, 1, '/topic/notice', () => onReceive?.());

  async function measure(body: string, rounds: number): Promise<number[]> {
    const latencies: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const got = new Promise<void>((resolve) => (onReceive = resolve));
      const start = performance.now();
      a.send({ type: 'publish', destination: '/topic/notice', body });
      await got;
      latencies.push(performance.now() - start);
    }
    return latencies.sort((x, y) => x - y);
  }
  const summary = (sorted: number[]) => ({
    rounds: sorted.length,
    p50: ms(percentile(sorted, 50)),
    p95: ms(percentile(sorted, 95)),
    max: ms(sorted.at(-1)!),
  });
  await measure('warm-up', 20);
  const small = await measure(JSON.stringify({ entity: 'task', id: 42, status: '检测中' }), 200);
  const bigBody = '检测数据'.repeat(2500); // 30,000 bytes: stored in realtime_payload, NOTIFY carries the id
  const big = await measure(bigBody, 50);
  ws.terminate();
  await Promise.all([a.stop(), b.stop()]);
  return {
    inlineNotifyMs: summary(small),
    storedPayloadMs: { bodyBytes: Buffer.byteLength(bigBody), ...summary(big) },
  };
}

async function main(): Promise<void> {
  console.log(`realtime bench: ${CLIENTS} clients, ${os.cpus().length} cpus, node ${process.version}`);
  const broadcast = await broadcastBench();
  console.log(`connect ${CLIENTS} clients (CONNECT + SUBSCRIBE with receipt): ${broadcast.connectAllMs} ms`);
  console.log(
    `broadcast to all ${CLIENTS}: first ${broadcast.broadcastToAllMs.first} ms, median ${broadcast.broadcastToAllMs.median} ms, ` +
      `max ${broadcast.broadcastToAllMs.max} ms — ${broadcast.ratioToTarget}× of the ${TARGET_BROADCAST_MS} ms target`,
  );
  console.log(
    `server RSS: idle ${broadcast.serverRssMb.idle} MB, with ${CLIENTS} clients ${broadcast.serverRssMb.with1000Clients} MB ` +
      `(~${broadcast.perClientKb} KB per client), after broadcasts ${broadcast.serverRssMb.afterBroadcasts} MB`,
  );

  let postgres: Awaited<ReturnType<typeof pgLatencyBench>> | { skipped: string };
  if (PG_URL) {
    postgres = await pgLatencyBench(PG_URL);
    console.log(
      `across two instances via PostgreSQL: inline p50 ${postgres.inlineNotifyMs.p50} ms, p95 ${postgres.inlineNotifyMs.p95} ms; ` +
        `${postgres.storedPayloadMs.bodyBytes}-byte payload p50 ${postgres.storedPayloadMs.p50} ms, p95 ${postgres.storedPayloadMs.p95} ms`,
    );
  } else {
    postgres = { skipped: 'set LIMS_TEST_PG_URL or BENCH_PG_URL to measure latency across two instances' };
    console.log(`across instances: skipped (${postgres.skipped})`);
  }

  const results = {
    bench: 'stomp',
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
    broadcast,
    postgres,
  };
  const dir = new URL('./results/', import.meta.url);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(new URL('stomp.json', dir), JSON.stringify(results, null, 2) + '\n');
  console.log('written bench/results/stomp.json');
}

if (process.argv[2] === 'server') await runServer();
else await main();
