// A raw-record template as a person reads it: its name from the route index (no template module loaded), never its
// id (`water-tmpl47`); a generic one (`method:HJ 535-2009`) by its method.
import { ROUTE_INDEX } from './routeIndex.ts';

const byId = new Map(ROUTE_INDEX.map((r) => [r[0], r]));

export function templateName(id: string | null | undefined, locale: string): string {
  const row = id ? byId.get(id) : undefined;
  if (row) return locale === 'en' ? row[3] : row[2];
  return String(id ?? '—').replace(/^method:/, '');
}

/** Every template as a choice (id → name in the UI language), for a filter. */
export const templateChoices = (locale: string) => ROUTE_INDEX.map((r) => ({ id: r[0], name: locale === 'en' ? r[3] : r[2] }));
