// The method capability's routes beyond the generic CRUD (issue 32): what cites a method standard (its scope lines,
// templates, test items and open orders), which its supersede / withdraw step flags and the capability screens show.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { standardImpact } from '../../schemas/methods/scopeState.ts';
import { fromZod } from '../openapi/shapes.ts';
import { route } from '../workflow/http.ts';
import { inUnit } from '../workflow/store.ts';
import { impactOf } from './impact.ts';

export default function registerMethodRoutes(app: FastifyInstance): void {
  route(
    app,
    'GET',
    '/admin/methods/standards/:id/impact',
    'method:query',
    'What cites a method standard: the scope lines (with their standard flag), the raw-record templates, the test items and the orders not closed whose items use one of those test items',
    async (req, ctx) => inUnit(ctx, (u) => impactOf(u, Number((req.params as { id: string }).id))),
    { params: z.object({ id: z.string().regex(/^\d+$/) }), data: fromZod(standardImpact) },
  );
}
