// The editions migration 015 loads (issue 19), pinned cell by cell against the cited table, so a slip in a data file
// (a value moved to the wrong class, a dropped row) fails here: each expectation names the table, item and column
// as the standard prints them. Cells that could not be read must be listed on the edition, never filled in.
import { describe, it, expect } from 'vitest';
import { editionIssues, limitStandards, type LimitStandardRecord, type StandardRow } from '../../../schemas/standards/limitStandards.ts';
import { gb14848_2017 } from '../../../server/standards/gb14848.ts';
import { gb36600_2018 } from '../../../server/standards/gb36600.ts';
import { gb15618_2018 } from '../../../server/standards/gb15618.ts';
import { gb8978_1996 } from '../../../server/standards/gb8978.ts';
import { gb16297_1996 } from '../../../server/standards/gb16297.ts';
import { gb16297More, gb16297Table1Rows, gb16297Table2Rows } from '../../../server/standards/gb16297_more.ts';
import { gb8978Table4 } from '../../../server/standards/gb8978_t4.ts';
import { judgeLibrary, rowFor } from '../../../server/standards/judge.ts';

/** A library row as the judgement receives it: resolved from the first (here the only) standard used. */
type Rest = Parameters<typeof judgeLibrary> extends [unknown, ...infer R] ? R : never;
const judged = (r: StandardRow | undefined, ...rest: Rest) => judgeLibrary({ s: 0, ...r! }, ...rest);

const cell = (rows: StandardRow[], table: string, analyte: string, classCode: string, condition?: string) =>
  rows.filter((r) => r.table === table && r.analyte === analyte && r.classCode === classCode && r.condition === condition).map((r) => `${r.limit} ${r.unit}`);

describe('the editions of migration 015', () => {
  it('are valid editions: every row cites a table of the standard, classes defined, units fit the matrix, unread cells listed', () => {
    for (const s of [gb14848_2017, gb36600_2018, gb15618_2018, gb8978_1996, gb16297_1996]) {
      const parsed = limitStandards.createSchema.parse(s) as unknown as LimitStandardRecord;
      expect(editionIssues(parsed), s.standardNo).toEqual([]);
      expect(
        parsed.rows.every((r) => /^表\d+$/.test(r.table)),
        s.standardNo,
      ).toBe(true);
      expect(s.unread.length, s.standardNo).toBeGreaterThan(0);
    }
  });

  it('GB/T 14848-2017 表1 and 表2, classes Ⅰ–Ⅳ (Ⅴ is "> Ⅳ", entered as no limit)', () => {
    const r = gb14848_2017.rows;
    expect(cell(r, '表1', '硝酸盐', 'III')).toEqual(['≤20.0 mg/L']); // 表1 硝酸盐(以N计) Ⅲ类
    expect(cell(r, '表1', '硝酸盐', 'IV')).toEqual(['≤30.0 mg/L']);
    expect(cell(r, '表1', '氨氮', 'III')).toEqual(['≤0.50 mg/L']);
    expect(cell(r, '表1', '砷', 'III')).toEqual(['≤0.01 mg/L']);
    expect(cell(r, '表1', '总硬度', 'IV')).toEqual(['≤650 mg/L']);
    expect(cell(r, '表1', '阴离子表面活性剂', 'I')).toEqual(['ND mg/L']); // Ⅰ类 不得检出
    expect(cell(r, '表1', 'pH', 'III')).toEqual(['6.5~8.5 无量纲']);
    expect(cell(r, '表1', '苯', 'III')).toEqual(['≤10.0 μg/L']);
    expect(cell(r, '表2', '镍', 'III')).toEqual(['≤0.02 mg/L']);
    expect(r.some((x) => x.classCode === 'V')).toBe(false);
    expect(cell(r, '表1', 'pH', 'IV')).toEqual([]);
    expect(gb14848_2017.unread).toContain('pH Ⅳ类');
    // 表1 has 39 items, 37 numeric (嗅和味, 肉眼可见物 are words); 表2 has 54
    expect(new Set(r.filter((x) => x.table === '表1').map((x) => x.analyte)).size).toBe(37);
    expect(new Set(r.filter((x) => x.table === '表2').map((x) => x.analyte)).size).toBe(54);
  });

  it('GB 36600-2018 表1: 45 basic items, screening and intervention values of both land categories', () => {
    const r = gb36600_2018.rows;
    expect(cell(r, '表1', '砷', 'screen-2')).toEqual(['≤60 mg/kg']); // 砷 筛选值 第二类用地
    expect(cell(r, '表1', '砷', 'screen-1')).toEqual(['≤20 mg/kg']);
    expect(cell(r, '表1', '砷', 'intervene-2')).toEqual(['≤140 mg/kg']);
    expect(cell(r, '表1', '镉', 'intervene-1')).toEqual(['≤47 mg/kg']);
    expect(cell(r, '表1', '苯并[a]芘', 'screen-1')).toEqual(['≤0.55 mg/kg']);
    expect(cell(r, '表1', '萘', 'intervene-2')).toEqual(['≤700 mg/kg']);
    expect(r.length).toBe(45 * 4);
    expect(rowFor(r, '六价铬', 'screen-2')?.limit).toBe('≤5.7');
  });

  it('GB 15618-2018: 表1 by pH band and land use (水田 / 果园 before 其他), 表2, 表3', () => {
    const r = gb15618_2018.rows;
    expect(cell(r, '表1', '镉', 'screen-ph3', '水田')).toEqual(['≤0.6 mg/kg']); // 镉 水田 6.5<pH≤7.5
    expect(cell(r, '表1', '镉', 'screen-ph3')).toEqual(['≤0.3 mg/kg']); // 镉 其他
    expect(cell(r, '表1', '铜', 'screen-ph1', '果园')).toEqual(['≤150 mg/kg']);
    expect(cell(r, '表1', '锌', 'screen-ph4')).toEqual(['≤300 mg/kg']);
    expect(cell(r, '表2', '苯并[a]芘', 'screen-ph2')).toEqual(['≤0.55 mg/kg']);
    expect(cell(r, '表3', '砷', 'intervene-ph1')).toEqual(['≤200 mg/kg']);
    // a paddy point finds its own row; an orchard point takes 其他 for cadmium, its own row for copper
    expect(rowFor(r, '镉', 'screen-ph4', '水田')?.limit).toBe('≤0.8');
    expect(rowFor(r, '镉', 'screen-ph4', '果园')?.limit).toBe('≤0.6');
    expect(rowFor(r, '铜', 'screen-ph4', '果园')?.limit).toBe('≤200');
    expect(rowFor(r, '铜', 'screen-ph4', '水田')?.limit).toBe('≤100');
  });

  it('GB 8978-1996 表1 (every grade) and 表4 grades 1–3', () => {
    const r = gb8978_1996.rows;
    for (const g of ['1', '2', '3']) expect(cell(r, '表1', '总汞', g)).toEqual(['≤0.05 mg/L']);
    expect(cell(r, '表1', '烷基汞', '2')).toEqual(['ND mg/L']);
    expect(cell(r, '表4', '化学需氧量(COD)', '1')).toEqual(['≤100 mg/L']);
    expect(cell(r, '表4', '化学需氧量(COD)', '2')).toEqual(['≤150 mg/L']);
    expect(cell(r, '表4', '化学需氧量(COD)', '3')).toEqual(['≤500 mg/L']);
    expect(cell(r, '表4', '氨氮', '1')).toEqual(['≤15 mg/L']);
    expect(cell(r, '表4', '氨氮', '3')).toEqual([]); // 三级 prints "—"
    expect(cell(r, '表4', '悬浮物(SS)', '2')).toEqual(['≤150 mg/L']);
  });

  it('GB 16297-1996 表1: the three readable items, by process; 表2 listed as not entered', () => {
    const r = gb16297_1996.rows;
    expect(cell(r, '表1', '二氧化硫', 'existing', '硫、二氧化硫、硫酸和其它含硫化合物使用')).toEqual(['≤700 mg/m³']);
    expect(rowFor(r, '颗粒物', 'existing')?.limit).toBe('≤150');
    expect(rowFor(r, 'NOx', 'existing')?.limit).toBe('≤420');
    expect(gb16297_1996.unread).toContain('表2 新污染源');
  });
});

describe('what migration 017 appends: GB 16297-1996 表1 items 4–33 and fence-line, 表2 (new sources)', () => {
  const r = gb16297Table2Rows;
  const t1 = gb16297Table1Rows;
  const edition = { ...gb16297_1996, classes: [...gb16297_1996.classes, ...gb16297More.classes], rows: [...gb16297_1996.rows, ...gb16297More.rows] };

  it('makes a valid edition with what 015 entered, every row citing its table, no limit twice for one class', () => {
    const parsed = limitStandards.createSchema.parse(edition) as unknown as LimitStandardRecord;
    expect(editionIssues(parsed)).toEqual([]);
    expect(r.every((x) => x.table === '表2')).toBe(true);
    expect(t1.every((x) => x.table === '表1')).toBe(true);
    // 表1: items 4–33 (30 items, 34 concentrations: 硫酸雾, 氟化物 by 2 processes, 沥青烟 by 3); 015 has items 1–3
    expect(t1.filter((x) => x.classCode === 'existing')).toHaveLength(34);
    expect(new Set([...gb16297_1996.rows, ...t1].filter((x) => x.classCode === 'existing').map((x) => x.analyte)).size).toBe(33);
    // 表1 fence-line: 30 numeric items + 颗粒物 by process
    expect(t1.filter((x) => x.classCode === 'existing-fence')).toHaveLength(32);
    // 33 items, 41 concentrations (8 items by process); 30 numeric fence-line items + 颗粒物 by process
    expect(new Set(r.filter((x) => x.classCode === 'new').map((x) => x.analyte)).size).toBe(33);
    expect(r.filter((x) => x.classCode === 'new')).toHaveLength(41);
    expect(r.filter((x) => x.classCode === 'new-fence')).toHaveLength(32);
  });

  it('pins 表2 cells as printed (concentration mg/m³; fence-line at the 周界外浓度最高点)', () => {
    expect(cell(r, '表2', '二氧化硫', 'new', '硫、二氧化硫、硫酸和其它含硫化合物生产')).toEqual(['≤960 mg/m³']);
    expect(cell(r, '表2', '二氧化硫', 'new', '硫、二氧化硫、硫酸和其它含硫化合物使用')).toEqual(['≤550 mg/m³']);
    expect(rowFor(r, 'NOx', 'new')?.limit).toBe('≤240');
    expect(rowFor(r, '颗粒物', 'new')?.limit).toBe('≤120');
    expect(cell(r, '表2', '颗粒物', 'new', '碳黑尘、染料尘')).toEqual(['≤18 mg/m³']);
    expect(cell(r, '表2', '铬酸雾', 'new')).toEqual(['≤0.070 mg/m³']);
    expect(cell(r, '表2', '苯并[a]芘', 'new', '沥青及碳素制品生产和加工')).toEqual(['≤0.00030 mg/m³']);
    expect(cell(r, '表2', '非甲烷总烃', 'new', '使用溶剂汽油或其它混合烃类物质')).toEqual(['≤120 mg/m³']);
    expect(cell(r, '表2', '二氧化硫', 'new-fence')).toEqual(['≤0.40 mg/m³']);
    expect(cell(r, '表2', '苯并[a]芘', 'new-fence')).toEqual(['≤0.008 μg/m³']);
    expect(cell(r, '表2', '铍及其化合物', 'new-fence')).toEqual(['≤0.0008 mg/m³']);
    // words, not limits: not entered, listed
    expect(cell(r, '表2', '颗粒物', 'new-fence', '碳黑尘、染料尘')).toEqual([]);
    expect(cell(r, '表2', '沥青烟', 'new-fence')).toEqual([]);
    expect(gb16297More.unread).toContain('肉眼不可见');
    expect(gb16297More.unread).toContain('最高允许排放速率');
    expect(gb16297More.unread).not.toContain('表2 新污染源');
    expect(gb16297More.unread).not.toContain('第4项及以后');
  });

  it('pins 表1 cells as printed (items 4–33; fence-line as 周界外浓度最高点 or as the difference to the reference point)', () => {
    expect(cell(t1, '表1', '氯化氢', 'existing')).toEqual(['≤150 mg/m³']);
    expect(cell(t1, '表1', '硫酸雾', 'existing', '火炸药厂')).toEqual(['≤1000 mg/m³']);
    expect(rowFor(t1, '硫酸雾', 'existing')?.limit).toBe('≤70');
    expect(cell(t1, '表1', '苯并[a]芘', 'existing', '沥青、碳素制品生产和加工')).toEqual(['≤0.00050 mg/m³']);
    expect(cell(t1, '表1', '石棉尘', 'existing')).toEqual(['≤20 mg/m³']);
    expect(cell(t1, '表1', '非甲烷总烃', 'existing', '使用溶剂汽油或其他混合烃类物质')).toEqual(['≤150 mg/m³']);
    expect(rowFor(t1, 'SO2', 'existing-fence')).toMatchObject({ limit: '≤0.50', basis: expect.stringContaining('参照点浓度差值') });
    expect(rowFor(t1, '氟化物', 'existing-fence')).toMatchObject({ limit: '≤20', unit: 'μg/m³', basis: expect.stringContaining('差值') });
    expect(rowFor(t1, '甲醇', 'existing-fence')).toMatchObject({ limit: '≤15', basis: '周界外浓度最高点' });
    expect(rowFor(t1, '颗粒物', 'existing-fence', '玻璃棉尘、石英粉尘、矿渣棉尘')?.limit).toBe('≤2.0');
    expect(rowFor(t1, '颗粒物', 'existing-fence')?.limit).toBe('≤5.0');
  });

  it("judges automatically against a 表1 and a 表2 row: a new plant's SO₂ at 560 mg/m³ exceeds 550, 甲苯 at 40 conforms; an existing one's 甲苯 at 61 exceeds 60", () => {
    const p = { id: 1, name: 'x', unit: 'mg/m³', mdl: '1', decimals: 0 };
    const res = (v: string) => ({ value: v, display: v, fullValue: v, belowMdl: false });
    expect(judged(rowFor(t1, '甲苯', 'existing')!, p, res('61'), {})?.verdict).toBe('notConform');
    const so2 = rowFor(r, 'SO2', 'new', '硫、二氧化硫、硫酸和其它含硫化合物使用')!;
    expect(judged(so2, p, res('560'), {})).toMatchObject({ verdict: 'notConform', multiple: '0.02' });
    expect(judged(rowFor(r, '甲苯', 'new')!, p, res('40'), {})?.verdict).toBe('conform');
  });
});

describe('what migration 017 appends: GB 8978-1996 表4 items 21–56', () => {
  const r = gb8978Table4.rows;

  it('makes a valid edition with items 1–20, no limit twice for one grade', () => {
    const edition = { ...gb8978_1996, rows: [...gb8978_1996.rows, ...r] };
    const parsed = limitStandards.createSchema.parse(edition) as unknown as LimitStandardRecord;
    expect(editionIssues(parsed)).toEqual([]);
    // items 21–56: 36 items, 54 and 55 twice (by kind of hospital), 56 TOC without 三级 → 38 × 3 − 1 = 113 cells;
    // the industries' rows of items 3–5, 11, 12, 20, 56: 17 rows × 3 less 9 cells printed "—" → 42
    expect(r).toHaveLength(113 + 42);
    // analytes: the 36 items and six of items 1–20 (悬浮物, BOD5, COD, 氨氮, 氟化物, 总锰) by industry
    expect(new Set(r.map((x) => x.analyte)).size).toBe(36 + 6);
  });

  it('pins 表4 cells as printed', () => {
    expect(cell(r, '表4', '有机磷农药(以P计)', '1')).toEqual(['ND mg/L']); // 不得检出
    expect(cell(r, '表4', '有机磷农药(以P计)', '2')).toEqual(['≤0.5 mg/L']);
    expect(cell(r, '表4', '四氯化碳', '1')).toEqual(['≤0.03 mg/L']);
    expect(cell(r, '表4', '四氯化碳', '3')).toEqual(['≤0.5 mg/L']);
    expect(cell(r, '表4', '马拉硫磷', '3')).toEqual(['≤10 mg/L']);
    expect(cell(r, '表4', '苯', '2')).toEqual(['≤0.2 mg/L']);
    expect(cell(r, '表4', '邻苯二甲酸二辛酯', '3')).toEqual(['≤2.0 mg/L']);
    expect(cell(r, '表4', '彩色显影剂', '3', '电影洗片')).toEqual(['≤3.0 mg/L']);
    expect(cell(r, '表4', '粪大肠菌群数', '2', '传染病、结核病医院污水')).toEqual(['≤500 个/L']);
    expect(cell(r, '表4', '总余氯(采用氯化消毒的医院污水)', '2', '传染病、结核病医院污水')).toEqual(['>6.5 mg/L']);
    expect(cell(r, '表4', '总有机碳(TOC)', '2')).toEqual(['≤30 mg/L']);
    expect(cell(r, '表4', '总有机碳(TOC)', '3')).toEqual([]); // "—"
    expect(gb8978Table4.unread).not.toContain('第21项');
    // an industry's row beside 015's "其他排污单位" row
    expect(cell(r, '表4', '化学需氧量(COD)', '2', '石油化工工业(包括石油炼制)')).toEqual(['≤120 mg/L']);
    expect(cell(r, '表4', '悬浮物(SS)', '2', '边远地区砂金选矿')).toEqual(['≤800 mg/L']);
    expect(cell(r, '表4', '悬浮物(SS)', '3', '边远地区砂金选矿')).toEqual([]); // "—"
    expect(cell(r, '表4', '氟化物', '3', '低氟地区(水体含氟量<0.5mg/L)')).toEqual(['≤30 mg/L']);
    const all = [...gb8978_1996.rows, ...r];
    expect(rowFor(all, '化学需氧量', '3', '甜菜制糖、合成脂肪酸、湿法纤维板、染料、洗毛、有机磷农药工业')?.limit).toBe('≤1000');
    expect(rowFor(all, '化学需氧量', '3', '某未列明行业')?.limit).toBe('≤500');
  });

  it('judges automatically against a 表4 row: 甲苯 0.15 mg/L passes grade 2 and fails grade 1; 乐果 detected fails grade 1', () => {
    const p = { id: 1, name: 'x', unit: 'mg/L', mdl: '0.01', decimals: 2 };
    const res = (v: string, below = false) => ({ value: v, display: v, fullValue: v, belowMdl: below });
    expect(judged(rowFor(r, '甲苯', '2')!, p, res('0.15'), {})?.verdict).toBe('conform');
    expect(judged(rowFor(r, '甲苯', '1')!, p, res('0.15'), {})).toMatchObject({ verdict: 'notConform', multiple: '0.50' });
    expect(judged(rowFor(r, '乐果', '1')!, p, res('0.02'), {})?.verdict).toBe('notConform');
    expect(judged(rowFor(r, '乐果', '1')!, p, res('0.01', true), {})?.verdict).toBe('conform');
  });
});
