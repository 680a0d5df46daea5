import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { setServices, bindUser, flushDeferred } from './store.ts';
import { orderHooks, orderRoutes } from './orders.ts';
import { taskHooks, taskRoutes } from './tasks.ts';
import { qcHooks, qcRoutes } from './qc.ts';
import { sheetHooks, sheetRoutes } from './sheets.ts';
import { recordRoutes } from './records.ts';
import { reportHooks, reportRoutes } from './reports.ts';

/**
 * The lab's business endpoints (orders, tasks, QC, analysis sheets, reports) beyond the generic CRUD.
 * Guards live in resource hooks so that the generic transition endpoint and the seed's multipart endpoints
 * enforce exactly the same rules; the state machines themselves are in schemas/workflows/lab.ts.
 */
export async function registerWorkflowRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const bound = setServices(services, () => app.realtime as Parameters<typeof setServices>[1] extends () => infer R ? R : never);
  // runs after the HTTP policy's authentication (registered earlier): this request's user acts on this app
  app.addHook('preHandler', async (req) => { if (req.user) bindUser(req.user, bound); });
  orderHooks();
  taskHooks();
  qcHooks();
  sheetHooks();
  reportHooks();
  // side effects of transitions made inside hooks are announced once the response (and so the commit) is done
  app.addHook('onResponse', async (req, reply) => flushDeferred(req.user ?? undefined, reply.statusCode < 400));
  orderRoutes(app);
  taskRoutes(app);
  qcRoutes(app);
  sheetRoutes(app);
  recordRoutes(app);
  reportRoutes(app);
}
