// Statistical QC's routes beyond the generic CRUD (issue 31): the control-rule engine as a pure route, a chart's view
// and a QC sheet's chart verdicts, and the chart's PDF and Excel file (documents.ts). Points, limits and corrective actions are written by the resources' hooks beside
// this file (*.resource.ts), never by a route of their own.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { evaluateAnswer, evaluateRequest } from '../../schemas/controlCharts/charts.ts';
import { chartView, qcChartVerdicts } from '../../schemas/controlCharts/view.ts';
import { idField, route } from '../workflow/http.ts';
import { fromZod } from '../openapi/shapes.ts';
import { inUnit } from '../workflow/store.ts';
import { evaluateChart } from './evaluate.ts';
import { qcChartVerdictsOf } from './verdicts.ts';
import { loadChartView } from './view.ts';
import { registerChartDocuments } from './documents.ts';

export default function registerControlChartRoutes(app: FastifyInstance): void {
  route(
    app,
    'POST',
    '/admin/qc/charts/evaluate',
    'qcchart:query',
    'Apply control rules (Westgard multirule) to runs of control values: z per value and the violations, each with the run at which it completes (run and control 0-based); nothing is stored',
    async (_req, ctx, input) => evaluateChart(input, ctx.lang),
    { body: evaluateRequest, data: fromZod(evaluateAnswer) },
  );
  route(
    app,
    'GET',
    '/admin/qc/charts/verdicts',
    'qcchart:query',
    "A QC sheet's values on their control charts: each value's chart, verdict, rules broken and the corrective action of its run",
    async (_req, ctx, input) => inUnit(ctx, (u) => qcChartVerdictsOf(u, input.qcSheetId)),
    { query: z.object({ qcSheetId: idField }), data: fromZod(qcChartVerdicts) },
  );
  route(
    app,
    'GET',
    '/admin/qc/charts/:id/view',
    'qcchart:query',
    'One control chart with its limits in force and their versions, every point (superseded ones marked) with its sources, and its corrective actions',
    async (req, ctx) => inUnit(ctx, (u) => loadChartView(u, Number((req.params as { id: string }).id), ctx.lang)),
    { params: z.object({ id: z.string().regex(/^\d+$/) }), data: fromZod(chartView) },
  );
  registerChartDocuments(app);
}
