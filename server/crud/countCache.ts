import type { SelectQueryBuilder } from 'kysely';
import type { DB, LimsDatabase } from '../db/index.ts';
import { whileUnchanged } from '../db/unchanged.ts';

/**
 * Exact list totals without counting again while nothing changed. Counting 50,000 matching rows costs a few
 * milliseconds; reading a 25-row page through an index costs a tenth of that, so on a busy list the count is the
 * request. A total depends on its own table only (list filters are columns of the listed table).
 */
export function countTotals(database: Pick<LimsDatabase, 'stampOf'>) {
  const kept = whileUnchanged<number>(database);
  return function total(table: string, query: SelectQueryBuilder<DB, string, { total: unknown }>): Promise<number> {
    const { sql, parameters } = query.compile();
    return kept([table], `${sql}\u0000${JSON.stringify(parameters)}`, async () => Number((await query.executeTakeFirst())?.total ?? 0));
  };
}
