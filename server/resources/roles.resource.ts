import { serverResource } from '../crud/hooks.ts';
import { roleRules } from '../system/permissions.ts';

export default serverResource('roles', {
  beforeCreate: [roleRules.beforeCreate],
  beforeUpdate: [roleRules.beforeUpdate],
  beforeDelete: [roleRules.beforeDelete],
});
