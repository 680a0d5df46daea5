import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/index.ts';

// Not a resource write (see tests/unit/directWrites.test.ts): counters of failed logins.
/**
 * Password checks without a captcha, per user and per address, before a captcha is required (and, for the address,
 * failures are slowed).
 */
export const FREE_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

/*
 * A row counts the password checks of its key (`user:<name>` or `ip:<address>`) that did not succeed, in the
 * database so that every instance behind a proxy counts the same. The count is taken BEFORE the password is verified,
 * by one conditional UPDATE (atomic on both engines: PostgreSQL re-checks the WHERE under the row lock, SQLite has one
 * writer), so however many requests arrive at once no more than FREE_FAILURES of them reach the password check
 * without a captcha. A success gives its slot back; a failure stamps lastAt (the window counts from the last failure)
 * and adds one to the address's failures (`fail:ip:<address>`, from which its back-off runs).
 *
 * Lockout that cannot be weaponised: past the limit the ACCOUNT only asks for a captcha (the right password with a
 * valid captcha still logs in, whoever failed before); the ADDRESS is also slowed (429, 1 s doubling to 5 min after
 * its last failure), which only hurts the address that keeps failing.
 */

const windowStart = () => new Date(Date.now() - WINDOW_MS).toISOString();

/** Counts one check of `key`; only while under the limit (or its last failure is older than the window) unless `always`. */
async function take(db: Kysely<DB>, key: string, always: boolean): Promise<boolean> {
  const now = new Date().toISOString();
  const since = windowStart();
  await db
    .insertInto('loginFailures')
    .values({ key, count: 0, lastAt: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stale = sql<boolean>`${sql.ref('lastAt')} < ${since}`;
  const row = await db
    .updateTable('loginFailures')
    .set({
      count: sql`case when ${stale} then 1 else ${sql.ref('count')} + 1 end`,
      lastAt: sql`case when ${stale} then ${now} else ${sql.ref('lastAt')} end`,
    })
    .where('key', '=', key)
    .$if(!always, (q) => q.where((eb) => eb.or([eb('count', '<', FREE_FAILURES), eb('lastAt', '<', since)])))
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes a free check (no captcha needed) for `key`; false once the key has used them up. */
export const takeFreeCheck = (db: Kysely<DB>, key: string) => take(db, key, false);

/** Counts a check past the limit (its captcha was valid). */
export const countCheck = (db: Kysely<DB>, key: string) => take(db, key, true).then(() => undefined);

/** The row of an address's failures (the back-off), apart from its checks: a burst of logins that succeed is not slowed. */
const failuresOf = (addressKey: string) => `fail:${addressKey}`;

/** Seconds the address must still wait after its last failure, 0 when it may try (with a captcha past the limit). */
export async function backOffSeconds(db: Kysely<DB>, addressKey: string): Promise<number> {
  const r = await db.selectFrom('loginFailures').select(['count', 'lastAt']).where('key', '=', failuresOf(addressKey)).executeTakeFirst();
  if (!r || r.count < FREE_FAILURES) return 0;
  const age = Date.now() - new Date(r.lastAt).getTime();
  if (age > WINDOW_MS) return 0;
  // exponential back-off: 1 s after the 5th failure, doubling, capped at 5 minutes
  const wait = Math.min(300_000, 1000 * 2 ** (r.count - FREE_FAILURES));
  return Math.max(0, Math.ceil((wait - age) / 1000));
}

/** A check that did not fail (success, or refused before the password was read) gives its count back. */
export async function releaseCheck(db: Kysely<DB>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('loginFailures')
    .set({ count: sql`${sql.ref('count')} - 1` })
    .where('key', 'in', keys)
    .where('count', '>', 0)
    .execute();
}

/** The counted checks failed: their window runs from now, and the address's failures (its back-off) grow by one. */
export async function recordFailure(db: Kysely<DB>, addressKey: string, userKey: string): Promise<void> {
  await db.updateTable('loginFailures').set({ lastAt: new Date().toISOString() }).where('key', 'in', [addressKey, userKey]).execute();
  await take(db, failuresOf(addressKey), true);
  await db.updateTable('loginFailures').set({ lastAt: new Date().toISOString() }).where('key', '=', failuresOf(addressKey)).execute();
}

export async function clearFailures(db: Kysely<DB>, keys: string[]): Promise<void> {
  await db.deleteFrom('loginFailures').where('key', 'in', keys).execute();
}
