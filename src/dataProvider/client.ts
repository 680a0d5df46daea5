// The feature routes the screens call beside the CRUD API (which goes through react-admin's hooks and
// ./index.ts): one typed function per route, so that a screen names what it does instead of building a URL, and the
// bodies are the zod schemas the server validates with (schemas/core/account.ts). Errors are toasted by the HTTP
// client unless a call is `silent` (the screen shows them itself); the instrument import has its own typed client
// (src/instruments/api.ts).
import { request } from './http.ts';
import type { PasswordBody, ProfileBody } from '../../schemas/core/account.ts';

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

/** GET /adminLogs/verify: the hash chain of the operation log checked from its first entry */
export interface ChainCheck {
  ok: boolean;
  checked: number;
  brokenAt?: number;
  reason?: string;
}
export const adminLogs = { verifyChain: () => request<ChainCheck>({ url: 'api/v1/adminLogs/verify' }) };

/** A notice as the signed-in person's list shows it */
export interface MyNoticeItem {
  id: number;
  title: string;
  level: string;
  publishedAt: string;
  isRead: boolean;
}

export const notices = {
  /** the signed-in person's notices, newest first; `isRead` '0'/'1' filters (none: all); `silent` for the bell */
  myPage: (params: { pageNum: number; pageSize: number; isRead?: '0' | '1' }, silent = false) =>
    request<{ list: MyNoticeItem[]; total: number; unreadCount: number }>({ url: 'api/v1/notices/my-page', params, silent }),
  /** one notice with its content; reading it marks it read */
  detail: (id: number) => request<MyNoticeItem & { content: string }>({ url: `api/v1/notices/${id}/detail` }),
  /** marks every notice of the signed-in person read; `silent` where a failure need not interrupt (the bell) */
  readAll: (silent = false) => request({ url: 'api/v1/notices/read-all', method: 'PUT', silent }),
};

/** Files attached to a record by their own routes (multipart). */
export const attachments = {
  calibrationCertificate: (calibrationId: number, file: File) =>
    request({ url: `api/v1/equipmentCalibrations/${calibrationId}/certificate`, method: 'POST', multipart: true, data: { file, filename: file.name } }),
  employeeSignature: (employeeId: number, file: File) =>
    request({ url: `api/v1/employees/${employeeId}/signature`, method: 'POST', multipart: true, data: { file } }),
};

export const demo = {
  /** the WebSocket demo: the server publishes the text to the destination */
  sendMessage: (destination: '/topic/demo' | '/user/queue/message', body: string) =>
    request({ url: 'api/v1/demo/messages', method: 'POST', data: { destination, body } }),
};
