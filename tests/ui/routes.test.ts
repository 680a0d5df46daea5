// Permission-built routes and the menu: a group only if permitted, its visible children only if
// 'group/child' is, hidden children always; every hidden route with its parameters.
import { describe, expect, it } from 'vitest';
import { buildMenu, buildRoutes } from '../../src/routes/build.ts';
import { menuTree } from '../../schemas/menu/tree.ts';
import { fullTree, screens } from '../../src/routes/table.ts';
import { screenOf } from '../../src/routes/pages.ts';
import { overrides } from '../../src/resources/overrides.ts';
import { resourceByName } from '../../schemas/resources/index.ts';

const paths = (menus: string[]) => buildRoutes(menus).map((r) => r.path);

describe('buildRoutes', () => {
  it('shows a group only when its name is permitted, even if children are', () => {
    expect(paths(['business/trust-list'])).toEqual([]);
  });

  it('keeps visible children only when group/child is permitted, and every hidden child', () => {
    const routes = buildRoutes(['business', 'business/trust-list']);
    expect(routes.filter((r) => !r.hidden).map((r) => r.path)).toEqual(['/business/trust-list']);
    expect(routes.filter((r) => r.hidden).map((r) => r.path)).toEqual([
      '/business/trust-add-one/:id?',
      '/business/trust-add-two/:id?',
      '/business/trust-add-three/:id?',
      '/business/trust-detail/:id?',
      '/business/trust-edit/:id',
      '/business/trust-edit-two/:id',
      '/business/task-create/:orderId?',
      '/business/task-edit/:id',
      '/business/task-detail/:id',
      '/business/qc-create/:taskId/:orderId',
      '/business/qc-detail/:id',
      '/business/qc-edit/:id/:taskId/:orderId',
    ]);
  });

  it('builds the six groups of the seed and the system area from the full menu list', () => {
    const all = menuTree.flatMap((g) => [g.name, ...(g.children ?? []).map((c) => `${g.name}/${c.name}`)]);
    const groups = new Set(buildRoutes(all).map((r) => r.group));
    for (const g of ['analyse', 'lecture', 'management', 'employee', 'permissions', 'business', 'system']) expect(groups).toContain(g);
    const p = paths(all);
    for (const expected of [
      '/analyse/analyseIndex',
      '/analyse/sample',
      '/analyse/analyse-details/:id',
      '/lecture/lectureIndex',
      '/lecture/lecture-time/:id',
      '/management/equipment',
      '/management/analform',
      '/management/sampling',
      '/management/detect',
      '/employee/index',
      '/employee/grouping',
      '/permissions/caretakers',
      '/permissions/logs',
      '/permissions/role',
      '/permissions/rule',
    ])
      expect(p).toContain(expected);
  });

  it('the menu lists permitted groups with their visible children only', () => {
    const menu = buildMenu(buildRoutes(['business', 'business/qc-list', 'analyse', 'lecture']));
    expect(menu.map((g) => [g.name, g.children.map((c) => c.base)])).toEqual([['business', ['/business/qc-list']]]);
    expect(menu[0].title).toBe('menu.business');
    expect(menu[0].children[0].title).toBe('menu.business.qc-list');
  });

  it('appends the raw-record routes of the template manifest as hidden children of their group', () => {
    const tree = fullTree(menuTree, [{ group: 'analyse', name: 'water-tmpl37', params: ':id', rawRecord: 'entry' }]);
    const r = buildRoutes(['analyse'], tree).find((x) => x.menuName === 'analyse/water-tmpl37');
    expect(r).toMatchObject({ path: '/analyse/water-tmpl37/:id', hidden: true });
  });

  // the table names a page as data ('business#OrderList'): each name must be a component its module exports
  it('loads every hand-written page the route table names', async () => {
    const named = Object.entries(screens).filter(([, s]) => s.page);
    expect(named.length).toBeGreaterThan(20);
    for (const [menu, s] of named) {
      const loaded = await screenOf(menu).screen!();
      expect(typeof loaded.default, `${menu}: ${s.page}`).toBe('function');
    }
  });

  // an override is found by its file name (<resource>.override.ts) in any capability folder
  it('every resource override names a declared resource and replaces at least one view', () => {
    expect(Object.keys(overrides).sort()).toEqual([
      'adminLogs',
      'analforms',
      'controlCharts',
      'correctiveActions',
      'dict',
      'employees',
      'equipment',
      'limitStandards',
      'materialLots',
      'menus',
      'methodStandards',
      'methodVerifications',
      'notices',
      'parameters',
      'ptResults',
      'roles',
      'samplingMethods',
      'scopeLines',
      'solutionRecipes',
      'solutions',
      'staffAuthorisations',
      'uncertaintyRecords',
      'users',
    ]);
    for (const [name, o] of Object.entries(overrides)) {
      expect(resourceByName.has(name), name).toBe(true);
      expect(
        Object.values(o).some((c) => typeof c === 'function'),
        name,
      ).toBe(true);
    }
  });
});
