import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on right now (the server is told to use it: main.ts listens on PORT). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  proc: ChildProcess;
  port: number;
  base: string;
  /** every line the server wrote (JSON log lines) */
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** resolves with the first log line that satisfies the predicate (already written or still to come) */
  waitForLine(pred: (line: string) => boolean, what: string, timeoutMs?: number): Promise<string>;
}

/**
 * The real server as a child process, exactly as `npm run serve` starts it (in `cwd`, default this checkout);
 * resolves once it listens.
 * `quiet` (benchmarks): its output is not read (logs still go to LOG_DIR) and readiness is polled on /admin/health.
 */
export async function startServer(
  env: Record<string, string>,
  opts: { timeoutMs?: number; quiet?: boolean; cwd?: string; args?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  // `args`: another entry, e.g. the built dist-server/main.js that `npm start` runs
  const proc = spawn(process.execPath, opts.args ?? ['--import', 'tsx', 'server/main.ts'], {
    cwd: opts.cwd ?? ROOT_DIR,
    env: {
      ...process.env,
      VITEST: '',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_DIR: path.join(os.tmpdir(), 'lims-test-logs'),
      CAPTCHA_TEST_CODE: '1234',
      ...env,
    },
    stdio: ['ignore', opts.quiet ? 'ignore' : 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<{ pred: (l: string) => boolean; resolve: (l: string) => void }>();
  const onLine = (line: string) => {
    lines.push(line);
    for (const w of waiters)
      if (w.pred(line)) {
        waiters.delete(w);
        w.resolve(line);
      }
  };
  for (const stream of [proc.stdout, proc.stderr].filter((x) => x !== null)) {
    let buf = '';
    stream.on('data', (d: Buffer) => {
      buf += d.toString();
      let i: number;
      while ((i = buf.indexOf('\n')) >= 0) {
        onLine(buf.slice(0, i));
        buf = buf.slice(i + 1);
      }
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitForLine: ServerProcess['waitForLine'] = (pred, what, timeoutMs = 60_000) => {
    const seen = lines.find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const w = {
        pred,
        resolve: (l: string) => {
          clearTimeout(timer);
          resolve(l);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(w);
        reject(new Error(`server did not log ${what} within ${timeoutMs} ms:\n${lines.slice(-20).join('\n')}`));
      }, timeoutMs);
      waiters.add(w);
      void exited.then(({ code, signal }) => {
        if (waiters.delete(w)) {
          clearTimeout(timer);
          reject(new Error(`server exited (${code ?? signal}) before logging ${what}:\n${lines.slice(-20).join('\n')}`));
        }
      });
    });
  };
  const server: ServerProcess = { proc, port, base: `http://127.0.0.1:${port}`, lines, exited, waitForLine };
  if (!opts.quiet) {
    await waitForLine((l) => l.includes('Server listening at'), 'that it listens', opts.timeoutMs ?? 90_000);
    return server;
  }
  const deadline = Date.now() + (opts.timeoutMs ?? 600_000);
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}) before it was ready:\n${lines.slice(-20).join('\n')}`);
    const ok = await fetch(`${server.base}/admin/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return server;
    if (Date.now() > deadline) throw new Error('server not ready in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** SIGKILL: no shutdown hook runs, no buffer is flushed — the process is simply gone. */
export async function kill(server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (server.proc.exitCode === null && server.proc.signalCode === null) server.proc.kill(signal);
  return server.exited;
}

/** Logs in over HTTP the way the seed's login page does (multipart). */
export async function loginHttp(base: string, username: string, password = '123456'): Promise<string> {
  const form = new FormData();
  form.set('username', username);
  form.set('password', password);
  form.set('type', 'web-admin');
  const res = await fetch(`${base}/admin/index/login`, { method: 'POST', body: form });
  const body = (await res.json()) as { code: string; data: { token: string } };
  if (body.code !== '00000') throw new Error(`login ${username}: ${JSON.stringify(body)}`);
  return body.data.token;
}

export async function api(base: string, method: string, url: string, token: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}

/** A fresh database URL for a server process: a temp SQLite file, or a new PostgreSQL database. */
export async function freshDatabase(target: 'sqlite' | 'postgres', dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (target === 'sqlite') return { url: `file:${path.join(dir, 'lims.db')}`, drop: async () => {} };
  const admin = process.env.LIMS_TEST_PG_URL!;
  const name = `lims_p_${crypto.randomBytes(5).toString('hex')}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await run(`create database ${name}`);
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
