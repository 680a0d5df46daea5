import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../columns.ts';

// PostgreSQL: every table announces its changes (server/db/changes.ts), so that each instance may keep sessions and
// list totals in memory while other instances, direct SQL or a restore write. One statement-level trigger per table
// NOTIFYs the table's name on `lims_changes` at commit (PostgreSQL sends one notification per name per transaction,
// however many rows or statements). A counter row per table was considered and refused: each writer would hold its
// table's counter row locked until commit, serialising writers and deadlocking two transactions that touch two
// tables in opposite order.
// lims_watch_tables() adds the trigger to tables that lack it; migrateToLatest calls it after every migration run,
// so a table created by a later migration is watched too. SQLite needs nothing: its file carries a change stamp.

const SKIP = `'kysely_migration', 'kysely_migration_lock', 'realtime_payload'`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql
    .raw(
      `
    CREATE OR REPLACE FUNCTION lims_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('lims_changes', TG_TABLE_NAME);
      RETURN NULL;
    END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `
    CREATE OR REPLACE FUNCTION lims_watch_tables() RETURNS integer LANGUAGE plpgsql AS $$
    DECLARE t record; added integer := 0;
    BEGIN
      FOR t IN
        SELECT c.relname FROM pg_class c
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND c.relname NOT IN (${SKIP})
          AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'lims_changes')
      LOOP
        EXECUTE format('CREATE TRIGGER lims_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                        FOR EACH STATEMENT EXECUTE FUNCTION lims_announce_change()', t.relname);
        added := added + 1;
      END LOOP;
      RETURN added;
    END $$`,
    )
    .execute(db);
  await sql`SELECT lims_watch_tables()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's typed DB (kysely's documented pattern)
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql
    .raw(
      `
    DO $$ DECLARE t record; BEGIN
      FOR t IN SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
               WHERE g.tgname = 'lims_changes' AND c.relnamespace = current_schema()::regnamespace
      LOOP EXECUTE format('DROP TRIGGER lims_changes ON %I', t.relname); END LOOP;
    END $$`,
    )
    .execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS lims_watch_tables(); DROP FUNCTION IF EXISTS lims_announce_change();').execute(db);
}
