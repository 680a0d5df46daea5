// Which tables changed, on PostgreSQL, for values kept in memory (sessions, list totals) while other instances and
// direct SQL write to the same database. Every table carries a statement trigger (migration 011) that NOTIFYs the
// table's name on `lims_changes`; the notification is sent at commit, when the change is visible. Each instance
// LISTENs on one dedicated connection and counts notifications per table (its change counters, in memory).
//
// Exactness: before a kept value is used, the instance sends `select 1` on the listening connection (one round trip,
// shared by every request waiting at that moment). PostgreSQL delivers the notifications of every transaction that
// committed before that query started ahead of its answer, so a logout answered by instance A has bumped instance
// B's counter before B's next request reads it. When the connection is lost, nothing is kept or reused (each value is
// read from the database, as without this module) until LISTEN is in place again; the reconnect starts a new epoch,
// so nothing kept before the loss is trusted after it. A notification `*` invalidates everything: a restore or a
// migration run sends it (announceEverything), since DDL — a table replaced, renamed, a column backfilled by a
// statement the trigger does not see — changes what kept values depend on without a row trigger firing.
import pg from 'pg';
import { sql, type Kysely } from 'kysely';

export const CHANNEL = 'lims_changes';

/** Tells every instance on this PostgreSQL database to trust nothing it keeps (after a migration run or a restore). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function announceEverything(db: Kysely<any>): Promise<void> {
  await sql`SELECT pg_notify(${CHANNEL}, '*')`.execute(db);
}
export const APPLICATION_NAME = 'lims-changes';
const PING_TIMEOUT_MS = 2000;

export interface ChangeWatch {
  /**
   * A value that differs whenever one of `tables` (snake_case) may have changed; undefined: do not keep anything now.
   * `since` (performance.now() when the request arrived): a ping sent after it already answered for this request.
   */
  stamp(tables: readonly string[], since?: number): Promise<string | undefined>;
  close(): Promise<void>;
}

export function createChangeWatch(connectionString: string, onError: (error: unknown) => void = (e) => console.warn('[changes]', e)): ChangeWatch {
  const counters = new Map<string, number>();
  let epoch = 0;
  let client: pg.Client | null = null; // set once LISTEN is in place
  let closed = false;
  let connecting: Promise<void> | null = null;
  let retryMs = 100;
  // when the last answered ping was sent, and in which epoch (a reconnect makes it worthless)
  let answered = { sentAt: -Infinity, epoch: -1 };

  function onNotification(note: pg.Notification) {
    if (note.channel !== CHANNEL) return;
    if (!note.payload || note.payload === '*') epoch++;
    else counters.set(note.payload, (counters.get(note.payload) ?? 0) + 1);
  }

  function lost(c: pg.Client) {
    if (client !== c) return;
    client = null;
    epoch++; // notifications sent while nobody listens are lost: nothing kept so far may be trusted again
    connectLater();
  }

  async function connect(): Promise<void> {
    // named, so an operator (and the tests) can tell it in pg_stat_activity
    const c = new pg.Client({ connectionString, application_name: APPLICATION_NAME });
    c.on('notification', onNotification);
    c.on('error', (error) => {
      onError(error);
      lost(c);
      void c.end().catch(() => undefined);
    });
    c.on('end', () => lost(c));
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    if (closed) {
      await c.end();
      return;
    }
    epoch++; // values computed before LISTEN was in place may have missed a change
    client = c;
    retryMs = 100;
  }

  function start() {
    if (closed || client || connecting) return;
    connecting = connect()
      .catch((error) => {
        onError(error);
        connectLater();
      })
      .finally(() => {
        connecting = null;
      });
  }

  function connectLater() {
    if (closed) return;
    setTimeout(start, retryMs).unref();
    retryMs = Math.min(retryMs * 2, 2000);
  }

  /** true when the listening connection answered: every change committed before this call has been counted */
  async function ping(): Promise<boolean> {
    const c = client;
    if (!c) {
      start();
      return false;
    }
    const sent = { sentAt: performance.now(), epoch };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    try {
      const ok = await Promise.race([
        c.query('select 1').then(
          () => client === c,
          () => false,
        ),
        timeout,
      ]);
      if (ok && sent.sentAt > answered.sentAt) answered = sent;
      return ok;
    } finally {
      clearTimeout(timer);
    }
  }

  // One ping at a time; a caller arriving while one is under way waits for the next one, which starts after it came.
  let current: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;
  function sync(): Promise<boolean> {
    if (!current) {
      current = ping().finally(() => {
        current = null;
      });
      return current;
    }
    next ??= current.then(() => {
      next = null;
      return sync();
    });
    return next;
  }

  start();
  return {
    async stamp(tables, since) {
      const fresh = since !== undefined && client && answered.epoch === epoch && answered.sentAt >= since;
      if (!fresh && (!(await sync()) || !client)) return undefined;
      return `${epoch}|${tables.map((t) => counters.get(t) ?? 0).join(',')}`;
    },
    async close() {
      closed = true;
      await connecting;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
