// A record keeps the template version it was started on (schemas/templates/manifest/revisions.ts): the templates
// issue 30 revised answer their previous version, without the inputs the revision added and with the formula before
// it, so a draft kept in the old shape evaluates as written; the same lab work in the new shape reports the same.
import { describe, expect, it } from 'vitest';
import { evaluateRecord, templateById, templateByIdAt, versionOfRecord, type RecordInput } from '../../../schemas/templates/index.ts';

const drop = (o: Record<string, string>, keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
const results = (id: string, version: number | undefined, input: RecordInput) => {
  const ev = evaluateRecord(templateByIdAt(id, version)!, input);
  expect(ev.errors, `${id} v${version}`).toEqual([]);
  return ev.rows.map((r) => r.result?.display);
};

describe('revised templates answer their previous version', () => {
  it.each([
    ['water-tmpl56', ['V1', 'V2']],
    ['water-tmpl45', ['V0', 'Vt', 'fw']],
    ['water-tmpl61', ['f0']],
    ['soil-tmpl90', ['f0']],
  ])('%s: version 2, version 1 without %j; an unknown version is none', (id, added) => {
    const t = templateById(id)!;
    expect(t.version).toBe(2);
    const v1 = templateByIdAt(id, 1)!;
    expect(v1.version).toBe(1);
    const keys = [...v1.header, ...v1.inputs, ...v1.computed].map((f) => f.key);
    for (const k of added) expect(keys).not.toContain(k);
    expect(templateByIdAt(id, 2)).toBe(t);
    expect(templateByIdAt(id, 3)).toBeUndefined();
  });

  it('HJ 776 was made at the revision: version 1, no earlier version', () => {
    expect(templateById('water-tmpl141')!.version).toBe(1);
    expect(templateByIdAt('water-tmpl141', 0)).toBeUndefined();
  });

  it('cyanide: f = V1/V2 typed in the old draft gives what V1 and V2 give now', () => {
    const t = templateById('water-tmpl56')!;
    const now = t.example;
    const old: RecordInput = {
      ...now,
      rows: now.rows.map((r) => ({ ...r, inputs: { ...drop(r.inputs, ['V1', 'V2']), f: '10' } })),
    };
    expect(now.rows[0].inputs).toMatchObject({ V1: '100', V2: '10.0', f: '1' });
    const before = results('water-tmpl56', 1, old);
    expect(before).toEqual(results('water-tmpl56', undefined, now));
    // the old shape under today's template: V1 and V2 missing (what broke the old drafts)
    const refused = evaluateRecord(t, old).errors.map((e) => e.key);
    expect(refused).toEqual(expect.arrayContaining(['V1', 'V2']));
  });

  it('permanganate: an undiluted old draft (no Vt, no V0) reports as the current version does', () => {
    const now = templateById('water-tmpl45')!.example;
    const old: RecordInput = { ...now, header: drop(now.header ?? {}, ['V0']), rows: now.rows.map((r) => ({ ...r, inputs: drop(r.inputs, ['Vt']) })) };
    // [(10 + 4.20)·(10/10.10) − 10]·0.0100·8·1000/100 = 3.2475… → 3.2
    expect(results('water-tmpl45', 1, old)[0]).toBe('3.2');
    // the example's undiluted rows (V = Vt) agree; its diluted rows are the revision's point (the dilution water's blank)
    const undiluted = now.rows.map((r, i) => (r.inputs.Vt === undefined || r.inputs.Vt === r.inputs.V ? i : -1)).filter((i) => i >= 0);
    expect(undiluted.length).toBeGreaterThan(2);
    const pick = (xs: Array<string | undefined>) => undiluted.map((i) => xs[i]);
    expect(pick(results('water-tmpl45', 1, old))).toEqual(pick(results('water-tmpl45', undefined, now)));
  });

  it.each(['water-tmpl61', 'soil-tmpl90'])('%s: the old (ρ − ρ0)·f equals ρ·f − ρ0·f0 with the blank diluted alike (f0 = f)', (id) => {
    const now = templateById(id)!.example;
    const old: RecordInput = { ...now, header: drop(now.header ?? {}, ['f0']) };
    const f = now.rows[0].inputs.f ?? '1';
    const alike: RecordInput = { ...now, header: { ...now.header, f0: f }, rows: now.rows.map((r) => ({ ...r, inputs: { ...r.inputs, f } })) };
    const oldAlike: RecordInput = { ...old, rows: alike.rows };
    expect(results(id, 1, oldAlike)).toEqual(results(id, undefined, alike));
  });

  it('stack-gas O₂ and ambient-air volume states were not revised: a record without O₂ evaluates by the current version', () => {
    for (const id of ['air-tmpl68', 'air-tmpl66', 'air-tmpl70']) expect(templateById(id)!.version, id).toBe(1);
    const t = templateById('air-tmpl68')!;
    const old: RecordInput = { ...t.example, rows: t.example.rows.map((r) => ({ ...r, inputs: drop(r.inputs, ['O2', 'O2ref']) })) };
    expect(evaluateRecord(t, old).errors).toEqual([]);
  });

  it('a record stored as version 1 in the revised shape (saved before versions were kept) is current', () => {
    const t = templateById('water-tmpl56')!;
    expect(versionOfRecord(t, 1, { rows: [{ inputs: { V: '200', V1: '100', V2: '10.0', A: '0.168', f: '1' } }] })).toBe(2);
    expect(versionOfRecord(t, 1, { rows: [{ inputs: { V: '200', A: '0.168', f: '10' } }] })).toBe(1);
    expect(versionOfRecord(templateById('water-tmpl61')!, 1, { header: { f0: '1' }, rows: [] })).toBe(2);
    expect(versionOfRecord(templateById('water-tmpl47')!, 1, { rows: [] })).toBe(1);
  });
});
