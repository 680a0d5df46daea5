// A record's certificate file, attached once through its own upload route (multipart "file"): the calibration
// certificates of the equipment (issue 29) and the certificates of reagent lots (issue 34) are evidence, so a record
// that has its file keeps it. The file's checks (type by content, size) are named by the record's field, as a form's
// field is; the record's change goes through the one write path (version, audit under its own action).
import type { FastifyInstance } from 'fastify';
import { resourceByName } from '../../../schemas/resources/index.ts';
import { contextOf } from '../../crud/context.ts';
import { AppError, conflict, envelope } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import { record } from '../../openapi/shapes.ts';
import type { AppServices } from '../../services.ts';
import { saveFile, uploadedFile, type Purpose } from './store.ts';

export interface AttachRoute {
  /** the resource whose records take the file, its field and the route's URL (with :id) */
  resource: string;
  field: string;
  url: string;
  access: string;
  purpose: Purpose;
  tag: string;
  summary: string;
  /** the file's name when the upload gives none (the certificate's number) */
  nameOf(row: Record<string, unknown>): string;
}

export function registerAttachRoute(app: FastifyInstance, { database, crud, config }: AppServices, o: AttachRoute) {
  app.post(o.url, { config: { access: o.access }, schema: { tags: [o.tag], summary: o.summary, 'x-data': record(o.resource) } as never }, async (req) => {
    const ctx = contextOf(req);
    const resource = resourceByName.get(o.resource)!;
    const id = Number((req.params as { id: string }).id);
    const current = await crud.get(resource, id);
    if (current[o.field]) throw conflict('file.certificateKept');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const saved = await saveFile(database.db, config.dataDir, {
      content: uploadedFile(body),
      purpose: o.purpose,
      ownerId: ctx.user!.id,
      originalName: typeof body.filename === 'string' ? body.filename : o.nameOf(current),
    }).catch((e: unknown) => {
      if (!(e instanceof AppError)) throw e;
      throw new AppError(e.status, e.code, e.key, e.params, [{ field: o.field, message: translate(ctx.lang, e.key, e.params) }]);
    });
    const out = await database.db.transaction().execute((tx) => crud.patchIn(tx, resource, id, { [o.field]: saved.url }, ctx, { action: 'certificate' }));
    crud.announce(resource, out, 'update');
    return envelope(out);
  });
}
