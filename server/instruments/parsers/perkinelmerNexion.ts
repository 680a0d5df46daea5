// PerkinElmer NexION (Syngistix) ICP-MS results exported as CSV in the wide "one row per sample" form.
// Layout follows senaite.instruments' perkinelmer/nexion350x/nexion350x.md (and its nexion350x.xlsx test file):
// a "Sample ID" column and one column per analyte headed "<Element> <mass>" such as "Ag 107"; other columns are
// ignored. A unit may follow in parentheses ("Pb 208 (ug/L)"); "Sample Type" and "Dilution" columns are used if present.
import type { InstrumentParser, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { col, finish, findLine, readWide, rows, splitLine, truncatedAt, type WideColumn } from '../table.ts';

const ANALYTE = /^([A-Z][a-z]?\s*\d{1,3})(?:\s*\(([^)]+)\))?$/;
const isHeader = (c: string[]) => col(c, 'Sample ID') >= 0 && c.some((x) => ANALYTE.test(x));

export const perkinelmerNexion: InstrumentParser = {
  id: 'perkinelmer-nexion',
  label: 'PerkinElmer NexION / Syngistix (CSV)',
  sniff: (doc) => findLine(doc, isHeader, 15) >= 0,
  parse(doc) {
    const h = findLine(doc, isHeader, 15);
    if (h < 0) return fail('header_missing', { parser: this.id, expected: 'Sample ID, <Element mass>…' });
    const head = splitLine(doc.lines[h], doc.delimiter);
    const columns: WideColumn[] = [];
    head.forEach((x, index) => {
      const m = ANALYTE.exec(x);
      if (m) columns.push({ index, analyte: m[1].replace(/\s+/g, ' '), unit: m[2]?.trim() });
    });
    const data = rows(doc, h + 1);
    const cut = truncatedAt(doc, data, head.length);
    if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
    const out: Reading[] = [];
    readWide(doc, data, { sample: col(head, 'Sample ID'), columns, type: col(head, 'Sample Type'), dilution: col(head, 'Dilution', 'Dilution Factor') }, out);
    return finish(this.id, doc, out);
  },
};
