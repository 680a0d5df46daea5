import type { FastifyInstance, FastifyRequest, FastifyReply, FastifyError } from 'fastify';
import helmet from '@fastify/helmet';
import { loadUser, hasPerm, type CurrentUser } from '../access/user.ts';
import { isExpired, tokenFromHeaders, tokenSession } from '../auth/tokens.ts';
import type { LimsDatabase } from '../db/index.ts';
import { whileUnchanged } from '../db/unchanged.ts';
import { AppError, CODES, unauthorized, forbidden } from './errors.ts';
import { langOf, translate } from './messages.ts';
import { wordErrors, wordParams } from './wording.ts';
import './types.ts';

// The pages' policy: scripts only from this server (no inline, no eval); MUI's emotion injects styles; PDFs and
// images preview from blob:/data:; the STOMP socket on ws:/wss:. The interactive API docs need swagger-ui's
// inline script. Helmet's own defaults are not used (useDefaults: false): they add upgrade-insecure-requests, which
// breaks the plain-http LAN installs labs run.
const APP_CSP = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
};
const API_DOCS_CSP = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'", "'unsafe-inline'"],
  frameAncestors: ["'none'"],
};

/** What a session is read from (tokenSession, loadUser) */
const SESSION_TABLES = ['authTokens', 'users', 'roles', 'menus'];

/** Access on every /admin/ route, the envelope on every error, security headers (helmet) on every answer. */
export function installHttpPolicy(
  app: FastifyInstance,
  database: LimsDatabase,
  limits: { bodyBytes: number; uploadBytes: number; methodsOf?: (path: string) => string[] },
) {
  // a token's user, roles and perms are read again only when their tables changed (a logout, a role edit), on any
  // instance: PostgreSQL instances learn it from change notifications (server/db/changes.ts)
  const sessions = whileUnchanged<{ expiresAt: string; user: CurrentUser } | null>(database);
  app.decorateRequest('user', null);
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('arrivedAt', 0);

  // swagger-ui's routes are registered by its plugin: they get the docs' policy here, as helmet's route option
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/admin/api-docs'))
      route.config = { ...route.config, helmet: { contentSecurityPolicy: { useDefaults: false, directives: API_DOCS_CSP } } } as typeof route.config;
  });
  void app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // the LIMS does not own the lab's domain: HSTS for this host only
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: false },
  });

  app.addHook('onRequest', async (req) => {
    req.lang = langOf(req.headers['accept-language']);
  });

  // onRequest, before the body is read: a caller without a valid token or the perm learns nothing about field names
  app.addHook('onRequest', async (req: FastifyRequest) => {
    req.arrivedAt = performance.now();
    if (!req.url.startsWith('/admin/') || req.is404) return;
    const access = req.routeOptions.config?.access;
    if (access === 'public') return;
    const token = tokenFromHeaders(req.headers);
    if (!token) throw unauthorized();
    const session = await sessions(
      SESSION_TABLES,
      token,
      async () => {
        const issued = await tokenSession(database.db, token);
        const user = issued ? await loadUser(database.db, issued.userId) : null;
        return issued && user ? { expiresAt: issued.expiresAt, user } : null;
      },
      req.arrivedAt,
    );
    if (!session || isExpired(session.expiresAt)) throw unauthorized();
    const user = { ...session.user }; // a request's own object: its deferred announcements are keyed by it
    req.user = user;
    req.token = token;
    if (access === 'login') return;
    if (access === undefined) {
      if (!user.isRoot) throw forbidden('error.forbiddenPlain');
      return;
    }
    if (!hasPerm(user, access)) throw forbidden('error.forbidden', { perm: Array.isArray(access) ? access.join(' | ') : access });
  });

  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/admin/')) reply.header('Cache-Control', 'no-store');
  });

  app.setErrorHandler((err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = req.lang ?? langOf(req.headers['accept-language']);
    // a method no route has (QUERY) is refused by Fastify for its missing Content-Type before the not-found handler
    // runs: it is answered as any method the path lacks, 405 with Allow (or 404 for an unknown path)
    if (req.is404 && (err as FastifyError).code === 'FST_ERR_ROUTE_MISSING_CONTENT_TYPE') return noRoute(req, reply);
    if (err instanceof AppError) {
      if ((err.status === 429 || err.status === 503) && err.params.seconds) reply.header('Retry-After', String(err.params.seconds));
      return reply.status(err.status).send({
        code: err.code,
        msg: translate(lang, err.key, wordParams(err.key, err.params, req.url, lang, err.errors)),
        data: err.errors ? { errors: wordErrors(err.errors, err.key, req.url, lang, err.params) } : null,
      });
    }
    // a route may allow more than the default (a whole raw record): the message names the limit that refused
    const routeBytes = (req.routeOptions as { bodyLimit?: number } | undefined)?.bodyLimit;
    const mapped = mapFrameworkError(err as FastifyError & { code?: string }, routeBytes ? { ...limits, bodyBytes: routeBytes } : limits);
    if (mapped) return reply.status(mapped.status).send({ code: mapped.code, msg: translate(lang, mapped.key, mapped.params), data: null });
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: CODES.general, msg: translate(lang, 'error.server'), data: null });
  });

  const noRoute = (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith('/admin/') || req.url === '/admin') {
      const allowed = limits.methodsOf?.(req.url.split('?')[0]) ?? [];
      if (allowed.length) {
        return reply
          .status(405)
          .header('Allow', allowed.join(', '))
          .send({
            code: CODES.badRequest,
            msg: translate(req.lang, 'error.methodNotAllowed', { method: req.method.slice(0, 10), allowed: allowed.join(', ') }),
            data: null,
          });
      }
      return reply.status(404).send({ code: CODES.notFound, msg: translate(req.lang, 'error.routeNotFound', { url: req.url.slice(0, 100) }), data: null });
    }
    return reply.status(404).type('text/plain').send('Not found');
  };
  app.setNotFoundHandler(noRoute);
}

/** The multipart limits of server/app.ts (files, fields, parts per request), named in the refusal's message. */
export const MULTIPART_LIMITS = { files: 5, fields: 200, parts: 300 } as const;

function mapFrameworkError(
  err: FastifyError & { code?: string },
  limits: { bodyBytes: number; uploadBytes: number },
): { status: number; code: string; key: string; params: Record<string, string | number> } | null {
  const code = err.code ?? '';
  // too many parts is not too many bytes: six file parts in 470 bytes were told the body was over 10 MB
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return { status: 413, code: CODES.tooLarge, key: 'error.tooManyParts', params: { ...MULTIPART_LIMITS } };
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413) {
    const bytes = code.startsWith('FST_REQ_FILE') ? limits.uploadBytes : limits.bodyBytes;
    return { status: 413, code: CODES.tooLarge, key: 'error.tooLarge', params: { limit: `${(bytes / 1048576).toFixed(1)} MB` } };
  }
  // a multipart field declared application/json that is not JSON: the client's input (the plugin says 406)
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return { status: 400, code: CODES.badRequest, key: 'error.malformedJsonPart', params: {} };
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) {
    return { status: 400, code: CODES.badRequest, key: 'error.malformedJson', params: {} };
  }
  // busboy reports a malformed multipart body with a plain Error (no code, no status): the client's input
  if (
    !code &&
    !err.statusCode &&
    /^(Unexpected end of multipart data|Multipart: Boundary not found|Boundary required|.* terminated early due to unexpected end of multipart data)$/.test(
      err.message ?? '',
    )
  ) {
    return { status: 400, code: CODES.badRequest, key: 'validation.invalid', params: {} };
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') return { status: 409, code: CODES.conflict, key: 'error.referenced', params: {} };
  if (code.startsWith('SQLITE_CONSTRAINT') || code === '23505' || code === '23502')
    return { status: 409, code: CODES.conflict, key: 'error.conflict', params: {} };
  // 22021: a NUL byte or invalid UTF-8 in a value (PostgreSQL refuses it in text): the client's input, not a fault
  if (code === '22P02' || code === '22003' || code === '22007' || code === '22008' || code === '22021')
    return { status: 400, code: CODES.badRequest, key: 'validation.invalid', params: {} };
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return {
      status: err.statusCode,
      code: err.statusCode === 429 ? CODES.throttled : CODES.badRequest,
      key: err.statusCode === 429 ? 'error.throttled' : 'validation.invalid',
      params: {},
    };
  }
  return null;
}
