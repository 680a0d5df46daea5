// What a raw-record call carries: the record (draft save, submit) and the results the client claims on submit. A leaf
// (zod and the shared shapes only): the generic transition's data table (transitionData.ts) reads these schemas
// without reaching the record workflow, which reaches the generic transition in turn.
import { z } from 'zod';
import { MAX_RECORD_ROWS } from '../../schemas/analysis/records.ts';
import { curveShape, qcShape, savedCell } from '../../schemas/templates/recordShapes.ts';
import { cellSourceSchema } from '../../schemas/instruments/contract.ts';
import { solutionUses } from '../../schemas/reagents/uses.ts';

export const recordSchema = z.object({
  header: z.record(z.string(), savedCell).default({}),
  rows: z
    .array(
      z.object({
        sampleId: z.string().min(1).max(64),
        parameter: z.string().max(64).optional(),
        inputs: z.record(z.string(), savedCell),
        // the server's (where an imported value came from): a record read back may carry it, it is never taken from the client
        sources: z.record(z.string().max(64), cellSourceSchema).optional(),
      }),
    )
    .max(MAX_RECORD_ROWS),
  // the template engine's inputs (schemas/templates/recordShapes.ts): an unknown key is a 400 naming it
  curve: curveShape(savedCell).optional(),
  qc: qcShape(savedCell).optional(),
  equipmentIds: z
    .array(z.number({ error: 'validation.int' }).int().positive())
    .max(50)
    .default([]),
  /** the prepared solutions the curve, spike and calibration check were made from (absent: the last version's kept) */
  solutionUses: solutionUses.optional(),
  /** why an imported cell was changed by hand, by field ("rows.3.rho"): required for each such change */
  reasons: z.record(z.string().max(100), z.string().trim().max(500)).optional(),
});
export type RecordBody = z.infer<typeof recordSchema>;

/** A result the client claims on submit (the server recomputes and refuses a difference: tampering). */
export const claimedResult = z.object({
  sampleId: z.string().max(64),
  parameter: z.string().max(64).optional(),
  display: z.string().max(64).optional(),
  rounded: z.string().max(64).optional(),
  value: z.string().max(64).optional(),
});
/** The results a client shows when it submits, one per row at most (an instrument run has 12,500). */
export const claimedResults = z.array(claimedResult).max(MAX_RECORD_ROWS);
