// Role groups: the menu-rule permission tree in the forms (src/pages/permissions).
import type { ResourceOverride } from '../overrides.ts';
import { RoleCreate, RoleEdit } from '../../pages/permissions/RoleForms.tsx';

export default { create: RoleCreate, edit: RoleEdit } satisfies ResourceOverride;
