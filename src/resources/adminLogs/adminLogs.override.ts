// Administrator logs: chain check and before/after diff (src/pages/permissions).
import type { ResourceOverride } from '../overrides.ts';
import { AdminLogList, AdminLogShow } from '../../pages/permissions/AdminLogs.tsx';

export default { list: AdminLogList, show: AdminLogShow } satisfies ResourceOverride;
