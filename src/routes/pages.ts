// The lazy screens of the route table: only the router imports this module. A page's declaration names its screen
// as data (`screen: 'business/TaskScreens#TaskList'`, in its capability's schemas file), so the modules that read the table
// (i18n, names.ts, the dataProvider) do not reach the pages, which import them in turn. The loaders are the capability
// folders' modules (import.meta.glob: one chunk per module, no hand-kept map); a screen names one of them.
import type { ComponentType } from 'react';
import { rawRecordRoutes, screens, type ScreenSpec } from './table.ts';

export type LazyScreen = () => Promise<{ default: ComponentType }>;

/**
 * The modules a screen may name: every component module of a capability folder (any folder of src/ but the generic
 * layers and the app's own pages), keyed by its path under src/ without extension ('business/TaskScreens').
 */
const found = import.meta.glob<Record<string, unknown>>([
  '../*/**/*.tsx',
  '!../{app,authProvider,dataProvider,dict,hasPerm,i18n,layout,realtime,resources,routes,store}/**',
  '!../pages/**',
]);
const modules: Record<string, () => Promise<Record<string, unknown>>> = Object.fromEntries(
  Object.entries(found).map(([file, load]) => [file.replace(/^\.\.\//, '').replace(/\.tsx$/, ''), load]),
);

function lazyPage(ref: string): LazyScreen {
  const [module, key = 'default'] = ref.split('#');
  const load = modules[module];
  if (!load) throw new Error(`screen ${ref}: no module src/${module}.tsx in the capability folders`);
  return () => load().then((m) => ({ default: m[key] as ComponentType }));
}

// built once: the router caches a screen by its loader, so each route keeps one
const loaders = new Map<string, LazyScreen>([
  ...Object.entries(screens).flatMap(([menu, s]) => (s.page ? [[menu, lazyPage(s.page)] as const] : [])),
  ...rawRecordRoutes.map(
    (e) =>
      [
        `${e.group}/${e.name}`,
        e.rawRecord === 'entry'
          ? () => import('../analysis/rawRecord/EntryScreen.tsx').then((m) => ({ default: m.entryScreen(e.name) }))
          : () => import('../analysis/rawRecord/DetailScreen.tsx').then((m) => ({ default: m.detailScreen(e.name) })),
      ] as const,
  ),
]);

/** What a menu name shows, with its lazy screen if it has one. */
export function screenOf(menuName: string): ScreenSpec & { screen?: LazyScreen } {
  const extra = rawRecordRoutes.some((e) => `${e.group}/${e.name}` === menuName);
  const screen = loaders.get(menuName);
  return extra ? { screen } : { ...(screens[menuName] ?? {}), ...(screen ? { screen } : {}) };
}
