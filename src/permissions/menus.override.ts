// Menu rules as a tree (src/permissions).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default { list: lazyView(() => import('./MenuTreeList.tsx'), 'MenuTreeList') } satisfies ResourceOverride;
