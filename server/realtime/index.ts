// The realtime endpoint: STOMP 1.2 over WebSocket at GET /ws, as a Fastify plugin. The app injects
// authentication; app.realtime publishes to topics and users on every instance through the bus.
import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { createMemoryBus, type Bus } from './bus.ts';
import { Hub, messageParts } from './hub.ts';
import { Presence } from './presence.ts';
import { Session, type RealtimeUser, type SessionHost } from './session.ts';

export type { Bus, BusMessage } from './bus.ts';
export { createMemoryBus } from './bus.ts';
export { createPgBus } from './pg-bus.ts';
export type { RealtimeUser } from './session.ts';

/** The realtime destinations. */
export const TOPICS = {
  notice: '/topic/notice',
  message: '/user/queue/message',
  onlineUserCount: '/topic/onlineUserCount',
  dict: '/topic/dict',
  workflow: '/topic/workflow',
} as const;

export interface RealtimeOptions {
  /** Same check as an API call; the token may start with 'Bearer '. */
  authenticate(token: string): Promise<RealtimeUser | null>;
  /** In-process by default; createPgBus(url) for PostgreSQL fan-out. The plugin closes it on app close. */
  bus?: Bus;
  maxFrameBytes?: number;
  maxQueuedBytes?: number;
  /** [what the server sends, what it wants to receive], in ms; 0 = none. */
  heartBeat?: [number, number];
  /** A socket that sends no CONNECT within this time is closed. */
  connectTimeoutMs?: number;
  /** Online-count announcements are coalesced over this window. */
  presenceCoalesceMs?: number;
  /** SEND frames to /app/... are handed to the app; a throw gives the client an ERROR frame. */
  onSend?(user: RealtimeUser, destination: string, body: string): Promise<void> | void;
}

export interface Realtime {
  /** Broadcast to every subscriber of a /topic/... destination, on all instances. */
  publish(destination: string, body: string | object): Promise<void>;
  /** To every session of one user subscribed to '/user/queue/...' (or '/queue/...'), on all instances. */
  sendToUser(userId: number, destination: string, body: string | object): Promise<void>;
  /** Closes every connection of the user on all instances (token revoked, account disabled). */
  disconnectUser(userId: number): void;
  /** Distinct users with an open connection, across instances. */
  onlineUserCount(): number;
  /** This instance's open sessions and subscriptions. */
  stats(): { sessions: number; subscriptions: number };
  close(): Promise<void>;
}

/** The `realtime` decorator, typed (the app declares the decorator on FastifyInstance as it sees fit). */
export function realtimeOf(app: FastifyInstance): Realtime {
  return (app as unknown as { realtime: Realtime }).realtime;
}

function encodeBody(body: string | object): [string, string] {
  return typeof body === 'string' ? [body, 'text/plain;charset=UTF-8'] : [JSON.stringify(body), 'application/json;charset=UTF-8'];
}

export async function realtimePlugin(app: FastifyInstance, opts: RealtimeOptions): Promise<void> {
  const maxFrameBytes = opts.maxFrameBytes ?? 64 * 1024;
  if (!app.hasDecorator('websocketServer')) {
    // ws's own limit is a backstop only; our parser enforces maxFrameBytes with an ERROR frame.
    await app.register(websocket, { options: { maxPayload: Math.max(4 * maxFrameBytes, 1024 * 1024) } });
  }
  // Browsers ask for the STOMP subprotocols; answer with the one we speak.
  app.websocketServer.options.handleProtocols ??= (protocols: Set<string>) => (protocols.has('v12.stomp') ? 'v12.stomp' : false);

  const bus = opts.bus ?? createMemoryBus();
  const hub = new Hub();
  const instance = randomUUID();
  const warn = (message: string, detail?: unknown) => app.log.warn({ detail }, message);
  const logError = (error: unknown) => app.log.error({ err: error }, 'realtime bus failure');
  const presence = new Presence(instance, bus, (count) => hub.deliverTopic(TOPICS.onlineUserCount, String(count), 'text/plain;charset=UTF-8'), logError, {
    coalesceMs: opts.presenceCoalesceMs,
  });

  const kick = (userId: number) => {
    for (const session of hub.userSessions(userId)) session.kick('session revoked');
  };

  const unsubscribeBus = bus.subscribe((message) => {
    switch (message.kind) {
      case 'topic':
        return hub.deliverTopic(message.destination, message.body, message.contentType);
      case 'user':
        return hub.deliverUser(message.userId, message.destination, message.body, message.contentType);
      case 'kick':
        return kick(message.userId);
      default:
        return presence.receive(message);
    }
  });
  await bus.ready?.();
  await presence.start();
  // Deltas published while this instance was deaf are lost: a fresh snapshot, and everyone else's.
  const stopResync = bus.onResync?.(() => void presence.start().catch(logError));

  const host: SessionHost = {
    authenticate: opts.authenticate,
    onSend: opts.onSend,
    heartBeat: opts.heartBeat ?? [30_000, 30_000],
    maxFrameBytes,
    maxQueuedBytes: opts.maxQueuedBytes ?? 1024 * 1024,
    connectTimeoutMs: opts.connectTimeoutMs ?? 10_000,
    connected(session) {
      hub.add(session);
      presence.sessionOpened(session.user!.userId);
    },
    closed(session) {
      hub.remove(session);
      presence.sessionClosed(session.user!.userId);
    },
    subscribed(sub) {
      hub.subscribe(sub);
      // A new subscriber to the online count gets the real figure at once: the last announced one lags by the
      // coalescing delay, so a subscriber right after CONNECTED was told "0" with its own session already counted
      if (sub.destination === TOPICS.onlineUserCount) {
        sub.session.sendMessage(sub, ...messageParts(TOPICS.onlineUserCount, String(presence.count()), 'text/plain;charset=UTF-8'));
      }
    },
    unsubscribed: (sub) => hub.unsubscribe(sub),
    warn,
  };

  let closed = false;
  const realtime: Realtime = {
    async publish(destination, body) {
      if (!destination.startsWith('/topic/')) throw new Error(`not a topic: ${destination}`);
      const [text, contentType] = encodeBody(body);
      await bus.publish({ kind: 'topic', destination, body: text, contentType });
    },
    async sendToUser(userId, destination, body) {
      const dest = destination.startsWith('/queue/') ? `/user${destination}` : destination;
      if (!dest.startsWith('/user/queue/')) throw new Error(`not a user destination: ${destination}`);
      const [text, contentType] = encodeBody(body);
      await bus.publish({ kind: 'user', userId, destination: dest, body: text, contentType });
    },
    disconnectUser(userId) {
      kick(userId); // here at once; the bus carries it to the other instances
      bus.publish({ kind: 'kick', userId }).catch(logError);
    },
    onlineUserCount: () => presence.count(),
    stats: () => hub.stats(),
    async close() {
      if (closed) return;
      closed = true;
      for (const session of [...hub.sessions]) session.kick('server shutting down', 1001);
      await presence.stop().catch(logError);
      unsubscribeBus();
      stopResync?.();
      await bus.close();
    },
  };
  app.decorate('realtime', realtime);
  app.addHook('onClose', () => realtime.close());

  app.get('/ws', { websocket: true }, (socket) => {
    if (closed) return socket.close(1001);
    new Session(socket, host);
  });
}

// Like fastify-plugin: the decorator and the route belong to the app that registers the plugin.
Object.assign(realtimePlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'lims-realtime',
});
