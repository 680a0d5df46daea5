// Statistical QC's routes beyond the generic CRUD (issue 31): the chart's PDF and Excel file (documents.ts).
import type { FastifyInstance } from 'fastify';
import { registerChartDocuments } from './documents.ts';

export default function registerControlCharts(app: FastifyInstance) {
  registerChartDocuments(app);
}
