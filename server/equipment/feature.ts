// The equipment routes beyond the generic CRUD (/admin/device/*: the seed's list, import and export, calibration due).
import { registerEquipmentRoutes } from './routes.ts';

export default registerEquipmentRoutes;
