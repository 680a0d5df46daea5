import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { ISOLATED } from '../setup/isolated.ts';

// The 'node' project shares each worker's module graph between files (vitest.config.ts): a file that replaces a
// module with vi.mock there would be built from whatever the previous file loaded, or leave its mock to the next.
// Every such file must be listed in ISOLATED (the 'node-isolated' project), and every listed file must exist.
const root = path.resolve(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return rel === 'tests/ui' || rel === 'tests/e2e' ? [] : testFiles(rel);
    return e.name.endsWith('.test.ts') ? [rel] : [];
  });
}

describe('the node files that must run isolated', () => {
  it('lists every file that mocks a module, and only files that exist', () => {
    const mocking = ['tests', 'schemas', 'server'].flatMap(testFiles).filter((f) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((f) => !ISOLATED.includes(f))).toEqual([]);
    expect(ISOLATED.filter((f) => !fs.existsSync(path.join(root, f)))).toEqual([]);
  });
});
