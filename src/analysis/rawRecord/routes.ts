// The raw-record routes of the manifest as hidden children of /analyse (src/routes/table.ts hook point):
// `/analyse/{route}/:id?` (entry; without a sheet id: the template's try mode) and `/analyse/{route}Detail/:id`
// (the signed record). Screens load lazily (src/routes/pages.ts): the engine and the templates come with the first
// raw record opened.
import type { ExtraRoute } from '../../routes/table.ts';
import { ROUTE_INDEX } from './routeIndex.ts';

export const rawRecordExtraRoutes: ExtraRoute[] = ROUTE_INDEX.flatMap(([route, detail]): ExtraRoute[] => [
  { group: 'analyse', name: route, params: ':id?', rawRecord: 'entry' },
  ...(detail ? [{ group: 'analyse', name: detail, params: ':id', rawRecord: 'detail' as const }] : []),
]);
