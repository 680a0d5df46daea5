// What the server writes into a QC sheet's `evaluation` (a json column only the server writes): the plan's figures
// against the rule (server/business/qc.ts planCheck), the verdict per QC item × parameter (evaluateSheet), what was
// missing, the signed nonconformity decisions (qcDecisions.ts decide) and the note of a reopening (reopenCovering).
// Declared once here: the server builds it, the QC screen (src/business/QcScreens.tsx) reads it and the OpenAPI
// document describes it (server/openapi/jsonFields.ts), all by z.infer / the same schema.
import { z } from 'zod';
import { QC_TYPES, qcItem } from './qc.ts';

const rates = z.strictObject({ duplicates: z.number().int(), labBlanks: z.number().int(), spikesOrCrms: z.number().int() });

/** The planned QC rates against lims-practice §3.3 (planCheck): warnings are message keys (wf.qc.warning.*). */
export const qcPlanFigures = z.strictObject({
  routine: z.number().int(),
  batches: z.number().int(),
  required: rates,
  planned: rates,
  warnings: z.array(z.string()),
});

/** GET qc/plan_check: the figures of the default plan, and that plan. */
export const qcPlanAnswer = qcPlanFigures.extend({ proposal: z.array(qcItem) });

/** One verdict of evaluateSheet: a QC item × parameter, judged from the full values with the limit it used. */
export const qcEvaluationRow = z.strictObject({
  /** the item's position in the sheet's items */
  index: z.number().int(),
  type: z.enum(QC_TYPES),
  sampleNo: z.string().optional(),
  parameterId: z.number().int(),
  /** the parameter's (Chinese) name as evaluated */
  parameter: z.string(),
  value: z.string().optional(),
  limit: z.string(),
  /** null: not judged */
  pass: z.boolean().nullable(),
  statistic: z.string().optional(),
  /** a spike's amount, a CRM's lot */
  basis: z.string().optional(),
});

/** A signed decision on a failed QC sheet's nonconformity (who, why, when, over which failed verdicts). */
export const qcDecision = z.strictObject({
  decision: z.enum(['release', 'reanalyse']),
  reason: z.string(),
  by: z.string(),
  at: z.string(),
  failed: z.array(z.string()),
});

/** A judged QC sheet sent back to be evaluated again because a covered analysis sheet's results changed. */
export const qcReopened = z.strictObject({
  analysisSheetId: z.number().int(),
  analysisNo: z.string(),
  /** the verdict the reopening voided */
  verdict: z.string(),
  at: z.string(),
});

/** The stored `qcSheets.evaluation`. */
export const qcSheetEvaluation = z.strictObject({
  plan: qcPlanFigures.optional(),
  evaluations: z.array(qcEvaluationRow).optional(),
  /** QC results not yet there (sample no./parameter) */
  missing: z.array(z.string()).optional(),
  /** spikes and CRMs planned without their value for a parameter */
  unset: z.array(z.string()).optional(),
  nonConformances: z.array(qcDecision).optional(),
  reopened: qcReopened.optional(),
});

/**
 * A QC sheet's stored evaluation (none yet: empty). The column is json only the server writes, always in this shape
 * (built as QcSheetEvaluation), so its value is read as that type here, the one place that says so.
 */
export function evaluationOf(sheet: { evaluation?: unknown }): QcSheetEvaluation {
  return (sheet.evaluation ?? {}) as QcSheetEvaluation;
}

/** GET qc/readiness: why the sheet cannot be evaluated now, in the user's language; null when it can. */
export const qcReadiness = z.strictObject({ why: z.string().nullable() });

export type QcPlanFigures = z.infer<typeof qcPlanFigures>;
export type QcPlanAnswer = z.infer<typeof qcPlanAnswer>;
export type QcEvaluationRow = z.infer<typeof qcEvaluationRow>;
export type QcDecision = z.infer<typeof qcDecision>;
export type QcSheetEvaluation = z.infer<typeof qcSheetEvaluation>;
export type QcReadiness = z.infer<typeof qcReadiness>;
