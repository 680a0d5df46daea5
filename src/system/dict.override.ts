// Dictionaries: the show page lists the dict's items (dictItems with the same dictCode) under the dict.
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default { show: lazyView(() => import('./DictShow.tsx'), 'DictShow') } satisfies ResourceOverride;
