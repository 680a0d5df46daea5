import fs from 'node:fs';
import { openDatabase, isPostgresUrl, type LimsDatabase } from '../db/index.ts';

/** Path of an embedded database file from its URL (`file:./data/lims.db`). */
export function sqliteFileOf(url: string): string {
  return url.replace(/^file:/, '');
}

/**
 * Opens a database that must already exist: operational tools never create an empty SQLite file
 * (a typo in DATABASE_URL would otherwise "verify" or "back up" an empty database).
 */
export function openExistingDatabase(url: string): LimsDatabase {
  if (!isPostgresUrl(url) && !fs.existsSync(sqliteFileOf(url))) throw new Error(`no database file at ${sqliteFileOf(url)}`);
  return openDatabase(url);
}
