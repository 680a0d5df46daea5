import { serverResource } from '../crud/hooks.ts';
import { accountRules } from './users/hooks.ts';
import { passwordHash } from '../hooks/index.ts';

// account rules see the password in clear (a new one ends the sessions); the hashing comes last
export default serverResource('users', {
  beforeCreate: [accountRules.beforeCreate, passwordHash.beforeCreate],
  beforeUpdate: [accountRules.beforeUpdate, passwordHash.beforeUpdate],
  beforeDelete: [accountRules.beforeDelete],
});
