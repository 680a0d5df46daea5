// The mapping import (issue 20, deliverable 2, server core): any delimited CSV/TXT export read through a column
// mapping the lab saved once per instrument. Columns are named by their header text, not position, so a vendor
// adding a column does not shift every value. Either "long" (analyte + value columns) or "wide" (one column per
// analyte). The mapping itself is validated here so a broken saved mapping is refused by field, never half-applied.
// The mapping's schema lives in schemas/instruments/mapping.ts (the saved-mapping resource and the UI validate with it).
import { columnMappingSchema, type ColumnMapping } from '../../schemas/instruments/mapping.ts';
import { decode, DEFAULT_MAX_BYTES } from './decode.ts';
import type { ParseResult, ParseWarning, Reading, TextDoc } from './types.ts';
import { fail } from './types.ts';
import { col, finish, qcTypeOf, readLong, readWide, rows, splitLine, truncatedAt, type WideColumn } from './table.ts';

export { columnMappingSchema, type ColumnMapping } from '../../schemas/instruments/mapping.ts';

export function parseWithMapping(bytes: Uint8Array, mapping: unknown, maxBytes = DEFAULT_MAX_BYTES): ParseResult {
  const m = columnMappingSchema.safeParse(mapping);
  if (!m.success) {
    const issue = m.error.issues[0];
    return fail('mapping_invalid', { field: issue.path.join('.'), reason: issue.message });
  }
  const d = decode(bytes, maxBytes);
  if (!d.ok) return { ok: false, error: d.error };
  return applyMapping(d.doc, m.data);
}

/** The preview uses this on already-decoded text; the import uses parseWithMapping on the stored bytes. */
export function applyMapping(decoded: TextDoc, m: ColumnMapping): ParseResult {
  const doc: TextDoc = { ...decoded, delimiter: m.delimiter ?? decoded.delimiter, decimalComma: m.decimalComma ?? decoded.decimalComma };
  const h = m.headerRow - 1;
  if (h >= doc.lines.length) return fail('header_missing', { headerRow: m.headerRow, lines: doc.lines.length });
  const head = splitLine(doc.lines[h], doc.delimiter);
  const need = (name: string | undefined): number | string => {
    if (name === undefined) return -1;
    const i = col(head, name);
    return i < 0 ? name : i;
  };
  const idx: Record<string, number> = {};
  for (const key of ['sampleId', 'analyte', 'value', 'unit', 'dilution', 'qcType', 'replicate', 'flags'] as const) {
    const r = need(m[key]);
    if (typeof r === 'string') return fail('column_missing', { column: r, field: key }, m.headerRow);
    idx[key] = r;
  }
  const columns: WideColumn[] = [];
  for (const c of m.analyteColumns ?? []) {
    const i = col(head, c.column);
    if (i < 0) return fail('column_missing', { column: c.column, field: 'analyteColumns' }, m.headerRow);
    columns.push({ index: i, analyte: c.analyte ?? c.column, unit: c.unit });
  }
  const data = rows(doc, h + 1 + (m.skipAfterHeader ?? 0));
  const cut = truncatedAt(doc, data, head.length);
  if (cut) return fail('file_truncated', { reason: 'short_last_row' }, cut);
  const out: Reading[] = [];
  const warnings: ParseWarning[] = [];
  if (columns.length)
    readWide(doc, data, { sample: idx.sampleId, columns, dilution: idx.dilution, type: idx.qcType, replicate: idx.replicate, fixedUnit: m.fixedUnit }, out);
  else
    readLong(
      doc,
      data,
      {
        sample: idx.sampleId,
        analyte: idx.analyte,
        value: idx.value,
        unit: idx.unit,
        dilution: idx.dilution,
        type: idx.qcType,
        replicate: idx.replicate,
        flags: idx.flags,
        fixedUnit: m.fixedUnit,
      },
      out,
      warnings,
    );
  // the lab's own QC words win over the built-in ones
  if (m.qcValues && idx.qcType >= 0) {
    const byLine = new Map(data.map((r) => [r.line, r.cells[idx.qcType] ?? '']));
    for (const r of out) {
      const own = m.qcValues[byLine.get(r.line) ?? ''];
      if (own) r.qcType = own;
      else if (!r.qcType) {
        const q = qcTypeOf(byLine.get(r.line));
        if (q) r.qcType = q;
      }
    }
  }
  return finish('mapping', doc, out, warnings);
}
