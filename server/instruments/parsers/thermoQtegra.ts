// Thermo Scientific Qtegra (iCAP RQ/TQ ICP-MS) concentration results, "samples in rows" CSV export.
// Layout: a header row ("Label", "Category", "Dilution", then one column per measured quantity headed by isotope and
// mode, e.g. "75As (KED)"), a second row naming the quantity ("Concentration average", "Concentration RSD", …) and an
// optional third row of units. Qtegra writes the Windows list separator and decimal mark, so ';' with decimal commas is
// common (pewlib's Qtegra reader handles the same choice). No public sample of this quantitative export was found in
// the search corpus: the row names follow Thermo's Qtegra export dialog as documented; check a real file first.
import type { InstrumentParser, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { col, finish, findLine, readWide, rows, splitLine, truncatedAt, type WideColumn } from '../table.ts';

const isHeader = (c: string[]) => col(c, 'Label') >= 0 && col(c, 'Category') >= 0;

export const thermoQtegra: InstrumentParser = {
  id: 'thermo-qtegra',
  label: 'Thermo Qtegra iCAP ICP-MS (CSV)',
  sniff: (doc) => {
    const h = findLine(doc, isHeader, 10);
    return h >= 0 && splitLine(doc.lines[h + 1] ?? '', doc.delimiter).some((x) => /^concentration/i.test(x));
  },
  parse(doc) {
    const h = findLine(doc, isHeader, 10);
    if (h < 0) return fail('header_missing', { parser: this.id, expected: 'Label, Category, <isotope (mode)>…' });
    const head = splitLine(doc.lines[h], doc.delimiter);
    const kind = splitLine(doc.lines[h + 1] ?? '', doc.delimiter);
    const unitRow = splitLine(doc.lines[h + 2] ?? '', doc.delimiter);
    const hasUnits = !unitRow[0] && unitRow.some((u) => /\/(l|kg|g)|ppb|ppm|ppt/i.test(u));
    const columns: WideColumn[] = [];
    head.forEach((x, index) => {
      if (/^concentration average$/i.test(kind[index] ?? '')) columns.push({ index, analyte: x, unit: hasUnits ? unitRow[index] || undefined : undefined });
    });
    if (!columns.length) return fail('column_missing', { column: 'Concentration average' }, h + 2);
    const data = rows(doc, h + (hasUnits ? 3 : 2));
    const cut = truncatedAt(doc, data, head.length);
    if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
    const out: Reading[] = [];
    readWide(doc, data, { sample: col(head, 'Label'), columns, type: col(head, 'Category'), dilution: col(head, 'Dilution') }, out);
    return finish(this.id, doc, out);
  },
};
