// What a built route renders: a custom lazy screen, the generated views of a schema resource, or a placeholder.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { AppRoute } from './build.ts';
import type { LazyScreen } from './pages.ts';
import { Lazy } from './Lazy.tsx';
import { lazyPreload } from '../resources/lazyPreload.tsx';
import { Placeholder } from '../pages/Placeholder.tsx';
import { ResourceViews, HiddenView } from '../resources/views.tsx';
import { ancillary } from '../resources/names.ts';
import { NoAccess } from './NoAccess.tsx';

const lazyCache = new Map<LazyScreen, ComponentType>();
/** a screen opened once renders at once the next time (no suspense, no reveal delay) */
function lazyScreen(load: LazyScreen): ComponentType {
  let C = lazyCache.get(load);
  if (!C) lazyCache.set(load, (C = lazyPreload(load)));
  return C;
}

export interface RouteMeta {
  route?: AppRoute;
  /** fixed-route title key */
  title?: string;
  keepAlive?: boolean;
  affix?: boolean;
  hidden?: boolean;
}

/**
 * The route objects of the permission-built routes, each with its meta in `handle`. A route whose perm the user
 * lacks (`can`) says so in words instead of loading a screen whose every request would be refused.
 */
export function routeObjects(routes: AppRoute[], menus: readonly string[], can: (perm: string) => boolean = () => true): RouteObject[] {
  const out: RouteObject[] = routes.map((r) => {
    const { spec } = r;
    const meta: RouteMeta = { route: r, title: r.title, keepAlive: r.keepAlive, hidden: r.hidden };
    if (r.perm && !can(r.perm))
      return {
        path: spec.resource && !spec.screen && (!spec.view || spec.view === 'list') ? `${r.base}/*` : r.path,
        element: <NoAccess perm={r.perm} />,
        handle: meta,
      };
    if (spec.screen) {
      const Screen = lazyScreen(spec.screen);
      return {
        path: r.path,
        element: (
          <Lazy>
            <Screen />
          </Lazy>
        ),
        handle: meta,
      };
    }
    if (spec.resource && (!spec.view || spec.view === 'list')) {
      return { path: `${r.base}/*`, element: <ResourceViews name={r.menuName} />, handle: meta };
    }
    if (spec.resource) return { path: r.path, element: <HiddenView schemaName={spec.resource} view={spec.view!} />, handle: meta };
    return { path: r.path, element: <Placeholder />, handle: meta };
  });
  // resources shown on no menu (clients, dict items, raw records...): reachable when their menu is permitted
  const allowed = new Set(menus);
  for (const res of ancillary) {
    if (res.route && !allowed.has(res.route)) continue;
    const element = can(res.access.list) ? <ResourceViews name={res.name} /> : <NoAccess perm={res.access.list} />;
    out.push({ path: `/${res.name}/*`, element, handle: { title: `resources.${res.name}.name`, keepAlive: true } });
  }
  return out;
}
