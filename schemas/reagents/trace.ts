// What the traceability routes answer (issue 34 item 4), both ways along the chain certificate → lot → solutions →
// raw record version → result → report: backwards from a result (GET /admin/reagents/trace/result/{id}) and forwards
// from a lot (GET /admin/reagents/trace/lot/{id}, the recall view). The chain is answered flat (solutions and lots by
// id, each solution naming its parents): a screen draws the tree, and the OpenAPI document stays exact (no recursion).
import { z } from 'zod';
import { SOLUTION_USES } from './uses.ts';

const id = z.number().int().positive();
const day = z.string().nullable();

/** A lot with its catalogue item and certificate: where the chain ends (a CRM's certified value, U and k). */
export const traceLot = z.strictObject({
  id,
  lotNo: z.string(),
  status: z.string(),
  expiresOn: day,
  certificateNo: z.string().nullable(),
  /** the certificate's file (a link to download) */
  certificateFile: z.string().nullable(),
  certifiedValue: z.string().nullable(),
  certifiedU: z.string().nullable(),
  certifiedK: z.string().nullable(),
  certifiedUnit: z.string().nullable(),
  purity: z.string().nullable(),
  material: z.strictObject({
    id,
    code: z.string(),
    name: z.string(),
    kind: z.string(),
    referenceNo: z.string().nullable(),
    producer: z.string().nullable(),
  }),
});
export type TraceLot = z.output<typeof traceLot>;

/** A prepared solution and what it was made from (each parent a lot or another solution of the same answer). */
export const traceSolution = z.strictObject({
  id,
  solutionNo: z.string(),
  name: z.string(),
  level: z.string(),
  status: z.string(),
  concentration: z.string().nullable(),
  u: z.string().nullable(),
  unit: z.string(),
  preparedOn: day,
  expiresOn: day,
  preparedBy: z.string().nullable(),
  parents: z.array(z.strictObject({ lotId: id.nullable(), solutionId: id.nullable(), amount: z.string(), amountUnit: z.string() })),
});
export type TraceSolution = z.output<typeof traceSolution>;

export const traceUse = z.strictObject({ use: z.enum(SOLUTION_USES), solutionId: id });

export const traceSheet = z.strictObject({ id, analysisNo: z.string(), status: z.string() });
export const traceRecord = z.strictObject({
  id,
  analysisSheetId: id,
  recordVersion: z.number().int(),
  draft: z.boolean(),
  uses: z.array(traceUse),
});
export const traceResult = z.strictObject({
  id,
  analysisSheetId: id.nullable(),
  sampleNo: z.string(),
  parameter: z.string(),
  display: z.string().nullable(),
  unit: z.string().nullable(),
  status: z.string(),
  analysedAt: z.string().nullable(),
});
export const traceReport = z.strictObject({ id, reportNo: z.string().nullable(), title: z.string(), status: z.string(), issuedAt: z.string().nullable() });

/** Backwards: a result, its sheet, the raw record version it came from, the solutions it used and their chain to the lots. */
export const resultTrace = z.strictObject({
  result: traceResult,
  sheet: traceSheet.nullable(),
  record: traceRecord.nullable(),
  solutions: z.array(traceSolution),
  lots: z.array(traceLot),
});
export type ResultTrace = z.output<typeof resultTrace>;

/** Forwards (the recall view): every solution made from the lot, transitively, and what used them. */
export const lotTrace = z.strictObject({
  lot: traceLot,
  solutions: z.array(traceSolution),
  records: z.array(traceRecord),
  sheets: z.array(traceSheet),
  results: z.array(traceResult),
  reports: z.array(traceReport),
});
export type LotTrace = z.output<typeof lotTrace>;
