// Migration 021 (issue 19) on SQLite and PostgreSQL alike: GB 13223-2011's coal-fired rows carry the reference oxygen
// content 6 % (from the secondary source the edition cites), the gas-fired rows none. A new database got it from 013
// (gb13223.ts), so 021 writes nothing there; its down takes it out and gives back the earlier lists, its up on that
// "existing" database puts it back, once, and leaves a row, or the lists, a lab changed meanwhile as the lab left
// them. The migration's own up/down are called: the migrator never reruns a migration it has recorded.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { editionForm, runMigration, type EditionForm } from './standardsHelpers.ts';
import { judgeLibrary, rowFor } from '../../server/standards/judge.ts';
import { gb13223_2011, gb13223Before021 } from '../../server/standards/gb13223.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const NAME = '021_gb13223_oxygen_ref';
const oxygen = (f: EditionForm) => Object.fromEntries(f.rows.map((r) => [`${r.classCode} ${r.analyte}`, r.oxygenRef ?? null]));
const COAL = { 'coal-new 二氧化硫': '6', 'coal-existing 二氧化硫': '6', 'coal-new 氮氧化物(以NO2计)': '6', 'coal-existing 氮氧化物(以NO2计)': '6' };

describe.each(databaseTargets())('migration 021 (GB 13223-2011 reference oxygen) on %s', (target) => {
  let t: TestApp;
  let qa: string;
  const form = async () => (await editionForm(t, qa, 'GB 13223-2011'))!;
  const run = (step: 'up' | 'down') => runMigration(t, NAME, step);

  beforeAll(async () => {
    t = await startTestApp(target);
    qa = await t.login('qa');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a new database holds 6 % on the coal-fired rows only, cites its source, and 021 writes nothing there', async () => {
    const s = await form();
    expect(s.version).toBe(1);
    const o2 = oxygen(s);
    expect(o2).toMatchObject(COAL);
    expect(Object.entries(o2).filter(([k, v]) => !k.startsWith('coal-') && v !== null)).toEqual([]);
    expect(s.unread).toBe(gb13223_2011.unread);
    expect(s.source).toContain('《广东科技》2019年第1期');
    expect(s.unread).toContain('燃气锅炉、燃气轮机组的基准氧含量未找到可引用的来源');
    // SO₂ 80 mg/m³ at 9 % O₂ is 100 at 6 %: conforms to ≤100; 81 is 101.25: does not
    const so2 = rowFor(s.rows, 'SO2', 'coal-new');
    const param = { id: 1, name: 'SO2', unit: 'mg/m³', mdl: '3', decimals: 0 };
    const at = (v: string) => judgeLibrary({ s: 0, ...so2! }, param, { value: v, fullValue: v, belowMdl: false }, { oxygenMeasured: '9' });
    expect(at('80')).toEqual({ limit: '≤100', verdict: 'conform', corrected: '100' });
    expect(at('81')).toEqual({ limit: '≤100', verdict: 'notConform', corrected: '101', multiple: '0.01' });
    // a gas-fired row has no reference: the measured value is judged as it is
    expect(judgeLibrary({ s: 0, ...rowFor(s.rows, 'SO2', 'gas-ng-boiler')! }, param, { value: '30', fullValue: '30', belowMdl: false }, {})).toEqual({
      limit: '≤35',
      verdict: 'conform',
    });
    await run('up');
    expect((await form()).version).toBe(1);
  });

  it('down gives back the edition as 013 shipped it before; up on that database puts the 6 % back, once', async () => {
    await run('down');
    const before = await form();
    expect(before).toMatchObject({ version: 2, unread: gb13223Before021.unread, source: gb13223Before021.source });
    expect(before.rows.some((r) => r.oxygenRef !== undefined)).toBe(false);
    await run('up');
    await run('up');
    const after = await form();
    expect(after).toMatchObject({ version: 3, unread: gb13223_2011.unread, source: gb13223_2011.source });
    expect(after.rows).toEqual(gb13223_2011.rows);
  });

  it("leaves what a lab changed meanwhile: a row's limit, its own reference O₂, the unread list", async () => {
    await run('down');
    const s = await form();
    const edited = s.rows.map((r) =>
      r.classCode === 'coal-new' && r.analyte === '二氧化硫'
        ? { ...r, limit: '≤50' }
        : r.classCode === 'coal-existing' && r.analyte === '二氧化硫'
          ? { ...r, oxygenRef: '7' }
          : r,
    );
    await t.database.db
      .updateTable('limitStandards')
      .set({ rows: JSON.stringify(edited), unread: '本实验室整理的未录入清单' })
      .where('id', '=', s.id)
      .execute();
    await run('up');
    const after = await form();
    expect(oxygen(after)).toMatchObject({ 'coal-new 二氧化硫': null, 'coal-existing 二氧化硫': '7', 'coal-new 氮氧化物(以NO2计)': '6' });
    expect(rowFor(after.rows, '二氧化硫', 'coal-new')?.limit).toBe('≤50');
    expect(after).toMatchObject({ version: s.version + 1, unread: '本实验室整理的未录入清单', source: gb13223_2011.source });
    // down takes off only the shipped value, and keeps the lab's list
    await run('down');
    const back = await form();
    expect(oxygen(back)).toMatchObject({ 'coal-new 二氧化硫': null, 'coal-existing 二氧化硫': '7', 'coal-new 氮氧化物(以NO2计)': null });
    expect(back).toMatchObject({ unread: '本实验室整理的未录入清单', source: gb13223Before021.source });
  });
});
