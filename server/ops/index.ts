import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';

/** Operational endpoints (backups, scheduled jobs) beyond health. */
export async function registerOpsRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
