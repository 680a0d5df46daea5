// A long-form CSV export (one row per sample × analyte under one header line) declared by its header test and column
// names: the header search, truncation check and row reading are the same for every such vendor layout.
import type { InstrumentParser, ParseWarning, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { finish, findLine, readLong, rows, splitLine, truncatedAt, type LongSpec } from '../table.ts';

export interface LongCsvLayout {
  id: string;
  label: string;
  isHeader(cells: string[]): boolean;
  /** The header columns named in the refusal when no header line is found. */
  expected: string;
  /** The columns of the found header line. */
  columns(head: string[]): LongSpec;
}

/** Header lines are looked for among the first lines only: title lines come before them, data after. */
const HEADER_WITHIN = 10;

export function longCsvParser(layout: LongCsvLayout): InstrumentParser {
  return {
    id: layout.id,
    label: layout.label,
    sniff: (doc) => findLine(doc, layout.isHeader, HEADER_WITHIN) >= 0,
    parse(doc) {
      const h = findLine(doc, layout.isHeader, HEADER_WITHIN);
      if (h < 0) return fail('header_missing', { parser: layout.id, expected: layout.expected });
      const head = splitLine(doc.lines[h], doc.delimiter);
      const data = rows(doc, h + 1);
      const cut = truncatedAt(doc, data, head.length);
      if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
      const out: Reading[] = [];
      const warnings: ParseWarning[] = [];
      readLong(doc, data, layout.columns(head), out, warnings);
      return finish(layout.id, doc, out, warnings);
    },
  };
}
