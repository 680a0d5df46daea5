import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { api, freshDatabase, kill, loginHttp, startServer, type ServerProcess } from './serverProcess.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

// Two stateless server processes behind an imagined proxy, on one PostgreSQL database: sessions, login throttling,
// optimistic locks, numbering and realtime messages are shared through the database (LISTEN/NOTIFY for realtime).

const PG = process.env.LIMS_TEST_PG_URL;
if (!PG) console.log('scale-out test skipped: it needs PostgreSQL (set LIMS_TEST_PG_URL)');

function stompClient(base: string, token: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () => new WebSocket(`${base.replace('http', 'ws')}/ws`),
      connectHeaders: { Authorization: `Bearer ${token}` },
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      debug: () => undefined,
      onConnect: () => resolve(client),
      onStompError: (f) => reject(new Error(f.headers.message)),
    });
    client.activate();
  });
}

async function tryLogin(base: string, username: string, password: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ username, password, type: 'web-admin' })) form.set(k, v);
  const res = await fetch(`${base}/admin/index/login`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { code: string } };
}

describe.skipIf(!PG)('two instances on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let dir: string;
  let db: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-scale-'));
    db = await freshDatabase('postgres', dir);
    const env = { DATABASE_URL: db.url, DATA_DIR: dir };
    a = await startServer(env); // the first start migrates and seeds
    b = await startServer(env);
  });
  afterAll(async () => {
    if (a) await kill(a, 'SIGTERM');
    if (b) await kill(b, 'SIGTERM');
    await db?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a login on one instance is valid on the other, and a logout on the other ends it everywhere', async () => {
    const token = await loginHttp(a.base, 'clerk');
    expect((await api(b.base, 'GET', '/admin/api/v1/users/me', token)).body.data.username).toBe('clerk');
    const form = new FormData();
    form.set('type', 'web-admin');
    const out = await fetch(`${b.base}/admin/index/logout`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    expect((await api(a.base, 'GET', '/admin/api/v1/users/me', token)).status).toBe(401);
    const admin = await loginHttp(b.base, 'admin');
    const instances = (await api(a.base, 'GET', '/admin/api/v1/ops/instances', admin)).body.data.map((i: { pid: number }) => i.pid).sort();
    expect(instances).toEqual([a.proc.pid, b.proc.pid].sort());
  });

  it('a change made on one instance is seen on the other; a stale write is refused across instances', async () => {
    const admin = await loginHttp(a.base, 'admin');
    const made = await api(a.base, 'POST', '/admin/api/v1/equipment', admin, { assetNo: 'SCALE-1', name: '两实例设备' });
    expect(made.status).toBe(201);
    const seen = await api(b.base, 'GET', `/admin/api/v1/equipment/${made.body.data.id}/form`, admin);
    expect(seen.body.data).toMatchObject({ assetNo: 'SCALE-1', name: '两实例设备', version: 1 });
    const onB = await api(b.base, 'PUT', `/admin/api/v1/equipment/${made.body.data.id}`, admin, { version: 1, location: '实例B' });
    expect(onB.body.data.version).toBe(2);
    const staleOnA = await api(a.base, 'PUT', `/admin/api/v1/equipment/${made.body.data.id}`, admin, { version: 1, location: '实例A' });
    expect(staleOnA.status).toBe(409);
    expect((await api(a.base, 'GET', `/admin/api/v1/equipment/${made.body.data.id}/form`, admin)).body.data.location).toBe('实例B');
  });

  it('numbers orders uniquely when both instances create at once', async () => {
    const clerkA = await loginHttp(a.base, 'clerk');
    const made = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        api(i % 2 ? a.base : b.base, 'POST', '/admin/api/v1/orders', clerkA, { clientId: 1, projectName: `并发 ${i}`, category: 'commissioned' }),
      ),
    );
    expect(made.map((m) => m.status)).toEqual(Array(16).fill(201));
    expect(new Set(made.map((m) => m.body.data.orderNo)).size).toBe(16);
  });

  it('delivers a realtime message caused on one instance to a client of the other', async () => {
    const clerk = await loginHttp(a.base, 'clerk');
    const client = await stompClient(b.base, clerk);
    try {
      // the SUBSCRIBE must reach instance B before the change: its receipt confirms it
      const subscribed = new Promise<void>((resolve) => client.watchForReceipt('sub-1', () => resolve()));
      const got = new Promise<{ resource: string; action: string; id: number }>((resolve) => {
        client.subscribe(
          '/topic/workflow',
          (m) => {
            const body = JSON.parse(m.body);
            if (body.resource === 'orders' && body.action === 'create') resolve(body);
          },
          { receipt: 'sub-1' },
        );
      });
      await subscribed;
      const made = await api(a.base, 'POST', '/admin/api/v1/orders', clerk, { clientId: 1, projectName: '实时跨实例', category: 'commissioned' });
      expect(made.status).toBe(201);
      const message = await got;
      expect(message.id).toBe(made.body.data.id);
    } finally {
      await client.deactivate();
    }
  });

  it('counts login failures across instances', async () => {
    for (let i = 0; i < 5; i++) expect((await tryLogin(i % 2 ? a.base : b.base, 'qa', `wrong-${i}`)).status).toBe(401);
    expect((await tryLogin(a.base, 'qa', 'wrong-5')).status).toBe(429);
    expect((await tryLogin(b.base, 'qa', 'wrong-6')).status).toBe(429);
  });
});
