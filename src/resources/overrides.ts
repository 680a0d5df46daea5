// Per-resource overrides (react-admin demo style): a tiny `<resource>.override.ts` manifest in its capability's
// folder that replaces only the views that need it (dict.override.ts: the dictionary's page with its items). Everything
// else stays generated.
import type { ComponentType } from 'react';

export interface ResourceOverride {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
}

// every `<resource>.override.ts` under src/, wherever its capability's folder is
const modules = import.meta.glob<{ default: ResourceOverride }>('../**/*.override.ts', { eager: true });

/** schema resource name → its overrides */
export const overrides: Record<string, ResourceOverride> = Object.fromEntries(
  Object.entries(modules).map(([path, m]) => [
    path
      .split('/')
      .pop()!
      .replace(/\.override\.ts$/, ''),
    m.default,
  ]),
);
