// The route table as DATA (seed §2). The groups and children come from the shared menu tree
// (schemas/menu/tree.ts); this table says what each menu name SHOWS. Other engineers add their screens here
// by name: `'business/trust-add-one': { screen: () => import('../screens/orderWizard/StepOne.tsx') }`.
// Without a screen, an entry with `resource` renders the view generated from the schema.
import type { ComponentType } from 'react';
import { menuTree, type MenuNode } from '../../schemas/menu/tree.ts';

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
}

/** What each permitted-menu name shows. Visible children without a view default to 'list'. */
export const screens: Record<string, ScreenSpec> = {
  'business/trust-list': { resource: 'orders' },
  'business/task-list': { resource: 'tasks' },
  'business/qc-list': { resource: 'qcSheets' },
  'business/trust-add-one': { resource: 'orders', view: 'form' },
  'business/trust-add-two': { resource: 'orders', view: 'form' },
  'business/trust-add-three': { resource: 'orders', view: 'form' },
  'business/trust-detail': { resource: 'orders', view: 'show' },
  'business/trust-edit': { resource: 'orders', view: 'edit' },
  'business/trust-edit-two': { resource: 'orders', view: 'edit' },
  'business/task-create': { resource: 'tasks', view: 'create' },
  'business/task-edit': { resource: 'tasks', view: 'edit' },
  'business/task-detail': { resource: 'tasks', view: 'show' },
  'business/qc-create': { resource: 'qcSheets', view: 'create' },
  'business/qc-detail': { resource: 'qcSheets', view: 'show' },
  'business/qc-edit': { resource: 'qcSheets', view: 'edit' },

  'analyse/analyseIndex': { resource: 'analysisSheets' },
  'analyse/sample': { resource: 'samples' },
  'analyse/analyse-details': { resource: 'analysisSheets', view: 'show' },
  'analyse/analyse-apportion': { resource: 'analysisSheets', view: 'edit' },
  'analyse/sample-analysis': { resource: 'samples', view: 'show' },
  'analyse/sample-taskReceiving': { resource: 'tasks', view: 'show' },

  'lecture/lectureIndex': { resource: 'reports' },
  'lecture/lecture-edit': { resource: 'reports', view: 'edit' },
  ...Object.fromEntries(
    ['detail', 'detect', 'detectDetail', 'wastewater', 'wastewaterDetail', 'exhaust', 'exhaustDetail', 'field', 'fieldDetail',
      'quality', 'qualityDetail', 'time'].map((n) => [`lecture/lecture-${n}`, { resource: 'reports', view: 'show' as const }]),
  ),

  'management/equipment': { resource: 'equipment' },
  'management/analform': { resource: 'analforms' },
  'management/sampling': { resource: 'samplingMethods' },
  'management/detect': { resource: 'parameters' },
  'employee/index': { resource: 'employees' },
  'employee/grouping': { resource: 'employeeGroups' },
  'permissions/caretakers': { resource: 'users' },
  'permissions/logs': { resource: 'adminLogs' },
  'permissions/role': { resource: 'roles' },
  'permissions/rule': { resource: 'menus' },

  'system/user': { resource: 'users' },
  'system/dept': { resource: 'departments' },
  'system/dict': { resource: 'dict' },
  'system/config': { resource: 'configs' },
  'system/menu': { resource: 'menus' },
  'system/notice': { resource: 'notices' },
  'system/notice-detail': { resource: 'notices', view: 'show' },
};

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
export const rawRecordRoutes: ExtraRoute[] = [];

/** The menu tree with the extra hidden routes appended to their groups. */
export function fullTree(tree: MenuNode[] = menuTree, extra: ExtraRoute[] = rawRecordRoutes): MenuNode[] {
  return tree.map((g) => ({
    ...g,
    children: [
      ...(g.children ?? []),
      ...extra.filter((e) => e.group === g.name).map((e) => ({ name: e.name, hidden: true, params: e.params })),
    ],
  }));
}

export function screenOf(menuName: string): ScreenSpec & { screen?: LazyScreen } {
  const extra = rawRecordRoutes.find((e) => `${e.group}/${e.name}` === menuName);
  return extra ? { screen: extra.screen } : (screens[menuName] ?? {});
}
