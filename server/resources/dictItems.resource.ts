import { serverResource } from '../crud/hooks.ts';
import { dictItemRules } from '../system/dicts.ts';

export default serverResource('dictItems', {
  beforeCreate: [dictItemRules.beforeCreate],
  beforeUpdate: [dictItemRules.beforeUpdate],
});
