// @vitest-environment node
// The /ws STOMP endpoint against real clients: @stomp/stompjs over `ws`, and raw sockets for bad input.
import type { Client } from '@stomp/stompjs';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeUser } from '../../server/realtime/index.ts';
import { collect, connectStomp, RawClient, startServer, waitFor, type TestServer } from './helpers.ts';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(options: Parameters<typeof startServer>[0] = {}): Promise<TestServer> {
  const s = await startServer(options);
  cleanups.push(() => s.app.close());
  return s;
}

async function stomp(url: string, token: string, heartbeat = 0): Promise<Client> {
  const client = await connectStomp(url, token, heartbeat);
  cleanups.push(() => client.deactivate({ force: true }));
  return client;
}

async function raw(url: string): Promise<RawClient> {
  const client = await RawClient.open(url);
  cleanups.push(() => client.ws.terminate());
  return client;
}

describe('CONNECT and authentication', () => {
  it('answers CONNECT with CONNECTED (version, heart-beat, server)', async () => {
    const { url } = await server({ heartBeat: [10_000, 20_000] });
    const client = await raw(url);
    const connected = await client.connect('alice', '5000,5000');
    expect(connected.headers).toMatchObject({ version: '1.2', 'heart-beat': '10000,20000', 'user-name': 'alice' });
    expect(connected.headers.server).toMatch(/^lims-realtime\//);
  });

  it('selects the v12.stomp subprotocol that browsers ask for', async () => {
    const { url } = await server();
    const ws = new WebSocket(url, ['v10.stomp', 'v11.stomp', 'v12.stomp']);
    cleanups.push(() => ws.terminate());
    await new Promise((resolve) => ws.once('open', resolve));
    expect(ws.protocol).toBe('v12.stomp');
  });

  it('connects a real stompjs client with a good token, refuses a bad or missing one with ERROR and close', async () => {
    const { url, realtime } = await server();
    await stomp(url, 'alice');
    await expect(connectStomp(url, 'mallory')).rejects.toThrow('authentication failed');
    const noToken = await raw(url);
    noToken.send('CONNECT\naccept-version:1.2\nhost:x\n\n\0');
    expect((await noToken.next('ERROR')).headers.message).toBe('missing Authorization header');
    await noToken.waitClosed();
    expect(realtime.stats().sessions).toBe(1);
  });
});

describe('subscriptions and messages', () => {
  it('delivers a topic broadcast with message-id, subscription, destination, content-type, content-length', async () => {
    const { url, realtime } = await server();
    const client = await stomp(url, 'alice');
    const messages = collect(client, '/topic/notice');
    await waitFor(() => realtime.stats().subscriptions === 1);
    await realtime.publish('/topic/notice', { id: 7, title: 'hello' });
    await waitFor(() => messages.length === 1);
    const { headers, body } = messages[0];
    expect(JSON.parse(body)).toEqual({ id: 7, title: 'hello' });
    expect(headers).toMatchObject({
      destination: '/topic/notice',
      'content-type': 'application/json;charset=UTF-8',
      'content-length': String(Buffer.byteLength(body)),
    });
    expect(headers.subscription).toBeTruthy();
    expect(headers['message-id']).toBeTruthy();
  });

  it('delivers /user/queue/message only to that user (every session of it)', async () => {
    const { url, realtime } = await server();
    const [alice1, alice2, bob] = await Promise.all([stomp(url, 'alice'), stomp(url, 'alice'), stomp(url, 'bob')]);
    const inboxes = [alice1, alice2, bob].map((c) => collect(c, '/user/queue/message'));
    await waitFor(() => realtime.stats().subscriptions === 3);
    await realtime.sendToUser(1, '/user/queue/message', 'for alice');
    await realtime.sendToUser(2, '/queue/message', 'for bob');
    await waitFor(() => inboxes.every((inbox) => inbox.length === 1));
    expect(inboxes.map((inbox) => inbox[0].body)).toEqual(['for alice', 'for alice', 'for bob']);
    expect(inboxes[2][0].headers.destination).toBe('/user/queue/message');
  });

  it('keeps Chinese text intact both ways, with byte content-lengths', async () => {
    const received: [RealtimeUser, string, string][] = [];
    const { url, realtime } = await server({ onSend: (user, destination, body) => void received.push([user, destination, body]) });
    const client = await stomp(url, 'bob');
    const messages = collect(client, '/topic/workflow');
    await waitFor(() => realtime.stats().subscriptions === 1);
    const text = '样品 S-2024-001 已完成：COD 23.5 mg/L，氨氮 0.52 mg/L，水温 25.3 ℃，μg/m³ ≥ ≤ 🧪';
    await realtime.publish('/topic/workflow', text);
    await waitFor(() => messages.length === 1);
    expect(messages[0].body).toBe(text);
    expect(messages[0].headers['content-length']).toBe(String(Buffer.byteLength(text)));
    expect(Buffer.byteLength(text)).toBeGreaterThan(text.length);

    const receipt = new Promise<void>((resolve) => client.watchForReceipt('r-1', () => resolve()));
    client.publish({ destination: '/app/chat', body: text, headers: { receipt: 'r-1' } });
    await receipt;
    expect(received).toEqual([[{ userId: 2, username: 'bob' }, '/app/chat', text]]);
  });

  it('stops delivering after UNSUBSCRIBE and answers DISCONNECT with a RECEIPT, then closes', async () => {
    const { url, realtime } = await server();
    const client = await raw(url);
    await client.connect();
    client.send('SUBSCRIBE\nid:s1\ndestination:/topic/dict\nreceipt:a\n\n\0');
    await waitFor(() => client.frames.some((f) => f.headers['receipt-id'] === 'a'));
    await realtime.publish('/topic/dict', 'one');
    await client.next('MESSAGE');
    expect(client.frames.find((f) => f.command === 'MESSAGE')!.headers.subscription).toBe('s1');
    client.send('UNSUBSCRIBE\nid:s1\nreceipt:b\n\n\0');
    await waitFor(() => client.frames.some((f) => f.headers['receipt-id'] === 'b'));
    expect(realtime.stats().subscriptions).toBe(0);
    client.send('DISCONNECT\nreceipt:bye\n\n\0');
    await waitFor(() => client.frames.some((f) => f.headers['receipt-id'] === 'bye'));
    await client.waitClosed();
    expect(client.frames.filter((f) => f.command === 'MESSAGE')).toHaveLength(1);
  });

  it('publishes the online user count when it changes, and the current one on subscribe', async () => {
    const { url, realtime } = await server();
    const alice = await stomp(url, 'alice');
    const counts = collect(alice, '/topic/onlineUserCount');
    // The subscriber gets the current figure at once; alice's own arrival may still be announced after it (coalesced
    // for 100 ms), so "1" can come twice — on a loaded machine both before the first poll. Never another figure.
    await waitFor(() => counts.length >= 1);
    expect(new Set(counts.map((c) => c.body))).toEqual(new Set(['1']));
    const bob = await stomp(url, 'bob');
    await waitFor(() => counts.at(-1)?.body === '2');
    expect(realtime.onlineUserCount()).toBe(2);
    await bob.deactivate();
    await waitFor(() => counts.at(-1)?.body === '1');
  });

  it('tells a subscriber right after CONNECTED the real count first, never "0" (issue 35)', async () => {
    const { url } = await server();
    const bob = await raw(url);
    await bob.connect('bob');
    const alice = await raw(url);
    await alice.connect('alice');
    // SUBSCRIBE in the same breath as CONNECTED: the coalesced announcement of alice's arrival is still pending
    alice.send('SUBSCRIBE\nid:c\ndestination:/topic/onlineUserCount\nreceipt:r\n\n\0');
    const first = await alice.next('MESSAGE');
    expect(first.headers.subscription).toBe('c');
    expect(first.body.toString()).toBe('2');
    // and a lone user is told "1" (the own session is counted)
    const { url: url2 } = await server();
    const carol = await raw(url2);
    await carol.connect('alice');
    carol.send('SUBSCRIBE\nid:c\ndestination:/topic/onlineUserCount\n\n\0');
    expect((await carol.next('MESSAGE')).body.toString()).toBe('1');
  });

  it('closes every connection of a user on disconnectUser, and only theirs', async () => {
    const { url, realtime } = await server();
    const [a1, a2, bob] = await Promise.all([stomp(url, 'alice'), stomp(url, 'alice'), stomp(url, 'bob')]);
    realtime.disconnectUser(1);
    await waitFor(() => !a1.connected && !a2.connected, 5000, 'alice disconnected');
    expect(bob.connected).toBe(true);
    expect(realtime.stats().sessions).toBe(1);
    expect(realtime.onlineUserCount()).toBe(1);
  });
});

describe('bad input: ERROR frame and closed socket, the server unaffected', () => {
  it.each([
    ['binary garbage', Buffer.from([0xff, 0xfe, 0x00, 0x10, 0x0a, 0x0a, 0x00]), false],
    ['an unknown command', 'FLY\ndestination:/topic/x\n\n\0', true],
    ['SUBSCRIBE before CONNECT', 'SUBSCRIBE\nid:0\ndestination:/topic/notice\n\n\0', false],
    ['a frame over the size limit', `SEND\ndestination:/app/x\n\n${'x'.repeat(5000)}\0`, true],
    ['a declared length over the limit', 'SEND\ndestination:/app/x\ncontent-length:999999\n\n', true],
    ['a subscription to an unknown kind of destination', 'SUBSCRIBE\nid:0\ndestination:/queue/all\n\n\0', true],
    ['a bad token', 'CONNECT\naccept-version:1.2\nAuthorization:Bearer nobody\n\n\0', false],
    ['an unsupported STOMP version', 'CONNECT\naccept-version:1.0,1.1\nAuthorization:alice\n\n\0', false],
  ])('%s', async (_, input, afterConnect) => {
    const { url, realtime } = await server({ maxFrameBytes: 4096 });
    const observer = await stomp(url, 'bob');
    const seen = collect(observer, '/topic/notice');
    await waitFor(() => realtime.stats().subscriptions === 1);

    const client = await raw(url);
    if (afterConnect) await client.connect();
    client.send(input);
    const error = await client.next('ERROR');
    expect(error.headers.message).toBeTruthy();
    await client.waitClosed();

    await realtime.publish('/topic/notice', 'still serving');
    await waitFor(() => seen.length === 1);
    expect(observer.connected).toBe(true);
    expect(realtime.stats().sessions).toBe(1);
  });
});

describe('heart-beats and slow consumers', () => {
  it('sends heart-beats at the negotiated rate and drops a client silent for 2× its interval', async () => {
    const { url, realtime } = await server({ heartBeat: [40, 40] });
    const silent = await raw(url);
    const connected = await silent.connect('alice', '60,40'); // promises a beat every 60 ms, then says nothing
    expect(connected.headers['heart-beat']).toBe('40,40');
    const chatty = await raw(url);
    await chatty.connect('bob', '200,0'); // promises 200 ms, beats every 20: far from its 400 ms limit
    const beat = setInterval(() => chatty.send('\n'), 20);
    cleanups.push(() => clearInterval(beat));
    const stompjs = await stomp(url, 'carol', 150); // the library's own heart-beats keep it alive

    await silent.waitClosed(); // dropped after 2 × max(60, 40) = 120 ms of silence
    expect(silent.heartbeats).toBeGreaterThanOrEqual(2);
    expect(chatty.closed).toBe(false);
    expect(stompjs.connected).toBe(true);
    expect(realtime.stats().sessions).toBe(2);
  });

  it('drops a client that does not read once its send queue passes maxQueuedBytes', async () => {
    const { url, realtime } = await server({ maxQueuedBytes: 64 * 1024 });
    const observer = await stomp(url, 'bob');
    const seen = collect(observer, '/topic/dict');
    const slow = await raw(url);
    await slow.connect('alice');
    slow.send('SUBSCRIBE\nid:0\ndestination:/topic/notice\n\n\0');
    await waitFor(() => realtime.stats().subscriptions === 2);
    slow.ws.pause(); // stops reading: the kernel buffers fill, then the server's queue grows

    const big = 'x'.repeat(64 * 1024);
    let published = 0;
    while (realtime.stats().sessions === 2 && published < 2000) {
      await realtime.publish('/topic/notice', big);
      published++;
    }
    expect(realtime.stats().sessions).toBe(1);
    expect(published).toBeLessThan(2000); // dropped after a bounded amount (kernel buffers + 64 KB)

    await realtime.publish('/topic/dict', 'reload');
    await waitFor(() => seen.length === 1);
  });
});
