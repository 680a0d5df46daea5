// judgeLimit: one result against one limit (GB/T 8170-2008 §4.3), each case worked by hand.
import { describe, expect, it } from 'vitest';
import { FULL_VALUE_RULE, judgeLimit, limitRuleOf, parseLimit } from '../../../schemas/templates/limit.ts';
import { templateManifest } from '../../../schemas/templates/index.ts';
import type { DecisionRule } from '../../../schemas/templates/types.ts';

const ROUNDED: DecisionRule = { comparison: 'rounded', basis: { zh: '示例标准 §5（修约值比较法）', en: 'Example §5 (rounded-value comparison)' } };
const verdict = (limit: string, full: string | undefined, rounded: string, rule?: DecisionRule) =>
  judgeLimit(limit, { full, rounded, belowMdl: false }, rule)?.verdict;

describe('judgeLimit', () => {
  it('compares the full value by default, so a value rounded onto the limit is judged by what it was', () => {
    // GB/T 8170-2008 §4.3.1 example style: limit ≤ 98; 98.392 reports "98" yet exceeds 98
    expect(verdict('≤98', '98.392', '98')).toBe('notConform');
    expect(verdict('≤98', '98.392', '98', ROUNDED)).toBe('conform'); // §4.3.2, only where a standard names it
    // 97.6 reports "98" and lies below 98: conforms by the full value
    expect(verdict('≤98', '97.6', '98')).toBe('conform');
    // exactly at the limit: ≤ includes it, < does not
    expect(verdict('≤50', '50.000', '50.0')).toBe('conform');
    expect(verdict('<50', '50.000', '50.0')).toBe('notConform');
    // minimum: DO ≥ 5; 4.96 reports "5.0" but is below 5
    expect(verdict('≥5', '4.96', '5.0')).toBe('notConform');
    expect(verdict('>5', '5.04', '5.0')).toBe('conform');
    // range 6~9 (pH): 9.004 reports "9.00", above 9 by the full value; 6.00 on the bound conforms
    expect(verdict('6~9', '9.004', '9.00')).toBe('notConform');
    expect(verdict('6-9', '6.00', '6.00')).toBe('conform');
    expect(verdict('6.0–9.0', '5.999', '6.00')).toBe('notConform');
  });

  it('judges a range with excluded ends, written as a double inequality, at both ends', () => {
    // GB 5085.1-2007 §4.1: leachate pH ≥ 12.5 or ≤ 2.0 is corrosive, so "not corrosive" is 2.0<pH<12.5
    const ph = '2.0<pH<12.5';
    expect(parseLimit(ph)).toMatchObject({ kind: 'range', lowStrict: true, highStrict: true });
    expect(verdict(ph, '2.0', '2.0')).toBe('notConform');
    expect(verdict(ph, '12.5', '12.5')).toBe('notConform');
    expect(verdict(ph, '2.01', '2.01')).toBe('conform');
    expect(verdict(ph, '12.49', '12.49')).toBe('conform');
    expect(verdict(ph, '1.5', '1.5')).toBe('notConform');
    expect(verdict(ph, '13.1', '13.1')).toBe('notConform');
    // by the full value 12.496 (reported "12.50") is below 12.5; the rounded comparison puts it on the excluded end
    expect(verdict(ph, '12.496', '12.50')).toBe('conform');
    expect(verdict(ph, '12.496', '12.50', ROUNDED)).toBe('notConform');
    expect(verdict(ph, '2.004', '2.00', ROUNDED)).toBe('notConform');
    // 6~9 includes its ends; one end excluded, the other included (GB 15618-2018 pH band 6.5<pH≤7.5)
    expect(verdict('6.5<pH≤7.5', '6.5', '6.5')).toBe('notConform');
    expect(verdict('6.5<pH≤7.5', '7.5', '7.5')).toBe('conform');
    expect(verdict('0.5≤x<1', '0.5', '0.5')).toBe('conform');
    expect(verdict('0.5≤x<1', '1.0', '1.0')).toBe('notConform');
    expect(verdict('2.0<=pH<12.5', '2.0', '2.0')).toBe('conform');
    expect(parseLimit(' 2.0 < pH < 12.5 ')).toMatchObject({ kind: 'range', lowStrict: true, highStrict: true });
    expect(parseLimit('-1<T<1')).toMatchObject({ kind: 'range', lowStrict: true });
    // not limits: a number between the ends, no name, a third bound, the ends pointing outward
    for (const x of ['2<5<9', '2.0<<12.5', '2.0<pH', '2.0<pH<12.5<14', '2.0>pH>12.5', '2.0<pH>12.5']) expect(parseLimit(x), x).toBeUndefined();
  });

  it('judges a below-MDL result only where the MDL settles it, else says it cannot', () => {
    const below = (limit: string, mdl: string) => judgeLimit(limit, { full: '0.01', rounded: '0.01', belowMdl: true, mdl });
    // NH3-N < 0.025 against ≤ 0.5: every value under the MDL conforms
    expect(below('≤0.5', '0.025')).toMatchObject({ verdict: 'conform' });
    // MDL equal to the limit: the value is < MDL = limit, so both ≤ and < conform
    expect(below('≤0.025', '0.025')?.verdict).toBe('conform');
    expect(below('<0.025', '0.025')?.verdict).toBe('conform');
    // MDL above the limit (Hg 0.04 μg/L vs ≤ 0.01): "not detected" does not show conformity
    expect(below('≤0.01', '0.04')).toMatchObject({ verdict: 'undetermined', reason: 'mdlAboveLimit' });
    // a minimum (DO ≥ 2) with MDL 0.2: a value under 0.2 fails it
    expect(below('≥2', '0.2')?.verdict).toBe('notConform');
    expect(below('6~9', '0.2')?.verdict).toBe('notConform');
    expect(below('≥0.1', '0.2')?.verdict).toBe('undetermined');
    // excluded floor: a value under the MDL 0.2 lies below pH 2.0, corrosive; with the MDL at or above 2.0 it says nothing
    expect(below('2.0<pH<12.5', '0.2')?.verdict).toBe('notConform');
    expect(below('2.0<pH<12.5', '2.0')?.verdict).toBe('notConform');
    expect(below('2.0<pH<12.5', '3')).toMatchObject({ verdict: 'undetermined', reason: 'mdlAboveLimit' });
  });

  it('compares the reported value when no full value was kept, and answers nothing without a limit it can read', () => {
    expect(judgeLimit('≤98', { rounded: '98', belowMdl: false })).toMatchObject({ verdict: 'conform', compared: '98' });
    expect(judgeLimit('≤98', { full: '98.392', rounded: '98', belowMdl: false })).toMatchObject({ compared: '98.392', rule: FULL_VALUE_RULE });
    expect(judgeLimit(undefined, { rounded: '1', belowMdl: false })).toBeUndefined();
    expect(judgeLimit('见附表', { rounded: '1', belowMdl: false })).toBeUndefined();
    expect(parseLimit(' ≤ 0.5 ')).toMatchObject({ kind: 'max', strict: false });
  });

  it('every template of the manifest judges by the full value (none names the rounded comparison)', () => {
    const rounded = templateManifest.filter((t) => limitRuleOf(t).comparison !== 'full').map((t) => t.id);
    expect(rounded).toEqual([]);
    expect(limitRuleOf(undefined).basis).toEqual({
      zh: expect.stringContaining('GB/T 8170-2008 §4.3.1'),
      en: expect.stringContaining('GB/T 8170-2008 §4.3.1'),
    });
  });
});
