// A chart's paper and file (issue 31 item 6): GET /admin/qc/charts/{id}/pdf and /xlsx, for whoever reads charts
// (qcchart:query). Both are built from the chart's view (loadChartView), in the requester's language and the lab's
// time zone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf } from '../crud/context.ts';
import { inUnit } from '../workflow/store.ts';
import { settingOf, labTimeZone } from '../db/settings.ts';
import { badRequest } from '../http/errors.ts';
import { sendXlsx } from '../system/excel/template.ts';
import { loadChartView } from './view.ts';
import { renderChartPdf } from './pdf.ts';
import { chartWorkbook } from './excel.ts';

const TAGS = ['controlCharts'];

/** The chart, the lab's name and its time zone, read in one transaction. */
async function chartOf(req: FastifyRequest) {
  const raw = (req.params as { id: string }).id;
  const id = Number(raw);
  if (!/^\d{1,12}$/.test(raw) || id <= 0) throw badRequest('error.validation', { fields: 'id' }, [{ field: 'id', message: 'validation.invalid' }]);
  return inUnit(contextOf(req), async (u) => ({
    view: await loadChartView(u, id, req.lang),
    labName: (await settingOf(u.tx, 'lab.name')) ?? '检测实验室',
    timeZone: await labTimeZone(u.tx),
  }));
}

export function registerChartDocuments(app: FastifyInstance) {
  app.get(
    '/admin/qc/charts/:id/pdf',
    {
      config: { access: 'qcchart:query' },
      schema: { tags: TAGS, summary: 'A control chart as a PDF: the chart, its limits and their versions, the violations and corrective actions' },
    },
    async (req, reply) => {
      const { view, labName, timeZone } = await chartOf(req);
      const pdf = await renderChartPdf(view, { labName, timeZone, lang: req.lang, printedAt: new Date().toISOString() });
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${view.chartNo}.pdf"`).send(pdf);
    },
  );
  app.get(
    '/admin/qc/charts/:id/xlsx',
    { config: { access: 'qcchart:query' }, schema: { tags: TAGS, summary: "A control chart's points and limits versions as an Excel file (.xlsx)" } },
    async (req, reply) => {
      const { view, timeZone } = await chartOf(req);
      return sendXlsx(reply, `${view.chartNo}.xlsx`, await chartWorkbook(view, req.lang, timeZone));
    },
  );
}
