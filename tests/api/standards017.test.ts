// Migration 017 (issue 19): GB 16297-1996 表1/表2 and GB 8978-1996 表4 cells appended to the editions 015 loaded, on
// SQLite and PostgreSQL alike —
// the rows are there with their table, the edition is one version up and no longer lists 表2 as unread, a result is
// judged automatically against a loaded row of each new class, and appending again adds nothing twice.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { rowFor } from '../../server/standards/judge.ts';
import { editionForm, judged, result } from './standardsHelpers.ts';
import { appendToEditions, removeFromEditions } from '../../server/standards/load.ts';
import { gb16297_1996 } from '../../server/standards/gb16297.ts';
import { gb16297More, gb16297Table1Rows, gb16297Table2Rows } from '../../server/standards/gb16297_more.ts';
import { gb8978Table4 } from '../../server/standards/gb8978_t4.ts';
import { gb16297Rates } from '../../server/standards/gb16297_rates.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** the emission-rate classes migration 019 appended to GB 16297-1996 after 017's */
const RATE_CLASSES = gb16297Rates.classes.map((c) => c.code);

const param = (unit: string) => ({ id: 1, name: 'x', unit, mdl: '0.001', decimals: 3 });

describe.each(databaseTargets())('the cells migration 017 appends, on %s', (target) => {
  let t: TestApp;
  let qa: string;
  const form = async () => (await editionForm(t, qa, 'GB 16297-1996'))!;

  beforeAll(async () => {
    t = await startTestApp(target);
    qa = await t.login('qa');
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds 表1 as 015 loaded it and 表2 beside it, one version up, with 表2 no longer listed as unread', async () => {
    const f = await form();
    expect(f.version).toBe(3); // 017, then 019's emission rates (their own classes, after these)
    expect(f.classes.map((c) => c.code)).toEqual(['existing', 'existing-fence', 'new', 'new-fence', ...RATE_CLASSES]);
    expect(f.rows.filter((r) => r.table === '表1' && r.unit !== 'kg/h')).toHaveLength(7 + gb16297Table1Rows.length);
    expect(f.rows.filter((r) => r.table === '表2' && r.unit !== 'kg/h')).toHaveLength(gb16297Table2Rows.length);
    expect(f.unread).not.toContain('表2 新污染源');
    expect(f.source).toContain('GB-16297-1996.pdf');
  });

  it('judges a stack result against 表2 and a fence-line result against its monitoring limit, from the loaded rows', async () => {
    const { rows } = await form();
    // 表2 item 4 氯化氢 100 mg/m³: 101 exceeds by 0.01 times, 99 conforms
    const hcl = rowFor(rows, '氯化氢', 'new')!;
    expect(judged(hcl, param('mg/m³'), result('101'), {})).toMatchObject({ verdict: 'notConform', multiple: '0.01' });
    expect(judged(hcl, param('mg/m³'), result('99'), {})?.verdict).toBe('conform');
    // item 7 氟化物 fence-line 20 μg/m³: 0.025 mg/m³ measured is 25 μg/m³, over
    const f = rowFor(rows, '氟化物', 'new-fence')!;
    expect(f).toMatchObject({ limit: '≤20', unit: 'μg/m³', basis: '周界外浓度最高点' });
    expect(judged(f, param('mg/m³'), result('0.025'), {})?.verdict).toBe('notConform');
    expect(judged(f, param('mg/m³'), result('0.015'), {})?.verdict).toBe('conform');
  });

  it('holds GB 8978-1996 表4 items 21–56 beside items 1–20, and judges a loaded row', async () => {
    const f = (await editionForm(t, qa, 'GB 8978-1996'))!;
    expect(f.version).toBe(3); // 017 appended 表4, 019 表2
    expect(f.rows.filter((r) => r.table === '表4' && r.classCode === '1').map((r) => r.analyte)).toContain('化学需氧量(COD)');
    expect(f.rows.filter((r) => r.table === '表4')).toHaveLength(57 + gb8978Table4.rows.length);
    expect(f.unread).not.toContain('第21项');
    // 三氯甲烷 grade 1 ≤0.3 mg/L: 0.31 exceeds
    expect(judged(rowFor(f.rows, '三氯甲烷', '1')!, param('mg/L'), result('0.31'), {})?.verdict).toBe('notConform');
  });

  it('appends nothing twice, keeps what the database holds, and counts a version', async () => {
    await appendToEditions(t.database.db, [gb16297More]);
    const f = await form();
    expect(f.version).toBe(4);
    expect(f.rows).toHaveLength(7 + gb16297More.rows.length + gb16297Rates.rows.length);
    expect(f.classes).toHaveLength(4 + RATE_CLASSES.length);
  });

  it("migration 017's down takes out what it added and gives back 015's lists", async () => {
    await removeFromEditions(t.database.db, [[gb16297More, gb16297_1996]]);
    const f = await form();
    expect(f.rows).toEqual([...gb16297_1996.rows, ...gb16297Rates.rows]); // 019's rates stay
    expect(f.classes.map((c) => c.code)).toEqual(['existing', ...RATE_CLASSES]);
    expect(f.unread).toBe(gb16297_1996.unread);
    expect(f.version).toBe(5);
  });
});
