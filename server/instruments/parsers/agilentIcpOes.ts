// Agilent ICP Expert (5110/5800/5900 ICP-OES) worksheet exported as CSV, long form: one row per solution × element
// line. Columns used: "Solution Label", "Type", "Element" (e.g. "Pb 220.353"), "Flags", "Soln Conc", "Units", and
// optionally "Dilution"/"Rep". No public ICP Expert export was found in the search corpus; the column names follow
// the ICP Expert export dialog as documented by Agilent — check a real file before relying on it. Flags such as
// "o" (over range) or "u" (uncalibrated) are kept per reading.
import type { InstrumentParser, ParseWarning, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { col, finish, findLine, readLong, rows, splitLine, truncatedAt } from '../table.ts';

const isHeader = (c: string[]) => col(c, 'Solution Label') >= 0 && col(c, 'Element') >= 0 && col(c, 'Soln Conc') >= 0;

export const agilentIcpOes: InstrumentParser = {
  id: 'agilent-icp-expert',
  label: 'Agilent ICP Expert ICP-OES (CSV)',
  sniff: (doc) => findLine(doc, isHeader, 10) >= 0,
  parse(doc) {
    const h = findLine(doc, isHeader, 10);
    if (h < 0) return fail('header_missing', { parser: this.id, expected: 'Solution Label, Element, Soln Conc' });
    const head = splitLine(doc.lines[h], doc.delimiter);
    const data = rows(doc, h + 1);
    const cut = truncatedAt(doc, data, head.length);
    if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
    const out: Reading[] = [];
    const warnings: ParseWarning[] = [];
    readLong(doc, data, {
      sample: col(head, 'Solution Label'), analyte: col(head, 'Element'), value: col(head, 'Soln Conc'),
      unit: col(head, 'Units', 'Unit'), type: col(head, 'Type', 'Sample Type'), flags: col(head, 'Flags'),
      dilution: col(head, 'Dilution', 'Dil'), replicate: col(head, 'Rep', 'Replicate'),
    }, out, warnings);
    return finish(this.id, doc, out, warnings);
  },
};
