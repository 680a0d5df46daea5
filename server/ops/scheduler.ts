import type { FastifyBaseLogger } from 'fastify';
import type { LimsDatabase } from '../db/index.ts';
import { createBackup, pruneBackups, type BackupResult } from './backup.ts';
import { settingOf } from '../db/settings.ts';

// backup_runs is the scheduler's own run log, not a resource: written directly (see tests/unit/directWrites.test.ts).
export interface Daily {
  hour: number;
  minute: number;
}

/** `backup.cron` holds a daily time 'HH:MM' (local time); anything else (empty, 'off') disables the schedule. */
export function parseDaily(value: unknown): Daily | null {
  const m = typeof value === 'string' ? /^\s*([01]?\d|2[0-3]):([0-5]\d)\s*$/.exec(value) : null;
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The daily moment passed in (from, to], named 'YYYY-MM-DD HH:MM' (the run key), or null.
 * Ticks compare the previous tick with this one, so a late or slow tick never skips nor repeats a day,
 * and a server started after the moment does not run that day's backup at start-up.
 */
export function crossedMoment(daily: Daily, from: Date, to: Date): string | null {
  const at = new Date(to);
  at.setHours(daily.hour, daily.minute, 0, 0);
  if (at > to) at.setDate(at.getDate() - 1);
  if (at <= from) return null;
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(daily.hour)}:${pad(daily.minute)}`;
}

export interface RunOptions {
  runKey: string;
  trigger: 'scheduled' | 'manual';
  instanceId: string;
  dir: string;
}

/**
 * Claims the run key (unique: of several instances on one PostgreSQL exactly one wins), makes the backup and
 * records the outcome. Answers null when another instance already claimed this run.
 */
export async function runBackup(database: LimsDatabase, opts: RunOptions): Promise<BackupResult | null> {
  const { db } = database;
  const startedAt = new Date().toISOString();
  try {
    await db
      .insertInto('backupRuns')
      .values({ runKey: opts.runKey, trigger: opts.trigger, status: 'running', instanceId: opts.instanceId, startedAt })
      .execute();
  } catch (err) {
    if (await db.selectFrom('backupRuns').select('id').where('runKey', '=', opts.runKey).executeTakeFirst()) return null;
    throw err;
  }
  try {
    const b = await createBackup({ databaseUrl: database.url, dir: opts.dir });
    await db
      .updateTable('backupRuns')
      .set({ status: 'ok', file: b.file, sha256: b.sha256, bytes: b.bytes, finishedAt: new Date().toISOString() })
      .where('runKey', '=', opts.runKey)
      .execute();
    return b;
  } catch (err) {
    await db
      .updateTable('backupRuns')
      .set({ status: 'failed', error: String((err as Error).message).slice(0, 2000), finishedAt: new Date().toISOString() })
      .where('runKey', '=', opts.runKey)
      .execute();
    throw err;
  }
}

export interface Scheduler {
  /** one check: runs the backup when the configured moment lies between the previous tick and `at` */
  tick(at?: Date): Promise<BackupResult | null>;
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  dir: string;
  instanceId: string;
  log: FastifyBaseLogger;
  tickMs?: number;
  /** false: no interval timer, the caller ticks (tests drive the clock) */
  timer?: boolean;
  /** the moment the schedule starts watching (default now) */
  since?: Date;
}

export function startBackupScheduler(database: LimsDatabase, opts: SchedulerOptions): Scheduler {
  let last = opts.since ?? new Date();
  let running: Promise<BackupResult | null> | null = null;
  async function check(at: Date): Promise<BackupResult | null> {
    const from = last;
    last = at;
    const daily = parseDaily(await settingOf(database.db, 'backup.cron'));
    const moment = daily && crossedMoment(daily, from, at);
    if (!moment) return null;
    const started = Date.now();
    const b = await runBackup(database, { runKey: `scheduled ${moment}`, trigger: 'scheduled', instanceId: opts.instanceId, dir: opts.dir });
    if (b) {
      const keep = Number(await settingOf(database.db, 'backup.keep')) || 14;
      const pruned = pruneBackups(opts.dir, keep);
      opts.log.info({ file: b.file, bytes: b.bytes, ms: Date.now() - started, pruned: pruned.length }, 'scheduled backup written');
    }
    return b;
  }
  const tick = (at = new Date()) => {
    if (running) return running; // a slow backup is not started twice
    running = check(at).finally(() => {
      running = null;
    });
    return running;
  };
  const timer =
    opts.timer === false
      ? null
      : setInterval(() => {
          tick().catch((err) => opts.log.error({ err }, 'scheduled backup failed'));
        }, opts.tickMs ?? 30_000);
  timer?.unref();
  return {
    tick,
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
