import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';

/** The system area's endpoints beyond the generic CRUD (users API of the seed, imports, notices, logs, code generator). */
export async function registerSystemRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
