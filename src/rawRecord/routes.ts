// The raw-record routes of the manifest as hidden children of /analyse (src/routes/table.ts hook point):
// `/analyse/{route}/:id?` (entry; without a sheet id: the template's try mode) and `/analyse/{route}Detail/:id`
// (the signed record). Screens load lazily: the engine and the templates come with the first raw record opened.
import type { ExtraRoute } from '../routes/table.ts';
import { ROUTE_INDEX } from './routeIndex.ts';

export const rawRecordExtraRoutes: ExtraRoute[] = ROUTE_INDEX.flatMap(([route, detail]) => [
  { group: 'analyse', name: route, params: ':id?', screen: () => import('./EntryScreen.tsx').then((m) => ({ default: m.entryScreen(route) })) },
  ...(detail
    ? [{ group: 'analyse', name: detail, params: ':id', screen: () => import('./DetailScreen.tsx').then((m) => ({ default: m.detailScreen(detail) })) }]
    : []),
]);
