/**
 * The menu tree: top-level groups and their children, by permitted-menu name. The groups are declared here, once;
 * their children come from the declarations: each hand-written page's `definePage` and each resource's `menu`
 * (schemas/resources/*). The server seeds the menu rules from it and brings an existing database up to date on start
 * (server/seed/registry.ts); the UI builds its routes from it (src/routes/table.ts) filtered by the stored menu list;
 * the menu labels (schemas/i18n/menu.ts) and the OpenAPI tags and titles (server/openapi/labels.ts) read its titles.
 */
import type { Pair } from '../core/resource.ts';
import type { GeneratedView, Page } from '../core/page.ts';
import { pages as declaredPages, resources } from '../resources/index.ts';

export interface MenuNode {
  name: string;
  icon?: string;
  hidden?: boolean;
  /** route parameters, e.g. ':id?' */
  params?: string;
  keepAlive?: boolean;
  /** position among the group's children; default: its place among the pages (resources: after the pages) */
  sort?: number;
  /** button perms of the page beyond those of the resources shown on it */
  perms?: string[];
  /** its resource's list perm is checked here too for the demo roles holding it (MenuPlacement.readers) */
  readers?: boolean;
  /** the resource whose generated view it shows, or that a page shows */
  resource?: string;
  /** [中文, English] title */
  title?: Pair;
  view?: GeneratedView;
  /** a hand-written page's screen (definePage) */
  screen?: string;
  /** the perm needed to open it when it is not its resource's list perm */
  perm?: string;
  /** URL prefixes of the feature routes serving it */
  api?: string[];
  children?: MenuNode[];
}

/** The menu groups, in menu order. */
export const menuGroups: Array<{ name: string; icon: string; title: Pair }> = [
  { name: 'business', icon: 'project', title: ['业务管理', 'Business'] },
  { name: 'analyse', icon: 'table', title: ['分析室', 'Analysis room'] },
  { name: 'lecture', icon: 'document', title: ['报告室', 'Report room'] },
  // not 'quality': a limit standard's kind is that code, and the menu screen shows group names
  { name: 'qualityControl', icon: 'monitor', title: ['质量控制', 'Quality control'] },
  // the method capability (issue 32): scope, verification, standards, authorisation, proficiency testing
  { name: 'capability', icon: 'documentation', title: ['检测能力', 'Method capability'] },
  { name: 'reagents', icon: 'list', title: ['试剂与标准物质', 'Reagents and standards'] },
  { name: 'management', icon: 'setting', title: ['数据管理', 'Data management'] },
  { name: 'employee', icon: 'user', title: ['员工管理', 'Employees'] },
  { name: 'permissions', icon: 'role', title: ['权限管理', 'Permissions'] },
  { name: 'system', icon: 'system', title: ['系统管理', 'System'] },
  { name: 'demo', icon: 'api', title: ['功能示例', 'Demos'] },
];

const pageNode = ({ kind: _k, route: _r, group: _g, name, ...rest }: Page): MenuNode => ({ name, ...rest });

/** The groups with their pages and every resource's menu entries, each group's children in `sort` order (ties: pages first, then resources in order). */
export function deriveMenuTree(groups = menuGroups, pages: Page[] = declaredPages, declared = resources): MenuNode[] {
  const placed = declared.flatMap((r) =>
    (r.menu ?? []).map((m): MenuNode & { group: string } => {
      const [group, name] = m.route.split('/');
      return {
        group,
        name,
        icon: m.icon,
        hidden: m.hidden,
        params: m.params,
        sort: m.sort ?? 1000,
        perms: m.perms,
        ...(m.readers ? { readers: true } : {}),
        resource: r.name,
        title: m.title,
        view: m.view,
        api: m.api,
      };
    }),
  );
  for (const p of [...placed, ...pages]) {
    if (!groups.some((g) => g.name === p.group)) throw new Error(`menu entry ${p.group}/${p.name}: no menu group ${p.group} in schemas/menu/tree.ts`);
  }
  return groups.map((g) => {
    const own = pages.filter((p) => p.group === g.name).map((p, i) => ({ ...pageNode(p), sort: p.sort ?? i }));
    const mine = placed.filter((p) => p.group === g.name).map(({ group: _g, ...node }) => node);
    const children = [...own, ...mine]
      .map((c, i) => ({ c, i }))
      .sort((a, b) => a.c.sort! - b.c.sort! || a.i - b.i)
      .map(({ c }) => c);
    return { ...g, children };
  });
}

export const menuTree: MenuNode[] = deriveMenuTree();

/** 'group/child' names of every node, in tree order. */
export function menuNames(tree: MenuNode[] = menuTree): string[] {
  return tree.flatMap((g) => [g.name, ...(g.children ?? []).map((c) => `${g.name}/${c.name}`)]);
}
