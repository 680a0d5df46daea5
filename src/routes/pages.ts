// The lazy page loaders of the route table: only the router imports this module. src/routes/table.ts names each
// page as data (`page: 'business#OrderList'`), so the modules that read the table (i18n, names.ts, the dataProvider)
// do not reach the pages, which import them in turn.
import type { ComponentType } from 'react';
import { rawRecordRoutes, screens, type PageModule, type PageRef, type ScreenSpec } from './table.ts';

export type LazyScreen = () => Promise<{ default: ComponentType }>;

// one static import() per module, so that vite splits each page into its chunk
const modules: Record<PageModule, () => Promise<Record<string, unknown>>> = {
  business: () => import('../pages/business/index.ts'),
  analyse: () => import('../pages/analyse/index.ts'),
  lecture: () => import('../pages/lecture/index.ts'),
  'demo/Levels': () => import('../pages/demo/Levels.tsx'),
  'system/logs/LogViewer': () => import('../pages/system/logs/LogViewer.tsx'),
  'system/Codegen': () => import('../pages/system/Codegen.tsx'),
  'demo/ApiDocs': () => import('../pages/demo/ApiDocs.tsx'),
  'demo/Crud': () => import('../pages/demo/Crud.tsx'),
  'demo/DictDemo': () => import('../pages/demo/DictDemo.tsx'),
  'demo/Icons': () => import('../pages/demo/Icons.tsx'),
  'demo/Upload': () => import('../pages/demo/Upload.tsx'),
  'demo/Editor': () => import('../pages/demo/Editor.tsx'),
  'demo/Websocket': () => import('../pages/demo/Websocket.tsx'),
  'demo/Signature': () => import('../pages/demo/Signature.tsx'),
};

function lazyPage(ref: PageRef): LazyScreen {
  const [module, key = 'default'] = ref.split('#') as [PageModule, string?];
  return () => modules[module]().then((m) => ({ default: m[key] as ComponentType }));
}

// built once: the router caches a screen by its loader, so each route keeps one
const loaders = new Map<string, LazyScreen>([
  ...Object.entries(screens).flatMap(([menu, s]) => (s.page ? [[menu, lazyPage(s.page)] as const] : [])),
  ...rawRecordRoutes.map(
    (e) =>
      [
        `${e.group}/${e.name}`,
        e.rawRecord === 'entry'
          ? () => import('../rawRecord/EntryScreen.tsx').then((m) => ({ default: m.entryScreen(e.name) }))
          : () => import('../rawRecord/DetailScreen.tsx').then((m) => ({ default: m.detailScreen(e.name) })),
      ] as const,
  ),
]);

/** What a menu name shows, with its lazy screen if it has one. */
export function screenOf(menuName: string): ScreenSpec & { screen?: LazyScreen } {
  const extra = rawRecordRoutes.some((e) => `${e.group}/${e.name}` === menuName);
  const screen = loaders.get(menuName);
  return extra ? { screen } : { ...(screens[menuName] ?? {}), ...(screen ? { screen } : {}) };
}
