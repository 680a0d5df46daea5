import { serverResource } from '../crud/hooks.ts';
import { menuRules } from './routes.ts';

export default serverResource('menus', {
  beforeCreate: [menuRules.beforeCreate],
  beforeUpdate: [menuRules.beforeUpdate],
  beforeDelete: [menuRules.beforeDelete],
});
