// Hach DR3900/DR6000 UV-Vis spectrophotometer data log exported as CSV (USB "Export data log").
// Layout: one row per measurement with "Date", "Time", "Sample ID", "Operator ID", "Program", "Result", "Unit" and
// optional "Wavelength"/"Absorbance"/"Dilution" columns; the analyte is the program name (e.g. "385 N Ammonia Salic.").
// No public Hach export was found in the search corpus; the column names follow Hach's DR6000 manual (data log
// export) as documented — check a real file before relying on it.
import type { InstrumentParser, ParseWarning, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { col, finish, findLine, readLong, rows, splitLine, truncatedAt } from '../table.ts';

const isHeader = (c: string[]) => col(c, 'Sample ID') >= 0 && col(c, 'Program') >= 0 && col(c, 'Result') >= 0;

export const hachUvvis: InstrumentParser = {
  id: 'hach-uvvis',
  label: 'Hach DR series UV-Vis (CSV)',
  sniff: (doc) => findLine(doc, isHeader, 10) >= 0,
  parse(doc) {
    const h = findLine(doc, isHeader, 10);
    if (h < 0) return fail('header_missing', { parser: this.id, expected: 'Sample ID, Program, Result, Unit' });
    const head = splitLine(doc.lines[h], doc.delimiter);
    const data = rows(doc, h + 1);
    const cut = truncatedAt(doc, data, head.length);
    if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
    const out: Reading[] = [];
    const warnings: ParseWarning[] = [];
    readLong(doc, data, {
      sample: col(head, 'Sample ID'), analyte: col(head, 'Program'), value: col(head, 'Result'), unit: col(head, 'Unit'),
      dilution: col(head, 'Dilution', 'Dilution Factor'), type: col(head, 'Sample Type'),
    }, out, warnings);
    return finish(this.id, doc, out, warnings);
  },
};
