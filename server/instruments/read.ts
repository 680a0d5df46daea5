// Bytes → readings with the parser the import chose: an inline or saved column mapping, a named vendor parser, or
// detection. XLSX exports go through the existing guarded ExcelJS reader (server/system/excel) and become a
// tab-delimited document whose line numbers are the sheet's row numbers, so evidence links stay exact.
import { guardWorkbook, readSheet, type Cell } from '../system/excel/workbook.ts';
import type { ColumnMapping } from '../../schemas/instruments/mapping.ts';
import { decode, DEFAULT_MAX_BYTES } from './decode.ts';
import { splitLine } from './table.ts';
import { detect, parseFile, parsers } from './detect.ts';
import { applyMapping, parseWithMapping } from './mapping.ts';
import type { ParseError, ParseResult, TextDoc } from './types.ts';
import { fail } from './types.ts';

export interface ReadChoice {
  mapping?: ColumnMapping;
  parserId?: string;
  maxBytes?: number;
}

const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

const cellText = (v: Cell | undefined): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return v.error;
  return String(v).replace(/[\t\r\n]+/g, ' ');
};

/** The first worksheet as text lines (line n = sheet row n; empty rows stay empty lines). */
export async function xlsxDoc(bytes: Uint8Array): Promise<TextDoc> {
  const sheet = await readSheet(guardWorkbook(Buffer.from(bytes), 200_000), () => false);
  const lines: string[] = [];
  const put = (row: number, cells: Map<number, Cell | string>) => {
    const width = Math.max(0, ...cells.keys());
    while (lines.length < row) lines.push('');
    lines[row - 1] = Array.from({ length: width }, (_, i) => cellText(cells.get(i + 1) as Cell)).join('\t');
  };
  if (sheet.headers.size) put(1, sheet.headers);
  for (const r of sheet.rows) put(r.row, r.cells);
  return { text: lines.join('\n'), lines, encoding: 'utf-8', bom: false, delimiter: '\t', decimalComma: false, endsWithNewline: true };
}

export async function readInstrumentFile(bytes: Uint8Array, choice: ReadChoice): Promise<ParseResult> {
  const maxBytes = choice.maxBytes ?? DEFAULT_MAX_BYTES;
  if (!isZip(bytes)) {
    return choice.mapping ? parseWithMapping(bytes, choice.mapping, maxBytes) : parseFile(bytes, { expected: choice.parserId, maxBytes });
  }
  const doc = await xlsxDoc(bytes);
  if (choice.mapping) return applyMapping(doc, { ...choice.mapping, delimiter: '\t', decimalComma: false });
  const want = choice.parserId ? parsers.find((p) => p.id === choice.parserId) : detect(doc);
  if (!want) return fail('layout_unknown', { firstLine: (doc.lines.find((l) => l.trim()) ?? '').slice(0, 80), known: parsers.map((p) => p.id).join(', ') });
  if (!want.sniff(doc)) return fail('layout_mismatch', { expected: want.id, found: detect(doc)?.id ?? '', firstLine: doc.lines[0]?.slice(0, 80) ?? '' });
  return want.parse(doc);
}

export const parserLabel = (id: string): string => parsers.find((p) => p.id === id)?.label ?? (id === 'mapping' ? 'Column mapping' : id);

/**
 * The column names on an export's header row, for the mapping dialog: the browser reads a delimited file's header
 * itself, but not a spreadsheet's, so XLSX (its first sheet, as the import reads it) is asked here. Text files are
 * answered too (decoded as the import decodes them), with the mapping's delimiter when it names one.
 */
export async function headerColumns(
  bytes: Uint8Array,
  headerRow: number,
  delimiter: string | undefined,
  maxBytes: number,
): Promise<{ ok: true; columns: string[]; lines: number } | { ok: false; error: ParseError }> {
  let doc: TextDoc;
  const sheet = isZip(bytes);
  if (sheet) doc = await xlsxDoc(bytes);
  else {
    const d = decode(bytes, maxBytes);
    if (!d.ok) return d;
    doc = d.doc;
  }
  const line = doc.lines[headerRow - 1];
  if (line === undefined || !line.trim()) return { ok: false, error: { code: 'header_missing', params: { headerRow, lines: doc.lines.length } } };
  // a spreadsheet's cells are tab-joined by xlsxDoc whatever delimiter the mapping names for text files
  const columns = splitLine(line, sheet ? '\t' : (delimiter ?? doc.delimiter)).map((c) => c.trim());
  return { ok: true, columns: [...new Set(columns.filter(Boolean))], lines: doc.lines.length };
}
