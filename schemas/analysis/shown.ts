// GET/POST analysis/show_cgorder: an analysis sheet with its raw record (latest version) and what the screens show
// around it — who holds it, its template, parameters and samples, versions, trail, the QC gate and verdicts — beside
// the sheet, the record and the signatures (records, described by their resources). Declared once here: the server
// builds it (server/analysis/records.ts), the screens read it (src/analysis) and the OpenAPI document describes it.
import { z } from 'zod';
import type { RecordOf } from '../core/resource.ts';
import type { analysisSheets } from './sheets.ts';
import type { rawRecords } from './records.ts';
import type { signatures } from '../reports/reports.ts';
import { keptInput } from '../templates/recordShapes.ts';
import { recordEvaluation } from '../templates/evaluationSchema.ts';
import { templateShape } from '../templates/templateShape.ts';
import { trailStep } from '../workflows/trail.ts';
import { qcVerdicts } from '../business/qcVerdicts.ts';

const who = z.string().nullable();
const id = z.number().int();

export const shownParameter = z.strictObject({
  id,
  code: z.string().nullable(),
  name: z.string(),
  unit: z.string().nullable(),
  mdl: z.string(),
  /** whose detection limit `mdl` is: the lab's approved method verification's, or the standard method's (issue 32) */
  mdlSource: z.enum(['verified', 'standard']).optional(),
  decimals: z.number().int().nullable(),
  /** the template's name of the parameter, where the template has it */
  templateCode: z.string().optional(),
});

export const shownSample = z.strictObject({
  id,
  sampleNo: z.string(),
  pointName: z.string().nullable(),
  qcType: z.string().nullable(),
  parameterIds: z.array(id),
  sampledAt: z.string().nullable(),
});

/** The answer apart from its records. */
export const sheetShownParts = z.strictObject({
  people: z.strictObject({ analyst: who, checker: who, reviewer: who, assignedBy: who }),
  input: keptInput.nullable(),
  evaluation: recordEvaluation.nullable(),
  /** a generic template (built from the LIMS parameters) whole, else its name (the client has the rest) */
  template: z.union([templateShape.pick({ id: true, name: true, method: true, version: true }), templateShape]),
  genericTemplate: z.boolean(),
  parameters: z.array(shownParameter),
  samples: z.array(shownSample),
  versions: z.array(z.strictObject({ id, recordVersion: z.number().int(), draft: z.union([z.boolean(), z.number().int()]), updatedAt: z.string().nullable() })),
  trail: z.array(trailStep).describe("Every step of the sheet's workflow, returns and their reasons included"),
  qcGate: z
    .array(z.strictObject({ id, qcNo: z.string(), status: z.string(), reason: z.enum(['unevaluated', 'failed']) }))
    .describe('The QC sheets that keep review and lock away'),
  held: z
    .array(z.strictObject({ actionNo: z.string(), chartNo: z.string(), chartName: z.string() }))
    .describe('Open corrective actions of out-of-control runs that hold the check, review and lock (issue 31)'),
  qcVerdicts: z.array(qcVerdicts),
  oxygenRefs: z
    .array(z.strictObject({ sampleNo: z.string(), value: z.string(), standardNo: z.string(), classLabel: z.string(), classLabelEn: z.string().optional() }))
    .describe("Stack gas: per sample, the reference O₂ its point's standard gives (the record shows it read-only; issue 30)"),
});

export type SheetShownParts = z.infer<typeof sheetShownParts>;
export type SheetShown = SheetShownParts & {
  sheet: RecordOf<typeof analysisSheets>;
  record: RecordOf<typeof rawRecords> | null;
  signatures: Array<RecordOf<typeof signatures>>;
};
