// Permission-built routes (seed §2): a top-level group only if its name is permitted; its visible children only
// if 'group/child' is; hidden children always kept. Pure functions over the menu tree, tested in tests/ui.
import type { MenuNode } from '../../schemas/menu/tree.ts';
import { fullTree, screenOf, type ScreenSpec } from './table.ts';

export interface AppRoute {
  /** permitted-menu name, e.g. 'business/trust-add-one' */
  menuName: string;
  group: string;
  /** the react-router path, e.g. '/business/trust-add-one/:id?' */
  path: string;
  /** the path without parameters, e.g. '/business/trust-add-one' */
  base: string;
  hidden: boolean;
  icon?: string;
  keepAlive: boolean;
  /** i18n key of the title */
  title: string;
  spec: ScreenSpec;
}

export interface MenuGroup {
  name: string;
  icon?: string;
  title: string;
  children: AppRoute[];
}

export const titleKey = (menuName: string): string => `menu.${menuName.replace('/', '.')}`;

export function buildRoutes(menus: readonly string[], tree: MenuNode[] = fullTree()): AppRoute[] {
  const allowed = new Set(menus);
  const out: AppRoute[] = [];
  for (const group of tree) {
    if (!allowed.has(group.name)) continue;
    for (const child of group.children ?? []) {
      const menuName = `${group.name}/${child.name}`;
      if (!child.hidden && !allowed.has(menuName)) continue;
      const base = `/${menuName}`;
      out.push({
        menuName,
        group: group.name,
        base,
        path: child.params ? `${base}/${child.params}` : base,
        hidden: !!child.hidden,
        icon: child.icon,
        keepAlive: child.keepAlive ?? !child.hidden,
        title: titleKey(menuName),
        spec: screenOf(menuName),
      });
    }
  }
  return out;
}

/** The sidebar: permitted groups with their visible children (a group with none is left out). */
export function buildMenu(routes: AppRoute[], tree: MenuNode[] = fullTree()): MenuGroup[] {
  return tree
    .map((g) => ({ name: g.name, icon: g.icon, title: titleKey(g.name), children: routes.filter((r) => r.group === g.name && !r.hidden) }))
    .filter((g) => g.children.length > 0);
}
