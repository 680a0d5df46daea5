// One printed result row of a test report: what server/reports/reportData.ts builds, the PDF (server/reports/pdf.ts)
// prints, the preview answers (schemas/reports/document.ts, checked by every API test) and the report screen
// (src/reports/ReportRows.tsx) shows. Declared once here; every side reads its type with z.infer.
import { z } from 'zod';
import { scopeState } from '../methods/scopeState.ts';

export const reportRow = z.strictObject({
  parameterId: z.number().int().optional().describe('Not printed: lets a screen edit the limit of the parameter'),
  sampleNo: z.string().describe('The bottle the result was analysed from'),
  point: z.string(),
  fieldSample: z
    .number()
    .int()
    .optional()
    .describe('The field sample (one sampling of the point: task, point, sampling time) the bottle belongs to; rows sharing it print as one group'),
  sampledAt: z.string().optional().describe('When the field sample was taken (ISO 8601)'),
  parameter: z.string(),
  method: z.string(),
  unit: z.string(),
  mdl: z.string(),
  result: z.string().describe('GB/T 8170-rounded, or the below-MDL notation ("0.025L", "ND", "<0.025")'),
  limit: z.string().optional(),
  judgement: z.string().optional().describe('The verdict in words (zh-CN, printed)'),
  verdict: z
    .enum(['conform', 'notConform', 'undetermined', 'inconclusive'])
    .optional()
    .describe('The verdict as a code, for screens; inconclusive = 无法判定 under guarded acceptance (the interval result ± U crosses the limit)'),
  uncertainty: z
    .strictObject({ value: z.string(), U: z.string(), text: z.string(), textEn: z.string().optional() })
    .optional()
    .describe(
      "The expanded uncertainty as printed (CNAS-CL01-G003): the result aligned to U, U, and the line with k and the coverage probability (text: the report's Chinese; textEn: the same in English, for an English reader's screen)",
    ),
  noUncertainty: z.boolean().optional().describe('Guarded acceptance without an approved uncertainty record covering the result: not judged'),
  corrected: z.string().optional().describe('Stack gas: the result corrected to the reference oxygen content (折算浓度)'),
  oxygenRef: z.string().optional().describe("Stack gas: the standard's reference O₂ content (%) the result is corrected to (基准氧含量)"),
  oxygenMeasured: z.string().optional().describe('Stack gas: the O₂ content (%) measured at sampling (实测含氧量)'),
  multiple: z.string().optional().describe('How many times the limit is exceeded (超标倍数)'),
  covered: z.boolean().optional().describe("false: the point's standard does not cover the parameter (not judged)"),
  conditions: z
    .array(z.string())
    .optional()
    .describe("With covered false: the conditions the standard's class gives the parameter's limits under; the point chose none (not judged)"),
  convertedFrom: z.string().optional().describe("The method's unit the row was converted from into the limit's unit (result and MDL moved exactly)"),
  nonConformance: z.string().optional().describe('Released under a QC nonconformity by a signed decision: "QC No：justification" (printed ※)'),
  qcOpen: z.array(z.string()).optional().describe('QC sheets with an open nonconformity over this result: the report cannot be submitted or issued'),
  scope: scopeState.optional().describe('The item against the accredited scope (issue 32): in scope, outside scope or subcontracted'),
  sources: z
    .array(z.strictObject({ sha256: z.string(), fileName: z.string(), line: z.number().int() }))
    .optional()
    .describe('The instrument files and lines the result was read from'),
});

export type ReportRow = z.infer<typeof reportRow>;
