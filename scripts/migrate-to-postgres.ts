// `npm run migrate:to-postgres -- --to postgres://user:pass@host:5432/lims [--from file:./data/lims.db] [--force]`
// Copies the embedded database into an (empty) PostgreSQL database: all tables with their ids, sequences
// continued, the audit chain verified on PostgreSQL. Then set DATABASE_URL to the postgres:// URL and restart.
import { loadConfig } from '../server/config.ts';
import { isPostgresUrl } from '../server/db/index.ts';
import { migrateToPostgres, MigrationRefused } from '../server/ops/migratePg.ts';

const args = process.argv.slice(2);
const valueOf = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
};
const config = loadConfig();
const from = valueOf('--from') ?? (isPostgresUrl(config.databaseUrl) ? 'file:./data/lims.db' : config.databaseUrl);
const to = valueOf('--to') ?? process.env.TARGET_DATABASE_URL;
if (!to) {
  console.error('usage: npm run migrate:to-postgres -- --to postgres://user:pass@host:5432/db [--from file:./data/lims.db] [--force]');
  process.exit(2);
}
const safe = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
console.log(`copying ${from} into ${safe(to)}`);
try {
  const r = await migrateToPostgres({ from, to, force: args.includes('--force'), log: (l) => console.log(l) });
  const rows = r.tables.reduce((s, t) => s + t.rows, 0);
  console.log(
    `copied ${r.tables.length} tables, ${rows} rows in ${(r.ms / 1000).toFixed(1)} s; verified: row counts match, audit chain intact (${r.auditEntries} entries)`,
  );
  console.log(`next: set DATABASE_URL=${safe(to)} and restart the server`);
} catch (err) {
  const refused = err instanceof MigrationRefused;
  console.error(`migration ${refused ? 'refused' : 'failed'}: ${(err as Error).message}`);
  process.exitCode = refused ? 1 : 3;
}
