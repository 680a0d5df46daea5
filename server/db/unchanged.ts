import type { LimsDatabase } from './index.ts';
import { snake } from './columns.ts';

/**
 * Values read from the database, kept while the tables they were read from are unchanged. The stamp (SQLite: this
 * connection's total_changes() with PRAGMA data_version; PostgreSQL: per-table change counters fed by LISTEN/NOTIFY,
 * see db/changes.ts) is read before the value is computed, so a kept value is never older than its stamp; stamps
 * only move forward, so a value kept just before a write is never asked for again. No stamp: nothing is kept.
 */
export function keptWhile<T>(maxEntries = 1000) {
  const kept = new Map<string, { stamp: string; value: T }>();
  return async function read(stamp: string | undefined, key: string, compute: () => Promise<T>): Promise<T> {
    if (stamp === undefined) return compute();
    const hit = kept.get(key);
    if (hit && hit.stamp === stamp) return hit.value;
    const value = await compute();
    if (kept.size >= maxEntries) kept.clear();
    kept.set(key, { stamp, value });
    return value;
  };
}

/** keptWhile, reading the stamp of `tables` (camelCase, as in queries) before each use. */
export function whileUnchanged<T>(database: Pick<LimsDatabase, 'stampOf'>, maxEntries = 1000) {
  const kept = keptWhile<T>(maxEntries);
  return async (tables: readonly string[], key: string, compute: () => Promise<T>, since?: number): Promise<T> =>
    kept(await database.stampOf(tables.map(snake), since), key, compute);
}
