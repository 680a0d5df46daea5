// Every raw-record route of the manifest is a hidden, lazily loaded child of /analyse with a title in both
// languages; the shell's small route index is exactly what the generator makes from the manifest.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestRoutes, templateManifest } from '../../schemas/templates/index.ts';
import { buildRoutes } from '../../src/routes/build.ts';
import { rawRecordRoutes } from '../../src/routes/table.ts';
import { screenOf } from '../../src/routes/pages.ts';
import { routeIndexSource } from '../../src/analysis/rawRecord/routeIndex.gen.ts';
import { baseMessages } from '../../src/i18n/index.ts';
import { flatten } from '../../schemas/i18n/pairs.ts';

describe('raw-record routes', () => {
  it("the route index is the generator's output for the current manifest", () => {
    const file = fs.readFileSync(path.resolve(process.cwd(), 'src/analysis/rawRecord/routeIndex.ts'), 'utf8');
    expect(file, 'the manifest changed: run `npx tsx src/analysis/rawRecord/routeIndex.gen.ts`').toBe(routeIndexSource());
  });

  it('registers every manifest route (Detail screens included) under /analyse, hidden, with its parameters', () => {
    expect(rawRecordRoutes.map((r) => r.name).sort()).toEqual(manifestRoutes().sort());
    expect(rawRecordRoutes.every((r) => r.group === 'analyse')).toBe(true);
    const built = buildRoutes(['analyse']);
    const byName = new Map(built.map((r) => [r.menuName, r]));
    for (const t of templateManifest) {
      expect(byName.get(`analyse/${t.route}`), t.route).toMatchObject({ path: `/analyse/${t.route}/:id?`, hidden: true, keepAlive: false });
      if (t.detailRoute) expect(byName.get(`analyse/${t.detailRoute}`)).toMatchObject({ path: `/analyse/${t.detailRoute}/:id`, hidden: true });
    }
    // the seed's numbering: water-tmpl37..65, 129, 136 with Detail screens (and issue 30's 141, 142); the others without
    expect(rawRecordRoutes.filter((r) => r.name.endsWith('Detail')).length).toBe(33);
    // hidden: not in the menu, and not without the analyse group
    expect(buildRoutes([]).some((r) => r.menuName.startsWith('analyse/'))).toBe(false);
  });

  it('loads each screen lazily and gives every route a title in both languages', async () => {
    const zh = flatten(baseMessages()['zh-cn']);
    const en = flatten(baseMessages().en);
    for (const r of rawRecordRoutes) {
      expect(zh[`menu.analyse.${r.name}`], r.name).toBeTruthy();
      expect(en[`menu.analyse.${r.name}`], r.name).toBeTruthy();
    }
    expect(zh['menu.analyse.water-tmpl47']).toBe(templateManifest.find((t) => t.id === 'water-tmpl47')!.name.zh);
    for (const name of ['water-tmpl47', 'water-tmpl47Detail', 'soil-tmpl82', 'water-componentGFZlJcLs']) {
      const screen = await screenOf(`analyse/${name}`).screen!();
      expect(typeof screen.default).toBe('function');
    }
  });
});
