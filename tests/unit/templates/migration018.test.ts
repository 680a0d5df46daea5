// Migration 018: a database seeded when SW-FP cited GB/T 261-2008 ends with the edition the seed now writes
// (server/seed/lab.ts, gufei-tmpl104: GB/T 261-2021), its version bumped and the change in the audit chain; a row
// the lab had already changed is left as the lab left it. On SQLite, and on PostgreSQL when LIMS_TEST_PG_URL is set.
import crypto from 'node:crypto';
import pg from 'pg';
import { describe, it, expect, afterAll } from 'vitest';
import { migrateToLatest, migrations } from '../../../server/db/migrate.ts';
import { openDatabase, type Database_ } from '../../../server/db/index.ts';
import { verifyChain } from '../../../server/audit/chain.ts';
import { pgUrlOf } from '../../api/harness.ts';

const PG = process.env.LIMS_TEST_PG_URL;
if (!PG) console.log('migration 018 on PostgreSQL skipped: set LIMS_TEST_PG_URL');
const NAME = Object.keys(migrations).find((n) => n.startsWith('018_'));
const before018 = Object.fromEntries(Object.entries(migrations).filter(([n]) => n < '018'));
const made: string[] = [];

async function open(target: 'sqlite' | 'postgres'): Promise<Database_> {
  if (target === 'sqlite') return openDatabase(':memory:');
  const name = `lims_m018_${crypto.randomBytes(4).toString('hex')}`;
  const root = new pg.Client({ connectionString: PG });
  await root.connect();
  await root.query(`create database ${name}`);
  await root.end();
  made.push(name);
  return openDatabase(pgUrlOf(PG!, name));
}

/** A database as an older version left it: migrations up to 015, SW-FP as the seed then wrote it (or as the lab changed it). */
async function oldDatabase(target: 'sqlite' | 'postgres', methodNo: string): Promise<Database_> {
  const database = await open(target);
  await migrateToLatest(database.db, { getMigrations: async () => before018 });
  const now = new Date().toISOString();
  await database.db
    .insertInto('parameters')
    .values({
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
      accredited: target === 'sqlite' ? 1 : true,
      version: 3,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return database;
}

const row = (database: Database_) => database.db.selectFrom('parameters').select(['methodNo', 'version']).where('code', '=', 'SW-FP').executeTakeFirstOrThrow();

afterAll(async () => {
  if (!made.length) return;
  const root = new pg.Client({ connectionString: PG });
  await root.connect();
  for (const name of made) await root.query(`drop database if exists ${name} with (force)`);
  await root.end();
});

describe.each(PG ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const))('migration 018 on %s', (target) => {
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
