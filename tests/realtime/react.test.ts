// @vitest-environment jsdom
// The React hooks over a recording stand-in for the client (the client itself is tested for real in
// client.test.ts): subscribe on mount, unsubscribe on unmount, the latest handler without resubscribing.
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ClientState, ConnectionState, RealtimeClient, TopicHandler } from '../../src/realtime/index.ts';
import { RealtimeProvider, useRealtimeState, useRealtimeTopic } from '../../src/realtime/react.ts';

function recordingClient() {
  const handlers = new Map<string, Set<TopicHandler>>();
  const listeners = new Set<(s: ConnectionState, c: ClientState) => void>();
  let subscribeCalls = 0;
  const client: RealtimeClient & { emit(topic: string, body: string): void; set(s: ConnectionState, c: ClientState): void } = {
    state: 'closed',
    clientState: 'inactive',
    start: () => undefined,
    stop: async () => undefined,
    subscribe(topic, handler) {
      subscribeCalls++;
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => set.delete(handler);
    },
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(topic, body) {
      for (const handler of handlers.get(topic) ?? []) handler(body);
    },
    set(s, c) {
      Object.assign(client, { state: s, clientState: c });
      for (const listener of listeners) listener(s, c);
    },
  };
  return { client, handlers, calls: () => subscribeCalls };
}

describe('useRealtimeTopic / useRealtimeState', () => {
  it('subscribes while mounted and always calls the latest handler', () => {
    const { client, handlers, calls } = recordingClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(RealtimeProvider, { value: client }, children);
    const seen: string[] = [];
    const { rerender, unmount } = renderHook(({ tag }) => useRealtimeTopic('/topic/notice', (body) => seen.push(`${tag}:${body}`)), {
      wrapper,
      initialProps: { tag: 'first' },
    });
    client.emit('/topic/notice', 'a');
    rerender({ tag: 'second' });
    client.emit('/topic/notice', 'b');
    expect(seen).toEqual(['first:a', 'second:b']);
    expect(calls()).toBe(1);
    unmount();
    expect(handlers.get('/topic/notice')?.size).toBe(0);
  });

  it('reports the connection state', () => {
    const { client } = recordingClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(RealtimeProvider, { value: client }, children);
    const { result } = renderHook(() => useRealtimeState(), { wrapper });
    expect(result.current).toEqual({ state: 'closed', clientState: 'inactive' });
    act(() => client.set('open', 'active'));
    expect(result.current).toEqual({ state: 'open', clientState: 'active' });
  });

  it('does nothing without a provider', () => {
    expect(() => renderHook(() => useRealtimeTopic('/topic/dict', () => undefined))).not.toThrow();
  });
});
