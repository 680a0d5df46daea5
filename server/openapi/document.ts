// The OpenAPI 3.1 document, built from the routes as registered (method, url, access, zod schemas) and the resource
// declarations; the generic resource routes (server/crud/routes) are described from the resource schema itself.
import { z } from 'zod';
import type { AnyResource } from '../../schemas/core/resource.ts';
import { personTransitions } from '../../schemas/workflows/machine.ts';
import { transitionRequest } from './transitions.ts';
import { createSchema, listParams, readSchema, updateSchema, type Param } from './schemas.ts';
import { jsonOf, type Json } from './json.ts';
import { groupOf, summaryOf, tagName, tagObjects } from './labels.ts';
import { CODES } from '../http/errors.ts';
import { translate } from '../http/messages.ts';

export interface RouteInfo {
  method: string;
  url: string;
  access: unknown;
  summary?: string;
  tags?: string[];
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  /** zod schemas of whole answers (envelope included) by status, where a route declares them */
  response?: Record<string, unknown>;
  /** JSON Schema of the envelope's data on success (server/openapi/shapes), where a feature route declares it */
  data?: Record<string, unknown>;
  /** a feature export of a resource's list (a document in another layout): it reads the list's filters and sort */
  listOf?: string;
  /** the documented body where the parsed one passes fields on to a resource's own validation */
  bodyJson?: Record<string, unknown>;
  /** a multipart upload (a feature route's `upload`): a `file` part beside the body's fields */
  upload?: boolean;
  hide?: boolean;
  /** a route outside /admin/ that describes itself whole (the public /verify page): taken as it is */
  operation?: Record<string, unknown>;
}

const isZod = (s: unknown): s is z.ZodType => !!s && typeof s === 'object' && '_zod' in (s as object);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const envelopeOf = (data: Json): Json => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'string', const: '00000' }, msg: { type: 'string' }, data },
});
const json = (schema: Json) => ({ 'application/json': { schema } });

/** A documented refusal with a real example (zh-CN, the default language; Accept-Language: en answers in English). */
function refusal(description: string, code: string, key: string, params: Record<string, string> = {}, errors?: Array<{ field: string; message: string }>) {
  const example = { code, msg: translate('zh-CN', key, params), data: errors ? { errors } : null };
  return { description, content: { 'application/json': { schema: ref('Error'), example } } };
}

const components = {
  securitySchemes: {
    // the raw token as login returns it; `Bearer <token>` is accepted too
    authorization: {
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
      description: 'The token from `POST /admin/index/login` (data.token), as it is, or as `Bearer <token>` · 登录返回的令牌，原样填写',
    },
    sycToken: {
      type: 'apiKey',
      in: 'header',
      name: 'syc-token',
      description: 'The same token, under the header the legacy clients send · 同一令牌（syc-token 请求头）',
    },
  },
  schemas: {
    Error: {
      type: 'object',
      required: ['code', 'msg', 'data'],
      properties: {
        code: {
          type: 'string',
          enum: Object.values(CODES).filter((c) => c !== CODES.ok),
          description: 'A0400 bad request, A0230 token, A0240 captcha, A0301 forbidden, A0404, A0409, A0413, A0429, B0001, B0503 busy (retry)',
        },
        msg: { type: 'string', description: 'In the language of Accept-Language (zh-CN default, en)' },
        data: { anyOf: [{ type: 'null' }, ref('FieldErrors')] },
      },
    },
    FieldErrors: {
      type: 'object',
      required: ['errors'],
      properties: {
        errors: {
          type: 'array',
          items: {
            type: 'object',
            required: ['field', 'message'],
            properties: {
              field: { type: 'string', description: 'Dotted path, e.g. points.0.matrix' },
              message: { type: 'string' },
              label: { type: 'string', description: "The field named in the caller's language" },
            },
          },
        },
      },
    },
    Option: { type: 'object', required: ['value', 'label'], properties: { value: { type: 'integer' }, label: { type: 'string' } } },
  } as Record<string, Json>,
  responses: {
    BadRequest: refusal("Invalid input; data.errors names each field in the caller's language", CODES.badRequest, 'error.validation', { fields: 'id' }, [
      { field: 'id', message: translate('zh-CN', 'validation.int') },
    ]),
    Unauthorized: refusal('No valid token (A0230)', CODES.tokenInvalid, 'error.tokenInvalid'),
    Forbidden: refusal('The user lacks the perm (A0301)', CODES.forbidden, 'error.forbidden', { perm: 'order:add' }),
    NotFound: refusal('No such record or route', CODES.notFound, 'error.notFound'),
    Conflict: refusal('Stale version, workflow state, uniqueness, retention or a reference', CODES.conflict, 'error.conflict'),
    TooLarge: refusal('Body or file over the limit, or a multipart form with too many parts (error.tooManyParts)', CODES.tooLarge, 'error.tooLarge', {
      limit: '10.0 MB',
    }),
    Busy: {
      ...refusal(
        'The database refused the write for contention (a deadlock) on every try; nothing was saved. Retry-After gives the seconds (B0503)',
        CODES.busy,
        'error.busy',
        { seconds: '1' },
      ),
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    },
    UnsupportedMediaType: refusal('A body in a content type the route does not read', CODES.badRequest, 'validation.invalid'),
    Throttled: {
      ...refusal('Too many attempts; Retry-After gives the seconds', CODES.throttled, 'error.throttled'),
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    },
  },
};

const binary = (type: string) => ({ [type]: { schema: { type: 'string', format: 'binary' } } });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Answers that are files, not the envelope. */
function fileAnswer(method: string, url: string): Record<string, unknown> | null {
  if (method !== 'GET' && !url.endsWith('/download')) return null;
  if (/\/(export|template|xlsx)$/.test(url)) return binary(XLSX);
  if (/\/pdf$|\/labels$|\/quotation$/.test(url)) return binary('application/pdf');
  if (url.endsWith('/codegen/download')) return binary('application/zip');
  if (url === '/admin/api/v1/files/:name') {
    // an upload is served with the type its content was recognised as (server/system/files/store detectType)
    return Object.assign(
      {},
      ...[
        'image/png',
        'image/jpeg',
        'image/gif',
        'image/webp',
        'application/pdf',
        XLSX,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'text/plain',
        'application/octet-stream',
      ].map(binary),
    );
  }
  if (url.endsWith('/download')) return { ...binary('application/octet-stream'), ...binary('text/plain') }; // log files are text
  if (url === '/') return { 'text/html': { schema: { type: 'string' } }, 'text/plain': { schema: { type: 'string' } } };
  return null;
}

/** Routes whose body is a multipart form with a file part. */
/** the uploads declared outside the feature-route helper (a feature route says `upload: true` instead) */
const UPLOAD = /\/import$|\/signature$|\/import-docx$|^\/admin\/api\/v1\/files$/;
const THROTTLED = new Set(['/admin/index/login', '/admin/api/v1/users/send-verification-code']);

interface Generic {
  r: AnyResource;
  kind: 'page' | 'options' | 'export' | 'form' | 'create' | 'update' | 'delete' | 'transition';
}
function genericOf(method: string, url: string, byName: Map<string, AnyResource>): Generic | null {
  const m = /^\/admin\/api\/v1\/([A-Za-z]+)(\/.*)?$/.exec(url);
  const r = m && byName.get(m[1]);
  if (!r) return null;
  const rest = m[2] ?? '';
  const kind =
    method === 'GET' && rest === '/page'
      ? 'page'
      : method === 'GET' && rest === '/options'
        ? 'options'
        : method === 'GET' && rest === '/export'
          ? 'export'
          : method === 'GET' && rest === '/:id/form'
            ? 'form'
            : method === 'POST' && rest === ''
              ? 'create'
              : method === 'PUT' && rest === '/:id'
                ? 'update'
                : method === 'DELETE' && rest === '/:ids'
                  ? 'delete'
                  : method === 'POST' && rest === '/:id/transitions/:name'
                    ? 'transition'
                    : null;
  return kind ? { r, kind } : null;
}

/** A Fastify path parameter (`:sha256`): letters, then letters, digits or `_`, as find-my-way reads one. */
const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

function pathParams(url: string, r?: AnyResource, declared?: unknown): Param[] {
  const typed = (isZod(declared) ? (jsonOf(declared).properties ?? {}) : {}) as Record<string, Json>;
  return [...url.matchAll(PATH_PARAM)].map(([, name]) => ({
    name,
    in: 'path' as const,
    required: true,
    schema: typed[name]
      ? typed[name]
      : name === 'id'
        ? { type: 'string', pattern: '^\\d+$' }
        : name === 'ids'
          ? { type: 'string', pattern: '^\\d+(,\\d+)*$', description: 'Comma-separated ids, up to 500' }
          : name === 'name' && r?.workflow
            ? { type: 'string', enum: personTransitions(r.workflow) }
            : { type: 'string' },
  }));
}

function queryParams(schema: unknown): Param[] {
  if (!isZod(schema)) return [];
  const js = jsonOf(schema);
  const props = (js.properties ?? {}) as Record<string, Json>;
  const required = new Set((js.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({ name, in: 'query' as const, required: required.has(name), schema: s }));
}

/** Feature routes that are one workflow step of a resource (server/workflow `step`): they answer its record. */
const STEPS: Array<[RegExp, string]> = [
  [/^\/admin\/order\/(submit|accept|reject|cancel|close)$/, 'orders'],
  [/^\/admin\/report\/(submit|review|approve|return|issue|withdraw|archive)$/, 'reports'],
  [/^\/admin\/analysis\/(submit|check|review|return|lock)$/, 'analysisSheets'],
];
function stepOf(url: string, byName: Map<string, AnyResource>): { r: AnyResource; perm: string; signature: boolean } | null {
  for (const [re, name] of STEPS) {
    const m = re.exec(url);
    const r = byName.get(name);
    const t = m && r?.workflow?.transitions[m[1]];
    if (t) return { r: r!, perm: t.perm, signature: !!t.signature };
  }
  return null;
}

/**
 * A feature route's body: its declared zod schema, as JSON or as a multipart form (the same fields; numbers, booleans
 * and lists sent as their text, decoded by the field's type: schemas/core/wire). Uploads carry a `file` part.
 */
function featureBody(route: RouteInfo): Json | undefined {
  const body = route.bodyJson ?? (isZod(route.body) ? jsonOf(route.body) : undefined);
  if (route.upload || UPLOAD.test(route.url)) {
    const props = (body?.properties ?? {}) as Json;
    const form = {
      type: 'object',
      required: ['file', ...((body?.required ?? []) as string[])],
      properties: { file: { type: 'string', format: 'binary' }, ...props },
    };
    return { required: true, content: { 'multipart/form-data': { schema: form } } };
  }
  if (!body) return undefined;
  const required = ((body.required ?? []) as string[]).length > 0;
  return { required, content: { 'application/json': { schema: body }, 'multipart/form-data': { schema: body } } };
}

export function buildDocument(routes: RouteInfo[], resources: readonly AnyResource[], version: string): Json {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const paths: Record<string, Record<string, Json>> = {};
  for (const r of resources) {
    components.schemas[`${r.name}`] = readSchema(r);
    if (r.access.create) components.schemas[`${r.name}.create`] = createSchema(r);
    if (r.access.update) components.schemas[`${r.name}.update`] = updateSchema(r);
  }
  // the menu-rule tree (GET /admin/api/v1/menus/tree): a menus record with its children, recursively
  if (byName.has('menus'))
    components.schemas.MenuNode = {
      allOf: [ref('menus'), { type: 'object', required: ['children'], properties: { children: { type: 'array', items: ref('MenuNode') } } }],
    };
  for (const route of routes) {
    if (route.operation && !route.hide && route.method !== 'HEAD') {
      (paths[openapiPath(route.url)] ??= {})[route.method.toLowerCase()] = route.operation;
      continue;
    }
    if (route.hide || route.method === 'HEAD' || !route.url.startsWith('/admin/')) continue; // `/` is the UI, not the API
    const method = route.method;
    const g = genericOf(method, route.url, byName);
    const isPublic = route.access === 'public';
    const op: Json = {
      operationId: operationId(method, route.url),
      summary: summaryOf(route, g?.r, g?.kind),
      tags: [tagName(groupOf(route.url, g?.r ?? resourceOfUrl(route.url, byName)))],
      'x-access': route.access ?? 'ROOT',
    };
    if (isPublic) op.security = [];
    const parameters: Param[] = [...pathParams(route.url, g?.r, route.params)];
    let data: Json = {};
    let requestBody: Json | undefined;
    if (g) {
      const read = ref(g.r.name);
      if (g.kind === 'page') parameters.push(...listParams(g.r));
      // an export is every page of the filtered list: paging parameters are not read
      if (g.kind === 'export') parameters.push(...listParams(g.r).filter((p) => p.name !== 'pageNum' && p.name !== 'pageSize'));
      if (g.kind === 'export') parameters.push({ name: 'columns', in: 'query', schema: { type: 'string' }, description: 'Comma-separated visible columns' });
      if (g.kind === 'options')
        parameters.push(
          { name: 'q', in: 'query', schema: { type: 'string', maxLength: 100 } },
          { name: 'ids', in: 'query', schema: { type: 'string', pattern: '^\\d+(,\\d+)*$' } },
        );
      data =
        g.kind === 'page'
          ? { type: 'object', required: ['list', 'total'], properties: { list: { type: 'array', items: read }, total: { type: 'integer', minimum: 0 } } }
          : g.kind === 'options'
            ? { type: 'array', items: ref('Option') }
            : g.kind === 'delete'
              ? { type: 'object', required: ['deleted'], properties: { deleted: { type: 'integer' } } }
              : read;
      if (g.kind === 'create') requestBody = { required: true, content: json(ref(`${g.r.name}.create`)) };
      if (g.kind === 'update') requestBody = { required: true, content: json(ref(`${g.r.name}.update`)) };
      if (g.kind === 'transition') {
        requestBody = { required: true, content: json(transitionRequest(g.r, op)) };
        // the route is open to any signed-in user; each transition's own perm is checked before anything is read
        const byTransition = Object.fromEntries(personTransitions(g.r.workflow).map((name) => [name, g.r.workflow!.transitions[name].perm]));
        op['x-access-by-transition'] = byTransition;
        op.description = `Any of the listed perms lets the call through; the transition named in the path needs its own (x-access-by-transition): ${Object.entries(
          byTransition,
        )
          .map(([n, p]) => `${n} → ${p}`)
          .join(', ')}.`;
      }
    } else {
      parameters.push(...queryParams(route.querystring));
      const listed = route.listOf ? byName.get(route.listOf) : undefined;
      if (listed) parameters.push(...listParams(listed).filter((p) => p.name !== 'pageNum' && p.name !== 'pageSize'));
      const step = stepOf(route.url, byName);
      if (step) {
        // the route is open to any signed-in user; the step's own perm is checked inside, before anything is read
        op['x-access'] = step.perm;
        data = ref(step.r.name);
      }
      if (route.data) data = route.data;
      if (method === 'POST' || method === 'PUT') requestBody = featureBody(route);
    }
    if (parameters.length) op.parameters = parameters;
    if (requestBody) op.requestBody = requestBody;
    op.responses = responses(method, route, g, data, isPublic);
    (paths[openapiPath(route.url)] ??= {})[method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'LIMS admin API',
      version,
      description:
        'Every JSON answer is the envelope {code, msg, data}; "00000" is success. Send the token from login in Authorization (or syc-token). Messages follow Accept-Language (zh-CN, en).',
    },
    servers: [{ url: '/' }],
    security: [{ authorization: [] }, { sycToken: [] }],
    tags: tagObjects(),
    paths,
    components,
  };
}

function responses(method: string, route: RouteInfo, g: Generic | null, data: Json, isPublic: boolean): Json {
  const out: Json = {};
  const file = fileAnswer(method, route.url);
  const ok = g?.kind === 'create' || (route.url === '/admin/api/v1/ops/backups' && method === 'POST') ? '201' : '200';
  if (route.url === '/admin/health') {
    const health = {
      type: 'object',
      properties: { db: { type: 'string', enum: ['ok', 'down'] }, dialect: { type: 'string' }, pending: { type: 'array', items: { type: 'string' } } },
    };
    return {
      200: { description: 'Ready', content: json(envelopeOf(health)) },
      // the query is not read, but a request the HTTP layer refuses (a NUL byte) is refused here too
      400: { $ref: '#/components/responses/BadRequest' },
      503: {
        description: 'Database unreachable or migrations pending (B0001)',
        content: json({ type: 'object', required: ['code', 'msg', 'data'], properties: { code: { type: 'string' }, msg: { type: 'string' }, data: health } }),
      },
    };
  }
  out[ok] = { description: 'Success', content: file ?? json(envelopeOf(data)) };
  const declared = (status: string) => route.response?.[status];
  const own = (status: string) => ({ description: status === ok ? 'Success' : 'Refused', content: json(jsonOf(declared(status) as z.ZodType, 'input')) });
  if (isZod(declared(ok))) out[ok] = own(ok);
  if (route.url === '/' || route.url.startsWith('/admin/api-docs')) return out;
  out['400'] = isZod(declared('400')) ? own('400') : { $ref: '#/components/responses/BadRequest' };
  if (!isPublic || route.url === '/admin/index/login') {
    out['401'] = { $ref: '#/components/responses/Unauthorized' };
    out['403'] = { $ref: '#/components/responses/Forbidden' };
  }
  if (!(g && (g.kind === 'page' || g.kind === 'options' || g.kind === 'export'))) out['404'] = { $ref: '#/components/responses/NotFound' };
  // a feature route may refuse by state (a report not issued yet, a contact already bound), whatever its method
  if (!g) out['409'] = { $ref: '#/components/responses/Conflict' };
  if (method !== 'GET') {
    out['409'] = { $ref: '#/components/responses/Conflict' };
    out['413'] = { $ref: '#/components/responses/TooLarge' };
    out['415'] = { $ref: '#/components/responses/UnsupportedMediaType' };
    // a transaction refused for contention on every try (server/db/retry.ts)
    out['503'] = { $ref: '#/components/responses/Busy' };
  }
  if (THROTTLED.has(route.url)) out['429'] = { $ref: '#/components/responses/Throttled' };
  return out;
}

export const openapiPath = (url: string) => url.replace(PATH_PARAM, '{$1}');

function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/admin\/(api\/v1\/)?/, '')
    .split(/[/_\-.]+/)
    .filter(Boolean)
    .map((w) => (w.startsWith(':') ? `by ${w.slice(1)}` : w))
    .join(' ')
    .split(' ')
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('') || method.toLowerCase();
}

function resourceOfUrl(url: string, byName: Map<string, AnyResource>): AnyResource | undefined {
  const m = /^\/admin\/api\/v1\/([A-Za-z]+)/.exec(url);
  return m ? byName.get(m[1]) : undefined;
}
