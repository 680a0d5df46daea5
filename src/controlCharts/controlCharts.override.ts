// control charts: the list with coloured phase and control-state chips, and the chart view as the record's page.
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  list: lazyView(() => import('./ChartList.tsx'), 'ChartList'),
  show: lazyView(() => import('./ChartPage.tsx'), 'ChartPage'),
} satisfies ResourceOverride;
