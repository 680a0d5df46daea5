// `npm run seed:large [-- --orders N --samples N --results N --equipment N]`: a large lab for benchmarks on
// DATABASE_URL (default 20,000 orders with their tasks and analysis sheets, 100,000 samples, 1,000,000 results,
// 100,000 equipment), on top of the demo lab. Bulk inserts; one audit entry records the import.
import { loadConfig } from '../server/config.ts';
import { FULL, seedLarge, type LargeCounts } from '../bench/lib/seedLarge.ts';

const args = process.argv.slice(2);
const counts: LargeCounts = { ...FULL };
for (const key of Object.keys(counts) as Array<keyof LargeCounts>) {
  const i = args.indexOf(`--${key}`);
  if (i >= 0) counts[key] = Number(args[i + 1]);
}
if (Object.values(counts).some((n) => !Number.isInteger(n) || n < 0) || counts.orders < 1) {
  console.error('usage: npm run seed:large -- [--orders N] [--samples N] [--results N] [--equipment N]');
  process.exit(2);
}
const config = loadConfig();
console.log(`seeding ${config.databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}: ${JSON.stringify(counts)}`);
try {
  await seedLarge(config.databaseUrl, counts);
} catch (err) {
  console.error(`seed failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
