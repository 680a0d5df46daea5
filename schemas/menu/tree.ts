/**
 * The menu tree: top-level groups and their children, by permitted-menu name. The groups and the hand-written pages
 * (the workflow screens, the system tools, the demos: screens that are not one resource's generated views) are
 * declared here, once; every resource's own entries come from its declaration (`menu` in schemas/resources/*).
 * The server seeds the menu rules from it and brings an existing database up to date on start (server/seed/registry.ts);
 * the UI builds routes from it filtered by the stored menu list. Titles: menu.{group}.{child} (schemas/i18n/menu.ts).
 */
import { resources } from '../resources/index.ts';

export interface MenuNode {
  name: string;
  icon?: string;
  hidden?: boolean;
  /** route parameters, e.g. ':id?' */
  params?: string;
  keepAlive?: boolean;
  /** position among the group's children; default: its place in the list below (resources: after the pages) */
  sort?: number;
  /** button perms of the page beyond those of the resources shown on it */
  perms?: string[];
  /** the resource whose generated view it shows (derived from the declaration) */
  resource?: string;
  /** [中文, English] title of a resource's entry (a page's title is in schemas/i18n/menu.ts) */
  title?: readonly [string, string];
  view?: 'list' | 'show' | 'edit' | 'create' | 'form';
  children?: MenuNode[];
}

const hidden = (name: string, params?: string): MenuNode => ({ name, hidden: true, params });

/** The groups and the hand-written pages. */
export const pageTree: MenuNode[] = [
  {
    name: 'business',
    icon: 'project',
    children: [
      { name: 'trust-list', icon: 'document' },
      { name: 'task-list', icon: 'todo', perms: ['task:sample'] },
      { name: 'qc-list', icon: 'monitor' },
      hidden('trust-add-one', ':id?'),
      hidden('trust-add-two', ':id?'),
      hidden('trust-add-three', ':id?'),
      hidden('trust-detail', ':id?'),
      hidden('trust-edit', ':id'),
      hidden('trust-edit-two', ':id'),
      hidden('task-create', ':orderId?'),
      hidden('task-edit', ':id'),
      hidden('task-detail', ':id'),
      hidden('qc-create', ':taskId/:orderId'),
      hidden('qc-detail', ':id'),
      hidden('qc-edit', ':id/:taskId/:orderId'),
    ],
  },
  {
    name: 'analyse',
    icon: 'table',
    children: [
      { name: 'analyseIndex', icon: 'table', perms: ['analysis:return', 'analysis:import'] },
      { name: 'sample', icon: 'client', perms: ['sample:receive'] },
      hidden('analyse-details', ':id'),
      hidden('analyse-apportion', ':id'),
      hidden('sample-analysis', ':id'),
      hidden('sample-taskReceiving', ':id'),
    ],
  },
  {
    name: 'lecture',
    icon: 'document',
    children: [
      { name: 'lectureIndex', icon: 'document' },
      ...[
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
        'time',
      ].map((n) => hidden(`lecture-${n}`, ':id')),
    ],
  },
  { name: 'management', icon: 'setting', children: [] },
  { name: 'employee', icon: 'user', children: [] },
  { name: 'permissions', icon: 'role', children: [] },
  {
    name: 'system',
    icon: 'system',
    children: [
      { name: 'log-viewer', icon: 'document', sort: 6, perms: ['log:server'] },
      { name: 'codegen', icon: 'code', sort: 7, perms: ['codegen:use'] },
    ],
  },
  {
    name: 'demo',
    icon: 'api',
    children: [
      { name: 'api-docs', icon: 'api' },
      { name: 'crud', icon: 'table' },
      { name: 'dictionary', icon: 'dict' },
      { name: 'icons', icon: 'pv' },
      { name: 'upload', icon: 'file' },
      { name: 'editor', icon: 'document' },
      { name: 'websocket', icon: 'ip' },
      { name: 'signature', icon: 'uv' },
      { name: 'multi-level', icon: 'menu' },
      { name: 'route-param', icon: 'tree', params: ':id?' },
    ],
  },
];

/** The pages and every resource's menu entries, each group's children in `sort` order (ties: pages first, then resources in order). */
export function deriveMenuTree(pages: MenuNode[] = pageTree, declared = resources): MenuNode[] {
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
        resource: r.name,
        title: m.title,
        view: m.view,
      };
    }),
  );
  for (const p of placed) {
    if (!pages.some((g) => g.name === p.group))
      throw new Error(`menu entry ${p.group}/${p.name} of resource ${p.resource}: no menu group ${p.group} in schemas/menu/tree.ts`);
  }
  return pages.map((g) => {
    const own = (g.children ?? []).map((c, i) => ({ ...c, sort: c.sort ?? i }));
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
