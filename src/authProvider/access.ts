// Seed §6: button checks use perms, page checks use roles; ROOT passes every button check; a check takes a
// string or a list, and a list passes if any item matches.
export interface Me {
  userId: number | string;
  username: string;
  nickname?: string;
  avatar?: string;
  roles: string[];
  perms: string[];
  /** the lab's time zone (configuration lab.timeZone): dates on screens are shown in it */
  timeZone?: string;
}

export const ROOT = 'ROOT';

export function hasAuth(me: Pick<Me, 'roles' | 'perms'> | null | undefined, value: string | readonly string[], type: 'button' | 'role' = 'button'): boolean {
  if (!me) return false;
  const wanted = typeof value === 'string' ? [value] : value;
  if (type === 'button') {
    if (me.roles.includes(ROOT) || me.perms.includes('*:*:*')) return true;
    return wanted.some((p) => me.perms.includes(p));
  }
  return wanted.some((r) => me.roles.includes(r));
}
