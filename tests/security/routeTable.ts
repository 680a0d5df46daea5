import { vi } from 'vitest';
import type { FastifyInstance } from 'fastify';

export interface RouteInfo {
  method: string;
  url: string;
  access: unknown;
}

/** Every route any app built in this test file registered (Fastify's own route table, seen through onRoute). */
export const collectedRoutes: RouteInfo[] = [];

/**
 * A drop-in for the `fastify` module that registers an onRoute collector on each new instance before any
 * route exists. Use in a test file: vi.mock('fastify', () => import('./routeTable.ts').then((m) => m.fastifyWithRouteTable()))
 */
export async function fastifyWithRouteTable() {
  const actual = await vi.importActual<typeof import('fastify')>('fastify');
  const create = (opts?: object) => {
    const app = (actual.default as unknown as (o?: object) => FastifyInstance)(opts);
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) {
        if (method === 'HEAD') continue; // Fastify's automatic HEAD twin of a GET route
        if (!collectedRoutes.some((c) => c.method === method && c.url === r.url))
          collectedRoutes.push({ method, url: r.url, access: (r.config as { access?: unknown } | undefined)?.access });
      }
    });
    return app;
  };
  return { ...actual, default: Object.assign(create, actual.default), fastify: Object.assign(create, actual.default) };
}

/** Public by design: logging in and out, the captcha, health and the API documentation. */
export const PUBLIC_ROUTES = [
  /^POST \/admin\/index\/login$/,
  /^POST \/admin\/index\/logout$/,
  /^GET \/admin\/api\/v1\/auth\/captcha$/,
  /^GET \/admin\/health$/,
  /^GET \/admin\/api-docs(\/.*)?$/,
];
export const isPublicByDesign = (r: RouteInfo) => PUBLIC_ROUTES.some((p) => p.test(`${r.method} ${r.url}`));

/** A concrete URL for a route pattern (ids that exist in the demo lab, a real transition name). */
export function concreteUrl(url: string, values: Record<string, string> = {}): string {
  return url
    .replace(/:(\w+)/g, (_m, name: string) => values[name] ?? (name === 'name' ? 'submit' : name === 'action' ? 'publish' : '1'))
    .replace(/\*$/, 'index.html');
}

/** The /admin/ routes of the collected table, with the URLs of the api-docs static files collapsed. */
export function adminRoutes(): RouteInfo[] {
  return collectedRoutes.filter((r) => r.url.startsWith('/admin/'));
}
