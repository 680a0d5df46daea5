// What the dashboard's reagent alerts answer (issue 34 item 5, GET /admin/reagents/alerts): what expires within the
// lab's window of N days and what runs below its minimum stock. Declared once: the server's answer, its OpenAPI
// document and the dashboard's card all read this shape.
import { z } from 'zod';

const id = z.number().int().positive();

/** One line: a lot, an opened container or an approved prepared solution expiring within the window (or expired). */
export const expiringItem = z.strictObject({
  kind: z.enum(['lot', 'container', 'solution']),
  id,
  /** the lot no., container no. or solution no.; `name` is the material's or the solution's */
  no: z.string(),
  /** the lot whose page shows it (a lot, a container); a solution has its own */
  lotId: id.nullable(),
  name: z.string(),
  expiresOn: z.string(),
  expired: z.boolean(),
});
export type ExpiringItem = z.output<typeof expiringItem>;

/** A catalogue item with fewer containers in store (unopened or opened, of accepted lots) than its minimum. */
export const lowStockItem = z.strictObject({ id, code: z.string(), name: z.string(), minStock: z.number().int(), inStock: z.number().int() });
export type LowStockItem = z.output<typeof lowStockItem>;

export const reagentAlertsAnswer = z.strictObject({
  today: z.string(),
  days: z.number().int(),
  expiring: z.array(expiringItem),
  lowStock: z.array(lowStockItem),
});
export type ReagentAlerts = z.output<typeof reagentAlertsAnswer>;
