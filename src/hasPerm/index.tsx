// The hasPerm directive as a component and a hook: an empty value throws 'need perms'; without the
// perm nothing is rendered. Buttons check perms (ROOT passes); type 'role' checks roles.
import type { ReactNode } from 'react';
import { usePermissions } from 'ra-core';
import { hasAuth } from '../authProvider/access.ts';

export type PermValue = string | readonly string[];

function assertValue(value: PermValue | undefined | null): asserts value is PermValue {
  if (!value || (Array.isArray(value) && value.length === 0) || (typeof value === 'string' && !value.trim())) {
    throw new Error('need perms');
  }
}

export function useHasPerm(value: PermValue, type: 'button' | 'role' = 'button'): boolean {
  assertValue(value);
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  return hasAuth(permissions, value, type);
}

export function HasPerm({ value, type = 'button', children }: { value: PermValue; type?: 'button' | 'role'; children: ReactNode }) {
  return useHasPerm(value, type) ? <>{children}</> : null;
}
