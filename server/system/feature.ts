import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { registerSystemMessages } from './messages.ts';
import { registerExcelRoutes } from './excel/routes.ts';
import { registerFileRoutes } from './files/routes.ts';
import { registerNoticeRoutes } from './notices/routes.ts';
import { registerLogRoutes } from './logs.ts';
import { registerCodegenRoutes } from './codegen/routes.ts';
import { registerDemoRoutes } from './demo.ts';

/** The system area's endpoints beyond the generic CRUD (imports and exports, files, notices, logs, code generator, demos). */
export async function registerSystemRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  registerSystemMessages();
  registerExcelRoutes(app, services);
  registerFileRoutes(app, services);
  registerNoticeRoutes(app, services);
  registerLogRoutes(app, services);
  registerCodegenRoutes(app, services);
  registerDemoRoutes(app, services);
}
export default registerSystemRoutes;
