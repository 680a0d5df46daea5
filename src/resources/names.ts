// react-admin resource names. A schema resource listed on a menu route is mounted THERE: its react-admin name is
// the menu name ('management/equipment'), so list, create, edit and show live under /management/equipment/...
// A schema resource listed nowhere (clients, dictItems, rawRecords, ...) keeps its schema name (/clients).
// The dataProvider maps either back to the API name.
import { resources, resourceByName } from '../../schemas/resources/index.ts';
import type { AnyResource } from '../../schemas/core/resource.ts';
import { screens } from '../routes/table.ts';

/** menu name → schema resource name, for the menu routes that list a resource */
export const mounts = new Map(
  Object.entries(screens)
    .filter(([, s]) => s.resource && (!s.view || s.view === 'list') && !s.screen)
    .map(([menu, s]) => [menu, s.resource!]),
);

export function schemaOf(raName: string): AnyResource | undefined {
  return resourceByName.get(mounts.get(raName) ?? raName);
}

/** The schema's api path segment for a react-admin name. */
export const apiNameOf = (raName: string): string => mounts.get(raName) ?? raName;

/** The canonical react-admin name of a schema resource: its own route if it is mounted there, else any mount. */
export function raNameOf(schemaName: string): string {
  const own = resourceByName.get(schemaName)?.route;
  if (own && mounts.get(own) === schemaName) return own;
  for (const [menu, name] of mounts) if (name === schemaName) return menu;
  return schemaName;
}

/** Schema resources mounted on no menu route; shown at /{name} when their menu (if any) is permitted. */
export const ancillary: AnyResource[] = resources.filter((r) => ![...mounts.values()].includes(r.name));
