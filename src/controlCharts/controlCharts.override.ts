// control charts: the list with coloured phase and control-state chips, and the chart view as the record's page.
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

/** the chart page: the list preloads it, so a row's click draws without waiting for React.lazy (ChartList.tsx) */
export const chartPage = lazyView(() => import('./ChartPage.tsx'), 'ChartPage');

export default {
  list: lazyView(() => import('./ChartList.tsx'), 'ChartList'),
  show: chartPage,
} satisfies ResourceOverride;
