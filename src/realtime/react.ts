// React access to the realtime client: put the client in <RealtimeProvider value={client}> once, then
// any component can listen to a topic while it is mounted.
import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ClientState, ConnectionState, RealtimeClient, TopicHandler } from './index.ts';

export const RealtimeContext = createContext<RealtimeClient | null>(null);
export const RealtimeProvider = RealtimeContext.Provider;

/** Calls `handler` with the body text of each message on `topic`; without a provider it does nothing. */
export function useRealtimeTopic(topic: string, handler: TopicHandler): void {
  const client = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler; // a new handler each render does not resubscribe
  });
  useEffect(() => client?.subscribe(topic, (body) => latest.current(body)), [client, topic]);
}

/** The connection and client states, re-rendering on change. */
export function useRealtimeState(): { state: ConnectionState; clientState: ClientState } {
  const client = useContext(RealtimeContext);
  const subscribe = useCallback((onChange: () => void) => client?.onStateChange(onChange) ?? (() => undefined), [client]);
  const state = useSyncExternalStore(subscribe, () => client?.state ?? 'closed');
  const clientState = useSyncExternalStore(subscribe, () => client?.clientState ?? 'inactive');
  return { state, clientState };
}
