import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import { AppError, CODES } from '../http/errors.ts';

/*
 * PostgreSQL may refuse a write transaction that did nothing wrong: 40P01 (a deadlock: two requests writing the same
 * rows in opposite orders, or a row and then the audit chain's advisory lock while another holds the lock and waits
 * for the row), 40001 (a serialization failure) or 0A000 (a statement prepared before another instance's migration
 * changed a table's row type; server/db/prepared.ts forgets its name, so the next attempt re-parses it). Such a
 * transaction is rolled back whole, so running it again from the start is safe: ONE wrapper, around every
 * `db.transaction().execute(fn)` of the app, retries it a bounded number of times, then answers 503 with Retry-After
 * instead of a 500. What an attempt set aside for after the commit (announcements, personal messages) is dropped with
 * it through onAttemptFailed, so only the attempt that committed is announced.
 */
const RETRYABLE = new Set(['40P01', '40001', '0A000']);
export const TRIES = 4;

const undoStack = new AsyncLocalStorage<Array<() => void>>();
let retries = 0;

/** Transactions run again since the process started (the load bench reports it, through /admin/health). */
export const transactionRetries = () => retries;

/** Registers how to take back an in-memory effect of the running transaction attempt if that attempt fails. */
export function onAttemptFailed(undo: () => void): void {
  undoStack.getStore()?.push(undo);
}

const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? String((e as { code: unknown }).code) : '');

/** Runs `attempt` (a whole transaction) until it commits, is refused for a reason of its own, or TRIES are used. */
export async function retryTransaction<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    const undo: Array<() => void> = [];
    try {
      return await undoStack.run(undo, attempt);
    } catch (e) {
      for (const u of undo.reverse()) u();
      if (!RETRYABLE.has(codeOf(e))) throw e;
      if (n >= TRIES) throw new AppError(503, CODES.busy, 'error.busy', { seconds: 1 });
      retries++;
      // a few random milliseconds apart, so the two sides of a deadlock do not meet again at once
      await new Promise((r) => setTimeout(r, Math.random() * 20 * n));
    }
  }
}

/** Every transaction of `db` through retryTransaction (the builder's execute may run again: it opens a new one). */
export function retryingTransactions<D>(db: Kysely<D>): Kysely<D> {
  const open = db.transaction.bind(db);
  db.transaction = () => {
    const builder = open();
    const execute = builder.execute.bind(builder);
    builder.execute = (fn) => retryTransaction(() => execute(fn));
    return builder;
  };
  return db;
}
