// equipment: the list with Excel import and the full export (src/pages/management).
import type { ResourceOverride } from '../overrides.ts';
import { EquipmentList } from '../../pages/management/lists.tsx';

export default { list: EquipmentList } satisfies ResourceOverride;
