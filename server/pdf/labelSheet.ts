// A sheet of labels, three across an A4 page: each a QR code of the record's number beside its first lines, then
// smaller lines below. The sample labels (server/business/sampleLabelsPdf.ts) and the reagent containers' labels
// (server/reagents/labels.ts) are drawn by it.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

export interface LabelCell {
  /** what the QR code holds (the number a scanner reads back) */
  qr: string;
  /** beside the code: the number in bold first */
  head: Content[];
  /** below, in small type */
  lines: Content[];
}

export function labelSheet(title: string, cells: LabelCell[]): TDocumentDefinitions {
  const cell = (l: LabelCell): Content => ({
    stack: [{ columns: [{ qr: l.qr, fit: 56, width: 62 }, { stack: l.head }] }, { stack: l.lines, fontSize: 7, margin: [0, 4, 0, 0] }],
    margin: [4, 4, 4, 4],
  });
  const rows: Content[][] = [];
  for (let i = 0; i < cells.length; i += 3) rows.push([0, 1, 2].map((k) => (cells[i + k] ? cell(cells[i + k]) : { text: '' })));
  return {
    pageSize: 'A4',
    pageMargins: [24, 36, 24, 36],
    header: { text: title, alignment: 'center', fontSize: 9, margin: [0, 16, 0, 0] },
    content: rows.length ? [{ table: { widths: ['*', '*', '*'], dontBreakRows: true, body: rows } }] : [{ text: '—' }],
    defaultStyle: { fontSize: 8 },
  };
}
