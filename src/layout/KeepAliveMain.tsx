// The page area: renders the current page and keeps the kept-alive pages of open tabs in a hidden <Activity>, each
// at its own (frozen) location, so switching tabs keeps their state and DOM while their effects (polling, live
// subscriptions) are cleaned up until the tab shows again. Closing a tab unmounts it; "refresh" goes
// through /redirect/{path}, which drops the cached page and mounts it anew. Scrolls to top and runs the progress
// bar on every navigation.
import { Activity, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import Box from '@mui/material/Box';
import { progress } from '../routes/progress.ts';
import { useTags, tags } from './tags/store.ts';
import { pageMeta, tagFor } from './routeMeta.ts';
import { tagLabel } from './tags/TagsView.tsx';
import { useTranslate } from 'ra-core';
import { ErrorBoundary } from '../pages/ErrorBoundary.tsx';

function PageAt({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
}

const MAX_CACHED = 12;

export function KeepAliveMain({ routes, tagsView }: { routes: RouteObject[]; tagsView: boolean }) {
  const location = useLocation();
  const translate = useTranslate();
  const open = useTags();
  const [cache, setCache] = useState<Map<string, Location>>(() => new Map());
  const meta = pageMeta(routes, location);
  const tag = meta ? tagFor(meta, location) : null;
  const isRedirect = location.pathname.startsWith('/redirect/');
  const keep = !!tag?.keepAlive && !isRedirect;
  const boxRef = useRef<HTMLDivElement>(null);

  // record the tab and (for kept-alive pages) the page's latest location
  useEffect(() => {
    // routes without a title only redirect ('/', '*' → /404, access-denied → /401): they never become a tab
    if (!tag || !meta?.title || isRedirect || location.pathname === '/') return;
    if (tagsView && !(meta?.hidden && (location.pathname === '/404' || location.pathname === '/401'))) tags.visit(tag);
    if (!keep) return;
    setCache((prev) => {
      if (prev.get(location.pathname) === location) return prev;
      const next = new Map(prev).set(location.pathname, location);
      while (next.size > MAX_CACHED) next.delete(next.keys().next().value!);
      return next;
    });
  }, [location, keep, tagsView]); // eslint-disable-line react-hooks/exhaustive-deps -- tag and meta are new objects every render, derived from location

  // a closed tab (or a refresh through /redirect) drops its cached page
  useEffect(() => {
    setCache((prev) => {
      const openPaths = new Set(open.map((t) => t.path));
      const redirectTarget = isRedirect ? location.pathname.slice('/redirect'.length) : null;
      const next = new Map([...prev].filter(([p]) => (openPaths.has(p) || p === location.pathname) && p !== redirectTarget));
      return next.size === prev.size ? prev : next;
    });
  }, [open, isRedirect, location.pathname]);

  // the browser tab: "{page title} - {product name}" (a title from params or query wins)
  const recordTitle = open.find((v) => v.path === tag?.path)?.recordTitle;
  const pageTitle = tag && !isRedirect ? tagLabel({ ...tag, recordTitle }, translate) : '';
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${translate('app.title')}` : translate('app.title');
  }, [pageTitle, translate]);

  useLayoutEffect(() => {
    progress.start();
    window.scrollTo(0, 0);
    boxRef.current?.scrollTo?.(0, 0);
  }, [location.key]);
  useEffect(() => progress.done(), [location.key]);

  // the current kept-alive page is part of the keyed list from its first render, so caching never remounts it
  const pages = new Map(cache);
  if (keep && !pages.has(location.pathname)) pages.set(location.pathname, location);
  return (
    <Box ref={boxRef} sx={{ flex: 1, minWidth: 0 }}>
      {[...pages].map(([path, loc]) => (
        <Activity key={path} mode={path === location.pathname ? 'visible' : 'hidden'}>
          <Box data-page={path}>
            <ErrorBoundary>
              <PageAt routes={routes} location={path === location.pathname ? location : loc} />
            </ErrorBoundary>
          </Box>
        </Activity>
      ))}
      {!keep && (
        <Box key={`live:${location.pathname}`} data-page={location.pathname}>
          <ErrorBoundary>
            <PageAt routes={routes} location={location} />
          </ErrorBoundary>
        </Box>
      )}
    </Box>
  );
}
