// Registration is automatic (scripts/registry.ts writes the barrels that list every schema file and migration); this
// fails when a file was added, removed or renamed without regenerating them, so nothing silently does not exist.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { barrels, ROOT } from '../../../scripts/registry.ts';
import { pages, resources } from '../../../schemas/resources/index.ts';
import { menuTree } from '../../../schemas/menu/tree.ts';

describe('registration', () => {
  it.each(barrels())('$file lists every file of its folder (run `npm run registry`)', ({ file, content }) => {
    expect(fs.readFileSync(path.join(ROOT, file), 'utf8')).toBe(content);
  });

  it('every file under schemas/ that exports a resource or a page contributes it', async () => {
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const files = walk(path.join(ROOT, 'schemas')).filter((f) => f.endsWith('.ts') && !f.endsWith('.gen.ts'));
    for (const f of files) {
      const mod = (await import(f)) as Record<string, unknown>;
      for (const [key, v] of Object.entries(mod)) {
        if (typeof v === 'object' && v !== null && 'fieldList' in v) expect(resources, `${f}: ${key}`).toContain(v);
        for (const p of Array.isArray(v) ? v : [v])
          if (typeof p === 'object' && p !== null && (p as { kind?: string }).kind === 'page') expect(pages, `${f}: ${key}`).toContain(p);
      }
    }
  });

  it('names, tables, menu routes and dictionaries are declared once', () => {
    const once = (xs: string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);
    expect(once(resources.map((r) => r.name))).toEqual([]);
    expect(once(resources.map((r) => r.table))).toEqual([]);
    expect(once(resources.flatMap((r) => Object.keys(r.dicts ?? {})))).toEqual([]);
    expect(once([...pages.map((p) => p.route), ...resources.flatMap((r) => (r.menu ?? []).map((m) => m.route))])).toEqual([]);
  });

  it("a resource's route is a menu entry, and every dict() field names a declared dictionary", () => {
    const routes = new Set(menuTree.flatMap((g) => (g.children ?? []).map((c) => `${g.name}/${c.name}`)));
    for (const r of resources) if (r.route) expect(routes, r.name).toContain(r.route);
    const dicts = new Set(resources.flatMap((r) => Object.keys(r.dicts ?? {})));
    for (const r of resources) for (const f of r.fieldList) if (f.kind === 'dict') expect(dicts, `${r.name}.${f.name}`).toContain(f.dictCode);
  });
});
