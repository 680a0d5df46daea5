// staff authorisations: the list with state chips (src/methods).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  list: lazyView(() => import('./AuthorisationList.tsx'), 'AuthorisationList'),
} satisfies ResourceOverride;
