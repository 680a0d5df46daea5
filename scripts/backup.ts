// `npm run backup`: an online backup of DATABASE_URL into DATA_DIR/backups/lims-YYYYMMDD-HHMMSS.(db|dump)
// with a .sha256 checksum file next to it. Safe while the server runs. Exit 1 on failure.
import { loadConfig } from '../server/config.ts';
import { backupDir, createBackup } from '../server/ops/backup.ts';

const config = loadConfig();
try {
  const started = Date.now();
  const b = await createBackup({ databaseUrl: config.databaseUrl, dir: backupDir(config.dataDir) });
  console.log(`backup written: ${b.file}`);
  console.log(`  ${b.kind}, ${(b.bytes / 1048576).toFixed(2)} MB in ${Date.now() - started} ms`);
  console.log(`  sha256 ${b.sha256} (${b.checksumFile})`);
} catch (err) {
  console.error(`backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
