// An uncertainty record's arithmetic (schemas/uncertainty/record.ts) against hand calculations:
// - bottom-up, relative components of a product/quotient model combine by root sum of squares (JJF 1059.1-2012 §4.4.1
//   / GUM §5.1.6: (uc/y)² = Σ (u(xᵢ)/xᵢ)²), U = k·uc (JJF 1059.1-2012 §3.15): the demo's COD budget 1.5 %, 1.0 %, 0.8 %
//   at 150 mg/L: uc,rel = √(0.000225 + 0.0001 + 0.000064) = √0.000389 = 0.0197230829…; uc = 2.95846…; U = 5.91692…
//   mg/L; Urel = 0.0394461…, so a result of 152 mg/L is given U = 5.9958… ≈ 6 mg/L (the issue's case);
// - top-down (Nordtest TR 537 §5; ISO 11352): u(Rw) = 0.020 from one chart, one CRM bias 0.010 with u(Cref) 0.010:
//   u(bias) = √(0.010² + 0.010²) = 0.0141421…, uc,rel = √(0.0004 + 0.0002) = √0.0006 = 0.0244948…, Urel (k = 2) = 0.0489897…;
// - an absolute component of a sum: u = 0.2 mg/L at 20 mg/L is 1 % relative.
import { describe, expect, it } from 'vitest';
import { evaluateRecord, expandedAt, inRange, type RecordEntries } from '../../schemas/uncertainty/record.ts';
import { Dec } from '../../schemas/calc/decimal.ts';

const close = (v: string, expected: number, digits = 12) => expect(Number(v)).toBeCloseTo(expected, digits);

describe('evaluateRecord against hand calculations', () => {
  it('combines the demo COD budget by root sum of squares and gives 152 mg/L its U of about 6 mg/L', () => {
    const r = evaluateRecord({
      approach: 'bottom_up',
      level: '150',
      k: '2',
      components: [
        { name: 'a', relative: '0.015' },
        { name: 'b', relative: '0.010' },
        { name: 'c', relative: '0.008' },
      ],
    } as RecordEntries);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    close(r.result.ucRelative, Math.sqrt(0.000389));
    close(r.result.uc, 150 * Math.sqrt(0.000389), 10);
    close(r.result.U, 300 * Math.sqrt(0.000389), 10);
    close(r.expandedRelative, 2 * Math.sqrt(0.000389));
    // shares of uc²: 0.000225 / 0.000389 etc., summing to 1
    close(r.result.contributions[0].share, 0.000225 / 0.000389);
    close(String(r.result.contributions.reduce((s, c) => s + Number(c.share), 0)), 1);
    const U152 = expandedAt(r, new Dec('152'))!;
    expect(U152.toSignificantDigits(1).toString()).toBe('6');
    close(U152.toString(), 152 * 2 * Math.sqrt(0.000389), 10);
  });

  it('estimates top-down from u(Rw) and u(bias) (Nordtest TR 537)', () => {
    const r = evaluateRecord({
      approach: 'top_down',
      level: '1.00',
      k: '2',
      topDown: { charts: [{ label: 'CRM', s: '0.020', n: 20 }], biases: [{ kind: 'crm', label: 'CRM', bias: '0.010', uCref: '0.010' }] },
    } as RecordEntries);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.result.contributions.map((c) => c.name)).toEqual(['u(Rw)', 'u(bias)']);
    close(r.result.contributions[1].u, Math.sqrt(0.0002));
    close(r.result.ucRelative, Math.sqrt(0.0006));
    close(r.expandedRelative, 2 * Math.sqrt(0.0006));
  });

  it('takes an absolute component in the result unit', () => {
    const r = evaluateRecord({ approach: 'bottom_up', level: '20', k: '2', components: [{ name: 'a', u: '0.2' }] } as RecordEntries);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    close(r.result.ucRelative, 0.01);
    close(r.result.U, 0.4);
  });

  it('names what gives no result by its path, and bounds the range', () => {
    const r = evaluateRecord({ approach: 'bottom_up', level: '0', k: '0.9', components: [{ name: 'a', relative: '-1' }] } as RecordEntries);
    expect(r.ok ? [] : r.issues).toEqual([
      { path: ['level'], reason: 'notPositive' },
      { path: ['k'], reason: 'kBelowOne' },
      { path: ['components', 0, 'relative'], reason: 'notPositive' },
    ]);
    expect(inRange({ rangeLow: '30', rangeHigh: '700' }, new Dec('152'))).toBe(true);
    expect(inRange({ rangeLow: '30', rangeHigh: '700' }, new Dec('701'))).toBe(false);
  });
});
