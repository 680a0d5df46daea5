// Accounts (caretakers and system users): department tree, import, reset password, enable/disable (src/permissions).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default { list: lazyView(() => import('./UserList.tsx'), 'UserList') } satisfies ResourceOverride;
