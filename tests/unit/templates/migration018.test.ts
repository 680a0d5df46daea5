// Migration 018: a database seeded when SW-FP cited GB/T 261-2008 ends with the edition the seed now writes
// (server/seed/lab.ts, gufei-tmpl104: GB/T 261-2021), its version bumped and the change in the audit chain; a row
// the lab had already changed is left as the lab left it. On SQLite, and on PostgreSQL when LIMS_TEST_PG_URL is set.
import { describe, it, expect, afterAll } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import type { Database_ } from '../../../server/db/index.ts';
import { verifyChain } from '../../../server/audit/chain.ts';
import { PG, databaseBefore, dropMade, migrationsAround, targets, type Target } from './seededParameter.ts';

if (!PG) console.log('migration 018 on PostgreSQL skipped: set LIMS_TEST_PG_URL');
const NAME = migrationsAround('018').name;

/** A database as an older version left it: the migrations before 018, SW-FP as the seed then wrote it (or as the lab changed it). */
const oldDatabase = (target: Target, methodNo: string): Promise<Database_> =>
  databaseBefore(target, '018', {
    code: 'SW-FP',
    name: '闪点',
    matrix: 'solid_waste',
    unit: '℃',
    methodNo,
    methodTitle: '闪点的测定 宾斯基-马丁闭口杯法',
    mdl: '0.5',
    decimals: 1,
    templateId: 'gufei-tmpl104',
    price: '200',
    holdingHours: 168,
    version: 3,
  });

const row = (database: Database_) => database.db.selectFrom('parameters').select(['methodNo', 'version']).where('code', '=', 'SW-FP').executeTakeFirstOrThrow();

afterAll(dropMade);

describe.each(targets)('migration 018 on %s', (target) => {
  it('exists under its number', () => expect(NAME).toBeDefined());

  it('moves the seeded SW-FP from GB/T 261-2008 to GB/T 261-2021, bumps its version and audits it', async () => {
    const database = await oldDatabase(target, 'GB/T 261-2008');
    try {
      await migrateToLatest(database.db);
      expect(await row(database)).toMatchObject({ methodNo: 'GB/T 261-2021', version: 4 });
      const logs = await database.db.selectFrom('adminLogs').select(['entity', 'action', 'before', 'after', 'reason']).execute();
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ entity: 'parameters', action: 'update' });
      expect(JSON.stringify(logs[0].after)).toContain('GB/T 261-2021');
      expect(await verifyChain(database.db)).toMatchObject({ ok: true, checked: 1 });
    } finally {
      await database.close();
    }
  });

  it('leaves a method the lab had changed itself, and writes no audit entry', async () => {
    const database = await oldDatabase(target, 'ASTM D93-20');
    try {
      await migrateToLatest(database.db);
      expect(await row(database)).toMatchObject({ methodNo: 'ASTM D93-20', version: 3 });
      expect(await database.db.selectFrom('adminLogs').select('id').execute()).toHaveLength(0);
    } finally {
      await database.close();
    }
  });
});
