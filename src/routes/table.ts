// The route table as DATA (seed §2). The groups and children come from the shared menu tree
// (schemas/menu/tree.ts); this table says what each menu name SHOWS. A resource's entries show its generated views
// (from its declaration); a hand-written page is added here by name:
// `'business/trust-add-one': { screen: () => import('../screens/orderWizard/StepOne.tsx') }`.
import type { ComponentType } from 'react';
import { menuTree, type MenuNode } from '../../schemas/menu/tree.ts';
import { rawRecordExtraRoutes } from '../rawRecord/routes.ts';

export type LazyScreen = () => Promise<{ default: ComponentType }>;
export type GeneratedView = 'list' | 'show' | 'edit' | 'create' | 'form';

export interface ScreenSpec {
  /** schema resource name (schemas/resources) */
  resource?: string;
  /** generated view for a hidden route: 'form' = edit with :id, create without (route params prefill) */
  view?: GeneratedView;
  /** a custom screen, lazy-loaded; wins over the generated view */
  screen?: LazyScreen;
  /** page-level role check (seed §6: pages use roles); ROOT passes */
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
  const levels = () => import('../pages/demo/Levels.tsx');
  return {
    'system/log-viewer': { perm: 'log:server', screen: () => import('../pages/system/logs/LogViewer.tsx') },
    'system/codegen': { perm: 'codegen:use', screen: () => import('../pages/system/Codegen.tsx') },
    'demo/api-docs': { screen: () => import('../pages/demo/ApiDocs.tsx') },
    'demo/crud': { screen: () => import('../pages/demo/Crud.tsx') },
    'demo/dictionary': { screen: () => import('../pages/demo/DictDemo.tsx') },
    'demo/icons': { screen: () => import('../pages/demo/Icons.tsx') },
    'demo/upload': { screen: () => import('../pages/demo/Upload.tsx') },
    'demo/editor': { screen: () => import('../pages/demo/Editor.tsx') },
    'demo/websocket': { screen: () => import('../pages/demo/Websocket.tsx') },
    'demo/signature': { screen: () => import('../pages/demo/Signature.tsx') },
    'demo/multi-level': { screen: named(levels, 'MultiLevel') },
    'demo/route-param': { screen: named(levels, 'RouteParam') },
  };
}

/** Lazy screen from a named export of a workflow page module. */
function named<M>(load: () => Promise<M>, key: keyof M): LazyScreen {
  return () => load().then((m) => ({ default: m[key] as unknown as ComponentType }));
}

function workflowScreens(): Record<string, ScreenSpec> {
  const biz = () => import('../pages/business/index.ts');
  const ana = () => import('../pages/analyse/index.ts');
  const lec = () => import('../pages/lecture/index.ts');
  const out: Record<string, ScreenSpec> = {
    'business/trust-list': { resource: 'orders', view: 'list', screen: named(biz, 'OrderList') },
    'business/task-list': { resource: 'tasks', view: 'list', screen: named(biz, 'TaskList') },
    'business/qc-list': { resource: 'qcSheets', view: 'list', screen: named(biz, 'QcList') },
    'business/trust-detail': { resource: 'orders', screen: named(biz, 'OrderDetail') },
    'business/task-create': { resource: 'tasks', screen: named(biz, 'TaskCreate') },
    'business/task-edit': { resource: 'tasks', view: 'edit' },
    'business/task-detail': { resource: 'tasks', screen: named(biz, 'TaskDetail') },
    'business/qc-create': { resource: 'qcSheets', screen: named(biz, 'QcCreate') },
    'business/qc-detail': { resource: 'qcSheets', screen: named(biz, 'QcDetail') },
    'business/qc-edit': { resource: 'qcSheets', screen: named(biz, 'QcDetail') },
    'analyse/analyseIndex': { resource: 'analysisSheets', view: 'list', screen: named(ana, 'AnalyseIndex') },
    'analyse/sample': { resource: 'samples' },
    'analyse/analyse-details': { resource: 'analysisSheets', screen: named(ana, 'SheetDetail') },
    'analyse/analyse-apportion': { resource: 'analysisSheets', screen: named(ana, 'Apportion') },
    'analyse/sample-analysis': { resource: 'samples', view: 'show' },
    'analyse/sample-taskReceiving': { resource: 'analysisSheets', screen: named(ana, 'TaskReceiving') },
    'lecture/lectureIndex': { resource: 'reports', view: 'list', screen: named(lec, 'LectureIndex') },
    'lecture/lecture-time': { resource: 'reports', screen: named(lec, 'LectureTime') },
  };
  for (const n of ['one', 'two', 'three']) out[`business/trust-add-${n}`] = { resource: 'orders', screen: named(biz, 'OrderWizard') };
  for (const n of ['trust-edit', 'trust-edit-two']) out[`business/${n}`] = { resource: 'orders', screen: named(biz, 'OrderWizard') };
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
    out[`lecture/lecture-${n}`] = { resource: 'reports', screen: named(lec, 'LectureDetail') };
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
  screen: LazyScreen;
}

/**
 * HOOK POINT for the raw-record screens (seed §2 "/analyse" hidden family: water-component*, water-tmplN,
 * air-tmplN, soil-tmplN, gufei-tmplN): the template engineer fills this from `schemas/templates/manifest`
 * (e.g. `manifest.map((t) => ({ group: 'analyse', name: t.route, params: ':id', screen: () => import('...') }))`).
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

export function screenOf(menuName: string): ScreenSpec & { screen?: LazyScreen } {
  const extra = rawRecordRoutes.find((e) => `${e.group}/${e.name}` === menuName);
  return extra ? { screen: extra.screen } : (screens[menuName] ?? {});
}
