import Decimal from 'decimal.js';
import type { Cell } from './workbook.ts';
import { isCalendarDate } from '../../../schemas/core/dates.ts';

/** A converted cell: the stored value, or a message key with its parameters. */
export type Converted = { value: unknown } | { error: string; params?: Record<string, string | number> };

const show = (v: Cell) => (v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'object' && v ? v.error : String(v)).slice(0, 40);

export function toText(v: Cell): Converted {
  if (v instanceof Date) return { value: v.toISOString().slice(0, 10) };
  if (typeof v === 'number') return { value: new Decimal(v).toFixed() };
  return { value: String(v).trim() };
}

export function toInt(v: Cell): Converted {
  if (typeof v === 'number' && Number.isInteger(v)) return { value: v };
  if (typeof v === 'string' && /^[+-]?\d{1,10}$/.test(v.trim())) return { value: Number(v.trim()) };
  return { error: 'import.badInt', params: { value: show(v) } };
}

/**
 * A number cell becomes the decimal Excel shows for it: Excel keeps 15 significant digits ("Number precision: 15
 * digits", Excel specifications and limits), so a stored 0.30000000000000004 (=0.1+0.2) is the 0.3 the sheet displays,
 * and 12.5 stays 12.5 — the text is taken from the digits, never computed; no exponent. Text must already be a decimal.
 */
export function toDecimal(v: Cell): Converted {
  if (typeof v === 'number' && Number.isFinite(v)) return { value: new Decimal(v.toPrecision(15)).toFixed() };
  if (typeof v === 'string' && /^-?\d{1,15}(\.\d{1,10})?$/.test(v.trim())) return { value: v.trim() };
  return { error: 'import.badDecimal', params: { value: show(v) } };
}

/** Date cells (ExcelJS gives UTC midnight), or text as 2026-01-31, 2026/1/31, 2026.1.31, 2026年1月31日. */
export function toDate(v: Cell): Converted {
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return { error: 'import.badDate', params: { value: '?' } };
    // ExcelJS maps serials to UTC; a time-of-day part keeps its day (half a second absorbs float noise)
    return { value: new Date(Math.floor((v.getTime() + 500) / 86400_000) * 86400_000).toISOString().slice(0, 10) };
  }
  if (typeof v === 'string') {
    const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(v.trim());
    if (m) {
      // the same calendar rule as the API's date fields (schemas/core/dates.ts)
      const day = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
      if (isCalendarDate(day)) return { value: day };
    }
  }
  return { error: 'import.badDate', params: { value: show(v) } };
}

const YES = new Set(['是', 'y', 'yes', 'true', '1', '√', '✓', 't']);
const NO = new Set(['否', 'n', 'no', 'false', '0', '×', '✗', 'f']);

export function toBool(v: Cell): Converted {
  if (typeof v === 'boolean') return { value: v };
  const s = String(typeof v === 'number' ? v : (v ?? ''))
    .trim()
    .toLowerCase();
  if (YES.has(s)) return { value: true };
  if (NO.has(s)) return { value: false };
  return { error: 'import.badBool', params: { value: show(v) } };
}

/** Matches a dict item by value, Chinese label or English label (case-insensitive). */
export function toChoice(v: Cell, choices: Map<string, string>, options: string): Converted {
  const key = String(v instanceof Date ? '' : typeof v === 'object' && v ? '' : v)
    .trim()
    .toLowerCase();
  const value = choices.get(key);
  return value !== undefined ? { value } : { error: 'import.badDict', params: { value: show(v), options } };
}

/** Matches a record by number or by name; a name shared by several records is refused. */
export function toRef(v: Cell, byKey: Map<string, number[]>): Converted {
  const key = String(v instanceof Date ? '' : typeof v === 'object' && v ? '' : v)
    .trim()
    .toLowerCase();
  const ids = byKey.get(key);
  if (!ids?.length) return { error: 'import.badRef', params: { value: show(v) } };
  if (ids.length > 1) return { error: 'import.ambiguousRef', params: { value: show(v) } };
  return { value: ids[0] };
}

export function toRefs(v: Cell, byKey: Map<string, number[]>): Converted {
  const parts = String(typeof v === 'object' && v ? '' : v)
    .split(/[,，;；、\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: number[] = [];
  for (const p of parts) {
    const r = toRef(p, byKey);
    if ('error' in r) return r;
    out.push(r.value as number);
  }
  return { value: [...new Set(out)] };
}
