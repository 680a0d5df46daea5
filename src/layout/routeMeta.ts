// The meta of the page at a location: its route's handle, its params, and its tab title (a title in
// the route params or the query string overrides the title of the route meta).
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';
import type { RouteMeta } from '../routes/elements.tsx';
import type { TagView } from './tags/store.ts';

export interface PageMeta extends RouteMeta {
  params: Record<string, string | undefined>;
  /** the part of a resource path after the list: 'create', '5', '5/show' */
  rest?: string;
}

export function pageMeta(routes: RouteObject[], location: Pick<Location, 'pathname'>): PageMeta | null {
  const matches = matchRoutes(routes, location);
  const m = matches?.at(-1);
  if (!m) return null;
  const { '*': rest, ...params } = m.params;
  return { ...((m.route.handle as RouteMeta | undefined) ?? {}), params, rest: rest || undefined };
}

export type SubPage = 'create' | 'edit' | 'show';
export function subPageOf(rest: string | undefined): { sub?: SubPage; recordId?: string } {
  if (!rest) return {};
  if (rest === 'create' || rest.startsWith('create/')) return { sub: 'create' };
  const [id, second] = rest.split('/');
  return { sub: second === 'show' ? 'show' : 'edit', recordId: decodeURIComponent(id) };
}

export function tagFor(meta: PageMeta, location: Pick<Location, 'pathname' | 'search'>): TagView & { sub?: SubPage; recordId?: string } {
  const query = new URLSearchParams(location.search).get('title');
  const literal = query || meta.params.title;
  const sub = subPageOf(meta.rest);
  return {
    path: location.pathname,
    fullPath: location.pathname + location.search,
    title: literal || meta.title || 'menu.untitled',
    literal: !!literal,
    affix: meta.affix,
    keepAlive: !!meta.keepAlive && !sub.sub,
    ...sub,
  };
}
