// One result against a library limit (server/standards/judge.ts): units converted within a family and refused
// across, ND limits against below-MDL results, the reference-oxygen correction and the exceedance multiple.
import { describe, it, expect } from 'vitest';
import { judgeLibrary, libraryRuleOf, rowFor } from '../../../server/standards/judge.ts';
import { gb3838_2002 } from '../../../server/standards/gb3838.ts';

const param = (unit: string, o: Record<string, unknown> = {}) => ({ id: 1, name: 'x', unit, mdl: '0.01', decimals: 1, ...o });
const result = (value: string, o: Record<string, unknown> = {}) => ({ value, display: value, fullValue: value, belowMdl: false, ...o });

describe('judging by a library row', () => {
  it('converts μg/L results to a limit in mg/L, and refuses units of another family', () => {
    const lead = { s: 0, table: '表1', analyte: '铅', limit: '≤0.05', unit: 'mg/L' };
    expect(judgeLibrary(lead, param('μg/L'), result('49.9'), {})).toMatchObject({ verdict: 'conform', limit: '≤0.05 mg/L' });
    expect(judgeLibrary(lead, param('μg/L'), result('50.01'), {})).toMatchObject({ verdict: 'notConform', multiple: '0.00' });
    expect(judgeLibrary(lead, param('mg/kg'), result('1'), {})).toMatchObject({ verdict: 'undetermined', reason: 'unit' });
  });

  it('judges ND limits by detection, and below-MDL results against a maximum by their MDL', () => {
    const nd = { s: 0, table: '表1', analyte: 'y', limit: 'ND', unit: 'mg/L' };
    expect(judgeLibrary(nd, param('mg/L'), result('0.01', { belowMdl: true }), {})?.verdict).toBe('conform');
    expect(judgeLibrary(nd, param('mg/L'), result('0.02'), {})?.verdict).toBe('notConform');
    const max = { s: 0, table: '表1', analyte: 'y', limit: '≤0.005', unit: 'mg/L' };
    expect(judgeLibrary(max, param('mg/L', { mdl: '0.01' }), result('0.01', { belowMdl: true, mdl: '0.01' }), {})?.verdict).toBe('undetermined');
  });

  it('corrects stack gas to the reference oxygen content before judging, and needs the measured oxygen', () => {
    const so2 = { s: 0, table: '表1', analyte: '二氧化硫', limit: '≤100', unit: 'mg/m³', oxygenRef: '6' };
    // 90 × (21 − 6) / (21 − 11) = 135 > 100: exceeded 0.35 times
    expect(judgeLibrary(so2, param('mg/m³'), result('90'), { oxygenMeasured: '11' })).toEqual({
      verdict: 'notConform',
      limit: '≤100',
      corrected: '135.0',
      multiple: '0.35',
    });
    expect(judgeLibrary(so2, param('mg/m³'), result('90'), { oxygenMeasured: '3' })).toMatchObject({ verdict: 'conform', corrected: '75.0' });
    expect(judgeLibrary(so2, param('mg/m³'), result('90'), {})).toMatchObject({ verdict: 'undetermined', reason: 'noOxygen' });
  });

  it("finds a row by name or alias, preferring the point's condition", () => {
    expect(rowFor(gb3838_2002.rows, '总磷', 'III', '湖、库')?.limit).toBe('≤0.05');
    expect(rowFor(gb3838_2002.rows, '总磷', 'III')?.limit).toBe('≤0.2');
    expect(rowFor(gb3838_2002.rows, '氨氮', 'III', '湖、库')?.limit).toBe('≤1.0'); // no lake row: the general one
    expect(rowFor(gb3838_2002.rows, '悬浮物', 'III')).toBeUndefined();
  });

  it('compares the full value by default and the rounded one where the standard says so, at the boundary', () => {
    // 1.04 reported as 1.0 (one decimal) against ≤1.0: the full value exceeds, the rounded value does not (GB/T 8170 §4.3)
    const full = { s: 0, table: '表1', analyte: '氨氮', limit: '≤1.0', unit: 'mg/L' };
    const rounded = { ...full, rounded: 'GB 99999-2030 第5.2条' };
    const r = result('1.0', { fullValue: '1.04' });
    expect(judgeLibrary(full, param('mg/L'), r, {})).toMatchObject({ verdict: 'notConform', multiple: '0.04' });
    expect(judgeLibrary(rounded, param('mg/L'), r, {})).toEqual({ verdict: 'conform', limit: '≤1.0' });
    // 1.06 reported as 1.1 fails both ways
    expect(judgeLibrary(rounded, param('mg/L'), result('1.1', { fullValue: '1.06' }), {})?.verdict).toBe('notConform');
    // the rule printed on the report names the standard's clause and GB/T 8170 §4.3.2; without it, §4.3.1
    expect(libraryRuleOf(rounded, {})).toEqual({
      comparison: 'rounded',
      basis: {
        zh: 'GB 99999-2030 第5.2条；GB/T 8170-2008 §4.3.2（修约值比较法）',
        en: 'GB 99999-2030 第5.2条; GB/T 8170-2008 §4.3.2 (rounded-value comparison)',
      },
    });
    expect(libraryRuleOf(full, {}).comparison).toBe('full');
    expect(libraryRuleOf(full, {}).basis.zh).toContain('§4.3.1');
  });
});
