// `npm run audit:verify`: walks the hash-chained admin log and reports the first broken entry, then re-hashes every
// instrument file kept as evidence (DATA_DIR/instruments/files, issue 20) and lists any changed or missing one.
// Exit 0 when both verify, 1 when the chain is broken or a file changed, 2 when the database cannot be read.
import { loadConfig } from '../server/config.ts';
import { openExistingDatabase } from '../server/ops/database.ts';
import { verifyChain } from '../server/audit/chain.ts';
import { verifyStoredFiles } from '../server/instruments/files.ts';

const config = loadConfig();
let database;
try {
  database = openExistingDatabase(config.databaseUrl);
} catch (err) {
  console.error(`audit verification failed: ${(err as Error).message}`);
  process.exit(2);
}
try {
  const started = Date.now();
  const result = await verifyChain(database.db);
  if (result.ok) {
    console.log(`audit chain OK: ${result.checked} entries verified in ${Date.now() - started} ms`);
  } else {
    const row = await database.db.selectFrom('adminLogs').selectAll().where('id', '=', result.brokenAt!).executeTakeFirst();
    console.error(`audit chain BROKEN at entry id=${result.brokenAt}: ${result.reason}`);
    console.error(`  ${result.checked} entries before it verify`);
    if (row) {
      console.error(`  at=${row.at} user=${row.username ?? row.userId ?? '-'} ${row.method} ${row.url}`);
      console.error(`  entity=${row.entity} id=${row.entityId ?? '-'} action=${row.action}`);
    }
    process.exitCode = 1;
  }
  const imported = await database.db.selectFrom('instrument_imports').select('sha256').execute();
  const files = verifyStoredFiles(
    config.dataDir,
    imported.map((r) => String(r.sha256)),
  );
  if (!files.failures.length) console.log(`instrument files OK: ${files.checked} files re-hashed`);
  else {
    console.error(`instrument files BROKEN: ${files.failures.length} of ${files.checked} (+ missing) fail`);
    for (const f of files.failures) console.error(`  ${f.sha256}: ${f.problem === 'changed' ? `content now hashes to ${f.actual}` : 'file missing'}`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(`audit verification failed: ${(err as Error).message}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
