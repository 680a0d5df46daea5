import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { runTransition } from '../crud/workflow.ts';
import { contextOf, type RequestContext } from '../crud/context.ts';
import { envelope } from '../http/errors.ts';
import { strictJson } from '../http/strictJson.ts';
import type { RouteAccess } from '../http/types.ts';
import { res, services, type Row } from './store.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import { idField, stepFields } from '../../schemas/workflows/step.ts';

/**
 * The seed sends these calls as multipart (every value a string) and our UI may send JSON: values that look like
 * JSON objects or arrays are parsed, the rest stay strings for zod's coercion.
 */
export function formOf(body: unknown): Row {
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body)) return {};
  const out: Row = {};
  for (const [k, v] of Object.entries(body as Row)) {
    if (typeof v === 'string' && /^\s*[[{]/.test(v)) {
      try {
        out[k] = JSON.parse(v);
        continue;
      } catch {
        /* left as text: zod reports it */
      }
    }
    // multipart carries booleans as text: "false" must not coerce to true
    out[k] = v === '' ? undefined : v === 'true' ? true : v === 'false' ? false : v;
  }
  return out;
}

export function parse<S extends z.ZodType>(schema: S, body: unknown, ctx: RequestContext): z.infer<S> {
  // JSON is validated as sent (strict types: a number is a JSON number); a multipart form's text is decoded first
  return ctx.textBody
    ? (services(ctx).crud.validate(schema as never, formOf(body), ctx) as z.infer<S>)
    : (services(ctx).crud.validate(strictJson(schema) as never, body, ctx) as z.infer<S>);
}

type Handler<I> = (req: FastifyRequest, ctx: RequestContext, input: I) => Promise<unknown>;

/**
 * What a route reads and answers, declared once: `body` (JSON, or a multipart form decoded by the fields' types) and
 * `query` (text, decoded the same way) are parsed with these schemas before the handler runs, and the same schemas
 * describe the route in the OpenAPI document; `data` is the JSON Schema of the envelope's data (server/openapi/shapes).
 */
export interface RouteSchemas<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined> {
  body?: B;
  query?: Q;
  /** the URL's path parameters (`/…/:id/…`), documented and checked by fastify before the handler runs */
  params?: z.ZodType;
  data?: Record<string, unknown>;
  /** the documented body, where `body` passes fields on to a resource's own validation (crud.create / update) */
  bodyJson?: Record<string, unknown>;
  /** a larger body than the server's default, for a route that carries a whole raw record */
  bodyBytes?: number;
  /** the body is a multipart upload: a `file` part beside `body`'s fields (documented as such) */
  upload?: boolean;
}
type Input<B, Q> = B extends z.ZodType ? z.infer<B> : Q extends z.ZodType ? z.infer<Q> : undefined;

/** A workflow route: declared access, OpenAPI tags and schemas, the envelope around the handler's answer. */
export function route<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  access: RouteAccess,
  summary: string,
  handler: Handler<Input<B, Q>>,
  schemas: RouteSchemas<B, Q> = {},
) {
  const tag = url.split('/')[2] ?? 'workflow';
  app.route({
    method,
    url,
    config: { access },
    ...(schemas.bodyBytes ? { bodyLimit: schemas.bodyBytes } : {}),
    // only the keys given: fastify warns about a schema key present without a schema
    schema: Object.fromEntries(
      Object.entries({
        tags: [`workflow:${tag}`],
        summary,
        body: schemas.body,
        querystring: schemas.query,
        params: schemas.params,
        'x-data': schemas.data,
        'x-body': schemas.bodyJson,
        'x-upload': schemas.upload,
      }).filter(([, v]) => v !== undefined),
    ) as never,
    handler: async (req) => {
      const ctx = contextOf(req);
      const input = schemas.body ? parse(schemas.body, req.body, ctx) : schemas.query ? parseQuery(schemas.query, req.query, ctx) : undefined;
      return envelope(await handler(req, ctx, input as Input<B, Q>));
    },
  });
}

/** A query string: every value is text, decoded by the field's type (a number from its digits) before validation. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown, ctx: RequestContext): z.infer<S> {
  return parse(schema, query, { ...ctx, textBody: true });
}

/** A state-machine step through the one generic path (perm, state, reason, e-signature, audit, announce). */
export async function step(
  resource: string,
  id: number,
  name: string,
  input: { version?: number; reason?: string; password?: string; data?: Row },
  ctx: RequestContext,
) {
  const r = res(resource);
  const version = input.version ?? Number((await services(ctx).crud.getRow(r, id)).version);
  const body: Row = { version };
  if (input.reason) body.reason = input.reason;
  if (input.password) body.password = input.password;
  // the hooks see the reason with the data (runTransition hands them both)
  if (input.data) body.data = input.data;
  return runTransition(services(ctx).crud, r, id, name, body, ctx);
}

export { idField, stepFields };

/**
 * The step fields of transition `name` of `resource`: `reason` required where the transition demands one (an order's
 * cancel, a report's return), so the document says what the step checks (crud/workflow runTransition).
 */
export function stepFieldsOf(resource: string, name: string): typeof stepFields {
  const t = resourceByName.get(resource)?.workflow?.transitions[name];
  if (!t?.reason) return stepFields;
  const required = z.string({ error: 'error.reasonRequired' }).trim().min(1, { error: 'error.reasonRequired' }).max(1000);
  // typed as the optional field: a handler reads `reason` alike for every step (a required string is a string)
  return { ...stepFields, reason: required as unknown as typeof stepFields.reason };
}
