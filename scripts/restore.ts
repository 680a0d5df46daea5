// `npm run restore -- FILE [--force]`: replaces DATABASE_URL's database with a backup made by `npm run backup`.
// Refuses a file whose checksum, format, integrity or audit chain does not verify, and refuses while a server
// is running on the database unless --force. The current database is first copied to DATA_DIR/backups/pre-restore-*.
import { loadConfig } from '../server/config.ts';
import { backupDir } from '../server/ops/backup.ts';
import { restoreBackup, RestoreRefused } from '../server/ops/restore.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => !a.startsWith('--'));
if (files.length !== 1) {
  console.error('usage: npm run restore -- FILE [--force]');
  process.exit(2);
}
const config = loadConfig();
try {
  const r = await restoreBackup({ file: files[0], databaseUrl: config.databaseUrl, backupDir: backupDir(config.dataDir), force });
  if (r.safetyCopy) console.log(`previous database saved as ${r.safetyCopy.file}`);
  console.log(`restored ${files[0]} into the ${r.kind} database; audit chain verified (${r.auditEntries} entries)`);
} catch (err) {
  const refused = err instanceof RestoreRefused;
  console.error(`restore ${refused ? 'refused' : 'failed'}: ${(err as Error).message}`);
  process.exitCode = refused ? 1 : 3;
}
