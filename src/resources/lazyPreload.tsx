// React.lazy suspends on its first render even when the module is already loaded (the import promise settles a
// tick later), and React holds a revealed Suspense boundary back for up to 300 ms so that fallbacks do not flash.
// After the login page has loaded the app in the background, that alone added ~300 ms to login → first page.
// A component from lazyPreload renders the module directly once it is loaded; before that it is React.lazy.
import { lazy, useState, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (e: unknown) => {
        pending = null; // a failed chunk load may be retried
        throw e;
      },
    ));
  const Lazy = lazy(preload);
  function Preloaded(props: P) {
    // chosen once per mount: switching from Lazy to the module later would remount the page
    const [C] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <C {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}

/**
 * A named export of a module, loaded on first render (a resource's override views: src/resources/overrides.ts); a
 * screen that leads to it may `preload()` it, so that it then renders without suspending.
 */
export function lazyView<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, key: K): Preloadable<object> {
  return lazyPreload(() => load().then((m) => ({ default: m[key] })));
}
