// The access guard: without a session only /login is reachable (others go to /login?redirect=path+query);
// with one, /login goes to / (or, right after login, to the redirect target). Everything behind the guard is the
// lazily loaded Shell, so the login page loads only what it needs.
import { lazy, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Lazy } from './Lazy.tsx';
import { lazyPreload } from '../resources/lazyPreload.tsx';
import { useSessionToken } from './useSession.ts';

const Login = lazy(() => import('../pages/login/LoginPage.tsx'));
const Manual = lazy(() => import('../pages/Manual.tsx'));
const Shell = lazyPreload(() => import('./Shell.tsx'));

/**
 * While the login form waits for the user, the app behind it (the Shell chunk and its imports) loads in the
 * background once the browser is idle, so pressing "login" does not start with a download. The login page itself
 * still loads only what it needs (the initial JS figure of bench/ui.bench.ts).
 */
function usePrefetchShell(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const load = () => void Shell.preload().catch(() => undefined); // a failure shows again when the Shell is needed
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(load, 200);
    return () => clearTimeout(handle);
  }, [enabled]);
}

/** Only an in-app path may be a redirect target. */
export const safeRedirect = (value: string | null): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';

function LoginRoute() {
  const { search } = useLocation();
  const token = useSessionToken();
  usePrefetchShell(!token);
  return token ? (
    <Navigate to={safeRedirect(new URLSearchParams(search).get('redirect'))} replace />
  ) : (
    <Lazy>
      <Login />
    </Lazy>
  );
}

export function Guard({ children }: { children?: ReactNode }) {
  const token = useSessionToken();
  const { pathname, search } = useLocation();
  if (!token) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return <Lazy>{children ?? <Shell token={token} />}</Lazy>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route
        path="/manual"
        element={
          <Guard>
            <Manual />
          </Guard>
        }
      />
      <Route path="*" element={<Guard />} />
    </Routes>
  );
}
