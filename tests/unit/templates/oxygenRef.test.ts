// Issue 30: the reference O₂ of a stack-gas record from its point's standard (schemas/templates/oxygenRef.ts), the
// class's value the server resolves it from (server/standards/oxygenRef.ts), and the converted concentration it gives.
import { describe, it, expect } from 'vitest';
import { Dec } from '../../../schemas/calc/decimal.ts';
import { withStandardOxygen } from '../../../schemas/templates/oxygenRef.ts';
import { evaluateRecord, templateById } from '../../../schemas/templates/index.ts';
import { classOxygenRef } from '../../../server/standards/oxygenRef.ts';
import { gb13223_2011 } from '../../../server/standards/gb13223.ts';
import type { StandardRow } from '../../../schemas/standards/limitStandards.ts';
import { initialState, reduce } from '../../../src/analysis/rawRecord/model.ts';

const stack = templateById('air-tmpl69')!;
const ref = { sampleNo: 'S1', value: '6', standardNo: 'GB 13223-2011', classLabel: '燃煤锅炉（新建锅炉）' };
const row = (sampleId: string, O2ref: string) => ({
  sampleId,
  inputs: { m1: '1.23456', m2: '1.23812', Vm: '850.0', tm: '25.3', Pm: '-1250', O2: '9.0', O2ref },
});

describe("a stack record's reference O₂ from its point's standard", () => {
  it("fills an empty cell with the standard's value, keeps the same value written otherwise, and flags another", () => {
    const out = withStandardOxygen(stack, [row('S1', ''), row('S1', '6.0'), row('S1', '9'), row('S2', '3.5')], [ref]);
    expect(out.rows.map((r) => r.inputs.O2ref)).toEqual(['6', '6', '6', '3.5']);
    expect(out.mismatches).toEqual([2]);
  });

  it('leaves a template without a reference O₂ input, and a sheet without a standard, as they are', () => {
    const rows = [row('S1', '9')];
    expect(withStandardOxygen(templateById('water-tmpl141') ?? { inputs: [] }, rows, [ref]).rows).toBe(rows);
    expect(withStandardOxygen(stack, rows, []).rows).toBe(rows);
  });

  it("converts at the standard's value: ρ′ × (21 − 6)/(21 − 9.0), rounded once as the measured concentration", () => {
    const { rows } = withStandardOxygen(stack, [row('S1', '')], [ref]);
    const ev = evaluateRecord(stack, { header: { Ba: '101200' }, rows });
    const measured = ev.rows[0].results.find((r) => r.key === 'result')!;
    const corrected = ev.rows[0].results.find((r) => r.key === 'corrected')!;
    // the full values agree to the last digit: ρ = ρ′ × 15/12, never the rounded ρ′ converted
    expect(new Dec(corrected.raw).eq(new Dec(measured.raw).times(15).div(12))).toBe(true);
    expect(corrected.display).toBe(new Dec(corrected.raw).toFixed(1));
  });

  it("takes the class's value only where all its rows give the same one (GB 13223-2011: coal-fired 6 %, gas-fired none read)", () => {
    const rows = gb13223_2011.rows as StandardRow[];
    expect(classOxygenRef(rows, 'coal-new')).toBe('6');
    expect(classOxygenRef(rows, 'coal-existing')).toBe('6');
    expect(classOxygenRef(rows, 'gas-ng-turbine')).toBeUndefined();
    const mixed = [
      { ...rows[0], oxygenRef: '6' },
      { ...rows[1], classCode: rows[0].classCode, oxygenRef: '3' },
    ];
    expect(classOxygenRef(mixed, rows[0].classCode)).toBeUndefined();
  });

  it("keeps the standard's value in the editor: typing, pasting and loading a record never replace it", () => {
    const fixed = { S1: { O2ref: '6' } };
    let st = initialState({ rows: [row('S1', '6'), row('S2', '')] }, [], fixed);
    expect(reduce(st, { type: 'cell', row: 0, key: 'O2ref', value: '9' })).toBe(st);
    st = reduce(st, {
      type: 'block',
      row: 0,
      keys: ['O2', 'O2ref'],
      block: [
        ['8.5', '9'],
        ['7.0', '3.5'],
      ],
    });
    expect(st.record.rows.map((r) => [r.inputs.O2, r.inputs.O2ref])).toEqual([
      ['8.5', '6'],
      ['7.0', '3.5'],
    ]);
    st = reduce(st, { type: 'load', record: { rows: [row('S1', '11'), row('S2', '11')] } });
    expect(st.record.rows.map((r) => r.inputs.O2ref)).toEqual(['6', '11']);
  });
});
