// HTTP routes of the instrument import (issue 20; contract: schemas/instruments/contract.ts). Preview and commit
// need analysis:import and are the sheet's analyst's (as the draft save is); the original file downloads for anyone
// who may read the sheet's records or the reports built on them.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  cellSourceSchema,
  columnsAnswerSchema,
  columnsFieldsSchema,
  commitRequestSchema,
  inboxFileSchema,
  previewAnswerSchema,
  previewFieldsSchema,
} from '../../schemas/instruments/contract.ts';
import { contextOf } from '../crud/context.ts';
import { AppError, CODES, badRequest, notFound } from '../http/errors.ts';
import { record, object, evaluation, fromZod } from '../openapi/shapes.ts';
import { idField, route } from '../workflow/http.ts';
import { findBy, inUnit, load, services, type Row } from '../workflow/store.ts';
import { sheetContext } from '../analysis/records.ts';
import { listInbox, readInbox, readStored, sha256Of } from './files.ts';
import { columns, commit, preview } from './service.ts';
import { startStagedSweep } from './staged.ts';
import './messages.ts';

const sheetIdOf = (params: unknown) => {
  const id = Number((params as { id?: string }).id);
  if (!idField.safeParse(id).success) throw notFound();
  return id;
};

export function instrumentRoutes(app: FastifyInstance) {
  // staged files never imported are deleted after their retention (./staged.ts): at start, then hourly
  let sweep: ReturnType<typeof startStagedSweep> | undefined;
  app.addHook('onReady', async () => {
    sweep = startStagedSweep(app.lims, app.log);
    await sweep.first;
  });
  app.addHook('onClose', async () => sweep?.stop());
  route(
    app,
    'POST',
    '/admin/analysis/:id/instrument-import/preview',
    'analysis:import',
    'Read an instrument export (multipart "file", or inboxName) for the sheet\'s raw record: matched cells, unmatched readings with reasons; the file is staged by SHA-256',
    async (req, ctx, input) => {
      const id = sheetIdOf(req.params);
      const { config } = services(ctx);
      const body = (req.body ?? {}) as Row;
      const upload = Buffer.isBuffer(body.file) ? body.file : undefined;
      return inUnit(ctx, async (u) => {
        let file: { bytes: Uint8Array; name: string };
        if (input.inboxName) {
          const eq = await load(u, 'equipment', input.equipmentId);
          const got = readInbox(config.dataDir, String(eq.assetNo), input.inboxName, config.uploadLimitBytes);
          if ('error' in got) {
            if (got.error === 'too_large')
              throw new AppError(413, CODES.tooLarge, 'error.tooLarge', { limit: `${(config.uploadLimitBytes / 1048576).toFixed(1)} MB` });
            throw badRequest('instrument.error.inbox_missing', { name: input.inboxName });
          }
          file = { bytes: got.bytes, name: input.inboxName };
        } else if (upload) {
          if (!upload.length) throw badRequest('instrument.error.file_empty');
          file = { bytes: upload, name: input.fileName || 'instrument-export' };
        } else throw badRequest('instrument.error.no_file');
        return preview(u, id, file, input, config.uploadLimitBytes);
      });
    },
    { body: previewFieldsSchema, data: fromZod(previewAnswerSchema), upload: true },
  );

  // the mapping dialog reads a delimited file's header in the browser; a spreadsheet's column names come from here
  route(
    app,
    'POST',
    '/admin/analysis/:id/instrument-import/columns',
    'analysis:import',
    'The column names on the header row of an export (multipart "file", "headerRow"; XLSX read from its first sheet), for the column-mapping dialog',
    async (req, ctx, input) => {
      const id = sheetIdOf(req.params);
      const body = (req.body ?? {}) as Row;
      const upload = Buffer.isBuffer(body.file) ? body.file : undefined;
      if (!upload) throw badRequest('instrument.error.no_file');
      if (!upload.length) throw badRequest('instrument.error.file_empty');
      return inUnit(ctx, (u) => columns(u, id, upload, input.headerRow, input.delimiter, services(ctx).config.uploadLimitBytes));
    },
    { body: columnsFieldsSchema, data: fromZod(columnsAnswerSchema) },
  );

  route(
    app,
    'POST',
    '/admin/analysis/:id/instrument-import',
    'analysis:import',
    "Import a previewed instrument file into the sheet's raw record (a new record version; the file kept with its SHA-256 in the audit chain)",
    async (req, ctx, input) => {
      const id = sheetIdOf(req.params);
      return inUnit(ctx, (u) => commit(u, id, input, services(ctx).config.uploadLimitBytes));
    },
    { body: commitRequestSchema, data: object({ record: record('rawRecords'), evaluation, import: record('instrumentImports') }) },
  );

  route(
    app,
    'GET',
    '/admin/analysis/instrument-inbox',
    'analysis:import',
    "Files waiting in the instrument's watched folder (DATA_DIR/instruments/<asset no>/inbox)",
    async (_req, ctx, input) => {
      const eq = await inUnit(ctx, (u) => load(u, 'equipment', input.equipmentId));
      return listInbox(services(ctx).config.dataDir, String(eq.assetNo));
    },
    { query: z.object({ equipmentId: idField }), data: fromZod(z.array(inboxFileSchema)) },
  );

  // a result's evidence: the instrument cells of its row in the record version it was submitted from
  route(
    app,
    'GET',
    '/admin/analysis/instrument-sources',
    ['analysis:query', 'report:query'],
    'The instrument file and line each input of a result came from (resultId), with its download link',
    async (_req, ctx, input) =>
      inUnit(ctx, async (u) => {
        const result = await load(u, 'results', input.resultId);
        const sheet = await load(u, 'analysisSheets', result.analysisSheetId as number);
        const sample = await load(u, 'samples', result.sampleId as number);
        const { st } = await sheetContext(u, sheet);
        const code = st.toTemplate.get(result.parameterId as number);
        const versions = (await findBy(u, 'rawRecords', 'analysisSheetId', sheet.id)).sort((a, b) => Number(b.recordVersion) - Number(a.recordVersion));
        const rec = versions.find((v) => !v.draft) ?? versions[0];
        const out: Row[] = [];
        for (const row of (rec?.rows ?? []) as Row[]) {
          if (row.sampleId !== sample.sampleNo || (row.parameter !== undefined && row.parameter !== code)) continue;
          for (const [inputKey, src] of Object.entries((row.sources ?? {}) as Record<string, Row>)) {
            out.push({
              input: inputKey,
              ...src,
              recordVersion: rec!.recordVersion,
              downloadUrl: `/admin/analysis/instrument-files/${String(src.sha256)}/download`,
            });
          }
        }
        return out;
      }),
    {
      query: z.object({ resultId: idField }),
      data: fromZod(z.array(cellSourceSchema.extend({ input: z.string(), recordVersion: z.number().int(), downloadUrl: z.string() }))),
    },
  );

  // the original bytes, as stored: only a file an import used, and only while its hash still holds
  app.get(
    '/admin/analysis/instrument-files/:sha256/download',
    {
      config: { access: ['analysis:query', 'report:query'] },
      schema: { tags: ['workflow:analysis'], summary: 'Download an imported instrument file (original bytes, hash-checked)' } as never,
    },
    async (req, reply) => {
      const ctx = contextOf(req);
      const sha = String((req.params as { sha256?: string }).sha256 ?? '');
      if (!/^[0-9a-f]{64}$/.test(sha)) throw notFound();
      const s = services(ctx);
      const used = await s.database.db.selectFrom('instrument_imports').select(['fileName']).where('sha256', '=', sha).orderBy('id').executeTakeFirst();
      const bytes = used ? readStored(s.config.dataDir, sha) : undefined;
      if (!used || !bytes) throw notFound('instrument.error.file_missing');
      if (sha256Of(bytes) !== sha) throw new AppError(409, CODES.conflict, 'instrument.error.hash_mismatch');
      return reply
        .type('application/octet-stream')
        .header(
          'Content-Disposition',
          `attachment; filename="${asciiName(String(used.fileName))}"; filename*=UTF-8''${encodeURIComponent(String(used.fileName))}`,
        )
        .header('X-Content-SHA256', sha)
        .send(bytes);
    },
  );
}

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
