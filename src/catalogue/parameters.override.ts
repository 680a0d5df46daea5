// parameters: the list with Excel import and the full export (src/catalogue/lists.tsx); create and edit pick the
// raw-record template from the registry.
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  list: lazyView(() => import('./lists.tsx'), 'DetectList'),
  create: lazyView(() => import('./ParameterForms.tsx'), 'ParameterCreate'),
  edit: lazyView(() => import('./ParameterForms.tsx'), 'ParameterEdit'),
} satisfies ResourceOverride;
