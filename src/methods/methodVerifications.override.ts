// method verifications: the list with verdict chips, the forms computing the detection-limit study live, the page
// with the three studies' entries and results (src/methods).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  list: lazyView(() => import('./VerificationList.tsx'), 'VerificationList'),
  show: lazyView(() => import('./VerificationShow.tsx'), 'VerificationShow'),
  create: lazyView(() => import('./VerificationForms.tsx'), 'VerificationCreate'),
  edit: lazyView(() => import('./VerificationForms.tsx'), 'VerificationEdit'),
} satisfies ResourceOverride;
