// Traceability both ways (issue 34 item 4): from a result back to the CRM certificate, and from a lot forwards to
// everything it touched (the recall view), with that view as an Excel file. Whoever reads the reagent records
// (reagent:query) may follow a lot; following a result also shows the result and its sheet (analysis:query).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route } from '../../workflow/http.ts';
import { fromZod } from '../../openapi/shapes.ts';
import { inUnit } from '../../workflow/store.ts';
import { contextOf } from '../../crud/context.ts';
import { hasPerm } from '../../access/user.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { labTimeZone } from '../../db/settings.ts';
import { sendXlsx } from '../../system/excel/template.ts';
import { lotTrace, resultTrace } from '../../../schemas/reagents/trace.ts';
import { traceLot, traceResult } from './walk.ts';
import { lotTraceWorkbook } from './excel.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,12}$/) });

function idOf(req: FastifyRequest): number {
  const raw = (req.params as { id: string }).id;
  const id = Number(raw);
  if (!/^\d{1,12}$/.test(raw) || id <= 0) throw badRequest('error.validation', { fields: 'id' }, [{ field: 'id', message: 'validation.invalid' }]);
  return id;
}

export default function registerTraceRoutes(app: FastifyInstance): void {
  route(
    app,
    'GET',
    '/admin/reagents/trace/result/:id',
    'reagent:query',
    'A result traced back: its sheet, the raw record version it was submitted from, the solutions that version used (by use) and their parents up to the lots, each with its material and certificate',
    async (req, ctx) => {
      if (!ctx.user || !hasPerm(ctx.user, 'analysis:query')) throw forbidden('error.forbidden', { perm: 'analysis:query' });
      return inUnit(ctx, (u) => traceResult(u, idOf(req)));
    },
    { params: idParams, data: fromZod(resultTrace) },
  );
  route(
    app,
    'GET',
    '/admin/reagents/trace/lot/:id',
    'reagent:query',
    'A lot traced forwards (the recall view): every solution made from it, transitively, and every raw record version, analysis sheet, result and issued report that used them',
    async (req, ctx) => inUnit(ctx, (u) => traceLot(u, idOf(req))),
    { params: idParams, data: fromZod(lotTrace) },
  );
  app.get(
    '/admin/reagents/trace/lot/:id/export',
    {
      config: { access: 'reagent:query' },
      schema: { tags: ['workflow:reagents'], summary: "A lot's recall view as an Excel file (.xlsx)", params: idParams },
    },
    async (req, reply) => {
      const ctx = contextOf(req);
      const { view, timeZone } = await inUnit(ctx, async (u) => ({ view: await traceLot(u, idOf(req)), timeZone: await labTimeZone(u.tx) }));
      return sendXlsx(reply, `${view.lot.lotNo}.xlsx`, await lotTraceWorkbook(view, req.lang, timeZone));
    },
  );
}
