import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { registerSystemMessages } from './messages.ts';
import { installUserHooks, disconnectAfterUserWrites } from './users/hooks.ts';
import { registerUserRoutes } from './users/routes.ts';
import { installDictHooks } from './dicts.ts';

/** The system area's endpoints beyond the generic CRUD (users API of the seed, imports, notices, logs, code generator). */
export async function registerSystemRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  registerSystemMessages();
  installUserHooks();
  installDictHooks();
  disconnectAfterUserWrites(app);
  registerUserRoutes(app, services);
}
