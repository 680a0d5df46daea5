// Worked examples (issue 14, deliver 4): each template's example is evaluated and every row's reported results are
// compared with the literal strings derived by hand in schemas/templates/examples/ (never computed by the engine).
import { describe, expect, it } from 'vitest';
import { evaluateRecord, templateManifest } from '../../../schemas/templates/index.ts';
import { roundGB8170 } from '../../../schemas/calc/index.ts';
import type { TemplateDef } from '../../../schemas/templates/types.ts';

const worked = templateManifest.filter((t) => t.expected);

/** The printed value of a number result, the verdict code of a judgement. */
function reported(t: TemplateDef, row: number): Record<string, string> {
  const ev = evaluateRecord(t, t.example);
  const r = ev.rows.find((x) => x.row === row);
  return Object.fromEntries((r?.results ?? []).map((v) => [v.key, v.code ?? v.display]));
}

/** Exactly half a unit of `unit` ("0.01", "0.5") past a multiple of it: a GB/T 8170 tie. Plain string arithmetic. */
function isTie(raw: string, unit: string): boolean {
  const scale = 40;
  const big = (s: string): bigint => {
    const neg = s.startsWith('-');
    const [i, f = ''] = s.replace('-', '').split('.');
    if (f.length > scale) return -1n;
    const v = BigInt(i + f.padEnd(scale, '0'));
    return neg ? -v : v;
  };
  // GB/T 8170 rounds the absolute value, so a negative value half a unit off is a tie too (ORP −50.5 mV).
  const x = big(raw.replace(/^-/, ''));
  const u = big(unit);
  if (x < 0n) return false;
  return (x % u) * 2n === u;
}

/** The unit of the last reported digit of a plain-decimal string ("12.50" → "0.01", "123" → "1"). */
function lastUnit(rounded: string): string {
  const d = rounded.split('.')[1]?.length ?? 0;
  return d === 0 ? '1' : `0.${'0'.repeat(d - 1)}1`;
}

describe('worked examples', () => {
  it('exist for every template of the manifest (a new template comes with its derivation)', () => {
    expect(templateManifest.filter((t) => !t.expected).map((t) => t.id)).toEqual([]);
  });

  it('cover at least one template of every family', () => {
    const families = new Set(worked.map((t) => t.family));
    for (const f of [
      'single-reading',
      'titration',
      'spectro-curve',
      'gravimetric',
      'bod5',
      'ir-oil',
      'metals',
      'chromatography',
      'micro',
      'soil-physical',
      'pretreatment',
      'solid-waste',
    ]) {
      expect(families.has(f as TemplateDef['family']), f).toBe(true);
    }
  });

  for (const t of worked) {
    it(`${t.id}: every example row reports what was derived by hand`, () => {
      expect(t.expected!.length).toBe(t.example.rows.length);
      t.expected!.forEach((exp, i) => {
        expect(t.example.rows[i].sampleId).toBe(exp.sampleId);
        expect(reported(t, i), `${t.id} row ${i} ${exp.sampleId}`).toEqual(exp.results);
      });
      const ev = evaluateRecord(t, t.example);
      t.expected!.forEach((exp, i) => {
        for (const [key, lead] of Object.entries(exp.full ?? {})) {
          const raw = ev.rows[i].results.find((r) => r.key === key)?.raw ?? '';
          const decimals = lead.split('.')[1]?.length ?? 0;
          // written as the derivation writes it: its leading digits ("18.415841…") or rounded to them
          const truncated = raw.startsWith(lead) && (raw.length === lead.length || lead.includes('.') || raw[lead.length] === '.');
          expect(truncated || roundGB8170(raw, { decimals }) === lead, `${t.id} ${exp.sampleId} ${key}: full value ${raw} is ${lead}…`).toBe(true);
        }
      });
    });
  }

  it('a row marked as a tie really is one: its full value is half a unit of the last reported digit', () => {
    let ties = 0;
    for (const t of worked) {
      const ev = evaluateRecord(t, t.example);
      t.expected!.forEach((exp, i) => {
        if (!exp.covers?.includes('tie')) return;
        const main = ev.rows[i].results[0];
        const unit = 'increment' in t.results[0].rounding ? String(t.results[0].rounding.increment) : lastUnit(main.rounded);
        expect(isTie(main.raw, unit), `${t.id} ${exp.sampleId}: ${main.raw} to ${unit}`).toBe(true);
        ties++;
      });
    }
    expect(ties).toBeGreaterThanOrEqual(8);
  });

  it('each family with an MDL has a below-MDL example, each judging family a judgement at its limit', () => {
    const covered = (f: string, c: 'tie' | 'belowMdl' | 'limit') => worked.some((t) => t.family === f && t.expected!.some((r) => r.covers?.includes(c)));
    const all = [
      'single-reading',
      'titration',
      'spectro-curve',
      'gravimetric',
      'bod5',
      'ir-oil',
      'metals',
      'chromatography',
      'micro',
      'soil-physical',
      'pretreatment',
      'solid-waste',
    ];
    for (const f of all) expect(covered(f, 'tie'), f).toBe(true);
    for (const f of ['single-reading', 'titration', 'spectro-curve', 'gravimetric', 'bod5', 'ir-oil', 'metals', 'chromatography', 'micro'])
      expect(covered(f, 'belowMdl'), f).toBe(true);
    for (const f of ['bod5', 'solid-waste']) expect(covered(f, 'limit'), f).toBe(true);
  });
});
