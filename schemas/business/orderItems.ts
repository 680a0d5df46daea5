// The answer of order/items (server/business/orderItems.ts): an order's client and items as people read them, which the
// order detail screen shows and the quotation PDF prints. Declared here so that both sides type it from one schema.
import { z } from 'zod';
import { scopeState } from '../methods/scopeState.ts';

const item = z.object({
  parameterId: z.number(),
  name: z.string(),
  methodNo: z.string(),
  methodTitle: z.string().optional(),
  unitPrice: z.string(),
  count: z.number(),
  subtotal: z.string(),
  /** the contract review's answer for the item (issue 32): in scope, outside scope or subcontracted, today */
  scope: scopeState,
});
const point = z.object({
  name: z.string(),
  matrix: z.string(),
  days: z.number(),
  timesPerDay: z.number(),
  samples: z.number(),
  standard: z.string().optional(),
  standardClass: z.string().optional(),
  /** the condition chosen within the class, or the class's general limits when none is */
  condition: z.string().optional(),
  items: z.array(item),
});
/** The answer of order/items (documented in the OpenAPI document from this schema). */
export const orderItemsAnswer = z.object({
  orderNo: z.string(),
  labName: z.string(),
  client: z.object({
    name: z.string(),
    creditCode: z.string().optional(),
    address: z.string().optional(),
    contact: z.string().optional(),
    phone: z.string().optional(),
  }),
  projectName: z.string(),
  points: z.array(point),
  gross: z.string(),
  discount: z.string(),
  total: z.string(),
});
export type OrderItems = z.output<typeof orderItemsAnswer>;
