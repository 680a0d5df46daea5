// `npm run bench`: runs every bench/*.bench.ts in turn (each prints its figures and writes bench/results/*.json).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const only = process.argv.slice(2);
const files = fs
  .readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts') && (!only.length || only.some((o) => f.includes(o))))
  .sort();
let failed = 0;
for (const f of files) {
  console.log(`\n=== ${f}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', f)], { stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    failed++;
    console.log(`!!! ${f} exited with ${r.status}`);
  }
}
process.exit(failed ? 1 : 0);
