// prepared solutions: the forms with the parents' pickers and the recipe, the page with the computation and its
// contributions chart, the list marking a past expiry (src/reagents/Solution*.tsx).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  list: lazyView(() => import('./SolutionList.tsx'), 'SolutionList'),
  show: lazyView(() => import('./SolutionShow.tsx'), 'SolutionShow'),
  create: lazyView(() => import('./SolutionForms.tsx'), 'SolutionCreate'),
  edit: lazyView(() => import('./SolutionForms.tsx'), 'SolutionEdit'),
} satisfies ResourceOverride;
