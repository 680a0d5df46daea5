import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { isPostgresUrl } from '../db/index.ts';
import { sqliteFileOf } from './database.ts';
import { pgTool, runTool } from './pgtools.ts';

export type BackupKind = 'sqlite' | 'postgres';

export interface BackupResult {
  kind: BackupKind;
  file: string;
  checksumFile: string;
  sha256: string;
  bytes: number;
}

/** DATA_DIR/backups: where backups are written and where the scheduled ones are pruned. */
export const backupDir = (dataDir: string) => path.join(dataDir, 'backups');

const pad = (n: number) => String(n).padStart(2, '0');

/** lims-YYYYMMDD-HHMMSS (local time: the operator reads these names next to a wall clock). */
export function backupStem(now: Date, label = 'lims'): string {
  return `${label}-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
}

export async function sha256File(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The checksum file uses sha256sum's format, so `sha256sum -c lims-….db.sha256` checks it too. */
export async function writeChecksum(file: string): Promise<{ sha256: string; checksumFile: string }> {
  const sha256 = await sha256File(file);
  const checksumFile = `${file}.sha256`;
  fs.writeFileSync(checksumFile, `${sha256}  ${path.basename(file)}\n`);
  return { sha256, checksumFile };
}

/** A name that does not exist yet: two backups in the same second get -2, -3, … */
function freshPath(dir: string, stem: string, ext: string): string {
  let candidate = path.join(dir, `${stem}${ext}`);
  for (let n = 2; fs.existsSync(candidate) || fs.existsSync(`${candidate}.partial`); n++) candidate = path.join(dir, `${stem}-${n}${ext}`);
  return candidate;
}

export interface BackupOptions {
  databaseUrl: string;
  /** folder to write into (default DATA_DIR/backups) */
  dir: string;
  now?: Date;
  /** file name prefix: 'lims', or 'pre-restore' for the safety copy a restore takes first */
  label?: string;
}

/**
 * Online backup of a live database: SQLite's backup API (consistent while the server keeps writing),
 * or pg_dump's custom format. The file appears under its final name only when complete and checked.
 */
export async function createBackup(opts: BackupOptions): Promise<BackupResult> {
  fs.mkdirSync(opts.dir, { recursive: true });
  const kind: BackupKind = isPostgresUrl(opts.databaseUrl) ? 'postgres' : 'sqlite';
  const file = freshPath(opts.dir, backupStem(opts.now ?? new Date(), opts.label), kind === 'sqlite' ? '.db' : '.dump');
  const partial = `${file}.partial`;
  try {
    if (kind === 'sqlite') {
      const source = sqliteFileOf(opts.databaseUrl);
      if (!fs.existsSync(source)) throw new Error(`no database file at ${source}`);
      const db = new Database(source, { fileMustExist: true });
      db.pragma('busy_timeout = 5000');
      try {
        await db.backup(partial);
      } finally {
        db.close();
      }
      // the copy inherits WAL mode: switch it to a rollback journal so the backup is one self-contained file
      // (opening a WAL file leaves -wal/-shm companions behind)
      const copy = new Database(partial);
      try {
        copy.pragma('journal_mode = DELETE');
        const check = copy.pragma('quick_check', { simple: true });
        if (check !== 'ok') throw new Error(`backup copy failed its integrity check: ${String(check)}`);
      } finally {
        copy.close();
      }
    } else {
      await runTool(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${opts.databaseUrl}`]);
    }
    const fd = fs.openSync(partial, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, file);
  } catch (err) {
    for (const f of [partial, `${partial}-wal`, `${partial}-shm`, `${partial}-journal`]) fs.rmSync(f, { force: true });
    throw err;
  }
  const { sha256, checksumFile } = await writeChecksum(file);
  return { kind, file, checksumFile, sha256, bytes: fs.statSync(file).size };
}

/** Keeps the newest `keep` backups with this label (and their checksums); older ones are deleted. */
export function pruneBackups(dir: string, keep: number, label = 'lims'): string[] {
  if (!fs.existsSync(dir) || keep < 1) return [];
  const pattern = new RegExp(`^${label}-(\\d{8}-\\d{6})(?:-(\\d+))?\\.(db|dump)$`);
  // oldest first: by timestamp, then by the -2, -3 suffix of backups taken in the same second
  const order = (f: string) => {
    const m = pattern.exec(f)!;
    return `${m[1]}.${(m[2] ?? '1').padStart(6, '0')}`;
  };
  const files = fs
    .readdirSync(dir)
    .filter((f) => pattern.test(f))
    .sort((a, b) => order(a).localeCompare(order(b)));
  const old = files.slice(0, Math.max(0, files.length - keep));
  for (const f of old) {
    fs.rmSync(path.join(dir, f), { force: true });
    fs.rmSync(path.join(dir, `${f}.sha256`), { force: true });
  }
  return old;
}
