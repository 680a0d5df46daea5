// proficiency-testing results: the list with verdict and state chips, the page with the signed corrective-action
// close (src/methods/PtScreens.tsx).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  list: lazyView(() => import('./PtScreens.tsx'), 'PtList'),
  show: lazyView(() => import('./PtScreens.tsx'), 'PtShow'),
} satisfies ResourceOverride;
