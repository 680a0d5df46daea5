// THE MANIFEST: every raw-record route of the seed (/analyse) → its template.
import type { TemplateDef } from '../types.ts';
import { airTemplates } from './air.ts';
import { buildTemplate } from './build.ts';
import { templateAtVersion } from './revisions.ts';
export { versionOfRecord } from './revisions.ts';
import { componentTemplates } from './components.ts';
import { gufeiTemplates } from './gufei.ts';
import { soilTemplates } from './soil.ts';
import { waterTemplates } from './water.ts';

export const templateManifest: readonly TemplateDef[] = Object.freeze(
  [...componentTemplates, ...waterTemplates, ...airTemplates, ...soilTemplates, ...gufeiTemplates].map(buildTemplate),
);

const byId = new Map<string, TemplateDef>();
const byRoute = new Map<string, TemplateDef>();
for (const t of templateManifest) {
  if (byId.has(t.id)) throw new Error(`duplicate template id ${t.id}`);
  byId.set(t.id, t);
  byRoute.set(t.route, t);
  if (t.detailRoute) byRoute.set(t.detailRoute, t);
}

export function templateById(id: string): TemplateDef | undefined {
  return byId.get(id);
}

/** The template as a record kept at `version` was written for (manifest/revisions.ts); undefined version: the current. */
export function templateByIdAt(id: string, version: number | undefined): TemplateDef | undefined {
  const t = byId.get(id);
  return t && templateAtVersion(t, version);
}

/** Resolves a route name (e.g. 'water-tmpl47' or its read-only 'water-tmpl47Detail') to its template. */
export function findTemplate(routeName: string): TemplateDef | undefined {
  return byRoute.get(routeName);
}

/** All route names the manifest answers, Detail screens included. */
export function manifestRoutes(): string[] {
  return [...byRoute.keys()];
}
