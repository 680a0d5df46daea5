import { sql } from 'kysely';
import type { Tx } from '../db/index.ts';
import type { DataHook } from '../crud/hooks.ts';
import { labDay } from '../../schemas/core/dates.ts';
import { labTimeZone } from '../db/settings.ts';

// Not a resource write (see tests/unit/directWrites.test.ts): a counter, bumped atomically; versioning it would serialise every create.
/**
 * Next number of a series, inside the caller's transaction. The upsert increments atomically on both engines,
 * so concurrent creates never get the same number.
 */
export async function nextInSeries(tx: Tx, series: string): Promise<number> {
  const row = await sql<{ value: number }>`insert into sequences (name, value) values (${series}, 1)
    on conflict (name) do update set value = sequences.value + 1 returning value`.execute(tx);
  return Number(row.rows[0].value);
}

/** The lab's day (its time zone): an order registered at 07:00 in Shanghai carries that day's number, not the UTC day's. */
const labDate = async (tx: Tx, now: Date) => labDay(now, await labTimeZone(tx));

/** WT{yyyyMMdd}{nnn}, RW…, FX… : a daily series. */
export async function dailyNumber(tx: Tx, prefix: string, width = 3, now = new Date()): Promise<string> {
  const day = (await labDate(tx, now)).replace(/-/g, '');
  const n = await nextInSeries(tx, `${prefix}${day}`);
  return `${prefix}${day}${String(n).padStart(width, '0')}`;
}

/** BG{yyyy}{nnnn}: a yearly series. */
export async function yearlyNumber(tx: Tx, prefix: string, width = 4, now = new Date()): Promise<string> {
  const year = (await labDate(tx, now)).slice(0, 4);
  const n = await nextInSeries(tx, `${prefix}${year}`);
  return `${prefix}${year}${String(n).padStart(width, '0')}`;
}

/** The daily (or yearly) record number a new record gets in `field`, e.g. RW20260115001. */
export const numbered =
  (field: string, prefix: string, per: 'day' | 'year' = 'day'): DataHook =>
  async (data, { tx }) => ({ ...data, [field]: await (per === 'day' ? dailyNumber : yearlyNumber)(tx, prefix) });
