import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { describe, it, expect, vi } from 'vitest';
import { databaseTargets } from '../api/harness.ts';
import { api, freshDatabase, kill, loginHttp, startServer } from './serverProcess.ts';

// these tests start real apps (and processes) on a 2-core machine shared with other suites
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const json = (line: string): Record<string, any> | null => {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
};

/** A request whose body is held back: the server has it in flight until `finish` sends the rest. */
function slowPost(base: string, url: string, token: string, body: object, reqId: string) {
  const payload = Buffer.from(JSON.stringify(body));
  const u = new URL(url, base);
  const req = http.request({
    host: u.hostname,
    port: u.port,
    path: u.pathname,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': payload.length, authorization: `Bearer ${token}`, 'x-request-id': reqId },
  });
  const answer: Promise<{ status: number; body: any; headers: http.IncomingHttpHeaders }> = new Promise((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text), headers: res.headers }));
    });
    req.on('error', reject);
  });
  req.write(payload.subarray(0, 10));
  return {
    finish: () => {
      req.end(payload.subarray(10));
      return answer;
    },
  };
}

function connects(base: string): Promise<boolean> {
  return new Promise((resolve) => {
    const r = http.get(`${base}/admin/health`, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    r.on('error', () => resolve(false));
  });
}

describe.each(databaseTargets())('health, request logs and graceful shutdown of the real server on %s', (target) => {
  it('answers health, tags requests with ids, warns on slow requests and finishes an in-flight write on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-life-'));
    const db = await freshDatabase(target, dir);
    const server = await startServer({ DATABASE_URL: db.url, DATA_DIR: dir, SLOW_REQUEST_MS: '1' });
    try {
      const health = await fetch(`${server.base}/admin/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ code: '00000', data: { db: 'ok', dialect: target, pending: [] } });

      const clerk = await loginHttp(server.base, 'clerk');
      const own = await fetch(`${server.base}/admin/api/v1/users/me`, { headers: { authorization: `Bearer ${clerk}`, 'x-request-id': 'support-ticket-42' } });
      expect(own.headers.get('x-request-id')).toBe('support-ticket-42');
      const generated = await fetch(`${server.base}/admin/api/v1/users/me`, { headers: { authorization: `Bearer ${clerk}` } });
      expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const done = json(
        await server.waitForLine((l) => json(l)?.reqId === 'support-ticket-42' && json(l)?.msg === 'request completed', 'the completed request'),
      )!;
      expect(done).toMatchObject({ level: 30, reqId: 'support-ticket-42', res: { statusCode: 200 } });
      const slow = json(
        await server.waitForLine((l) => json(l)?.reqId === 'support-ticket-42' && json(l)?.msg === 'slow request', 'the slow-request warning'),
      )!;
      expect(slow).toMatchObject({ level: 40, method: 'GET', url: '/admin/api/v1/users/me', statusCode: 200 });
      expect(typeof slow.ms).toBe('number');

      const inflight = slowPost(
        server.base,
        '/admin/api/v1/orders',
        clerk,
        { clientId: 1, projectName: '关机时的委托', category: 'commissioned' },
        'in-flight-1',
      );
      await server.waitForLine((l) => json(l)?.reqId === 'in-flight-1' && json(l)?.msg === 'incoming request', 'the in-flight request');
      server.proc.kill('SIGTERM');
      await server.waitForLine((l) => json(l)?.msg === 'shutting down', 'that it shuts down');
      // no new connections while it drains (checked until the listener is gone)
      for (let i = 0; i < 200 && (await connects(server.base)); i++) await new Promise((r) => setImmediate(r));
      expect(await connects(server.base)).toBe(false);
      const answer = await inflight.finish();
      expect(answer.status).toBe(201);
      expect(answer.headers['x-request-id']).toBe('in-flight-1');
      expect(answer.body.data.orderNo).toMatch(/^WT/);
      expect(await server.exited).toEqual({ code: 0, signal: null });

      // the write acknowledged during shutdown is there after a restart
      const again = await startServer({ DATABASE_URL: db.url, DATA_DIR: dir });
      try {
        const form = await api(again.base, 'GET', `/admin/api/v1/orders/${answer.body.data.id}/form`, clerk);
        expect(form.body.data.projectName).toBe('关机时的委托');
        // a graceful stop deregisters the instance: only the new one is listed
        const admin = await loginHttp(again.base, 'admin');
        const instances = await api(again.base, 'GET', '/admin/api/v1/ops/instances', admin);
        expect(instances.body.data.map((i: { pid: number; port: number }) => [i.pid, i.port])).toEqual([[again.proc.pid, again.port]]);
      } finally {
        await kill(again, 'SIGTERM');
      }
    } finally {
      await kill(server);
      await db.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
