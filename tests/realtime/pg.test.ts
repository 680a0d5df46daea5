// @vitest-environment node
// Fan-out across two server instances through PostgreSQL LISTEN/NOTIFY (needs LIMS_TEST_PG_URL).
import { randomUUID } from 'node:crypto';
import type { Client } from '@stomp/stompjs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgBus } from '../../server/realtime/index.ts';
import { collect, connectStomp, startServer, waitFor, type TestServer } from './helpers.ts';

const PG_URL = process.env.LIMS_TEST_PG_URL;
if (!PG_URL) console.log('tests/realtime/pg.test.ts: LIMS_TEST_PG_URL is not set, skipping the PostgreSQL fan-out tests');

describe.skipIf(!PG_URL)('two instances on PostgreSQL', () => {
  const channel = `realtime_test_${randomUUID().slice(0, 8)}`; // runs sharing a database do not hear each other
  let a: TestServer;
  let b: TestServer;
  let alice: Client;
  let bob: Client;
  const busErrors: unknown[] = [];
  const bus = () => createPgBus(PG_URL!, { channel, onError: (error) => busErrors.push(error) });

  beforeAll(async () => {
    [a, b] = await Promise.all([startServer({ bus: bus() }), startServer({ bus: bus() })]);
    [alice, bob] = await Promise.all([connectStomp(a.url, 'alice'), connectStomp(b.url, 'bob')]);
  });

  afterAll(async () => {
    await Promise.all([alice, bob].map((c) => c?.deactivate({ force: true })));
    await Promise.all([a, b].map((s) => s?.app.close()));
  });

  it('delivers a broadcast from either instance to subscribers on both, exactly once', async () => {
    const seenByAlice = collect(alice, '/topic/notice');
    const seenByBob = collect(bob, '/topic/notice');
    await waitFor(() => a.realtime.stats().subscriptions === 1 && b.realtime.stats().subscriptions === 1);
    await a.realtime.publish('/topic/notice', 'from a');
    await b.realtime.publish('/topic/notice', 'from b');
    await a.realtime.publish('/topic/notice', 'end');
    await waitFor(() => seenByAlice.length >= 3 && seenByBob.length >= 3);
    expect(seenByAlice.map((m) => m.body)).toEqual(['from a', 'from b', 'end']);
    expect(seenByBob.map((m) => m.body)).toEqual(['from a', 'from b', 'end']);
  });

  it("keeps one instance's messages in the order it published them (a snapshot must not overtake a later delta)", async () => {
    const seen = collect(bob, '/topic/order');
    await waitFor(() => b.realtime.stats().subscriptions === 2);
    const sent = Array.from({ length: 200 }, (_, i) => String(i));
    await Promise.all(sent.map((body) => a.realtime.publish('/topic/order', body))); // not awaited one by one
    await waitFor(() => seen.length === sent.length);
    expect(seen.map((m) => m.body)).toEqual(sent);
  });

  it('carries a payload over the NOTIFY limit through the payload table, intact', async () => {
    const seen = collect(alice, '/topic/dict');
    await waitFor(() => a.realtime.stats().subscriptions === 2);
    const big = '检测数据'.repeat(2000) + ' end'; // 24,004 bytes
    expect(Buffer.byteLength(big)).toBeGreaterThan(8000);
    await b.realtime.publish('/topic/dict', big);
    await waitFor(() => seen.length === 1);
    expect(seen[0].body).toBe(big);
    expect(seen[0].headers['content-length']).toBe(String(Buffer.byteLength(big)));

    const db = new pg.Client({ connectionString: PG_URL });
    await db.connect();
    const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM realtime_payload WHERE body LIKE $1', [`%${big.slice(-20)}%`]);
    await db.end();
    expect(Number(rows[0].n)).toBeGreaterThanOrEqual(1);
  });

  it('delivers user messages to the instance holding the user, and only to that user', async () => {
    const aliceInbox = collect(alice, '/user/queue/message');
    const bobInbox = collect(bob, '/user/queue/message');
    await waitFor(() => a.realtime.stats().subscriptions === 3 && b.realtime.stats().subscriptions === 3);
    await a.realtime.sendToUser(2, '/user/queue/message', 'to bob via a');
    await b.realtime.sendToUser(1, '/user/queue/message', 'to alice via b');
    await waitFor(() => aliceInbox.length === 1 && bobInbox.length === 1);
    expect([aliceInbox[0].body, bobInbox[0].body]).toEqual(['to alice via b', 'to bob via a']);
  });

  it('listens again after losing its LISTEN connection', async () => {
    const seen = collect(alice, '/topic/workflow');
    await waitFor(() => a.realtime.stats().subscriptions === 4);
    const db = new pg.Client({ connectionString: PG_URL });
    await db.connect();
    const { rows } = await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1`, [`LISTEN "${channel}"`]);
    await db.end();
    expect(rows).toHaveLength(2); // both instances' listeners
    const carol = await connectStomp(a.url, 'carol'); // announced while nobody listens: lost
    // Messages published while no listener is in place are lost: publish until one comes through.
    const pinger = setInterval(() => void b.realtime.publish('/topic/workflow', 'ping'), 100);
    try {
      await waitFor(() => seen.length > 0, 10_000, 'delivery after the listener came back');
    } finally {
      clearInterval(pinger);
    }
    expect(seen[0].body).toBe('ping');
    // Each instance asks for everyone's snapshot when its listener is back, so b learns of carol now, not at the next minute's snapshot.
    await waitFor(() => b.realtime.onlineUserCount() === 3, 10_000, 'b counting carol');
    await carol.deactivate({ force: true });
    expect(busErrors.map(String)).toEqual(Array(2).fill('error: terminating connection due to administrator command'));
  });

  it('counts online users across instances and disconnects a user on another instance', async () => {
    await waitFor(() => a.realtime.onlineUserCount() === 2 && b.realtime.onlineUserCount() === 2);
    a.realtime.disconnectUser(2);
    await waitFor(() => !bob.connected, 5000, 'bob disconnected from b');
    await waitFor(() => a.realtime.onlineUserCount() === 1 && b.realtime.onlineUserCount() === 1);
    expect(alice.connected).toBe(true);
  });
});
