import { sql, type SqlBool, type Expression, type SelectQueryBuilder, type ExpressionBuilder } from 'kysely';
import type { AnyResource } from '../../schemas/core/resource.ts';
import type { DB, LimsDatabase } from '../db/index.ts';
import { keptWhile } from '../db/unchanged.ts';
import { snake } from '../db/columns.ts';
import { applyFilters, parseListQuery } from './query.ts';
import { countTotals } from './countCache.ts';
import { fromDb } from './codec.ts';

/**
 * A list page whose cost does not grow with its number. OFFSET n makes the database step through n rows, so page
 * 1,000 of a large list read 25,000 rows to return 25. Instead the sort key (sort value, id) of the row before each
 * page start the server has seen is remembered per filtered list (a "mark": offset → key), and a page continues from
 * the nearest mark at or before it with a seek, `(sort, id) > key`, which an index on the sort column (and id)
 * serves directly; only the rows between that mark and the page are stepped over. Marks are valid while the table
 * is unchanged (the same stamp as the totals, server/db/unchanged.ts): a write anywhere in the table may move rows
 * across page starts. Nothing known (a first visit to a deep page) falls back to OFFSET once, and remembers.
 */

type Key = { value: unknown; id: number };
const MARKS_PER_LIST = 2000;
const SEEK_VALUE = 'limsSeekValue'; // the CamelCasePlugin names it lims_seek_value in SQL

export function createLister(database: Pick<LimsDatabase, 'db' | 'dialect' | 'stampOf'>) {
  const { db, dialect } = database;
  const countTotal = countTotals();
  const marksOf = keptWhile<Map<number, Key>>(500);

  /** `since`: when the request arrived (performance.now()), so that the access check's look at the changes serves here too */
  return async function list(resource: AnyResource, query: Record<string, unknown>, since?: number) {
    const lq = parseListQuery(resource, query);
    const base = applyFilters(db.selectFrom(resource.table), resource, lq, dialect);
    const stamp = await database.stampOf([snake(resource.table)], since);
    const offset = (lq.pageNum - 1) * lq.pageSize;
    const filtered = base.select((eb) => eb.fn.countAll().as('total'));
    const { sql: text, parameters } = filtered.compile();
    const listKey = `${text}\u0000${JSON.stringify(parameters)}\u0000${lq.sort} ${lq.order}`;
    const marks = stamp === undefined ? undefined : await marksOf(stamp, listKey, async () => new Map());

    // the nearest known page start at or before this one (0: the list's start needs no key)
    let from = 0;
    for (const at of marks?.keys() ?? []) if (at <= offset && at > from) from = at;
    const key = from ? marks!.get(from) : undefined;
    // one row before the page too when it is not the start or a mark: its key marks this page's start for next time
    const skip = offset - from;
    const extra = skip > 0 && marks ? 1 : 0;
    const cmp = lq.order === 'asc' ? '>' : '<';
    const sortValue = dialect === 'postgres' ? sql`${sql.ref(lq.sort)}::text` : sql.ref(lq.sort);
    let page = base.selectAll().select(sortValue.as(SEEK_VALUE)) as unknown as SelectQueryBuilder<DB, string, Record<string, unknown>>;
    if (key) page = page.where((eb) => after(eb, lq.sort, key, cmp, nullsFirst(dialect, lq.order)));
    page = page
      .orderBy(lq.sort, lq.order)
      .orderBy('id', lq.order)
      .limit(lq.pageSize + extra)
      .offset(skip - extra);

    const [rows, total] = await Promise.all([page.execute(), countTotal(stamp, filtered)]);
    const shown = extra ? rows.slice(1) : rows;
    if (marks) {
      if (marks.size >= MARKS_PER_LIST) marks.clear();
      if (extra && rows.length) marks.set(offset, keyOf(rows[0]));
      if (shown.length === lq.pageSize) marks.set(offset + lq.pageSize, keyOf(shown[shown.length - 1]));
    }
    return {
      list: shown.map((r) => {
        delete r[SEEK_VALUE];
        return fromDb(resource, r);
      }),
      total,
    };
  };
}

const keyOf = (row: Record<string, unknown>): Key => ({ value: row[SEEK_VALUE] ?? null, id: row.id as number });

/** Where NULL sort values come: SQLite puts them first in ascending order, PostgreSQL last. */
function nullsFirst(dialect: LimsDatabase['dialect'], order: 'asc' | 'desc') {
  return (dialect === 'sqlite') === (order === 'asc');
}

/** Rows after `key` in the order (sort, id), NULL sort values where the engine puts them. */
function after(eb: ExpressionBuilder<DB, string>, sort: string, key: Key, cmp: '>' | '<', nullsBefore: boolean): Expression<SqlBool> {
  const col = sql.ref(sort);
  // by id alone: a plain range, which every engine serves from an index ending in id ((status, id) and the like);
  // the row value (id, id) < (v, v) is not recognised as one and walks the rows before the page
  if (sort === 'id') return sql<SqlBool>`${sql.ref('id')} ${sql.raw(cmp)} ${key.id}`;
  if (key.value === null) {
    const sameNull = sql<SqlBool>`(${col} is null and ${sql.ref('id')} ${sql.raw(cmp)} ${key.id})`;
    return nullsBefore ? eb.or([sameNull, sql<SqlBool>`${col} is not null`]) : sameNull;
  }
  const seek = sql<SqlBool>`(${col}, ${sql.ref('id')}) ${sql.raw(cmp)} (${key.value}, ${key.id})`;
  return nullsBefore ? seek : eb.or([seek, sql<SqlBool>`${col} is null`]);
}
