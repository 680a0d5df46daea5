// What migration 019 loads (issue 19), pinned cell by cell against the cited table: GB 36600-2018 表2, GB 8978-1996
// 表2 (with 表1 for its grades), GB 16297-1996's emission rates and the numeric criteria of GB
// 5085.1/.4-2007. Each expectation names the table, item and column as the standard prints them, so a value moved to
// the wrong class or a dropped row fails here; each table is judged once from its loaded rows (the judgement a report
// makes).
import { describe, it, expect } from 'vitest';
import { editionIssues, limitStandards, standardLimit, type LimitStandardRecord, type StandardRow } from '../../../schemas/standards/limitStandards.ts';
import { gb36600_2018 } from '../../../server/standards/gb36600.ts';
import { gb36600Table2, gb36600Table2Rows } from '../../../server/standards/gb36600_t2.ts';
import { gb8978_1996 } from '../../../server/standards/gb8978.ts';
import { gb8978Table4 } from '../../../server/standards/gb8978_t4.ts';
import { gb8978Table1PreRows, gb8978Table2, gb8978Table2Rows } from '../../../server/standards/gb8978_t2.ts';
import { gb5085_1_2007, gb5085_4_2007 } from '../../../server/standards/gb5085.ts';
import { gb16297_1996 } from '../../../server/standards/gb16297.ts';
import { gb16297More } from '../../../server/standards/gb16297_more.ts';
import { gb16297Rates, gb16297RateRows, stackCondition } from '../../../server/standards/gb16297_rates.ts';
import { judgeLibrary, rowFor } from '../../../server/standards/judge.ts';

type Rest = Parameters<typeof judgeLibrary> extends [unknown, ...infer R] ? R : never;
const judged = (r: StandardRow | undefined, ...rest: Rest) => judgeLibrary({ s: 0, ...r! }, ...rest);
const param = (unit: string, decimals = 2) => ({ id: 1, name: 'x', unit, mdl: '0.001', decimals });
const result = (value: string) => ({ value, display: value, fullValue: value, belowMdl: false });

const cell = (rows: StandardRow[], table: string, analyte: string, classCode: string, condition?: string) =>
  rows.filter((r) => r.table === table && r.analyte === analyte && r.classCode === classCode && r.condition === condition).map((r) => `${r.limit} ${r.unit}`);

/** An edition as the database holds it after 019 appended to it. */
const merged = <T extends { classes: object[]; rows: StandardRow[] }>(base: T, ...adds: Array<{ classes: object[]; rows: StandardRow[] }>) => ({
  ...base,
  classes: [...base.classes, ...adds.flatMap((a) => a.classes)],
  rows: [...base.rows, ...adds.flatMap((a) => a.rows)],
});

describe('GB 36600-2018 表2 (migration 019)', () => {
  const r = gb36600Table2Rows;

  it('makes a valid edition with 表1: 40 items × 4 classes, every row citing 表2, no limit twice', () => {
    const parsed = limitStandards.createSchema.parse({
      ...merged(gb36600_2018, gb36600Table2),
      unread: gb36600Table2.unread,
    }) as unknown as LimitStandardRecord;
    expect(editionIssues(parsed)).toEqual([]);
    expect(r.every((x) => x.table === '表2')).toBe(true);
    expect(new Set(r.map((x) => x.analyte)).size).toBe(40);
    expect(r).toHaveLength(40 * 4);
    expect(gb36600Table2.unread).not.toContain('表2（其他项目，40 项）未录入');
    expect(gb36600Table2.unread).toContain('只有一份转录文本');
  });

  it('holds the cells as 表2 prints them', () => {
    expect(cell(r, '表2', '锑', 'screen-1')).toEqual(['≤20 mg/kg']); // 1 锑 筛选值 第一类用地
    expect(cell(r, '表2', '锑', 'intervene-2')).toEqual(['≤360 mg/kg']);
    expect(cell(r, '表2', '钒', 'screen-2')).toEqual(['≤752 mg/kg']);
    expect(cell(r, '表2', '氰化物', 'intervene-1')).toEqual(['≤44 mg/kg']);
    expect(cell(r, '表2', '邻苯二甲酸二正辛酯', 'screen-2')).toEqual(['≤2812 mg/kg']);
    expect(cell(r, '表2', 'γ-六六六', 'screen-1')).toEqual(['≤0.62 mg/kg']);
    expect(cell(r, '表2', "3,3',4,4',5-五氯联苯(PCB 126)", 'screen-1')).toEqual(['≤0.00004 mg/kg']); // 4×10⁻⁵
    expect(cell(r, '表2', '石油烃(C10-C40)', 'screen-2')).toEqual(['≤4500 mg/kg']);
    // 38 二噁英类: 1×10⁻⁵ … 4×10⁻⁴ mg/kg, entered as 10 … 400 ng-TEQ/kg
    expect(cell(r, '表2', '二噁英类(总毒性当量)', 'screen-1')).toEqual(['≤10 ng-TEQ/kg']);
    expect(cell(r, '表2', '二噁英类(总毒性当量)', 'intervene-2')).toEqual(['≤400 ng-TEQ/kg']);
    // ① (background values) marks cobalt's screening values only
    expect(rowFor(r, '钴', 'screen-1')?.basis).toContain('背景值');
    expect(rowFor(r, '钴', 'intervene-1')?.basis).toBeUndefined();
  });

  it('judges a soil result against 表2 by its alias and unit', () => {
    // 石油烃(C10-C40) 第二类用地 筛选值 4500 mg/kg: 4600 exceeds by 0.02 times
    expect(judged(rowFor(r, '石油烃', 'screen-2'), param('mg/kg'), result('4600'), {})).toMatchObject({ verdict: 'notConform', multiple: '0.02' });
    expect(judged(rowFor(r, '石油烃', 'screen-2'), param('mg/kg'), result('4500'), {})?.verdict).toBe('conform');
    // 林丹 (γ-六六六) 第一类用地 筛选值 0.62 mg/kg, a result in μg/kg converts: 700 μg/kg = 0.7 mg/kg
    expect(judged(rowFor(r, '林丹', 'screen-1'), param('μg/kg'), result('700'), {})?.verdict).toBe('notConform');
    expect(judged(rowFor(r, '林丹', 'screen-1'), param('μg/kg'), result('600'), {})?.verdict).toBe('conform');
    // 二噁英类 第一类用地 筛选值 10 ng-TEQ/kg
    expect(judged(rowFor(r, '二噁英类', 'screen-1'), param('ng-TEQ/kg'), result('12'), {})?.verdict).toBe('notConform');
  });
});

describe('GB 8978-1996 表2 (migration 019): units built before 1998, grades pre-1 … pre-3', () => {
  const t2 = gb8978Table2Rows;
  const edition = merged(gb8978_1996, gb8978Table4, gb8978Table2);

  it('makes a valid edition with 表1, 表4 and 表2, every row of the new grades citing 表1 or 表2', () => {
    const parsed = limitStandards.createSchema.parse({ ...edition, unread: gb8978Table2.unread }) as unknown as LimitStandardRecord;
    expect(editionIssues(parsed)).toEqual([]);
    expect(gb8978Table2.classes.map((c) => c.code)).toEqual(['pre-1', 'pre-2', 'pre-3']);
    expect(gb8978Table2.rows.every((x) => x.classCode.startsWith('pre-') && (x.table === '表1' || x.table === '表2'))).toBe(true);
    // 表1: 13 items, every grade; 表2: 26 items
    expect(gb8978Table1PreRows).toHaveLength(13 * 3);
    expect(new Set(t2.map((x) => x.analyte)).size).toBe(26);
    expect(gb8978Table2.unread).not.toContain('表2、表3');
    expect(gb8978Table2.unread).toContain('表3');
  });

  it('holds the cells as 表2 prints them (pages 274–275)', () => {
    expect(cell(t2, '表2', '化学需氧量(COD)', 'pre-2')).toEqual(['≤150 mg/L']); // 5 其他排污单位 二级
    expect(cell(t2, '表2', '化学需氧量(COD)', 'pre-2', '城镇二级污水处理厂')).toEqual(['≤120 mg/L']);
    expect(cell(t2, '表2', '化学需氧量(COD)', 'pre-3', '城镇二级污水处理厂')).toEqual([]); // "—"
    expect(cell(t2, '表2', '悬浮物(SS)', 'pre-1')).toEqual(['≤70 mg/L']);
    expect(cell(t2, '表2', '悬浮物(SS)', 'pre-2', '脉金选矿')).toEqual(['≤500 mg/L']);
    expect(cell(t2, '表2', '五日生化需氧量(BOD5)', 'pre-3')).toEqual(['≤300 mg/L']);
    expect(cell(t2, '表2', '石油类', 'pre-3')).toEqual(['≤30 mg/L']);
    expect(cell(t2, '表2', '总氰化合物', 'pre-2', '电影洗片(铁氰化合物)')).toEqual(['≤5.0 mg/L']);
    expect(cell(t2, '表2', '氟化物', 'pre-3', '低氟地区(水体含氟量<0.5mg/L)')).toEqual(['≤30 mg/L']);
    expect(cell(t2, '表2', '有机磷农药(以P计)', 'pre-1')).toEqual(['ND mg/L']); // 不得检出
    expect(cell(t2, '表2', '总余氯(采用氯化消毒的医院污水)', 'pre-2', '传染病、结核病医院污水')).toEqual(['>6.5 mg/L']);
    expect(cell(gb8978Table1PreRows, '表1', '总汞', 'pre-3')).toEqual(['≤0.05 mg/L']);
  });

  it('judges a pre-1998 unit by 表2 and a post-1998 unit by 表4, from the same edition', () => {
    const rows = edition.rows;
    // COD 150: a pre-1998 unit (二级 150) conforms, a post-1998 one (表4 二级 150) too; 160 exceeds both
    expect(judged(rowFor(rows, '化学需氧量', 'pre-2'), param('mg/L'), result('160'), {})).toMatchObject({ verdict: 'notConform', multiple: '0.07' });
    // 石油类 二级: 表2 10, 表4 10; 三级: 表2 30 against 表4 20
    expect(judged(rowFor(rows, '石油类', 'pre-3'), param('mg/L'), result('25'), {})?.verdict).toBe('conform');
    expect(judged(rowFor(rows, '石油类', '3'), param('mg/L'), result('25'), {})?.verdict).toBe('notConform');
    // 总余氯 二级, hospital: a minimum (>3 mg/L after ≥1 h contact)
    expect(judged(rowFor(rows, '总余氯', 'pre-2', '医院、兽医院及医疗机构含病原体污水'), param('mg/L'), result('2.5'), {})?.verdict).toBe('notConform');
    // 表1 applies to the pre-1998 grades as well: 总镉 0.1
    expect(judged(rowFor(rows, '镉', 'pre-1'), param('mg/L'), result('0.12'), {})?.verdict).toBe('notConform');
  });
});

describe('GB 5085.1-2007 and GB 5085.4-2007 (migration 019): the condition for not being hazardous', () => {
  it('are valid editions of solid waste, each criterion citing its clause, pH of §4.1 entered with both ends excluded', () => {
    for (const s of [gb5085_1_2007, gb5085_4_2007]) {
      const parsed = limitStandards.createSchema.parse(s) as unknown as LimitStandardRecord;
      expect(editionIssues(parsed), s.standardNo).toEqual([]);
      expect(s.rows.every((x) => /^4\.\d$/.test(x.table))).toBe(true);
    }
    // §4.1 is no longer listed as not entered; what stays is that 4.1 and 4.2 were read from retellings only
    expect(gb5085_1_2007.unread).not.toMatch(/未录入|人工判定/);
    expect(gb5085_1_2007.unread).toContain('4.1 浸出液 pH');
    expect(cell(gb5085_1_2007.rows, '4.1', '浸出液pH', 'corrosivity')).toEqual(['2.0<pH<12.5 无量纲']);
    expect(cell(gb5085_4_2007.rows, '4.1', '闪点', 'liquid')).toEqual(['≥60 ℃']);
    expect(cell(gb5085_1_2007.rows, '4.2', '钢材腐蚀速率', 'corrosivity')).toEqual(['<6.35 mm/a']);
  });

  it('judges a flash point below 60 ℃ and a corrosion rate of 6.35 mm/a as hazardous', () => {
    const fp = rowFor(gb5085_4_2007.rows, '闪点', 'liquid');
    expect(judged(fp, param('℃', 1), result('59.5'), {})?.verdict).toBe('notConform');
    expect(judged(fp, param('℃', 1), result('60.0'), {})?.verdict).toBe('conform');
    const steel = rowFor(gb5085_1_2007.rows, '腐蚀速率', 'corrosivity');
    expect(judged(steel, param('mm/a'), result('6.35'), {})?.verdict).toBe('notConform');
    expect(judged(steel, param('mm/a'), result('6.34'), {})?.verdict).toBe('conform');
  });

  it("the library's limit field takes a range with excluded ends as a double inequality, and refuses an empty one", () => {
    const issue = (v: string) => {
      const r = standardLimit.safeParse(v);
      return r.success ? undefined : r.error.issues.map((i) => i.message);
    };
    for (const ok of ['2.0<pH<12.5', '6.5<pH≤7.5', '0.5≤x<1', '-1<T<1', '6~9', '≤50', 'ND']) expect(issue(ok), ok).toBeUndefined();
    expect(issue('12.5<pH<2.0')).toEqual(['validation.standardLimitOrder']);
    expect(issue('9~6')).toEqual(['validation.standardLimitOrder']);
    expect(issue('2.0<pH<2.0')).toEqual(['validation.standardLimitOrder']);
    // the library's own spelling: ≤ not <=, no spaces, a name between the ends that is not a number
    for (const bad of ['2.0<=pH<12.5', '2.0 < pH < 12.5', '2<5<9', '2.0<pH', '>2.0且<12.5']) expect(issue(bad), bad).toEqual(['validation.standardLimit']);
  });

  it('judges a leachate pH of exactly 2.0 or 12.5 as corrosive, just inside as not, and prints the limit as written', () => {
    // GB 5085.1-2007 §4.1: pH ≥ 12.5 or ≤ 2.0 is corrosive; the template's parameter is 浸出液pH, the component's pH值
    const ph = rowFor(gb5085_1_2007.rows, '浸出液pH', 'corrosivity');
    expect(rowFor(gb5085_1_2007.rows, 'pH值', 'corrosivity')).toBe(ph);
    const v = (value: string, full = value) => judged(ph, param('无量纲'), { ...result(value), fullValue: full }, {});
    expect(v('2.00')).toEqual({ limit: '2.0<pH<12.5', verdict: 'notConform' });
    expect(v('12.50')?.verdict).toBe('notConform');
    expect(v('2.01')?.verdict).toBe('conform');
    expect(v('12.49')).toEqual({ limit: '2.0<pH<12.5', verdict: 'conform' });
    expect(v('13.20')?.verdict).toBe('notConform');
    // the full reading decides (GB/T 8170 §4.3.1): 12.496 is reported 12.50 and is below 12.5
    expect(v('12.50', '12.496')?.verdict).toBe('conform');
  });
});

describe('GB 16297-1996 最高允许排放速率: 表1 and 表2, items 1–33 (migration 019)', () => {
  const r = gb16297RateRows;
  const rate = (analyte: string, classCode: string, height: number, process?: string) =>
    cell(r, classCode.startsWith('new') ? '表2' : '表1', analyte, classCode, stackCondition(height, process));

  it('makes a valid edition with 015 and 017, one row per class, height and dust', () => {
    const edition = merged(gb16297_1996, gb16297More, gb16297Rates);
    const parsed = limitStandards.createSchema.parse({ ...edition, unread: gb16297Rates.unread }) as unknown as LimitStandardRecord;
    expect(editionIssues(parsed)).toEqual([]);
    // items 1–3: SO2 and NOx 10 heights × (表1 3 grades + 表2 2); 颗粒物 by dust 4 + 4 heights × 4 classes, 其它 6 × 5
    expect(r.filter((x) => ['二氧化硫', '氮氧化物', '颗粒物'].includes(x.analyte))).toHaveLength(2 * 10 * 5 + 2 * 4 * 4 + 6 * 5);
    // 表2 items 4–33: 195 heights × 2 grades, less 镉 二级 50 m (not legible)
    expect(r.filter((x) => x.table === '表2' && !['二氧化硫', '氮氧化物', '颗粒物'].includes(x.analyte))).toHaveLength(195 * 2 - 1);
    expect(new Set(r.filter((x) => x.table === '表2').map((x) => x.analyte)).size).toBe(33);
    // 表1 items 4–33: the same 195 heights × 二级/三级, and 一级 for 沥青烟 (8 heights) and 非甲烷总烃 (4)
    expect(r.filter((x) => x.table === '表1' && !['二氧化硫', '氮氧化物', '颗粒物'].includes(x.analyte))).toHaveLength(195 * 2 + 8 + 4);
    expect(new Set(r.filter((x) => x.table === '表1').map((x) => x.analyte)).size).toBe(33);
    expect(r.every((x) => x.unit === 'kg/h' && x.condition?.startsWith('排气筒 '))).toBe(true);
    expect(gb16297Rates.unread).not.toContain('表1、表2 最高允许排放速率（kg/h，按排气筒高度与级别）');
    expect(gb16297Rates.unread).toContain('禁排');
    expect(gb16297Rates.unread).toContain('镉及其化合物 二级 50 m');
    expect(gb16297Rates.unread).toContain('肉眼不可见'); // 017's other lines kept
  });

  it('holds the cells as 表1 (pages 5–10) and 表2 (pages 11–17) print them', () => {
    expect(rate('二氧化硫', 'existing-rate-1', 15)).toEqual(['≤1.6 kg/h']);
    expect(rate('二氧化硫', 'existing-rate-3', 100)).toEqual(['≤310 kg/h']);
    expect(rate('二氧化硫', 'new-rate-2', 30)).toEqual(['≤15 kg/h']);
    expect(rate('二氧化硫', 'new-rate-3', 80)).toEqual(['≤160 kg/h']);
    expect(rate('氮氧化物', 'existing-rate-2', 50)).toEqual(['≤14 kg/h']);
    expect(rate('氮氧化物', 'new-rate-2', 15)).toEqual(['≤0.77 kg/h']);
    expect(rate('颗粒物', 'new-rate-3', 40, '碳黑尘、染料尘')).toEqual(['≤8.5 kg/h']);
    expect(rate('颗粒物', 'existing-rate-2', 20, '玻璃棉尘、石英粉尘、矿渣棉尘')).toEqual(['≤3.7 kg/h']);
    expect(rate('颗粒物', 'existing-rate-1', 20, '碳黑尘、染料尘')).toEqual([]); // 一级 禁排
    expect(rate('颗粒物', 'new-rate-2', 60)).toEqual(['≤85 kg/h']);
    expect(rate('颗粒物', 'new-rate-2', 70)).toEqual([]); // 其它 颗粒物 stops at 60 m
    expect(rate('氯气', 'new-rate-2', 25)).toEqual(['≤0.52 kg/h']); // 氯气, 氰化氢, 光气 start at 25 m
    expect(rate('氯气', 'new-rate-2', 20)).toEqual([]);
    expect(rate('汞及其化合物', 'new-rate-2', 15)).toEqual(['≤0.0015 kg/h']); // printed 1.5×10⁻³
    expect(rate('苯并[a]芘', 'new-rate-3', 60, '沥青及碳素制品生产和加工')).toEqual(['≤0.0017 kg/h']); // 1.7×10⁻³
    expect(rate('镉及其化合物', 'new-rate-2', 50)).toEqual([]);
    expect(rate('镉及其化合物', 'new-rate-3', 50)).toEqual(['≤1.2 kg/h']);
    expect(rate('氯苯类', 'new-rate-3', 100)).toEqual(['≤44 kg/h']);
    expect(rate('非甲烷总烃', 'new-rate-3', 40, '使用溶剂汽油或其它混合烃类物质')).toEqual(['≤150 kg/h']);
    expect(rate('甲苯', 'new-rate-2', 30)).toEqual(['≤18 kg/h']);
    // 表1 (pages 6–10)
    expect(rate('氯化氢', 'existing-rate-1', 15)).toEqual([]); // 一级 禁排
    expect(rate('氯化氢', 'existing-rate-3', 80)).toEqual(['≤19 kg/h']);
    expect(rate('铍及其化合物', 'existing-rate-3', 80)).toEqual(['≤0.079 kg/h']); // 79×10⁻³
    expect(rate('氯苯类', 'existing-rate-2', 100)).toEqual(['≤34 kg/h']);
    expect(rate('沥青烟', 'existing-rate-1', 15)).toEqual(['≤0.11 kg/h']);
    expect(rate('非甲烷总烃', 'existing-rate-1', 40, '使用溶剂汽油或其他混合烃类物质')).toEqual(['≤61 kg/h']);
    expect(rate('苯并[a]芘', 'existing-rate-2', 15, '沥青、碳素制品生产和加工')).toEqual(['≤0.00006 kg/h']); // 0.06×10⁻³
  });

  it('judges a rate by the stack the point names, and not without one', () => {
    const so2 = rowFor(r, 'SO2', 'new-rate-2', stackCondition(40));
    expect(judged(so2, param('kg/h'), result('26'), {})).toMatchObject({ verdict: 'notConform', multiple: '0.04' });
    expect(judged(so2, param('kg/h'), result('25'), {})?.verdict).toBe('conform');
    // a concentration is not compared with a rate
    expect(judged(so2, param('mg/m³'), result('20'), {})).toMatchObject({ verdict: 'undetermined', reason: 'unit' });
    expect(rowFor(r, '二氧化硫', 'new-rate-2')).toBeUndefined();
  });
});
