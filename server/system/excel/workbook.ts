import { badRequest } from '../../http/errors.ts';
import { inflateZip, ZipError, type ZipLimits, DEFAULT_ZIP_LIMITS } from './zip.ts';
import { readXlsxEntries } from './xlsx.ts';

export type Cell = string | number | boolean | Date | null | { error: string };

export interface SheetData {
  /** header text per column (1-based column index → text) */
  headers: Map<number, string>;
  rows: Array<{ row: number; cells: Map<number, Cell> }>;
}

/** What a file really is, from its first bytes (the multipart body carries no trusted name or type). */
export function sniff(buf: Buffer): 'zip' | string {
  if (buf.length >= 4 && buf.readUInt32LE(0) === 0x04034b50) return 'zip';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'Excel 97-2003 .xls / Word .doc';
  const head = buf.subarray(0, 8).toString('latin1');
  if (head.startsWith('%PDF')) return 'PDF';
  if (head.startsWith('\x89PNG')) return 'PNG';
  if (head.startsWith('\xff\xd8\xff')) return 'JPEG';
  if (head.startsWith('GIF8')) return 'GIF';
  if (buf.length === 0) return 'empty';
  const sample = buf.subarray(0, 4096).toString('utf8');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what marks a binary file
  if (!/[\x00-\x08\x0e-\x1f]/.test(sample)) return sample.includes(',') || sample.includes('\t') ? 'CSV / text' : 'text';
  return 'unknown binary';
}

/** Refuses anything that is not a sane .xlsx before ExcelJS parses it: type, zip structure, bombs, row count. */
export function guardWorkbook(buf: Buffer, maxRows: number, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Map<string, Buffer> {
  const kind = sniff(buf);
  if (kind !== 'zip') throw badRequest('import.wrongType', { found: kind });
  let entries: Map<string, Buffer>;
  try {
    entries = inflateZip(buf, limits);
  } catch (e) {
    if (e instanceof ZipError) throw badRequest(e.kind === 'bomb' ? 'import.bomb' : 'import.notSpreadsheet', { reason: e.message });
    throw e;
  }
  if (!entries.has('xl/workbook.xml') || !entries.has('[Content_Types].xml')) {
    const reason = entries.has('word/document.xml') ? 'Word document' : entries.has('ppt/presentation.xml') ? 'PowerPoint' : 'zip without a workbook';
    throw badRequest('import.notSpreadsheet', { reason });
  }
  let largest = 0;
  for (const [name, content] of entries) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) continue;
    // a row element with or without a namespace prefix (<row>, <x:row>)
    const rows = content.toString('latin1').match(/<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g)?.length ?? 0;
    largest = Math.max(largest, rows);
  }
  if (largest - 1 > maxRows) throw badRequest('import.tooManyRows', { rows: largest - 1, max: maxRows });
  return entries;
}

/** The data sheet of a guarded workbook (see readXlsxEntries); a part ExcelJS cannot parse is a 400, not a 500. */
export async function readSheet(entries: Map<string, Buffer>, isKnownHeader: (text: string) => boolean): Promise<SheetData> {
  let sheet: SheetData | null;
  try {
    sheet = await readXlsxEntries(entries, isKnownHeader);
  } catch (e) {
    throw badRequest('import.notSpreadsheet', { reason: (e as Error).message.slice(0, 200) });
  }
  if (!sheet) throw badRequest('import.notSpreadsheet', { reason: 'no worksheet' });
  return sheet;
}
