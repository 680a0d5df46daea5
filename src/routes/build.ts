// Permission-built routes: a top-level group only if its name is permitted; its visible children only
// if 'group/child' is; hidden children always kept. Pure functions over the menu tree, tested in tests/ui.
import type { MenuNode } from '../../schemas/menu/tree.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import { fullTree, type ScreenSpec } from './table.ts';
import { screenOf, type LazyScreen } from './pages.ts';

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
  spec: ScreenSpec & { screen?: LazyScreen };
  /** the perm needed to open it (the screen's own, else its resource's list perm); none: any user of the menu */
  perm?: string;
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
        perm: permOf(screenOf(menuName)),
      });
    }
  }
  return out;
}

/** What a screen needs: its declared perm, else the list perm of the resource it shows. */
export function permOf(spec: ScreenSpec): string | undefined {
  return spec.perm ?? (spec.resource ? resourceByName.get(spec.resource)?.access.list : undefined);
}

/**
 * The sidebar: permitted groups with their visible children that the user can open (`can`: the perm check), a group
 * with none left out. A menu rule given without the perm of its screen would only lead to a refusal.
 */
export function buildMenu(routes: AppRoute[], tree: MenuNode[] = fullTree(), can: (perm: string) => boolean = () => true): MenuGroup[] {
  return tree
    .map((g) => ({
      name: g.name,
      icon: g.icon,
      title: titleKey(g.name),
      children: routes.filter((r) => r.group === g.name && !r.hidden && (!r.perm || can(r.perm))),
    }))
    .filter((g) => g.children.length > 0);
}
