// The personal notice of an assignment: stored (the bell and 我的通知 list it, unread, until the analyst reads
// it) and pushed on /user/queue/message after the commit, in the transaction of the step that assigned the sheet.
// It keeps its message key and params: each reader sees it in their own language (noticeText) — in 我的通知, the bell,
// the notice administration list and the push; the stored title and text, in the assigner's language, serve search.
import { translate, serverMessages, type Lang } from '../http/messages.ts';
import { insert, notifyUser, type Row, type Unit } from '../workflow/store.ts';
import { aboutSheets } from './about.ts';
import { sql, type SqlBool } from 'kysely';
import type { Dialect } from '../db/index.ts';

type Message = { key: string; params?: Record<string, string | number> };
const LANGS = Object.keys(serverMessages) as Lang[];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function noticeAssignment(u: Unit, sheet: Row) {
  const analystId = Number(sheet.analystId);
  const no = String(sheet.analysisNo);
  // what the sheet is about, so the analyst reads its test items, method and size, not a number alone; the names
  // are kept in both languages (a param ending in En is the English reader's)
  const [zh, en] = await Promise.all((['zh-CN', 'en'] as const).map((lang) => aboutSheets(u.tx, [sheet], lang).then((m) => m.get(Number(sheet.id))!)));
  const params = { no, items: zh.parameters.join('、'), itemsEn: en.parameters.join(', '), method: zh.methodNo ?? '—', count: zh.samples };
  const message: Message = { key: 'inbox.sheetAssigned', params };
  const { title, content } = render(message, u.ctx.lang ?? 'zh-CN');
  const notice = await insert(
    u,
    'notices',
    { title, content, level: 'medium', targetType: 'users', targetUserIds: [analystId] },
    { publishStatus: 'published', publishedAt: new Date().toISOString(), message },
  );
  // the socket does not know its reader's language: the push carries the title in each, the client shows its own
  notifyUser(u, analystId, { kind: 'assignment', analysisNo: no, id: sheet.id, noticeId: notice.id, titles: titles(message) });
}

/** A message's title in every language the server speaks, for a push whose reader's language is unknown. */
export function titles(m: Message): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((lang) => [lang, render(m, lang).title])) as Record<Lang, string>;
}

function render(m: Message, lang: Lang) {
  const given = m.params ?? {};
  // an English reader gets a param's English form (itemsEn for items) where the message keeps one
  const own = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, lang === 'en' && given[`${k}En`] !== undefined ? given[`${k}En`] : v]));
  const params = Object.fromEntries(Object.entries(own).map(([k, v]) => [k, typeof v === 'number' ? v : escapeHtml(String(v))]));
  return { title: translate(lang, `${m.key}Title`, own), content: `<p>${translate(lang, `${m.key}Text`, params)}</p>` };
}

/**
 * The work a personal notice asked for is done, or no longer this person's: their notice of the sheet's assignment
 * is marked read (the bell stops counting it), in the step's transaction. Read marks are the reader's state (see
 * tests/unit/directWrites.test.ts); the reader's open pages refresh on the pushed message.
 */
export async function noticeDone(u: Unit, sheet: Row, userId: number) {
  const no = String(sheet.analysisNo);
  const unread = await u.tx
    .selectFrom('notices')
    .select(['id', 'message'])
    .where('targetType', '=', 'users')
    .where(addressedTo(u.services.database.dialect, userId))
    .where('message', 'is not', null)
    .where('id', 'not in', u.tx.selectFrom('noticeReads').select('noticeId').where('userId', '=', userId))
    .execute();
  const done = unread
    .filter((n) => {
      const m = messageOf(n.message);
      return ASSIGNED.includes(m?.key ?? '') && m?.params?.no === no;
    })
    .map((n) => Number(n.id));
  if (!done.length) return;
  const readAt = new Date().toISOString();
  await u.tx
    .insertInto('noticeReads')
    .values(done.map((noticeId) => ({ noticeId, userId, readAt })))
    .execute();
  notifyUser(u, userId, { kind: 'noticeDone', noticeIds: done });
}

/** A notice's chosen readers include this user (a JSON array of ids: jsonb on PostgreSQL, text on SQLite). */
const addressedTo = (dialect: Dialect, userId: number) =>
  dialect === 'postgres'
    ? sql<SqlBool>`target_user_ids @> ${JSON.stringify([userId])}::jsonb`
    : sql<SqlBool>`exists (select 1 from json_each(target_user_ids) where json_each.value = ${userId})`;

/** The message keys of an assignment notice (the one before issue 29 named the sheet number only). */
const ASSIGNED = ['inbox.sheetAssigned', 'inbox.assigned'];

/** The message key a stored row carries (JSON text on SQLite, jsonb on PostgreSQL), or null. */
export function messageOf(raw: unknown): Message | null {
  const m = (typeof raw === 'string' ? safeJson(raw) : raw) as Message | null | undefined;
  return m?.key ? m : null;
}

/** A notice's title (and text) in the reader's language when it carries a message key; old rows as stored. */
export function noticeText<T extends Record<string, unknown>>(row: T, lang: Lang): T {
  const m = messageOf(row.message);
  const { message: _drop, ...rest } = row;
  if (!m) return rest as unknown as T;
  const { title, content } = render(m, lang);
  return { ...rest, title, ...('content' in row ? { content } : {}) } as unknown as T;
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}
