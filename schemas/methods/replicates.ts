// Replicates picked from the lab's own analysis sheets (issue 32 item 1): the results of a test item on checked,
// reviewed or locked sheets — routine samples, or the blanks and spiked QC samples a detection-limit study is made of
// — that the verification form lists to pick from. Picking fills mdlStudy.values and mdlStudy.analysisSheetIds.
import { z } from 'zod';
import { QC_TYPES } from '../business/qc.ts';

export const verificationCandidatesRequest = z.strictObject({
  parameterId: z.number().int().positive(),
  /** only QC samples of this kind ('routine': samples that are not QC); none: every result */
  qcType: z.enum([...QC_TYPES, 'routine']).optional(),
});
export type VerificationCandidatesRequest = z.infer<typeof verificationCandidatesRequest>;

export const verificationCandidate = z.strictObject({
  resultId: z.number().int(),
  analysisSheetId: z.number().int(),
  analysisNo: z.string(),
  sampleId: z.number().int(),
  sampleNo: z.string(),
  qcType: z.string().nullable(),
  /** the result's full value as stored (decimal text) */
  value: z.string(),
  unit: z.string(),
  analysedAt: z.string().nullable(),
  /** the analyst's name */
  analyst: z.string().nullable(),
});

/** newest first, up to 200 */
export const verificationCandidatesAnswer = z.strictObject({ items: z.array(verificationCandidate).max(200) });
export type VerificationCandidatesAnswer = z.infer<typeof verificationCandidatesAnswer>;
