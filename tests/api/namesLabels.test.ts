// Issue 29 (7, labels and names): a person is named by their name, never their login; the analyst's to-dos and the
// notice of an assignment say what the sheet is about (test items in the reader's language, method, sample count);
// the notice stops counting as unread once its work is done (the sheet received) or is no longer theirs (reassigned).
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { runFlow } from '../../server/workflow/apiFlow.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

type Notice = { id: number; title: string; isRead: boolean };
type Item = { id: number; no: string; about?: { parameters: string[]; methodNo: string | null; samples: number } };

describe.each(databaseTargets())('names and labels on %s', (target) => {
  let t: TestApp;
  let sheets: Array<{ id: number; analysisNo: string; methodNo: string; sampleIds: number[]; parameterIds: number[] }>;
  const tok: Record<string, string> = {};
  const userId = async (username: string) =>
    Number((await t.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
  const mine = async (who: string, lang = 'zh-CN') => {
    const r = await t.call('GET', '/admin/api/v1/notices/my-page?pageSize=100', { token: tok[who], lang });
    expect(r.status).toBe(200);
    return r.body.data as { list: Notice[]; unreadCount: number };
  };
  const noticeOf = (list: Notice[], no: string) => list.find((n) => n.title.includes(no));

  beforeAll(async () => {
    t = await startTestApp(target);
    for (const u of ['admin', 'labadmin', 'analyst', 'checker']) tok[u] = await t.login(u);
    const p = Object.fromEntries((await t.database.db.selectFrom('parameters').select(['id', 'code']).execute()).map((x) => [x.code, x.id]));
    const clientId = (await t.database.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const flow = await runFlow(
      (m, u, o) => t.call(m, u, o),
      (u) => t.login(u),
      { clientId, until: 'assigned', points: [{ name: '总排口', matrix: 'wastewater', parameterIds: [p['W-PH'], p['W-DO']], timesPerDay: 1 }] },
    );
    sheets = await Promise.all(
      flow.sheetIds.map(async (id) => (await t.call('GET', `/admin/api/v1/analysisSheets/${id}/form`, { token: tok.admin })).body.data),
    );
    expect(sheets.length).toBe(2);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('names a person by their name in every reference to them, never by their login', async () => {
    const id = await userId('analyst');
    const r = await t.call('GET', `/admin/api/v1/users/options?ids=${id}`, { token: tok.analyst });
    expect(r.body.data).toEqual([{ value: id, label: '张分析' }]);
  });

  it("lists the analyst's sheets to receive by test item, method and sample count, in the reader's language", async () => {
    const names = new Map((await t.database.db.selectFrom('parameters').select(['id', 'name', 'nameEn']).execute()).map((x) => [Number(x.id), x]));
    for (const lang of ['zh-CN', 'en'] as const) {
      const r = await t.call('GET', '/admin/inbox', { token: tok.analyst, lang });
      const items = (r.body.data.sections as Array<{ key: string; items: Item[] }>).find((s) => s.key === 'toReceive')!.items;
      for (const s of sheets) {
        const expected = s.parameterIds.map((id) => String(lang === 'en' ? names.get(id)!.nameEn || names.get(id)!.name : names.get(id)!.name));
        expect(items.find((i) => i.id === s.id)?.about, `${s.analysisNo} ${lang}`).toEqual({
          parameters: expected,
          methodNo: s.methodNo,
          samples: s.sampleIds.length,
        });
      }
    }
    // other sections carry no such field (the answer's shape is the documented one)
    const qc = await t.call('GET', '/admin/inbox', { token: tok.labadmin });
    for (const s of qc.body.data.sections as Array<{ key: string; items: Item[] }>)
      if (!['toAssign', 'toReceive', 'toFill', 'toCheck', 'toReview', 'toLock'].includes(s.key)) for (const i of s.items) expect(i).not.toHaveProperty('about');
  });

  it('names the test items and sample count in the notice, in English with a plural', async () => {
    const [a] = sheets;
    const p = await t.database.db.selectFrom('parameters').select(['name', 'nameEn']).where('id', '=', a.parameterIds[0]).executeTakeFirstOrThrow();
    expect(a.parameterIds.length).toBe(1);
    const en = noticeOf((await mine('analyst', 'en')).list, a.analysisNo)!;
    const n = a.sampleIds.length;
    expect(en.title).toBe(`New analysis sheet to receive: ${a.analysisNo} (${p.nameEn}, ${a.methodNo}, ${n} sample${n === 1 ? '' : 's'})`);
    expect(noticeOf((await mine('analyst')).list, a.analysisNo)!.title).toBe(`新分析单待接收：${a.analysisNo}（${p.name}，${a.methodNo}，${n} 个样品）`);
  });

  it('marks the assignment notice read when the analyst receives the sheet, and leaves the others unread', async () => {
    const [a, b] = sheets;
    const before = await mine('analyst');
    expect(noticeOf(before.list, a.analysisNo)!.isRead).toBe(false);
    expect(noticeOf(before.list, b.analysisNo)!.isRead).toBe(false);
    expect((await t.call('POST', '/admin/analysis/confirm_ok', { token: tok.analyst, body: { id: a.id } })).status).toBe(200);
    const after = await mine('analyst');
    expect(noticeOf(after.list, a.analysisNo)!.isRead).toBe(true);
    expect(noticeOf(after.list, b.analysisNo)!.isRead).toBe(false);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
  });

  it("marks the previous analyst's notice read when the sheet is reassigned to someone else, who gets their own", async () => {
    const [, b] = sheets;
    // the checker is made qualified for the sheet's test items (the demo's qualification has expired)
    const emp = (
      await t.database.db
        .selectFrom('employees')
        .select(['id'])
        .where('userId', '=', await userId('checker'))
        .executeTakeFirstOrThrow()
    ).id;
    const form = (await t.call('GET', `/admin/api/v1/employees/${emp}/form`, { token: tok.admin })).body.data;
    const qualifications = b.parameterIds.map((parameterId, i) => ({ parameterId, certificateNo: `T-${i}`, validUntil: '2099-12-31' }));
    expect((await t.call('PUT', `/admin/api/v1/employees/${emp}`, { token: tok.admin, body: { version: form.version, qualifications } })).status).toBe(200);
    const sheet = (await t.call('GET', `/admin/api/v1/analysisSheets/${b.id}/form`, { token: tok.admin })).body.data;
    const r = await t.call('POST', '/admin/analysis/oncemore_assign', {
      token: tok.labadmin,
      body: { id: b.id, version: sheet.version, analystId: await userId('checker') },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(noticeOf((await mine('analyst')).list, b.analysisNo)!.isRead).toBe(true);
    expect(noticeOf((await mine('checker')).list, b.analysisNo)!.isRead).toBe(false);
  });
});
