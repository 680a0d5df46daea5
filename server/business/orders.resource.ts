import { serverResource } from '../crud/hooks.ts';
import { orderNumberAndQuote } from './orderQuote.ts';
import { orderHooks } from './orders.ts';

export default serverResource('orders', {
  beforeCreate: [orderNumberAndQuote.beforeCreate, orderHooks.beforeCreate],
  beforeUpdate: [orderNumberAndQuote.beforeUpdate, orderHooks.beforeUpdate],
  beforeDelete: [orderHooks.beforeDelete],
  beforeTransition: [orderHooks.beforeTransition],
});
