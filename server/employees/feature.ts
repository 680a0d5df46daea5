// The employee routes beyond the generic CRUD (the seed's import, export and qualification checks).
import { registerEmployeeRoutes } from './routes.ts';

export default registerEmployeeRoutes;
