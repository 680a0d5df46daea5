// The analysis room's routes beyond the generic CRUD: analysis sheets (assign, split, receive) and their raw records
// (fill, submit, check, review). The analysis-form evaluation routes are their own feature (analform/feature.ts).
import type { FastifyInstance } from 'fastify';
import { sheetRoutes } from './sheets.ts';
import { recordRoutes } from './records.ts';

export default function registerAnalysisRoutes(app: FastifyInstance): void {
  sheetRoutes(app);
  recordRoutes(app);
}
