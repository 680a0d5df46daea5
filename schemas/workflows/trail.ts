// One workflow step of a record as its trail shows it (server/workflow/trail.ts trailOf builds it from the audit log,
// src/resources/Trail.tsx shows it): who took it, when, the reason given, and whether it was signed. Declared once.
import { z } from 'zod';

export const trailStep = z.strictObject({
  step: z.string(),
  userId: z.number().int().nullable(),
  name: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
  signed: z.boolean(),
});

export type TrailStep = z.infer<typeof trailStep>;
