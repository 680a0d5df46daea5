// recipes: the forms with the parents as rows (a catalogue item or a parent recipe) and the page listing them by name
// (src/reagents/SolutionRecipeScreens.tsx); the list is the generated one.
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  show: lazyView(() => import('./SolutionRecipeScreens.tsx'), 'RecipeShow'),
  create: lazyView(() => import('./SolutionRecipeScreens.tsx'), 'RecipeCreate'),
  edit: lazyView(() => import('./SolutionRecipeScreens.tsx'), 'RecipeEdit'),
} satisfies ResourceOverride;
