// equipment: the list with Excel import and the full export, and the page of one instrument with its calibration
// history (src/pages/management).
import type { ResourceOverride } from '../overrides.ts';
import { EquipmentList } from '../../pages/management/lists.tsx';
import { EquipmentShow } from '../../pages/management/CalibrationHistory.tsx';

export default { list: EquipmentList, show: EquipmentShow } satisfies ResourceOverride;
