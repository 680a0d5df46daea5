// Administrator logs: chain check and before/after diff (src/permissions).
import type { ResourceOverride } from '../resources/overrides.ts';
import { AdminLogList, AdminLogShow } from './AdminLogs.tsx';

export default { list: AdminLogList, show: AdminLogShow } satisfies ResourceOverride;
