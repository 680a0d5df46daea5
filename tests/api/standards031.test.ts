// Migration 031 (issue 33) on SQLite and PostgreSQL alike: GB 18918-2002 表1's other items (氨氮 "5（8）" by water
// temperature, 总磷 by construction date), 表2 and 表3, and GB 3838-2002 表2 and 表3 (集中式生活饮用水地表水源地)
// appended to the editions 013 loaded, and GB 5085.3-2007 shipped as a new edition. A new database holds them (the seeded test database ran every migration); the migration's own down
// takes them out and gives back the earlier lists, and its up on that "existing" database puts them back without
// touching what a lab changed meanwhile, and adds nothing on a second run. The migration's own up/down are called:
// the migrator never reruns a migration it has recorded.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { rowFor } from '../../server/standards/judge.ts';
import { editionForm, labEdits, judged, result, runMigration } from './standardsHelpers.ts';
import { editionIssues, limitStandards, type LimitStandardRecord, type StandardRow } from '../../schemas/standards/limitStandards.ts';
import { gb18918_2002 } from '../../server/standards/gb18918.ts';
import { gb18918More, gb18918Rows } from '../../server/standards/gb18918_more.ts';
import { gb5085_3_2007 } from '../../server/standards/gb5085_3.ts';
import { gb3838_2002 } from '../../server/standards/gb3838.ts';
import { DRINKING_LAKE, DRINKING_SOURCE, gb3838Table23, gb3838Table23Rows } from '../../server/standards/gb3838_t23.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const NAME = '031_limit_standards_issue33';
const param = (unit: string) => ({ id: 1, name: 'x', unit, mdl: '0.01', decimals: 2 });
const WARM_NEW = '水温>12℃，2006年1月1日起建设';
const COLD_NEW = '水温≤12℃，2006年1月1日起建设';
const COLD_OLD = '水温≤12℃，2005年12月31日前建设';
const key = (r: StandardRow) => JSON.stringify([r.table, r.analyte, r.classCode, r.condition ?? '']);

describe('the rows migration 031 ships', () => {
  it('make valid editions: GB 18918-2002 with 表1–表3, GB 3838-2002 with 表1–表3, GB 5085.3-2007 with the agreeing 表1 values', () => {
    const merged = { ...gb18918_2002, rows: [...gb18918_2002.rows, ...gb18918Rows], unread: gb18918More.unread, source: gb18918More.source };
    const water = { ...gb3838_2002, rows: [...gb3838_2002.rows, ...gb3838Table23Rows], unread: gb3838Table23.unread, source: gb3838Table23.source };
    for (const s of [merged, water, gb5085_3_2007]) {
      const parsed = limitStandards.createSchema.parse(s) as unknown as LimitStandardRecord;
      expect(editionIssues(parsed)).toEqual([]);
      expect(parsed.rows.every((r) => /^表\d+$/.test(r.table))).toBe(true);
    }
    // 表1: 总氮 一级B; 氨氮 in 3 grades and 总磷 in 4, each under the 4 temperature × date conditions; 色度, pH in 4; 粪大肠菌群数 in 3
    // 表2: 7 items, 表3: 43 items, each listed under the 4 grades (not graded)
    expect(gb18918Rows.filter((r) => r.table === '表1')).toHaveLength(1 + 3 * 4 + 4 * 4 + 4 + 4 + 3);
    expect(gb18918Rows.filter((r) => r.table === '表2')).toHaveLength(7 * 4);
    expect(gb18918Rows.filter((r) => r.table === '表3')).toHaveLength(43 * 4);
    const conditions = [...new Set(gb18918Rows.filter((r) => r.classCode === '1A' && r.condition).map((r) => r.condition))];
    expect(conditions).toEqual(['水温>12℃，2005年12月31日前建设', WARM_NEW, COLD_OLD, COLD_NEW]);
    // no row where the table prints "-": 氨氮 三级, 总氮 二级/三级, 粪大肠菌群数 三级
    expect(gb18918Rows.filter((r) => r.classCode === '3' && /氨氮|总氮|粪大肠/.test(r.analyte))).toEqual([]);
    // GB 3838 表2 (5 items) and 表3 (80) under the two source conditions in every class, and 表1's 湖、库 rows (总磷, 总氮) again
    expect(gb3838Table23Rows).toHaveLength((5 + 80) * 5 * 2 + 2 * 5);
    expect(gb3838Table23Rows.filter((r) => r.table === '表1').every((r) => r.condition === DRINKING_LAKE)).toBe(true);
    expect(gb5085_3_2007.rows.map((r) => `${r.analyte}${r.limit}`)).toEqual(['铜≤100', '锌≤100', '镉≤1', '六价铬≤5', '汞≤0.1', '钡≤100', '镍≤5', '砷≤5']);
    expect(gb5085_3_2007.unread).toContain('铅、硒、总银');
  });
});

describe.each(databaseTargets())('migration 031 (GB 18918 表1–表3, GB 3838 表2–表3, GB 5085.3-2007) on %s', (target) => {
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

  it('a new database holds GB 18918 表1–表3, GB 3838 表2–表3 and GB 5085.3-2007, judged from their loaded rows', async () => {
    const plant = (await form('GB 18918-2002'))!;
    expect(plant.version).toBe(2);
    expect(plant.rows).toHaveLength(gb18918_2002.rows.length + gb18918Rows.length);
    expect(plant.unread).toBe(gb18918More.unread);
    expect(plant.source).toBe(gb18918More.source);
    // 一级A 氨氮 5（8）: 5.2 mg/L exceeds 5 above 12 ℃ and conforms to 8 at 12 ℃ or below
    const nh3 = (condition: string) => judged(rowFor(plant.rows, '氨氮', '1A', condition), param('mg/L'), result('5.2'), {});
    expect(nh3(WARM_NEW)).toEqual({ limit: '≤5', verdict: 'notConform', multiple: '0.04' });
    expect(nh3(COLD_NEW)).toEqual({ limit: '≤8', verdict: 'conform' });
    // 一级A 总磷: 0.5 for a plant built from 2006, 1 for one built before; the same point's condition serves both items
    expect(rowFor(plant.rows, '总磷', '1A', COLD_NEW)?.limit).toBe('≤0.5');
    expect(rowFor(plant.rows, '总磷', '1A', COLD_OLD)?.limit).toBe('≤1');
    // the items without condition are still found under a point that names one
    expect(rowFor(plant.rows, '化学需氧量', '1A', COLD_NEW)?.limit).toBe('≤50');
    expect(judged(rowFor(plant.rows, '粪大肠菌群', '1B'), param('个/L'), result('12000'), {})?.verdict).toBe('notConform');
    expect(rowFor(plant.rows, 'pH值', '2')).toMatchObject({ limit: '6~9', unit: '无量纲' });
    expect(judged(rowFor(plant.rows, '烷基汞', '3'), param('mg/L'), { ...result('0.00001'), belowMdl: true }, {})).toEqual({
      limit: '不得检出',
      verdict: 'conform',
    });
    expect(rowFor(plant.rows, '铍', '1B')).toMatchObject({ table: '表3', analyte: '总铍', limit: '≤0.002' });
    expect(rowFor(plant.rows, '氨氮', '3', COLD_NEW)).toBeUndefined();

    const water = (await form('GB 3838-2002'))!;
    expect(water).toMatchObject({ version: 2, unread: gb3838Table23.unread });
    expect(water.rows).toHaveLength(gb3838_2002.rows.length + gb3838Table23Rows.length);
    // a class III drinking-water source: 表2 硫酸盐 250 and 表3 甲基汞 1.0×10⁻⁶ beside 表1 COD 20; a lake source's 总磷 0.05
    expect(rowFor(water.rows, '硫酸盐', 'III', DRINKING_SOURCE)).toMatchObject({ table: '表2', limit: '≤250' });
    expect(judged(rowFor(water.rows, '甲基汞', 'III', DRINKING_SOURCE), param('μg/L'), result('0.0011'), {})).toEqual({
      limit: '≤0.0000010 mg/L',
      verdict: 'notConform',
      multiple: '0.10',
    });
    expect(rowFor(water.rows, '化学需氧量', 'III', DRINKING_SOURCE)?.limit).toBe('≤20');
    expect(rowFor(water.rows, '总磷', 'III', DRINKING_LAKE)?.limit).toBe('≤0.05');
    expect(rowFor(water.rows, '总磷', 'III', DRINKING_SOURCE)?.limit).toBe('≤0.2');
    // a point that is not a drinking-water source is not judged by 表2/表3
    expect(rowFor(water.rows, '硫酸盐', 'III')).toBeUndefined();

    const waste = (await form('GB 5085.3-2007'))!;
    expect(waste).toMatchObject({ version: 1, unread: gb5085_3_2007.unread, source: gb5085_3_2007.source });
    expect(judged(rowFor(waste.rows, '总铜', 'leaching'), param('mg/L'), result('100.5'), {})?.verdict).toBe('notConform');
    expect(judged(rowFor(waste.rows, '汞', 'leaching'), param('μg/L'), result('80'), {})).toEqual({ limit: '≤0.1 mg/L', verdict: 'conform' });
    expect(rowFor(waste.rows, '铅', 'leaching')).toBeUndefined();
  });

  it("down takes out what it added and gives back the earlier lists; GB 5085.3's edition is gone", async () => {
    await run('down');
    const plant = (await form('GB 18918-2002'))!;
    expect(plant.rows).toEqual(gb18918_2002.rows);
    expect(plant).toMatchObject({ version: 3, unread: gb18918_2002.unread, source: gb18918_2002.source });
    const water = (await form('GB 3838-2002'))!;
    expect(water.rows).toEqual(gb3838_2002.rows);
    expect(water).toMatchObject({ version: 3, unread: gb3838_2002.unread, source: gb3838_2002.source });
    expect(await form('GB 5085.3-2007')).toBeUndefined();
  });

  it('up on an existing database keeps what a lab changed meanwhile and adds the rest, once', async () => {
    // the lab entered one cell itself (a 一级A 氨氮 row under one of the conditions) and its own GB 5085.3-2007
    const plant = (await form('GB 18918-2002'))!;
    const own: StandardRow = { table: '表1', analyte: '氨氮(以N计)', classCode: '1A', condition: WARM_NEW, limit: '≤4', unit: 'mg/L' };
    await labEdits(t, plant, own, gb5085_3_2007);

    await run('up');
    await run('up');
    const after = (await form('GB 18918-2002'))!;
    expect(after.rows.filter((r) => key(r) === key(own))).toEqual([own]);
    expect(after.rows).toHaveLength(gb18918_2002.rows.length + gb18918Rows.length);
    expect(new Set(after.rows.map(key)).size).toBe(after.rows.length);
    expect(after.unread).toBe(gb18918More.unread);
    expect((await form('GB 3838-2002'))!.rows).toHaveLength(gb3838_2002.rows.length + gb3838Table23Rows.length);
    expect(await form('GB 5085.3-2007')).toMatchObject({ source: '本实验室录入', rows: [] });
    // and down leaves the lab's own GB 5085.3-2007 where it is
    await run('down');
    expect(await form('GB 5085.3-2007')).toMatchObject({ source: '本实验室录入' });
  });
});
