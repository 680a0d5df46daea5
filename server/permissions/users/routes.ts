import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resourceByName } from '../../../schemas/resources/index.ts';
import type { AppServices } from '../../services.ts';
import { badRequest, conflict, envelope } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import { contextOf, type RequestContext } from '../../crud/context.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { sha256 } from '../../auth/tokens.ts';
import { realtimeOf } from '../../realtime/index.ts';
import { revokeTokensIn } from './hooks.ts';
import { object, listOf, text, integer, nullable, none, record, pageOf } from '../../openapi/shapes.ts';
import { accountEmail, accountMobile, accountPassword, emailBody, mobileBody, passwordBody, profileBody } from '../../../schemas/core/account.ts';
import { sendCode, consumeCode, countWrongTry, type ContactType } from './verification.ts';

const users = resourceByName.get('users')!;
const U = '/admin/api/v1/users';
const tags = ['users'];
const password = accountPassword;
const mobile = accountMobile;
const email = accountEmail;
const codeQuery = z.object({
  contact: z.string().trim().min(1).max(128),
  // MOBILE or EMAIL in any case, written as a pattern the document can carry (a JSON Schema pattern has no /i flag)
  contactType: z
    .string()
    .regex(/^([Mm][Oo][Bb][Ii][Ll][Ee]|[Ee][Mm][Aa][Ii][Ll])$/, { error: 'validation.invalid' })
    .transform((s) => s.toUpperCase() as 'MOBILE' | 'EMAIL'),
});

const user = record('users');
const profile = { allOf: [user, object({ deptName: nullable(text), roleNames: listOf(text), roles: listOf(text) })] };
const codeSent = object({ contactType: { type: 'string', enum: ['MOBILE', 'EMAIL'] }, contact: text, expiresInSeconds: integer, resendInSeconds: integer });
// closed, like the /page lists: a parameter it does not read is refused, not ignored
const outboxQuery = z.strictObject({
  pageNum: z.number().int().min(1).max(1000000).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
  recipient: z.string().max(128).optional(),
});
const optInt = nullable(integer);
const outboxPage = pageOf(object({ id: integer, channel: text, recipient: text, subject: text, body: text, userId: optInt, status: text, createdAt: text }));

/** The legacy query-string password must not reach the audit log. */
function redactedContext(req: FastifyRequest): RequestContext {
  const ctx = contextOf(req);
  return { ...ctx, audit: { ...ctx.audit, url: ctx.audit.url.replace(/([?&]password=)[^&]*/gi, '$1[redacted]') } };
}

/** The users API of the seed beyond the generic page/form/create/update/delete/export/options. */
export function registerUserRoutes(app: FastifyInstance, { crud, database }: AppServices) {
  const { db } = database;

  async function writeSelf(req: FastifyRequest, data: Record<string, unknown>, action: string, extra?: (tx: import('../../db/index.ts').Tx) => Promise<void>) {
    const ctx = contextOf(req);
    const id = ctx.user!.id;
    // the account's own change, decided by this route (system mode): the users schema and hooks still apply
    return db.transaction().execute(async (tx) => {
      await extra?.(tx);
      return crud.patchIn(tx, users, id, data, ctx, { action });
    });
  }

  app.put(
    `${U}/:id/password/reset`,
    {
      config: { access: users.access.update as string },
      schema: { tags, summary: "Reset a user's password (query: password); ends their sessions", querystring: z.object({ password }), 'x-data': none } as never,
    },
    async (req) => {
      const ctx = redactedContext(req);
      const id = Number((req.params as { id: string }).id);
      const parsed = crud.validate(z.object({ password }) as never, req.query, ctx);
      // the users hooks guard ROOT accounts, hash the password and end the account's sessions
      await db.transaction().execute((tx) => crud.patchIn(tx, users, id, { password: parsed.password }, ctx, { action: 'password-reset' }));
      realtimeOf(app)?.disconnectUser(id);
      return envelope(null);
    },
  );

  app.get(`${U}/profile`, { config: { access: 'login' }, schema: { tags, summary: 'My profile', 'x-data': profile } as never }, async (req) => {
    const me = req.user!;
    const u = await crud.get(users, me.id);
    const dept = u.deptId
      ? await db
          .selectFrom('departments')
          .select('name')
          .where('id', '=', u.deptId as number)
          .executeTakeFirst()
      : undefined;
    const roles = (u.roleIds as number[]).length
      ? await db
          .selectFrom('roles')
          .select(['code', 'name'])
          .where('id', 'in', u.roleIds as number[])
          .execute()
      : [];
    return envelope({ ...u, deptName: dept?.name ?? null, roleNames: roles.map((r) => r.name), roles: roles.map((r) => r.code) });
  });

  app.put(
    `${U}/profile`,
    { config: { access: 'login' }, schema: { tags, summary: 'Change my nickname, gender or avatar', body: profileBody, 'x-data': user } as never },
    async (req) => {
      // the gender's dict value is checked by the write path, like any dict field
      const data = crud.validate(profileBody as never, req.body, contextOf(req));
      return envelope(await writeSelf(req, data, 'profile'));
    },
  );

  app.put(
    `${U}/password`,
    {
      config: { access: 'login' },
      schema: { tags, summary: 'Change my password (oldPassword, newPassword); other sessions end', body: passwordBody, 'x-data': none } as never,
    },
    async (req) => {
      const ctx = contextOf(req);
      const body = crud.validate(passwordBody as never, req.body, ctx) as z.infer<typeof passwordBody>;
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword) throw badRequest('user.passwordMismatch');
      const row = await db.selectFrom('users').select('passwordHash').where('id', '=', ctx.user!.id).executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.passwordHash as string | null, body.oldPassword))) throw badRequest('user.oldPasswordWrong');
      if (body.oldPassword === body.newPassword) throw badRequest('user.samePassword');
      const passwordHash = await hashPassword(body.newPassword);
      await writeSelf(req, { passwordHash }, 'password-change', (tx) => revokeTokensIn(tx, ctx.user!.id, req.token ? sha256(req.token) : undefined));
      return envelope(null);
    },
  );

  app.get(
    `${U}/send-verification-code`,
    {
      config: { access: 'login' },
      schema: {
        tags,
        summary: 'Send a code to bind a mobile number or e-mail (contact, contactType MOBILE | EMAIL); delivered through the outbox',
        querystring: codeQuery,
        'x-data': codeSent,
      } as never,
    },
    async (req) => {
      const ctx = contextOf(req);
      const q = crud.validate(codeQuery as never, req.query, ctx) as { contact: string; contactType: ContactType };
      const contact = q.contactType === 'EMAIL' ? q.contact.toLowerCase() : q.contact;
      crud.validate(z.object({ contact: q.contactType === 'MOBILE' ? mobile : email }) as never, { contact }, ctx);
      await assertContactFree(q.contactType, contact, ctx);
      return envelope(await sendCode(db, req.lang, ctx.user!.id, q.contactType, contact));
    },
  );

  async function assertContactFree(type: ContactType, contact: string, ctx: RequestContext) {
    const col = type === 'MOBILE' ? 'mobile' : 'email';
    const other = await db.selectFrom('users').select('id').where(col, '=', contact).where('id', '!=', ctx.user!.id).executeTakeFirst();
    if (other) throw conflict('user.contactTaken', { type: translate(ctx.lang, type === 'MOBILE' ? 'user.mobile' : 'user.email') });
  }

  for (const [type, field, schema] of [
    ['MOBILE', 'mobile', mobileBody],
    ['EMAIL', 'email', emailBody],
  ] as const) {
    app.put(
      `${U}/${field}`,
      { config: { access: 'login' }, schema: { tags, summary: `Bind my ${field} with the code sent to it`, body: schema, 'x-data': user } as never },
      async (req) => {
        const ctx = contextOf(req);
        const body = crud.validate(schema as never, req.body, ctx) as Record<string, string>;
        const contact = type === 'EMAIL' ? body[field].toLowerCase() : body[field];
        await assertContactFree(type, contact, ctx);
        let wrong: { id: number; left: number } | undefined;
        const out = await writeSelf(req, { [field]: contact }, `bind-${field}`, async (tx) => {
          const r = await consumeCode(tx, ctx.user!.id, type, contact, body.code);
          if (!r.ok) {
            wrong = r;
            throw badRequest('user.codeWrong', { left: Math.max(0, r.left) });
          }
        }).catch(async (e) => {
          if (wrong) await countWrongTry(db, wrong.id);
          throw e;
        });
        return envelope(out);
      },
    );
  }

  app.get(
    '/admin/api/v1/outbox/page',
    {
      config: { access: 'outbox:query' },
      schema: { tags, summary: 'Messages waiting for delivery (verification codes); newest first', querystring: outboxQuery, 'x-data': outboxPage } as never,
    },
    async (req) => {
      // a query string is text: the numbers are decoded from their digits (textBody), never coerced from anything
      const q = crud.validate(outboxQuery as never, req.query, { ...contextOf(req), textBody: true }) as z.infer<typeof outboxQuery>;
      let base = db.selectFrom('outboxMessages');
      if (q.recipient) base = base.where('recipient', '=', q.recipient);
      const [list, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return envelope({ list, total: Number(count?.n ?? 0) });
    },
  );
}
