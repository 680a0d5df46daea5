// The accounts and permissions routes beyond the generic CRUD: the legacy users API (profile, password, contact
// verification), role and rule-tree routes, and closing an account's sockets when its sessions end.
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { disconnectAfterUserWrites } from './users/hooks.ts';
import { registerUserRoutes } from './users/routes.ts';
import { registerPermissionRoutes } from './routes.ts';

export default function registerPermissionsFeature(app: FastifyInstance, services: AppServices): void {
  disconnectAfterUserWrites(app);
  registerUserRoutes(app, services);
  registerPermissionRoutes(app, services);
}
