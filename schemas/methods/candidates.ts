// Who may take a role for some test items (issue 32 item 3): the screens' picker of an analyst, checker, reviewer or
// signatory, each active person with whether their authorisation covers every item and, if not, why (person, role,
// test item, method, reason), so that a screen offers only those authorised and says why the others are not.
import { z } from 'zod';
import { AUTHORISED_ROLES } from './authorisations.ts';

export const candidatesQuery = z.strictObject({
  /** the test items, as "1,2": record ids, so at most 9 digits each (within the id column's range) */
  parameterIds: z
    .string()
    .max(5000)
    .regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/, { error: 'validation.invalid' }),
  role: z.enum(AUTHORISED_ROLES),
});
export type CandidatesQuery = z.infer<typeof candidatesQuery>;

export const candidate = z.strictObject({
  userId: z.number().int(),
  employeeId: z.number().int(),
  name: z.string(),
  authorised: z.boolean(),
  /** why not, in the reader's language; null when authorised */
  reason: z.string().nullable(),
});
export const candidates = z.array(candidate);
export type Candidate = z.infer<typeof candidate>;
