// The wire contract of the instrument import (issue 20): what the preview answers, what the commit sends, the reason
// codes of an unmatched reading and the error codes of a refused file. Shared by the server routes
// (server/instruments/routes.ts) and the import dialog; the OpenAPI document describes the routes from these.
import { z } from 'zod';
import { columnMappingSchema } from './mapping.ts';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, { error: 'validation.sha256' });
const id = z.number({ error: 'validation.int' }).int().positive().max(2147483647);

/** Why a reading did not land in a cell; the UI shows instrument.reason.<code>. */
export const UNMATCHED_REASONS = [
  'sample_unknown', // no sample of the sheet has this number
  'analyte_unknown', // no parameter of the sheet has this code, name or alias
  'parameter_not_requested', // the sample does not ask for this parameter
  'unit_mismatch', // the reading's unit is not the template's (params: unit, expected)
  'value_not_numeric', // "OR", "####", text
  'replicate', // a further replicate of a reading already matched (the first/mean is used)
  'calibration', // a calibration standard: not a sample of the sheet
  'no_absorbance', // the record takes an absorbance; the reading is the instrument's concentration, without one
  'no_area', // the record takes a peak area; the reading is the instrument's concentration, without one
] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

/** Readings no cell can take (a wrong unit, a concentration for an absorbance, text): discarded, never assigned. */
export const DISCARD_ONLY: ReadonlySet<UnmatchedReason> = new Set(['unit_mismatch', 'no_absorbance', 'no_area', 'value_not_numeric']);

/** A refused file (4xx, message key instrument.error.<code>). */
export const IMPORT_ERRORS = [
  'file_empty',
  'file_too_large',
  'file_binary',
  'file_truncated',
  'encoding_unknown',
  'layout_unknown',
  'layout_mismatch',
  'header_missing',
  'column_missing',
  'mapping_invalid',
  'no_readings',
  'duplicate_sample_id',
  'unit_mismatch',
  'no_absorbance',
  'no_area',
  'unresolved',
  'nothing_to_import',
  'staged_missing',
  'staged_changed',
  'inbox_missing',
  'mapping_other_instrument',
  'assignment_invalid',
  'no_file',
  'curve_not_in_template',
  'curve_invalid',
  'curve_point_invalid',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERRORS)[number];

/** Where a value goes: the raw-record row (sample number × template parameter code) and its input key. */
export const targetSchema = z
  .object({
    sampleId: z.string().min(1).max(64),
    parameter: z.string().max(64).optional(),
    input: z.string().min(1).max(64),
  })
  .strict();

/** One reading as the file wrote it; `key` ("line:analyte") names it in assignments and discards. */
const readingShape = {
  key: z.string(),
  line: z.number().int(),
  sampleId: z.string(),
  analyte: z.string(),
  value: z.string(),
  unit: z.string().optional(),
  /** the absorbance a photometer reports beside its concentration; `value` when the record's reading input is an absorbance */
  absorbance: z.string().optional(),
  /** the peak area a chromatography data system reports beside its amount; `value` when the record's input is a peak area */
  area: z.string().optional(),
  dilution: z.string().optional(),
  /** The value already includes `dilution` (true) or is the solution's before it (false); unset: the vendor does not say. */
  dilutionIncluded: z.boolean().optional(),
  qcType: z.string().optional(),
  replicate: z.number().int().optional(),
  flags: z.array(z.string()).optional(),
  /** the dilution the import writes into the template's dilution factor (`dilutionInput`); absent: none is written */
  dilutionWrite: z.string().optional(),
};

export const matchedReadingSchema = z.object({
  ...readingShape,
  target: targetSchema,
  /** the row index the value lands in, in the record the commit will write (rows are appended when missing) */
  row: z.number().int(),
  /** the value the cell holds now, when the import would overwrite one */
  replaces: z.string().optional(),
});

export const unmatchedReadingSchema = z.object({
  ...readingShape,
  reason: z.enum(UNMATCHED_REASONS),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  /** the reason in the user's language */
  message: z.string(),
});

/** A calibration standard of the file: x its known concentration, y the instrument's response; `key` names it in the commit. */
const curvePointSchema = z.object({
  key: z.string(),
  line: z.number().int(),
  sampleId: z.string(),
  analyte: z.string(),
  level: z.string().optional(),
  x: z.string(),
  y: z.string(),
  unit: z.string().optional(),
  xReported: z.boolean().optional(),
});

export const curveCandidateSchema = z.object({
  analyte: z.string(),
  /** the template parameter code the analyte is */
  parameter: z.string(),
  unit: z.string().optional(),
  /** x is the concentration the file reports for each standard (the layout has no expected-concentration column) */
  xReported: z.boolean(),
  points: z.array(curvePointSchema),
});
export type CurveCandidate = z.infer<typeof curveCandidateSchema>;

export const previewAnswerSchema = z.object({
  sha256,
  fileName: z.string(),
  size: z.number().int(),
  encoding: z.string(),
  parser: z.string(),
  parserLabel: z.string(),
  mappingId: id.nullable(),
  equipmentId: id,
  /** the latest raw record the import would build on (null: none yet); the commit sends these back (409 when stale) */
  recordId: id.nullable(),
  version: z.number().int().nullable(),
  recordVersion: z.number().int().nullable(),
  matched: z.array(matchedReadingSchema),
  unmatched: z.array(unmatchedReadingSchema),
  /** the cells an analyst may assign an unmatched reading to (sample × parameter × reading input) */
  targets: z.array(targetSchema),
  warnings: z.array(z.object({ code: z.string(), line: z.number().int().optional(), message: z.string() })),
  /** the template's dilution-factor input the readings' `dilutionWrite` go to (absent: the template has none) */
  dilutionInput: z.string().optional(),
  /** the file's calibration standards, one candidate curve per analyte of the sheet (only for templates with a curve) */
  curves: z.array(curveCandidateSchema).optional(),
});
export type PreviewAnswer = z.infer<typeof previewAnswerSchema>;

/** The multipart fields of the preview beside the `file` part (or `inboxName` instead of a file). */
export const previewFieldsSchema = z.object({
  equipmentId: id,
  mappingId: id.optional(),
  parserId: z.string().max(64).optional(),
  /** an unsaved mapping (the dialog's live preview), JSON text */
  mapping: columnMappingSchema.optional(),
  /** a file of the instrument's watched folder instead of an upload */
  inboxName: z.string().min(1).max(255).optional(),
  /** the uploaded file's name (the multipart body keeps only its bytes) */
  fileName: z.string().max(255).optional(),
});

export const commitRequestSchema = z.object({
  sha256,
  fileName: z.string().min(1).max(255),
  equipmentId: id,
  mappingId: id.optional(),
  parserId: z.string().max(64).optional(),
  mapping: columnMappingSchema.optional(),
  /** as the preview answered: the import builds on exactly this record (409 otherwise) */
  recordId: id.nullable(),
  version: z.number({ error: 'validation.int' }).int().min(1).nullable(),
  assignments: z
    .array(z.object({ key: z.string().min(1).max(300), target: targetSchema }).strict())
    .max(20000)
    .default([]),
  discards: z.array(z.string().min(1).max(300)).max(20000).default([]),
  /** the file's standards kept as the record's calibration curve: the candidate's analyte and the keys of its points */
  curve: z
    .object({
      analyte: z.string().min(1).max(200),
      keys: z.array(z.string().min(1).max(300)).min(1).max(200),
    })
    .strict()
    .optional(),
});
export type CommitRequest = z.infer<typeof commitRequestSchema>;

/** Per cell: the file and line a value came from; `changed` once someone typed over it (with the reason). */
export const cellSourceSchema = z.object({
  sha256,
  fileName: z.string(),
  line: z.number().int(),
  value: z.string(),
  changed: z.object({ value: z.string(), reason: z.string(), by: z.string(), at: z.string() }).optional(),
});
export type CellSource = z.infer<typeof cellSourceSchema>;

export const inboxFileSchema = z.object({ name: z.string(), size: z.number().int(), modifiedAt: z.string() });

/** The mapping dialog's question for a file it cannot read in the browser (XLSX): the names on its header row. */
export const columnsFieldsSchema = z.object({
  headerRow: z.number({ error: 'validation.int' }).int().min(1).max(1000000).default(1),
  delimiter: z.enum([',', ';', '\t']).optional(),
});
export const columnsAnswerSchema = z.object({ columns: z.array(z.string()), lines: z.number().int() });
