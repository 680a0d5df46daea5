import crypto from 'node:crypto';
import { z } from 'zod';
import { object, listOf, text, integer } from '../../openapi/shapes.ts';
import { namesOf } from '../../openapi/labels.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from '../../services.ts';
import { badRequest, envelope } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import { contextOf } from '../../crud/context.ts';
import { calibrationColumn } from '../../equipment/routes.ts';
import { labDay } from '../../../schemas/core/dates.ts';
import { labTimeZone } from '../../db/settings.ts';
import { importKinds, columnsOf, declaredImportKind, type ImportKind } from './kinds.ts';
import { headerMatcher } from './lookups.ts';
import { guardWorkbook, readSheet } from './workbook.ts';
import { planImport, commitImport, summary } from './importer.ts';
import { templateWorkbook, sendXlsx } from './template.ts';
import { streamExport } from './export.ts';
import { uploadedFile } from '../files/store.ts';
import { resources } from '../../../schemas/resources/index.ts';

const rowError = object({ row: integer, column: text, field: text, message: text });
/** An import's plan (preview) or outcome (commit): importer.summary. */
const importAnswer = object({
  mode: { type: 'string', enum: ['preview', 'commit'] },
  total: integer,
  created: integer,
  updated: integer,
  unchanged: integer,
  errorCount: integer,
  errors: listOf(rowError),
  warnings: listOf(text),
  rows: listOf(object({ row: integer, key: text, action: { type: 'string', enum: ['create', 'update', 'unchanged'] }, changes: listOf(text) })),
});
const importQuery = z.object({ preview: z.enum(['true', 'false', '1', '0']).optional(), deptId: z.string().regex(/^\d+$/).optional() });

export function parseIdList(raw: string): number[] {
  return [...new Set(raw.split(',').filter(Boolean).map(Number))].slice(0, 200);
}

// the uploaded file of a multipart body, read where files are stored (kept here for its importers)
export { uploadedFile };

/**
 * Import (multipart, ?preview=true to see the plan without writing), template and full export for each list of the
 * legacy multipart imports: /admin/device, /admin/samplingbasis, /admin/testparms, and the users API's template/import.
 */
export function registerExcelRoutes(app: FastifyInstance, services: AppServices) {
  const { crud, database } = services;

  async function runImport(req: FastifyRequest, kind: ImportKind) {
    const ctx = contextOf(req);
    const q = crud.validate(importQuery as never, req.query ?? {}, ctx) as z.infer<typeof importQuery>;
    const file = uploadedFile(req.body);
    const entries = guardWorkbook(file, kind.maxRows);
    const match = headerMatcher(kind.resource.name, columnsOf(kind));
    const sheet = await readSheet(entries, (text) => Boolean(match(text)));
    let deptId: number | undefined;
    if (q.deptId) {
      deptId = Number(q.deptId);
      if (!(await database.db.selectFrom('departments').select('id').where('id', '=', deptId).executeTakeFirst()))
        throw badRequest('user.noDept', { id: deptId });
    }
    const opts = { lang: req.lang, user: ctx.user, deptId };
    const preview = q.preview === 'true' || q.preview === '1' || (req.body as Record<string, unknown> | undefined)?.preview === 'true';
    if (preview) return envelope({ mode: 'preview', ...summary(await planImport(database.db, kind, sheet, opts)) });
    const sha256 = crypto.createHash('sha256').update(file).digest('hex');
    const out = await commitImport(crud, database.dialect, kind, sheet, ctx, opts, { sha256, bytes: file.length });
    return envelope({ mode: 'commit', ...out }, translate(req.lang, 'import.done', { created: out.created, updated: out.updated, unchanged: out.unchanged }));
  }

  const template = (kind: ImportKind) => async (req: FastifyRequest, reply: import('fastify').FastifyReply) =>
    sendXlsx(reply, `${kind.name}-template.xlsx`, await templateWorkbook(database.db, kind, req.lang));

  for (const name of ['device', 'samplingbasis', 'testparms'] as const) {
    const kind = importKinds[name];
    const tags = [kind.resource.name];
    app.post(
      `/admin/${name}/import`,
      {
        config: { access: kind.access.import },
        schema: {
          tags,
          summary: `Import ${namesOf(kind.resource).many.toLowerCase()} from .xlsx (multipart "file"; ?preview=true answers the plan without writing)`,
          querystring: importQuery,
          'x-data': importAnswer,
        } as never,
      },
      (req) => runImport(req, kind),
    );
    app.get(
      `/admin/${name}/template`,
      {
        config: { access: [kind.access.import, kind.access.query] },
        schema: { tags, summary: `Import template (.xlsx) for ${namesOf(kind.resource).many.toLowerCase()}` },
      },
      template(kind),
    );
    app.get(
      `/admin/${name}/export`,
      {
        config: { access: kind.access.query },
        schema: { tags, summary: `Export the filtered ${namesOf(kind.resource).many.toLowerCase()} as .xlsx (all pages, up to 100,000 rows)` },
      },
      async (req, reply) =>
        streamExport(
          reply,
          database,
          kind.resource,
          req.query as Record<string, unknown>,
          req.lang,
          name === 'device' ? [calibrationColumn(labDay(new Date(), await labTimeZone(database.db)))] : [],
        ),
    );
  }

  const users = importKinds.users;
  // every other resource whose declaration grants import (README "Adding a resource")
  for (const r of resources) {
    const kind = declaredImportKind(r);
    if (!kind) continue;
    const base = `/admin/api/v1/${r.name}`;
    app.post(
      `${base}/import`,
      {
        config: { access: kind.access.import },
        schema: {
          tags: [r.name],
          summary: `Import ${namesOf(r).many.toLowerCase()} from .xlsx (multipart "file"; ?preview=true answers the plan without writing)`,
          querystring: importQuery,
          'x-data': importAnswer,
        } as never,
      },
      (req) => runImport(req, kind),
    );
    app.get(
      `${base}/template`,
      {
        config: { access: [kind.access.import, kind.access.query] },
        schema: { tags: [r.name], summary: `Import template (.xlsx) for ${namesOf(r).many.toLowerCase()}` },
      },
      template(kind),
    );
  }

  app.get(
    '/admin/api/v1/users/template',
    { config: { access: users.access.import }, schema: { tags: ['users'], summary: 'User import template (.xlsx)' } },
    template(users),
  );
  app.post(
    '/admin/api/v1/users/import',
    {
      config: { access: users.access.import },
      schema: {
        tags: ['users'],
        summary: 'Import users from .xlsx into department deptId (multipart "file"; ?preview=true)',
        querystring: importQuery,
        'x-data': importAnswer,
      } as never,
    },
    (req) => runImport(req, users),
  );
}
