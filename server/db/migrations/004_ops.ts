import type { Kysely } from 'kysely';
import { createTable, createIndex } from '../columns.ts';

// Operations: running server instances (so a restore can refuse to overwrite a live database, and an
// operator can see every instance behind the proxy), the backup log (one row per run: the unique run key
// lets exactly one of several instances take the daily scheduled backup), and indexes that keep the
// filtered, counted list pages fast at 100k+ rows.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(
    db,
    'server_instances',
    {
      instanceId: 'text!u',
      host: 'text!',
      pid: 'int!',
      port: 'int',
      startedAt: 'datetime!',
      lastSeenAt: 'datetime!',
    },
    { system: false },
  );
  await createTable(
    db,
    'backup_runs',
    {
      runKey: 'text!u',
      trigger: 'text!',
      status: 'text!',
      file: 'text',
      sha256: 'text',
      bytes: 'bigint',
      error: 'text',
      instanceId: 'text',
      startedAt: 'datetime!',
      finishedAt: 'datetime',
    },
    { system: false },
  );
  // status filters with the default id order, on the tables that grow without bound
  for (const table of ['equipment', 'samples', 'tasks', 'reports', 'results']) await createIndex(db, table, 'status', 'id');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['equipment', 'samples', 'tasks', 'reports', 'results']) await db.schema.dropIndex(`${table}_status_id_idx`).execute();
  for (const t of ['backup_runs', 'server_instances']) await db.schema.dropTable(t).execute();
}
