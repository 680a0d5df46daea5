// The routes as registered are the one source of the OpenAPI document and of the methods a path allows (405 + Allow).
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AnyResource } from '../../schemas/core/resource.ts';
import { buildDocument, type RouteInfo } from './document.ts';
import { rendition30 } from './rendition.ts';

export interface RouteRegistry {
  routes: RouteInfo[];
  /** the methods registered for a concrete path (empty: no such path) */
  methodsOf(path: string): string[];
}

/** Must run before any route is registered: records each route's method, url, access and schemas. */
export function collectRoutes(app: FastifyInstance): RouteRegistry {
  const routes: RouteInfo[] = [];
  let patterns: Array<{ re: RegExp; methods: Set<string> }> | null = null;
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as {
      summary?: string;
      tags?: string[];
      body?: unknown;
      querystring?: unknown;
      params?: unknown;
      response?: Record<string, unknown>;
      hide?: boolean;
      'x-data'?: Record<string, unknown>;
      'x-list'?: string;
      'x-body'?: Record<string, unknown>;
      'x-upload'?: boolean;
      'x-operation'?: Record<string, unknown>;
    };
    const access = (route.config as { access?: unknown } | undefined)?.access;
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        access,
        summary: schema.summary,
        tags: schema.tags,
        body: schema.body,
        querystring: schema.querystring,
        params: schema.params,
        response: schema.response,
        hide: schema.hide,
        data: schema['x-data'],
        listOf: schema['x-list'],
        bodyJson: schema['x-body'],
        upload: schema['x-upload'],
        operation: schema['x-operation'],
      });
    }
    patterns = null;
  });
  return {
    routes,
    methodsOf(path) {
      if (!patterns) {
        const byUrl = new Map<string, Set<string>>();
        for (const r of routes) {
          if (r.url.includes('*')) continue;
          const set = byUrl.get(r.url) ?? new Set<string>();
          set.add(r.method);
          byUrl.set(r.url, set);
        }
        patterns = [...byUrl].map(([url, methods]) => ({
          re: new RegExp(
            `^${url
              .split('/')
              .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
              .join('/')}/?$`,
          ),
          methods,
        }));
      }
      const out = new Set<string>();
      for (const p of patterns) if (p.re.test(path)) for (const m of p.methods) out.add(m);
      return [...out].sort();
    },
  };
}

/** The document at /admin/api-docs/openapi.json and the interactive reference at /admin/api-docs. */
export async function installOpenApi(app: FastifyInstance, registry: RouteRegistry, resources: readonly AnyResource[], version: string) {
  let doc: Record<string, unknown> | null = null;
  let page: Record<string, unknown> | null = null;
  const document = () => (doc ??= buildDocument(registry.routes, resources, version));
  await app.register(swagger, {
    openapi: { info: { title: 'LIMS admin API', version } },
    // the per-route transform of @fastify/swagger is not used: the whole document is ours
    transform: ({ url }) => ({ schema: { hide: true } as never, url }),
    transformObject: () => document() as never,
  });
  await app.register(swaggerUi, {
    routePrefix: '/admin/api-docs',
    // the page reads /admin/api-docs/json: the 3.0 rendition of the same document (server/openapi/rendition.ts says
    // why), built once; app.swagger() and /admin/api-docs/openapi.json stay the 3.1 document clients read
    transformSpecification: () => (page ??= rendition30(document())),
    transformSpecificationClone: false,
    theme: { title: 'LIMS admin API · 接口文档' },
    uiConfig: {
      // no framework top bar (its logo and URL box are not the lab's); the document's own title heads the page
      layout: 'BaseLayout',
      // 272 operations and 100+ schemas: rendered collapsed, one menu group at a time; no models section (each
      // operation shows its own schemas)
      docExpansion: 'none',
      defaultModelsExpandDepth: -1,
      filter: true,
      deepLinking: true,
      // "Authorize" once with the token from login (raw, in Authorization or syc-token); kept across reloads
      persistAuthorization: true,
      displayRequestDuration: true,
    },
  });
  app.get('/admin/api-docs/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => document());
}
