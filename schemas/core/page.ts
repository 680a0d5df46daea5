// A hand-written page, named once: its declaration (beside the resource declarations of its area) gives the menu
// tree its node (schemas/menu/tree.ts; the server seeds menu rules from it), the UI's route table the screen to load
// (src/routes: the module is found by `screen` among the area folders), the menu label, and the OpenAPI document the
// title of the feature routes that serve it (`api`).
import type { Pair } from './resource.ts';

export type GeneratedView = 'list' | 'show' | 'edit' | 'create' | 'form';

export interface PageConfig {
  /** the child name under its group: the route /{group}/{name} and the permitted-menu name 'group/name' */
  name: string;
  /** the menu group (schemas/menu/tree.ts menuGroups) */
  group: string;
  /** route parameters, e.g. ':id?' */
  params?: string;
  hidden?: boolean;
  icon?: string;
  /** button perms of the page beyond those of the resources shown on it */
  perms?: string[];
  keepAlive?: boolean;
  /** position among the group's children; default: its place among the group's pages (resources follow) */
  sort?: number;
  /** [中文, English] menu and tab title */
  title: Pair;
  /**
   * the screen: a module under src/ without extension and its export, `'pages/business/TaskScreens#TaskList'`
   * (without `#`: the default export); none: the generated `view` of `resource`
   */
  screen?: string;
  /** the resource it shows (titles, fallbacks, and its list perm opens the screen) */
  resource?: string;
  /** the generated view when there is no screen; a visible page without either shows the resource's list */
  view?: GeneratedView;
  /** the perm needed to open it when it is not its resource's list perm */
  perm?: string;
  /** URL prefixes of the feature routes (not /admin/api/v1/{resource}) that serve this screen: their OpenAPI tag and title */
  api?: string[];
}

export interface Page extends PageConfig {
  kind: 'page';
  /** 'group/name' */
  route: string;
}

export function definePage(config: PageConfig): Page {
  return { ...config, kind: 'page', route: `${config.group}/${config.name}` };
}

export const isPage = (v: unknown): v is Page => typeof v === 'object' && v !== null && (v as Page).kind === 'page';

/** Every page a declaration module exports, one by one or as an array (a family of pages made by a map). */
export function pagesOf(mod: Record<string, unknown>): Page[] {
  return Object.values(mod).flatMap((v) => (Array.isArray(v) ? v.filter(isPage) : isPage(v) ? [v] : []));
}
