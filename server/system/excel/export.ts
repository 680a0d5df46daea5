import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { AnyResource, FieldInfo } from '../../../schemas/core/resource.ts';
import { resourceByName } from '../../../schemas/resources/index.ts';
import { labDay } from '../../../schemas/core/dates.ts';
import { fromDb } from '../../crud/codec.ts';
import { applyFilters, parseListQuery } from '../../crud/query.ts';
import type { LimsDatabase } from '../../db/index.ts';
import { badRequest } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { fieldLabel, valueWord } from '../../../schemas/core/labels.ts';
import { sendXlsx } from './template.ts';
import { DEFAULT_TIME_ZONE } from '../../../schemas/format/when.ts';
import { labTimeZone } from '../../db/settings.ts';

export const MAX_EXPORT_ROWS = 100_000;
const PAGE = 2000;

export interface ExtraColumn {
  key: string;
  label: Record<Lang, string>;
  value(row: Record<string, unknown>, lang: Lang): string | number | null;
}

/**
 * The whole filtered list (the page's filters and sort, no paging) as .xlsx, streamed in pages so memory stays flat:
 * the visible list columns, headed in the user's language, with dict labels, referenced titles and yes/no words.
 */
export async function streamExport(
  reply: FastifyReply,
  database: Pick<LimsDatabase, 'db' | 'dialect'>,
  r: AnyResource,
  query: Record<string, unknown>,
  lang: Lang,
  extra: ExtraColumn[] = [],
) {
  const { db, dialect } = database;
  const { pageNum: _n, pageSize: _s, columns: wanted, ...filters } = query;
  const lq = parseListQuery(r, filters);
  const base = applyFilters(db.selectFrom(r.table), r, lq, dialect);
  const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  if (total > MAX_EXPORT_ROWS) throw badRequest('import.tooManyExport', { rows: total, max: MAX_EXPORT_ROWS });
  const shown = visibleColumns(r, extra, wanted);
  const cols = shown.fields;
  extra = shown.extra;
  const words = await wordsFor(database, r, cols, lang);

  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(r.name);
  ws.columns = [
    { header: 'ID', key: 'id', width: 8 },
    ...cols.map((f) => ({ header: fieldLabel(r, f.name, lang), key: f.name, width: 18 })),
    ...extra.map((e) => ({ header: e.label[lang], key: e.key, width: 16 })),
  ];
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  const name = `${r.name}-${labDay(new Date(), await labTimeZone(db))}.xlsx`; // the lab's date, as on its screens
  const sent = sendXlsx(reply, name, out);
  void (async () => {
    for (let offset = 0; offset < total; offset += PAGE) {
      const rows = await base.selectAll().orderBy(lq.sort, lq.order).orderBy('id', lq.order).limit(PAGE).offset(offset).execute();
      for (const raw of rows) {
        const row = fromDb(r, raw);
        const cells: Record<string, unknown> = { id: row.id };
        // Text starting with =, +, - or @ is written as it was recorded, not neutralised (decided with OWASP's CSV
        // injection guidance, issue 35): the attack needs a cell the spreadsheet parses as a formula, which a CSV's
        // plain text is; here every string is an XLSX string cell (ExcelJS writes <c t="str"><v>=1+1</v></c>, a value with no <f>, checked), so
        // nothing is evaluated on open. The guidance's fix, a leading apostrophe, would become part of an XLSX string
        // and alter lab data people re-import or compare ("-0.5", "+4 °C", "@1 m"). A CSV export, if one is ever added,
        // must apply that guidance (ASVS 1.2.10: a leading ' for =, +, -, @, tab, NUL).
        for (const f of cols) cells[f.name] = words(f, row[f.name]);
        for (const e of extra) cells[e.key] = e.value(row, lang);
        const added = ws.addRow(cells);
        for (const f of cols) {
          const fmt = numFmtOf(f, row[f.name]);
          if (fmt) added.getCell(f.name).numFmt = fmt;
        }
        added.commit();
      }
    }
    ws.commit();
    await wb.commit();
  })().catch((e) => out.destroy(e as Error));
  return sent;
}

/**
 * The list columns the user sees (`columns=a,b,c`: the screen's visible columns in their order; list fields and extra
 * columns only, unknown names ignored), else every list column.
 */
export function visibleColumns(r: AnyResource, extra: ExtraColumn[], wanted: unknown): { fields: FieldInfo[]; extra: ExtraColumn[] } {
  const all = r.fieldList.filter((f) => f.list && !f.hidden);
  const names = (Array.isArray(wanted) ? wanted.join(',') : typeof wanted === 'string' ? wanted : '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!names.length) return { fields: all, extra };
  const fields = names.map((n) => all.find((f) => f.name === n)).filter((f): f is FieldInfo => !!f);
  const extras = extra.filter((e) => names.includes(e.key));
  return fields.length || extras.length ? { fields, extra: extras } : { fields: all, extra };
}

type Words = (f: FieldInfo, v: unknown) => string | number | Date | null;

/**
 * Date cells show as days, date-times to the minute (the lab's wall clock); a decimal keeps the places it was recorded
 * with (0.050 stays 0.050, a number still).
 */
export function numFmtOf(f: FieldInfo, v: unknown): string | undefined {
  if (v === null || v === undefined) return undefined;
  if (f.kind === 'date') return 'yyyy-mm-dd';
  if (f.kind === 'datetime') return 'yyyy-mm-dd hh:mm';
  if (f.kind === 'decimal') {
    const places = /\.(\d+)$/.exec(String(v))?.[1].length ?? 0;
    return places ? `0.${'0'.repeat(places)}` : '0';
  }
  return undefined;
}

/** A stored day as the UTC-midnight Date ExcelJS writes as that day's serial (and the importer reads back). */
const dayCell = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : String(v));

/**
 * An instant as a date-time cell showing the lab's wall clock (Excel cells have no time zone: ExcelJS writes a Date's
 * UTC fields, so the Date carries the lab's local fields as UTC). Unreadable text stays text.
 */
export function wallClockCell(v: unknown, timeZone: string): Date | string {
  const d = v instanceof Date ? v : new Date(String(v));
  if (!(typeof v === 'string' || v instanceof Date) || Number.isNaN(d.getTime())) return String(v);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, Number(p.value)]),
  );
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, d.getUTCMilliseconds()));
}

/** Display words: dict labels, referenced records' titles, enum and boolean words. */
async function wordsFor(database: Pick<LimsDatabase, 'db' | 'dialect'>, r: AnyResource, cols: FieldInfo[], lang: Lang): Promise<Words> {
  const dicts = new Map<string, Map<string, string>>();
  const titles = new Map<string, Map<number, string>>();
  for (const f of cols) {
    if (f.kind === 'dict' && f.dictCode && !dicts.has(f.dictCode)) {
      const items = await database.db.selectFrom('dictItems').select(['value', 'label', 'labelEn']).where('dictCode', '=', f.dictCode).execute();
      dicts.set(f.dictCode, new Map(items.map((i) => [String(i.value), String((lang === 'en' ? i.labelEn : i.label) || i.label)])));
    }
    if ((f.kind === 'ref' || (f.kind === 'json' && f.reference)) && f.reference && !titles.has(f.reference)) {
      const target = resourceByName.get(f.reference)!;
      const rows = await database.db
        .selectFrom(target.table)
        .select(['id', target.title ?? 'id'])
        .execute();
      titles.set(f.reference, new Map(rows.map((x) => [x.id as number, String(x[target.title ?? 'id'] ?? x.id)])));
    }
  }
  const timeZone = cols.some((f) => f.kind === 'datetime') ? await labTimeZone(database.db) : DEFAULT_TIME_ZONE;
  return (f, v) => {
    if (v === null || v === undefined) return null;
    if (f.kind === 'dict' && f.dictCode) return dicts.get(f.dictCode)?.get(String(v)) ?? String(v);
    if (f.kind === 'ref' && f.reference) return titles.get(f.reference)?.get(Number(v)) ?? Number(v);
    if (f.kind === 'json' && f.reference && Array.isArray(v)) return v.map((id) => titles.get(f.reference!)?.get(Number(id)) ?? id).join(', ');
    if (f.kind === 'bool' || f.kind === 'enum') return valueWord(r, f.name, v, lang);
    if (f.kind === 'int') return Number(v);
    if (f.kind === 'decimal' && Number.isFinite(Number(v))) return Number(v);
    if (f.kind === 'date') return dayCell(v);
    if (f.kind === 'datetime') return wallClockCell(v, timeZone);
    if (typeof v === 'object') return JSON.stringify(v);
    return String(v);
  };
}
