import { Migrator, type Migration, type MigrationProvider, type Kysely } from 'kysely';
import * as m001 from './migrations/001_init.ts';
import * as m002 from './migrations/002_system.ts';
import * as m004 from './migrations/004_ops.ts';
import * as m004b from './migrations/004_ops_list_indexes.ts';
import * as m005 from './migrations/005_analform_registry.ts';
import * as m006 from './migrations/006_qc_per_parameter.ts';
import * as m007 from './migrations/007_result_full_value.ts';
import * as m008 from './migrations/008_notice_message.ts';

// A static list instead of a folder scan: works the same under tsx, a bundle and the tests.
// Numbering: 002 system area, 003 workflow, 004 operations; each feature adds its own line here.
export const migrations: Record<string, Migration> = {
  '001_init': m001,
  '002_system': m002,
  '004_ops': m004,
  '004_ops_list_indexes': m004b,
  '005_analform_registry': m005,
  '006_qc_per_parameter': m006,
  '007_result_full_value': m007,
  '008_notice_message': m008,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const all = await new Migrator({ db, provider }).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
