// Per-resource overrides (react-admin demo style): a tiny `<resource>.override.ts` manifest in its capability's
// folder that replaces only the views that need it (dict.override.ts: the dictionary's page with its items). Everything
// else stays generated. A view is named lazily (`lazyView(() => import('./EquipmentList.tsx'), 'EquipmentList')`, src/resources/lazyPreload.tsx): the
// manifests are read eagerly to know which views are replaced, and the screens load with the first visit, like every
// page's screen (src/routes/pages.ts imports the same modules lazily: one chunk each, none in the main bundle).
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
