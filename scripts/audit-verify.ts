// `npm run audit:verify`: walks the hash-chained admin log and reports the first broken entry.
// Exit 0 when the chain verifies, 1 when it is broken, 2 when the database cannot be read.
import { loadConfig } from '../server/config.ts';
import { openExistingDatabase } from '../server/ops/database.ts';
import { verifyChain } from '../server/audit/chain.ts';

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
} catch (err) {
  console.error(`audit verification failed: ${(err as Error).message}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
