// The access guard (seed §2): without a session only /login is reachable (others go to /login?redirect=path+query);
// with one, /login goes to / (or, right after login, to the redirect target). Everything behind the guard is the
// lazily loaded Shell, so the login page loads only what it needs.
import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Lazy } from './Lazy.tsx';
import { useSessionToken } from './useSession.ts';

const Login = lazy(() => import('../pages/login/LoginPage.tsx'));
const Manual = lazy(() => import('../pages/Manual.tsx'));
const Shell = lazy(() => import('./Shell.tsx'));

/** Only an in-app path may be a redirect target. */
export const safeRedirect = (value: string | null): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';

function LoginRoute() {
  const { search } = useLocation();
  const token = useSessionToken();
  return token ? <Navigate to={safeRedirect(new URLSearchParams(search).get('redirect'))} replace /> : <Lazy><Login /></Lazy>;
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
      <Route path="/manual" element={<Guard><Manual /></Guard>} />
      <Route path="*" element={<Guard />} />
    </Routes>
  );
}
