import { serverResource } from '../crud/hooks.ts';
import { noticeRules } from './notices/routes.ts';

export default serverResource('notices', {
  beforeCreate: [noticeRules.beforeCreate],
  beforeUpdate: [noticeRules.beforeUpdate],
});
