import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { runTransition } from '../crud/workflow.ts';
import { contextOf, type RequestContext } from '../crud/context.ts';
import { envelope } from '../http/errors.ts';
import type { RouteAccess } from '../http/types.ts';
import { res, services, type Row } from './store.ts';

/**
 * The seed sends these calls as multipart (every value a string) and our UI may send JSON: values that look like
 * JSON objects or arrays are parsed, the rest stay strings for zod's coercion.
 */
export function formOf(body: unknown): Row {
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body)) return {};
  const out: Row = {};
  for (const [k, v] of Object.entries(body as Row)) {
    if (typeof v === 'string' && /^\s*[[{]/.test(v)) {
      try { out[k] = JSON.parse(v); continue; } catch { /* left as text: zod reports it */ }
    }
    // multipart carries booleans as text: "false" must not coerce to true
    out[k] = v === '' ? undefined : v === 'true' ? true : v === 'false' ? false : v;
  }
  return out;
}

export function parse<S extends z.ZodType>(schema: S, body: unknown, ctx: RequestContext): z.infer<S> {
  // JSON is validated as sent (strict types); a multipart form's text is decoded first
  return services(ctx).crud.validate(schema as never, ctx.textBody ? formOf(body) : body, ctx) as z.infer<S>;
}

type Handler = (req: FastifyRequest, ctx: RequestContext) => Promise<unknown>;

/** A workflow route: declared access, OpenAPI tags, the envelope around the handler's answer. */
export function route(app: FastifyInstance, method: 'GET' | 'POST', url: string, access: RouteAccess, summary: string, handler: Handler) {
  const tag = url.split('/')[2] ?? 'workflow';
  app.route({
    method, url, config: { access }, schema: { tags: [`workflow:${tag}`], summary },
    handler: async (req) => envelope(await handler(req, contextOf(req))),
  });
}

/** A state-machine step through the one generic path (perm, state, reason, e-signature, audit, announce). */
export async function step(resource: string, id: number, name: string, input: { version?: number; reason?: string; password?: string; data?: Row }, ctx: RequestContext) {
  const r = res(resource);
  const version = input.version ?? Number((await services(ctx).crud.getRow(r, id)).version);
  const body: Row = { version };
  if (input.reason) body.reason = input.reason;
  if (input.password) body.password = input.password;
  // hooks see only `data`: the reason goes there too (it is also the audit entry's reason)
  if (input.data || input.reason) body.data = { ...(input.data ?? {}), ...(input.reason ? { reason: input.reason } : {}) };
  return runTransition(services(ctx).crud, r, id, name, body, ctx);
}

export const stepFields = {
  version: z.number({ error: 'validation.int' }).int().min(1).optional(),
  reason: z.string().trim().max(1000).optional(),
  password: z.string().max(128).optional(),
};
