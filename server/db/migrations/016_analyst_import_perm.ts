import type { Kysely } from 'kysely';
import { dialectOf } from '../columns.ts';

// Instrument import (issue 20) added the perm `analysis:import` to the demo analyst role (server/seed/access.ts), but
// the demo seed runs only on an empty database: a lab seeded before that kept an analyst who cannot import. This grants
// it to the demo analyst role (code ANALYST) when that role exists and lacks it; a lab without that role, or whose
// analyst already has it, is left alone, so the migration is idempotent. Migrations run before the start-up upgrade
// writes the declared buttons (server/seed/registry.ts), so the button is added here when missing — under the menu the
// upgrade puts it (analyse/analyseIndex, homeMenuOf in server/seed/access.ts), which then finds it and adds nothing.
// Written against the tables as they are now (snake_case names, aliases for the answers), not the declarations.
const PERM = 'analysis:import';
const MENU = 'analyse/analyseIndex';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const role = await db.selectFrom('roles').select(['id', 'rule_ids as ruleIds']).where('code', '=', 'ANALYST').executeTakeFirst();
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
  await db
    .updateTable('roles')
    .set((e) => ({ rule_ids: JSON.stringify([...ids, button.id]), version: e('version', '+', 1), updated_at: now }))
    .where('id', '=', role.id)
    .execute();
}

// Nothing to undo: taking a perm away from a role the lab uses is the lab's decision (roles screen), not a downgrade's.
export async function down(): Promise<void> {}
