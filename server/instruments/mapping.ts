// The mapping import (issue 20, deliverable 2, server core): any delimited CSV/TXT export read through a column
// mapping the lab saved once per instrument. Columns are named by their header text, not position, so a vendor
// adding a column does not shift every value. Either "long" (analyte + value columns) or "wide" (one column per
// analyte). The mapping itself is validated here so a broken saved mapping is refused by field, never half-applied.
// Not done yet: XLSX input, the dialog with live preview, and storing mappings per instrument.
import { z } from 'zod';
import { decode, DEFAULT_MAX_BYTES } from './decode.ts';
import type { ParseResult, ParseWarning, QcType, Reading, TextDoc } from './types.ts';
import { fail } from './types.ts';
import { col, finish, qcTypeOf, readLong, readWide, rows, splitLine, truncatedAt, type WideColumn } from './table.ts';

const QC_TYPES = ['blank', 'ccv', 'icv', 'calibration', 'duplicate', 'spike', 'crm', 'lcs'] as const satisfies readonly QcType[];
const header = z.string().trim().min(1).max(200);

export const columnMappingSchema = z
  .object({
    /** 1-based line of the header row (files often carry title lines above it). */
    headerRow: z.number().int().min(1).max(1000),
    delimiter: z.enum([',', ';', '\t']).optional(),
    decimalComma: z.boolean().optional(),
    sampleId: header,
    analyte: header.optional(),
    value: header.optional(),
    /** Wide layout: each listed column is one analyte; `analyte` renames it (default: the header text). */
    analyteColumns: z.array(z.object({ column: header, analyte: header.optional(), unit: header.optional() })).max(500).optional(),
    unit: header.optional(),
    /** A unit for the whole file when no column carries one. */
    fixedUnit: header.optional(),
    dilution: header.optional(),
    qcType: header.optional(),
    replicate: header.optional(),
    flags: header.optional(),
    /** The lab's own words in the QC column (e.g. "QC-H" → ccv), checked before the built-in words. */
    qcValues: z.record(z.string().max(100), z.enum(QC_TYPES)).optional(),
    /** Lines of data to skip after the header (a units row). */
    skipAfterHeader: z.number().int().min(0).max(10).optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    const long = m.analyte !== undefined || m.value !== undefined;
    if (long && (m.analyte === undefined || m.value === undefined))
      ctx.addIssue({ code: 'custom', path: [m.analyte === undefined ? 'analyte' : 'value'], message: 'required_with_long_layout' });
    if (long === Boolean(m.analyteColumns?.length))
      ctx.addIssue({ code: 'custom', path: ['analyteColumns'], message: 'choose_long_or_wide' });
  });

export type ColumnMapping = z.infer<typeof columnMappingSchema>;

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
  if (columns.length) readWide(doc, data, { sample: idx.sampleId, columns, dilution: idx.dilution, type: idx.qcType, replicate: idx.replicate, fixedUnit: m.fixedUnit }, out);
  else readLong(doc, data, { sample: idx.sampleId, analyte: idx.analyte, value: idx.value, unit: idx.unit, dilution: idx.dilution, type: idx.qcType, replicate: idx.replicate, flags: idx.flags, fixedUnit: m.fixedUnit }, out, warnings);
  // the lab's own QC words win over the built-in ones
  if (m.qcValues && idx.qcType >= 0) {
    const byLine = new Map(data.map((r) => [r.line, r.cells[idx.qcType] ?? '']));
    for (const r of out) {
      const own = m.qcValues[byLine.get(r.line) ?? ''];
      if (own) r.qcType = own; else if (!r.qcType) { const q = qcTypeOf(byLine.get(r.line)); if (q) r.qcType = q; }
    }
  }
  return finish('mapping', doc, out, warnings);
}
