import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/index.ts';
import { keptWhile } from '../db/unchanged.ts';

/**
 * Exact list totals without counting again while nothing changed. Counting 50,000 matching rows costs a few
 * milliseconds; reading a 25-row page through an index costs a tenth of that, so on a busy list the count is the
 * request. `stamp` is the listed table's (list filters are columns of that table), read before the count.
 */
export function countTotals() {
  const kept = keptWhile<number>();
  return function total(stamp: string | undefined, query: SelectQueryBuilder<DB, string, { total: unknown }>): Promise<number> {
    const { sql, parameters } = query.compile();
    return kept(stamp, `${sql}\u0000${JSON.stringify(parameters)}`, async () => Number((await query.executeTakeFirst())?.total ?? 0));
  };
}
