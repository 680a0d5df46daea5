// Reports anyone can verify (issue 19): GET /verify/{code} shows an issued report's number, issue date and lab, and
// whether it was replaced; POST with a PDF says whether that file's SHA-256 is the one recorded at issue. No login:
// the page is outside /admin/ (the access hook guards only /admin/), rate-limited per address, and shows result values
// only when the lab's setting verify.showResults is "true".
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatWhen, validTimeZone } from '../../../schemas/format/when.ts';
import { langOf, type Lang } from '../../http/messages.ts';
import type { AppServices } from '../../services.ts';
import { fromDb } from '../../crud/codec.ts';
import { includedResults } from '../reportData.ts';
import { res, type Row, type Unit } from '../../workflow/store.ts';
import { configValue, normaliseCode } from './code.ts';
import { verifyMessages, verifyPage, type VerifyView } from './page.ts';
import { verifyOperations } from './openapi.ts';
import { CODES } from '../../http/errors.ts';

/** Requests per address per window: enough for a person checking a few reports, far too few to guess 60-bit codes. */
export const VERIFY_LIMIT = 30;
const WINDOW_MS = 60_000;

/**
 * A fixed-window counter per client address, per app. In memory (not the database): a public page must not let
 * anonymous callers write rows; behind several instances each counts its own share, which still bounds guessing.
 */
function limiter() {
  const hits = new Map<string, { start: number; count: number }>();
  return (key: string, now = Date.now()): number | undefined => {
    if (hits.size > 10_000) for (const [k, v] of hits) if (now - v.start >= WINDOW_MS) hits.delete(k);
    const h = hits.get(key);
    if (!h || now - h.start >= WINDOW_MS) {
      hits.set(key, { start: now, count: 1 });
      return undefined;
    }
    h.count++;
    return h.count > VERIFY_LIMIT ? Math.ceil((h.start + WINDOW_MS - now) / 1000) : undefined;
  };
}

const langFor = (req: FastifyRequest): Lang => {
  const q = (req.query as { lang?: string } | undefined)?.lang;
  return q === 'en' ? 'en' : q === 'zh-CN' || q === 'zh' ? 'zh-CN' : langOf(req.headers['accept-language']);
};

/** What the page may say about the report with this code (undefined: none issued with it). */
async function lookup(s: AppServices, code: string): Promise<{ view: NonNullable<VerifyView['report']>; hash: string } | undefined> {
  return s.database.db.transaction().execute(async (tx) => {
    const u = { tx, services: s, touched: [], after: [] } as unknown as Unit;
    const raw = await tx.selectFrom('reports').selectAll().where('verifyCode', '=', code).executeTakeFirst();
    if (!raw || !['issued', 'archived', 'withdrawn'].includes(String(raw.status))) return undefined;
    const report = fromDb(res('reports'), raw) as Row;
    const next = await tx
      .selectFrom('reports')
      .select(['reportNo', 'verifyCode', 'status'])
      .where('replacesReportId', '=', report.id as number)
      .where('status', 'in', ['issued', 'archived', 'withdrawn'])
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const tz = validTimeZone(await configValue(u, 'lab.timeZone'));
    const show = (await configValue(u, 'verify.showResults')) === 'true';
    const rows = show
      ? (await includedResults(u, report)).pairs.map(({ sample, param, result }) => ({
          sampleNo: String(sample.sampleNo),
          point: String(sample.pointName),
          parameter: param.name,
          result: String(result?.display ?? '—'),
          unit: param.unit,
        }))
      : undefined;
    return {
      hash: String(report.contentHash ?? ''),
      view: {
        reportNo: String(report.reportNo),
        issuedAt: formatWhen(String(report.issuedAt), 'zh-CN', tz, 'date'),
        lab: (await configValue(u, 'lab.name')) ?? '—',
        withdrawn: report.status === 'withdrawn',
        replacedBy: next ? { reportNo: String(next.reportNo), code: next.verifyCode ? String(next.verifyCode) : undefined } : undefined,
        rows,
      },
    };
  });
}

export function registerVerifyRoutes(app: FastifyInstance, s: AppServices) {
  const hit = limiter();
  const answer = async (req: FastifyRequest, reply: FastifyReply, upload: boolean) => {
    const lang = langFor(req);
    const given = String((req.params as { code: string }).code);
    const code = normaliseCode(given) ?? given.slice(0, 32);
    // a browser gets the page; a client asking for JSON gets the same view in the API's envelope (server/reports/verify/openapi.ts)
    const wantsJson = /application\/json/.test(String(req.headers.accept ?? '')) && !/text\/html/.test(String(req.headers.accept ?? ''));
    const send = (status: number, v: Omit<VerifyView, 'code' | 'lang'>, headers: Record<string, string> = {}) => {
      const r = reply.status(status).headers({ 'Cache-Control': 'no-store', ...headers });
      if (!wantsJson) return r.type('text/html; charset=utf-8').send(verifyPage({ code, lang, ...v }));
      if (status === 200)
        return r.send({ code: CODES.ok, msg: 'ok', data: { code, report: v.report, ...(v.check && v.check !== 'noFile' ? { check: v.check } : {}) } });
      const m = verifyMessages[lang];
      const [c, msg] =
        status === 429
          ? [CODES.throttled, m.tooMany.replace('{seconds}', String(v.tooManySeconds))]
          : status === 404
            ? [CODES.notFound, m.noReport]
            : [CODES.badRequest, m.noFile];
      return r.send({ code: c, msg, data: null });
    };
    const wait = hit(req.ip);
    if (wait !== undefined) return send(429, { tooManySeconds: wait }, { 'Retry-After': String(wait) });
    const found = normaliseCode(given) ? await lookup(s, code) : undefined;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const file = Buffer.isBuffer(body.pdf) ? body.pdf : undefined;
    // an upload without its PDF is 400 whatever the code (the document's promise), with the report when there is one
    if (upload && (!file || !file.length)) return send(400, { report: found?.view, check: 'noFile' });
    if (!found) return send(404, {});
    if (!upload || !file) return send(200, { report: found.view });
    const uploaded = crypto.createHash('sha256').update(file).digest('hex');
    return send(200, { report: found.view, check: { matches: uploaded === found.hash, uploaded, issued: found.hash } });
  };
  const params = { type: 'object', properties: { code: { type: 'string', description: 'the verification code printed on the report' } }, required: ['code'] };
  app.get(
    '/verify/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['verify'],
        summary: 'Public report verification page (HTML, no login, rate-limited)',
        params,
        'x-operation': verifyOperations.GET,
      } as never,
    },
    (req, reply) => answer(req, reply, false),
  );
  app.post(
    '/verify/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['verify'],
        summary: 'Check an uploaded PDF (multipart field "pdf") against the issued report\'s SHA-256 (HTML)',
        params,
        'x-operation': verifyOperations.POST,
      } as never,
    },
    (req, reply) => answer(req, reply, true),
  );
}
