// A chart's earlier runs, landed as QA through the one write path (the crud service's insert), as evaluations or
// submissions would have landed them: what the tests establish limits from.
import { insert, type Unit } from '../../server/workflow/store.ts';
import type { TestApp } from './harness.ts';

export async function landHistory(t: TestApp, points: Array<Record<string, unknown>>): Promise<void> {
  const qa = await t.database.db.selectFrom('users').select(['id', 'nickname']).where('username', '=', 'qa').executeTakeFirstOrThrow();
  await t.database.db.transaction().execute(async (tx) => {
    const ctx = {
      app: t.app.lims,
      user: { id: qa.id, username: 'qa', nickname: qa.nickname, isRoot: false, perms: new Set(), roles: [], menus: [] },
      lang: 'zh-CN',
      audit: { userId: qa.id, username: 'qa', method: 'TEST', url: 'history' },
    };
    const u = { tx, ctx, services: t.app.lims, touched: [], after: [] } as unknown as Unit;
    for (const p of points) await insert(u, 'controlPoints', p, {});
  });
}
