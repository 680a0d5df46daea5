import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { flushDeferred } from './store.ts';

/**
 * The workflow engine's plugin: side effects of transitions made inside hooks are announced once the answer (and so
 * the commit) is done. Guards live in the resources' hooks (`*.resource.ts`) so that the generic transition endpoint
 * and each capability's feature routes enforce exactly the same rules; the machines are in schemas/workflows/lab.ts.
 */
export async function registerWorkflowRoutes(app: FastifyInstance, _services: AppServices): Promise<void> {
  app.addHook('onResponse', async (req, reply) => flushDeferred(req.user ?? undefined, reply.statusCode < 400));
}
export default registerWorkflowRoutes;
