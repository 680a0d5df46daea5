import { sql, type SelectQueryBuilder, type Expression, type SqlBool } from 'kysely';
import type { AnyResource, FieldInfo } from '../../schemas/core/resource.ts';
import type { DB, Dialect } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import { boolFromText } from '../../schemas/core/wire.ts';

export interface ListQuery {
  pageNum: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
  q?: string;
  equals: Array<{ field: FieldInfo | { name: string; kind: 'int' }; values: unknown[] }>;
  ranges: Array<{ field: string; op: '>=' | '<='; value: string }>;
}

const MAX_PAGE_SIZE = 500;
const RESERVED = new Set(['pageNum', 'pageSize', 'page', 'sort', 'order', 'q', 'keywords']);
const SYSTEM_RANGES = new Set(['createdAt', 'updatedAt']);
/**
 * YYYY-MM-DD with a day its month has, or an ISO instant whose time and zone offset are in range (documented in the
 * OpenAPI list parameters); 29 February of a year that is not a leap year is the one day the pattern lets through and
 * realDay refuses
 */
export const RANGE_VALUE =
  /^\d{4}-((0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])|(0[13-9]|1[0-2])-(29|30)|(0[13578]|1[02])-31|02-29)([T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-](0\d|1[0-4]):?[0-5]\d)?)?$/;

function one(v: unknown): string | undefined {
  return Array.isArray(v) ? String(v[v.length - 1]) : v === undefined ? undefined : String(v);
}

function intParam(name: string, raw: string | undefined, def: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return def;
  if (!/^\d+$/.test(raw)) throw badRequest('error.validation', { fields: name }, [{ field: name, message: `${min}..${max}` }]);
  const n = Number(raw);
  if (n < min || n > max) throw badRequest('error.validation', { fields: name }, [{ field: name, message: `${min}..${max}` }]);
  return n;
}

/** Parses list parameters against the resource's schema; anything the schema does not allow is refused. */
export function parseListQuery(resource: AnyResource, query: Record<string, unknown>, extraFilters: string[] = []): ListQuery {
  const pageNum = intParam('pageNum', one(query.pageNum ?? query.page), 1, 1, 1_000_000);
  const pageSize = intParam('pageSize', one(query.pageSize), 25, 1, MAX_PAGE_SIZE);
  const def = resource.defaultSort ?? { field: 'id', order: 'desc' as const };
  const sort = one(query.sort) || def.field;
  if (!resource.sortable.has(sort) && sort !== def.field) throw badRequest('error.unknownSort', { field: sort.slice(0, 64) });
  const orderRaw = (one(query.order) ?? def.order).toLowerCase();
  if (orderRaw !== 'asc' && orderRaw !== 'desc') throw badRequest('error.validation', { fields: 'order' }, [{ field: 'order', message: 'asc | desc' }]);
  // a search longer than the document's maxLength (200) is refused, not cut: the rows found would be another search's
  const qRaw = one(query.q ?? query.keywords);
  if (qRaw !== undefined && qRaw.length > 200) {
    const field = query.q !== undefined ? 'q' : 'keywords';
    throw badRequest('error.validation', { fields: field }, [{ field, message: '≤ 200' }]);
  }
  const q = qRaw?.trim() || undefined;
  const byName = new Map(resource.fieldList.map((f) => [f.name, f]));
  const equals: ListQuery['equals'] = [];
  const ranges: ListQuery['ranges'] = [];
  for (const [key, raw] of Object.entries(query)) {
    const m = /^(.+)_(gte|lte)$/.exec(key);
    // an empty equality filter is no filter; an empty range bound is not a date (the document's pattern) and is refused below
    if (RESERVED.has(key) || raw === undefined || (raw === '' && !m)) continue;
    const name = m ? m[1] : key;
    if (name === 'id' || extraFilters.includes(name)) {
      // ids are serials from 1 (the document's minimum and maximum)
      equals.push({ field: { name, kind: 'int' }, values: toList(raw).map((v) => intValue(name, v, 1)) });
      continue;
    }
    const f = byName.get(name);
    // the system timestamps are range filters on every resource (the dashboard counts orders per month)
    const systemRange = !!m && SYSTEM_RANGES.has(name);
    if (!systemRange && (!f || !f.filter || f.virtual || f.hidden)) throw badRequest('error.unknownFilter', { field: key.slice(0, 64) });
    if (m) {
      if (!systemRange && f!.filter !== 'range') throw badRequest('error.unknownFilter', { field: key.slice(0, 64) });
      const value = one(raw) ?? '';
      // a calendar day or an instant with a real zone offset: PostgreSQL refuses "+07:73" with an error, not a 400
      if (!RANGE_VALUE.test(value) || Number.isNaN(Date.parse(value.length === 10 ? value : value.replace(' ', 'T'))) || !realDay(value)) {
        throw badRequest('error.validation', { fields: key }, [{ field: key, message: 'YYYY-MM-DD' }]);
      }
      ranges.push({ field: name, op: m[2] === 'gte' ? '>=' : '<=', value: m[2] === 'lte' && value.length === 10 ? `${value}T23:59:59.999Z` : value });
      continue;
    }
    const values = toList(raw).map((v) => typed(f!, v));
    equals.push({ field: f!, values });
  }
  return { pageNum, pageSize, sort, order: orderRaw, q, equals, ranges };
}

/** The calendar day exists (JavaScript reads 2026-02-30 as 2 March; PostgreSQL refuses it with 22008, a 500 before). */
function realDay(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

function toList(raw: unknown): string[] {
  return (Array.isArray(raw) ? raw : [raw]).map(String).slice(0, 200);
}

/** An integer filter within the document's range: a 32-bit integer (from 1 for ids). */
function intValue(name: string, v: string, min = -2147483648): number {
  const max = 2147483647;
  if (!/^-?\d{1,10}$/.test(v) || Number(v) < min || Number(v) > max)
    throw badRequest('error.validation', { fields: name }, [{ field: name, message: `${min}..${max}` }]);
  return Number(v);
}

function typed(f: FieldInfo, v: string): unknown {
  if (f.kind === 'int' || f.kind === 'ref') return intValue(f.name, v);
  if (f.kind === 'bool') {
    const b = boolFromText(v);
    if (b === undefined) throw badRequest('error.validation', { fields: f.name }, [{ field: f.name, message: 'true | false' }]);
    return b;
  }
  if (f.kind === 'enum' && f.options && !f.options.includes(v)) {
    throw badRequest('error.validation', { fields: f.name }, [{ field: f.name, message: f.options.join(', ') }]);
  }
  // longer than the document's maxLength: refused, not cut (the rows found would be another filter's)
  if (v.length > 200) throw badRequest('error.validation', { fields: f.name }, [{ field: f.name, message: '≤ 200' }]);
  return v;
}

/** Applies filters to a select; used for the page and its count so both agree. */
export function applyFilters<QB extends SelectQueryBuilder<DB, string, object>>(qb: QB, resource: AnyResource, lq: ListQuery, dialect: Dialect): QB {
  let out = qb;
  for (const { field, values } of lq.equals) {
    const vals = field.kind === 'bool' && dialect === 'sqlite' ? values.map((v) => (v ? 1 : 0)) : values;
    out = (vals.length === 1 ? out.where(field.name, '=', vals[0]) : out.where(field.name, 'in', vals)) as QB;
  }
  for (const r of lq.ranges) out = out.where(r.field, r.op, r.value) as QB;
  if (lq.q) {
    const textFields = resource.fieldList.filter((f) => f.filter === 'q');
    if (textFields.length) {
      const pattern = `%${lq.q.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      out = out.where((eb) =>
        eb.or(
          textFields.map((f) =>
            dialect === 'postgres'
              ? sql<SqlBool>`${sql.ref(f.name)} ilike ${pattern} escape '\\'`
              : sql<SqlBool>`${sql.ref(f.name)} like ${pattern} escape '\\'`,
          ) as Expression<SqlBool>[],
        ),
      ) as QB;
    }
  }
  return out;
}
