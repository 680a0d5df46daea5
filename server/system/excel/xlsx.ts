import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell, SheetData } from './workbook.ts';
import { writeZip } from './zip.ts';

// The data sheet of a guarded workbook, read by ExcelJS's streaming reader. Two gaps of ExcelJS 4.4 are closed in
// front of it, both met in files Chinese labs send:
//  - it matches literal tag names, so a part that binds SpreadsheetML to a prefix (<x:row>, as the Open XML SDK,
//    ClosedXML and some .NET exporters write) reads as an empty workbook (exceljs#1437): such parts are rewritten to
//    the default namespace first;
//  - the built-in CJK date formats (ids 27-36, 50-58, e.g. 31 = yyyy"年"m"月"d"日") have no locale-free code, so
//    their cells read as serial numbers: they get the zh-CN code, which is all a date check needs.
const builtInFormats: Record<string, { f?: string; 'zh-cn'?: string }> = createRequire(import.meta.url)('exceljs/lib/xlsx/defaultnumformats.js');
for (const fmt of Object.values(builtInFormats)) {
  if (!fmt.f && fmt['zh-cn']) fmt.f = fmt['zh-cn'];
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** The part with SpreadsheetML as its default namespace (unchanged when it already is). Element names are the only
 * place a prefix can stand after "<" (attribute values and text escape "<"), so the rewrite cannot touch content. */
export function unprefixed(xml: string): string {
  const decl = new RegExp(`\\sxmlns:([A-Za-z_][\\w.-]*)=(["'])${MAIN_NS.replace(/[./]/g, '\\$&')}\\2`).exec(xml);
  if (!decl) return xml;
  const hasDefault = new RegExp(`\\sxmlns=(["'])${MAIN_NS.replace(/[./]/g, '\\$&')}\\1`).test(xml);
  return xml.replace(decl[0], hasDefault ? '' : ` xmlns="${MAIN_NS}"`).replace(new RegExp(`<(/?)${decl[1]}:`, 'g'), '<$1');
}

/** A stored (uncompressed) zip of the guarded entries, workbook parts before the sheets so ExcelJS reads the
 * shared strings and styles first instead of spooling sheets to temporary files. */
function normalisedZip(entries: Map<string, Buffer>): Buffer {
  const rank = (name: string) => (/^xl\/worksheets\/sheet\d+\.xml$/.test(name) ? 2 : name.startsWith('xl/worksheets/') ? 3 : 1);
  const names = [...entries.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }));
  return writeZip(
    names.map((name) => {
      const content = entries.get(name)!;
      return { name, content: name.endsWith('.xml') ? Buffer.from(unprefixed(content.toString('utf8'))) : content };
    }),
    { store: true },
  );
}

type ExcelValue = ExcelJS.CellValue;

/** ExcelJS's cell value as an import cell: rich text flattened, a formula as its result, Excel's _xHHHH_ escapes read. */
function cellOf(value: ExcelValue, isDate: boolean, date1904: boolean): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.replace(/_x([0-9A-Fa-f]{4})_/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))).trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return cellOf(value.richText.map((r) => r.text ?? '').join(''), false, date1904);
  if ('error' in value) return { error: String(value.error) };
  if ('result' in value) {
    const result = value.result as ExcelValue;
    return typeof result === 'number' && isDate ? serialToDate(result, date1904) : cellOf(result, false, date1904);
  }
  if ('text' in value) return cellOf(String(value.text), false, date1904);
  return null;
}

/** Excel serial day → UTC date (1900 system with its phantom 29 Feb 1900, or the 1904 system). */
export function serialToDate(serial: number, date1904 = false): Date {
  const days = date1904 ? serial + 1462 : serial;
  return new Date(Math.round((days - 25569) * 86400_000));
}

type SheetRows = SheetData['rows'];

/** Reads the first sheet (in workbook order) whose header row names a known column, else the first sheet. */
export async function readXlsxEntries(entries: Map<string, Buffer>, isKnownHeader: (text: string) => boolean): Promise<SheetData | null> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([normalisedZip(entries)]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const sheets: Array<{ order: number; rows: SheetRows }> = [];
  let date1904 = false;
  for await (const sheet of reader) {
    date1904 = Boolean((reader as unknown as { properties?: { model?: { date1904?: boolean } } }).properties?.model?.date1904);
    const order =
      (reader as unknown as { model?: { sheets?: Array<{ id: number }> } }).model?.sheets?.findIndex(
        (s) => String(s.id) === String((sheet as unknown as { id: string }).id),
      ) ?? -1;
    const rows: SheetRows = [];
    for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
      const cells = new Map<number, Cell>();
      row.eachCell((cell, col) => {
        const v = cellOf(cell.value, typeof cell.numFmt === 'string' && isDateCode(cell.numFmt), date1904);
        if (v !== null && v !== '') cells.set(col, v);
      });
      if (cells.size) rows.push({ row: row.number, cells });
    }
    sheets.push({ order: order < 0 ? Number.MAX_SAFE_INTEGER : order, rows });
  }
  if (!sheets.length) return null;
  sheets.sort((a, b) => a.order - b.order);
  const known = (rows: SheetRows) => rows[0]?.row === 1 && [...rows[0].cells.values()].some((v) => typeof v === 'string' && isKnownHeader(v));
  const all = (sheets.find((s) => known(s.rows)) ?? sheets[0]).rows;
  const headers = new Map<number, string>();
  const first = all[0]?.row === 1 ? all.shift()! : undefined;
  for (const [col, v] of first?.cells ?? []) {
    if (typeof v === 'string' || typeof v === 'number') headers.set(col, String(v).trim());
  }
  return { headers, rows: all };
}

/** Whether a number format shows a date or time (quoted text, escapes and [colour]/[$-locale] parts left out). */
export function isDateCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?!h|m|s)[^\]]*\]/gi, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim()) && !/^[#0.,%E+\-\s]*$/.test(bare);
}
