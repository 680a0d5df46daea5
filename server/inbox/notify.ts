// The personal notice of an assignment: stored (the bell and 我的通知 list it, unread, until the analyst reads
// it) and pushed on /user/queue/message after the commit, in the transaction of the step that assigned the sheet.
// It keeps its message key and params: each reader sees it in their own language (noticeText) — in 我的通知, the bell,
// the notice administration list and the push; the stored title and text, in the assigner's language, serve search.
import { translate, serverMessages, type Lang } from '../http/messages.ts';
import { insert, notifyUser, type Row, type Unit } from '../workflow/store.ts';

type Message = { key: string; params?: Record<string, string | number> };
const LANGS = Object.keys(serverMessages) as Lang[];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function noticeAssignment(u: Unit, sheet: Row) {
  const analystId = Number(sheet.analystId);
  const no = String(sheet.analysisNo);
  const message: Message = { key: 'inbox.assigned', params: { no } };
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
  const params = Object.fromEntries(Object.entries(m.params ?? {}).map(([k, v]) => [k, escapeHtml(String(v))]));
  return { title: translate(lang, `${m.key}Title`, m.params), content: `<p>${translate(lang, `${m.key}Text`, params)}</p>` };
}

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
