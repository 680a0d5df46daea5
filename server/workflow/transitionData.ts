// What a workflow transition's `data` may carry, per resource and transition: the fields its beforeTransition hook
// reads (server/business/{orders,tasks}.ts, server/analysis/sheets.ts). One table serves the generic route's validation
// (server/crud/workflow.ts: a key a transition does not take, or a wrong value, is a 400 naming `data.<field>` before
// anything is written) and the OpenAPI document (the route's body). The step's reason is the body's own `reason`,
// handed to the hooks with the data, so no transition takes it in `data`.
import { z } from 'zod';
import { contractReview } from '../../schemas/business/orders.ts';
import { receiptList } from '../../schemas/business/tasks.ts';
import { id as recordId } from '../../schemas/core/fields.ts';
import { claimedResults, recordSchema } from '../analysis/recordBody.ts';
import { correctiveClose, limitsRequest } from '../../schemas/controlCharts/charts.ts';
import { ptCloseRequest } from '../../schemas/methods/authorisations.ts';
import { supersedeRequest } from '../../schemas/methods/standards.ts';
import { issueOverride } from '../../schemas/methods/gate.ts';

/**
 * One field: the schema documented for it, and the one the generic route checks it with. A field its hook validates
 * itself with better messages (the receipt rows named by sample number, the record's cells by row) is documented with
 * that schema and left to the hook here: the hook refuses a wrong value by field, in the same transaction, before any
 * write.
 */
type Field = { doc: z.ZodType; run: z.ZodType };
const checked = (s: z.ZodType): Field => ({ doc: s, run: s });
const byHook = (s: z.ZodType): Field => ({ doc: s, run: z.unknown().optional() });
/**
 * Each field of an object whose fields belong together (a certificate's value, U and k; a release's justification):
 * documented as declared, each checked for its type here, and checked whole by the hook, which names the field.
 */
const fieldsOf = (o: z.ZodObject): Record<string, Field> =>
  Object.fromEntries(Object.entries(o.shape).map(([k, s]) => [k, { doc: s as z.ZodType, run: (s as z.ZodType).optional() }]));

const table: Record<string, Record<string, Record<string, Field>>> = {
  orders: {
    // the contract review (合同评审), when not saved before with /admin/order/review
    accept: { review: checked(contractReview.optional()) },
  },
  tasks: {
    // 样品交接: every sample's condition, preservation check and temperature
    receive: { samples: byHook(receiptList) },
  },
  analysisSheets: {
    // a method neither verified nor in scope is issued only with a reason of a person with method:decide (server/methods/gate.ts)
    issue: { analystId: checked(recordId()), override: checked(issueOverride.optional()) },
    reassign: { analystId: checked(recordId()) },
    // the raw record (saved as the draft first) and the results the client shows, refused when they differ
    // the body of /admin/analysis/add_cgorder: the curve and QC inputs as the template engine reads them
    submit: {
      record: byHook(recordSchema.optional()),
      results: checked(claimedResults.optional()),
    },
  },
  // statistical QC (issue 31): a chart's limits from its points or a certificate; a corrective action's signed close
  controlCharts: { establish: fieldsOf(limitsRequest), reestablish: fieldsOf(limitsRequest) },
  correctiveActions: { close: fieldsOf(correctiveClose) },
  // staff authorisation (issue 32): an unsatisfactory proficiency-test result's signed corrective action
  ptResults: { close: fieldsOf(ptCloseRequest) },
  // the method capability (issue 32): the edition that replaces a standard
  methodStandards: { supersede: { supersededBy: checked(supersedeRequest.shape.supersededBy) } },
};

/** The `data` schema of one transition (a strict object, so an undeclared key is refused), or undefined if it takes none. */
export function transitionData(resource: string, name: string, side: 'doc' | 'run'): z.ZodObject | undefined {
  const fields = table[resource]?.[name];
  if (!fields) return undefined;
  return z.strictObject(Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f[side]])));
}

/** The transitions of a resource that take data, by name. */
export function transitionsWithData(resource: string): string[] {
  return Object.keys(table[resource] ?? {});
}
