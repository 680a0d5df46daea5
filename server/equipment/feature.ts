// The equipment routes beyond the generic CRUD (/admin/device/*: the legacy list, import and export, calibration due).
import { registerEquipmentRoutes } from './routes.ts';

export default registerEquipmentRoutes;
