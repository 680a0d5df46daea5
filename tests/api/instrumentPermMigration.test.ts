import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, roleRules, startTestApp, type TestApp } from './harness.ts';
import { migrations } from '../../server/db/migrate.ts';

// Migration 016: a demo lab seeded before instrument import existed has an analyst role without `analysis:import`
// (and no button for it yet: the start-up upgrade adds buttons after migrations). The test puts a seeded database
// back in that state, runs the migration again and checks the grant; then once more, to see it changes nothing.
// The migration's own `up` is run: the migrator refuses to rerun 016 once 017 and later have run after it.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const NAME = '016_analyst_import_perm';

describe.each(databaseTargets())('migration 016 (analyst gets analysis:import) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const analyst = () => roleRules(t, 'ANALYST');
  /** the perm's buttons under its home menu (the role's rule; the instrument mappings' menu has one too) */
  const buttons = async () => {
    const home = await db().selectFrom('menus').select('id').where('name', '=', 'analyse/analyseIndex').executeTakeFirstOrThrow();
    return db()
      .selectFrom('menus')
      .select(['id', 'parentId'])
      .where('type', '=', 'button')
      .where('perm', '=', 'analysis:import')
      .where('parentId', '=', home.id)
      .execute();
  };
  const rerun = async () => {
    await db()
      .transaction()
      .execute((trx) => migrations[NAME].up(trx));
  };

  it('grants the perm (and its button) to an analyst role seeded without it', async () => {
    const [button] = await buttons();
    const before = await analyst();
    expect(before.ruleIds).toContain(button.id); // a fresh seed has it
    // the state of a lab seeded before issue 20: no button, a role without it
    await db()
      .updateTable('roles')
      .set({ ruleIds: JSON.stringify(before.ruleIds.filter((id) => id !== button.id)) })
      .where('id', '=', before.id)
      .execute();
    await db().deleteFrom('menus').where('id', '=', button.id).execute();
    expect(await buttons()).toHaveLength(0);

    await rerun();
    const added = await buttons();
    expect(added).toHaveLength(1);
    expect(added[0].parentId).toBe(button.parentId); // where the start-up upgrade would put it
    const after = await analyst();
    expect(after.ruleIds).toContain(added[0].id);
    expect(after.ruleIds).toHaveLength(before.ruleIds.length);
    expect(after.version).toBe(before.version + 1);
  });

  it('is idempotent: a role that has the perm is left as it is', async () => {
    const before = await analyst();
    await rerun();
    expect(await buttons()).toHaveLength(1);
    expect(await analyst()).toEqual(before);
  });

  it('leaves a lab without the demo analyst role alone', async () => {
    const before = await analyst();
    await db().updateTable('roles').set({ code: 'LAB-ANALYST' }).where('id', '=', before.id).execute();
    await db()
      .updateTable('roles')
      .set({ ruleIds: JSON.stringify([]) })
      .where('id', '=', before.id)
      .execute();
    await rerun();
    const r = await db().selectFrom('roles').select(['ruleIds']).where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(typeof r.ruleIds === 'string' ? JSON.parse(r.ruleIds) : r.ruleIds).toEqual([]);
  });
});
