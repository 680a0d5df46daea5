// Fan-out across server instances through PostgreSQL LISTEN/NOTIFY. Every instance LISTENs on one
// channel and also receives its own notifications, which is how it delivers its own publications:
// each message reaches each instance exactly once. NOTIFY payloads are limited to 8000 bytes, so
// larger messages are stored in realtime_payload and the notification carries only the row id.
// realtime_payload is transport, not a resource (see tests/unit/directWrites.test.ts).
// One instance's messages are sent one after the other on the pool: NOTIFYs from different
// connections may commit out of order, and presence relies on a snapshot not overtaking a later delta.
import pg from 'pg';
import type { Bus, BusMessage } from './bus.ts';

const INLINE_LIMIT = 7900;

export interface PgBusOptions {
  channel?: string;
  /** Stored payload rows older than this are deleted (receivers fetch them within milliseconds). */
  retentionMs?: number;
  onError?(error: unknown): void;
}

export interface PgBus extends Bus {
  /** Resolves once LISTEN is in place (messages published before that would not come back). */
  ready(): Promise<void>;
}

export function createPgBus(connectionString: string, options: PgBusOptions = {}): PgBus {
  const channel = options.channel ?? 'lims_realtime';
  const retentionMs = options.retentionMs ?? 60_000;
  const onError = options.onError ?? ((error: unknown) => console.error('[realtime pg bus]', error));
  const pool = new pg.Pool({ connectionString, max: 4 });
  pool.on('error', onError); // an idle client lost its connection; the pool replaces it
  const handlers = new Set<(message: BusMessage) => void>();
  const resyncHandlers = new Set<() => void>();
  let listener: pg.Client | null = null;
  let closed = false;
  let lastCleanup = 0;
  // Notifications are decoded one after the other so that a stored (slow to fetch) payload does not
  // overtake a later inline one.
  let chain: Promise<void> = Promise.resolve();
  let sending: Promise<unknown> = Promise.resolve();

  const tableReady = pool
    .query(
      `CREATE TABLE IF NOT EXISTS realtime_payload (
         id bigserial PRIMARY KEY, body text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
    )
    .then(() => undefined)
    .catch(async (error: { code?: string }) => {
      // Two instances creating the table at the same moment: one loses with a duplicate error.
      if (error.code !== '23505' && error.code !== '42P07') throw error;
    });

  async function decode(payload: string): Promise<BusMessage | null> {
    const parsed = JSON.parse(payload) as BusMessage | { ref: string };
    if (!('ref' in parsed)) return parsed;
    const { rows } = await pool.query<{ body: string }>('SELECT body FROM realtime_payload WHERE id = $1', [parsed.ref]);
    return rows[0] ? (JSON.parse(rows[0].body) as BusMessage) : null;
  }

  function onNotification(note: pg.Notification): void {
    if (note.channel !== channel || note.payload === undefined) return;
    const payload = note.payload;
    chain = chain
      .then(() => decode(payload))
      .then((message) => {
        if (message) for (const handler of handlers) handler(message);
      })
      .catch(onError);
  }

  async function listen(again = false): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', onNotification);
    client.on('error', (error) => {
      onError(error);
      void client.end().catch(() => undefined);
    });
    client.on('end', () => {
      if (listener !== client) return; // a failed attempt: its caller handles that
      listener = null;
      listenAgainLater(); // messages published while no listener is in place are lost
    });
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (closed) return void (await client.end());
    listener = client;
    if (again) for (const handler of resyncHandlers) handler();
  }

  function listenAgainLater(): void {
    if (closed) return;
    setTimeout(() => {
      listen(true).catch((error: unknown) => {
        onError(error);
        listenAgainLater();
      });
    }, 1000).unref();
  }

  const listening = listen(); // a failure here rejects ready(): the instance does not start half-connected

  async function cleanup(): Promise<void> {
    if (Date.now() - lastCleanup < retentionMs / 4) return;
    lastCleanup = Date.now();
    await pool.query(`DELETE FROM realtime_payload WHERE created_at < now() - $1::interval`, [`${retentionMs} milliseconds`]);
  }

  async function send(message: BusMessage): Promise<void> {
    const json = JSON.stringify(message);
    if (Buffer.byteLength(json, 'utf8') <= INLINE_LIMIT) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, json]);
      return;
    }
    await tableReady;
    // One statement, one transaction: the notification is sent at commit, when the row is visible.
    await pool.query(
      `WITH stored AS (INSERT INTO realtime_payload (body) VALUES ($2) RETURNING id)
       SELECT pg_notify($1, json_build_object('ref', id::text)::text) FROM stored`,
      [channel, json],
    );
    await cleanup().catch(onError);
  }

  return {
    async ready() {
      await Promise.all([listening, tableReady]);
    },
    publish(message) {
      const sent = sending.then(() => send(message));
      sending = sent.catch(() => undefined); // a failed send does not stop the ones after it
      return sent;
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
      resyncHandlers.clear();
      await sending;
      await listening.catch(() => undefined);
      await listener?.end().catch(() => undefined);
      await chain;
      await pool.end();
    },
  };
}
