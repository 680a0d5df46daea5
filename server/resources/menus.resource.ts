import { serverResource } from '../crud/hooks.ts';
import { menuRules } from '../system/permissions.ts';

export default serverResource('menus', {
  beforeCreate: [menuRules.beforeCreate],
  beforeUpdate: [menuRules.beforeUpdate],
  beforeDelete: [menuRules.beforeDelete],
});
