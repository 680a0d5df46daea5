import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { registerSystemMessages } from './messages.ts';
import { disconnectAfterUserWrites } from './users/hooks.ts';
import { registerUserRoutes } from './users/routes.ts';
import { registerExcelRoutes } from './excel/routes.ts';
import { registerFileRoutes } from './files/routes.ts';
import { registerPermissionRoutes } from './permissions.ts';
import { registerNoticeRoutes } from './notices/routes.ts';
import { registerLogRoutes } from './logs.ts';
import { registerCodegenRoutes } from './codegen/routes.ts';
import { registerDemoRoutes } from './demo.ts';

/** The system area's endpoints beyond the generic CRUD (users API of the seed, imports, notices, logs, code generator). */
export async function registerSystemRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  registerSystemMessages();
  disconnectAfterUserWrites(app);
  registerUserRoutes(app, services);
  registerExcelRoutes(app, services);
  registerFileRoutes(app, services);
  registerPermissionRoutes(app, services);
  registerNoticeRoutes(app, services);
  registerLogRoutes(app, services);
  registerCodegenRoutes(app, services);
  registerDemoRoutes(app, services);
}
export default registerSystemRoutes;
