// The employee routes beyond the generic CRUD (the legacy import, export and qualification checks).
import { registerEmployeeRoutes } from './routes.ts';

export default registerEmployeeRoutes;
