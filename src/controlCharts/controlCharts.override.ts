// control charts: the list with coloured phase and control-state chips, and the chart view as the record's page.
import type { ResourceOverride } from '../resources/overrides.ts';
import { ChartList } from './ChartList.tsx';
import { ChartPage } from './ChartPage.tsx';

export default { list: ChartList, show: ChartPage } satisfies ResourceOverride;
