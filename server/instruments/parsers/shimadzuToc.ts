// Shimadzu TOC-L (TOC-Control L) data export, tab-separated text with "[Header]", "[System]" and "[Data]" sections.
// Layout follows a public TOC-L export seen in the search corpus: under "[Data]" the columns "Type", "Anal.",
// "Sample Name", "Sample ID", "Result(TOC)", "Result(TC)", "Result(IC)", "Result(POC)", "Result(NPOC)", "Result(TN)",
// "Unit", "Vial", "Date / Time"; Type is Unknown/Standard/Control/Blank. Each non-empty Result(X) is a reading of X.
import type { InstrumentParser, Reading } from '../types.ts';
import { fail } from '../types.ts';
import { col, finish, findLine, readWide, rows, splitLine, truncatedAt, type WideColumn } from '../table.ts';

const isHeader = (c: string[]) => col(c, 'Anal.') >= 0 && c.some((x) => /^Result\(/.test(x));

export const shimadzuToc: InstrumentParser = {
  id: 'shimadzu-toc',
  label: 'Shimadzu TOC-L (TXT)',
  sniff: (doc) => doc.lines.slice(0, 5).some((l) => l.trim() === '[Header]') && findLine(doc, isHeader, 60, '\t') >= 0,
  parse(doc) {
    const h = findLine(doc, isHeader, 60, '\t');
    if (h < 0) return fail('header_missing', { parser: this.id, expected: '[Data] Type, Anal., Sample Name, Result(…)' });
    const head = splitLine(doc.lines[h], '\t');
    const unit = col(head, 'Unit');
    const data = rows(doc, h + 1, '\t');
    const cut = truncatedAt(doc, data, head.filter(Boolean).length);
    if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
    const out: Reading[] = [];
    // the unit is per row, so read row by row with that row's unit on every Result column
    for (const r of data) {
      const columns: WideColumn[] = [];
      head.forEach((x, index) => {
        const m = /^Result\((.+)\)$/.exec(x);
        if (m) columns.push({ index, analyte: m[1], unit: r.cells[unit] || undefined });
      });
      const sampleCol = r.cells[col(head, 'Sample ID')] && r.cells[col(head, 'Sample ID')] !== 'Untitled' ? col(head, 'Sample ID') : col(head, 'Sample Name');
      readWide(doc, [r], { sample: sampleCol, columns, type: col(head, 'Type') }, out);
    }
    return finish(this.id, doc, out);
  },
};
