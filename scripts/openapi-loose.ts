// Prints every schema of the served OpenAPI document that leaves a value's shape open (server/openapi/loose.ts), one
// per line with its JSON pointer, and how many:
//   node --import tsx scripts/openapi-loose.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { describeLoose, looseSchemas } from '../server/openapi/loose.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-openapi-'));
const app = await buildApp(loadConfig({ DATABASE_URL: `file:${path.join(dir, 'lims.db')}`, LOG_DIR: dir, LOG_LEVEL: 'error', SEED_DEMO: 'false' }));
await app.app.ready();
const found = looseSchemas((app.app as unknown as { swagger(): Record<string, unknown> }).swagger());
for (const l of found) console.log(describeLoose(l));
console.log(`${found.length} loose schemas`);
await app.close();
fs.rmSync(dir, { recursive: true, force: true });
