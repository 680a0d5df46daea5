// Calendar arithmetic on plain dates (no time zone drift) and the lab's day in its time zone.
import { addDays, addMonths, format } from 'date-fns';

/**
 * Calendar days as the lab writes them (YYYY-MM-DD, no time, no zone), shared by every write path and the UI.
 * Years before 1900 are typing errors in a lab's records (0000-00-00, 0202-…) and are refused; far-future days
 * stay allowed (2999-12-31 is the usual "does not expire").
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(v: string): boolean {
  const m = DAY.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** The day as a local Date at noon: date-fns works in local time, and noon keeps clear of DST edges. */
const toLocal = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
};
const toDay = (d: Date) => format(d, 'yyyy-MM-dd');

/** Calendar months: 2025-08-31 + 6 = 2026-02-28, 2024-02-29 + 12 = 2025-02-28 (date-fns clamps to month end). */
export const addCalendarMonths = (day: string, months: number): string => toDay(addMonths(toLocal(day), months));
export const addCalendarDays = (day: string, days: number): string => toDay(addDays(toLocal(day), days));

/**
 * The calendar day at instant `now` in the lab's time zone: the "today" of every judgement (calibration due or
 * overdue, a due date in the past). The UTC day is a day behind in Asia/Shanghai from 00:00 to 08:00.
 */
export const labDay = (now: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** Today as a calendar day in UTC (the server's and the stored records' day). */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);
