// The business room's routes beyond the generic CRUD: orders (the legacy wizard steps, review, quotation), task
// sheets and their samples, QC sheets. Their guards are the resources' hooks (*.resource.ts beside them).
import type { FastifyInstance } from 'fastify';
import { orderRoutes } from './orders.ts';
import { taskRoutes } from './tasks.ts';
import { qcRoutes } from './qc.ts';

export default function registerBusinessRoutes(app: FastifyInstance): void {
  orderRoutes(app);
  taskRoutes(app);
  qcRoutes(app);
}
