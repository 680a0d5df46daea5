// The column mapping of the mapping import (issue 20): which header names the sample id, analyte, value, unit, …
// Shared by the server parser (server/instruments/mapping.ts), the saved-mapping resource (instrumentMappings) and
// the mapping dialog, so one schema refuses a broken mapping by field on both sides. No I/O here.
import { z } from 'zod';

export type QcType = 'blank' | 'ccv' | 'icv' | 'calibration' | 'duplicate' | 'spike' | 'crm' | 'lcs';
export const QC_TYPES = ['blank', 'ccv', 'icv', 'calibration', 'duplicate', 'spike', 'crm', 'lcs'] as const satisfies readonly QcType[];
const header = z.string().trim().min(1).max(200);

const analyteColumn = z.object({ column: header, analyte: header.optional(), unit: header.optional() });
/** A wide layout's column as the layouts below state it (each alternative's array says what it holds). */
const { $schema: _s, ...analyteColumnJson } = z.toJSONSchema(analyteColumn);

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
    analyteColumns: z.array(analyteColumn).max(500).optional(),
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
    if (long === Boolean(m.analyteColumns?.length)) ctx.addIssue({ code: 'custom', path: ['analyteColumns'], message: 'choose_long_or_wide' });
  })
  // the two layouts as the document states them (the refinement above is beyond what zod's JSON Schema carries);
  // `not: {}` (nothing is valid) forbids a property, as `false` would where OpenAPI 3.0 renditions cannot say it
  .meta({
    oneOf: [
      {
        title: 'Long layout',
        type: 'object',
        required: ['analyte', 'value'],
        properties: { analyteColumns: { type: 'array', items: analyteColumnJson, maxItems: 0 } },
      },
      {
        title: 'Wide layout',
        type: 'object',
        required: ['analyteColumns'],
        properties: { analyte: { not: {} }, value: { not: {} }, analyteColumns: { type: 'array', items: analyteColumnJson, minItems: 1 } },
      },
    ],
  });

export type ColumnMapping = z.infer<typeof columnMappingSchema>;
