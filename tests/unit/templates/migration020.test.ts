// Migration 020: a database seeded when W-COD named the missing template water-componentWaterHx ends on water-tmpl44
// (the HJ 828-2017 COD template the seed now names, server/seed/lab.ts), its version bumped and the change in the
// audit chain; a W-COD the lab had put on another template is left as the lab left it. On SQLite, and on PostgreSQL
// when LIMS_TEST_PG_URL is set.
import { describe, it, expect, afterAll } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import type { Database_ } from '../../../server/db/index.ts';
import { verifyChain } from '../../../server/audit/chain.ts';
import { templateById } from '../../../schemas/templates/index.ts';
import { PG, databaseBefore, dropMade, migrationsAround, targets, type Target } from './seededParameter.ts';

if (!PG) console.log('migration 020 on PostgreSQL skipped: set LIMS_TEST_PG_URL');
const NAME = migrationsAround('020').name;

/** A database as an older version left it: the migrations before 020, W-COD as the first seed wrote it (or as the lab changed it). */
const oldDatabase = (target: Target, templateId: string): Promise<Database_> =>
  databaseBefore(target, '020', {
    code: 'W-COD',
    name: '化学需氧量',
    matrix: 'wastewater',
    unit: 'mg/L',
    methodNo: 'HJ 828-2017',
    methodTitle: '水质 化学需氧量的测定 重铬酸盐法',
    mdl: '4',
    decimals: 0,
    templateId,
    price: '80',
    holdingHours: 48,
    version: 2,
  });

const row = (database: Database_) =>
  database.db.selectFrom('parameters').select(['templateId', 'version']).where('code', '=', 'W-COD').executeTakeFirstOrThrow();

afterAll(dropMade);

describe.each(targets)('migration 020 on %s', (target) => {
  it('exists under its number; the template it moves to is the HJ 828 COD template, the one it moves from does not exist', () => {
    expect(NAME).toBeDefined();
    expect(templateById('water-tmpl44')!.method.standard).toBe('HJ 828-2017');
    expect(templateById('water-componentWaterHx')).toBeUndefined();
  });

  it('moves the seeded W-COD from water-componentWaterHx to water-tmpl44, bumps its version and audits it', async () => {
    const database = await oldDatabase(target, 'water-componentWaterHx');
    try {
      await migrateToLatest(database.db);
      expect(await row(database)).toMatchObject({ templateId: 'water-tmpl44', version: 3 });
      const logs = await database.db.selectFrom('adminLogs').select(['entity', 'action', 'before', 'after', 'reason']).execute();
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ entity: 'parameters', action: 'update' });
      expect(JSON.stringify(logs[0].before)).toContain('water-componentWaterHx');
      expect(JSON.stringify(logs[0].after)).toContain('water-tmpl44');
      expect(await verifyChain(database.db)).toMatchObject({ ok: true, checked: 1 });
    } finally {
      await database.close();
    }
  });

  it('leaves a template the lab had chosen itself, and writes no audit entry', async () => {
    const database = await oldDatabase(target, 'water-componentWaterRlTow');
    try {
      await migrateToLatest(database.db);
      expect(await row(database)).toMatchObject({ templateId: 'water-componentWaterRlTow', version: 2 });
      expect(await database.db.selectFrom('adminLogs').select('id').execute()).toHaveLength(0);
    } finally {
      await database.close();
    }
  });
});
