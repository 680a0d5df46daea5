import type { Kysely } from 'kysely';
import type { DB } from '../db/index.ts';

// Not a resource write (see tests/unit/directWrites.test.ts): counters of failed logins.
/** After this many failures for a user or an address, a captcha is required and failures are slowed. */
export const FREE_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

export interface Throttle {
  failures: number;
  retryAfterSeconds: number;
}

/** Stored in the database so that every instance behind a proxy counts the same failures. */
export async function throttleState(db: Kysely<DB>, keys: string[]): Promise<Throttle> {
  const rows = await db.selectFrom('loginFailures').selectAll().where('key', 'in', keys).execute();
  let failures = 0;
  let retryAfterSeconds = 0;
  for (const r of rows) {
    const age = Date.now() - new Date(r.lastAt).getTime();
    if (age > WINDOW_MS) continue;
    failures = Math.max(failures, r.count);
    if (r.count >= FREE_FAILURES) {
      // exponential back-off: 1 s after the 5th failure, doubling, capped at 5 minutes
      const wait = Math.min(300_000, 1000 * 2 ** (r.count - FREE_FAILURES));
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((wait - age) / 1000));
    }
  }
  return { failures, retryAfterSeconds };
}

export async function recordFailure(db: Kysely<DB>, keys: string[]): Promise<void> {
  const now = new Date().toISOString();
  for (const key of keys) {
    const row = await db.selectFrom('loginFailures').selectAll().where('key', '=', key).executeTakeFirst();
    const fresh = row && Date.now() - new Date(row.lastAt).getTime() <= WINDOW_MS;
    if (row)
      await db
        .updateTable('loginFailures')
        .set({ count: fresh ? row.count + 1 : 1, lastAt: now })
        .where('key', '=', key)
        .execute();
    else await db.insertInto('loginFailures').values({ key, count: 1, lastAt: now }).execute();
  }
}

export async function clearFailures(db: Kysely<DB>, keys: string[]): Promise<void> {
  await db.deleteFrom('loginFailures').where('key', 'in', keys).execute();
}
