// Role groups: the menu-rule permission tree in the forms (src/permissions).
import type { ResourceOverride } from '../resources/overrides.ts';
import { RoleCreate, RoleEdit } from './RoleForms.tsx';

export default { create: RoleCreate, edit: RoleEdit } satisfies ResourceOverride;
