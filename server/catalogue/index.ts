// The test-item catalogue and its template registry: parameter hooks (server/catalogue/fit.ts), the registry's sync
// with the manifest on start, and the choices a parameter form offers for its raw-record template.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { resourceByName } from '../../schemas/resources/index.ts';
import { normStandard, servesMethod, templateMatrixFor } from '../../schemas/catalogue/fit.ts';
import { fromDb } from '../crud/codec.ts';
import { contextOf } from '../crud/context.ts';
import { envelope } from '../http/errors.ts';
import { object, listOf, bool, record } from '../openapi/shapes.ts';
import type { AppServices } from '../services.ts';
import { syncAnalforms } from './sync.ts';

const analforms = resourceByName.get('analforms')!;

const choicesQuery = z.object({
  matrix: z.string().max(64).optional(),
  methodNo: z.string().max(64).optional(),
  /** the parameter's current template: offered even when switched off, so an edit form shows it */
  current: z.string().max(64).optional(),
});

export async function installCatalogue(app: FastifyInstance, services: AppServices): Promise<void> {
  const { database, crud } = services;
  const synced = await syncAnalforms(services);
  if (synced.created || synced.updated) app.log.info(synced, 'template registry synchronised with the manifest');

  app.get(
    '/admin/api/v1/analforms/choices',
    {
      // whoever may write a parameter picks its template; the registry's own readers see the same list
      config: { access: ['testparms:add', 'testparms:edit', 'analform:query'] },
      schema: {
        tags: ['analforms'],
        querystring: choicesQuery,
        'x-data': listOf({ allOf: [record('analforms'), object({ fitsMethod: bool })] }),
        summary:
          "Templates a parameter may use: active, serving the parameter's matrix; those of exactly its method first, then those citing it (`fitsMethod`)",
      } as never,
    },
    async (req) => {
      const q = crud.validate(choicesQuery as never, req.query, contextOf(req)) as z.output<typeof choicesQuery>;
      let qb = database.db.selectFrom('analforms').selectAll().orderBy('templateId');
      const matrix = q.matrix ? templateMatrixFor(q.matrix) : undefined;
      if (q.matrix) qb = qb.where('matrix', '=', matrix ?? '-');
      const rows = (await qb.execute())
        .map((r) => fromDb(analforms, r))
        .filter((r) => r.active || r.templateId === q.current)
        .map((r) => ({ ...r, fitsMethod: !!q.methodNo && servesMethod(String(r.methodNo ?? ''), q.methodNo) }));
      // a template of exactly this method first, then those citing it among others, then the rest of the matrix
      const rank = (r: { methodNo?: unknown; fitsMethod: boolean }) =>
        r.fitsMethod ? (normStandard(String(r.methodNo)) === normStandard(q.methodNo ?? '') ? 2 : 1) : 0;
      return envelope(rows.sort((a, b) => rank(b) - rank(a)));
    },
  );
}
