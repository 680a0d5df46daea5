// limitStandards: create and edit read a limit table from Excel into the edition's rows (src/standards/LimitStandardForms.tsx).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  create: lazyView(() => import('./LimitStandardForms.tsx'), 'LimitStandardCreate'),
  edit: lazyView(() => import('./LimitStandardForms.tsx'), 'LimitStandardEdit'),
} satisfies ResourceOverride;
