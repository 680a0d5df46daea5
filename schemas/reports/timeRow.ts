// GET lecture/time: one row per sample × parameter, sampled / received / analysed against the parameter's holding
// time. Declared once here: the server builds it (server/reports/reportData.ts timeRows), the lecture-time screen
// (src/reports/LectureScreens.tsx) reads it and the OpenAPI document describes it.
import { z } from 'zod';

const when = z.string().nullable();

export const timeRow = z.strictObject({
  sampleId: z.number().int(),
  sampleNo: z.string(),
  pointName: z.string().nullable(),
  qcType: z.string().nullable(),
  parameterId: z.number().int(),
  parameter: z.string(),
  sampledAt: when,
  receivedAt: when,
  analysedAt: when,
  /** the parameter's holding time as stored (a decimal: text on PostgreSQL, a number on SQLite) */
  holdingHours: z.union([z.number(), z.string()]),
  deadline: when,
  /** null: not yet known (no sampling time, or still running) */
  met: z.boolean().nullable(),
  state: z.enum(['met', 'exceeded', 'running', 'unknown']),
});

export type TimeRow = z.infer<typeof timeRow>;
