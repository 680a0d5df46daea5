import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { resourceByName } from '../../../schemas/resources/index.ts';
import type { AppServices } from '../../services.ts';
import type { DB, Dialect } from '../../db/index.ts';
import type { ResourceHooks } from '../../crud/hooks.ts';
import { contextOf } from '../../crud/context.ts';
import { fromDb } from '../../crud/codec.ts';
import { hasPerm, type CurrentUser } from '../../access/user.ts';
import { badRequest, conflict, envelope, notFound } from '../../http/errors.ts';
import { realtimeOf } from '../../realtime/index.ts';
import { sanitizeRichText } from './sanitize.ts';
import { docxToHtml } from './docx.ts';
import { messageOf, noticeText, titles } from '../../inbox/notify.ts';
import { object, listOf, text, integer, bool, nullable, record } from '../../openapi/shapes.ts';
import { uploadedFile } from '../excel/routes.ts';

const notices = resourceByName.get('notices')!;
const N = '/admin/api/v1/notices';
const tags = ['notices'];

const clean = async (data: Record<string, unknown>, before?: Record<string, unknown>) => {
  const out = { ...data };
  if (typeof data.content === 'string') out.content = await sanitizeRichText(data.content);
  const targetType = data.targetType ?? before?.targetType;
  const targets = (data.targetUserIds ?? before?.targetUserIds) as number[] | undefined;
  if (targetType === 'users' && !targets?.length) throw badRequest('notice.noTargets');
  return out;
};
/** Rich text is sanitised on the server whatever the client sent; a notice for chosen users names them. */
export const noticeRules = {
  // a new notice is a draft (publishStatus is the server's: publish/revoke change it)
  beforeCreate: async (data) => ({ publishStatus: 'draft', ...(await clean(data)) }),
  beforeUpdate: (data, { before }) => clean(data, before),
} satisfies ResourceHooks;

/** Published notices addressed to everyone or to this user. */
function visibleTo(db: Kysely<DB>, dialect: Dialect, userId: number): SelectQueryBuilder<DB, 'notices', object> {
  const mine =
    dialect === 'postgres'
      ? sql<SqlBool>`target_user_ids @> ${JSON.stringify([userId])}::jsonb`
      : sql<SqlBool>`exists (select 1 from json_each(target_user_ids) where json_each.value = ${userId})`;
  return db
    .selectFrom('notices')
    .where('publishStatus', '=', 'published')
    .where((eb) => eb.or([eb('targetType', '=', 'all'), eb.and([eb('targetType', '=', 'users'), mine])]));
}

// a query string is text: numbers are decoded from their digits (textBody), never coerced
// closed, like the /page lists: a parameter it does not read is refused, not ignored
const myQuery = z.strictObject({
  pageNum: z.number().int().min(1).max(1000000).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
  isRead: z.enum(['0', '1', 'true', 'false']).optional(),
  title: z.string().max(100).optional(),
});

const notice = record('notices');
const optText = nullable(text);
const myPage = object({
  list: listOf(object({ id: integer, title: text, level: optText, publishedAt: optText, targetType: optText, isRead: bool })),
  total: integer,
  unreadCount: integer,
});

export function registerNoticeRoutes(app: FastifyInstance, { crud, database, config }: AppServices) {
  const { db, dialect } = database;

  /** The message keys of the listed notices that carry one (the system's own notices), by id. */
  async function messagesOf(ids: number[]) {
    if (!ids.length) return new Map<number, unknown>();
    const rows = await db.selectFrom('notices').select(['id', 'message']).where('id', 'in', ids).where('message', 'is not', null).execute();
    return new Map(rows.map((r) => [r.id as number, r.message]));
  }

  async function push(notice: Record<string, unknown>, action: 'publish' | 'revoke') {
    const rt = realtimeOf(app);
    if (!rt) return;
    // a system notice's title in every language (the socket does not know its reader's); a person's as written
    const m = messageOf((await messagesOf([notice.id as number])).get(notice.id as number));
    const body = {
      type: 'notice',
      action,
      id: notice.id,
      title: notice.title,
      ...(m ? { titles: titles(m) } : {}),
      level: notice.level,
      publishedAt: notice.publishedAt,
    };
    if (notice.targetType === 'all') await rt.publish('/topic/notice', body);
    else for (const userId of notice.targetUserIds as number[]) await rt.sendToUser(userId, '/user/queue/message', body);
  }

  // The administration list (the generic page) shows a system notice's title in the reader's language, as 我的通知
  // does: its rows leave the message key out (a hidden field), so the keys are read here for the listed ids.
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (req.method !== 'GET' || req.routeOptions.url !== `${N}/page`) return payload;
    const list = (payload as { data?: { list?: Array<Record<string, unknown>> } } | null)?.data?.list;
    if (!list?.length) return payload;
    const keyed = await messagesOf(list.map((r) => r.id as number));
    for (const [i, row] of list.entries()) if (keyed.has(row.id as number)) list[i] = noticeText({ ...row, message: keyed.get(row.id as number) }, req.lang);
    return payload;
  });

  for (const [action, from, to, error] of [
    ['publish', ['draft', 'revoked'], 'published', 'notice.notDraft'],
    ['revoke', ['published'], 'revoked', 'notice.notPublished'],
  ] as const) {
    app.post(
      `${N}/:id/${action}`,
      {
        config: { access: 'notice:edit' },
        schema: {
          tags,
          summary: action === 'publish' ? 'Publish a draft or revoked notice and push it to its targets over STOMP' : 'Revoke a published notice',
          'x-data': notice,
        } as never,
      },
      async (req) => {
        const ctx = contextOf(req);
        const id = Number((req.params as { id: string }).id);
        const out = await db.transaction().execute(async (tx) => {
          const before = fromDb(notices, await crud.getRow(notices, id, tx));
          if (!(from as readonly string[]).includes(before.publishStatus as string)) throw conflict(error);
          const change = to === 'published' ? { publishStatus: to, publishedAt: new Date().toISOString() } : { publishStatus: to };
          return crud.patchIn(tx, notices, id, change, ctx, { action, version: before.version as number });
        });
        crud.announce(notices, out, action);
        await push(out, action).catch((e) => req.log.warn({ err: e }, 'notice push failed'));
        return envelope(out);
      },
    );
  }

  app.get(
    `${N}/my-page`,
    {
      config: { access: 'login' },
      schema: { tags, summary: 'My published notices with read state, newest first; answers unreadCount too', querystring: myQuery, 'x-data': myPage } as never,
    },
    async (req) => {
      const q = crud.validate(myQuery as never, req.query, { ...contextOf(req), textBody: true }) as z.infer<typeof myQuery>;
      const me = req.user!.id;
      const read = db.selectFrom('noticeReads').select('noticeId').where('userId', '=', me);
      let base = visibleTo(db, dialect, me);
      if (q.title) base = base.where('title', dialect === 'postgres' ? 'ilike' : 'like', `%${q.title.replace(/[\\%_]/g, '')}%`);
      if (q.isRead === '1' || q.isRead === 'true') base = base.where('id', 'in', read);
      if (q.isRead === '0' || q.isRead === 'false') base = base.where('id', 'not in', read);
      const [rows, total, unread] = await Promise.all([
        base
          .select(['id', 'title', 'level', 'publishedAt', 'targetType', 'message'])
          .orderBy('publishedAt', 'desc')
          .orderBy('id', 'desc')
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
        visibleTo(db, dialect, me)
          .where('id', 'not in', read)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      const readIds = new Set((await read.execute()).map((r) => r.noticeId as number));
      return envelope({
        list: rows.map((r) => ({ ...noticeText(r, req.lang), isRead: readIds.has(r.id as number) })),
        total: Number(total?.n ?? 0),
        unreadCount: Number(unread?.n ?? 0),
      });
    },
  );

  app.get(
    `${N}/:id/detail`,
    {
      config: { access: 'login' },
      schema: {
        tags,
        summary: 'Read a notice addressed to me (marks it read); notice admins may read any',
        'x-data': { allOf: [notice, object({ isRead: bool })] },
      } as never,
    },
    async (req) => {
      const id = Number((req.params as { id: string }).id);
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
      const me = req.user as CurrentUser;
      const row =
        (await visibleTo(db, dialect, me.id).selectAll().where('id', '=', id).executeTakeFirst()) ??
        (hasPerm(me, 'notice:query') ? await db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst() : undefined);
      if (!row) throw notFound();
      const notice = fromDb(notices, row);
      if (notice.publishStatus === 'published') await markRead(me.id, [id]);
      // fromDb leaves out the hidden message key: the row's own is read for the reader's language
      const text = noticeText({ title: notice.title, content: notice.content, message: (row as Record<string, unknown>).message }, req.lang);
      return envelope({ ...notice, ...text, isRead: true });
    },
  );

  // read marks are the reader's state, not the notice: written directly (see tests/unit/directWrites.test.ts)
  async function markRead(userId: number, ids: number[]) {
    if (!ids.length) return 0;
    const already = new Set(
      (await db.selectFrom('noticeReads').select('noticeId').where('userId', '=', userId).where('noticeId', 'in', ids).execute()).map(
        (r) => r.noticeId as number,
      ),
    );
    const fresh = ids.filter((id) => !already.has(id));
    const readAt = new Date().toISOString();
    if (fresh.length)
      await db
        .insertInto('noticeReads')
        .values(fresh.map((noticeId) => ({ noticeId, userId, readAt })))
        .execute();
    return fresh.length;
  }

  app.put(
    `${N}/read-all`,
    { config: { access: 'login' }, schema: { tags, summary: 'Mark all my notices read', 'x-data': object({ marked: integer }) } as never },
    async (req) => {
      const me = req.user!.id;
      const unread = await visibleTo(db, dialect, me)
        .select('id')
        .where('id', 'not in', db.selectFrom('noticeReads').select('noticeId').where('userId', '=', me))
        .execute();
      return envelope({
        marked: await markRead(
          me,
          unread.map((r) => r.id as number),
        ),
      });
    },
  );

  app.post(
    `${N}/import-docx`,
    {
      config: { access: ['notice:add', 'notice:edit'] },
      schema: {
        tags,
        summary: 'Convert a Word .docx (multipart "file") into sanitised HTML for the editor; images are stored as notice files',
        'x-data': object({ html: text, messages: listOf(text) }),
      } as never,
    },
    async (req) => envelope(await docxToHtml(db, config.dataDir, uploadedFile(req.body), req.user!.id)),
  );
}
