import type { Kysely } from 'kysely';
import type { DB } from '../db/index.ts';

export const ROOT = 'ROOT';

export interface CurrentUser {
  id: number;
  username: string;
  nickname: string;
  avatar: string | null;
  roles: string[];
  perms: Set<string>;
  /** permitted menu names: 'group' and 'group/child' */
  menus: string[];
  isRoot: boolean;
}

function ids(v: unknown): number[] {
  const arr = typeof v === 'string' ? JSON.parse(v) : v;
  return Array.isArray(arr) ? arr.map(Number) : [];
}

/** Roles → menu rules → perm strings and menu names. ROOT holds every rule. */
export async function loadUser(db: Kysely<DB>, userId: number): Promise<CurrentUser | null> {
  const u = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!u || u.status !== 'enabled') return null;
  const roleIds = ids(u.roleIds);
  const roles = roleIds.length
    ? await db.selectFrom('roles').select(['code', 'ruleIds', 'halfCheckedIds']).where('id', 'in', roleIds).where('status', '=', 'enabled').execute()
    : [];
  const isRoot = roles.some((r) => r.code === ROOT);
  const ruleIds = new Set(roles.flatMap((r) => [...ids(r.ruleIds), ...ids(r.halfCheckedIds)]));
  let menuQuery = db.selectFrom('menus').select(['id', 'type', 'name', 'perm']).where('status', '=', 'enabled');
  if (!isRoot) menuQuery = menuQuery.where('id', 'in', ruleIds.size ? [...ruleIds] : [-1]);
  const rules = await menuQuery.execute();
  return {
    id: u.id,
    username: u.username,
    nickname: u.nickname,
    avatar: u.avatar ?? null,
    roles: roles.map((r) => r.code as string),
    perms: new Set(rules.filter((r) => r.perm).map((r) => r.perm as string)),
    menus: rules.filter((r) => r.type !== 'button' && r.name).map((r) => r.name as string),
    isRoot,
  };
}

export function hasPerm(user: CurrentUser, perm: string | string[]): boolean {
  if (user.isRoot) return true;
  const list = Array.isArray(perm) ? perm : [perm];
  return list.some((p) => user.perms.has(p));
}
