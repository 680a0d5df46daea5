// The template engine's answer (evaluate.ts RecordEvaluation) as a zod schema, for the OpenAPI document: the
// evaluate/raw-record/import routes answer it and their tests check every answer against the document. The engine's
// types stay the source: the checks at the end fail to compile when a field is added to, dropped from or changed in
// one of them without the other.
import { z } from 'zod';
import type { CalibrationStats, CellError, RecordEvaluation, ResultValue, RowEvaluation, SampleAggregate } from './evaluate.ts';
import type { QcEvaluation } from './qc.ts';

const decimal = z.string().describe('a decimal as text');
const label = z.strictObject({ zh: z.string(), en: z.string() });
const params = z.record(z.string(), z.union([z.string(), z.number()]));

export const resultValue = z.strictObject({
  key: z.string(),
  parameter: z.string().optional(),
  unit: z.string(),
  raw: decimal.describe('full precision'),
  rounded: z.string().describe('the reported value: plain decimal or E notation; flags "1" / "0"'),
  display: z.string().describe('what the report prints, or a calc.flag.* i18n key'),
  belowMdl: z.boolean(),
  mdl: decimal.optional(),
  flag: z.boolean().optional(),
  code: z.string().optional(),
  decision: z.strictObject({ comparison: z.enum(['full', 'rounded']), basis: label }).optional(),
});

export const rowEvaluation = z.strictObject({
  row: z.number().int(),
  sampleId: z.string(),
  parameter: z.string().optional(),
  values: z.record(z.string(), z.string()).describe('computed columns, full precision'),
  results: z.array(resultValue),
  result: resultValue.optional(),
  ok: z.boolean(),
});

export const cellError = z.strictObject({
  row: z.number().int().describe('−1: header, curve or record level'),
  key: z.string(),
  message: z.string().describe('i18n key (calc.error.*)'),
  params,
});

export const qcEvaluation = z.strictObject({
  kind: z.enum(['blank', 'duplicate', 'spike', 'crm', 'calibration', 'ccv', 'check']),
  refs: z.array(z.string()),
  value: z.string().optional(),
  unit: z.string().optional(),
  min: z.string().optional(),
  max: z.string().optional(),
  limit: z.string(),
  pass: z.boolean().nullable(),
  message: z.string().describe('i18n key (calc.qc.*)'),
  params,
  mean: z.string().optional(),
  parameter: z.string().optional().describe('a multi-analyte record: the template parameter code a blank, duplicate, spike or CRM judges'),
});

export const sampleAggregate = z.strictObject({ sampleId: z.string(), n: z.number().int(), result: resultValue.optional() });

export const calibrationStats = z.strictObject({
  slope: decimal,
  intercept: decimal,
  r: decimal,
  reported: z.strictObject({ slope: decimal, intercept: decimal, r: decimal }),
  n: z.number().int(),
  minR: decimal,
  pass: z.boolean(),
  source: z.enum(['points', 'given']),
});

export const recordEvaluation = z.strictObject({
  templateId: z.string(),
  templateVersion: z.number().int(),
  ok: z.boolean(),
  rows: z.array(rowEvaluation),
  samples: z.array(sampleAggregate).optional(),
  errors: z.array(cellError),
  qc: z.array(qcEvaluation),
  calibration: calibrationStats.optional(),
});

// Compile-time: every value of the engine's type is one the schema takes, and both name the same fields.
type Covers<Engine, Schema extends z.ZodType> =
  Engine extends z.infer<Schema> ? (keyof Engine extends keyof z.infer<Schema> ? (keyof z.infer<Schema> extends keyof Engine ? true : false) : false) : false;
const same = <T extends true>(t: T) => t;
same<Covers<ResultValue, typeof resultValue>>(true);
same<Covers<RowEvaluation, typeof rowEvaluation>>(true);
same<Covers<CellError, typeof cellError>>(true);
same<Covers<QcEvaluation, typeof qcEvaluation>>(true);
same<Covers<SampleAggregate, typeof sampleAggregate>>(true);
same<Covers<CalibrationStats, typeof calibrationStats>>(true);
same<Covers<RecordEvaluation, typeof recordEvaluation>>(true);
