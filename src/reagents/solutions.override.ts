// prepared solutions: the forms with the parents' pickers and the recipe, the page with the computation and its
// contributions chart (src/reagents/Solution*.tsx); the list is the generated one.
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  show: lazyView(() => import('./SolutionShow.tsx'), 'SolutionShow'),
  create: lazyView(() => import('./SolutionForms.tsx'), 'SolutionCreate'),
  edit: lazyView(() => import('./SolutionForms.tsx'), 'SolutionEdit'),
} satisfies ResourceOverride;
