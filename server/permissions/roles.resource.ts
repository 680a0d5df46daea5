import { serverResource } from '../crud/hooks.ts';
import { roleRules } from './routes.ts';

export default serverResource('roles', {
  beforeCreate: [roleRules.beforeCreate],
  beforeUpdate: [roleRules.beforeUpdate],
  beforeDelete: [roleRules.beforeDelete],
});
