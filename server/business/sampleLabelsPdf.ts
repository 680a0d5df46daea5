import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { labelSheet } from '../pdf/labelSheet.ts';
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
  return labelSheet(
    title,
    labels.map((l) => ({
      qr: l.sampleNo,
      head: [{ text: l.sampleNo, bold: true, fontSize: 10 }, { text: l.point }, { text: l.qc ?? l.matrix, color: '#555' }],
      lines: [
        { text: l.items },
        { text: [l.container, l.preservative].filter(Boolean).join(' · ') },
        { text: l.sampledAt ? formatWhen(l.sampledAt, 'zh-CN', timeZone) : '', color: '#555' },
      ],
    })),
  );
}

export const renderLabels = (title: string, labels: SampleLabel[], timeZone?: string) => renderPdf(labelsDefinition(title, labels, timeZone));
