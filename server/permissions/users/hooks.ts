import type { FastifyInstance } from 'fastify';
import type { ResourceHooks } from '../../crud/hooks.ts';
import type { Tx } from '../../db/index.ts';
import { badRequest } from '../../http/errors.ts';
import { realtimeOf } from '../../realtime/index.ts';
import { assertRootGuard } from '../../access/root.ts';

export { rootRoleId } from '../../access/root.ts';

export async function revokeTokensIn(tx: Tx, userId: number, exceptTokenHash?: string) {
  let q = tx.updateTable('authTokens').set({ revokedAt: new Date().toISOString() }).where('userId', '=', userId).where('revokedAt', 'is', null);
  if (exceptTokenHash) q = q.where('tokenHash', '!=', exceptTokenHash);
  await q.execute();
}

/**
 * Account rules (before the password hashing, see users.resource.ts): only ROOT may touch a ROOT account or
 * hand out the ROOT role; nobody disables or deletes themselves; a new password or a disabled account ends every
 * session; an account's server-side state (tokens, codes, read marks) goes with it.
 */
export const accountRules = {
  async beforeCreate(data, args) {
    await assertRootGuard(args.tx, args.ctx.user, data.roleIds);
    return data;
  },
  async beforeUpdate(data, args) {
    const me = args.ctx.user;
    const before = args.before!;
    await assertRootGuard(args.tx, me, before.roleIds, data.roleIds);
    if (me && me.id === before.id && data.status === 'disabled') throw badRequest('user.notSelfDisable');
    if (data.password || (data.status === 'disabled' && before.status !== 'disabled')) await revokeTokensIn(args.tx, before.id as number);
    return data;
  },
  async beforeDelete(args) {
    const me = args.ctx.user;
    const before = args.before!;
    if (me && me.id === before.id) throw badRequest('user.notSelfDisable');
    await assertRootGuard(args.tx, me, before.roleIds);
    // server-side state of the account goes with it; business records that name it keep it (foreign keys refuse)
    const userId = before.id as number;
    await args.tx.deleteFrom('authTokens').where('userId', '=', userId).execute();
    await args.tx.deleteFrom('verificationCodes').where('userId', '=', userId).execute();
    await args.tx.deleteFrom('noticeReads').where('userId', '=', userId).execute();
  },
} satisfies ResourceHooks;

/**
 * Closes the realtime sockets of accounts whose sessions were just ended by the generic update or delete.
 * Done after the answer is sent (so only after the commit), per app (each app has its own socket hub).
 */
export function disconnectAfterUserWrites(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    const put = method === 'PUT' && route.url === '/admin/api/v1/users/:id';
    const del = method === 'DELETE' && route.url === '/admin/api/v1/users/:ids';
    if (!put && !del) return;
    const hook = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
      if (reply.statusCode >= 300) return;
      const params = req.params as { id?: string; ids?: string };
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (put && !(body.password || body.status === 'disabled')) return;
      const targets = (put ? [params.id] : String(params.ids).split(',')).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
      for (const id of targets) realtimeOf(app)?.disconnectUser(id);
    };
    const existing = route.onResponse;
    route.onResponse = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
  });
}
