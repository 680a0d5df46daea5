// Shared by the tests of the migrations that move a row the seed wrote (018 SW-FP's edition, 020 W-COD's template):
// a database as an older version left it (the migrations before N), on SQLite or a fresh PostgreSQL database, with
// one parameter row inserted as that seed wrote it; and the cleanup of the PostgreSQL databases it made.
import crypto from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, migrations } from '../../../server/db/migrate.ts';
import { openDatabase, type Database_ } from '../../../server/db/index.ts';
import { pgUrlOf } from '../../api/harness.ts';

export type Target = 'sqlite' | 'postgres';

export const PG = process.env.LIMS_TEST_PG_URL;
export const targets: readonly Target[] = PG ? ['sqlite', 'postgres'] : ['sqlite'];
const made: string[] = [];

/** The migration numbered `number` ('018'), and every migration before it. */
export function migrationsAround(number: string) {
  return {
    name: Object.keys(migrations).find((n) => n.startsWith(`${number}_`)),
    before: Object.fromEntries(Object.entries(migrations).filter(([n]) => n < number)),
  };
}

async function open(target: Target, label: string): Promise<Database_> {
  if (target === 'sqlite') return openDatabase(':memory:');
  const name = `lims_${label}_${crypto.randomBytes(4).toString('hex')}`;
  const root = new pg.Client({ connectionString: PG });
  await root.connect();
  await root.query(`create database ${name}`);
  await root.end();
  made.push(name);
  return openDatabase(pgUrlOf(PG!, name));
}

/** A database migrated up to just before `number`, holding one parameter row with the given fields. */
export async function databaseBefore(target: Target, number: string, parameter: Record<string, unknown>): Promise<Database_> {
  const database = await open(target, `m${number}`);
  const { before } = migrationsAround(number);
  await migrateToLatest(database.db, { getMigrations: async () => before });
  const now = new Date().toISOString();
  await database.db
    .insertInto('parameters')
    .values({ ...parameter, accredited: target === 'sqlite' ? 1 : true, createdAt: now, updatedAt: now })
    .execute();
  return database;
}

/** afterAll: drop the PostgreSQL databases made. */
export async function dropMade(): Promise<void> {
  if (!made.length) return;
  const root = new pg.Client({ connectionString: PG });
  await root.connect();
  for (const name of made) await root.query(`drop database if exists ${name} with (force)`);
  await root.end();
}
