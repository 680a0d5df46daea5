// The readiness answer of GET /admin/health, kept in memory: a proxy may probe it many times a second, so the
// migration state is read once (at start, and again by whoever migrates) and the database is pinged at most once a
// second, one ping shared by every probe that arrives while it runs.
import { sql } from 'kysely';
import type { LimsDatabase } from '../db/index.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { transactionRetries } from '../db/retry.ts';

export interface HealthState {
  ok: boolean;
  msg: string;
  /** transactionRetries: write transactions run again after a deadlock or a serialization failure (server/db/retry.ts) */
  data: { db: 'ok' | 'down'; dialect: string; pending: string[]; transactionRetries: number };
}

export async function createHealth(database: LimsDatabase, pingEveryMs = 1000) {
  let pending = await pendingMigrations(database.db);
  let reachable = true;
  let checkedAt = Date.now();
  let running: Promise<void> | null = null;

  const ping = () =>
    (running ??= sql`select 1`
      .execute(database.db)
      .then(
        () => {
          reachable = true;
        },
        () => {
          reachable = false;
        },
      )
      .finally(() => {
        checkedAt = Date.now();
        running = null;
      }));

  return {
    /** after migrating (or restoring) in this process */
    async refreshMigrations() {
      pending = await pendingMigrations(database.db);
    },
    /** the next probe asks the database again (after a restore or a failover) */
    recheck() {
      checkedAt = -Infinity;
    },
    async state(): Promise<HealthState> {
      if (running) await running;
      else if (Date.now() - checkedAt >= pingEveryMs) await ping();
      const ok = reachable && pending.length === 0;
      return {
        ok,
        msg: !reachable ? 'database unreachable' : pending.length ? 'migrations pending' : 'ok',
        data: { db: reachable ? 'ok' : 'down', dialect: database.dialect, pending, transactionRetries: transactionRetries() },
      };
    },
  };
}

export type Health = Awaited<ReturnType<typeof createHealth>>;
