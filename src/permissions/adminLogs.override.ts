// Administrator logs: chain check and before/after diff (src/permissions).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  list: lazyView(() => import('./AdminLogs.tsx'), 'AdminLogList'),
  show: lazyView(() => import('./AdminLogs.tsx'), 'AdminLogShow'),
} satisfies ResourceOverride;
