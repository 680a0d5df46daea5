// @vitest-environment node
// The browser client (src/realtime) with its retry policy, against a real server that goes away and
// comes back on the same port.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { IStompSocket } from '@stomp/stompjs';
import { createRealtime, REALTIME_DEFAULTS, type ClientState, type ConnectionState } from '../../src/realtime/index.ts';
import { startServer, stubAuthenticate, waitFor, type TestServer } from './helpers.ts';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(options: Parameters<typeof startServer>[0] = {}, port = 0): Promise<TestServer> {
  const s = await startServer(options, port);
  cleanups.push(() => s.app.close());
  return s;
}

function client(url: string, retryDelayMs = 100) {
  const rt = createRealtime({
    url,
    getToken: () => 'Bearer alice',
    retryDelayMs,
    webSocketFactory: (u) => new WebSocket(u) as unknown as IStompSocket,
  });
  const states: [ConnectionState, ClientState][] = [];
  rt.onStateChange((state, clientState) => states.push([state, clientState]));
  cleanups.push(() => rt.stop());
  return { rt, states };
}

describe('realtime client', () => {
  it("defaults to the seed's policy", () => {
    expect(REALTIME_DEFAULTS).toEqual({ heartbeatMs: 30_000, retryDelayMs: 5_000, maxAttempts: 3 });
  });

  it('calls each handler of a topic with the body text, once; unsubscribing the last handler unsubscribes', async () => {
    const { url, realtime } = await server();
    const { rt, states } = client(url);
    const a: string[] = [];
    const b: string[] = [];
    rt.subscribe('/topic/notice', (body) => a.push(body));
    const offB = rt.subscribe('/topic/notice', (body) => b.push(body));
    rt.start();
    await waitFor(() => rt.state === 'open' && realtime.stats().subscriptions === 1);
    expect(states[0]).toEqual(['closed', 'active']);
    expect(states).toContainEqual(['connecting', 'active']);

    const c: string[] = [];
    const offC = rt.subscribe('/topic/dict', (body) => c.push(body)); // while open: subscribed at once
    await waitFor(() => realtime.stats().subscriptions === 2);
    await realtime.publish('/topic/notice', '通知 1');
    await realtime.publish('/topic/dict', 'sex');
    await waitFor(() => a.length === 1 && b.length === 1 && c.length === 1);
    expect([a, b, c]).toEqual([['通知 1'], ['通知 1'], ['sex']]);

    offB();
    offC();
    await waitFor(() => realtime.stats().subscriptions === 1);
    await realtime.publish('/topic/notice', '通知 2');
    await waitFor(() => a.length === 2);
    expect(b).toEqual(['通知 1']);

    await rt.stop();
    expect([rt.state, rt.clientState]).toEqual(['closed', 'inactive']);
    expect(states).toContainEqual(['closing', 'deactivating']);
    await waitFor(() => realtime.stats().sessions === 0);
  });

  it('reconnects to a restarted server, resubscribes every topic, and delivers each message once', async () => {
    const first = await server();
    const { rt, states } = client(first.url, 300); // 3 × 300 ms for the second server to come up
    const notice1: string[] = [];
    const notice2: string[] = [];
    const dict: string[] = [];
    rt.subscribe('/topic/notice', (body) => notice1.push(body));
    rt.subscribe('/topic/notice', (body) => notice2.push(body));
    rt.subscribe('/topic/dict', (body) => dict.push(body));
    rt.start();
    await waitFor(() => first.realtime.stats().subscriptions === 2);
    await first.realtime.publish('/topic/notice', 'n1');
    await first.realtime.publish('/topic/dict', 'd1');
    await waitFor(() => notice1.length === 1 && dict.length === 1);

    await first.app.close();
    await waitFor(() => rt.state === 'closed');
    expect(rt.clientState).toBe('active');
    const second = await server({}, first.port);
    await waitFor(() => second.realtime.stats().subscriptions === 2, 5000, 'resubscription');
    expect(rt.state).toBe('open');

    await second.realtime.publish('/topic/notice', 'n2');
    await second.realtime.publish('/topic/dict', 'd2');
    await second.realtime.publish('/topic/notice', 'n3');
    await waitFor(() => notice1.length >= 3 && notice2.length >= 3 && dict.length >= 2);
    expect(notice1).toEqual(['n1', 'n2', 'n3']);
    expect(notice2).toEqual(['n1', 'n2', 'n3']);
    expect(dict).toEqual(['d1', 'd2']);
    expect(states.filter(([s]) => s === 'open')).toHaveLength(2);
  });

  it('gives up (deactivates) after 3 consecutive failed attempts; ERROR frames are ignored', async () => {
    let attempts = 0;
    const { url } = await server({ authenticate: async () => (attempts++, null) });
    const { rt, states } = client(url);
    rt.start();
    await waitFor(() => rt.clientState === 'inactive', 5000, 'give-up');
    expect(attempts).toBe(3);
    expect(rt.state).toBe('closed');
    expect(states).toContainEqual(['closed', 'deactivating']);
    expect(states.at(-1)).toEqual(['closed', 'inactive']);
  });

  it('gives up when nothing listens on the port', async () => {
    const gone = await startServer();
    await gone.app.close();
    const { rt, states } = client(gone.url);
    rt.start();
    await waitFor(() => rt.clientState === 'inactive', 5000, 'give-up');
    expect(states.filter(([s]) => s === 'connecting')).toHaveLength(3);
  });

  it('resets the failure count on every successful connect', async () => {
    let refuse = 2;
    let attempts = 0;
    const { url, realtime } = await server({
      authenticate: async (token) => {
        attempts++;
        if (refuse > 0) return (refuse--, null);
        return stubAuthenticate(token);
      },
    });
    const { rt } = client(url);
    const got: string[] = [];
    rt.subscribe('/user/queue/message', (body) => got.push(body));
    rt.start();
    await waitFor(() => realtime.stats().subscriptions === 1); // failed, failed, connected
    refuse = 2;
    realtime.disconnectUser(1); // then failed, failed again: 4 failures in all, never 3 in a row
    await waitFor(() => attempts === 6 && realtime.stats().subscriptions === 1);
    expect([rt.state, rt.clientState]).toEqual(['open', 'active']);
    await realtime.sendToUser(1, '/user/queue/message', 'hi');
    await waitFor(() => got.length === 1);
    expect(got).toEqual(['hi']);
  });

  it('can be started again after stop', async () => {
    const { url, realtime } = await server();
    const { rt } = client(url);
    rt.start();
    await waitFor(() => rt.state === 'open');
    const stopping = rt.stop();
    rt.start(); // e.g. React StrictMode: unmount and mount at once
    await stopping;
    await waitFor(() => rt.state === 'open' && realtime.stats().sessions === 1);
  });
});
