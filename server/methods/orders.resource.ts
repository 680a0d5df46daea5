// An order's subcontracted items are checked where the order is written (./subcontract.ts), beside the business room's hooks.
import type { OrderPoint } from '../../schemas/business/orders.ts';
import { serverResource } from '../crud/hooks.ts';
import { checkSubcontracted } from './subcontract.ts';

export default serverResource('orders', {
  beforeCreate: [
    async (data, { tx, ctx }) => {
      if (Array.isArray(data.points)) await checkSubcontracted(tx, ctx.lang, data.points as OrderPoint[]);
      return data;
    },
  ],
  beforeUpdate: [
    async (data, { tx, ctx, before }) => {
      if (Array.isArray(data.points)) await checkSubcontracted(tx, ctx.lang, data.points as OrderPoint[], before?.createdAt);
      return data;
    },
  ],
});
