// A long-form CSV export (one row per sample × analyte under one header line) declared by its header test and column
// names: the header search, truncation check and row reading are the same for every such vendor layout.
import type { CalibrationPoint, InstrumentParser, ParseWarning, Reading, TextDoc } from '../types.ts';
import { fail } from '../types.ts';
import { finish, findLine, normValue, qcOf, readLong, rows, splitLine, truncatedAt, withCalibration, type LongSpec, type Row } from '../table.ts';

export interface LongCsvLayout {
  id: string;
  label: string;
  isHeader(cells: string[]): boolean;
  /** The header columns named in the refusal when no header line is found. */
  expected: string;
  /** The columns of the found header line. */
  columns(head: string[]): LongSpec;
  /**
   * Where a calibration row's response is (its value column is then the standard's concentration as the software
   * reports it: x flagged as reported). Absent: the layout gives no curve.
   */
  response?(head: string[]): number;
}

/** The calibration rows' points: x the row's value (the standard's reported concentration), y its response. */
function curvePoints(doc: TextDoc, data: Row[], spec: LongSpec, response: number): CalibrationPoint[] {
  const out: CalibrationPoint[] = [];
  if (response < 0) return out;
  for (const r of data) {
    const sampleId = r.cells[spec.sample];
    if (!sampleId || qcOf(r.cells[spec.type ?? -1], sampleId, spec.typeWords) !== 'calibration') continue;
    const x = normValue(r.cells[spec.value], doc.decimalComma);
    const y = normValue(r.cells[response], doc.decimalComma);
    const analyte = r.cells[spec.analyte];
    const unit = spec.unit !== undefined && spec.unit >= 0 ? r.cells[spec.unit] : undefined;
    if (x && y && analyte) out.push({ sampleId, analyte, x, y, line: r.line, xReported: true, ...(unit ? { unit } : {}) });
  }
  return out;
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
      const spec = layout.columns(head);
      readLong(doc, data, spec, out, warnings);
      const done = finish(layout.id, doc, out, warnings);
      return layout.response ? withCalibration(done, curvePoints(doc, data, spec, layout.response(head))) : done;
    },
  };
}
