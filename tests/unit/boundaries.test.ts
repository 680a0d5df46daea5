import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';

// The browser bundle is built from src/ and what it imports: code under server/ or tests/ pulled in there ships
// server or test code to every user (the test flow driver once made a 168 kB chunk). Shared code lives in schemas/,
// which is browser code too, so it may not reach into server/ or tests/ either.
const root = path.resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Every module specifier of a file: static imports and re-exports, side-effect imports, dynamic import(). */
export function specifiers(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm)) out.push(m[2]);
  return out;
}

describe('module boundaries', () => {
  it('reads every kind of import', () => {
    expect(
      specifiers(
        "import a from './a.ts';\nimport type { B } from \"../b.ts\";\nexport { c } from './c.ts';\nimport './d.css';\nconst e = () => import('../e.tsx');",
      ),
    ).toEqual(['./a.ts', '../b.ts', './c.ts', './d.css', '../e.tsx']);
  });

  for (const dir of ['src', 'schemas']) {
    it(`no file under ${dir}/ imports from server/ or tests/`, () => {
      const crossings: string[] = [];
      for (const file of files(path.join(root, dir))) {
        for (const spec of specifiers(fs.readFileSync(file, 'utf8'))) {
          if (!spec.startsWith('.')) continue;
          const target = path.relative(root, path.resolve(path.dirname(file), spec));
          if (/^(server|tests)\//.test(target)) crossings.push(`${path.relative(root, file)} → ${target}`);
        }
      }
      expect(crossings).toEqual([]);
    });
  }
});
