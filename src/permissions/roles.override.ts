// Role groups: the menu-rule permission tree in the forms (src/permissions).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  create: lazyView(() => import('./RoleForms.tsx'), 'RoleCreate'),
  edit: lazyView(() => import('./RoleForms.tsx'), 'RoleEdit'),
} satisfies ResourceOverride;
