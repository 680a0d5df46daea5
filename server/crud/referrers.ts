import type { AnyResource } from '../../schemas/core/resource.ts';
import { resources } from '../../schemas/resources/index.ts';
import type { RouteAccess } from '../http/types.ts';

/**
 * Who may read a resource's titles by id (`/options`): its own readers, and the readers of every resource that
 * references it, since their screens show those references (a sample list shows its task, an equipment list its
 * keeper). Without this a role sees an error in place of a title on a screen it may open. An explicit
 * `access.options` wins.
 */
export function optionsAccess(r: AnyResource, all: AnyResource[] = resources): RouteAccess {
  if (r.access.options) return r.access.options;
  const perms = new Set<string>([r.access.get ?? r.access.list]);
  for (const other of all) if (other.fieldList.some((f) => f.reference === r.name)) perms.add(other.access.list);
  return [...perms];
}
