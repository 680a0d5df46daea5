// Migration 019 (issue 19) on SQLite and PostgreSQL alike: GB 36600-2018 表2, GB 8978-1996 表2 and GB 16297-1996's
// emission rates appended to the editions 015 loaded, GB 5085.1/.4-2007 shipped as new editions. A new database
// holds them (the seeded test database ran every migration); the migration's own down takes them out again and gives
// back the earlier lists, and its up run on that "existing" database puts them back without touching what a lab
// changed meanwhile, and adds nothing on a second run. The migration's own up/down are called: the migrator never
// reruns a migration it has recorded.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { rowFor } from '../../server/standards/judge.ts';
import { editionForm, labEdits, judged, result, runMigration } from './standardsHelpers.ts';
import { gb36600_2018 } from '../../server/standards/gb36600.ts';
import { gb36600Table2 } from '../../server/standards/gb36600_t2.ts';
import { gb8978Table2 } from '../../server/standards/gb8978_t2.ts';
import { gb8978Table4 } from '../../server/standards/gb8978_t4.ts';
import { gb5085_1_2007, gb5085_4_2007 } from '../../server/standards/gb5085.ts';
import { gb16297More } from '../../server/standards/gb16297_more.ts';
import { gb16297Rates } from '../../server/standards/gb16297_rates.ts';
import type { StandardRow } from '../../schemas/standards/limitStandards.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const NAME = '019_limit_standards_tables2';
const param = (unit: string) => ({ id: 1, name: 'x', unit, mdl: '0.01', decimals: 2 });

describe.each(databaseTargets())('migration 019 (GB 36600 表2, GB 8978 表2, GB 16297 rates, GB 5085.1/.4) on %s', (target) => {
  let t: TestApp;
  let qa: string;
  const form = (no: string) => editionForm(t, qa, no);
  const run = (step: 'up' | 'down') => runMigration(t, NAME, step);

  beforeAll(async () => {
    t = await startTestApp(target);
    qa = await t.login('qa');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a new database holds 表2 of both editions and the GB 5085 editions, each judged from its loaded rows', async () => {
    const soil = (await form('GB 36600-2018'))!;
    expect(soil.version).toBe(2);
    expect(soil.rows.filter((r) => r.table === '表2')).toHaveLength(160);
    expect(soil.unread).toBe(gb36600Table2.unread);
    // 石油烃(C10-C40) 第二类用地 筛选值 4500 mg/kg
    expect(judged(rowFor(soil.rows, '石油烃', 'screen-2'), param('mg/kg'), result('4600'), {})).toMatchObject({ verdict: 'notConform', multiple: '0.02' });

    const ww = (await form('GB 8978-1996'))!;
    expect(ww.version).toBe(3);
    expect(ww.classes.map((c) => c.code)).toEqual(['1', '2', '3', 'pre-1', 'pre-2', 'pre-3']);
    expect(ww.rows.filter((r) => r.table === '表2')).toHaveLength(gb8978Table2.rows.filter((r) => r.table === '表2').length);
    // COD of a town treatment plant built before 1998, 二级: 120 mg/L
    expect(judged(rowFor(ww.rows, '化学需氧量', 'pre-2', '城镇二级污水处理厂'), param('mg/L'), result('121'), {})?.verdict).toBe('notConform');

    const stack = (await form('GB 16297-1996'))!;
    expect(stack.version).toBe(3);
    expect(stack.rows.filter((r) => r.unit === 'kg/h')).toHaveLength(gb16297Rates.rows.length);
    // 表2 二氧化硫, 二级, 30 m stack: 15 kg/h
    expect(judged(rowFor(stack.rows, '二氧化硫', 'new-rate-2', '排气筒 30 m'), param('kg/h'), result('16'), {})?.verdict).toBe('notConform');

    const fp = (await form('GB 5085.4-2007'))!;
    expect(fp).toMatchObject({ version: 1, unread: gb5085_4_2007.unread });
    expect(judged(rowFor(fp.rows, '闪点', 'liquid'), param('℃'), result('58'), {})?.verdict).toBe('notConform');
    const corr = (await form('GB 5085.1-2007'))!;
    expect(corr).toMatchObject({ version: 1, unread: gb5085_1_2007.unread, source: gb5085_1_2007.source });
    // §4.1: leachate pH 2.0 and 12.5 are corrosive, 2.01 and 12.49 are not; the limit prints as stored
    const ph = rowFor(corr.rows, '浸出液pH', 'corrosivity');
    expect(ph).toMatchObject({ table: '4.1', limit: '2.0<pH<12.5', unit: '无量纲' });
    const pH = (v: string) => judged(ph, param('无量纲'), result(v), {});
    expect([pH('2.00'), pH('12.50')]).toEqual([
      { limit: '2.0<pH<12.5', verdict: 'notConform' },
      { limit: '2.0<pH<12.5', verdict: 'notConform' },
    ]);
    expect([pH('2.01')?.verdict, pH('12.49')?.verdict]).toEqual(['conform', 'conform']);
  });

  it("down takes out what it added and gives back the earlier lists; GB 5085's editions are gone", async () => {
    await run('down');
    const soil = (await form('GB 36600-2018'))!;
    expect(soil.rows).toEqual(gb36600_2018.rows);
    expect(soil.unread).toBe(gb36600_2018.unread);
    expect(soil.version).toBe(3);
    const ww = (await form('GB 8978-1996'))!;
    expect(ww.classes.map((c) => c.code)).toEqual(['1', '2', '3']);
    expect(ww.rows.some((r) => r.classCode.startsWith('pre-'))).toBe(false);
    expect(ww.unread).toBe(gb8978Table4.unread);
    const stack = (await form('GB 16297-1996'))!;
    expect(stack.rows.some((r) => r.unit === 'kg/h')).toBe(false);
    expect(stack.unread).toBe(gb16297More.unread);
    expect(await form('GB 5085.4-2007')).toBeUndefined();
    expect(await form('GB 5085.1-2007')).toBeUndefined();
  });

  it('up on an existing database keeps what a lab changed meanwhile and adds the rest, once', async () => {
    // the lab entered one 表2 cell itself (another value) and its own GB 5085.4-2007
    const soil = (await form('GB 36600-2018'))!;
    const own: StandardRow = { table: '表2', analyte: '锑', classCode: 'screen-1', limit: '≤25', unit: 'mg/kg' };
    await labEdits(t, soil, own, gb5085_4_2007);

    await run('up');
    await run('up');
    const after = (await form('GB 36600-2018'))!;
    expect(after.rows.filter((r) => r.analyte === '锑' && r.classCode === 'screen-1')).toEqual([own]);
    expect(after.rows).toHaveLength(gb36600_2018.rows.length + 160);
    const ww = (await form('GB 8978-1996'))!;
    expect(ww.classes.map((c) => c.code)).toEqual(['1', '2', '3', 'pre-1', 'pre-2', 'pre-3']);
    expect(new Set(ww.rows.map((r) => JSON.stringify([r.table, r.analyte, r.classCode, r.condition ?? '']))).size).toBe(ww.rows.length);
    expect(await form('GB 5085.4-2007')).toMatchObject({ source: '本实验室录入', rows: [] });
    expect(await form('GB 5085.1-2007')).toMatchObject({ version: 1 });
    // and down leaves the lab's own GB 5085.4-2007 where it is
    await run('down');
    expect(await form('GB 5085.4-2007')).toMatchObject({ source: '本实验室录入' });
  });
});
