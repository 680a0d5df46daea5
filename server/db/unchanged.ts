/**
 * Values read from the database, kept while the database is unchanged. The stamp (SQLite: this connection's
 * total_changes() with PRAGMA data_version, see db/index.ts) is read before the value is computed, so a kept value
 * is never older than its stamp; stamps only grow, so a value kept just before a write is never asked for again.
 * Without a stamp (PostgreSQL: other instances write too) nothing is kept.
 */
export function whileUnchanged<T>(stamp: (() => string) | undefined, maxEntries = 1000) {
  const kept = new Map<string, { stamp: string; value: T }>();
  return async function read(key: string, compute: () => Promise<T>): Promise<T> {
    if (!stamp) return compute();
    const now = stamp();
    const hit = kept.get(key);
    if (hit && hit.stamp === now) return hit.value;
    const value = await compute();
    if (kept.size >= maxEntries) kept.clear();
    kept.set(key, { stamp: now, value });
    return value;
  };
}
