import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { ROOT_DIR } from './cli.ts';

// The operations guide and README name these commands; the suites run the scripts directly, so this keeps the
// npm names and the files they start in step.
const documented = ['audit:verify', 'backup', 'restore', 'migrate:to-postgres', 'seed:large', 'bench'];

describe('npm commands of the operations guide', () => {
  const scripts = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')).scripts as Record<string, string>;
  const guide = fs.readFileSync(path.join(ROOT_DIR, 'docs/operations.md'), 'utf8');
  it.each(documented)('npm run %s starts a file that exists and is documented', (name) => {
    const file = /--import tsx (\S+\.ts)/.exec(scripts[name] ?? '')?.[1];
    expect(file, `package.json scripts.${name}`).toBeDefined();
    expect(fs.existsSync(path.join(ROOT_DIR, file!))).toBe(true);
    expect(guide).toContain(`npm run ${name}`);
  });
});
