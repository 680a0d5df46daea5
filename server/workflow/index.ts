import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';

/** The lab's business endpoints (orders, tasks, QC, analysis sheets, reports) beyond the generic CRUD. */
export async function registerWorkflowRoutes(_app: FastifyInstance, _services: AppServices): Promise<void> {}
