// equipment: the list with Excel import and the full export, and the page of one instrument with its calibration
// history (src/equipment).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  list: lazyView(() => import('./EquipmentList.tsx'), 'EquipmentList'),
  show: lazyView(() => import('./CalibrationHistory.tsx'), 'EquipmentShow'),
} satisfies ResourceOverride;
