// PerkinElmer WinLab32 (PinAAcle AAS; also Optima ICP-OES) results exported as CSV, long form.
// Layout follows senaite.instruments' perkinelmer/winlab32/winlab32.md and tests/files/.../winlab32.csv:
// "Sample ID,Analyte Name,Date,Time,Reported Conc (Calib),Units (Samp)" with analyte names such as "Ag 107" or
// "Pb 283.31". Optional columns used when present: "Replicate", "Sample Type", "Dilution", "Flags".
import type { InstrumentParser, ParseWarning, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { col, finish, findLine, readLong, rows, splitLine, truncatedAt } from '../table.ts';

const isHeader = (c: string[]) => col(c, 'Sample ID') >= 0 && col(c, 'Analyte Name') >= 0 && col(c, /^Reported Conc/i) >= 0;

export const perkinelmerWinlab: InstrumentParser = {
  id: 'perkinelmer-winlab32',
  label: 'PerkinElmer WinLab32 AAS (CSV)',
  sniff: (doc) => findLine(doc, isHeader, 10) >= 0,
  parse(doc) {
    const h = findLine(doc, isHeader, 10);
    if (h < 0) return fail('header_missing', { parser: this.id, expected: 'Sample ID, Analyte Name, Reported Conc (Calib)' });
    const head = splitLine(doc.lines[h], doc.delimiter);
    const data = rows(doc, h + 1);
    const cut = truncatedAt(doc, data, head.length);
    if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
    const out: Reading[] = [];
    const warnings: ParseWarning[] = [];
    readLong(doc, data, {
      sample: col(head, 'Sample ID'), analyte: col(head, 'Analyte Name'), value: col(head, /^Reported Conc/i),
      unit: col(head, /^Units/i), replicate: col(head, 'Replicate'), type: col(head, 'Sample Type'),
      dilution: col(head, 'Dilution', 'Dilution Factor'), flags: col(head, 'Flags'),
    }, out, warnings);
    return finish(this.id, doc, out, warnings);
  },
};
