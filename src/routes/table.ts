// The route table as DATA. The groups and children come from the shared menu tree
// (schemas/menu/tree.ts); this table says what each menu name SHOWS. A resource's entries show its generated views
// (from its declaration); a hand-written page is added here by name, as a module of src/pages and its export:
// `'business/trust-add-one': { page: 'business#OrderWizard' }` (src/routes/pages.ts loads it).
// A leaf: it imports no page, so i18n, the dataProvider and names.ts read it without reaching the screens that
// use them (issue 36: that made a 42-file import cycle). Only the router loads pages, through routes/pages.ts.
import { menuTree, type MenuNode } from '../../schemas/menu/tree.ts';
import { rawRecordExtraRoutes } from '../rawRecord/routes.ts';

/** The page modules (under src/pages, without extension) a route may show; routes/pages.ts loads each lazily. */
export type PageModule =
  | 'business'
  | 'analyse'
  | 'lecture'
  | 'demo/Levels'
  | 'system/logs/LogViewer'
  | 'system/Codegen'
  | 'demo/ApiDocs'
  | 'demo/Crud'
  | 'demo/DictDemo'
  | 'demo/Icons'
  | 'demo/Upload'
  | 'demo/Editor'
  | 'demo/Websocket'
  | 'demo/Signature';
/** a page module's default export, or `module#export` for a named one */
export type PageRef = PageModule | `${PageModule}#${string}`;
export type GeneratedView = 'list' | 'show' | 'edit' | 'create' | 'form';

export interface ScreenSpec {
  /** schema resource name (schemas/resources) */
  resource?: string;
  /** generated view for a hidden route: 'form' = edit with :id, create without (route params prefill) */
  view?: GeneratedView;
  /** a custom screen, lazy-loaded (routes/pages.ts); wins over the generated view */
  page?: PageRef;
  /** page-level role check (pages use roles); ROOT passes */
  roles?: string[];
  /** the perm needed to open the screen, when it is not its resource's list perm */
  perm?: string;
}

/**
 * What each permitted-menu name shows. A resource's own menu entries come from its declaration (generated views);
 * the hand-written pages are listed here by name. Visible children without a view default to 'list'.
 */
export const screens: Record<string, ScreenSpec> = {
  ...resourceScreens(),
  // the workflow screens (src/pages/business, analyse, lecture); resource kept for titles and fallbacks
  ...workflowScreens(),
  ...systemScreens(),
};

/** The generated screens of the resources' menu entries (schemas/resources/*: `menu`). */
function resourceScreens(): Record<string, ScreenSpec> {
  return Object.fromEntries(
    menuTree.flatMap((g) =>
      (g.children ?? [])
        .filter((c) => c.resource)
        .map((c) => [`${g.name}/${c.name}`, c.view ? { resource: c.resource, view: c.view } : { resource: c.resource }]),
    ),
  );
}

/** The system area's own screens and the demo pages (src/pages/system, src/pages/demo). */
function systemScreens(): Record<string, ScreenSpec> {
  return {
    'system/log-viewer': { perm: 'log:server', page: 'system/logs/LogViewer' },
    'system/codegen': { perm: 'codegen:use', page: 'system/Codegen' },
    'demo/api-docs': { page: 'demo/ApiDocs' },
    'demo/crud': { page: 'demo/Crud' },
    'demo/dictionary': { page: 'demo/DictDemo' },
    'demo/icons': { page: 'demo/Icons' },
    'demo/upload': { page: 'demo/Upload' },
    'demo/editor': { page: 'demo/Editor' },
    'demo/websocket': { page: 'demo/Websocket' },
    'demo/signature': { page: 'demo/Signature' },
    'demo/multi-level': { page: 'demo/Levels#MultiLevel' },
    'demo/route-param': { page: 'demo/Levels#RouteParam' },
  };
}

function workflowScreens(): Record<string, ScreenSpec> {
  const out: Record<string, ScreenSpec> = {
    'business/trust-list': { resource: 'orders', view: 'list', page: 'business#OrderList' },
    'business/task-list': { resource: 'tasks', view: 'list', page: 'business#TaskList' },
    'business/qc-list': { resource: 'qcSheets', view: 'list', page: 'business#QcList' },
    'business/trust-detail': { resource: 'orders', page: 'business#OrderDetail' },
    'business/task-create': { resource: 'tasks', page: 'business#TaskCreate' },
    'business/task-edit': { resource: 'tasks', view: 'edit' },
    'business/task-detail': { resource: 'tasks', page: 'business#TaskDetail' },
    'business/qc-create': { resource: 'qcSheets', page: 'business#QcCreate' },
    'business/qc-detail': { resource: 'qcSheets', page: 'business#QcDetail' },
    'business/qc-edit': { resource: 'qcSheets', page: 'business#QcDetail' },
    'analyse/analyseIndex': { resource: 'analysisSheets', view: 'list', page: 'analyse#AnalyseIndex' },
    'analyse/sample': { resource: 'samples' },
    'analyse/analyse-details': { resource: 'analysisSheets', page: 'analyse#SheetDetail' },
    'analyse/analyse-apportion': { resource: 'analysisSheets', page: 'analyse#Apportion' },
    'analyse/sample-analysis': { resource: 'samples', view: 'show' },
    'analyse/sample-taskReceiving': { resource: 'analysisSheets', page: 'analyse#TaskReceiving' },
    'lecture/lectureIndex': { resource: 'reports', view: 'list', page: 'lecture#LectureIndex' },
    'lecture/lecture-time': { resource: 'reports', page: 'lecture#LectureTime' },
  };
  for (const n of ['one', 'two', 'three']) out[`business/trust-add-${n}`] = { resource: 'orders', page: 'business#OrderWizard' };
  for (const n of ['trust-edit', 'trust-edit-two']) out[`business/${n}`] = { resource: 'orders', page: 'business#OrderWizard' };
  for (const n of [
    'edit',
    'detail',
    'detect',
    'detectDetail',
    'wastewater',
    'wastewaterDetail',
    'exhaust',
    'exhaustDetail',
    'field',
    'fieldDetail',
    'quality',
    'qualityDetail',
  ]) {
    out[`lecture/lecture-${n}`] = { resource: 'reports', page: 'lecture#LectureDetail' };
  }
  return out;
}

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
