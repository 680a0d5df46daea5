import type { Kysely } from 'kysely';
import { grantDemoPerm } from '../grantPerm.ts';

// Issue 31: every demo role that reads the control charts (qcchart:query) reads the corrective actions their runs
// opened too — the held-sheet notice names them — so the fresh seed checks that read under both menus
// (MenuPlacement.readers, server/seed/access.ts homeMenusOf). A lab seeded at 027 had it under the charts only: this
// adds the actions' button to each that reads the charts. A lab seeded before 027 has no such menu yet (the start-up upgrade adds it after the
// migrations, then grants its demo roles what a fresh seed gives them: server/seed/registry.ts), so this does nothing.
const READERS = ['ANALYST', 'CHECKER', 'REVIEWER', 'SIGNATORY', 'QA'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const charts = await db
    .selectFrom('menus as b')
    .innerJoin('menus as m', 'm.id', 'b.parent_id')
    .select('b.id')
    .where('m.name', '=', 'qualityControl/control-charts')
    .where('b.perm', '=', 'qcchart:query')
    .executeTakeFirst();
  if (!charts) return;
  for (const code of READERS) {
    const role = await db.selectFrom('roles').select('rule_ids as ruleIds').where('code', '=', code).executeTakeFirst();
    const rules = (typeof role?.ruleIds === 'string' ? JSON.parse(role.ruleIds) : (role?.ruleIds ?? [])) as number[];
    // a role the lab took the charts' read from is left as the lab left it
    if (rules.includes(charts.id)) await grantDemoPerm(db, { role: code, menu: 'qualityControl/corrective-actions', perm: 'qcchart:query' });
  }
}

// Nothing to undo: taking a perm away from a role the lab uses is the lab's decision (roles screen), not a downgrade's.
export async function down(): Promise<void> {}
