// Per-resource overrides (react-admin demo style): a folder per resource with a tiny index.ts manifest that
// replaces only the views that need it, e.g. src/resources/dict/index.ts. Everything else stays generated.
import type { ComponentType } from 'react';

export interface ResourceOverride {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
}

const modules = import.meta.glob<{ default: ResourceOverride }>('./*/index.ts', { eager: true });

/** schema resource name → its overrides */
export const overrides: Record<string, ResourceOverride> = Object.fromEntries(Object.entries(modules).map(([path, m]) => [path.split('/')[1], m.default]));
