import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { LimsDatabase } from '../db/index.ts';
import type { Config } from '../config.ts';
import { AppError, CODES, badRequest, envelope } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { loadUser } from '../access/user.ts';
import { verifyPassword } from './passwords.ts';
import { issueToken, revokeToken } from './tokens.ts';
import { createCaptcha, checkCaptcha } from './captcha.ts';
import { takeFreeCheck, countCheck, backOffSeconds, releaseCheck, recordFailure, clearFailures } from './throttle.ts';
import { appendAudit } from '../audit/chain.ts';
import { contextOf } from '../crud/context.ts';
import { resourceByName } from '../../schemas/resources/index.ts';
import { object, listOf, text, integer, nullable, none } from '../openapi/shapes.ts';
import { labTimeZone } from '../db/settings.ts';

const loginBody = z.object({
  username: z.string({ error: 'auth.usernameRequired' }).trim().min(1, { error: 'auth.usernameRequired' }).max(64),
  password: z.string({ error: 'auth.passwordRequired' }).min(1, { error: 'auth.passwordRequired' }).min(6, { error: 'auth.passwordMin' }).max(128),
  type: z.string().max(32).optional(),
  captchaKey: z.string().max(64).optional(),
  captchaCode: z.string().max(16).optional(),
  // the legacy login form sends it; the token's lifetime does not depend on it
  rememberMe: z.union([z.boolean(), z.string().max(8)]).optional(),
});

/** Logout reads only `token` (else the headers); the legacy client's other fields are accepted and ignored. */
const logoutBody = z.object({
  token: z.string().max(512).optional(),
  type: z.string().max(32).optional(),
  user_id: z.string().max(32).optional(),
  username: z.string().max(64).optional(),
});
const loginAnswer = object({
  token: text,
  avatar: text,
  id: integer,
  userinfo: object({ id: integer, username: text, nickname: nullable(text) }),
  menulist: listOf(object({ name: text })),
});
const meAnswer = object({
  userId: integer,
  username: text,
  nickname: nullable(text),
  avatar: text,
  roles: listOf(text),
  perms: listOf(text),
  menus: listOf(text),
  timeZone: text,
});

const users = resourceByName.get('users')!;

export interface AuthEvents {
  onLogout?(userId: number): void;
}

export function registerAuthRoutes(app: FastifyInstance, database: LimsDatabase, config: Config, events: AuthEvents = {}) {
  const { db, dialect } = database;

  app.get(
    '/admin/api/v1/auth/captcha',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Image captcha',
        'x-data': object({ captchaKey: text, captchaBase64: { type: 'string', description: 'data:image/svg+xml;base64,…' } }),
      } as never,
    },
    async () => envelope(await createCaptcha(db)),
  );

  app.post(
    '/admin/index/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in (multipart or JSON: username, password, type, captchaKey, captchaCode)',
        body: loginBody,
        'x-data': loginAnswer,
      } as never,
    },
    async (req) => {
      const parsed = loginBody.safeParse(req.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const key = issue.message?.startsWith('auth.') ? issue.message : 'validation.invalid';
        throw badRequest(key, {}, [{ field: String(issue.path[0] ?? '_'), message: translate(req.lang, key) }]);
      }
      const { username, password, captchaKey, captchaCode } = parsed.data;
      const ipKey = `ip:${req.ip}`;
      const userKey = `user:${username.toLowerCase()}`;
      // counted before the password is read (server/auth/throttle.ts): a free check for the address, then for the account
      const freeIp = await takeFreeCheck(db, ipKey);
      if (!freeIp) {
        const seconds = await backOffSeconds(db, ipKey);
        if (seconds > 0) throw new AppError(429, CODES.throttled, 'auth.throttled', { seconds });
      }
      const freeUser = freeIp && (await takeFreeCheck(db, userKey));
      const taken = [freeIp && ipKey, freeUser && userKey].filter((k): k is string => Boolean(k));
      // The API accepts a login without a captcha for the free checks; the UI always sends one.
      const needsCaptcha = !freeIp || !freeUser;
      if (needsCaptcha || captchaCode) {
        const passed = Boolean(captchaCode) && (await checkCaptcha(db, captchaKey, captchaCode, config.captchaTestCode));
        if (!passed) {
          await releaseCheck(db, taken);
          throw new AppError(400, CODES.captcha, captchaCode ? 'auth.captchaWrong' : 'auth.captchaRequired');
        }
        if (!freeIp) await countCheck(db, ipKey);
        if (!freeUser) await countCheck(db, userKey);
      }
      const row = await db.selectFrom('users').select(['id', 'passwordHash', 'status']).where('username', '=', username).executeTakeFirst();
      const ok = await verifyPassword(row?.passwordHash as string | undefined, password);
      if (!row || !ok) {
        await recordFailure(db, ipKey, userKey);
        throw new AppError(401, CODES.badRequest, 'auth.bad');
      }
      // the right password: the account's failures are forgotten, the address keeps its own
      await clearFailures(db, [userKey]);
      await releaseCheck(db, [ipKey]);
      if (row.status !== 'enabled') throw new AppError(403, CODES.forbidden, 'auth.disabled');
      const token = await issueToken(db, row.id, config.tokenTtlHours, { ip: req.ip, userAgent: req.headers['user-agent'] });
      const user = (await loadUser(db, row.id))!;
      // the login stamp goes through the one write path (system mode), acting as the user who signed in, and leaves
      // the 'login' audit entry (before and after of lastLoginAt); the field is unversioned, so a login does not make
      // an administrator's open edit of this account conflict (409)
      const ctx = { ...contextOf(req), user, audit: { ...contextOf(req).audit, userId: user.id, username: user.username } };
      await db
        .transaction()
        .execute((tx) => req.server.lims.crud.patchIn(tx, users, user.id, { lastLoginAt: new Date().toISOString() }, ctx, { action: 'login' }));
      return envelope({
        token,
        avatar: user.avatar ?? '',
        id: user.id,
        userinfo: { id: user.id, username: user.username, nickname: user.nickname },
        menulist: user.menus.map((name) => ({ name })),
      });
    },
  );

  // The legacy logout carries no token header; a body token or the headers are both honoured.
  app.post(
    '/admin/index/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Log out (multipart: type, user_id, username)', body: logoutBody, 'x-data': none } as never,
    },
    async (req) => {
      const headerToken = (req.headers.authorization ?? req.headers['syc-token']) as string | undefined;
      const bodyToken = (req.body as Record<string, unknown> | undefined)?.token;
      const token = (typeof bodyToken === 'string' ? bodyToken : headerToken)?.replace(/^Bearer\s+/i, '');
      if (token) {
        const userId = await revokeToken(db, token);
        if (userId) {
          await db
            .transaction()
            .execute((tx) => appendAudit(tx, dialect, { ...contextOf(req).audit, userId }, { entity: 'users', entityId: userId, action: 'logout' }));
          events.onLogout?.(userId);
        }
      }
      return envelope(null);
    },
  );

  app.get(
    '/admin/api/v1/users/me',
    { config: { access: 'login' }, schema: { tags: ['users'], summary: 'Current user: roles and perms', 'x-data': meAnswer } as never },
    async (req) => {
      const u = req.user!;
      // the lab's time zone: every screen shows dates in it, whatever the browser's (schemas/format/when.ts)
      return envelope({
        userId: u.id,
        username: u.username,
        nickname: u.nickname,
        avatar: u.avatar ?? '',
        roles: u.roles,
        perms: u.isRoot ? ['*:*:*', ...u.perms] : [...u.perms],
        menus: u.menus,
        timeZone: await labTimeZone(db),
      });
    },
  );
}
