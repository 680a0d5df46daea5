// The QC behind an analysis sheet's results, as the checker, reviewer and signatory see it (show_cgorder `qcVerdicts`,
// built by server/business/qcDecisions.ts, shown by src/business/QcScreens.tsx QcVerdictsPanel): each QC sheet
// covering the sheet's parameters, its verdicts on them and its nonconformity. Declared once; both sides read z.infer.
import { z } from 'zod';

export const qcVerdicts = z.strictObject({
  id: z.number().int(),
  qcNo: z.string(),
  status: z.string(),
  nonConformance: z.string().nullable(),
  evaluations: z.array(
    z.strictObject({
      type: z.string(),
      sampleNo: z.string().nullable(),
      parameter: z.string(),
      value: z.string().nullable(),
      limit: z.string(),
      pass: z.boolean().nullable(),
      statistic: z.string().nullable(),
    }),
  ),
});

export type QcVerdicts = z.infer<typeof qcVerdicts>;
