import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/index.ts';

const MAX_ENTRIES = 1000;

/**
 * Exact list totals without counting again while nothing changed. Counting 50,000 matching rows costs a few
 * milliseconds; reading a 25-row page through an index costs a tenth of that, so on a busy list the count is the
 * request. The stamp says whether the database changed: on SQLite this connection's total_changes() (every row
 * written here, in or out of a transaction) with PRAGMA data_version (commits of other connections: a restore, a
 * CLI). It is read before the count runs, so a total is never older than its stamp; stamps only grow, so an entry
 * made just before a write is simply never asked for again. Without a stamp (PostgreSQL: other instances write too)
 * every total is counted.
 */
export function countTotals(stamp: (() => string) | undefined) {
  const cache = new Map<string, { stamp: string; total: number }>();
  return async function total(query: SelectQueryBuilder<DB, string, { total: unknown }>): Promise<number> {
    const count = async () => Number((await query.executeTakeFirst())?.total ?? 0);
    if (!stamp) return count();
    const now = stamp();
    const { sql, parameters } = query.compile();
    const key = `${sql}\u0000${JSON.stringify(parameters)}`;
    const hit = cache.get(key);
    if (hit && hit.stamp === now) return hit.total;
    const value = await count();
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, { stamp: now, total: value });
    return value;
  };
}
