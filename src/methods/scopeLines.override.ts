// scope lines: the 能力附表 with the standard's number and title and coloured state chips (src/methods/ScopeList.tsx).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  list: lazyView(() => import('./ScopeList.tsx'), 'ScopeList'),
} satisfies ResourceOverride;
