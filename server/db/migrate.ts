import { sql, type Kysely } from 'kysely';
// kysely 0.29 serves the migrator from its own entry point
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { dialectOf } from './columns.ts';
import { announceEverything } from './changes.ts';
import { migrations } from './migrations/registry.gen.ts';

// Every file of ./migrations, through a generated barrel (scripts/registry.ts): adding a migration is adding a file.
export { migrations };

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator runs migrations written against any schema
export async function migrateToLatest(db: Kysely<any>, from: MigrationProvider = provider): Promise<void> {
  const migrator = new Migrator({ db, provider: from });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  // PostgreSQL: tables made by migrations after 011 announce their changes too (server/db/changes.ts)
  if (dialectOf(db) !== 'postgres') return;
  await sql`SELECT lims_watch_tables()`.execute(db);
  // a schema change fires no row trigger: other instances drop every kept value (sessions, totals) after a real run
  if (results?.length) await announceEverything(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator runs migrations written against any schema
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const all = await new Migrator({ db, provider }).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
