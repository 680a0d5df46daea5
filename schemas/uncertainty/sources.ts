// What the lab's own QC data offers a top-down estimate (issue 33 item 1, ISO 11352 / Nordtest TR 537): the test
// item's control charts with the relative standard deviation each gives for u(Rw), and its proficiency-testing results
// with their relative bias for u(bias). A source that cannot serve says why (`usable: false`, `reason` in the reader's
// language) rather than offering a guessed figure. Declared here so the OpenAPI answer is exact.
import { z } from 'zod';

export const topDownSourcesQuery = z.object({ parameterId: z.string().regex(/^\d+$/) });

export const topDownSources = z.strictObject({
  charts: z.array(
    z.strictObject({
      controlChartId: z.number().int(),
      label: z.string(),
      kind: z.string(),
      unit: z.string().nullable(),
      centre: z.string().nullable(),
      sd: z.string().nullable(),
      /** the points the limits in force were established from (null: limits from a certificate or none yet) */
      n: z.number().int().nullable(),
      /** the relative standard deviation as a fraction, as a record's topDown.charts[].s takes it (full value) */
      s: z.string().nullable(),
      usable: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
  pt: z.array(
    z.strictObject({
      ptResultId: z.number().int(),
      label: z.string(),
      result: z.string(),
      assignedValue: z.string(),
      /** (x − X) / X as a fraction (full value) */
      bias: z.string().nullable(),
      /** the assigned value's relative standard uncertainty: not recorded with a PT result, so null and the reason says so */
      uCref: z.string().nullable(),
      usable: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
});
export type TopDownSources = z.output<typeof topDownSources>;
