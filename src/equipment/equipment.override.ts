// equipment: the list with Excel import and the full export, and the page of one instrument with its calibration
// history (src/equipment).
import type { ResourceOverride } from '../resources/overrides.ts';
import { EquipmentList } from './EquipmentList.tsx';
import { EquipmentShow } from './CalibrationHistory.tsx';

export default { list: EquipmentList, show: EquipmentShow } satisfies ResourceOverride;
