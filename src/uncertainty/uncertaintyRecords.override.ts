// uncertainty records: the forms with the budget or the QC data and the live result, the page with the arithmetic and
// the contributions chart (src/uncertainty); the list is the generated one.
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  show: lazyView(() => import('./UncertaintyShow.tsx'), 'UncertaintyShow'),
  create: lazyView(() => import('./UncertaintyForms.tsx'), 'UncertaintyCreate'),
  edit: lazyView(() => import('./UncertaintyForms.tsx'), 'UncertaintyEdit'),
} satisfies ResourceOverride;
