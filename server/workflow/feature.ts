import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { flushDeferred } from './store.ts';
import { reportRoutes } from './reports.ts';

/**
 * The workflow engine's plugin: announcing transitions' side effects after the commit, and the reports' endpoints
 * beyond the generic CRUD. Guards live in resource hooks (`*.resource.ts`) so that
 * the generic transition endpoint and the seed's multipart endpoints enforce exactly the same rules; the state
 * machines themselves are in schemas/workflows/lab.ts.
 */
export async function registerWorkflowRoutes(app: FastifyInstance, _services: AppServices): Promise<void> {
  // side effects of transitions made inside hooks are announced once the response (and so the commit) is done
  app.addHook('onResponse', async (req, reply) => flushDeferred(req.user ?? undefined, reply.statusCode < 400));
  reportRoutes(app);
}
export default registerWorkflowRoutes;
