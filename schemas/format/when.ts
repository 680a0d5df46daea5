/**
 * Dates and times as people read them, one helper for the UI, the PDFs and the labels: in the lab's time zone (the
 * configuration key `lab.timeZone`, default Asia/Shanghai — not the browser's or the server's) and the reader's
 * language. zh-CN writes 2026-11-23 14:05, English 23 Nov 2026, 14:05. A plain date (2026-11-23) is a calendar day
 * and is never shifted by a time zone.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
export type WhenLang = 'zh-CN' | 'en';
export type WhenStyle = 'date' | 'minute' | 'second';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: WhenLang, timeZone: string, style: WhenStyle): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${style}`;
  let f = cache.get(key);
  if (!f) {
    const time =
      style === 'date' ? {} : ({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(style === 'second' ? { second: '2-digit' } : {}) } as const);
    f = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
      timeZone,
      year: 'numeric',
      month: lang === 'en' ? 'short' : '2-digit',
      day: '2-digit',
      ...time,
    });
    cache.set(key, f);
  }
  return f;
}

/** A time zone name the runtime knows, else the default (a mistyped configuration value must not break pages). */
export function validTimeZone(tz: unknown): string {
  if (typeof tz !== 'string' || !tz) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** `value` (an ISO string, a Date, or a plain date) as text; '—' when empty, the value itself when unreadable. */
export function formatWhen(value: string | Date | null | undefined, lang: WhenLang, timeZone: string = DEFAULT_TIME_ZONE, style: WhenStyle = 'minute'): string {
  if (value == null || value === '') return '—';
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const d = value instanceof Date ? value : new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) return String(value);
  const parts = Object.fromEntries(
    formatter(lang, dateOnly ? 'UTC' : timeZone, dateOnly ? 'date' : style)
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  const time = parts.hour ? ` ${parts.hour}:${parts.minute}${parts.second ? `:${parts.second}` : ''}` : '';
  return lang === 'en' ? `${parts.day} ${parts.month} ${parts.year}${time ? `,${time}` : ''}` : `${parts.year}-${parts.month}-${parts.day}${time}`;
}
