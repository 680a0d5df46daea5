// The route table as DATA, derived from the menu tree (schemas/menu/tree.ts): a resource's entries show its generated
// views, a hand-written page shows the `screen` of its declaration (definePage: `'pages/business/TaskScreens#TaskList'`,
// a module under src/ and its export; src/routes/pages.ts loads it). Nothing here names a page.
// A leaf: it imports no page, so i18n, the dataProvider and names.ts read it without reaching the screens that
// use them (issue 36: that made a 42-file import cycle). Only the router loads pages, through routes/pages.ts.
import { menuTree, type MenuNode } from '../../schemas/menu/tree.ts';
import type { GeneratedView } from '../../schemas/core/page.ts';
import { rawRecordExtraRoutes } from '../analysis/rawRecord/routes.ts';

export type { GeneratedView };

export interface ScreenSpec {
  /** schema resource name (schemas/resources) */
  resource?: string;
  /** generated view for a hidden route: 'form' = edit with :id, create without (route params prefill) */
  view?: GeneratedView;
  /** a custom screen, lazy-loaded (routes/pages.ts): 'module/under/src#Export'; wins over the generated view */
  page?: string;
  /** page-level role check (pages use roles); ROOT passes */
  roles?: string[];
  /** the perm needed to open the screen, when it is not its resource's list perm */
  perm?: string;
}

/** What each permitted-menu name shows: its declaration's screen, resource, view and perm. */
export const screens: Record<string, ScreenSpec> = Object.fromEntries(
  menuTree.flatMap((g) =>
    (g.children ?? [])
      .filter((c) => c.resource || c.screen)
      .map((c) => {
        const spec: ScreenSpec = {};
        if (c.resource) spec.resource = c.resource;
        if (c.view) spec.view = c.view;
        if (c.screen) spec.page = c.screen;
        if (c.perm) spec.perm = c.perm;
        return [`${g.name}/${c.name}`, spec] as const;
      }),
  ),
);

export interface ExtraRoute {
  /** the group it belongs to, e.g. 'analyse' */
  group: string;
  /** child name, e.g. 'water-tmpl37' */
  name: string;
  /** route parameters, e.g. ':id' */
  params?: string;
  /** which raw-record screen it shows (routes/pages.ts loads it) */
  rawRecord: 'entry' | 'detail';
}

/**
 * HOOK POINT for the raw-record screens (the "/analyse" hidden family: water-component*, water-tmplN,
 * air-tmplN, soil-tmplN, gufei-tmplN): the template engineer fills this from `schemas/templates/manifest`
 * (e.g. `manifest.map((t) => ({ group: 'analyse', name: t.route, params: ':id', rawRecord: 'entry' }))`).
 * They are hidden children of their group, so they are always kept once the group is permitted.
 */
export const rawRecordRoutes: ExtraRoute[] = rawRecordExtraRoutes;

/** The menu tree with the extra hidden routes appended to their groups. */
export function fullTree(tree: MenuNode[] = menuTree, extra: ExtraRoute[] = rawRecordRoutes): MenuNode[] {
  return tree.map((g) => ({
    ...g,
    children: [...(g.children ?? []), ...extra.filter((e) => e.group === g.name).map((e) => ({ name: e.name, hidden: true, params: e.params }))],
  }));
}
