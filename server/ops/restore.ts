import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, CamelCasePlugin, sql } from 'kysely';
import { isPostgresUrl, openDatabase, type DB } from '../db/index.ts';
import { verifyChain } from '../audit/chain.ts';
import { sqliteFileOf } from './database.ts';
import { createBackup, sha256File, type BackupKind, type BackupResult } from './backup.ts';
import { runningInstances } from './instances.ts';
import { pgTool, runTool } from './pgtools.ts';

/** A refusal the operator must act on (wrong file, running server): printed without a stack trace. */
export class RestoreRefused extends Error {}

export interface CheckedBackup {
  kind: BackupKind;
  sha256: string;
  auditEntries?: number;
}

/** What kind of backup a file holds, from its first bytes (never from its name). */
export function kindOfFile(file: string): BackupKind | null {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(16);
  fs.readSync(fd, head, 0, 16, 0);
  fs.closeSync(fd);
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/** Checksum, format and content checks; a file that fails any of them is never restored. */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new RestoreRefused(`no backup file at ${file}`);
  const checksumFile = `${file}.sha256`;
  if (!fs.existsSync(checksumFile))
    throw new RestoreRefused(`no checksum file ${path.basename(checksumFile)} next to the backup: refusing an unverifiable file`);
  const expected = fs.readFileSync(checksumFile, 'utf8').trim().split(/\s+/)[0]?.toLowerCase();
  const sha256 = await sha256File(file);
  if (expected !== sha256)
    throw new RestoreRefused(`checksum mismatch: ${path.basename(file)} is corrupt or was changed (expected ${expected}, found ${sha256})`);
  const kind = kindOfFile(file);
  if (!kind) throw new RestoreRefused(`${path.basename(file)} is not a database backup (neither SQLite nor pg_dump custom format)`);
  if (kind === 'postgres') {
    await runTool(pgTool('pg_restore'), ['--list', file]).catch((err) => {
      throw new RestoreRefused(`${path.basename(file)} is not a readable pg_dump archive: ${(err as Error).message}`);
    });
    return { kind, sha256 };
  }
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  try {
    let check: unknown;
    try {
      check = sqlite.pragma('integrity_check', { simple: true });
    } catch (err) {
      throw new RestoreRefused(`${path.basename(file)} is not a readable SQLite database: ${(err as Error).message}`);
    }
    if (check !== 'ok') throw new RestoreRefused(`${path.basename(file)} fails SQLite's integrity check: ${String(check)}`);
    const tables = sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[];
    if (!tables.includes('admin_logs') || !tables.includes('kysely_migration'))
      throw new RestoreRefused(`${path.basename(file)} is a SQLite file but not a LIMS database`);
    const chain = await verifyChain(db);
    if (!chain.ok) throw new RestoreRefused(`the audit chain inside ${path.basename(file)} is broken at entry ${chain.brokenAt} (${chain.reason})`);
    return { kind, sha256, auditEntries: chain.checked };
  } finally {
    await db.destroy();
  }
}

export interface RestoreOptions {
  file: string;
  databaseUrl: string;
  /** where the safety copy of the current database goes (DATA_DIR/backups) */
  backupDir: string;
  /** overwrite even though a server instance looks alive */
  force?: boolean;
}

export interface RestoreResult {
  kind: BackupKind;
  safetyCopy: BackupResult | null;
  auditEntries: number;
}

/**
 * Replaces the database named by databaseUrl with a checked backup. Refuses while a server runs on it
 * (unless forced) and first takes a safety copy of what is there now.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const checked = await checkBackup(opts.file);
  const targetKind: BackupKind = isPostgresUrl(opts.databaseUrl) ? 'postgres' : 'sqlite';
  if (checked.kind !== targetKind) {
    throw new RestoreRefused(
      `a ${checked.kind} backup cannot be restored into a ${targetKind} database` +
        (checked.kind === 'sqlite' ? ' (restore it to a SQLite file, then use npm run migrate:to-postgres)' : ''),
    );
  }
  const exists = targetKind === 'postgres' || fs.existsSync(sqliteFileOf(opts.databaseUrl));
  let safetyCopy: BackupResult | null = null;
  if (exists) {
    const current = openDatabase(opts.databaseUrl);
    try {
      const hasTables = await current.db
        .selectFrom('serverInstances')
        .select('instanceId')
        .limit(1)
        .execute()
        .then(
          () => true,
          () => false,
        );
      const live = hasTables ? await runningInstances(current.db) : [];
      if (live.length && !opts.force) {
        throw new RestoreRefused(
          `a server is running on this database (${live.map((i) => `${i.host} pid ${i.pid}`).join(', ')}): stop it first, or pass --force`,
        );
      }
    } finally {
      await current.close();
    }
    const empty = targetKind === 'sqlite' && fs.statSync(sqliteFileOf(opts.databaseUrl)).size === 0;
    if (!empty) safetyCopy = await createBackup({ databaseUrl: opts.databaseUrl, dir: opts.backupDir, label: 'pre-restore' });
  }

  if (targetKind === 'sqlite') {
    const target = path.resolve(sqliteFileOf(opts.databaseUrl));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temp = `${target}.restoring`;
    fs.copyFileSync(opts.file, temp);
    const fd = fs.openSync(temp, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    // a write-ahead log left from the old file would be replayed into the restored one
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${target}${suffix}`, { force: true });
    fs.renameSync(temp, target);
  } else {
    await runTool(pgTool('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${opts.databaseUrl}`,
      opts.file,
    ]);
  }

  const restored = openDatabase(opts.databaseUrl);
  try {
    // the instance rows inside the backup describe servers at backup time, not now
    await restored.db.deleteFrom('serverInstances').execute();
    // instances still running (--force) drop every session and total they keep: pg_restore loads rows before it
    // adds the change triggers, so no table announced its new rows (server/db/changes.ts)
    if (targetKind === 'postgres') await sql`SELECT pg_notify('lims_changes', '*')`.execute(restored.db);
    const chain = await verifyChain(restored.db);
    if (!chain.ok) throw new Error(`restored database fails audit verification at entry ${chain.brokenAt}: ${chain.reason}`);
    return { kind: targetKind, safetyCopy, auditEntries: chain.checked };
  } finally {
    await restored.close();
  }
}
