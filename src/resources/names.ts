// react-admin resource names. A schema resource listed on a menu route is mounted THERE: its react-admin name is
// the menu name ('management/equipment'), so list, create, edit and show live under /management/equipment/...
// A schema resource listed nowhere (clients, dictItems, rawRecords, ...) keeps its schema name (/clients).
// The dataProvider maps either back to the API name.
import './zodConfig.ts';
import { resources, resourceByName } from '../../schemas/resources/index.ts';
import type { AnyResource } from '../../schemas/core/resource.ts';
import { mounts, apiNameOf } from './mounts.ts';

export { mounts, apiNameOf };

export function schemaOf(raName: string): AnyResource | undefined {
  return resourceByName.get(mounts.get(raName) ?? raName);
}

/** The canonical react-admin name of a schema resource: its own route if it is mounted there, else any mount. */
export function raNameOf(schemaName: string): string {
  const own = resourceByName.get(schemaName)?.route;
  if (own && mounts.get(own) === schemaName) return own;
  for (const [menu, name] of mounts) if (name === schemaName) return menu;
  return schemaName;
}

/** Schema resources mounted on no menu route; shown at /{name} when their menu (if any) is permitted. */
export const ancillary: AnyResource[] = resources.filter((r) => ![...mounts.values()].includes(r.name));
