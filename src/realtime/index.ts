// The realtime client: STOMP over WebSocket to /ws with the access token in the
// CONNECT Authorization header; a registry of topic handlers, each called with the message body text;
// heart-beat 30000 ms both ways; the library's own reconnect is off (delay 0) and we retry after
// 5000 ms, giving up (deactivating) after 3 consecutive failed attempts; a successful connect resets
// the count and subscribes every registered topic again. ERROR frames are ignored silently (§8): the
// socket close that follows them drives the retry.
import { Client, type IStompSocket, type StompSubscription } from '@stomp/stompjs';

export type ConnectionState = 'connecting' | 'open' | 'closing' | 'closed';
export type ClientState = 'active' | 'deactivating' | 'inactive';
export type TopicHandler = (body: string) => void;

export interface RealtimeClientOptions {
  url: string;
  /** The current access token, sent as the CONNECT Authorization header on every attempt. */
  getToken(): string | null | undefined | Promise<string | null | undefined>;
  heartbeatMs?: number;
  retryDelayMs?: number;
  maxAttempts?: number;
  /** Where there is no global WebSocket (Node): e.g. `(url) => new WebSocket(url)` from 'ws'. */
  webSocketFactory?(url: string): IStompSocket;
}

export interface RealtimeClient {
  start(): void;
  stop(): Promise<void>;
  /** Adds a handler for a topic; returns the function that removes it. */
  subscribe(topic: string, handler: TopicHandler): () => void;
  readonly state: ConnectionState;
  readonly clientState: ClientState;
  onStateChange(listener: (state: ConnectionState, clientState: ClientState) => void): () => void;
}

export const REALTIME_DEFAULTS = { heartbeatMs: 30_000, retryDelayMs: 5_000, maxAttempts: 3 } as const;

/** ws(s)://<this host>/ws, for the browser. */
export function defaultRealtimeUrl(path = '/ws'): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${path}`;
}

export function createRealtime(options: RealtimeClientOptions): RealtimeClient {
  const heartbeatMs = options.heartbeatMs ?? REALTIME_DEFAULTS.heartbeatMs;
  const retryDelayMs = options.retryDelayMs ?? REALTIME_DEFAULTS.retryDelayMs;
  const maxAttempts = options.maxAttempts ?? REALTIME_DEFAULTS.maxAttempts;

  // One entry object per subscribe() call, so the same function registered twice is called twice.
  const handlers = new Map<string, { handler: TopicHandler }[]>();
  const live = new Map<string, StompSubscription>(); // topic → its subscription on the current socket
  const listeners = new Set<(state: ConnectionState, clientState: ClientState) => void>();
  let state: ConnectionState = 'closed';
  let clientState: ClientState = 'inactive';
  let failures = 0;
  let connected = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let stopping: Promise<void> | null = null;

  const factory = options.webSocketFactory;
  const stomp = new Client({
    brokerURL: factory ? undefined : options.url,
    webSocketFactory: factory ? () => factory(options.url) : undefined,
    heartbeatIncoming: heartbeatMs,
    heartbeatOutgoing: heartbeatMs,
    reconnectDelay: 0,
    debug: () => undefined,
    beforeConnect: async (client) => {
      setState('connecting');
      let token: string | null | undefined = null;
      try {
        token = await options.getToken();
      } catch (error) {
        console.error('realtime: getToken failed', error); // connect without; the refusal counts as a failure
      }
      client.connectHeaders = token ? { Authorization: token } : {};
    },
    onConnect: () => {
      failures = 0;
      connected = true;
      live.clear();
      for (const topic of handlers.keys()) open(topic);
      setState('open');
    },
    onStompError: () => undefined,
    onWebSocketClose: () => onClose(),
  });

  function notify(): void {
    for (const listener of [...listeners]) listener(state, clientState);
  }

  function setState(next: ConnectionState, nextClient: ClientState = clientState): void {
    if (next === state && nextClient === clientState) return;
    state = next;
    clientState = nextClient;
    notify();
  }

  function open(topic: string): void {
    live.set(
      topic,
      stomp.subscribe(topic, (message) => {
        for (const entry of [...(handlers.get(topic) ?? [])]) {
          try {
            entry.handler(message.body);
          } catch (error) {
            console.error('realtime handler failed', topic, error);
          }
        }
      }),
    );
  }

  function onClose(): void {
    live.clear();
    const wasOpen = connected;
    connected = false;
    if (clientState !== 'active') return setState('closed'); // stop() or give-up in progress
    if (!wasOpen) failures++;
    setState('closed');
    if (failures >= maxAttempts) {
      void deactivate();
      return;
    }
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (clientState !== 'active') return;
      // The library stays "active" after a close when its own reconnect is off; with no socket left,
      // deactivate() completes at once, and activate() opens a fresh connection.
      void stomp.deactivate();
      stomp.activate();
    }, retryDelayMs);
  }

  async function deactivate(): Promise<void> {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    setState(state === 'closed' ? 'closed' : 'closing', 'deactivating');
    await stomp.deactivate();
    live.clear();
    connected = false;
    setState('closed', 'inactive');
  }

  return {
    start() {
      if (stopping) {
        void stopping.then(() => this.start());
        return;
      }
      if (clientState !== 'inactive') return;
      failures = 0;
      setState(state, 'active');
      stomp.activate();
    },
    async stop() {
      if (stopping) return stopping;
      if (clientState === 'inactive') return;
      stopping = deactivate().finally(() => (stopping = null));
      return stopping;
    },
    subscribe(topic, handler) {
      const entry = { handler };
      const list = handlers.get(topic) ?? [];
      list.push(entry);
      handlers.set(topic, list);
      if (list.length === 1 && connected) open(topic);
      return () => {
        const current = handlers.get(topic);
        const index = current?.indexOf(entry) ?? -1;
        if (!current || index < 0) return;
        current.splice(index, 1);
        if (current.length > 0) return;
        handlers.delete(topic);
        const sub = live.get(topic);
        live.delete(topic);
        if (sub && connected) sub.unsubscribe();
      };
    },
    get state() {
      return state;
    },
    get clientState() {
      return clientState;
    },
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
