// Tags and summaries of the document: one tag per menu group of schemas/menu/tree, named in words from the UI's own menu
// labels (schemas/i18n/menu.ts, no second catalogue); a summary names the legacy screen in Chinese where there is one.
import type { AnyResource } from '../../schemas/core/resource.ts';
import { personTransitions } from '../../schemas/workflows/machine.ts';
import { menuTree } from '../../schemas/menu/tree.ts';
import { menuMessages } from '../../schemas/i18n/menu.ts';
import type { RouteInfo } from './document.ts';

/** Groups beyond the menu tree: sign-in and operations have no screen. */
const EXTRA: Record<string, [string, string]> = {
  auth: ['登录与会话', 'Sign-in and sessions'],
  ops: ['运维', 'Operations'],
  dashboard: ['首页', 'Dashboard'],
  verify: ['报告核验（公开）', 'Report verification (public)'],
};

/**
 * Feature URLs (not under /admin/api/v1/{resource}) and the menu screen they serve: each page's or resource menu
 * entry's `api` prefixes, from its declaration (definePage, a resource's `menu`).
 */
const FEATURE_SCREENS: Array<[string, string]> = menuTree.flatMap((g) =>
  (g.children ?? []).flatMap((c) => (c.api ?? []).map((prefix) => [prefix, `${g.name}/${c.name}`] as [string, string])),
);
const GROUPLESS: Array<[RegExp, string]> = [
  [/^\/admin\/index\/|^\/admin\/api\/v1\/auth\/|^\/admin\/api\/v1\/users\/me$/, 'auth'],
  [/^\/admin\/health$|^\/admin\/api\/v1\/ops\//, 'ops'],
  [/^\/admin\/inbox$/, 'dashboard'],
  [/^\/admin\/api-docs|^\/$/, 'demo'],
];

function screenOf(url: string, r?: AnyResource): string | undefined {
  if (r?.route) return r.route;
  return FEATURE_SCREENS.find(([prefix]) => url.startsWith(prefix))?.[1];
}

/** The menu group (its code) an operation belongs to; the document's tag is its name in words (tagName). */
export function groupOf(url: string, r?: AnyResource): string {
  // sign-in and the current user belong together, whatever resource the URL names
  if (GROUPLESS[0][0].test(url)) return GROUPLESS[0][1];
  const screen = screenOf(url, r);
  if (screen) return screen.split('/')[0];
  return GROUPLESS.find(([re]) => re.test(url))?.[1] ?? 'system';
}

type GenericKind = 'page' | 'options' | 'export' | 'form' | 'create' | 'update' | 'delete' | 'transition';

/** A resource's English name, singular and plural, from its labels ('Instrument |||| Instruments'). */
export function namesOf(r: AnyResource): { one: string; many: string } {
  const [one, many = one] = r.labels.name[1].split('||||').map((x) => x.trim());
  return { one, many };
}

/** A generic route's summary in the resource's own English words (its labels), not its code name. */
function genericSummary(kind: GenericKind, r: AnyResource): string {
  const { one, many } = namesOf(r);
  const a = /^[aeiou]/i.test(one) ? 'an' : 'a';
  switch (kind) {
    case 'page':
      return `List ${many.toLowerCase()} (paged, sorted, filtered)`;
    case 'options':
      return `${many} to pick from (id and title)`;
    case 'export':
      return `Export the filtered ${many.toLowerCase()} as .xlsx (all pages, up to 100,000 rows; columns=a,b for the visible columns)`;
    case 'form':
      return `Get one ${one.toLowerCase()}`;
    case 'create':
      return `Create ${a} ${one.toLowerCase()}`;
    case 'update':
      return `Update ${a} ${one.toLowerCase()} (send its version back)`;
    case 'delete':
      return `Delete ${many.toLowerCase()} by id list`;
    case 'transition':
      return `Workflow step of ${a} ${one.toLowerCase()}: ${personTransitions(r.workflow)
        .map((t) => `${t} (${r.labels.transitions?.[t]?.[1] ?? t})`)
        .join(', ')}`;
  }
}

export function summaryOf(route: RouteInfo, r?: AnyResource, kind?: GenericKind): string {
  const en = kind && r ? genericSummary(kind, r) : (route.summary ?? `${route.method} ${route.url}`);
  const screen = screenOf(route.url, r);
  const zh = screen && menuMessages[screen.replace('/', '.')]?.[0];
  return zh ? `${en} · ${zh}` : en;
}

/** A group's title in both languages, as the menu shows it (业务管理 · Business): the tag's name. */
export function tagName(group: string): string {
  const [zh, en] = menuMessages[group] ?? EXTRA[group] ?? [group, group];
  return `${zh} · ${en}`;
}

/** What a group holds, for the tag's description: its screens in both languages, or a sentence for the groups without. */
const EXTRA_DESCRIPTIONS: Record<string, string> = {
  auth: 'Login, captcha, logout, the current user and their permitted menus · 登录、验证码、退出、当前用户及其菜单',
  ops: 'Health probe, backups and restore, for operators · 健康检查、备份与恢复（运维）',
  dashboard: "The signed-in user's inbox: the work waiting for them · 首页待办",
  verify: 'Public check of an issued report by its verification code, no login · 凭验证码核验已签发报告（无需登录）',
};

export function tagObjects() {
  const groups = [...menuTree.map((g) => g.name), ...Object.keys(EXTRA)];
  return groups.map((code) => {
    const node = menuTree.find((g) => g.name === code);
    const screens = (node?.children ?? [])
      .filter((c) => !c.hidden)
      .map((c) => menuMessages[`${code}.${c.name}`] ?? c.title)
      .filter((t): t is readonly [string, string] => !!t);
    const description = EXTRA_DESCRIPTIONS[code] ?? `Screens · 页面: ${screens.map(([zh, en]) => `${zh} ${en}`).join(', ')}`;
    // x-code: the menu group's code, for programs that grouped by it
    return { name: tagName(code), description, 'x-code': code };
  });
}
