import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, roleRules, startTestApp, type TestApp } from './harness.ts';
import { migrations } from '../../server/db/migrate.ts';
import { demoRoles, homeMenuOf } from '../../server/seed/access.ts';

// Migration 025: a demo lab seeded before issue 29 has a signatory who reads reports only, so the report screen's
// links to the order, raw records and QC sheets answered 403. The test takes the reads away from a seeded signatory
// (the old state), runs the migration's own `up` and checks the role and the refused pages; then once more, to see it
// changes nothing.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const NAME = '025_signatory_reads_sources';
const READS = ['order:query', 'analysis:query', 'sample:query', 'qc:query', 'testparms:query', 'standard:query'];

describe.each(databaseTargets())('migration 025 (the signatory reads what a report stands on) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const signatory = () => roleRules(t, 'SIGNATORY');
  /** each read's button under the menu the start-up upgrade puts it */
  const buttons = async () => {
    const ids = new Map<string, number>();
    for (const perm of READS) {
      const menu = await db().selectFrom('menus').select('id').where('name', '=', homeMenuOf(perm)!).where('type', '=', 'menu').executeTakeFirstOrThrow();
      const b = await db()
        .selectFrom('menus')
        .select('id')
        .where('type', '=', 'button')
        .where('perm', '=', perm)
        .where('parentId', '=', menu.id)
        .executeTakeFirstOrThrow();
      ids.set(perm, b.id as number);
    }
    return ids;
  };
  const rerun = () =>
    db()
      .transaction()
      .execute((trx) => migrations[NAME].up(trx));
  const pages = async () => {
    const tok = await t.login('signatory');
    return Promise.all(['/admin/api/v1/orders/page', '/admin/api/v1/qcSheets/page'].map(async (url) => (await t.call('GET', url, { token: tok })).status));
  };

  it('grants the reads the demo seed gives', () => {
    const seeded = demoRoles.find((r) => r.code === 'SIGNATORY')!.perms;
    expect(seeded).toEqual(expect.arrayContaining(READS));
    // the control charts' read came later (issue 31)
    expect(seeded.filter((p) => !p.startsWith('report:') && !p.startsWith('qcchart:'))).toEqual(READS); // nothing the migration leaves out
  });

  it('gives a signatory seeded without them the reads, and the report sources open', async () => {
    const ids = await buttons();
    const before = await signatory();
    for (const id of ids.values()) expect(before.ruleIds).toContain(id); // a fresh seed has them
    // the state of a lab seeded before issue 29: reports only
    const old = before.ruleIds.filter((id) => ![...ids.values()].includes(id));
    await db()
      .updateTable('roles')
      .set({ ruleIds: JSON.stringify(old) })
      .where('id', '=', before.id)
      .execute();
    expect(await pages()).toEqual([403, 403]);

    await rerun();
    const after = await signatory();
    expect([...after.ruleIds].sort((a, b) => a - b)).toEqual([...before.ruleIds].sort((a, b) => a - b));
    expect(after.version).toBe(before.version + READS.length);
    expect(await pages()).toEqual([200, 200]);
  });

  it('is idempotent: a signatory that has them is left as it is', async () => {
    const before = await signatory();
    await rerun();
    expect(await signatory()).toEqual(before);
  });
});
