// corrective actions: the list with status chips, and the page with the rules broken, the held sheets, the chart and
// the signed close (its data asked through the StepDialog).
import type { ResourceOverride } from '../resources/overrides.ts';
import { ActionList } from './ActionList.tsx';
import { ActionShow } from './ActionShow.tsx';

export default { list: ActionList, show: ActionShow } satisfies ResourceOverride;
