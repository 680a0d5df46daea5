// method standards: the page with the method's verification history and its scope lines (src/methods).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  show: lazyView(() => import('./MethodStandardShow.tsx'), 'MethodStandardShow'),
} satisfies ResourceOverride;
