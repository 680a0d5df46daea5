// The method-not-verified gate of an analysis sheet's issue step (issue 32 item 4): the reason a person who may decide
// on methods (method:decide) gives to issue a sheet whose method is neither verified nor in scope
// (server/methods/gate.ts), and what the assign screen reads before anyone clicks.
import { z } from 'zod';

export const issueOverride = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .describe(
    'Why the sheet is issued although a test item’s method is neither verified (HJ 168) nor in the scope: only a person with method:decide may give it; it is audited with the items',
  );

/** GET /admin/methods/sheet-gate: the sheet's test items whose method × matrix is neither verified nor in scope. */
export const sheetGate = z.strictObject({
  items: z.array(z.strictObject({ parameterId: z.number().int(), name: z.string() })),
});
export type SheetGate = z.infer<typeof sheetGate>;
