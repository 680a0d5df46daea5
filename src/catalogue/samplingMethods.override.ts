// samplingMethods: the list with Excel import and the full export (src/catalogue/lists.tsx).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default { list: lazyView(() => import('./lists.tsx'), 'SamplingList') } satisfies ResourceOverride;
