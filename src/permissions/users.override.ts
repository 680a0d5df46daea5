// Accounts (caretakers and system users): department tree, import, reset password, enable/disable (src/permissions).
import type { ResourceOverride } from '../resources/overrides.ts';
import { UserList } from './UserList.tsx';

export default { list: UserList } satisfies ResourceOverride;
