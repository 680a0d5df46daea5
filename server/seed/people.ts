// The demo people as the seed acts through them: each a unit of work signed in as that demo user (its audit entries and
// signatures name them, as a signed-in person's do), so seeded steps are taken by whom the workflow says takes them.
import type { Tx } from '../db/index.ts';
import type { AppServices } from '../services.ts';
import type { CurrentUser } from '../access/user.ts';
import type { RequestContext } from '../crud/context.ts';
import type { Unit } from '../workflow/store.ts';

export type As = (username: string) => Unit;

/** `as(login)`: the demo user of that login, acting in the seed's transaction. */
export async function demoPeople(app: AppServices, tx: Tx, users: Record<string, number>): Promise<As> {
  const names = new Map((await tx.selectFrom('users').select(['username', 'nickname']).execute()).map((x) => [x.username, x.nickname]));
  return (username: string): Unit => {
    const nickname = names.get(username) || username;
    const user: CurrentUser = { id: users[username], username, nickname, avatar: null, roles: [], perms: new Set(), menus: [], isRoot: false };
    const rc: RequestContext = { app, user, lang: 'zh-CN', audit: { userId: user.id, username, method: 'SEED', url: 'seed' } };
    return { tx, ctx: rc, services: app, touched: [], after: [] };
  };
}
