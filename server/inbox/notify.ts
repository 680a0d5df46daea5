// The personal notice of an assignment: stored (the bell and 我的通知 list it, unread, until the analyst reads
// it) and pushed on /user/queue/message after the commit, in the transaction of the step that assigned the sheet.
import { translate } from '../http/messages.ts';
import { insert, notifyUser, type Row, type Unit } from '../workflow/store.ts';

export async function noticeAssignment(u: Unit, sheet: Row) {
  const analystId = Number(sheet.analystId);
  const no = String(sheet.analysisNo);
  const lang = u.ctx.lang ?? 'zh-CN';
  await insert(u, 'notices', {
    title: translate(lang, 'inbox.assignedTitle', { no }),
    content: `<p>${translate(lang, 'inbox.assignedText', { no })}</p>`,
    level: 'medium', targetType: 'users', targetUserIds: [analystId],
  }, { publishStatus: 'published', publishedAt: new Date().toISOString() });
  notifyUser(u, analystId, { kind: 'assignment', analysisNo: no, id: sheet.id });
}
