// react-admin's authProvider: login with captcha over multipart, logout, checkAuth, checkError, getIdentity,
// getPermissions and canAccess (perms for buttons and resource actions, roles for pages; ROOT passes).
import type { AuthProvider } from 'ra-core';
import { request, hooks } from '../dataProvider/http.ts';
import { session, type LoginAnswer } from './session.ts';
import { hasAuth, type Me } from './access.ts';

export interface LoginForm {
  username: string;
  password: string;
  captchaKey?: string;
  captchaCode: string;
  rememberMe?: boolean;
}

let mePromise: Promise<Me> | null = null;

/** The current user's roles and perms (users/me), fetched once per session. */
export function loadMe(): Promise<Me> {
  mePromise ??= request<Me | null>({ url: 'api/v1/users/me', silent: true }).then((me) => {
    if (!me || !Array.isArray(me.roles)) throw new Error('app.auth.verifyFailed');
    return { ...me, perms: me.perms ?? [] };
  });
  mePromise.catch(() => (mePromise = null));
  return mePromise;
}
export const forgetMe = (): void => void (mePromise = null);
hooks.onSessionCleared.add(forgetMe);

const loginUrl = (): string => {
  const here = window.location.hash.replace(/^#/, '');
  return here && !here.startsWith('/login') && here !== '/' ? `/login?redirect=${encodeURIComponent(here)}` : '/login';
};

/** Which perm a resource action needs: the schema's access block (edit → update, show → get or list). */
export async function permFor(resource: string, action: string): Promise<string | false | undefined> {
  const { schemaOf } = await import('../resources/names.ts');
  const access = schemaOf(resource)?.access;
  if (!access) return undefined;
  switch (action) {
    case 'list':
      return access.list;
    case 'show':
      return access.get ?? access.list;
    case 'create':
    case 'clone':
      return access.create;
    case 'edit':
      return access.update;
    case 'delete':
      return access.delete;
    case 'export':
      return access.export ?? access.list;
    case 'import':
      return access.import;
    default:
      return undefined;
  }
}

export async function login(form: LoginForm): Promise<LoginAnswer> {
  const answer = await request<LoginAnswer>({
    url: 'index/login',
    method: 'POST',
    multipart: true,
    data: { username: form.username, password: form.password, type: 'web-admin', captchaKey: form.captchaKey, captchaCode: form.captchaCode },
  });
  forgetMe();
  session.save(answer, !!form.rememberMe);
  return answer;
}

/** Logout: tells the server (multipart, no token headers), then clears the session and every client cache. */
export async function logout(): Promise<void> {
  const token = session.token();
  const info = session.userInfo();
  if (token) {
    await request({
      url: 'index/logout',
      method: 'POST',
      multipart: true,
      // the token travels in the body (the seed sends no token headers on logout) so the server can revoke it
      data: { type: 'web-admin', user_id: info?.id, username: info?.userinfo?.username, token },
      silent: true,
    }).catch(() => undefined);
  }
  session.clear();
  hooks.onSessionCleared.forEach((f) => f());
}

export const authProvider: AuthProvider = {
  async login(params: LoginForm) {
    await login(params);
  },
  async logout() {
    await logout();
    return '/login';
  },
  async checkAuth() {
    if (!session.token()) throw { redirectTo: loginUrl(), message: false };
  },
  async checkError(error: { status?: number }) {
    // the HTTP client already ran the A0230 flow for a 401; a 403 is a message, not a logout
    if (error?.status === 401 && !session.token()) throw { redirectTo: loginUrl(), message: false, logoutUser: false };
  },
  async getIdentity() {
    const me = await loadMe();
    const info = session.userInfo();
    return { id: me.userId, fullName: me.nickname || me.username, avatar: me.avatar || info?.avatar || undefined };
  },
  async getPermissions() {
    const me = await loadMe();
    return { roles: me.roles, perms: me.perms };
  },
  async canAccess({ action, resource }) {
    const me = await loadMe();
    const perm = await permFor(resource, action);
    if (perm === false) return false;
    if (perm === undefined) return true; // not a schema action: the route table and the server decide
    return hasAuth(me, perm, 'button');
  },
};
