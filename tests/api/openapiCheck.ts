// Every answer of the app under test checked against the OpenAPI document it serves: the status must be documented
// for the operation, the content type too, and a JSON body must validate against the documented schema (ajv).
// A 405 must carry Allow. Answers the document does not describe are collected; the harness fails the file on them.
import type { FastifyInstance } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { openapiPath } from '../../server/openapi/document.ts';

type Json = Record<string, any>;

export interface Answer {
  method: string;
  route?: string;
  url: string;
  status: number;
  contentType?: string;
  allow?: string;
  body: unknown;
}

/** Compiles response checks from a document; `check` answers a list of problems (empty: described). */
export function responseChecker(doc: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  // the document's own $refs ("#/components/...") resolve against it once it is added under an id
  const withIds = JSON.parse(JSON.stringify(doc).replace(/"\$ref":"#\//g, '"$ref":"openapi#/'));
  ajv.addSchema({ $id: 'openapi', components: withIds.components });
  const compiled = new Map<string, (v: unknown) => boolean>();
  const deref = (x: Json) =>
    x?.$ref
      ? x.$ref
          .replace(/^openapi#\//, '')
          .split('/')
          .reduce((o: Json, k: string) => o[k], withIds)
      : x;

  function validate(key: string, schema: Json, body: unknown): string | null {
    let fn = compiled.get(key);
    if (!fn) {
      fn = ajv.compile(schema);
      compiled.set(key, fn);
    }
    if (fn(body)) return null;
    const errors = (fn as unknown as { errors: Array<{ instancePath: string; message?: string; params?: unknown }> }).errors;
    return errors
      .slice(0, 3)
      .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`)
      .join('; ');
  }

  const errorSchema = withIds.components.schemas.Error;

  return function check(a: Answer): string[] {
    const where = `${a.method} ${a.url.slice(0, 120)} → ${a.status}`;
    if (!a.url.startsWith('/admin')) return [];
    if (a.status === 405) {
      if (!a.allow) return [`${where}: 405 without Allow`];
      const err = validate('Error', errorSchema, a.body);
      return err ? [`${where}: ${err}`] : [];
    }
    if (!a.route) {
      if (a.status !== 404) return [`${where}: answered outside any route`];
      const err = validate('Error', errorSchema, a.body);
      return err ? [`${where}: ${err}`] : [];
    }
    const path = openapiPath(a.route);
    const method = a.method === 'HEAD' ? 'get' : a.method.toLowerCase();
    const op = doc.paths[path]?.[method];
    if (!op) return a.route.startsWith('/admin/api-docs') ? [] : [`${where}: operation ${method.toUpperCase()} ${path} not in the document`];
    const documented = op.responses[String(a.status)] ?? op.responses.default;
    if (!documented) return [`${where}: status ${a.status} not documented for ${method.toUpperCase()} ${path}`];
    const response = deref(withIds.paths[path][method].responses[String(a.status)] ?? withIds.paths[path][method].responses.default);
    if (!response.content) return [];
    const media = (a.contentType ?? '').split(';')[0].trim();
    const content = response.content[media];
    if (!content) return [`${where}: content type ${media || '(none)'} not documented (${Object.keys(response.content).join(', ')})`];
    if (a.method === 'HEAD' || media !== 'application/json') return [];
    const err = validate(`${method} ${path} ${a.status}`, content.schema, a.body);
    return err ? [`${where}: ${err}`] : [];
  };
}

/**
 * The checks of each document served in this worker, by the document's text. The apps of a run serve the same
 * document (an app with hooks of its own may add to it), and the files of a worker share their module graph
 * (vitest.config.ts): one checker per document, instead of one per app, saves each app the checker's set-up and the
 * ajv compilation of every response schema it answers with again (~0.1-0.4 CPU-s per app, measured 28 Nov). A
 * checker is a pure function of its document, so an app checked by a cached one is checked exactly as by its own.
 */
const checkers = new Map<string, ReturnType<typeof responseChecker>>();
function checkerOf(doc: Json): ReturnType<typeof responseChecker> {
  const key = JSON.stringify(doc);
  let check = checkers.get(key);
  if (!check) {
    if (checkers.size >= 8) checkers.clear(); // documents of apps with their own hooks: keep a few
    check = responseChecker(doc);
    checkers.set(key, check);
  }
  return check;
}

/**
 * Adds the check to an app before it is ready; `problems` lists every answer the document does not describe.
 * The document is the app's own (@fastify/swagger), read at the first answer.
 */
export function watchResponses(app: FastifyInstance) {
  const problems: string[] = [];
  let check: ReturnType<typeof responseChecker> | null = null;
  app.addHook('onSend', async (req, reply, payload) => {
    check ??= checkerOf((app as unknown as { swagger(): Json }).swagger());
    let body: unknown = payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      try {
        body = JSON.parse(String(payload));
      } catch {
        body = String(payload);
      }
    }
    problems.push(
      ...check({
        method: req.method,
        route: req.routeOptions.url,
        url: req.url,
        status: reply.statusCode,
        contentType: type,
        allow: reply.getHeader('allow') as string | undefined,
        body,
      }),
    );
    return payload;
  });
  return {
    problems,
    /** throws when an answer was outside the document */
    assertDescribed() {
      if (problems.length)
        throw new Error(`${problems.length} answer(s) not described by the OpenAPI document:\n${[...new Set(problems)].slice(0, 40).join('\n')}`);
    },
  };
}
