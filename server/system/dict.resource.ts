import { serverResource } from '../crud/hooks.ts';
import { dictRules } from './dicts.ts';

export default serverResource('dict', {
  beforeUpdate: [dictRules.beforeUpdate],
  beforeDelete: [dictRules.beforeDelete],
});
