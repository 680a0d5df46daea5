import { serverResource, type ResourceHooks } from '../crud/hooks.ts';
import { hashPassword } from '../auth/passwords.ts';
import { badRequest } from '../http/errors.ts';
import { accountRules } from './users/hooks.ts';

/** A password given in a create or update is stored only as its argon2 hash. */
export const passwordHash = {
  async beforeCreate(data, { action }) {
    const { password, ...rest } = data;
    // an imported account may come without a password: it cannot log in until one is set for it
    if (!password && action === 'import') return { ...rest, passwordHash: null };
    if (!password) throw badRequest('error.validation', { fields: 'password' }, [{ field: 'password', message: 'required' }]);
    return { ...rest, passwordHash: await hashPassword(String(password)) };
  },
  async beforeUpdate(data) {
    const { password, ...rest } = data;
    return password ? { ...rest, passwordHash: await hashPassword(String(password)) } : rest;
  },
} satisfies ResourceHooks;

// account rules see the password in clear (a new one ends the sessions); the hashing comes last
export default serverResource('users', {
  beforeCreate: [accountRules.beforeCreate, passwordHash.beforeCreate],
  beforeUpdate: [accountRules.beforeUpdate, passwordHash.beforeUpdate],
  beforeDelete: [accountRules.beforeDelete],
});
