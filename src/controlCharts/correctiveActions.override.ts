// corrective actions: the list with status chips, and the page with the rules broken, the held sheets, the chart and
// the signed close (its data asked through the StepDialog).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  list: lazyView(() => import('./ActionList.tsx'), 'ActionList'),
  show: lazyView(() => import('./ActionShow.tsx'), 'ActionShow'),
} satisfies ResourceOverride;
