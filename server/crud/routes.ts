import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AnyResource } from '../../schemas/core/resource.ts';
import { personTransitions } from '../../schemas/workflows/machine.ts';
import { badRequest, envelope } from '../http/errors.ts';
import { contextOf } from './context.ts';
import type { Crud } from './service.ts';
import { runTransition, transitionBody } from './workflow.ts';
import { streamExport } from '../system/excel/export.ts';
import { optionsAccess } from './referrers.ts';
import { parseIds } from './ids.ts';

const idParam = z.object({ id: z.string().regex(/^\d+$/) });

/** The generic API of one resource, from its schema: page, form, options, create, update, delete, transitions, export. */
export function registerResourceRoutes(app: FastifyInstance, crud: Crud, r: AnyResource) {
  const base = `/admin/api/v1/${r.name}`;
  const tags = [r.name];
  const a = r.access;

  app.get(
    `${base}/page`,
    { config: { access: a.list }, schema: { tags, summary: `List ${r.name}`, querystring: z.record(z.string(), z.unknown()) } },
    async (req) => envelope(await crud.list(r, req.query as Record<string, unknown>, req.arrivedAt)),
  );

  app.get(`${base}/options`, { config: { access: optionsAccess(r) }, schema: { tags, summary: `Options for references to ${r.name}` } }, async (req) => {
    const q = req.query as { q?: string; ids?: string };
    // as documented: q up to 100 characters, ids a non-empty list (refused, not cut or ignored)
    if (typeof q.q === 'string' && q.q.length > 100) throw badRequest('error.validation', { fields: 'q' }, [{ field: 'q', message: '≤ 100' }]);
    return envelope(await crud.options(r, q.q, q.ids !== undefined ? parseIds(String(q.ids), req.lang) : [], req.lang));
  });

  // the whole filtered list (not its first 500 rows), dict labels and referenced titles instead of raw values
  app.get(
    `${base}/export`,
    {
      config: { access: a.export ?? a.list },
      schema: { tags, summary: `The filtered ${r.name} list as .xlsx (all pages, up to 100,000 rows; columns=a,b for the visible columns)` },
    },
    (req, reply) => streamExport(reply, crud, r, req.query as Record<string, unknown>, req.lang),
  );

  app.get(`${base}/:id/form`, { config: { access: a.get ?? a.list }, schema: { tags, summary: `Get one ${r.name}`, params: idParam } }, async (req) =>
    envelope(await crud.get(r, Number((req.params as { id: string }).id))),
  );

  if (a.create) {
    app.post(base, { config: { access: a.create }, schema: { tags, summary: `Create ${r.name}`, body: r.createSchema } }, async (req, reply) =>
      reply.status(201).send(envelope(await crud.create(r, req.body, contextOf(req)))),
    );
  }
  if (a.update) {
    app.put(
      `${base}/:id`,
      { config: { access: a.update }, schema: { tags, summary: `Update ${r.name}`, params: idParam, body: r.updateSchema } },
      async (req) => envelope(await crud.update(r, Number((req.params as { id: string }).id), req.body, contextOf(req))),
    );
  }
  if (a.delete || r.retention) {
    // retained records answer with the retention rule rather than a bare 404, but only to a caller the access check
    // let through: without a delete perm only ROOT (access undefined) gets that far, everyone else gets 403 first
    app.delete(`${base}/:ids`, { config: { access: a.delete || undefined }, schema: { tags, summary: `Delete ${r.name} by id list` } }, async (req) =>
      envelope(await crud.remove(r, parseIds((req.params as { ids: string }).ids, req.lang), contextOf(req))),
    );
  }
  if (r.workflow) {
    app.post(
      `${base}/:id/transitions/:name`,
      {
        // any of the transitions' perms lets the call through before the body is read; the named one's own perm is
        // checked inside (runTransition), also before the body is validated
        config: { access: [...new Set(personTransitions(r.workflow).map((t) => r.workflow!.transitions[t].perm))] },
        schema: { tags, summary: `Workflow step of ${r.name}: ${personTransitions(r.workflow).join(', ')}`, body: transitionBody },
      },
      async (req) => {
        const { id, name } = req.params as { id: string; name: string };
        if (!/^\d+$/.test(id)) throw badRequest('error.validation', { fields: 'id' });
        return envelope(await runTransition(crud, r, Number(id), name, req.body, contextOf(req)));
      },
    );
  }
}
