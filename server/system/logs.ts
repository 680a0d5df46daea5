import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { object, listOf, text, integer, nullable } from '../openapi/shapes.ts';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { badRequest, envelope, notFound } from '../http/errors.ts';
import { contextOf } from '../crud/context.ts';

const L = '/admin/api/v1/logs';
const tags = ['logs'];
const NAME = /^[\w.-]{1,128}\.log(\.\d{1,4})?$/;
const WINDOW = 512 * 1024;

/** A log file's path inside LOG_DIR, or null when the name is not a plain log file name there. */
export function logPath(logDir: string, name: string): string | null {
  if (!NAME.test(name) || path.basename(name) !== name) return null;
  const p = path.join(path.resolve(logDir), name);
  try {
    return fs.statSync(p).isFile() ? p : null;
  } catch {
    return null;
  }
}

/**
 * Reads whole lines from a byte offset forwards, or (tail) the last lines before an offset, within a bounded
 * window so that a large log never loads whole. Offsets are byte positions for the next and previous page.
 */
export function readLines(file: string, opts: { offset?: number; limit: number; tail: boolean }) {
  const size = fs.statSync(file).size;
  const fd = fs.openSync(file, 'r');
  try {
    if (!opts.tail) {
      const start = Math.min(opts.offset ?? 0, size);
      const buf = Buffer.alloc(Math.min(WINDOW, size - start));
      fs.readSync(fd, buf, 0, buf.length, start);
      const text = buf.toString('utf8');
      // whole lines only, unless one line is longer than the window (then it comes in pieces)
      const complete = start + buf.length >= size || !text.includes('\n') ? text : text.slice(0, text.lastIndexOf('\n') + 1);
      const all = complete.split('\n');
      if (all[all.length - 1] === '') all.pop();
      const lines = all.slice(0, opts.limit);
      const used = lines.length < all.length ? Buffer.byteLength(lines.map((l) => `${l}\n`).join('')) : Buffer.byteLength(complete);
      const next = start + used;
      return { size, offset: start, nextOffset: next >= size ? null : next, prevOffset: start > 0 ? start : null, lines };
    }
    const end = Math.min(opts.offset ?? size, size);
    const start = Math.max(0, end - WINDOW);
    const buf = Buffer.alloc(end - start);
    fs.readSync(fd, buf, 0, buf.length, start);
    let text = buf.toString('utf8');
    let s0 = start;
    if (start > 0) {
      // drop the partial first line of the window
      const cut = text.indexOf('\n') + 1;
      s0 += Buffer.byteLength(text.slice(0, cut));
      text = text.slice(cut);
    }
    const all = text.split('\n');
    if (all[all.length - 1] === '') all.pop();
    const skip = Math.max(0, all.length - opts.limit);
    const first =
      s0 +
      Buffer.byteLength(
        all
          .slice(0, skip)
          .map((l) => `${l}\n`)
          .join(''),
      );
    return { size, offset: first, nextOffset: end >= size ? null : end, prevOffset: first > 0 ? first : null, lines: all.slice(skip) };
  } finally {
    fs.closeSync(fd);
  }
}

// a query string is text: numbers are decoded from their digits (textBody), never coerced
const readQuery = z.object({
  offset: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.number().int().min(1).max(5000).default(500),
  tail: z.enum(['true', 'false', '1', '0']).optional(),
});

const optInt = nullable(integer);
const logFiles = listOf(object({ name: text, size: integer, modifiedAt: text }));
const logLines = object({ name: text, size: integer, offset: integer, nextOffset: optInt, prevOffset: optInt, lines: listOf(text) });

/** The server log files under LOG_DIR (pino, one file a day): list, page through, download. */
export function registerLogRoutes(app: FastifyInstance, { config, crud }: AppServices) {
  app.get(
    `${L}/files`,
    { config: { access: 'log:server' }, schema: { tags, summary: 'Log files in LOG_DIR, newest first', 'x-data': logFiles } as never },
    async () => {
      const dir = path.resolve(config.logDir);
      const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => NAME.test(n)) : [];
      const files = names
        .map((name) => ({ name, st: fs.statSync(path.join(dir, name)) }))
        .filter((f) => f.st.isFile())
        .map((f) => ({ name: f.name, size: f.st.size, modifiedAt: f.st.mtime.toISOString() }))
        .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt) || b.name.localeCompare(a.name));
      return envelope(files);
    },
  );

  app.get(
    `${L}/files/:name`,
    {
      config: { access: 'log:server' },
      schema: {
        tags,
        summary: 'Lines of a log file: forwards from a byte offset, or tail=true for the last lines before an offset',
        querystring: readQuery,
        'x-data': logLines,
      } as never,
    },
    async (req) => {
      const name = (req.params as { name: string }).name;
      const q = crud.validate(readQuery as never, req.query, { ...contextOf(req), textBody: true }) as z.infer<typeof readQuery>;
      if (!NAME.test(name)) throw badRequest('log.badName');
      const file = logPath(config.logDir, name);
      if (!file) throw notFound();
      return envelope({ name, ...readLines(file, { offset: q.offset, limit: q.limit, tail: q.tail === 'true' || q.tail === '1' }) });
    },
  );

  app.get(`${L}/files/:name/download`, { config: { access: 'log:server' }, schema: { tags, summary: 'Download a log file' } }, async (req, reply) => {
    const name = (req.params as { name: string }).name;
    if (!NAME.test(name)) throw badRequest('log.badName');
    const file = logPath(config.logDir, name);
    if (!file) throw notFound();
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(fs.createReadStream(file));
  });
}
