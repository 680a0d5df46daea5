import type { Kysely } from 'kysely';
import { dialectOf } from './columns.ts';
import { halfChecked } from '../permissions/routes.ts';

// A perm a later issue gave a demo role (server/seed/access.ts): the demo seed runs only on an empty database, so a
// lab seeded before gets it from a migration through this. Written against the tables as they are now (snake_case
// names, aliases for the answers), not the declarations.
/**
 * Grants `perm` (a button under `menu`) to the demo role `role` when that role exists and lacks it; the button is
 * added under the menu when missing (migrations run before the start-up upgrade writes the declared buttons). A lab
 * without the role, or whose role already has the perm, is left alone: idempotent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function grantDemoPerm(db: Kysely<any>, { role: code, menu: MENU, perm: PERM }: { role: string; menu: string; perm: string }): Promise<void> {
  const role = await db.selectFrom('roles').select(['id', 'rule_ids as ruleIds']).where('code', '=', code).executeTakeFirst();
  if (!role) return;
  const menu = await db.selectFrom('menus').select('id').where('name', '=', MENU).where('type', '=', 'menu').executeTakeFirst();
  if (!menu) return;
  const now = new Date().toISOString();
  let button = await db
    .selectFrom('menus')
    .select('id')
    .where('parent_id', '=', menu.id)
    .where('type', '=', 'button')
    .where('perm', '=', PERM)
    .executeTakeFirst();
  if (!button) {
    const last = await db
      .selectFrom('menus')
      .select((e) => e.fn.max('sort').as('sort'))
      .where('parent_id', '=', menu.id)
      .executeTakeFirst();
    const no = dialectOf(db) === 'postgres' ? false : 0; // SQLite keeps booleans as 0/1
    const row = { parent_id: menu.id, type: 'button', title: `perm.${PERM}`, perm: PERM, sort: Number(last?.sort ?? -1) + 1 };
    button = await db
      .insertInto('menus')
      .values({ ...row, hidden: no, keep_alive: no, status: 'enabled', version: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const ids = (typeof role.ruleIds === 'string' ? JSON.parse(role.ruleIds) : (role.ruleIds ?? [])) as number[];
  if (ids.includes(button.id)) return;
  // the button's menu and group become half-checked, as the roles screen's write derives them: a user's menus are
  // the checked and half-checked rules (server/access/user.ts), so without them the granted screen had no menu entry
  const rules = await db.selectFrom('menus').select(['id', 'parent_id as parentId']).execute();
  const checked = [...ids, button.id];
  await db
    .updateTable('roles')
    .set((e) => ({
      rule_ids: JSON.stringify(checked),
      half_checked_ids: JSON.stringify(halfChecked(rules as Array<{ id: number; parentId: number | null }>, checked)),
      version: e('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', role.id)
    .execute();
}
