// A workflow route's request parts: a record's id, a step's version, reason and signature password, a list of ids
// (the server's workflow routes validate with them; the client's calls are typed by them).
import { z } from 'zod';

/** A record id: a JSON number in JSON bodies, its digits in a form or a query string (schemas/core/wire fromText). */
export const idField = z.number({ error: 'validation.int' }).int().positive().max(2147483647);

export const stepFields = {
  version: z.number({ error: 'validation.int' }).int().min(1).optional(),
  reason: z.string().trim().max(1000).optional(),
  password: z.string().max(128).optional(),
};

/** A step of a record's workflow: which record, at which version, with the reason and signature it asks for. */
export const stepBody = z.object({ id: idField, ...stepFields });
export type StepBody = z.input<typeof stepBody>;

/** A list of ids: a JSON array of numbers, or the documented text form "1,2" */
export const idList = z.union([
  z.array(idField).min(1).max(500),
  z
    .string()
    .max(5000)
    .regex(/^\d+(,\d+)*$/, { error: 'validation.invalid' }),
]);
