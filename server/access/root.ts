import type { Kysely } from 'kysely';
import type { DB, Tx } from '../db/index.ts';
import { forbidden } from '../http/errors.ts';
import { ROOT, type CurrentUser } from './user.ts';

/**
 * The one ROOT guard: only ROOT may act on an account that holds the ROOT role or hand the role out. Used by the
 * users hooks (generic create/update/delete), the password reset and the Excel user import.
 */
export async function rootRoleId(tx: Tx | Kysely<DB>): Promise<number | undefined> {
  const r = await tx.selectFrom('roles').select('id').where('code', '=', ROOT).executeTakeFirst();
  return r?.id as number | undefined;
}

const ids = (v: unknown) => (Array.isArray(v) ? v.map(Number) : []);

/** Whether `user` (null: the server itself) is refused for these role lists (the account's and the requested ones). */
export async function needsRoot(tx: Tx | Kysely<DB>, user: CurrentUser | null, ...roleLists: unknown[]): Promise<boolean> {
  if (!user || user.isRoot) return false;
  const root = await rootRoleId(tx);
  return root !== undefined && roleLists.some((list) => ids(list).includes(root));
}

export async function assertRootGuard(tx: Tx | Kysely<DB>, user: CurrentUser | null, ...roleLists: unknown[]): Promise<void> {
  if (await needsRoot(tx, user, ...roleLists)) throw forbidden('user.rootOnly');
}
