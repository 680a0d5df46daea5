// The bus carries what one instance must tell every instance (itself included): broadcasts, user
// messages, forced disconnects and presence. Each instance delivers a bus message to its own sockets
// exactly once, so a publisher never also delivers locally.

export type BusMessage =
  | { kind: 'topic'; destination: string; body: string; contentType: string }
  | { kind: 'user'; userId: number; destination: string; body: string; contentType: string }
  | { kind: 'kick'; userId: number }
  /** An instance's full set of online users (on start, on request, periodically); `users: null` = gone. */
  | { kind: 'presence'; instance: string; users: number[] | null; askOthers?: boolean }
  /** One user came online (first session) or went offline (last session) on an instance. */
  | { kind: 'presence-delta'; instance: string; userId: number; online: boolean };

export interface Bus {
  publish(message: BusMessage): Promise<void>;
  /** Registers the receiver; returns a function that removes it. */
  subscribe(handler: (message: BusMessage) => void): () => void;
  /** Resolves once messages published from now on will also come back to this instance. */
  ready?(): Promise<void>;
  /** Registers a call for when the bus was deaf for a while (its listener came back): what was published meanwhile is lost. */
  onResync?(handler: () => void): () => void;
  close(): Promise<void>;
}

/** Single-process bus (SQLite deployments, tests): delivery on the next microtask, in publish order. */
export function createMemoryBus(): Bus {
  const handlers = new Set<(message: BusMessage) => void>();
  return {
    async publish(message) {
      await Promise.resolve();
      // Each receiver gets its own copy, as it would after a trip through PostgreSQL.
      const json = JSON.stringify(message);
      for (const handler of handlers) handler(JSON.parse(json) as BusMessage);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
