// Tags and summaries of the document: one tag per menu group of schemas/menu/tree, titled from the UI's own menu
// labels (src/i18n/menu.ts, no second catalogue); a summary names the seed's screen in Chinese where there is one.
import type { AnyResource } from '../../schemas/core/resource.ts';
import { menuTree } from '../../schemas/menu/tree.ts';
import { menuMessages } from '../../src/i18n/menu.ts';
import type { RouteInfo } from './document.ts';

/** Groups beyond the menu tree: sign-in and operations have no screen. */
const EXTRA: Record<string, [string, string]> = { auth: ['登录与会话', 'Sign-in and sessions'], ops: ['运维', 'Operations'], dashboard: ['首页', 'Dashboard'] };

/** Feature URLs (not under /admin/api/v1/{resource}) and the menu screen they serve. */
const FEATURE_SCREENS: Array<[RegExp, string]> = [
  [/^\/admin\/order\//, 'business/trust-list'], [/^\/admin\/task\//, 'business/task-list'], [/^\/admin\/qc\//, 'business/qc-list'],
  [/^\/admin\/analysis\//, 'analyse/analyseIndex'], [/^\/admin\/report\//, 'lecture/lectureIndex'], [/^\/admin\/lecture\/time/, 'lecture/lecture-time'],
  [/^\/admin\/analform/, 'management/analform'], [/^\/admin\/device\//, 'management/equipment'], [/^\/admin\/samplingbasis\//, 'management/sampling'],
  [/^\/admin\/testparms\//, 'management/detect'], [/^\/admin\/api\/v1\/analforms\//, 'management/analform'],
  [/^\/admin\/api\/v1\/(users\/(profile|password|mobile|email|send-verification-code)|files)/, 'system/user'],
  [/^\/admin\/api\/v1\/(logs)\//, 'system/log-viewer'], [/^\/admin\/api\/v1\/codegen\//, 'system/codegen'], [/^\/admin\/api\/v1\/(menus)\//, 'system/menu'],
  [/^\/admin\/api\/v1\/dict\//, 'system/dict'], [/^\/admin\/api\/v1\/(outbox)\//, 'system/notice'], [/^\/admin\/api\/v1\/adminLogs\//, 'permissions/logs'],
  [/^\/admin\/api\/v1\/demo\//, 'demo/api-docs'],
];
const GROUPLESS: Array<[RegExp, string]> = [
  [/^\/admin\/index\/|^\/admin\/api\/v1\/auth\/|^\/admin\/api\/v1\/users\/me$/, 'auth'], [/^\/admin\/health$|^\/admin\/api\/v1\/ops\//, 'ops'],
  [/^\/admin\/inbox$/, 'dashboard'], [/^\/admin\/api-docs|^\/$/, 'demo'],
];

function screenOf(url: string, r?: AnyResource): string | undefined {
  if (r?.route) return r.route;
  return FEATURE_SCREENS.find(([re]) => re.test(url))?.[1];
}

export function groupOf(url: string, r?: AnyResource): string {
  const screen = screenOf(url, r);
  if (screen) return screen.split('/')[0];
  return GROUPLESS.find(([re]) => re.test(url))?.[1] ?? 'system';
}

export function summaryOf(route: RouteInfo, r?: AnyResource): string {
  const en = route.summary ?? `${route.method} ${route.url}`;
  const screen = screenOf(route.url, r);
  const zh = screen && menuMessages[screen.replace('/', '.')]?.[0];
  return zh ? `${en} · ${zh}` : en;
}

export function tagObjects() {
  const groups: Array<[string, [string, string]]> = [
    ...menuTree.map((g): [string, [string, string]] => [g.name, [...(menuMessages[g.name] ?? [g.name, g.name])] as [string, string]]),
    ...Object.entries(EXTRA),
  ];
  return groups.map(([name, [zh, en]]) => ({ name, description: `${zh} · ${en}`, 'x-displayName': zh, 'x-displayName-en': en }));
}
