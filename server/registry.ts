// What an app composes from the server's folders: the resources' hooks and the feature route plugins, both collected
// by file name (scripts/registry.ts writes server/registry.gen.ts: `<resource>.resource.ts`, `feature.ts`).
import type { ServerResource } from './crud/hooks.ts';
import { referenceGuards } from './ops/references.ts';
import { serverResources } from './registry.gen.ts';

export { serverResources, features } from './registry.gen.ts';

/** Everything an app composes: the declared hooks, then the delete guards of records listed in lab records' JSON. */
export const appHooks = (): ServerResource[] => [...serverResources, ...referenceGuards()];
