import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../pdf/render.ts';
import { formatWhen } from '../../schemas/format/when.ts';

/** One bottle's label; `matrix`, `qc` and `container` are the dict labels (废水, 实验室空白, 玻璃瓶), never the stored codes. */
export interface SampleLabel {
  sampleNo: string;
  point: string;
  matrix: string;
  items: string;
  container?: string;
  preservative?: string;
  sampledAt?: string;
  qc?: string;
}

/**
 * Sample labels, three across an A4 page, each with a QR code of the sample number (scanned at receipt). The
 * sampling time is printed in the lab's time zone, as the sampler's watch showed it.
 */
export function labelsDefinition(title: string, labels: SampleLabel[], timeZone?: string): TDocumentDefinitions {
  const cell = (l: SampleLabel): Content => ({
    stack: [
      {
        columns: [
          { qr: l.sampleNo, fit: 56, width: 62 },
          { stack: [{ text: l.sampleNo, bold: true, fontSize: 10 }, { text: l.point }, { text: l.qc ?? l.matrix, color: '#555' }] },
        ],
      },
      { text: l.items, fontSize: 7, margin: [0, 4, 0, 0] },
      { text: [l.container, l.preservative].filter(Boolean).join(' · '), fontSize: 7 },
      { text: l.sampledAt ? formatWhen(l.sampledAt, 'zh-CN', timeZone) : '', fontSize: 7, color: '#555' },
    ],
    margin: [4, 4, 4, 4],
  });
  const rows: Content[][] = [];
  for (let i = 0; i < labels.length; i += 3) rows.push([0, 1, 2].map((k) => (labels[i + k] ? cell(labels[i + k]) : { text: '' })));
  return {
    pageSize: 'A4',
    pageMargins: [24, 36, 24, 36],
    header: { text: title, alignment: 'center', fontSize: 9, margin: [0, 16, 0, 0] },
    content: rows.length ? [{ table: { widths: ['*', '*', '*'], dontBreakRows: true, body: rows } }] : [{ text: '—' }],
    defaultStyle: { fontSize: 8 },
  };
}

export const renderLabels = (title: string, labels: SampleLabel[], timeZone?: string) => renderPdf(labelsDefinition(title, labels, timeZone));
