// Route titles: menu.{group} and menu.{group}.{child} for every node of schemas/menu/tree.ts (flat keys, since a
// group's title and its children's share a prefix), plus the fixed routes. Every title comes from its declaration
// (a group's in schemas/menu/tree.ts, a page's definePage, a resource's `menu`). The i18n test checks the tree is covered.
import type { Pair } from './pairs.ts';
import { menuTree } from '../menu/tree.ts';

export const menuMessages: Record<string, Pair> = {
  dashboard: ['首页', 'Dashboard'],
  401: ['401', '401'],
  404: ['404', '404'],
  profile: ['个人中心', 'Personal center'],
  myNotice: ['我的通知', 'My notices'],
  untitled: ['未命名页面', 'Untitled'],
  ...Object.fromEntries(
    menuTree.flatMap((g) => [
      ...(g.title ? [[g.name, g.title] as const] : []),
      ...(g.children ?? []).filter((c) => c.title).map((c) => [`${g.name}.${c.name}`, c.title!] as const),
    ]),
  ),
};
