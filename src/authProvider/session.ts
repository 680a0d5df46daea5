// The client session: admin-token, admin-userInfo, admin-router.
// "Remember me" keeps the session in localStorage; otherwise it lives in sessionStorage and ends with the tab.
export const KEYS = { token: 'admin-token', userInfo: 'admin-userInfo', router: 'admin-router' } as const;

export interface MenuEntry {
  name: string;
}
export interface UserInfo {
  avatar?: string;
  id: number | string;
  userinfo: { id: number | string; username: string; nickname?: string };
}
export interface LoginAnswer extends UserInfo {
  token: string;
  menulist: MenuEntry[];
}

const stores = (): Storage[] => [globalThis.localStorage, globalThis.sessionStorage].filter(Boolean);

function read(key: string): string | null {
  for (const s of stores()) {
    const v = s.getItem(key);
    if (v != null) return v;
  }
  return null;
}

function parse<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
export const onSessionChange = (l: () => void): (() => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const session = {
  token: (): string | null => read(KEYS.token),
  userInfo: (): UserInfo | null => parse<UserInfo>(read(KEYS.userInfo)),
  /** permitted menu names; a malformed entry is ignored */
  menus: (): string[] =>
    (parse<MenuEntry[]>(read(KEYS.router)) ?? []).map((m) => (typeof m === 'string' ? m : m?.name)).filter((n): n is string => typeof n === 'string'),
  save(answer: LoginAnswer, remember: boolean): void {
    this.clear();
    const s = remember ? localStorage : sessionStorage;
    s.setItem(KEYS.token, answer.token);
    s.setItem(KEYS.userInfo, JSON.stringify({ avatar: answer.avatar, id: answer.id, userinfo: answer.userinfo }));
    s.setItem(KEYS.router, JSON.stringify(answer.menulist ?? []));
    listeners.forEach((l) => l());
  },
  clear(): void {
    for (const s of stores()) for (const k of Object.values(KEYS)) s.removeItem(k);
    listeners.forEach((l) => l());
  },
};
