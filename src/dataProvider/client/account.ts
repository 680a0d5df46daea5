// Accounts: the signed-in person's own (profile, password, contacts), the login captcha, and an administrator's
// actions on another account and on the menu-rule tree. Bodies are the zod schemas the server validates with
// (schemas/core/account.ts).
import { request } from '../http.ts';
import type { PasswordBody, ProfileBody } from '../../../schemas/core/account.ts';
import type { RecordOf } from '../../../schemas/core/resource.ts';
import type { menus } from '../../../schemas/permissions/roles.ts';

/** GET /users/profile: the signed-in account as the personal centre shows it */
export interface Profile {
  id: number;
  username: string;
  nickname: string;
  gender?: string;
  avatar?: string;
  mobile?: string;
  email?: string;
  deptName?: string;
  roleNames: string[];
  createdAt: string;
  lastLoginAt?: string;
  version: number;
}

export type ContactType = 'mobile' | 'email';

/** The signed-in person's own account (server/system/users/routes.ts). */
export const account = {
  profile: () => request<Profile>({ url: 'api/v1/users/profile' }),
  saveProfile: (body: ProfileBody) => request({ url: 'api/v1/users/profile', method: 'PUT', data: body, silent: true }),
  changePassword: (body: PasswordBody) => request({ url: 'api/v1/users/password', method: 'PUT', data: body, silent: true }),
  /** an avatar is stored as a file (purpose avatar); its URL goes into the profile */
  uploadAvatar: (file: File) =>
    request<{ url: string }>({ url: 'api/v1/files', method: 'POST', multipart: true, params: { purpose: 'avatar' }, data: { file }, silent: true }),
  sendCode: (type: ContactType, contact: string) =>
    request<{ resendInSeconds: number }>({
      url: 'api/v1/users/send-verification-code',
      params: { contact, contactType: type === 'mobile' ? 'MOBILE' : 'EMAIL' },
      silent: true,
    }),
  bind: (type: ContactType, contact: string, code: string) =>
    request({ url: `api/v1/users/${type}`, method: 'PUT', data: { [type]: contact, code }, silent: true }),
};

/** A message waiting in the outbox for a mail/SMS service (a verification code, for the administrator to pass on) */
export interface OutboxMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** An administrator's actions on another account. */
export const userAdmin = {
  /** the newest 50 messages of the outbox, those to a recipient when one is typed */
  outbox: (recipient: string) =>
    request<{ list: OutboxMessage[]; total: number }>({ url: 'api/v1/outbox/page', params: { pageSize: 50, ...(recipient ? { recipient } : {}) } }),
  /** the legacy contract: the new password travels in the query (the audit log redacts it) */
  resetPassword: (id: number, password: string) => request({ url: `api/v1/users/${id}/password/reset`, method: 'PUT', params: { password } }),
};

/** GET /auth/captcha: the image and the key the login sends back with the typed code */
export interface Captcha {
  captchaKey: string;
  captchaBase64: string;
}
export const auth = { captcha: () => request<Captcha>({ url: 'api/v1/auth/captcha' }) };

/** A menu rule with the rules under it, as GET /menus/tree answers (server/permissions/routes.ts). */
export type MenuRule = RecordOf<typeof menus> & { children: MenuRule[] };

export const menuRules = {
  /** the whole rule tree in order; `silent` where the screen goes on without it (a role's permission input) */
  tree: (silent = false) => request<MenuRule[]>({ url: 'api/v1/menus/tree', silent }),
};
