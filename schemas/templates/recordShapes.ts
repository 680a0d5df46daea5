// The raw record's parts as the API takes them and keeps them, in zod: the curve and QC inputs the template engine
// reads (types.ts CurveInput, QcInput) and a stored row with the instrument sources of its cells. One definition
// serves the evaluate API (cells as sent), the draft save and submit (cells kept as text) and the OpenAPI document of
// what a raw record holds. The engine's types stay the source: the checks at the end fail to compile when a field is
// added to, dropped from or changed in one of them without the other.
import { z } from 'zod';
import type { CurveInput, QcInput, RecordInput, RecordRow } from './types.ts';
import { cellSourceSchema, type CellSource } from '../instruments/contract.ts';

const sampleId = z.string().min(1).max(64);
/** A multi-analyte record's QC entry names the template parameter it judges. */
const parameterCode = z.string().min(1).max(64);

/** The curve: its points, or a fit done elsewhere (instrument software). `cell` is what one value may be. */
export const curveShape = <C extends z.ZodType>(cell: C) =>
  z.strictObject({
    points: z
      .array(z.strictObject({ x: cell, y: cell }))
      .max(100)
      .optional(),
    slope: cell.optional(),
    intercept: cell.optional(),
    r: cell.optional(),
  });

/** The QC wiring of a record: which rows are blanks, duplicate pairs, spikes, CRMs and continuing-calibration checks. */
export const qcShape = <C extends z.ZodType>(cell: C) =>
  z.strictObject({
    blanks: z
      .array(z.strictObject({ sampleId, parameter: parameterCode.optional() }))
      .max(500)
      .optional(),
    duplicates: z
      .array(z.strictObject({ a: sampleId, b: sampleId, parameter: parameterCode.optional() }))
      .max(500)
      .optional(),
    spikes: z
      .array(
        z.strictObject({
          sampleId,
          spikedSampleId: sampleId,
          parameter: parameterCode.optional(),
          added: cell.optional(),
          c0: cell.optional(),
          v0: cell.optional(),
          v1: cell.optional(),
        }),
      )
      .max(500)
      .optional(),
    crms: z
      .array(z.strictObject({ sampleId, parameter: parameterCode.optional(), certified: cell, halfRange: cell }))
      .max(500)
      .optional(),
    ccv: z
      .array(z.strictObject({ expected: cell, measured: cell }))
      .max(100)
      .optional(),
  });

/** A cell a record is saved with: text (what the grid sends) or a JSON number (a script), kept as its text. */
export const savedCell = z.union([z.string().max(200), z.number()]).transform(String);
/** A curve or QC value as kept: text; a draft saved before these inputs were checked may hold the number it was sent. */
const keptCell = z.union([z.string(), z.number()]);

/** Where an imported value came from (schemas/instruments/contract.ts), as the record keeps it: nothing else. */
export const keptSource = z.strictObject({
  ...cellSourceSchema.shape,
  changed: z.strictObject(cellSourceSchema.shape.changed.unwrap().shape).optional(),
});

/** A row as stored and answered: its cells as text, with the instrument sources of imported cells (by input key). */
export const keptRow = z.strictObject({
  sampleId: z.string(),
  parameter: z.string().optional(),
  inputs: z.record(z.string(), z.string()),
  sources: z.record(z.string(), keptSource).optional().describe("The server's: where each imported cell came from, and who typed over it, why and when"),
});

export const keptCurve = curveShape(keptCell);
export const keptQc = qcShape(keptCell);

/** The record the template engine reads, as kept (show_cgorder's `input`). */
export const keptInput = z.strictObject({
  header: z.record(z.string(), z.string()).optional(),
  rows: z.array(keptRow),
  curve: keptCurve.optional(),
  qc: keptQc.optional(),
});

/** The kept record as the engine reads it: a number an old draft's curve or QC may hold becomes its text, as a save
 *  makes it (savedCell); the raw-record screens read show_cgorder's `input` through it. */
const keptText = keptCell.transform(String);
export const keptAsEngine = keptInput.extend({ curve: curveShape(keptText).optional(), qc: qcShape(keptText).optional() });

// Compile-time: every value of the engine's type is one the schema gives, and both name the same fields.
export type Covers<Engine, Schema extends z.ZodType> =
  Engine extends z.output<Schema>
    ? keyof Engine extends keyof z.output<Schema>
      ? keyof z.output<Schema> extends keyof Engine
        ? true
        : false
      : false
    : false;
export const same = <T extends true>(t: T) => t;
type SavedCurve = ReturnType<typeof curveShape<typeof savedCell>>;
type SavedQc = ReturnType<typeof qcShape<typeof savedCell>>;
same<Covers<CurveInput, SavedCurve>>(true);
same<Covers<QcInput, SavedQc>>(true);
same<Covers<CellSource, typeof keptSource>>(true);
same<Covers<RecordRow & { sources?: Record<string, CellSource> }, typeof keptRow>>(true);
same<Covers<RecordInput & { rows: Array<RecordRow & { sources?: Record<string, CellSource> }> }, typeof keptInput>>(true);
// and what is saved is what the engine reads
same<z.output<SavedCurve> extends CurveInput ? true : false>(true);
same<z.output<SavedQc> extends QcInput ? true : false>(true);
// and what is kept reads as the engine's record
same<z.output<typeof keptAsEngine> extends RecordInput ? true : false>(true);
