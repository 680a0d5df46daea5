// Accounts (caretakers and system users): department tree, import, reset password, enable/disable (src/pages/permissions).
import type { ResourceOverride } from '../resources/overrides.ts';
import { UserList } from './UserList.tsx';

export default { list: UserList } satisfies ResourceOverride;
