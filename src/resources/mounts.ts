// Which schema resource each menu route lists (from the route table, which reads the resources' menu entries from
// their declarations). See names.ts for the naming rule.
import { screens } from '../routes/table.ts';

/** menu name → schema resource name, for the menu routes that list a resource */
export const mounts = new Map(
  Object.entries(screens)
    // a custom list screen that says `view: 'list'` still lists (and mounts) its resource
    .filter(([, s]) => s.resource && (s.page ? s.view === 'list' : !s.view || s.view === 'list'))
    .map(([menu, s]) => [menu, s.resource!]),
);

/** The API path segment for a react-admin resource name. */
export const apiNameOf = (raName: string): string => mounts.get(raName) ?? raName;
