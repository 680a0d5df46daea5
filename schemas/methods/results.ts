// What the server stores of a verification's computations (schemas/methods/mdl.ts and studies.ts compute them): full
// values as decimal text, the reported value beside each, and the verdict's reasons as message keys (the screens and
// the PDF word them in the reader's language).
import { z } from 'zod';

const full = z.string().max(64);
const reasons = z.array(z.string().max(128)).max(20);

export const mdlResult = z.strictObject({
  n: z.number().int(),
  mean: full,
  s: full,
  t: full,
  mdl: full,
  loq: full,
  /** the spiked mean over the MDL (HJ 168-2020 asks it between 1 and 10) */
  ratio: full.nullable(),
  verdict: z.enum(['pass', 'redo', 'fail']),
  reasons,
  reported: z.strictObject({ mean: full, s: full, mdl: full, loq: full }),
});

export const precisionResult = z.strictObject({
  levels: z
    .array(
      z.strictObject({
        level: z.string().max(64),
        n: z.number().int(),
        mean: full,
        s: full,
        rsd: full,
        reported: z.strictObject({ mean: full, s: full, rsd: full }),
      }),
    )
    .max(6),
});

export const accuracyResult = z.strictObject({
  kind: z.enum(['crm', 'spike']),
  n: z.number().int(),
  mean: full,
  /** a CRM: relative error of the mean (%); a spike: mean recovery (%) */
  value: full,
  /** a spike: each replicate's recovery (%) */
  recoveries: z.array(full).max(100),
  pass: z.boolean().nullable(),
  reasons,
  reported: z.strictObject({ mean: full, value: full }),
});
