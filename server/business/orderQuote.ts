import type { ResourceHooks } from '../crud/hooks.ts';
import type { Tx } from '../db/index.ts';
import { quoteOf } from '../../schemas/business/orders.ts';
import { dailyNumber } from '../hooks/numbering.ts';

/** An order's number (WT…) and its price quote over the stored prices. */
export const orderNumberAndQuote = {
  async beforeCreate(data, { tx }) {
    return { ...data, orderNo: await dailyNumber(tx, 'WT'), quoteTotal: await quote(tx, data) };
  },
  async beforeUpdate(data, { tx, before }) {
    return 'points' in data || 'discount' in data ? { ...data, quoteTotal: await quote(tx, { ...before, ...data }) } : data;
  },
} satisfies ResourceHooks;

// stored points passed the order schema: every field is there
type Point = { days: number; timesPerDay: number; parameterIds: number[] };

/** Price quote: the order schema's `quoteOf` (what the wizard shows live) over the parameters' stored prices. */
async function quote(tx: Tx, order: Record<string, unknown>): Promise<string> {
  const points = (order.points as Point[] | undefined) ?? [];
  const ids = [...new Set(points.flatMap((p) => p.parameterIds ?? []))];
  const prices = new Map<number, string>();
  if (ids.length) {
    for (const p of await tx.selectFrom('parameters').select(['id', 'price']).where('id', 'in', ids).execute()) prices.set(p.id, String(p.price));
  }
  return quoteOf(points, (id) => prices.get(id), String(order.discount ?? '1')).total;
}
