import { describe, it, expect } from 'vitest';
import { elementOf, matchReadings, unitKey, type MatchContext } from '../../../server/instruments/match.ts';
import { rowsWithSources } from '../../../server/instruments/provenance.ts';
import { parsers } from '../../../server/instruments/detect.ts';
import { PARSER_IDS } from '../../../schemas/instruments/parserIds.ts';
import { templateById } from '../../../schemas/templates/index.ts';
import type { Reading } from '../../../server/instruments/types.ts';

const template = templateById('water-tmpl61')!; // HJ 700-2014 ICP-MS, multi-element, reading rho in the parameter's μg/L
const cx = (over: Partial<MatchContext> = {}): MatchContext => ({
  template,
  params: [
    { id: 1, code: 'W-PB', name: '铅', nameEn: 'Lead', unit: 'μg/L', templateCode: 'Pb' },
    { id: 2, code: 'W-CD', name: '镉', nameEn: 'Cadmium', unit: 'μg/L', templateCode: 'Cd' },
  ],
  samples: [
    { sampleNo: 'W01', parameterIds: [1, 2] },
    { sampleNo: 'W02', parameterIds: [1] },
  ],
  aliases: [],
  rows: [],
  ...over,
});
const r = (sampleId: string, analyte: string, value: string, line: number, extra: Partial<Reading> = {}): Reading => ({
  sampleId,
  analyte,
  value,
  line,
  unit: 'ug/l',
  ...extra,
});

describe('matching readings to raw-record cells', () => {
  it('names elements as the vendors write them and compares units as labs write them', () => {
    expect(['208 Pb [He]', '75 -> 91 As [O2]', '208Pb (KED)', 'Pb 220.353', 'Lead'].map(elementOf)).toEqual(['Pb', 'As', 'Pb', 'Pb', 'Lead']);
    expect(unitKey('µg/L')).toBe(unitKey('ug/l'));
    expect(unitKey('ppb')).toBe(unitKey('μg/L'));
    expect(unitKey('mg/L')).not.toBe(unitKey('μg/L'));
  });

  it('matches by sample number (with or without the name after it) and by code, name or alias; the rest has a reason', () => {
    const m = matchReadings(
      [
        r('W01 地表水', '208 Pb [He]', '1.20', 3),
        r('W01', 'Cadmium', '0.05', 3),
        r('W02', '铅', '2.5', 4),
        r('W02', '111 Cd [He]', '0.1', 4),
        r('W03', '208 Pb [He]', '1', 5),
        r('STD-1', '208 Pb [He]', '1', 6, { qcType: 'calibration' }),
        r('W01', '63 Cu [He]', '9', 3),
        r('W01 加标', '208 Pb [He]', '6.1', 7),
        r('W02', 'Pb', '<0.005', 8, { replicate: 2 }),
        r('W02', 'Pb', '2', 9, { unit: 'mg/L', replicate: 3 }),
      ],
      cx(),
    );
    expect(m.matched.map((x) => [x.target.sampleId, x.target.parameter, x.target.input, x.value, x.row])).toEqual([
      ['W01', 'Pb', 'rho', '1.20', 0],
      ['W01', 'Cd', 'rho', '0.05', 1],
      ['W02', 'Pb', 'rho', '2.5', 2],
    ]);
    expect(Object.fromEntries(m.unmatched.map((u) => [`${u.line}:${u.analyte}`, u.reason]))).toEqual({
      '4:111 Cd [He]': 'parameter_not_requested',
      '5:208 Pb [He]': 'sample_unknown',
      '6:208 Pb [He]': 'calibration',
      '3:63 Cu [He]': 'analyte_unknown',
      '7:208 Pb [He]': 'sample_unknown',
      '8:Pb': 'value_not_numeric',
      '9:Pb': 'unit_mismatch',
    });
    expect(m.targets).toEqual([
      { sampleId: 'W01', parameter: 'Pb', input: 'rho' },
      { sampleId: 'W01', parameter: 'Cd', input: 'rho' },
      { sampleId: 'W02', parameter: 'Pb', input: 'rho' },
    ]);
    const alias = matchReadings([r('W02', 'Pb-220', '1', 3)], cx({ aliases: [{ alias: 'pb-220', parameter: 'Pb' }] }));
    expect(alias.matched[0].target.parameter).toBe('Pb');
  });

  it('uses the mean before its replicates, writes into existing rows and tells what it replaces', () => {
    const m = matchReadings(
      [r('W02', 'Pb', '2.1', 5, { replicate: 1 }), r('W02', 'Pb', '2.0', 7)],
      cx({ rows: [{ sampleId: 'W02', parameter: 'Pb', inputs: { rho: '1.9' } }] }),
    );
    expect(m.matched).toMatchObject([{ value: '2.0', line: 7, row: 0, replaces: '1.9' }]);
    expect(m.unmatched).toMatchObject([{ line: 5, reason: 'replicate' }]);
  });

  it("puts the absorbance, never the instrument's concentration, into a record that takes the absorbance (HJ 535)", () => {
    const hj535 = templateById('water-tmpl47')!; // A: sample absorbance, no unit; the record's own curve makes the result
    const uv = (over: Partial<MatchContext> = {}): MatchContext =>
      cx({
        template: hj535,
        params: [{ id: 1, code: 'W-NH3N', name: '氨氮', unit: 'mg/L', templateCode: 'NH3-N' }],
        samples: [
          { sampleNo: 'W01', parameterIds: [1] },
          { sampleNo: 'W02', parameterIds: [1] },
          { sampleNo: 'W03', parameterIds: [1] },
        ],
        ...over,
      });
    const hach = (sampleId: string, value: string, line: number, extra: Partial<Reading> = {}) => r(sampleId, 'NH3-N', value, line, { unit: 'mg/L', ...extra });
    const m = matchReadings([hach('W01', '0.48', 3, { absorbance: '0.170' }), hach('W02', '0.47', 4), r('W03', 'NH3-N', '0.46', 5, { unit: undefined })], uv());
    expect(m.matched.map((x) => [x.target.sampleId, x.target.input, x.value, x.unit])).toEqual([['W01', 'A', '0.170', undefined]]);
    // a concentration without the absorbance has no cell here, with a unit or without one: discarded, never assigned
    expect(m.unmatched.map((x) => [x.line, x.reason])).toEqual([
      [4, 'no_absorbance'],
      [5, 'no_absorbance'],
    ]);
    // an unknown program is assigned with its absorbance as the value
    const assigned = matchReadings([r('W01', '385 N Ammonia Salic.', '0.48', 3, { unit: 'mg/L NH3-N', absorbance: '0.170' })], uv());
    expect(assigned.unmatched).toMatchObject([{ reason: 'analyte_unknown', value: '0.170' }]);
    // a column mapping's value is the column the analyst chose for the record's input, unless its unit says otherwise
    const mapped = matchReadings([r('W01', 'NH3-N', '0.171', 3, { unit: undefined }), hach('W02', '0.47', 4)], uv({ mapped: true }));
    expect(mapped.matched.map((x) => [x.target.sampleId, x.value])).toEqual([['W01', '0.171']]);
    expect(mapped.unmatched.map((x) => x.reason)).toEqual(['no_absorbance']);
  });

  it('puts the peak area into a record that takes the peak area (HJ 84 anions); a mass input still compares units', () => {
    const hj84 = templateById('water-componentWaterLz')!;
    const code = hj84.parameters[0].code;
    const ic = cx({
      template: hj84,
      params: [{ id: 1, code: 'W-CL', name: '氯化物', unit: 'mg/L', templateCode: code }],
      samples: [
        { sampleNo: 'W01', parameterIds: [1] },
        { sampleNo: 'W02', parameterIds: [1] },
      ],
    });
    const m = matchReadings([r('W01', code, '25.13', 21, { unit: 'mg/L', area: '4.571' }), r('W02', code, '30.2', 22, { unit: 'mg/L' })], ic);
    expect(m.matched.map((x) => [x.target.sampleId, x.target.input, x.value])).toEqual([['W01', 'A', '4.571']]);
    expect(m.unmatched.map((x) => [x.line, x.reason])).toEqual([[22, 'no_area']]);
    // GB 11901 suspended solids: A is a mass in g, not a response — a balance reading in g lands, one in mg does not
    const ss = templateById('water-tmpl43')!;
    const mass = cx({
      template: ss,
      params: [{ id: 1, code: 'W-SS', name: '悬浮物', unit: 'mg/L', templateCode: ss.parameters[0].code }],
      samples: [{ sampleNo: 'W01', parameterIds: [1] }],
    });
    const g = matchReadings(
      [r('W01', ss.parameters[0].code, '32.1234', 2, { unit: 'g' }), r('W01', ss.parameters[0].code, '32123.4', 3, { unit: 'mg' })],
      mass,
    );
    expect(g.matched.map((x) => [x.target.input, x.value])).toEqual([['A', '32.1234']]);
    expect(g.unmatched.map((x) => x.reason)).toEqual(['unit_mismatch']);
  });

  it('names the same parsers as the saved-mapping resource offers', () => {
    expect(parsers.map((p) => p.id).sort()).toEqual([...PARSER_IDS].sort());
  });
});

describe('provenance of imported cells on a manual save', () => {
  const src = { sha256: 'a'.repeat(64), fileName: 'b.csv', line: 5, value: '1.20' };
  const previous = [{ sampleId: 'W01', parameter: 'Pb', inputs: { rho: '1.20' }, sources: { rho: src } }];
  it('carries sources to the next version, needs a reason for a change and marks it; going back to the file value clears it', () => {
    expect(rowsWithSources(previous, [{ sampleId: 'W01', parameter: 'Pb', inputs: { rho: '1.20' } }], {}, 'ana', 'en')[0].sources).toEqual({ rho: src });
    expect(() => rowsWithSources(previous, [{ sampleId: 'W01', parameter: 'Pb', inputs: { rho: '1.30' } }], {}, 'ana', 'en')).toThrow(
      expect.objectContaining({ status: 400, key: 'error.importedChangeReason', errors: [expect.objectContaining({ field: 'rows.0.rho' })] }),
    );
    const [changed] = rowsWithSources(previous, [{ sampleId: 'W01', parameter: 'Pb', inputs: { rho: '1.30' } }], { 'rows.0.rho': 'typo in file' }, 'ana', 'en');
    expect(changed.sources).toMatchObject({ rho: { value: '1.20', changed: { value: '1.30', reason: 'typo in file', by: 'ana' } } });
    const [back] = rowsWithSources([changed], [{ sampleId: 'W01', parameter: 'Pb', inputs: { rho: '1.20' } }], {}, 'ana', 'en');
    expect(back.sources).toEqual({ rho: src });
  });
});
