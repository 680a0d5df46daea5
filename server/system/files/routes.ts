import fs from 'node:fs';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';
import { envelope, badRequest, forbidden, notFound } from '../../http/errors.ts';
import { contextOf } from '../../crud/context.ts';
import { object, text, integer } from '../../openapi/shapes.ts';
import { uploadedFile } from '../excel/routes.ts';
import { saveFile, mayRead, filePath, RULES, type Purpose } from './store.ts';

const uploadQuery = z.object({ purpose: z.enum(['avatar', 'notice', 'upload']).default('upload') });

/** The form beside its "file" part (the document adds the file). */
const uploadForm = z.object({ filename: z.string().max(255).optional() });
/** A stored file as saveFile answers it; `url` is where GET /admin/api/v1/files/{name} serves it. */
export const savedFile = object({ id: integer, url: text, name: text, size: integer, mime: text, sha256: text }, ['name']);

/** Upload (type and size limits per purpose) and download with access checks; files live under DATA_DIR/files. */
export function registerFileRoutes(app: FastifyInstance, { config, database, crud }: AppServices) {
  app.post(
    '/admin/api/v1/files',
    {
      config: { access: 'login' },
      schema: {
        tags: ['files'],
        summary: `Upload one file (multipart "file", optional "filename"); purpose avatar | notice | upload. Limits: ${Object.entries(RULES)
          .map(([k, r]) => `${k} ${r.types.join('/')} ≤ ${r.maxBytes / 1048576} MB`)
          .join('; ')}`,
        querystring: uploadQuery,
        body: uploadForm,
        'x-data': savedFile,
      } as never,
    },
    async (req) => {
      const q = crud.validate(uploadQuery as never, req.query ?? {}, contextOf(req)) as { purpose: Purpose };
      const body = (req.body ?? {}) as Record<string, unknown>;
      // the form's own field as documented (a name past 255 characters is refused, not stored cut)
      crud.validate(uploadForm as never, typeof body.filename === 'string' ? { filename: body.filename } : {}, contextOf(req));
      const saved = await saveFile(database.db, config.dataDir, {
        content: uploadedFile(body),
        purpose: q.purpose,
        ownerId: req.user!.id,
        originalName: typeof body.filename === 'string' ? body.filename : undefined,
      });
      return { ...envelope(saved), file_path: saved.url, src: saved.url };
    },
  );

  app.get(
    '/admin/api/v1/files/:name',
    {
      config: { access: 'login' },
      schema: {
        tags: ['files'],
        summary: 'Read a stored file (owner, or by purpose: avatars and notice images for all, signatures for employee/report readers)',
      },
    },
    async (req, reply) => {
      const name = (req.params as { name: string }).name;
      const p = filePath(config.dataDir, name);
      if (!p) throw badRequest('validation.invalid');
      const row = await database.db.selectFrom('files').selectAll().where('storedName', '=', name).executeTakeFirst();
      if (!row || !fs.existsSync(p)) throw notFound();
      if (!mayRead(req.user!, { purpose: row.purpose as string, ownerId: row.ownerId as number | null })) throw forbidden('file.forbidden');
      const inline = String(row.mime).startsWith('image/') || row.mime === 'application/pdf';
      return reply
        .header('Content-Type', row.mime as string)
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.originalName as string)}`)
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header('Cache-Control', 'private, max-age=3600')
        .send(fs.createReadStream(p));
    },
  );
}
