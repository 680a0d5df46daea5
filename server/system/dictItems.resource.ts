import { serverResource } from '../crud/hooks.ts';
import { dictItemRules } from './dicts.ts';

export default serverResource('dictItems', {
  beforeCreate: [dictItemRules.beforeCreate],
  beforeUpdate: [dictItemRules.beforeUpdate],
});
