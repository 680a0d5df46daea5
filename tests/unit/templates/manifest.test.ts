// The manifest covers every raw-record route of the seed; each template is JSON, its formulas compile over
// declared names, and its example record computes without errors.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formulaVariables, compileFormula } from '../../../schemas/calc/index.ts';
import { calcMessages, evaluateRecord, findTemplate, templateById, templateManifest, manifestRoutes } from '../../../schemas/templates/index.ts';

// Seed section 2 (/analyse) and issue 8, verbatim lists.
const SUFFIXES =
  'Fg, Zl, Lz, Rl, RlTow, Ph, Ddl, Rjy, Fhw, Sh, Yh, Hw, Yw, Ry, Yjw, Zyjt, Zd, Sd, Jl, Zdc, Fdc, Wsw, Qcl, Yp, ZlGwz, Rz, Zr, Bh, Kxd, Voc, Jxzc, VocQcl, HffQcl, Jc, Fjw, Qxsp, HfxQcl, LswQcl, CzQcl, Bzlm, Fsx, ZlJc, ZlYjz, ZlJcSp, ZlJcLs'.split(
    ', ',
  );
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
// 141 (HJ 776-2015) and 142 (HJ 537-2009): the templates issue 30 added beside the seed's
const WATER = [...range(37, 65), 129, 136, 141, 142];
const AIR = [...range(66, 77), 81, 135];
const SOIL = [...range(82, 101), 122, 123, 130, 132, 133, 139, 140];
const GUFEI = [78, 79, ...range(102, 118), 127, 128, 137, 138];
const SEED_ROUTES = [
  ...['Water', 'Soil', 'Gufei', 'AmbientAir', 'GF'].flatMap((m) => SUFFIXES.map((s) => `water-component${m}${s}`)),
  ...WATER.flatMap((n) => [`water-tmpl${n}`, `water-tmpl${n}Detail`]),
  ...AIR.map((n) => `air-tmpl${n}`),
  ...SOIL.map((n) => `soil-tmpl${n}`),
  ...GUFEI.map((n) => `gufei-tmpl${n}`),
];

describe('the manifest', () => {
  it('answers every seed route name, and nothing else', () => {
    expect(SEED_ROUTES).toHaveLength(225 + 66 + 14 + 27 + 23);
    expect(SEED_ROUTES.filter((r) => !findTemplate(r))).toEqual([]);
    expect(new Set(manifestRoutes())).toEqual(new Set(SEED_ROUTES));
    expect(findTemplate('water-tmpl47Detail')).toBe(findTemplate('water-tmpl47'));
    expect(findTemplate('water-tmpl999')).toBeUndefined();
    expect(templateById('soil-tmpl90')?.method.standard).toBe('HJ 803-2016');
  });

  it('has about a dozen families, each used', () => {
    const families = new Set(templateManifest.map((t) => t.family));
    expect(families.size).toBe(12);
  });

  it.each(SEED_ROUTES.map((r) => [r]))('%s renders and computes its example without errors', (route) => {
    const t = findTemplate(route)!;
    const res = evaluateRecord(t, t.example);
    expect(res.errors).toEqual([]);
    expect(res.rows.length).toBeGreaterThan(0);
    for (const row of res.rows) expect(row.result?.display, `${route} ${row.sampleId}`).toMatch(/\S/);
    expect(res.qc.filter((q) => q.pass === false)).toEqual([]);
  });

  it('is plain JSON (what GET /admin/analform/{templateId} sends)', () => {
    for (const t of templateManifest) expect(JSON.parse(JSON.stringify(t))).toEqual(JSON.parse(JSON.stringify(t)));
    const t = findTemplate('water-tmpl47')!;
    const copy = JSON.parse(JSON.stringify(t));
    expect(evaluateRecord(copy, copy.example)).toEqual(evaluateRecord(t, t.example));
  });

  it('has formulas that compile and read only declared names', () => {
    for (const t of templateManifest) {
      const known = new Set<string>([
        ...Object.keys(t.constants),
        ...t.header.filter((f) => (f.kind ?? 'number') === 'number').map((f) => f.key),
        ...t.inputs.filter((f) => (f.kind ?? 'number') === 'number').map((f) => f.key),
        ...(t.curve ? ['a', 'b', 'r'] : []),
      ]);
      const check = (formula: string, where: string) => {
        expect(compileFormula(formula).ok, `${t.id} ${where}: ${formula}`).toBe(true);
        for (const v of formulaVariables(formula)) expect(known.has(v), `${t.id} ${where} reads undeclared "${v}"`).toBe(true);
      };
      for (const c of t.computed) {
        check(c.formula, c.key);
        known.add(c.key);
      }
      for (const r of t.results) {
        check(r.formula, r.key);
        if (r.mdlFormula) check(r.mdlFormula, `${r.key}.mdl`);
        if (r.detectedWhen) check(r.detectedWhen, `${r.key}.detected`);
        known.add(r.key);
        known.add(`${r.key}_r`);
      }
      for (const q of t.qc) if (q.kind === 'check') check(q.formula, q.key);
    }
  });

  it('is listed route by route in schemas/templates/README.md', () => {
    const readme = readFileSync(new URL('../../../schemas/templates/README.md', import.meta.url), 'utf8');
    // a table cell holding the route, whatever padding the formatter gives the column
    const cells = new Set(readme.split('\n').flatMap((line) => line.split('|').map((c) => c.trim())));
    const missing = templateManifest.filter((t) => !cells.has(t.route));
    expect(missing.map((t) => t.id)).toEqual([]);
  });
});

describe('messages', () => {
  it('has the same keys in zh-CN and en, and a message for every code the engine emits', () => {
    const zh = Object.keys(calcMessages['zh-CN']).sort();
    const en = Object.keys(calcMessages.en).sort();
    expect(zh).toEqual(en);
    const source = ['errors.ts', 'expr/compile.ts', 'micro.ts']
      .map((f) => readFileSync(new URL(`../../../schemas/calc/${f}`, import.meta.url), 'utf8'))
      .join('\n');
    const codes = new Set(source.match(/calc\.error\.[A-Za-z]+/g));
    const keys = new Set(zh);
    for (const c of codes) expect(keys.has(c), c).toBe(true);
    const flags = new Set(templateManifest.flatMap((t) => t.results.flatMap((r) => (r.flagLabels ? [r.flagLabels.true, r.flagLabels.false] : []))));
    for (const f of flags) expect(keys.has(f), f).toBe(true);
  });
});
