// Everything after login, loaded lazily: the user's roles and perms are fetched, the routes built from the stored
// menu list (fixed routes + permitted routes + /404 for the rest), and the main layout rendered. A failure of
// either step clears the session, which sends the user to the login page.
import { useEffect, useMemo, useState } from 'react';
import { lazyPreload } from '../resources/lazyPreload.tsx';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { loadMe } from '../authProvider/index.ts';
import { hasAuth, type Me } from '../authProvider/access.ts';
import { session } from '../authProvider/session.ts';
import { hooks } from '../dataProvider/http.ts';
import { toast } from '../notify.ts';
import { buildMenu, buildRoutes } from './build.ts';
import { setLabTimeZone } from '../resources/when.tsx';
import { routeObjects, type RouteMeta } from './elements.tsx';
import { Lazy, ProgressWhileMounted } from './Lazy.tsx';
import { AppLayout } from '../layout/AppLayout.tsx';
import { Error401, Error404 } from '../pages/errors.tsx';
import { RegisterResources } from '../resources/views.tsx';
import { ListDefaults } from '../resources/ListError.tsx';

const Dashboard = lazyPreload(() => import('../pages/dashboard/Dashboard.tsx'));
const Profile = lazyPreload(() => import('../pages/profile/ProfilePage.tsx'));
const MyNotice = lazyPreload(() => import('../system/notice/MyNotice.tsx'));

/** /redirect/{path}: goes to /{path} in replace mode (used by "refresh" to remount a page). */
function Redirect() {
  const { '*': rest } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest ?? ''}${search}`} replace />;
}

/** The fixed children of the main layout. */
export const fixedRoutes: RouteObject[] = [
  { path: '/redirect/*', element: <Redirect />, handle: { hidden: true } satisfies RouteMeta },
  { path: '/', element: <Navigate to="/dashboard" replace />, handle: { hidden: true } },
  {
    path: '/dashboard',
    element: (
      <Lazy>
        <Dashboard />
      </Lazy>
    ),
    handle: { title: 'menu.dashboard', keepAlive: true, affix: true },
  },
  { path: '/401', element: <Error401 />, handle: { title: 'menu.401', hidden: true } },
  { path: '/404', element: <Error404 />, handle: { title: 'menu.404', hidden: true } },
  {
    path: '/profile',
    element: (
      <Lazy>
        <Profile />
      </Lazy>
    ),
    handle: { title: 'menu.profile', hidden: true },
  },
  {
    path: '/myNotice',
    element: (
      <Lazy>
        <MyNotice />
      </Lazy>
    ),
    handle: { title: 'menu.myNotice', hidden: true },
  },
  // react-admin's own redirects when an access check fails
  { path: '/access-denied', element: <Navigate to="/401" replace />, handle: { hidden: true } },
  { path: '/authentication-error', element: <Navigate to="/401" replace />, handle: { hidden: true } },
];

export const notFoundRoute: RouteObject = { path: '*', element: <Navigate to="/404" replace />, handle: { hidden: true } };

function endSession(message: string): void {
  toast(message, 'error');
  session.clear();
  hooks.onSessionCleared.forEach((f) => f());
}

export default function Shell({ token }: { token: string }) {
  const [ready, setReady] = useState<{ token: string; me: Me } | null>(null);
  useEffect(() => {
    let live = true;
    loadMe().then(
      (me) => {
        setLabTimeZone(me.timeZone);
        if (live) setReady({ token, me });
      },
      (e: Error) => live && endSession(e?.message === 'app.auth.verifyFailed' ? e.message : 'app.auth.routesFailed'),
    );
    return () => void (live = false);
  }, [token]);
  const built = useMemo(() => {
    if (ready?.token !== token) return null;
    try {
      const menus = session.menus();
      const can = (perm: string) => hasAuth(ready.me, perm);
      const permitted = buildRoutes(menus);
      return { routes: [...fixedRoutes, ...routeObjects(permitted, menus, can), notFoundRoute], menu: buildMenu(permitted, undefined, can) };
    } catch (e) {
      console.error('route generation failed', e);
      return 'failed' as const;
    }
  }, [ready, token]);
  useEffect(() => {
    if (built === 'failed') endSession('app.auth.routesFailed');
  }, [built]);
  if (!built || built === 'failed') return <ProgressWhileMounted />;
  return (
    <RegisterResources>
      <ListDefaults>
        <AppLayout key={token} routes={built.routes} menu={built.menu} />
      </ListDefaults>
    </RegisterResources>
  );
}
