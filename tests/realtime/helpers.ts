// Test fixtures: a Fastify app with the realtime plugin and a stub authenticate, real @stomp/stompjs
// clients over `ws`, and raw WebSocket clients that speak STOMP by hand (for bad input).
import { Client, type IMessage } from '@stomp/stompjs';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { FrameParser, type Frame } from '../../server/realtime/frame.ts';
import { realtimeOf, realtimePlugin, type Realtime, type RealtimeOptions, type RealtimeUser } from '../../server/realtime/index.ts';

export const USERS: Record<string, RealtimeUser> = {
  alice: { userId: 1, username: 'alice' },
  bob: { userId: 2, username: 'bob' },
  carol: { userId: 3, username: 'carol' },
};

/** Accepts 'Bearer <name>' or '<name>' for the users above. */
export async function stubAuthenticate(token: string): Promise<RealtimeUser | null> {
  return USERS[token.replace(/^Bearer /, '')] ?? null;
}

export interface TestServer {
  app: FastifyInstance;
  realtime: Realtime;
  port: number;
  url: string;
}

export async function startServer(options: Partial<RealtimeOptions> = {}, port = 0): Promise<TestServer> {
  const app = Fastify({ logger: false });
  await app.register(realtimePlugin, { authenticate: stubAuthenticate, presenceCoalesceMs: 10, ...options });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { app, realtime: realtimeOf(app), port: actual, url: `ws://127.0.0.1:${actual}/ws` };
}

/** Resolves when `condition` holds; polls (no fixed sleeps), fails after `timeoutMs` (generous: the suite runs two files at a time on 2 cores). */
export async function waitFor(condition: () => boolean, timeoutMs = 15_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A connected @stomp/stompjs client; its reconnect is off so a refused CONNECT stays refused. */
export function connectStomp(url: string, token: string, heartbeat = 0): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () => new WebSocket(url),
      connectHeaders: { Authorization: `Bearer ${token}` },
      heartbeatIncoming: heartbeat,
      heartbeatOutgoing: heartbeat,
      reconnectDelay: 0,
      debug: () => undefined,
      onConnect: () => resolve(client),
      onStompError: (frame) => reject(new Error(frame.headers.message)),
      onWebSocketClose: () => reject(new Error('closed')),
    });
    client.activate();
  });
}

/** Collects the messages of one subscription. */
export function collect(client: Client, destination: string): IMessage[] {
  const messages: IMessage[] = [];
  client.subscribe(destination, (message) => messages.push(message));
  return messages;
}

/** A WebSocket client speaking STOMP by hand, recording the frames and heart-beats it receives. */
export class RawClient {
  readonly frames: Frame[] = [];
  heartbeats = 0;
  closed = false;
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  private readonly parser = new FrameParser(16 * 1024 * 1024);

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.ws.on('message', (data: Buffer) => {
      if (data.toString() === '\n') this.heartbeats++;
      else this.frames.push(...this.parser.push(data));
    });
    this.ws.on('close', () => (this.closed = true));
    this.ws.on('error', () => undefined);
  }

  static async open(url: string): Promise<RawClient> {
    const client = new RawClient(url);
    await client.opened;
    return client;
  }

  send(text: string | Buffer): void {
    this.ws.send(text);
  }

  async connect(token = 'alice', heartBeat = '0,0'): Promise<Frame> {
    this.send(`CONNECT\naccept-version:1.2\nhost:localhost\nAuthorization:Bearer ${token}\nheart-beat:${heartBeat}\n\n\0`);
    return this.next('CONNECTED');
  }

  async next(command: string, timeoutMs = 5000): Promise<Frame> {
    await waitFor(() => this.frames.some((f) => f.command === command), timeoutMs, `${command} frame`);
    return this.frames.find((f) => f.command === command)!;
  }

  async waitClosed(timeoutMs = 5000): Promise<void> {
    await waitFor(() => this.closed, timeoutMs, 'socket close');
  }
}
