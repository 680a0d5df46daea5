// One WebSocket speaking STOMP 1.2: CONNECT with the Authorization token, SUBSCRIBE/UNSUBSCRIBE,
// SEND to /app/..., receipts, heart-beats and DISCONNECT. Any protocol fault gets an ERROR frame and
// a closed socket; the rest of the server is not affected.
import type { WebSocket } from 'ws';
import { encodeFrame, escapeHeader, FrameError, FrameParser, type Frame } from './frame.ts';

export interface RealtimeUser {
  userId: number;
  username: string;
}

export interface Subscription {
  session: Session;
  id: string;
  destination: string;
}

/** What a session needs from the server around it. */
export interface SessionHost {
  authenticate(token: string): Promise<RealtimeUser | null>;
  onSend?(user: RealtimeUser, destination: string, body: string): Promise<void> | void;
  heartBeat: [number, number];
  maxFrameBytes: number;
  maxQueuedBytes: number;
  connectTimeoutMs: number;
  connected(session: Session): void;
  closed(session: Session): void;
  subscribed(sub: Subscription): void;
  unsubscribed(sub: Subscription): void;
  warn(message: string, detail?: unknown): void;
}

const MAX_SUBSCRIPTIONS = 64;
const MAX_FRAMES_IN_FLIGHT = 100;
const DESTINATION = /^\/(topic|user\/queue)\/[A-Za-z0-9._\-/]+$/;
const KNOWN = new Set(['CONNECT', 'STOMP', 'SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT', 'DISCONNECT']);
const HEARTBEAT = Buffer.from('\n');

let sessionCounter = 0;

export class Session {
  readonly id = `s${(++sessionCounter).toString(36)}`;
  user: RealtimeUser | null = null;
  readonly subscriptions = new Map<string, Subscription>();
  private state: 'new' | 'connecting' | 'connected' | 'closed' = 'new';
  private readonly parser: FrameParser;
  private queue: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private messageCounter = 0;
  private lastReceived = Date.now();
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly ws: WebSocket,
    private readonly host: SessionHost,
  ) {
    this.parser = new FrameParser(host.maxFrameBytes);
    ws.on('message', (data) => this.onData(toBuffer(data)));
    ws.on('close', () => this.finish());
    ws.on('error', () => this.drop());
    this.every(host.connectTimeoutMs, () => {
      if (this.state === 'new' || this.state === 'connecting') this.fail('no CONNECT frame in time');
    });
  }

  get isOpen(): boolean {
    return this.state === 'connected';
  }

  /** Sends a MESSAGE frame; `prefix` holds the command and the headers shared by all subscribers. */
  sendMessage(sub: Subscription, prefix: Buffer, body: Buffer): void {
    const ids = `subscription:${escapeHeader(sub.id)}\nmessage-id:${this.id}-${++this.messageCounter}\n\n`;
    this.send(Buffer.concat([prefix, Buffer.from(ids), body, Buffer.from([0])]));
  }

  /** An ERROR frame, then the socket is closed (STOMP 1.2 requires the close). */
  fail(message: string, frame?: Frame): void {
    if (this.state === 'closed') return;
    const headers: Record<string, string> = { message, 'content-type': 'text/plain;charset=UTF-8' };
    if (frame?.headers.receipt) headers['receipt-id'] = frame.headers.receipt;
    this.send(encodeFrame('ERROR', headers, message));
    this.close(1002);
  }

  /** Server-initiated close (revoked token, shutdown): an ERROR frame tells the client why. */
  kick(message: string, code = 1008): void {
    if (this.state === 'closed') return;
    this.send(encodeFrame('ERROR', { message, 'content-type': 'text/plain;charset=UTF-8' }, message));
    this.close(code);
  }

  /** Closes without a word: slow consumers and silent peers, whose socket is of no more use. */
  drop(): void {
    this.ws.terminate();
    this.finish();
  }

  private send(bytes: Buffer): void {
    if (this.state === 'closed') return;
    // Slow-consumer protection: a peer that does not read makes the send buffer grow; drop it.
    if (this.ws.bufferedAmount > this.host.maxQueuedBytes) {
      this.host.warn(`realtime: dropping slow consumer ${this.id} (${this.ws.bufferedAmount} bytes queued)`);
      this.drop();
      return;
    }
    this.ws.send(bytes, { binary: false });
  }

  private close(code: number): void {
    this.finish();
    this.ws.close(code);
  }

  private finish(): void {
    if (this.state === 'closed') return;
    const wasConnected = this.state === 'connected';
    this.state = 'closed';
    for (const timer of this.timers) clearInterval(timer);
    for (const sub of this.subscriptions.values()) this.host.unsubscribed(sub);
    this.subscriptions.clear();
    if (wasConnected) this.host.closed(this);
  }

  private every(ms: number, fn: () => void): void {
    const timer = setInterval(fn, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private onData(chunk: Buffer): void {
    if (this.state === 'closed') return;
    this.lastReceived = Date.now(); // any byte counts as a heart-beat
    let frames: Frame[];
    try {
      frames = this.parser.push(chunk);
    } catch (error) {
      this.fail(error instanceof FrameError ? error.message : 'malformed frame');
      return;
    }
    for (const frame of frames) {
      if (++this.inFlight > MAX_FRAMES_IN_FLIGHT) return this.fail('too many frames in flight');
      // Frames are handled strictly in order, even when one of them waits (CONNECT, SEND).
      this.queue = this.queue
        .then(() => (this.state === 'closed' ? undefined : this.handle(frame)))
        .catch((error: unknown) => {
          this.host.warn('realtime: frame handling failed', error);
          this.fail(error instanceof FrameError ? error.message : 'server error', frame);
        })
        .finally(() => this.inFlight--);
    }
  }

  private async handle(frame: Frame): Promise<void> {
    const { command, headers } = frame;
    if (!KNOWN.has(command)) return this.fail(`unknown command ${command}`, frame);
    if (command === 'CONNECT' || command === 'STOMP') return this.connect(frame);
    if (this.state !== 'connected') return this.fail(`${command} before CONNECT`, frame);
    switch (command) {
      case 'SUBSCRIBE': {
        const { id, destination } = headers;
        if (!id || !destination) return this.fail('SUBSCRIBE needs id and destination headers', frame);
        if (!DESTINATION.test(destination)) return this.fail(`cannot subscribe to ${destination}`, frame);
        if (this.subscriptions.has(id)) return this.fail(`subscription id ${id} already in use`, frame);
        if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) return this.fail('too many subscriptions', frame);
        const sub: Subscription = { session: this, id, destination };
        this.subscriptions.set(id, sub);
        this.host.subscribed(sub);
        break;
      }
      case 'UNSUBSCRIBE': {
        const sub = this.subscriptions.get(headers.id ?? '');
        if (!sub) return this.fail(`no subscription with id ${headers.id ?? ''}`, frame);
        this.subscriptions.delete(sub.id);
        this.host.unsubscribed(sub);
        break;
      }
      case 'SEND': {
        const destination = headers.destination ?? '';
        if (!destination.startsWith('/app/') || !this.host.onSend) return this.fail(`cannot send to ${destination}`, frame);
        await this.host.onSend(this.user!, destination, frame.body.toString('utf8'));
        break;
      }
      case 'ACK':
      case 'NACK':
        break; // every subscription is ack:auto; acknowledging is harmless
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return this.fail('transactions are not supported', frame);
      case 'DISCONNECT':
        this.receipt(frame);
        this.close(1000);
        return;
    }
    this.receipt(frame);
  }

  private receipt(frame: Frame): void {
    if (frame.headers.receipt) this.send(encodeFrame('RECEIPT', { 'receipt-id': frame.headers.receipt }));
  }

  private async connect(frame: Frame): Promise<void> {
    if (this.state !== 'new') return this.fail('already connected', frame);
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',');
    if (!versions.includes('1.2')) return this.fail('only STOMP 1.2 is supported', frame);
    const token = frame.headers.Authorization ?? frame.headers.authorization;
    if (!token) return this.fail('missing Authorization header', frame);
    const [cx, cy] = parseHeartBeat(frame.headers['heart-beat']);
    this.state = 'connecting';
    const user = await this.host.authenticate(token);
    if (this.state !== 'connecting') return; // the socket went away while we checked
    if (!user) return this.fail('authentication failed', frame);
    this.user = user;
    this.state = 'connected';

    const [sx, sy] = this.host.heartBeat;
    const outgoing = sx && cy ? Math.max(sx, cy) : 0;
    const incoming = cx && sy ? Math.max(cx, sy) : 0;
    this.send(
      encodeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${sx},${sy}`,
        server: 'lims-realtime/1.0',
        session: this.id,
        'user-name': user.username,
      }),
    );
    for (const timer of this.timers) clearInterval(timer); // the CONNECT deadline is met
    this.timers = [];
    if (outgoing) this.every(outgoing, () => this.send(HEARTBEAT));
    if (incoming) {
      this.every(incoming, () => {
        if (Date.now() - this.lastReceived > 2 * incoming) {
          this.host.warn(`realtime: dropping ${this.id}, silent for over ${2 * incoming} ms`);
          this.drop();
        }
      });
    }
    this.host.connected(this);
  }
}

function parseHeartBeat(value: string | undefined): [number, number] {
  const match = /^(\d+),(\d+)$/.exec(value ?? '0,0');
  if (!match) throw new FrameError('invalid heart-beat header');
  return [Number(match[1]), Number(match[2])];
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
